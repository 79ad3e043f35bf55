import type { ReactNode } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import { cn } from '../../../lib/cn';

/** Program input or output, kept exactly as it is. */
export function Pre({ children, className }: { children: string; className?: string }) {
  return (
    <pre
      className={cn(
        'overflow-x-auto rounded-lg bg-slate-100 px-3 py-2 font-mono text-xs leading-relaxed whitespace-pre text-slate-800 dark:bg-slate-800 dark:text-slate-100',
        className,
      )}
    >
      {children === '' ? <span className="text-slate-400 italic">(empty)</span> : children}
    </pre>
  );
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {title}
      </h3>
      {children}
    </section>
  );
}

type CaseRow = {
  label: string;
  passed: boolean;
  detail: string;
  input: string | null;
  expected: string | null;
  actual: string | null;
  stderr?: string;
};

/** Test or example outcomes: input, expected and actual output side by side where known. */
export function CaseList({ rows }: { rows: CaseRow[] }) {
  return (
    <ol className="space-y-3">
      {rows.map((row) => (
        <li
          key={row.label}
          className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
        >
          <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
            {row.passed ? (
              <CircleCheck
                aria-hidden="true"
                className="size-4 text-emerald-600 dark:text-emerald-400"
              />
            ) : (
              <CircleX aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
            )}
            <span className="text-slate-800 dark:text-slate-100">
              {row.label}: {row.passed ? 'Passed' : 'Failed'}
            </span>
            <span className="font-normal text-slate-500 dark:text-slate-400">{row.detail}</span>
          </p>
          {row.input !== null || row.expected !== null || row.actual !== null ? (
            <div className="mt-2 grid gap-2 sm:grid-cols-3">
              {row.input !== null ? (
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Input</p>
                  <Pre>{row.input}</Pre>
                </div>
              ) : null}
              {row.expected !== null ? (
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Expected</p>
                  <Pre>{row.expected}</Pre>
                </div>
              ) : null}
              {row.actual !== null ? (
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Your output</p>
                  <Pre>{row.actual}</Pre>
                </div>
              ) : null}
            </div>
          ) : null}
          {row.stderr ? (
            <div className="mt-2">
              <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Errors</p>
              <Pre className="max-h-40 text-red-700 dark:text-red-300">{row.stderr}</Pre>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
