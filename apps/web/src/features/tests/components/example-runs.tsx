import { CircleCheck, CircleX } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import type { ExampleRun } from '../../../lib/run-code';
import { Pre } from './problem-parts';

/** Output of the Run button: each visible example's output next to the expected one. */
export function ExampleRuns({ runs, error }: { runs?: ExampleRun[]; error?: Error | null }) {
  if (error) return <Alert title="Could not run your code">{error.message}</Alert>;
  if (!runs) return null;
  const compileError = runs.find((r) => !r.response.compile.ok);
  const passed = runs.filter((r) => r.passed).length;
  return (
    <section aria-label="Run results" className="space-y-3">
      <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {compileError ? 'Compilation failed' : `${passed}/${runs.length} examples passed`}
      </p>
      {compileError ? (
        <Pre className="max-h-64 text-red-700 dark:text-red-300">
          {compileError.response.compile.output}
        </Pre>
      ) : (
        <ol className="space-y-3">
          {runs.map((run, i) => (
            <li key={i} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                {run.passed ? (
                  <CircleCheck
                    aria-hidden="true"
                    className="size-4 text-emerald-600 dark:text-emerald-400"
                  />
                ) : (
                  <CircleX aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
                )}
                <span className="text-slate-800 dark:text-slate-100">
                  Example {i + 1}: {run.passed ? 'Passed' : 'Failed'}
                </span>
                <span className="font-normal text-slate-500 dark:text-slate-400">
                  {run.response.run.verdict} · {run.response.run.timeMs} ms
                </span>
              </p>
              <div className="mt-2 grid gap-2 sm:grid-cols-2">
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Your output</p>
                  <Pre>{run.response.run.stdout}</Pre>
                </div>
                <div className="min-w-0">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Expected</p>
                  <Pre>{run.expected}</Pre>
                </div>
              </div>
              {run.response.run.stderr ? (
                <div className="mt-2">
                  <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Errors</p>
                  <Pre className="max-h-40 text-red-700 dark:text-red-300">
                    {run.response.run.stderr}
                  </Pre>
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
