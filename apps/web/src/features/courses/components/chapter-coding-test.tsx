import { useRef, useState } from 'react';
import type { AttemptView } from '@app/shared/courses.schemas';
import { LANGUAGE_IDS, LANGUAGE_LABELS, starterCode, type LanguageId } from '@app/shared/languages';
import type { CodingProblemView } from '@app/shared/tests.schemas';
import { ProblemWorkspace } from '../../../components/problem/problem-workspace';
import {
  ConstraintList,
  ExampleList,
  ProblemSection,
  Prose,
} from '../../../components/problem/problem-parts';
import { Alert } from '../../../components/ui/alert';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useSaveDraft } from '../api/save-draft';
import { Badge } from './course-badges';
import { ConfirmSwitch } from './confirm-switch';

const EMPTY_CODE_MESSAGE = 'Please write some code before submitting!';

type ChapterCodingTestProps = {
  attempt: AttemptView;
  problem: CodingProblemView;
  submitting: boolean;
  error: string | null;
  onSubmit: (code: { language: LanguageId; source: string }) => void;
};

/** The level's coding challenge in the shared problem workspace, with the ten-language selector. */
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

  return (
    <>
      <ProblemWorkspace
        statement={
          <>
            <Badge className="bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300">
              CODING CHALLENGE
            </Badge>
            <h2 className="text-xl font-semibold break-words text-slate-900 dark:text-white">
              {problem.title}
            </h2>
            <Prose>{problem.description}</Prose>
            <ProblemSection title="Examples">
              <ExampleList examples={problem.examples} />
            </ProblemSection>
            {problem.constraints.length > 0 ? (
              <ProblemSection title="Constraints">
                <ConstraintList constraints={problem.constraints} />
              </ProblemSection>
            ) : null}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Your program reads the input from stdin and prints the answer. It is checked on{' '}
              {problem.visibleTests.length + problem.hiddenTestCount} tests when you submit
              {problem.hiddenTestCount > 0 ? `, ${problem.hiddenTestCount} of them hidden` : ''}.
            </p>
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
              disabled={submitting}
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
        onSourceChange={(source) => {
          keep({ ...code, source });
          if (source.trim() !== '') setEmptyAlert(false);
        }}
        starterSource={starter(code.language)}
        examples={problem.visibleTests}
        submitLabel="Submit Solution"
        submitting={submitting}
        submitDisabled={code.source === ''}
        onSubmit={submit}
        footnote={
          emptyAlert || error ? (
            <div className="space-y-2">
              {emptyAlert ? <Alert>{EMPTY_CODE_MESSAGE}</Alert> : null}
              {error ? <Alert>{error}</Alert> : null}
            </div>
          ) : null
        }
      />

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
    </>
  );
}
