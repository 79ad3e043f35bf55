import { useId, type ReactNode } from 'react';
import { ChevronDown, ChevronUp, CircleCheck, CircleDashed, CircleX, Play } from 'lucide-react';
import type { RunResponse } from '@app/shared/run.schemas';
import type { ExampleRunState } from '../../lib/run-code';
import { cn } from '../../lib/cn';
import { formatMegabytes, formatNumber } from '../../lib/format';
import { useLocale } from '../../lib/use-locale';
import { Alert } from '../ui/alert';
import { BusyContent, Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { inputClasses } from '../ui/text-field';
import { DiffedOutput } from './output-diff';
import { CompilerOutput } from './compiler-output';
import { LabelledPre } from './problem-parts';

export type ConsoleTab = 'examples' | 'custom';

type ExamplesState = { runs: ExampleRunState[]; error: Error | null; running: boolean } | null;

/** Icon and words for one example: a spinner while it runs, the grading verdict once done. */
function ExampleStatus({ run }: { run: ExampleRunState }) {
  const locale = useLocale();
  if (run.status === 'running')
    return (
      <>
        <Spinner className="size-4" />
        <span className="font-normal text-slate-600 dark:text-slate-400">Running...</span>
      </>
    );
  if (run.status === 'waiting')
    return (
      <>
        <CircleDashed aria-hidden="true" className="size-4 text-slate-500 dark:text-slate-400" />
        <span className="font-normal text-slate-600 dark:text-slate-400">Waiting</span>
      </>
    );
  const passed = run.verdict === 'Accepted';
  return (
    <>
      {passed ? (
        <CircleCheck aria-hidden="true" className="size-4 text-emerald-600 dark:text-emerald-400" />
      ) : (
        <CircleX aria-hidden="true" className="size-4 text-red-600 dark:text-red-400" />
      )}
      <span
        className={
          passed ? 'text-emerald-700 dark:text-emerald-300' : 'text-red-700 dark:text-red-300'
        }
      >
        {passed ? 'Passed' : 'Failed'}
      </span>
      <span className="font-normal text-slate-600 dark:text-slate-400">
        {run.verdict} · {formatNumber(run.response?.run.timeMs ?? 0, locale)} ms
      </span>
    </>
  );
}

function ExampleResults({ state, hasExamples }: { state: ExamplesState; hasExamples: boolean }) {
  if (!state)
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {hasExamples
          ? 'Run Examples runs your code on each example and compares the output.'
          : 'This problem has no examples to run: try Custom input.'}
      </p>
    );
  const compileError = state.runs.find((r) => r.response && !r.response.compile.ok);
  const done = state.runs.filter((r) => r.status === 'done');
  const passed = done.filter((r) => r.verdict === 'Accepted').length;
  const runningIndex = state.runs.findIndex((r) => r.status === 'running');
  const summary = compileError
    ? 'Compilation failed'
    : state.running
      ? `Running example ${runningIndex + 1} of ${state.runs.length}...`
      : `${passed}/${state.runs.length} examples passed`;
  return (
    <div className="space-y-3">
      <p role="status" className="text-sm font-semibold text-slate-800 dark:text-slate-100">
        {summary}
      </p>
      {state.error ? <Alert title="Could not run your code">{state.error.message}</Alert> : null}
      {compileError?.response ? (
        <CompilerOutput className="max-h-64 text-red-700 dark:text-red-300">
          {compileError.response.compile.output}
        </CompilerOutput>
      ) : (
        <ol className="space-y-3" aria-label="Example runs">
          {state.runs.map((run, i) => (
            <li
              key={i}
              aria-busy={run.status === 'running'}
              className="rounded-lg border border-slate-200 p-3 dark:border-slate-700"
            >
              <p className="flex flex-wrap items-center gap-2 text-sm font-semibold">
                <span className="text-slate-800 dark:text-slate-100">Example {i + 1}:</span>
                <ExampleStatus run={run} />
              </p>
              {run.response ? (
                <>
                  <div className="mt-2 grid gap-2 sm:grid-cols-2">
                    {/* Capped like Errors: a long output scrolls in its box, not the console. */}
                    {run.verdict === 'Wrong Answer' ? (
                      <DiffedOutput
                        actual={run.response.run.stdout}
                        expected={run.expected}
                        className="max-h-40"
                      />
                    ) : (
                      <LabelledPre label="Your output" className="max-h-40">
                        {run.response.run.stdout}
                      </LabelledPre>
                    )}
                    <LabelledPre label="Expected" className="max-h-40">
                      {run.expected}
                    </LabelledPre>
                  </div>
                  {run.response.run.stderr ? (
                    <div className="mt-2">
                      <LabelledPre
                        label="Errors"
                        className="max-h-40 text-red-700 dark:text-red-300"
                      >
                        {run.response.run.stderr}
                      </LabelledPre>
                    </div>
                  ) : null}
                </>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function CustomRunResult({ response }: { response: RunResponse }) {
  const locale = useLocale();
  if (!response.compile.ok)
    return (
      <div className="space-y-2">
        <p role="status" className="text-sm font-semibold text-red-700 dark:text-red-300">
          Compilation failed
        </p>
        <CompilerOutput className="max-h-64 text-red-700 dark:text-red-300">
          {response.compile.output}
        </CompilerOutput>
      </div>
    );
  const { run } = response;
  return (
    <div className="space-y-2">
      <p role="status" className="flex flex-wrap gap-x-3 text-sm">
        <span
          className={cn(
            'font-semibold',
            run.verdict === 'Accepted'
              ? 'text-emerald-700 dark:text-emerald-300'
              : 'text-red-700 dark:text-red-300',
          )}
        >
          {run.verdict === 'Accepted' ? 'Finished' : run.verdict}
        </span>
        <span className="text-slate-600 dark:text-slate-400">
          Time {formatNumber(run.timeMs, locale)} ms
        </span>
        <span className="text-slate-600 dark:text-slate-400">
          Memory {formatMegabytes(run.memoryKb, locale)}
        </span>
      </p>
      <LabelledPre label="Output" className="max-h-40">
        {run.stdout}
      </LabelledPre>
      {run.stderr ? (
        <LabelledPre label="Errors" className="max-h-40 text-red-700 dark:text-red-300">
          {run.stderr}
        </LabelledPre>
      ) : null}
    </div>
  );
}

/**
 * Below the editor: the examples' runs (a spinner on the one running) and Custom input, where the
 * learner's program runs on any input they type and shows output, errors, time and memory.
 */
export function RunConsole({
  tab,
  onTab,
  examples,
  hasExamples,
  custom,
  disabled,
  open,
  onOpen,
  collapsible,
}: {
  /** Closed, only the tab bar shows and the editor gets the height. */
  open: boolean;
  /** Offers Hide/Show console (not on a phone, where the console is its own tab). */
  collapsible: boolean;
  onOpen: (open: boolean) => void;
  tab: ConsoleTab;
  onTab: (tab: ConsoleTab) => void;
  examples: ExamplesState;
  hasExamples: boolean;
  custom: {
    stdin: string;
    onStdin: (stdin: string) => void;
    onRun: () => void;
    pending: boolean;
    response: RunResponse | undefined;
    error: Error | null;
  };
  disabled: boolean;
}) {
  const id = useId();
  const tabs: Array<{ key: ConsoleTab; label: string }> = [
    { key: 'examples', label: 'Examples' },
    { key: 'custom', label: 'Custom input' },
  ];
  let panel: ReactNode;
  if (tab === 'examples') panel = <ExampleResults state={examples} hasExamples={hasExamples} />;
  else
    panel = (
      <div className="space-y-3">
        <label className="block text-sm font-medium text-slate-700 dark:text-slate-200">
          Custom input
          <textarea
            value={custom.stdin}
            onChange={(event) => custom.onStdin(event.target.value)}
            rows={4}
            spellCheck={false}
            placeholder="What your program reads from stdin"
            className={cn(inputClasses, 'mt-1 font-mono text-xs')}
          />
        </label>
        <Button
          variant="secondary"
          size="sm"
          onClick={custom.onRun}
          disabled={disabled || custom.pending}
        >
          <BusyContent busy={custom.pending} icon={Play} busyText="Running...">
            Run with this input
          </BusyContent>
        </Button>
        {custom.error ? (
          <Alert title="Could not run your code">{custom.error.message}</Alert>
        ) : null}
        {custom.response ? <CustomRunResult response={custom.response} /> : null}
      </div>
    );

  return (
    <section aria-label="Console" className="flex h-full min-h-0 flex-col">
      <div className="flex shrink-0 gap-1 border-b border-slate-200 dark:border-slate-700">
        {/* A tablist holds only tabs: the show/hide button sits beside it. */}
        <div role="tablist" aria-label="Console" className="flex gap-1">
          {tabs.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`${id}-${t.key}`}
              aria-selected={tab === t.key}
              aria-controls={`${id}-panel`}
              tabIndex={tab === t.key ? 0 : -1}
              onClick={() => {
                onTab(t.key);
                onOpen(true);
              }}
              onKeyDown={(event) => {
                if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
                  const next = t.key === 'examples' ? 'custom' : 'examples';
                  onTab(next);
                  document.getElementById(`${id}-${next}`)?.focus();
                }
              }}
              className={cn(
                '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                tab === t.key
                  ? 'border-brand-600 text-brand-700 dark:border-brand-400 dark:text-brand-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
              )}
            >
              {t.label}
            </button>
          ))}
        </div>
        {collapsible ? (
          <button
            type="button"
            onClick={() => onOpen(!open)}
            aria-expanded={open}
            aria-controls={`${id}-panel`}
            className="ml-auto flex items-center gap-1 px-2 text-sm text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white"
          >
            {open ? (
              <ChevronDown aria-hidden="true" className="size-4" />
            ) : (
              <ChevronUp aria-hidden="true" className="size-4" />
            )}
            {open ? 'Hide console' : 'Show console'}
          </button>
        ) : null}
      </div>
      <div
        hidden={!open}
        id={`${id}-panel`}
        role="tabpanel"
        aria-labelledby={`${id}-${tab}`}
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto py-3 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        {panel}
      </div>
    </section>
  );
}
