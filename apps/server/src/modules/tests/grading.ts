/** Grading on the server. Code is run against every test; the AI never decides what passes. */
import type { TestCase } from '@app/shared/content.schemas';
import type { LanguageId } from '@app/shared/languages';
import type { CodeResult, TestResultRow } from '@app/shared/tests.schemas';
import type { CodeRunner, CodeRunResult } from './code-runner';

export interface CodeGrade {
  result: CodeResult;
  score: number;
  run: CodeRunResult;
}

/** Result rows: input, expected and actual only for visible tests. */
export function resultRows(tests: readonly TestCase[], run: CodeRunResult): TestResultRow[] {
  return tests.map((t, index) => {
    const r = run.tests[index];
    const verdict = r?.verdict ?? (run.compile.ok ? 'Internal Error' : 'Compilation Error');
    return {
      index,
      hidden: t.hidden,
      verdict,
      passed: verdict === 'Accepted',
      input: t.hidden ? null : t.input,
      expected: t.hidden ? null : t.expectedOutput,
      actual: t.hidden ? null : (r?.stdout ?? ''),
      timeMs: r?.timeMs ?? 0,
    };
  });
}

/** Feedback written from the verdicts when no AI is configured (or it fails). */
export function verdictFeedback(rows: readonly TestResultRow[], compileOutput: string | null): string {
  const passed = rows.filter((r) => r.passed).length;
  if (compileOutput !== null) return `Your code did not compile. Read the compiler's message, fix the first error it reports, and submit again.`;
  if (passed === rows.length) return `All ${rows.length} tests passed, including the hidden edge cases. Well done.`;
  const failed = rows.filter((r) => !r.passed);
  const byVerdict = new Map<string, number>();
  for (const r of failed) byVerdict.set(r.verdict, (byVerdict.get(r.verdict) ?? 0) + 1);
  const parts = [...byVerdict.entries()].map(([v, n]) => `${n} ${v}`);
  const tips: string[] = [];
  if (byVerdict.has('Wrong Answer')) tips.push('compare your output with the expected output of the failed visible tests, and think about edge cases such as empty input, single elements, duplicates and large values');
  if (byVerdict.has('Time Limit Exceeded')) tips.push('look for an infinite loop or an algorithm that is too slow for the largest inputs');
  if (byVerdict.has('Runtime Error')) tips.push('check for out-of-range indexes, division by zero and input parsing that assumes a format the tests do not follow');
  if (byVerdict.has('Memory Limit Exceeded')) tips.push('avoid building very large structures');
  if (byVerdict.has('Output Limit Exceeded')) tips.push('print only the answer');
  return `${passed} of ${rows.length} tests passed (${parts.join(', ')}).${tips.length ? ` Next: ${tips.join('; ')}.` : ''}`;
}

export async function gradeCode(
  runner: CodeRunner,
  input: { language: LanguageId; source: string; tests: readonly TestCase[]; userId: string; kind: 'coding' | 'debug'; bugs?: ReadonlyArray<{ testIndexes: readonly number[] }> },
): Promise<CodeGrade> {
  const run = await runner.run({ language: input.language, source: input.source, tests: input.tests, userId: input.userId });
  const rows = resultRows(input.tests, run);
  const passedCount = rows.filter((r) => r.passed).length;
  const score = rows.length ? Math.round((100 * passedCount) / rows.length) : 0;
  const compileOutput = run.compile.ok ? null : run.compile.output;
  const bugsFound =
    input.kind === 'debug' && input.bugs && input.bugs.length > 0
      ? {
          found: input.bugs.filter((b) => b.testIndexes.every((i) => rows[i]?.passed === true)).length,
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
      feedback: verdictFeedback(rows, compileOutput),
      compileOutput,
      language: input.language,
      testResults: rows,
      bugsFound,
    },
  };
}
