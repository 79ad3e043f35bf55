/** Grading on the server. Code is run against every test; the AI never decides what passes. */
import { HIDDEN_INPUT_SHOWN_MAX_CHARS } from '@app/shared/constants';
import type { TestCase } from '@app/shared/content.schemas';
import type { LanguageId } from '@app/shared/languages';
import type { CodeResult, TestResultRow } from '@app/shared/tests.schemas';
import { generatedTestNote } from '../judge/judge-limits';
import type { CodeRunner, CodeRunResult } from './code-runner';

/** The runner could not judge the code; the submission is not graded. */
class RunnerFailedError extends Error {
  constructor() {
    super('the runner reported an Internal Error');
    this.name = 'RunnerFailedError';
  }
}

export interface CodeGrade {
  result: CodeResult;
  score: number;
  run: CodeRunResult;
}

/** How generated tests are graded (modules/judge): their size labels, the limit, the intended complexity. */
export interface GradingPlan {
  labels: ReadonlyArray<string | null>;
  timeLimitMs: number | undefined;
  intendedComplexity: string | undefined;
}

/** A hidden test the runner left after time-outs in a row: why it failed without running. */
const notRunNote = (label: string | null | undefined) =>
  `Not run${label != null ? ` (${label})` : ''}, counted as failed: the tests before it ran out of time.`;

/**
 * Result rows: input, expected, actual and run time only for visible tests; hidden ones say
 * pass/fail and verdict, and a generated one its size and which limit failed (never its input).
 * The first failing hidden test, when hand-written and small, also carries its input.
 */
function resultRows(
  tests: readonly TestCase[],
  run: CodeRunResult,
  language?: LanguageId,
  plan?: GradingPlan,
): TestResultRow[] {
  let hiddenFailureSeen = false;
  return tests.map((t, index): TestResultRow => {
    const r = run.tests[index];
    const verdict = r?.verdict ?? (run.compile.ok ? 'Internal Error' : 'Compilation Error');
    const passed = verdict === 'Accepted';
    const label = plan?.labels[index];
    if (t.hidden && r?.notRun) {
      hiddenFailureSeen = true;
      return { index, hidden: true, verdict, passed, note: notRunNote(label) };
    }
    if (t.hidden && label != null) {
      // A generated (judge) test: never its input.
      if (!passed) hiddenFailureSeen = true;
      if (!language) return { index, hidden: true, verdict, passed };
      const note = generatedTestNote({
        label,
        verdict,
        limitMs: run.limits?.timeMs,
        language,
        intendedComplexity: plan?.intendedComplexity,
      });
      return { index, hidden: true, verdict, passed, note };
    }
    if (t.hidden) {
      // The first failing hand-written hidden test shows its input when small (issue 16 item 4);
      // a compile error says nothing about any test, so it shows none.
      const first = !passed && !hiddenFailureSeen && run.compile.ok;
      if (!passed) hiddenFailureSeen = true;
      if (first && t.input.length <= HIDDEN_INPUT_SHOWN_MAX_CHARS)
        return { index, hidden: true, verdict, passed, input: t.input };
      return { index, hidden: true, verdict, passed };
    }
    return {
      index,
      hidden: false,
      verdict,
      passed,
      input: t.input,
      expected: t.expectedOutput,
      actual: r?.stdout ?? '',
      timeMs: r?.timeMs ?? 0,
    };
  });
}

/** Total run time over every test, hidden included: stored with the submission, never sent. */
export function totalRunMs(run: CodeRunResult): number {
  return run.tests.reduce((s, t) => s + t.timeMs, 0);
}

