/**
 * Rows and feedback of a graded submission whose runner left hidden tests unrun after time-outs
 * in a row (runner/timeout-stop.ts, decision 053): each says why it failed without running, and
 * the limit note of a generated test is only for one that did run out of time.
 */
import { describe, expect, it } from 'vitest';
import type { CodeRunner } from '../../src/modules/grading/code-runner';
import { gradeCode } from '../../src/modules/grading/grade-code';

const ran = (verdict: 'Accepted' | 'Time Limit Exceeded') => ({
  verdict,
  stdout: verdict === 'Accepted' ? '1\n' : '',
  stderr: '',
  timeMs: verdict === 'Accepted' ? 20 : 2500,
  memoryKb: 9000,
});
const unrun = { ...ran('Time Limit Exceeded'), timeMs: 0, notRun: true };

describe('grading after time-outs in a row', () => {
  it('marks the hidden tests left as not run, failed, and says so in the feedback', async () => {
    const runner: CodeRunner = {
      run: async () => ({
        compile: { ok: true, output: '' },
        limits: { timeMs: 2500 },
        tests: [
          ran('Accepted'),
          ran('Time Limit Exceeded'),
          ran('Time Limit Exceeded'),
          unrun,
          unrun,
        ],
      }),
    };
    const tests = [
      { input: '1\n', expectedOutput: '1', hidden: false },
      { input: '2\n', expectedOutput: '2', hidden: true },
      { input: 'LARGE-1', expectedOutput: 'x', hidden: true },
      { input: '3\n', expectedOutput: '3', hidden: true },
      { input: 'LARGE-2', expectedOutput: 'y', hidden: true },
    ];
    const plan = {
      labels: [null, null, 'n = 10,000', null, 'n = 100,000'],
      timeLimitMs: 1000,
      intendedComplexity: 'O(n)',
    };
    const graded = await gradeCode(runner, {
      kind: 'coding',
      language: 'python3',
      source: 'pass',
      tests,
      userId: 'u',
      plan,
    });
    const rows = graded.result.testResults;
    expect(graded.score).toBe(20);
    expect(rows.map((r) => [r.verdict, r.passed])).toEqual([
      ['Accepted', true],
      ...Array(4).fill(['Time Limit Exceeded', false]),
    ]);
    // The generated test that ran out of time keeps the limit note; the two left say why they failed.
    expect(rows[2]).toMatchObject({
      note: expect.stringMatching(/^Time Limit Exceeded on a large/),
    });
    expect(rows[3]).toEqual({
      index: 3,
      hidden: true,
      verdict: 'Time Limit Exceeded',
      passed: false,
      note: 'Not run, counted as failed: the tests before it ran out of time.',
    });
    expect(rows[4]).toMatchObject({
      note: 'Not run (n = 100,000), counted as failed: the tests before it ran out of time.',
    });
    // The first failing hand-written hidden test (which did run) shows its small input.
    expect(rows[1]).toMatchObject({ input: '2\n' });
    expect(graded.result.feedback).toContain(
      '1 of 5 tests passed (2 Time Limit Exceeded, 2 not run). Time Limit Exceeded on a large hidden test (n = 10,000)',
    );
    expect(graded.result.feedback).toContain(
      'Hidden tests after two time-outs in a row are not run, and count as failed.',
    );
    expect(JSON.stringify(graded.result)).not.toMatch(/LARGE/);
  });
});
