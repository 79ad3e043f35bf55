/**
 * Author's check for content files: `npx tsx packages/content/scripts/check.ts <file.ts>...`
 * Validates each exported course or bank topic and, with --run, runs every reference solution,
 * buggy program and fix against its tests with the local toolchains (NOT sandboxed: for authors
 * checking their own content; CI runs them in the sandboxed runner).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LanguageId } from '@app/shared/languages';
import type { TestCase } from '@app/shared/content.schemas';
import { validateCourse, validateTopic } from '../src/validate';

const FILES: Record<LanguageId, string> = {
  javascript: 'main.js',
  python: 'main.py',
  python3: 'main.py',
  java: 'Main.java',
  c: 'main.c',
  cpp: 'main.cpp',
  csharp: 'main.cs',
  go: 'main.go',
  rust: 'main.rs',
  kotlin: 'main.kt',
};
// The runner's toolchains (apps/server/src/modules/runner/languages.ts, docs/runner.md): JavaScript
// on the Node this script runs on (the project's Node 24), Go 1.23, rustc 1.96, C++20.
const COMPILE: Partial<Record<LanguageId, string[]>> = {
  java: ['javac', 'Main.java'],
  c: ['gcc', '-O2', '-std=gnu17', '-o', 'main', 'main.c', '-lm'],
  cpp: ['g++', '-O2', '-std=gnu++20', '-o', 'main', 'main.cpp'],
  csharp: ['mcs', '-out:main.exe', 'main.cs'],
  go: ['/usr/lib/go-1.23/bin/go', 'build', '-o', 'main', 'main.go'],
  rust: ['/usr/bin/rustc', '-O', '--edition', '2021', '-o', 'main', 'main.rs'],
  kotlin: ['kotlinc', 'main.kt', '-include-runtime', '-d', 'main.jar'],
};
const RUN: Record<LanguageId, string[]> = {
  javascript: [process.execPath, 'main.js'],
  python: ['pypy3', 'main.py'],
  python3: ['/usr/bin/python3', 'main.py'],
  java: ['java', '-cp', '.', 'Main'],
  c: ['./main'],
  cpp: ['./main'],
  csharp: ['mono', 'main.exe'],
  go: ['./main'],
  rust: ['./main'],
  kotlin: ['java', '-jar', 'main.jar'],
};

function norm(s: string): string {
  return s
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .replace(/\n+$/, '');
}

/** Returns the indexes of failing tests, or 'compile' with the message. */
function runAll(
  language: LanguageId,
  source: string,
  tests: readonly TestCase[],
): number[] | string {
  const dir = mkdtempSync(join(tmpdir(), 'content-check-'));
  try {
    writeFileSync(join(dir, FILES[language]), source);
    const env = { ...process.env, GOCACHE: join(dir, '.gocache'), HOME: dir };
    const compile = COMPILE[language];
    if (compile) {
      const r = spawnSync(compile[0]!, compile.slice(1), {
        cwd: dir,
        env,
        encoding: 'utf8',
        timeout: 120_000,
      });
      if (r.status !== 0) return `compile error: ${r.stderr}${r.stdout}`;
    }
    const run = RUN[language];
    const failing: number[] = [];
    tests.forEach((t, i) => {
      const r = spawnSync(run[0]!, run.slice(1), {
        cwd: dir,
        env,
        input: t.input,
        encoding: 'utf8',
        timeout: 10_000,
      });
      if (r.status !== 0 || norm(r.stdout) !== norm(t.expectedOutput)) failing.push(i);
    });
    return failing;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const doRun = args.includes('--run');
  let bad = 0;
  for (const file of args.filter((a) => !a.startsWith('--'))) {
    const mod: Record<string, unknown> = await import(pathToFileURL(resolve(file)).href);
    for (const [name, value] of Object.entries(mod)) {
      const isCourse = typeof value === 'object' && value !== null && 'chapters' in value;
      const { errors, course, topic } = isCourse
        ? { ...validateCourse(value), topic: undefined }
        : { ...validateTopic(value), course: undefined };
      const runErrors: string[] = [];
      if (doRun) {
        const problems = course
          ? course.chapters.flatMap((c) => c.problems)
          : topic
            ? Object.values(topic.levels).flatMap((l) => l.coding)
            : [];
        for (const p of problems) {
          const res = runAll(p.reference.language, p.reference.source, p.testCases);
          if (typeof res === 'string') runErrors.push(`${p.id}: reference ${res}`);
          else if (res.length) runErrors.push(`${p.id}: reference fails tests ${res.join(',')}`);
        }
        const debugs = topic ? Object.values(topic.levels).flatMap((l) => l.debug) : [];
        for (const p of debugs) {
          const fixed = runAll(p.language, p.fixedCode, p.testCases);
          if (typeof fixed === 'string') runErrors.push(`${p.id}: fix ${fixed}`);
          else if (fixed.length) runErrors.push(`${p.id}: fix fails tests ${fixed.join(',')}`);
          const buggy = runAll(p.language, p.buggyCode, p.testCases);
          if (typeof buggy !== 'string') {
            if (buggy.length === 0) runErrors.push(`${p.id}: buggy code passes every test`);
            for (const bug of p.bugs)
              if (!bug.testIndexes.some((i) => buggy.includes(i)))
                runErrors.push(
                  `${p.id}: bug "${bug.description}" lists tests ${bug.testIndexes.join(',')} but none fails on the buggy code (failing: ${buggy.join(',')})`,
                );
          }
        }
      }
      const all = [...errors, ...runErrors];
      console.log(
        `${file} export ${name}: ${all.length === 0 ? 'OK' : `${all.length} problem(s)`}`,
      );
      for (const e of all) console.log(`  - ${e}`);
      bad += all.length;
    }
  }
  process.exit(bad ? 1 : 0);
}

void main();
