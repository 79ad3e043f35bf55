/**
 * The judge (issue 12): for every coding problem with a judge spec, in the sandbox, the generator
 * makes its tests and the validator accepts every test (both inside judge.generated, which throws
 * with the problem id and the reason), the reference passes every test within the measured limit,
 * an empty program's output (none) fails the hand-written tests, and every wrong solution fails
 * with its expected verdict kind. Generated tests are cached by content hash in the user's cache
 * folder (~/.cache/codeconquer/judge, outside the checkout, so a fresh clone on the same machine
 * reuses it), so a second run only re-runs the solutions.
 */
import { homedir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import { DIFFICULTIES } from '@app/shared/constants';
import { outputsMatch } from '@app/shared/output-compare';
import type { CodingProblem, WrongSolution } from '@app/shared/content.schemas';
import type { Verdict } from '@app/shared/verdicts';
import { deriveTimeLimitMs, generatedTestNote } from '../../src/modules/judge/judge-limits';
import { createJudge } from '../../src/modules/judge/judge.service';
import type { CodeRunner } from '../../src/modules/grading/code-runner';
import { gradeCode } from '../../src/modules/grading/grade-code';
import { describeSandbox, KEPT_TEST_BUILDS, testRunner } from '../runner/sandbox-gate';

const runner = testRunner(65_100, { ...KEPT_TEST_BUILDS, queueSize: 1000 });
afterAll(() => runner.close());
// JUDGE_CACHE_DIR: another cache (to measure a cold run). Entries are named by the sha256 of what
// makes them, so a stale one is never read.
const cacheDir =
  process.env.JUDGE_CACHE_DIR ??
  join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'codeconquer', 'judge');
const judge = createJudge({ runner, cacheDir });

