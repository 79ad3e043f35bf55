import type { ReactNode } from 'react';
import { Play, Send } from 'lucide-react';
import type { LanguageId } from '@app/shared/languages';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { RuntimeVersion } from '../../../components/code-editor/runtime-version';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useRuntimeVersion } from '../../../lib/meta-api';
import { useRunExamples } from '../../../lib/run-code';
import type { AutosaveStatus } from '../hooks/use-autosave';
import { AutosaveIndicator } from './autosave-status';
import { ExampleRuns } from './example-runs';

type CodePanelProps = {
  title: string;
  /** Shown next to the title: the language selector, or the fixed language. */
  toolbar: ReactNode;
  language: LanguageId;
  source: string;
  onSourceChange: (source: string) => void;
  examples: ReadonlyArray<{ input: string; expectedOutput: string }>;
  autosave: AutosaveStatus;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  footnote?: ReactNode;
};

/** The editor side of a coding or debug test: editor, Run on the examples, and Submit. */
export function CodePanel({
  title,
  toolbar,
  language,
  source,
  onSourceChange,
  examples,
  autosave,
  submitLabel,
  submitting,
  onSubmit,
  footnote,
}: CodePanelProps) {
  const run = useRunExamples();
  const runtime = useRuntimeVersion(language);
  return (
    <Card className="min-w-0 space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
        <div className="flex flex-wrap items-center gap-2">
          {toolbar}
          <RuntimeVersion version={runtime} />
        </div>
      </div>
      <CodeEditor
        value={source}
        onChange={onSourceChange}
        language={language}
        aria-label={title}
        readOnly={submitting}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <AutosaveIndicator status={autosave} />
        <div className="ml-auto flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button
            variant="secondary"
            className="disabled:opacity-50"
            disabled={run.isPending || submitting || examples.length === 0}
            onClick={() => run.mutate({ language, source, examples: [...examples] })}
          >
            {run.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            {run.isPending ? 'Running...' : 'Run Examples'}
          </Button>
          <Button disabled={submitting} onClick={onSubmit}>
            {submitting ? (
              <Spinner className="size-4" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {submitting ? 'Evaluating...' : submitLabel}
          </Button>
        </div>
      </div>
      {footnote}
      <ExampleRuns runs={run.data} error={run.error} />
    </Card>
  );
}
