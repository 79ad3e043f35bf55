import { useId, type Ref } from 'react';
import { OPTION_LETTERS, type OptionLetter } from '@app/shared/content.schemas';
import type { TestView } from '@app/shared/tests.schemas';
import { Markdown } from '../../../components/markdown/markdown';
import { cn } from '../../../lib/cn';
import { RadioLabel } from '../../../components/ui/radio-label';

export type McqQuestionView = Extract<TestView['questions'][number], { kind: 'mcq' }>;

/**
 * One question: its heading ("Question n of total", focused when the learner moves to it), the
 * question text (Markdown: code renders as code) and the four options as a radio group.
 */
export function McqQuestion({
  question,
  number,
  total,
  selected,
  disabled,
  headingRef,
  onChoose,
}: {
  question: McqQuestionView;
  number: number;
  total: number;
  selected: OptionLetter | undefined;
  disabled: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  onChoose: (letter: OptionLetter) => void;
}) {
  const id = useId();
  const progress = Math.round((number / total) * 100);
  return (
    <>
      <div className="flex items-center justify-between gap-4 text-sm">
        <h2
          id={`${id}-heading`}
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 font-semibold text-slate-700 outline-none dark:text-slate-200"
        >
          Question {number} of {total}
        </h2>
        <p className="text-slate-600 dark:text-slate-400">{progress}%</p>
      </div>
      <div
        role="progressbar"
        aria-label="Test progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={number}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-500"
          style={{ width: `${progress}%` }}
        />
      </div>

      <fieldset
        className="mt-6 min-w-0"
        disabled={disabled}
        aria-labelledby={`${id}-heading ${id}-text`}
      >
        <div
          id={`${id}-text`}
          className="text-lg font-semibold text-slate-900 sm:text-xl dark:text-white"
        >
          <Markdown markdown={question.question} />
        </div>
        <div className="mt-5 space-y-3">
          {OPTION_LETTERS.map((letter) => {
            const checked = selected === letter;
            return (
              <RadioLabel
                name={`answer-${question.id}`}
                value={letter}
                checked={checked}
                onSelect={onChoose}
                key={letter}
                className={cn(
                  'flex items-start gap-3 rounded-xl border p-4 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-offset-2',
                  checked
                    ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/15'
                    : 'border-slate-200 hover:bg-slate-50 dark:border-slate-700 dark:hover:bg-slate-800/60',
                )}
              >
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
                <span className="min-w-0 flex-1 pt-1 text-slate-800 dark:text-slate-100">
                  <span className="sr-only">{letter}.</span>{' '}
                  <Markdown markdown={question.options[letter]} variant="option" />
                </span>
              </RadioLabel>
            );
          })}
        </div>
      </fieldset>
    </>
  );
}
