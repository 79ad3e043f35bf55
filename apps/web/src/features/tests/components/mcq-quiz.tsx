import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { ArrowRight, Send } from 'lucide-react';
import { MCQ_TIMER_RED_BELOW_SECONDS } from '@app/shared/constants';
import { OPTION_LETTERS, type OptionLetter } from '@app/shared/content.schemas';
import type { TestView } from '@app/shared/tests.schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { useSaveAnswer } from '../api/save-answer';
import { useSubmitTest } from '../api/submit-test';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { AlertDialog } from './message-dialog';
import { Badge, TestHeader } from './test-header';
import { TestTimer } from './test-timer';

type McqQuestion = Extract<TestView['questions'][number], { kind: 'mcq' }>;

export function mcqQuestions(test: TestView): McqQuestion[] {
  return test.questions
    .filter((q): q is McqQuestion => q.kind === 'mcq')
    .sort((a, b) => a.position - b.position);
}

/** Answering an MCQ test: one question at a time, each choice saved, submitted at the end or at 0. */
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
  const [alert, setAlert] = useState<string | null>(null);
  const save = useSaveAnswer();
  const submit = useSubmitTest();
  const secondsLeft = useSecondsLeft(test.deadlineAt, test.serverNow, receivedAt);
  const autoSubmitted = useRef(false);

  const question = questions[index];
  const selected = question ? answers[question.id] : undefined;
  const isLast = index === questions.length - 1;
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

  if (!question) return null;

  function choose(letter: OptionLetter) {
    if (!question || timeUp) return;
    setAnswers((prev) => ({ ...prev, [question.id]: letter }));
    save.mutate({ testId: test.id, questionId: question.id, answer: { answer: letter } });
  }

  const saveFailed =
    save.isError && !(save.error instanceof ApiError && save.error.code === 'DEADLINE_PASSED');
  const progress = Math.round(((index + 1) / questions.length) * 100);

  return (
    <>
      <TestHeader
        test={test}
        badge={
          <Badge className="bg-brand-100 text-brand-800 dark:bg-brand-500/15 dark:text-brand-300">
            MCQ TEST
          </Badge>
        }
        timer={
          <TestTimer
            secondsLeft={secondsLeft}
            withHours={false}
            redBelow={MCQ_TIMER_RED_BELOW_SECONDS}
          />
        }
      />

      <Card className="p-5 sm:p-8">
        <div className="flex items-center justify-between gap-4 text-sm">
          <p className="font-semibold text-slate-700 dark:text-slate-200">
            Question {index + 1} of {questions.length}
          </p>
          <p className="text-slate-500 dark:text-slate-400">{progress}%</p>
        </div>
        <div
          role="progressbar"
          aria-label="Test progress"
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={index + 1}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500"
            style={{ width: `${progress}%` }}
          />
        </div>

        <fieldset className="mt-6" disabled={timeUp || submit.isPending}>
          <legend className="text-lg font-semibold break-words whitespace-pre-wrap text-slate-900 sm:text-xl dark:text-white">
            {question.question}
          </legend>
          <div className="mt-5 space-y-3">
            {OPTION_LETTERS.map((letter) => {
              const checked = selected === letter;
              return (
                <label
                  key={letter}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500',
                    checked
                      ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/15'
                      : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
                  )}
                >
                  <input
                    type="radio"
                    name={`answer-${question.id}`}
                    value={letter}
                    checked={checked}
                    onChange={() => choose(letter)}
                    className="sr-only"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      'flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                      checked
                        ? 'bg-brand-600 text-white dark:bg-brand-500'
                        : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
                    )}
                  >
                    {letter}
                  </span>
                  <span className="min-w-0 pt-1 break-words text-slate-800 dark:text-slate-100">
                    <span className="sr-only">{letter}. </span>
                    {question.options[letter]}
                  </span>
                </label>
              );
            })}
          </div>
        </fieldset>

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

        <div className="mt-8 flex justify-end">
          {isLast || timeUp ? (
            <Button
              size="lg"
              className="w-full sm:w-auto"
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
            <Button
              size="lg"
              className="w-full sm:w-auto"
              disabled={!selected}
              onClick={() => setIndex((i) => Math.min(i + 1, questions.length - 1))}
            >
              Next Question
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          )}
        </div>
      </Card>
      {alert ? <AlertDialog message={alert} onClose={() => setAlert(null)} /> : null}
    </>
  );
}