/** Feedback written from the verdicts when no AI is configured (or it fails). */
function verdictFeedback(
  rows: readonly TestResultRow[],
  compileOutput: string | null,
  run: CodeRunResult,
): string {
  const passed = rows.filter((r) => r.passed).length;
  if (compileOutput !== null)
    return `Your code did not compile. Read the compiler's message, fix the first error it reports, and submit again.`;
  if (passed === rows.length)
    return `All ${rows.length} tests passed, including the hidden edge cases. Well done.`;
  const failed = rows.filter((r) => !r.passed);
  // Tests the runner left after time-outs in a row are counted apart from those that ran.
  const notRun = (r: TestResultRow) => run.tests[r.index]?.notRun === true;
  // A generated large test that ran out of time says which limit and the intended complexity.
  const limitRow = failed.find(
    (r) => r.hidden && r.verdict === 'Time Limit Exceeded' && r.note && !notRun(r),
  );
  const unrun = failed.filter(notRun).length;
  const unrunNote =
    unrun > 0 ? ' Hidden tests after two time-outs in a row are not run, and count as failed.' : '';
  const limitNote = limitRow?.hidden && limitRow.note ? ` ${limitRow.note}` : '';
  const byVerdict = new Map<string, number>();
  for (const r of failed)
    if (!notRun(r)) byVerdict.set(r.verdict, (byVerdict.get(r.verdict) ?? 0) + 1);
  const parts = [...byVerdict.entries()].map(([v, n]) => `${n} ${v}`);
  if (unrun > 0) parts.push(`${unrun} not run`);
  const tips: string[] = [];
  if (byVerdict.has('Wrong Answer'))
    tips.push(
      'compare your output with the expected output of the failed visible tests, and think about edge cases such as empty input, single elements, duplicates and large values',
    );
  if (byVerdict.has('Time Limit Exceeded'))
    tips.push('look for an infinite loop or an algorithm that is too slow for the largest inputs');
  if (byVerdict.has('Runtime Error'))
    tips.push(
      'check for out-of-range indexes, division by zero and input parsing that assumes a format the tests do not follow',
    );
  if (byVerdict.has('Memory Limit Exceeded')) tips.push('avoid building very large structures');
  if (byVerdict.has('Output Limit Exceeded')) tips.push('print only the answer');
  return `${passed} of ${rows.length} tests passed (${parts.join(', ')}).${limitNote}${unrunNote}${tips.length ? ` Next: ${tips.join('; ')}.` : ''}`;
}

export async function gradeCode(
  runner: CodeRunner,
  input: {
    language: LanguageId;
    source: string;
    tests: readonly TestCase[];
    userId: string;
    kind: 'coding' | 'debug';
    bugs?: ReadonlyArray<{ testIndexes: readonly number[] }>;
    plan?: GradingPlan;
  },
): Promise<CodeGrade> {
  const timeMs = input.plan?.timeLimitMs;
  const run = await runner.run({
    language: input.language,
    source: input.source,
    tests: input.tests,
    userId: input.userId,
    ...(timeMs === undefined ? {} : { limits: { timeMs } }),
  });
  const rows = resultRows(input.tests, run, input.language, input.plan);
  // An Internal Error (a box that could not start, or was stopped by a shutdown) says nothing
  // about the learner's code: it is never a grade (docs/decisions/012-recovery-at-start.md).
  if (rows.some((r) => r.verdict === 'Internal Error')) throw new RunnerFailedError();
  const passedCount = rows.filter((r) => r.passed).length;
  const score = rows.length ? Math.round((100 * passedCount) / rows.length) : 0;
  const compileOutput = run.compile.ok ? null : run.compile.output;
  const bugsFound =
    input.kind === 'debug' && input.bugs && input.bugs.length > 0
      ? {
          found: input.bugs.filter((b) => b.testIndexes.every((i) => rows[i]?.passed === true))
            .length,
          total: input.bugs.length,
        }
      : null;
  return {
    run,
    score,
    result: {
      kind: input.kind,
      passed: passedCount === rows.length && rows.length > 0,
      score,
      feedback: verdictFeedback(rows, compileOutput, run),
      compileOutput,
      language: input.language,
      testResults: rows,
      bugsFound,
    },
  };
}
