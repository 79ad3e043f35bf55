import { useRef, useState } from 'react';
import type { AttemptView } from '@app/shared/courses.schemas';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import type { CodingProblemView } from '@app/shared/tests.schemas';
import { languageEditorProps } from '../../../components/problem/language-select';
import { ProblemWorkspace } from '../../../components/problem/problem-workspace';
import {
  BulletList,
  ExampleList,
  ProblemSection,
  ProblemTitle,
  Prose,
} from '../../../components/problem/problem-parts';
import { useLanguageCode, type LanguageCode } from '../../../components/problem/use-language-code';
import { Alert } from '../../../components/ui/alert';
import { useSaveDraft } from '../api/save-draft';
import { Badge } from './course-badges';
import { ConfirmSwitch } from './confirm-switch';

const EMPTY_CODE_MESSAGE = 'Please write some code before submitting!';

type ChapterCodingTestProps = {
  attempt: AttemptView;
  problem: CodingProblemView;
  submitting: boolean;
  error: string | null;
  onSubmit: (code: LanguageCode) => void;
};

/** The level's coding challenge in the shared problem workspace, with the ten-language selector. */
export function ChapterCodingTest({
  attempt,
  problem,
  submitting,
  error,
  onSubmit,
}: ChapterCodingTestProps) {
  const draft = useSaveDraft();
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Saves the code as the attempt's draft a moment after the last keystroke. */
  function saveDraft(next: LanguageCode) {
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
  // A resumed attempt opens with the code saved so far.
  const editor = useLanguageCode(
    problem,
    attempt.draft && !('answers' in attempt.draft) ? attempt.draft : null,
    saveDraft,
  );
  const { code, switchTo } = editor;
  const [emptyAlert, setEmptyAlert] = useState(false);

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
            <ProblemTitle>{problem.title}</ProblemTitle>
            <Prose>{problem.description}</Prose>
            <ProblemSection title="Examples">
              <ExampleList examples={problem.examples} />
            </ProblemSection>
            {problem.constraints.length > 0 ? (
              <ProblemSection title="Constraints">
                <BulletList items={problem.constraints} />
              </ProblemSection>
            ) : null}
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Your program reads the input from stdin and prints the answer. It is checked on{' '}
              {problem.visibleTests.length + problem.hiddenTestCount} tests when you submit
              {problem.hiddenTestCount > 0 ? `, ${problem.hiddenTestCount} of them hidden` : ''}.
            </p>
          </>
        }
        {...languageEditorProps(editor, submitting)}
        onSourceChange={(source) => {
          editor.setSource(source);
          if (source.trim() !== '') setEmptyAlert(false);
        }}
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
          onCancel={editor.cancelSwitch}
          onConfirm={editor.confirmSwitch}
        />
      ) : null}
    </>
  );
}
