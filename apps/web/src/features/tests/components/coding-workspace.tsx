import { useState } from 'react';
import { PROBLEM_TIMER_RED_BELOW_SECONDS } from '@app/shared/constants';
import { LANGUAGE_IDS, LANGUAGE_LABELS, starterCode, type LanguageId } from '@app/shared/languages';
import type { TestView } from '@app/shared/tests.schemas';
import { ProblemWorkspace } from '../../../components/problem/problem-workspace';
import {
  ConstraintList,
  ExampleList,
  ProblemSection,
  Prose,
} from '../../../components/problem/problem-parts';
import { AlertDialog, ConfirmDialog } from '../../../components/ui/message-dialog';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useSubmitTest } from '../api/submit-test';
import { useAutosave } from '../hooks/use-autosave';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { AutosaveIndicator } from './autosave-status';
import { submitErrorMessage } from './submit-error';
import { EMPTY_CODE_ALERT, EVALUATION_FAILED, GRADED_ONCE } from './test-catalogue';
import { Badge, TestHeader } from './test-header';
import { TestTimer } from './test-timer';
import { TimeUpNote } from './time-up-note';

type CodingQuestion = Extract<TestView['questions'][number], { kind: 'coding' }>;

/** Solving a coding test in the shared problem workspace, with the ten-language selector. */
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
      <ProblemWorkspace
        statement={
          <>
            <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">
              {problem.title}
            </h2>
            <ProblemSection title="Description">
              <Prose>{problem.description}</Prose>
            </ProblemSection>
            <ProblemSection title="Examples">
              <ExampleList examples={problem.examples} />
            </ProblemSection>
            <ProblemSection title="Constraints">
              <ConstraintList constraints={problem.constraints} />
            </ProblemSection>
            {problem.hiddenTestCount > 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Your code is checked on {problem.visibleTests.length + problem.hiddenTestCount}{' '}
                tests when you submit, {problem.hiddenTestCount} of them hidden.
              </p>
            ) : null}
          </>
        }
        editorTitle="Your Solution"
        languageControl={
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
        starterSource={starter(code.language)}
        examples={problem.visibleTests}
        status={<AutosaveIndicator status={autosave.status} />}
        submitLabel="Submit Code"
        submitting={submit.isPending}
        onSubmit={onSubmit}
        submitConfirmation={GRADED_ONCE}
        footnote={secondsLeft <= 0 ? <TimeUpNote /> : null}
      />

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
