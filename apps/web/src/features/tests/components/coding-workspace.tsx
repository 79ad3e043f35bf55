import { LANGUAGE_LABELS } from '@app/shared/languages';
import type { TestView } from '@app/shared/tests.schemas';
import { languageEditorProps } from '../../../components/problem/language-select';
import { BulletList, ExampleList, ProblemSection } from '../../../components/problem/problem-parts';
import { useLanguageCode } from '../../../components/problem/use-language-code';
import { ConfirmDialog } from '../../../components/ui/message-dialog';
import { useTestAnswer } from '../hooks/use-test-answer';
import { TestProblemWorkspace } from './test-answer-frame';

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
  const answer = useTestAnswer(test, question, receivedAt);
  const editor = useLanguageCode(problem, question.userAnswer, answer.autosave.schedule);
  const { code, switchTo } = editor;

  return (
    <TestProblemWorkspace
      answer={answer}
      problem={problem}
      statement={
        <>
          <ProblemSection title="Examples">
            <ExampleList examples={problem.examples} />
          </ProblemSection>
          <ProblemSection title="Constraints">
            <BulletList items={problem.constraints} />
          </ProblemSection>
          {problem.hiddenTestCount > 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Your code is checked on {problem.visibleTests.length + problem.hiddenTestCount} tests
              when you submit, {problem.hiddenTestCount} of them hidden.
            </p>
          ) : null}
        </>
      }
      {...languageEditorProps(editor, answer.submitting)}
      onSourceChange={editor.setSource}
      examples={problem.visibleTests}
      submitLabel="Submit Code"
      onSubmit={() => answer.submitAnswer(code, code.source.trim() === '')}
    >
      {switchTo ? (
        <ConfirmDialog
          title={`Switch to ${LANGUAGE_LABELS[switchTo]}?`}
          message={`Your code will be replaced with the ${LANGUAGE_LABELS[switchTo]} starter code. Your changes will be lost.`}
          confirmLabel="Switch language"
          onCancel={editor.cancelSwitch}
          onConfirm={editor.confirmSwitch}
        />
      ) : null}
    </TestProblemWorkspace>
  );
}
