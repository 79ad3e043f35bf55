/**
 * The content validator's running half for debug problems (issues 4 and 5): in the sandboxed
 * runner, every buggy debug program fails at least one test (each bug at least one of its listed
 * tests) and every fix passes all. Coding problems are run by judge.test.ts: their references on
 * the hand-written and generated tests, an empty program, and the wrong solutions.
 */
import { afterAll, expect, it } from 'vitest';
import { BANK_TOPICS } from '@app/content/bank';
import { DIFFICULTIES } from '@app/shared/constants';
import type { DebugProblem } from '@app/shared/content.schemas';
import { describeSandbox, KEPT_TEST_BUILDS, testRunner } from '../runner/sandbox-gate';

const runner = testRunner(64_700, { ...KEPT_TEST_BUILDS, queueSize: 10_000 });
afterAll(() => runner.close());

const debug: Array<[string, DebugProblem]> = BANK_TOPICS.flatMap((t) =>
  DIFFICULTIES.flatMap((d) =>
    t.levels[d].debug.map((p): [string, DebugProblem] => [`${t.id}/${d}/${p.id}`, p]),
  ),
);

const failing = (r: Awaited<ReturnType<typeof runner.run>>) =>
  r.tests.map((t, i) => (t.verdict === 'Accepted' ? -1 : i)).filter((i) => i >= 0);

describeSandbox('content runs in the sandbox', () => {
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
