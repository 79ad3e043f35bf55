import { useId, type Ref } from 'react';
import { OPTION_LETTERS, type OptionLetter } from '@app/shared/content.schemas';
import type { TestView } from '@app/shared/tests.schemas';
import { Markdown } from '../../../components/markdown/markdown';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { cn } from '../../../lib/cn';
import { choiceCardClasses, RadioChoices } from '../../../components/ui/radio-choices';

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
      <ProgressBar value={number} max={total} label="Test progress" className="mt-2" />

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
        <RadioChoices
          name={`answer-${question.id}`}
          options={OPTION_LETTERS}
          value={selected}
          onSelect={onChoose}
          className="mt-5 space-y-3"
          optionClassName={choiceCardClasses}
        >
          {(letter, checked) => (
            <>
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
            </>
          )}
        </RadioChoices>
      </fieldset>
    </>
  );
}
