import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ArrowLeft, ArrowRight, ListChecks, Send } from 'lucide-react';
import { MCQ_TIMER_RED_BELOW_SECONDS } from '@app/shared/constants';
import type { OptionLetter } from '@app/shared/content.schemas';
import type { TestView } from '@app/shared/tests.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSaveAnswer } from '../api/save-answer';
import { useSubmitTest } from '../api/submit-test';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { AlertDialog } from '../../../components/ui/message-dialog';
import { McqQuestion, type McqQuestionView } from './mcq-question';
import { McqAnswerList } from './mcq-answer-list';
import { TestHeader } from './test-header';
import { TestTimer } from './test-timer';

export function mcqQuestions(test: TestView): McqQuestionView[] {
  return test.questions
    .filter((q): q is McqQuestionView => q.kind === 'mcq')
    .sort((a, b) => a.position - b.position);
}

/**
 * Answering an MCQ test: one question at a time (Previous / Next Question), each choice saved.
 * The last question shows the review list (jump to any question, unanswered marked) above Submit
 * Test; once the learner has been there, Review Answers on any question goes back to it. Moving to
 * a question focuses its heading. Submitted at the end, or at 0 by itself.
 */
export function McqQuiz({ test, receivedAt }: { test: TestView; receivedAt: number }) {
  const questions = mcqQuestions(test);
  const [answers, setAnswers] = useState<Partial<Record<string, OptionLetter>>>(() =>
    Object.fromEntries(questions.map((q) => [q.id, q.userAnswer ?? undefined])),
  );
  // A resumed test opens at its first unanswered question.
  const [index, setIndex] = useState(() => {
    const first = questions.findIndex((q) => !q.userAnswer);
    return first === -1 ? Math.max(0, questions.length - 1) : first;
  });
  const last = questions.length - 1;
  const [reviewed, setReviewed] = useState(index === last);
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveAnswer();
  const submit = useSubmitTest();
  const secondsLeft = useSecondsLeft(test.deadlineAt, test.serverNow, receivedAt);
  const autoSubmitted = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const reviewRef = useRef<HTMLHeadingElement>(null);
  // Set by a move; the effect below then focuses the new question's heading (or the review).
  const focusTarget = useRef<'question' | 'review' | null>(null);

  const question = questions[index];
  const selected = question ? answers[question.id] : undefined;
  const isLast = index === last;
  const timeUp = secondsLeft <= 0;

  function submitNow() {
    submit.mutate(
      {
        testId: test.id,
        ...(question && selected ? { questionId: question.id, answer: { answer: selected } } : {}),
      },
      { onError: (error) => setAlert(error.message) },
    );
  }

  // At zero the test is submitted with the current selection (spec section 4).
  const onTimeUp = useEffectEvent(() => {
    if (autoSubmitted.current || submit.isPending) return;
    autoSubmitted.current = true;
    submitNow();
  });
  useEffect(() => {
    if (timeUp) onTimeUp();
  }, [timeUp]);

  useEffect(() => {
    const target = focusTarget.current;
    focusTarget.current = null;
    if (target === 'review') reviewRef.current?.focus();
    else if (target === 'question') headingRef.current?.focus();
  }, [index, reviewed]);

  function go(next: number, focus: 'question' | 'review' = 'question') {
    focusTarget.current = focus;
    if (next === last) setReviewed(true);
    setIndex(next);
  }

  if (!question) return null;

  function choose(letter: OptionLetter) {
    if (!question || timeUp) return;
    setAnswers((prev) => ({ ...prev, [question.id]: letter }));
    save.mutate({ testId: test.id, questionId: question.id, answer: { answer: letter } });
  }

  const saveFailed =
    save.isError && !(save.error instanceof ApiError && save.error.code === 'DEADLINE_PASSED');
  const busy = timeUp || submit.isPending;

  return (
    <>
      <TestHeader
        test={test}
        type="mcq"
        timer={
          <TestTimer
            secondsLeft={secondsLeft}
            withHours={false}
            redBelow={MCQ_TIMER_RED_BELOW_SECONDS}
          />
        }
      />

      <Card className="p-5 sm:p-8">
        <McqQuestion
          key={question.id}
          question={question}
          number={index + 1}
          total={questions.length}
          selected={selected}
          disabled={busy}
          headingRef={headingRef}
          onChoose={choose}
        />
        {isLast ? (
          <McqAnswerList
            questions={questions}
            answers={answers}
            current={index}
            headingRef={reviewRef}
            disabled={busy}
            onOpen={(i) => go(i)}
          />
        ) : null}
        <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="secondary"
            size="lg"
            className="disabled:opacity-50"
            disabled={index === 0 || busy}
            onClick={() => go(index - 1)}
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            {reviewed && !isLast ? (
              <Button
                variant="secondary"
                size="lg"
                disabled={busy}
                onClick={() => go(last, 'review')}
              >
                <ListChecks aria-hidden="true" className="size-4" />
                Review Answers
              </Button>
            ) : null}
            {isLast || timeUp ? (
              <Button
                size="lg"
                disabled={(!selected && !timeUp) || submit.isPending}
                onClick={submitNow}
              >
                {submit.isPending ? (
                  <Spinner className="size-4" />
                ) : (
                  <Send aria-hidden="true" className="size-4" />
                )}
                {submit.isPending ? 'Submitting...' : 'Submit Test'}
              </Button>
            ) : (
              <Button size="lg" disabled={!selected} onClick={() => go(index + 1)}>
                Next Question
                <ArrowRight aria-hidden="true" className="size-4" />
              </Button>
            )}
          </div>
        </div>

        {saveFailed ? (
          <p className="mt-4 text-sm text-red-600 dark:text-red-400">
            Your answer could not be saved yet: {save.error.message} It is sent again when you
            submit.
          </p>
        ) : null}
        {timeUp ? (
          <p role="status" className="mt-4 text-sm font-medium text-red-700 dark:text-red-300">
            Time is up. Your answers are being submitted.
          </p>
        ) : null}
      </Card>
      {alert ? <AlertDialog message={alert} onClose={() => setAlert(null)} /> : null}
    </>
  );
}
