import { useId, useState } from 'react';
import { Eye, EyeOff, Lightbulb } from 'lucide-react';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import type { TestView } from '@app/shared/tests.schemas';
import { ProblemSection, Prose, TestCaseList } from '../../../components/problem/problem-parts';
import { Button } from '../../../components/ui/button';
import { useTestAnswer } from '../hooks/use-test-answer';
import { TestProblemWorkspace } from './test-answer-frame';

type DebugQuestion = Extract<TestView['questions'][number], { kind: 'debug' }>;

/** Fixing a debug test in the shared problem workspace; long lines wrap so no bug hides off-screen. */
export function DebugWorkspace({
  test,
  question,
  receivedAt,
}: {
  test: TestView;
  question: DebugQuestion;
  receivedAt: number;
}) {
  const { problem } = question;
  const language = problem.language;
  const [source, setSource] = useState(() => question.userAnswer?.source ?? problem.buggyCode);
  const [showHints, setShowHints] = useState(false);
  const hintsId = useId();
  const answer = useTestAnswer(test, question, receivedAt);

  return (
    <TestProblemWorkspace
      answer={answer}
      problem={problem}
      statement={
        <>
          <ProblemSection title="Expected Behavior">
            <div className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 dark:border-emerald-900 dark:bg-emerald-950/40">
              <Prose>{problem.expectedBehavior}</Prose>
            </div>
          </ProblemSection>
          {problem.hints.length > 0 ? (
            <div>
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={showHints}
                aria-controls={hintsId}
                onClick={() => setShowHints((v) => !v)}
              >
                {showHints ? (
                  <EyeOff aria-hidden="true" className="size-4" />
                ) : (
                  <Eye aria-hidden="true" className="size-4" />
                )}
                {showHints ? 'Hide Hints' : 'Show Hints'}
              </Button>
              {showHints ? (
                <ol
                  id={hintsId}
                  className="mt-3 space-y-2 rounded-lg border border-amber-200 bg-amber-50 p-3 dark:border-amber-900 dark:bg-amber-950/40"
                >
                  {problem.hints.map((hint, i) => (
                    <li key={i} className="flex gap-2 text-sm text-amber-900 dark:text-amber-100">
                      <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                      <span>
                        <span className="font-semibold">Hint {i + 1}: </span>
                        {hint}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : null}
            </div>
          ) : null}
          <ProblemSection title="Test Cases">
            <TestCaseList tests={problem.visibleTests} hiddenCount={problem.hiddenTestCount} />
          </ProblemSection>
        </>
      }
      editorTitle="Fix the Code"
      languageControl={
        <span className="rounded-md bg-slate-100 px-2 py-1 text-sm font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-200">
          Language: {LANGUAGE_LABELS[language]}
        </span>
      }
      language={language}
      source={source}
      onSourceChange={(next) => {
        setSource(next);
        answer.autosave.schedule({ language, source: next });
      }}
      starterSource={problem.buggyCode}
      examples={problem.visibleTests}
      lineWrapByDefault
      submitLabel="Submit Fix"
      onSubmit={() => answer.submitAnswer({ language, source }, source.trim() === '')}
    />
  );
}
