import { useId, useState } from 'react';
import { Lightbulb, Send } from 'lucide-react';
import { PSEUDOCODE_MAX_LENGTH } from '@app/shared/constants';
import type { TestView } from '@app/shared/tests.schemas';
import {
  BulletList,
  ProblemIntro,
  ProblemSection,
} from '../../../components/problem/problem-parts';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { inputClasses } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useTestAnswer } from '../hooks/use-test-answer';
import { AutosaveIndicator } from './autosave-status';
import { TestAnswerFrame } from './test-answer-frame';
import { TimeUpNote } from './time-up-note';

type PseudocodeQuestion = Extract<TestView['questions'][number], { kind: 'pseudocode' }>;

/** Writing a pseudocode answer: the problem, then a free-text area and Submit. */
export function PseudocodeWorkspace({
  test,
  question,
  receivedAt,
}: {
  test: TestView;
  question: PseudocodeQuestion;
  receivedAt: number;
}) {
  const { problem } = question;
  const [text, setText] = useState(() => question.userAnswer?.text ?? '');
  const fieldId = useId();
  const answer = useTestAnswer(test, question, receivedAt);

  return (
    <TestAnswerFrame answer={answer}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card className="min-w-0 space-y-6 p-4 sm:p-6">
          <ProblemIntro title={problem.title} description={problem.description} />
          <ProblemSection title="Requirements">
            <ol className="list-decimal space-y-1 pl-5 text-slate-700 marker:font-semibold dark:text-slate-300">
              {problem.requirements.map((r, i) => (
                <li key={i}>{r}</li>
              ))}
            </ol>
          </ProblemSection>
          <ProblemSection title="Examples">
            <ol className="space-y-3">
              {problem.examples.map((example, i) => (
                <li
                  key={i}
                  className="space-y-1 rounded-lg border border-slate-200 p-3 text-sm dark:border-slate-700"
                >
                  <p className="text-slate-800 dark:text-slate-100">
                    <span className="font-semibold">Scenario: </span>
                    {example.scenario}
                  </p>
                  <p className="text-slate-600 dark:text-slate-400">
                    <span className="font-semibold">Expected approach: </span>
                    {example.expectedApproach}
                  </p>
                </li>
              ))}
            </ol>
          </ProblemSection>
          <ProblemSection title="Evaluation Criteria">
            <BulletList items={problem.evaluationCriteria} />
          </ProblemSection>
        </Card>

        <Card className="min-w-0 space-y-4 p-4 sm:p-6">
          <label
            htmlFor={fieldId}
            className="block text-lg font-semibold text-slate-900 dark:text-white"
          >
            Write Your Pseudocode
          </label>
          <p
            id={`${fieldId}-tip`}
            className="flex gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900 dark:bg-sky-950/50 dark:text-sky-200"
          >
            <Lightbulb aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              Tip: write one step per line (BEGIN, INPUT, IF ... THEN, FOR EACH, RETURN, END), name
              your variables, and say how you handle empty or unusual input.
            </span>
          </p>
          <textarea
            id={fieldId}
            aria-describedby={`${fieldId}-tip`}
            value={text}
            maxLength={PSEUDOCODE_MAX_LENGTH}
            readOnly={answer.submitting}
            spellCheck={false}
            onChange={(event) => {
              setText(event.target.value);
              answer.autosave.schedule({ text: event.target.value });
            }}
            placeholder={'BEGIN\n  INPUT ...\n  ...\nEND'}
            className={cn(inputClasses, 'min-h-80 resize-y font-mono leading-relaxed')}
          />
          <div className="flex flex-wrap items-center justify-between gap-3">
            <AutosaveIndicator status={answer.autosave.status} />
            <Button
              className="ml-auto w-full sm:w-auto"
              disabled={answer.submitting}
              onClick={() => answer.submitAnswer({ text }, text.trim() === '')}
            >
              {answer.submitting ? (
                <Spinner className="size-4" />
              ) : (
                <Send aria-hidden="true" className="size-4" />
              )}
              {answer.submitting ? 'Evaluating...' : 'Submit'}
            </Button>
          </div>
          {answer.secondsLeft <= 0 ? <TimeUpNote /> : null}
        </Card>
      </div>
    </TestAnswerFrame>
  );
}
