/**
 * The content validator's running half (issues 4 and 5): in the sandboxed runner, every reference
 * solution passes all of its tests and a program that prints nothing fails them; every buggy debug
 * program fails at least one test (each bug at least one of its listed tests) and every fix passes all.
 */
import { afterAll, expect, it } from 'vitest';
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import { DIFFICULTIES } from '@app/shared/constants';
import type { CodingProblem, DebugProblem } from '@app/shared/content.schemas';
import { describeSandbox, testRunner } from '../runner/sandbox-gate';

const runner = testRunner(64_700, { queueSize: 10_000 });
afterAll(() => runner.close());

const coding: Array<[string, CodingProblem]> = [
  ...COURSES.flatMap((c) =>
    c.chapters.flatMap((ch) =>
      ch.problems.map((p): [string, CodingProblem] => [`${ch.id}/${p.id}`, p]),
    ),
  ),
  ...BANK_TOPICS.flatMap((t) =>
    DIFFICULTIES.flatMap((d) =>
      t.levels[d].coding.map((p): [string, CodingProblem] => [`${t.id}/${d}/${p.id}`, p]),
    ),
  ),
];
const debug: Array<[string, DebugProblem]> = BANK_TOPICS.flatMap((t) =>
  DIFFICULTIES.flatMap((d) =>
    t.levels[d].debug.map((p): [string, DebugProblem] => [`${t.id}/${d}/${p.id}`, p]),
  ),
);

const failing = (r: Awaited<ReturnType<typeof runner.run>>) =>
  r.tests.map((t, i) => (t.verdict === 'Accepted' ? -1 : i)).filter((i) => i >= 0);

describeSandbox('content runs in the sandbox', () => {
  it.concurrent.each(coding)(
    '%s: the reference passes every test, an empty program fails',
    async (_id, p) => {
      const ref = await runner.run({
        language: p.reference.language,
        source: p.reference.source,
        tests: p.testCases,
      });
      expect(ref.compile.ok, ref.compile.output).toBe(true);
      expect(failing(ref)).toEqual([]);
      const empty = await runner.run({ language: 'python3', source: 'pass\n', tests: p.testCases });
      expect(failing(empty).length).toBeGreaterThan(0);
    },
  );

  it.concurrent.each(debug)(
    '%s: the fix passes every test; the buggy program compiles and each bug shows',
    async (_id, p) => {
      const fixed = await runner.run({
        language: p.language,
        source: p.fixedCode,
        tests: p.testCases,
      });
      expect(fixed.compile.ok, fixed.compile.output).toBe(true);
      expect(failing(fixed)).toEqual([]);
      const buggy = await runner.run({
        language: p.language,
        source: p.buggyCode,
        tests: p.testCases,
      });
      expect(buggy.compile.ok, buggy.compile.output).toBe(true);
      const fails = failing(buggy);
      expect(fails.length).toBeGreaterThan(0);
      for (const bug of p.bugs)
        expect(
          bug.testIndexes.some((i) => fails.includes(i)),
          bug.description,
        ).toBe(true);
    },
  );
});
