/**
 * Every lesson's code compiles on the runner's toolchains (issue 12 item 2). Each fenced block in a
 * runnable language is a program (compiled, and run when it is in a compiled language), a fragment
 * compiled inside its language's harness, or marked no-compile with a reason (AUTHORING.md, "Code
 * in lessons"). TypeScript blocks get the compiler's syntax check. Kotlin, Python and JavaScript
 * blocks of a course are compiled together (see `batched`); a failing batch is retried block by block.
 */
import { afterAll, expect, it } from 'vitest';
import ts from 'typescript';
import { COURSES } from '@app/content/catalogue';
import { type LessonBlock, lessonBlocks } from '@app/content/lesson-code';
import { harness } from '@app/content/lesson-code-harness';
import type { LanguageId } from '@app/shared/languages';
import { describeSandbox, KEPT_TEST_BUILDS, testRunner } from '../runner/sandbox-gate';

const runner = testRunner(64_900, { ...KEPT_TEST_BUILDS, queueSize: 10_000 });
afterAll(() => runner.close());

const extracted = COURSES.flatMap((c) =>
  c.chapters.map((ch) => ({ course: c.id, ...lessonBlocks(ch.id, ch.lesson) })),
);
const blocks = extracted.flatMap((e) => e.blocks);
const checked = blocks.filter((b) => b.mode !== 'no-compile');
/** Languages whose programs are also run: a run there exercises more than the compiler did. */
const RUN: ReadonlySet<string> = new Set(['java', 'c', 'cpp', 'csharp', 'go', 'rust']);

const runnerLanguage = (b: LessonBlock): LanguageId =>
  b.language === 'typescript' ? 'javascript' : b.language;
const where = (b: LessonBlock) => `${b.id} (${b.language} ${b.mode}, lesson line ${b.line})`;

/** The chapter's earlier blocks in the block's language: what a fragment may continue. */
const contextOf = (b: LessonBlock) =>
  blocks
    .slice(0, blocks.indexOf(b))
    .filter((o) => o.chapterId === b.chapterId && o.language === b.language);

/** Compiles (and runs, for programs) the block alone, then after its chapter's earlier blocks. */
async function compile(b: LessonBlock) {
  // A program that needs command-line arguments is only compiled: the runner passes none.
  const run =
    b.mode === 'program' && RUN.has(b.language) && !/\bmain\s*\(\s*int\s+argc/.test(b.source);
  const tests = run ? [{ input: '', expectedOutput: b.expectedOutput ?? null }] : [];
  const alone = harness(b);
  const result = await runner.run({
    language: runnerLanguage(b),
    source: alone,
    tests,
    limits: { timeMs: 5000 },
  });
  const context = contextOf(b);
  if (result.compile.ok || b.mode !== 'fragment' || context.length === 0)
    return { result, source: alone };
  const continued = harness(b, context);
  return {
    result: await runner.run({ language: runnerLanguage(b), source: continued, tests }),
    source: continued,
  };
}

const courseOf = (b: LessonBlock) => b.chapterId.replace(/-\d+$/, '');
/**
 * Blocks compiled together, one compile per course and language: Kotlin (kotlinc starts slowly),
 * Python and JavaScript without module syntax (a syntax check each). A failing batch is retried
 * block by block, so a failure names its block.
 */
const batched = (b: LessonBlock) =>
  b.language === 'kotlin' ||
  b.language === 'python3' ||
  (b.language === 'javascript' && !/^\s*(?:import|export)\b/m.test(b.source));
const single = checked.filter((b) => b.language !== 'typescript' && !batched(b));
const typescript = checked.filter((b) => b.language === 'typescript');
const batches = new Map<string, LessonBlock[]>();
for (const b of checked.filter(batched)) {
  const key = `${courseOf(b)} ${b.language}`;
  batches.set(key, [...(batches.get(key) ?? []), b]);
}

/** One file for many blocks: each block in a scope of its own (an object, a function). */
function batchSource(group: LessonBlock[]): string {
  const imports = new Set<string>();
  const parts = group.map((b, i) => {
    const lines = harness(b).split('\n');
    if (b.language === 'python3')
      return `def __lesson_block_${i}():\n${lines.map((l) => `    ${l}`).join('\n')}\n    pass\n`;
    if (b.language === 'javascript')
      return `function __lessonBlock${i}() {\n${lines.join('\n')}\n}`;
    for (const l of lines) if (/^import\s/.test(l)) imports.add(l.trim());
    return `object LessonBlock${i} {\n${lines.filter((l) => !/^import\s/.test(l)).join('\n')}\n}`;
  });
  return `${[...imports].join('\n')}\n${parts.join('\n')}\n`;
}

it('every runnable lesson block has a well-formed marker', () => {
  expect(extracted.flatMap((e) => e.problems)).toEqual([]);
  expect(blocks.filter((b) => b.mode === 'no-compile' && !b.reason)).toEqual([]);
});

it.each(typescript.map((b) => [where(b), b] as const))('%s parses as TypeScript', (_w, b) => {
  const out = ts.transpileModule(b.source, {
    reportDiagnostics: true,
    compilerOptions: {
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
    },
    fileName: 'lesson.tsx',
  });
  const messages = (out.diagnostics ?? []).map((d) =>
    ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  );
  expect(messages).toEqual([]);
});

describeSandbox('lesson code on the runner', () => {
  it.concurrent.each(single.map((b) => [where(b), b] as const))(
    '%s compiles',
    async (_w, b) => {
      const { result: r, source } = await compile(b);
      expect(r.compile.ok, `${r.compile.output}\n--- compiled source ---\n${source}`).toBe(true);
      if (r.tests.length > 0)
        expect(r.tests[0]?.verdict, `${r.tests[0]?.stderr}\n${r.tests[0]?.stdout}`).toBe(
          'Accepted',
        );
    },
    600_000,
  ); // the wait in the runner's queue counts: every block is queued at once

  it.concurrent.each([...batches])(
    '%s blocks compile',
    async (key, group) => {
      const language = key.endsWith('kotlin')
        ? 'kotlin'
        : key.endsWith('python3')
          ? 'python3'
          : 'javascript';
      const batch = await runner.run({ language, source: batchSource(group), tests: [] });
      if (batch.compile.ok) return;
      const failures: string[] = [];
      for (const b of group) {
        const { result: r, source } = await compile(b);
        if (!r.compile.ok)
          failures.push(`${where(b)}\n${r.compile.output}\n--- compiled source ---\n${source}`);
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );
});
