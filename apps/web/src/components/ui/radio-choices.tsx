import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { RadioLabel } from './radio-label';

/**
 * A radio group drawn as labels (cards or chips), one per option in order: `optionClassName` and
 * `children` draw an option by whether it is the chosen one.
 */
export function RadioChoices<V extends string>({
  name,
  options,
  value,
  onSelect,
  className,
  optionClassName,
  children,
}: {
  name: string;
  options: readonly V[];
  value: V | null | undefined;
  onSelect: (value: V) => void;
  className: string;
  optionClassName: (checked: boolean) => string;
  children: (option: V, checked: boolean) => ReactNode;
}) {
  return (
    <div className={className}>
      {options.map((option) => (
        <RadioLabel
          key={option}
          name={name}
          value={option}
          checked={value === option}
          onSelect={onSelect}
          className={optionClassName(value === option)}
        >
          {children(option, value === option)}
        </RadioLabel>
      ))}
    </div>
  );
}

/** An option drawn as a card (a test type, an MCQ answer), in the brand colours when chosen. */
export function choiceCardClasses(checked: boolean): string {
  return cn(
    'flex items-start gap-3 rounded-xl border p-4 has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-offset-2',
    checked
      ? 'border-brand-500 bg-brand-50 dark:border-brand-400 dark:bg-brand-500/15'
      : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50 dark:border-slate-700 dark:hover:border-slate-600 dark:hover:bg-slate-800/60',
  );
}
