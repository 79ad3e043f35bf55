import { useRef, useState } from 'react';
import { Play, Send } from 'lucide-react';
import type { AttemptView } from '@app/shared/courses.schemas';
import { LANGUAGE_IDS, LANGUAGE_LABELS, starterCode, type LanguageId } from '@app/shared/languages';
import type { CodingProblemView } from '@app/shared/tests.schemas';
import { CodeEditor } from '../../../components/code-editor/code-editor';
import { RuntimeVersion } from '../../../components/code-editor/runtime-version';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useRuntimeVersion } from '../../../lib/meta-api';
import { useRunExamples } from '../../../lib/run-code';
import { useSaveDraft } from '../api/save-draft';
import { CaseList, Pre, Section } from './code-parts';
import { Badge } from './course-badges';
import { ConfirmSwitch } from './confirm-switch';

export const EMPTY_CODE_MESSAGE = 'Please write some code before submitting!';

type ChapterCodingTestProps = {
  attempt: AttemptView;
  problem: CodingProblemView;
  submitting: boolean;
  error: string | null;
  onSubmit: (code: { language: LanguageId; source: string }) => void;
};

/** The level's coding challenge: the problem, then the editor with the ten-language selector. */
export function ChapterCodingTest({
  attempt,
  problem,
  submitting,
  error,
  onSubmit,
}: ChapterCodingTestProps) {
  const starter = (language: LanguageId) => problem.starterCode[language] ?? starterCode(language);
  // A resumed attempt opens with the code saved so far.
  const [code, setCode] = useState(() =>
    attempt.draft && !('answers' in attempt.draft)
      ? attempt.draft
      : { language: problem.defaultLanguage, source: starter(problem.defaultLanguage) },
  );
  const draft = useSaveDraft();
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Changes the code and saves it as the attempt's draft a moment after the last keystroke. */
  function keep(next: { language: LanguageId; source: string }) {
    setCode(next);
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      draft.mutate({
        courseId: attempt.courseId,
        chapterId: attempt.chapterId,
        attemptId: attempt.id,
        body: next,
      });
    }, 800);
  }
  const [switchTo, setSwitchTo] = useState<LanguageId | null>(null);
  const [emptyAlert, setEmptyAlert] = useState(false);
  const runtime = useRuntimeVersion(code.language);
  const run = useRunExamples();
  const busy = submitting || run.isPending;

  function chooseLanguage(language: LanguageId) {
    if (language === code.language) return;
    // The code is replaced with the new language's starter: ask first if it was edited.
    if (code.source.trim() !== '' && code.source !== starter(code.language)) setSwitchTo(language);
    else keep({ language, source: starter(language) });
  }

  function submit() {
    if (code.source.trim() === '') {
      setEmptyAlert(true);
      return;
    }
    setEmptyAlert(false);
    clearTimeout(draftTimer.current);
    onSubmit(code);
  }

  const runError = run.error;
  const runs = run.data;
  const compileError = runs?.find((r) => !r.response.compile.ok);

  return (
    <div className="grid gap-5 lg:grid-cols-2">
      <Card className="min-w-0 space-y-5 p-5 sm:p-6">
        <Badge className="bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">
          CODING CHALLENGE
        </Badge>
        <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">
          {problem.title}
        </h2>
        <p className="leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-300">
          {problem.description}
        </p>
        <Section title="Examples">
          <ol className="space-y-3">
            {problem.examples.map((example, i) => (
              <li
                key={i}
                className="space-y-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
              >
                <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
                  Example {i + 1}
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  <div className="min-w-0">
                    <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Input</p>
                    <Pre>{example.input}</Pre>
                  </div>
                  <div className="min-w-0">
                    <p className="mb-1 text-xs text-slate-500 dark:text-slate-400">Output</p>
                    <Pre>{example.output}</Pre>
                  </div>
                </div>
                {example.explanation ? (
                  <p className="text-sm text-slate-600 dark:text-slate-400">
                    <span className="font-medium">Explanation: </span>
                    {example.explanation}
                  </p>
                ) : null}
              </li>
            ))}
          </ol>
        </Section>
        {problem.constraints.length > 0 ? (
          <Section title="Constraints">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {problem.constraints.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Your program reads the input from stdin and prints the answer. It is checked on{' '}
          {problem.visibleTests.length + problem.hiddenTestCount} tests when you submit
          {problem.hiddenTestCount > 0 ? `, ${problem.hiddenTestCount} of them hidden` : ''}.
        </p>
      </Card>

      <Card className="min-w-0 space-y-4 p-5 sm:p-6 lg:self-start">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-lg font-semibold text-slate-900 dark:text-white">Your Solution</h2>
          <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
            Language
            <select
              value={code.language}
              onChange={(event) => {
                const next = LANGUAGE_IDS.find((id) => id === event.target.value);
                if (next) chooseLanguage(next);
              }}
              disabled={busy}
              className={cn(inputClasses, 'w-auto py-1.5')}
            >
              {LANGUAGE_IDS.map((id) => (
                <option key={id} value={id}>
                  {LANGUAGE_LABELS[id]}
                </option>
              ))}
            </select>
            <RuntimeVersion version={runtime} />
          </label>
        </div>
        <CodeEditor
          value={code.source}
          onChange={(source) => {
            keep({ ...code, source });
            if (source.trim() !== '') setEmptyAlert(false);
          }}
          language={code.language}
          aria-label="Your Solution"
          placeholder="Write your code here..."
          readOnly={submitting}
        />
        {emptyAlert ? <Alert>{EMPTY_CODE_MESSAGE}</Alert> : null}
        {error ? <Alert>{error}</Alert> : null}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button
            variant="secondary"
            disabled={busy || code.source.trim() === '' || problem.visibleTests.length === 0}
            onClick={() =>
              run.mutate({
                language: code.language,
                source: code.source,
                examples: problem.visibleTests,
              })
            }
          >
            {run.isPending ? (
              <Spinner className="size-4" />
            ) : (
              <Play aria-hidden="true" className="size-4" />
            )}
            {run.isPending ? 'Running...' : 'Run Examples'}
          </Button>
          <Button disabled={busy || code.source === ''} onClick={submit}>
            {submitting ? (
              <Spinner className="size-4" />
            ) : (
              <Send aria-hidden="true" className="size-4" />
            )}
            {submitting ? 'Evaluating...' : 'Submit Solution'}
          </Button>
        </div>
        {runError ? <Alert title="Could not run your code">{runError.message}</Alert> : null}
        {runs ? (
          <section aria-label="Run results" className="space-y-3">
            <p className="text-sm font-semibold text-slate-800 dark:text-slate-100">
              {compileError
                ? 'Compilation failed'
                : `${runs.filter((r) => r.passed).length}/${runs.length} examples passed`}
            </p>
            {compileError ? (
              <Pre className="max-h-64 text-red-700 dark:text-red-300">
                {compileError.response.compile.output}
              </Pre>
            ) : (
              <CaseList
                rows={runs.map((r, i) => ({
                  label: `Example ${i + 1}`,
                  passed: r.passed,
                  detail: `${r.response.run.verdict} · ${r.response.run.timeMs} ms`,
                  input: null,
                  expected: r.expected,
                  actual: r.response.run.stdout,
                  stderr: r.response.run.stderr,
                }))}
              />
            )}
          </section>
        ) : null}
      </Card>

      {switchTo ? (
        <ConfirmSwitch
          language={LANGUAGE_LABELS[switchTo]}
          onCancel={() => setSwitchTo(null)}
          onConfirm={() => {
            keep({ language: switchTo, source: starter(switchTo) });
            setSwitchTo(null);
          }}
        />
      ) : null}
    </div>
  );
}
