import type { Ref } from 'react';
import type { OptionLetter } from '@app/shared/content.schemas';
import { cn } from '../../../lib/cn';
import type { McqQuestionView } from './mcq-question';

/**
 * The review list before Submit Test: one button per question with its answer or "Not answered",
 * the current one marked; choosing one opens that question.
 */
export function McqAnswerList({
  questions,
  answers,
  current,
  headingRef,
  disabled,
  onOpen,
}: {
  questions: readonly McqQuestionView[];
  answers: Partial<Record<string, OptionLetter>>;
  current: number;
  headingRef?: Ref<HTMLHeadingElement>;
  disabled: boolean;
  onOpen: (index: number) => void;
}) {
  const unanswered = questions.filter((q) => !answers[q.id]).length;
  return (
    <section
      aria-labelledby="mcq-answers-heading"
      className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-700"
    >
      <h3
        id="mcq-answers-heading"
        ref={headingRef}
        tabIndex={-1}
        className="scroll-mt-24 font-semibold text-slate-900 outline-none dark:text-white"
      >
        Review your answers
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        {unanswered === 0
          ? `All ${questions.length} questions answered. Open a question to change its answer.`
          : `${questions.length - unanswered} of ${questions.length} answered; ${unanswered} not answered ${unanswered === 1 ? 'scores' : 'score'} 0.`}
      </p>
      <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {questions.map((q, i) => {
          const answer = answers[q.id];
          const here = i === current;
          return (
            <li key={q.id}>
              <button
                type="button"
                onClick={() => onOpen(i)}
                disabled={disabled}
                aria-current={here ? 'step' : undefined}
                className={cn(
                  'flex w-full flex-col items-start rounded-lg border px-3 py-2 text-left text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
                  answer
                    ? 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60'
                    : 'border-amber-400 bg-amber-50 hover:bg-amber-100 dark:border-amber-700 dark:bg-amber-950/40 dark:hover:bg-amber-950/70',
                  here && 'ring-2 ring-brand-500',
                )}
              >
                <span className="font-semibold text-slate-900 dark:text-white">
                  Question {i + 1}
                </span>
                <span
                  className={
                    answer
                      ? 'text-slate-600 dark:text-slate-400'
                      : 'font-medium text-amber-900 dark:text-amber-200'
                  }
                >
                  {answer ? `Answer ${answer}` : 'Not answered'}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
