import { useState } from 'react';
import { PROBLEM_TIMER_RED_BELOW_SECONDS } from '@app/shared/constants';
import { LANGUAGE_IDS, LANGUAGE_LABELS, starterCode, type LanguageId } from '@app/shared/languages';
import type { TestView } from '@app/shared/tests.schemas';
import { Card } from '../../../components/ui/card';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useSubmitTest } from '../api/submit-test';
import { useAutosave } from '../hooks/use-autosave';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { CodePanel } from './code-panel';
import { AlertDialog, ConfirmDialog } from './message-dialog';
import { Pre, ProblemSection, Prose } from './problem-parts';
import { submitErrorMessage } from './submit-error';
import { EMPTY_CODE_ALERT, EVALUATION_FAILED } from './test-catalogue';
import { Badge, TestHeader } from './test-header';
import { TestTimer } from './test-timer';
import { TimeUpNote } from './time-up-note';

type CodingQuestion = Extract<TestView['questions'][number], { kind: 'coding' }>;

/** Solving a coding test: the problem on the left, the language, editor and buttons on the right. */
export function CodingWorkspace({
  test,
  question,
  receivedAt,
}: {
  test: TestView;
  question: CodingQuestion;
  receivedAt: number;
}) {
  const { problem } = question;
  const starter = (language: LanguageId) => problem.starterCode[language] ?? starterCode(language);
  const [code, setCode] = useState(
    () =>
      question.userAnswer ?? {
        language: problem.defaultLanguage,
        source: starter(problem.defaultLanguage),
      },
  );
  const [switchTo, setSwitchTo] = useState<LanguageId | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const autosave = useAutosave(test.id, question.id);
  const submit = useSubmitTest();
  const secondsLeft = useSecondsLeft(test.deadlineAt, test.serverNow, receivedAt);

  function update(next: { language: LanguageId; source: string }) {
    setCode(next);
    autosave.schedule(next);
  }

  function chooseLanguage(language: LanguageId) {
    if (language === code.language) return;
    // Switching replaces the code with the new language's starter: ask first if it was edited.
    if (code.source !== starter(code.language) && code.source.trim() !== '') setSwitchTo(language);
    else update({ language, source: starter(language) });
  }

  function onSubmit() {
    if (code.source.trim() === '') {
      setAlert(EMPTY_CODE_ALERT);
      return;
    }
    autosave.cancel();
    submit.mutate(
      { testId: test.id, questionId: question.id, answer: code },
      { onError: (error) => setAlert(submitErrorMessage(error, EVALUATION_FAILED.coding)) },
    );
  }

  return (
    <>
      <TestHeader
        test={test}
        badge={
          <Badge className="bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">
            CODING
          </Badge>
        }
        timer={
          <TestTimer
            secondsLeft={secondsLeft}
            withHours
            redBelow={PROBLEM_TIMER_RED_BELOW_SECONDS}
          />
        }
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 space-y-6 p-4 sm:p-6">
          <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">
            {problem.title}
          </h2>
          <ProblemSection title="Description">
            <Prose>{problem.description}</Prose>
          </ProblemSection>
          <ProblemSection title="Examples">
            <ol className="space-y-4">
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
          </ProblemSection>
          <ProblemSection title="Constraints">
            <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
              {problem.constraints.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </ProblemSection>
          {problem.hiddenTestCount > 0 ? (
            <p className="text-sm text-slate-500 dark:text-slate-400">
              Your code is checked on {problem.visibleTests.length + problem.hiddenTestCount} tests
              when you submit, {problem.hiddenTestCount} of them hidden.
            </p>
          ) : null}
        </Card>

        <CodePanel
          title="Your Solution"
          toolbar={
            <label className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
              Language
              <select
                value={code.language}
                onChange={(event) => {
                  const next = LANGUAGE_IDS.find((id) => id === event.target.value);
                  if (next) chooseLanguage(next);
                }}
                disabled={submit.isPending}
                className={cn(inputClasses, 'w-auto py-1.5')}
              >
                {LANGUAGE_IDS.map((id) => (
                  <option key={id} value={id}>
                    {LANGUAGE_LABELS[id]}
                  </option>
                ))}
              </select>
            </label>
          }
          language={code.language}
          source={code.source}
          onSourceChange={(source) => update({ language: code.language, source })}
          examples={problem.visibleTests}
          autosave={autosave.status}
          submitLabel="Submit Code"
          submitting={submit.isPending}
          onSubmit={onSubmit}
          footnote={secondsLeft <= 0 ? <TimeUpNote /> : null}
        />
      </div>

      {switchTo ? (
        <ConfirmDialog
          title={`Switch to ${LANGUAGE_LABELS[switchTo]}?`}
          message={`Your code will be replaced with the ${LANGUAGE_LABELS[switchTo]} starter code. Your changes will be lost.`}
          confirmLabel="Switch language"
          onCancel={() => setSwitchTo(null)}
          onConfirm={() => {
            update({ language: switchTo, source: starter(switchTo) });
            setSwitchTo(null);
          }}
        />
      ) : null}
      {alert ? <AlertDialog message={alert} onClose={() => setAlert(null)} /> : null}
    </>
  );
}
