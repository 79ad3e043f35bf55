/**
 * Per-test rows of a graded coding or debug answer, for practice tests and chapter levels. A hidden
 * test's input, when the server sent one, shows in `FirstHiddenFailure` above the rows.
 */
import { CircleCheck, CircleX } from 'lucide-react';
import type { TestResultRow } from '@app/shared/tests.schemas';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { DiffedOutput } from './output-diff';
import { LabelledPre } from './problem-parts';

/** "Hidden test 2" counts hidden tests apart from visible ones ("Test 1"). */
function labels(rows: readonly TestResultRow[]): string[] {
  let hidden = 0;
  return rows.map((row) => (row.hidden ? `Hidden test ${(hidden += 1)}` : `Test ${row.index + 1}`));
}

/**
 * The first failing hidden test, said plainly: its verdict, the judge's note for a generated test,
 * and its input when the server sent one (a small hand-written test, after grading only). Only
 * once the examples pass: a failing example shows its own input and output in the rows, and
 * pointing past it to a hidden test (a compile error fails them all) sends the learner the wrong way.
 */
export function FirstHiddenFailure({ rows }: { rows: readonly TestResultRow[] }) {
  const names = labels(rows);
  if (rows.some((r) => !r.hidden && !r.passed)) return null;
  const at = rows.findIndex((r) => r.hidden && !r.passed);
  const row = rows[at];
  if (!row?.hidden) return null;
  return (
    <div className="space-y-2 rounded-lg border border-red-200 bg-red-50 p-3 dark:border-red-900 dark:bg-red-950/40">
      <p className="text-sm text-red-900 dark:text-red-100">
        <span className="font-semibold">First failing hidden test:</span> {names[at]}, {row.verdict}
        .
      </p>
      {row.note ? <p className="text-sm text-red-900 dark:text-red-100">{row.note}</p> : null}
      {row.input !== undefined ? <LabelledPre label="Its input">{row.input}</LabelledPre> : null}
    </div>
  );
}

export function TestResultList({ rows }: { rows: readonly TestResultRow[] }) {
  const names = labels(rows);
  const locale = useLocale();
  return (
    <ol className="space-y-3">
      {rows.map((row, i) => (
        <li
          key={row.index}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <div className="flex flex-wrap items-center gap-2 text-sm">
            {row.passed ? (
              <CircleCheck
                aria-hidden="true"
                className="size-4 text-emerald-600 dark:text-emerald-400"
              />
            ) : (
              <CircleX aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
            )}
            <span className="font-semibold text-slate-800 dark:text-slate-100">{names[i]}</span>
            <span
              className={cn(
                'rounded px-1.5 py-0.5 text-xs font-bold',
                row.passed
                  ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                  : 'bg-red-100 text-red-800 dark:bg-red-500/15 dark:text-red-300',
              )}
            >
              {row.passed ? 'Passed' : 'Failed'}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {row.hidden ? row.verdict : `${row.verdict} · ${formatNumber(row.timeMs, locale)} ms`}
            </span>
          </div>
          {row.hidden && row.note ? (
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{row.note}</p>
          ) : null}
          {!row.passed && !row.hidden ? (
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              <LabelledPre label="Input">{row.input ?? ''}</LabelledPre>
              <LabelledPre label="Expected">{row.expected ?? ''}</LabelledPre>
              {row.verdict === 'Wrong Answer' ? (
                <DiffedOutput actual={row.actual ?? ''} expected={row.expected ?? ''} />
              ) : (
                <LabelledPre label="Your output">{row.actual ?? ''}</LabelledPre>
              )}
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