const all: Array<[string, CodingProblem]> = [
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
// JUDGE_ONLY=<comma-separated id prefixes>: check only those problems while writing them.
const only = process.env.JUDGE_ONLY?.split(',').filter(Boolean);
const judged = all.filter(
  ([id, p]) => p.judge !== undefined && (!only || only.some((prefix) => id.startsWith(prefix))),
);

const SHORT: Record<WrongSolution['mustFail'], Verdict | null> = {
  WA: 'Wrong Answer',
  TLE: 'Time Limit Exceeded',
  any: null,
};

function failsAsExpected(w: WrongSolution, verdicts: readonly Verdict[]): boolean {
  const wanted = SHORT[w.mustFail];
  return wanted === null ? verdicts.some((v) => v !== 'Accepted') : verdicts.includes(wanted);
}

describe('time limits and notes', () => {
  it('takes max(1 s, 3x the reference) in base terms', () => {
    expect(deriveTimeLimitMs(50, 'python3')).toBe(1000);
    // 3 x 2000 ms of Python 3 (factor 2.5) = 6000 ms of Python 3 = 2400 ms base.
    expect(deriveTimeLimitMs(2000, 'python3')).toBe(2400);
    expect(deriveTimeLimitMs(700, 'cpp')).toBe(2100);
  });

  it('says which limit failed and the intended complexity, never an input', () => {
    const note = generatedTestNote({
      label: 'n = 100,000',
      verdict: 'Time Limit Exceeded',
      limitMs: 2500,
      language: 'python3',
      intendedComplexity: 'O(n)',
    });
    expect(note).toBe(
      'Time Limit Exceeded on a large hidden test (n = 100,000): your program took more than 2.5 s (the Python 3 limit); the intended solution is O(n).',
    );
    expect(
      generatedTestNote({
        label: 'n = 0',
        verdict: 'Wrong Answer',
        limitMs: 1000,
        language: 'cpp',
        intendedComplexity: undefined,
      }),
    ).toBe('Wrong Answer on a generated hidden test (n = 0).');
  });

  it('grades a generated test with its note and keeps its input hidden', async () => {
    const tests = [
      { input: '1\n5\n', expectedOutput: '0', hidden: false },
      { input: 'SECRET-LARGE-INPUT', expectedOutput: 'SECRET-OUTPUT', hidden: true },
    ];
    const fake: CodeRunner = {
      run: async (request) => {
        expect(request.limits).toEqual({ timeMs: 1000 });
        return {
          compile: { ok: true, output: '' },
          limits: { timeMs: 2500 },
          tests: [
            { verdict: 'Accepted', stdout: '0\n', stderr: '', timeMs: 30, memoryKb: 9000 },
            {
              verdict: 'Time Limit Exceeded',
              stdout: 'partial',
              stderr: '',
              timeMs: 2500,
              memoryKb: 9000,
            },
          ],
        };
      },
    };
    const plan = {
      labels: [null, 'n = 100,000, never warmer'],
      timeLimitMs: 1000,
      intendedComplexity: 'O(n)',
    };
    const graded = await gradeCode(fake, {
      kind: 'coding',
      language: 'python3',
      source: 'pass',
      tests,
      userId: 'u',
      plan,
    });
    const note =
      'Time Limit Exceeded on a large hidden test (n = 100,000, never warmer): your program took more than 2.5 s (the Python 3 limit); the intended solution is O(n).';
    expect(graded.result.testResults[1]).toEqual({
      index: 1,
      hidden: true,
      verdict: 'Time Limit Exceeded',
      passed: false,
      note,
    });
    expect(graded.result.feedback).toContain(note);
    expect(JSON.stringify(graded.result)).not.toMatch(/SECRET|partial/);
  });
});

describeSandbox('judged problems in the sandbox', () => {
  it('covers every coding problem, in the courses and the bank', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(all.filter(([, p]) => !p.judge).map(([id]) => id)).toEqual([]);
    // Every problem has a wrong solution that must fail.
    expect(
      all.filter(([, p]) => (p.judge?.wrongSolutions.length ?? 0) === 0).map(([id]) => id),
    ).toEqual([]);
  });

  it.concurrent.each(judged)(
    '%s: tests build and validate, the reference passes in time, every wrong solution fails',
    async (id, p) => {
      const plan = await judge.prepare(p);
      expect(
        plan.tests.length - p.testCases.length,
        `${id}: generated tests`,
      ).toBeGreaterThanOrEqual(2);
      const limits = { timeMs: plan.timeLimitMs };
      const ref = await runner.run({
        language: p.reference.language,
        source: p.reference.source,
        tests: plan.tests,
        limits,
      });
      const refBad = ref.tests.flatMap((t, i) =>
        t.verdict === 'Accepted'
          ? []
          : [`test ${i} (${plan.labels[i] ?? 'hand-written'}): ${t.verdict}`],
      );
      expect(refBad, `${id}: the reference must pass within ${ref.limits.timeMs} ms`).toEqual([]);
      // A program that prints nothing fails the hand-written tests: the judge's own comparison
      // (verdict.ts) of no output with a test's expected output, without a sandbox run of one.
      expect(
        p.testCases.some((t) => !outputsMatch('', t.expectedOutput)),
        `${id}: an empty program must fail`,
      ).toBe(true);
      for (const w of p.judge?.wrongSolutions ?? []) {
        // The hand-written tests in one run, then the generated ones one at a time, stopping at the
        // first expected failure: a too-slow solution costs one time limit, not one per large test.
        const verdicts: Verdict[] = [];
        const hand = p.testCases.length;
        for (const tests of [
          plan.tests.slice(0, hand),
          ...plan.tests.slice(hand).map((t) => [t]),
        ]) {
          const run = await runner.run({ language: w.language, source: w.source, tests, limits });
          expect(
            run.compile.ok,
            `${id}: wrong solution ${w.name} must compile: ${run.compile.output}`,
          ).toBe(true);
          verdicts.push(...run.tests.map((t) => t.verdict));
          if (failsAsExpected(w, verdicts)) break;
        }
        expect(
          failsAsExpected(w, verdicts),
          `${id}: wrong solution ${w.name} must fail with ${w.mustFail} (${w.why}); verdicts: ${verdicts.join(', ')}`,
        ).toBe(true);
      }
    },
    600_000,
  );
});
