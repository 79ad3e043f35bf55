import { useId, useState } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { OptionLetter } from '@app/shared/content.schemas';
import type { ReviewAnswerResult, ReviewCard } from '@app/shared/review.schemas';
import { Markdown } from '../../../components/markdown/markdown';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { RadioLabel } from '../../../components/ui/radio-label';

const LABELS = ['A', 'B', 'C', 'D'] as const;

type Props = {
  card: ReviewCard;
  position: number;
  total: number;
  checking: boolean;
  error: string | null;
  result: ReviewAnswerResult | null;
  chosen: OptionLetter | null;
  onAnswer: (answer: OptionLetter) => void;
  onNext: () => void;
  isLast: boolean;
};

function whenAgain(days: number): string {
  return days === 1 ? 'tomorrow' : `in ${days} days`;
}

/** One card: pick an option, check it on the server, then see the key and the explanation. */
export function ReviewQuestion({
  card,
  position,
  total,
  checking,
  error,
  result,
  chosen,
  onAnswer,
  onNext,
  isLast,
}: Props) {
  const [selected, setSelected] = useState<OptionLetter | null>(null);
  const name = useId();
  const answered = result !== null;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="font-semibold text-slate-700 dark:text-slate-300">
          Question {position} of {total}
        </p>
        <p className="min-w-0 break-words text-slate-600 dark:text-slate-400">
          {card.reason === 'bookmark' ? 'Saved from' : 'Missed in'} {card.source}
        </p>
      </div>
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (selected && !answered) onAnswer(selected);
        }}
      >
        <fieldset disabled={answered || checking}>
          <legend className="w-full font-medium text-slate-900 dark:text-white">
            <Markdown markdown={card.question} />
          </legend>
          <ul className="mt-4 space-y-2">
            {card.options.map((option, i) => {
              const label = LABELS[i] ?? '';
              const isRight = result !== null && option.key === result.correctAnswer;
              const isWrongPick = result !== null && option.key === chosen && !result.correct;
              return (
                <li key={option.key}>
                  <RadioLabel
                    name={name}
                    value={option.key}
                    checked={selected === option.key}
                    onSelect={setSelected}
                    className={cn(
                      'flex flex-wrap items-start gap-2 rounded-lg border px-3 py-2.5 text-sm',
                      isRight
                        ? 'border-emerald-300 bg-emerald-50 text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-emerald-100'
                        : isWrongPick
                          ? 'border-red-300 bg-red-50 text-red-900 dark:border-red-800 dark:bg-red-950/50 dark:text-red-100'
                          : selected === option.key
                            ? 'border-brand-500 bg-brand-50 text-slate-900 dark:bg-brand-500/15 dark:text-white'
                            : 'border-slate-200 text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-800',
                    )}
                  >
                    <span className="font-bold">{label}.</span>
                    <Markdown
                      markdown={option.text}
                      variant="option"
                      className="min-w-0 grow basis-40"
                    />
                    {isRight ? (
                      <span className="shrink-0 text-xs font-semibold">Correct answer</span>
                    ) : null}
                    {isWrongPick ? (
                      <span className="shrink-0 text-xs font-semibold">Your answer</span>
                    ) : null}
                  </RadioLabel>
                </li>
              );
            })}
          </ul>
        </fieldset>
        {error ? (
          <div className="mt-4">
            <Alert title="Could not check your answer">{error}</Alert>
          </div>
        ) : null}
        {answered ? null : (
          <div className="mt-5 flex justify-end">
            <Button type="submit" disabled={!selected || checking}>
              {checking ? 'Checking...' : 'Check answer'}
            </Button>
          </div>
        )}
      </form>

      {result ? (
        <div className="mt-5 space-y-4" aria-live="polite">
          <p
            className={cn(
              'flex items-center gap-2 font-semibold',
              result.correct
                ? 'text-emerald-700 dark:text-emerald-400'
                : 'text-red-700 dark:text-red-400',
            )}
          >
            {result.correct ? (
              <CircleCheck aria-hidden="true" className="size-5" />
            ) : (
              <CircleX aria-hidden="true" className="size-5" />
            )}
            {result.correct ? 'Correct!' : 'Not quite.'}
          </p>
          <div className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800/70 dark:text-slate-300">
            <p className="font-semibold">Explanation</p>
            <Markdown markdown={result.explanation} className="mt-1" />
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">
              You will see this question again {whenAgain(result.intervalDays)}.
            </p>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- appears after the learner answers: focus moves to the next step instead of staying on a removed button */}
            <Button onClick={onNext} autoFocus>
              {isLast ? 'Finish' : 'Next question'}
            </Button>
          </div>
        </div>
      ) : null}
    </Card>
  );
}
