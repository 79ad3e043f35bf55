import type { ReactNode } from 'react';
import { CircleCheck, CircleDashed, CircleX } from 'lucide-react';
import { OPTION_LETTERS, type OptionLetter } from '@app/shared/content.schemas';
import type { ReviewBookmarkBody } from '@app/shared/review.schemas';
import { cn } from '../../lib/cn';
import { Markdown } from '../markdown/markdown';
import { ReviewLaterButton } from './review-later-button';

/** One graded multiple-choice question, from a practice test or a course level. */
export type McqReviewItem = {
  id: string;
  question: string;
  options: Record<OptionLetter, string>;
  userAnswer: OptionLetter | null;
  /** null: withheld until the test or level is passed (a question answered wrongly). */
  correctAnswer: OptionLetter | null;
  explanation: string | null;
  isCorrect: boolean;
};

export type McqOutcome = 'correct' | 'wrong' | 'unanswered';

function outcomeOf(item: Pick<McqReviewItem, 'userAnswer' | 'isCorrect'>): McqOutcome {
  if (!item.userAnswer) return 'unanswered';
  return item.isCorrect ? 'correct' : 'wrong';
}

/** Correct, wrong and unanswered counts: an unanswered question is not a wrong one. */
function countOutcomes(items: readonly McqReviewItem[]): Record<McqOutcome, number> {
  const counts = { correct: 0, wrong: 0, unanswered: 0 };
  for (const item of items) counts[outcomeOf(item)] += 1;
  return counts;
}

const OUTCOME_ICON: Record<McqOutcome, ReactNode> = {
  correct: (
    <CircleCheck
      role="img"
      aria-label="Correct"
      className="mt-0.5 size-5 shrink-0 text-emerald-600 dark:text-emerald-400"
    />
  ),
  wrong: (
    <CircleX
      role="img"
      aria-label="Wrong"
      className="mt-0.5 size-5 shrink-0 text-red-600 dark:text-red-400"
    />
  ),
  unanswered: (
    <CircleDashed
      role="img"
      aria-label="Not answered"
      className="mt-0.5 size-5 shrink-0 text-slate-500 dark:text-slate-400"
    />
  ),
};

/** The counts under a result's score: Correct, Wrong, Unanswered (when any) and Total. */
export function McqCounts({ items }: { items: readonly McqReviewItem[] }) {
  const counts = countOutcomes(items);
  const tiles: { label: string; value: number; tone: string }[] = [
    { label: 'Correct', value: counts.correct, tone: 'text-emerald-700 dark:text-emerald-400' },
    { label: 'Wrong', value: counts.wrong, tone: 'text-red-700 dark:text-red-400' },
    ...(counts.unanswered > 0
      ? [
          {
            label: 'Unanswered',
            value: counts.unanswered,
            tone: 'text-slate-700 dark:text-slate-300',
          },
        ]
      : []),
    { label: 'Total', value: items.length, tone: 'text-slate-900 dark:text-white' },
  ];
  return (
    <dl
      className={cn(
        'mx-auto mt-6 grid max-w-md gap-3',
        tiles.length === 4 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3',
      )}
    >
      {tiles.map((t) => (
        <div
          key={t.label}
          className="rounded-xl border border-slate-200 px-3 py-3 dark:border-slate-700"
        >
          <dt className="text-xs font-medium text-slate-600 uppercase dark:text-slate-400">
            {t.label}
          </dt>
          <dd className={cn('mt-1 text-xl font-bold', t.tone)}>{t.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Every question with the learner's answer, the correct one and the explanation; with
 * `reviewLater`, each has a "Review later" button that puts it into the review queue. A missed
 * question of a failed test or level has no key here (the server withholds it until a pass,
 * decision 047): it says so, and has no "Review later".
 */
export function McqReviewList({
  items,
  reviewLater,
}: {
  items: readonly McqReviewItem[];
  reviewLater?: (questionId: string) => ReviewBookmarkBody;
}) {
  return (
    <ol className="space-y-4">
      {items.map((item, index) => {
        const outcome = outcomeOf(item);
        return (
          <li
            key={item.id}
            className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex items-start gap-3">
              {OUTCOME_ICON[outcome]}
              <div className="min-w-0 flex-1 font-semibold text-slate-900 dark:text-white">
                <p>Question {index + 1}</p>
                <Markdown markdown={item.question} className="mt-1 font-normal" />
              </div>
            </div>
            <ul className="mt-3 space-y-2">
              {OPTION_LETTERS.map((letter) => {
                const isRight = letter === item.correctAnswer;
                const isChosen = letter === item.userAnswer;
                return (
                  <li
                    key={letter}
                    className={cn(
                      'flex flex-wrap items-start gap-2 rounded-lg border px-3 py-2 text-sm',
                      isRight
                        ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100'
                        : isChosen
                          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100'
                          : 'border-slate-200 text-slate-700 dark:border-slate-700 dark:text-slate-300',
                    )}
                  >
                    <span className="font-bold">{letter}.</span>
                    {/* Grows from 10rem: on a phone the tags wrap below instead of squeezing the text. */}
                    <Markdown
                      markdown={item.options[letter]}
                      variant="option"
                      className="min-w-0 grow basis-40"
                    />
                    {isRight || isChosen ? (
                      <span className="flex shrink-0 gap-2 text-xs font-semibold">
                        {isRight ? <span>Correct answer</span> : null}
                        {isChosen ? <span>Your answer</span> : null}
                      </span>
                    ) : null}
                  </li>
                );
              })}
            </ul>
            {outcome === 'unanswered' ? (
              <p className="mt-2 text-sm font-medium text-slate-600 dark:text-slate-400">
                Not answered
              </p>
            ) : null}
            {item.correctAnswer === null && outcome !== 'correct' ? (
              <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
                The right answer is shown once you pass. Review the material and try again.
              </p>
            ) : null}
            {item.explanation ? (
              <div className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-300">
                <p className="font-semibold">Explanation</p>
                <Markdown markdown={item.explanation} className="mt-1" />
              </div>
            ) : null}
            {reviewLater && item.correctAnswer !== null ? (
              <div className="mt-3 flex justify-end">
                <ReviewLaterButton body={reviewLater(item.id)} questionNumber={index + 1} />
              </div>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
