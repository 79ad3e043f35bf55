import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A choice drawn by its label: the radio input inside is kept for the keyboard and screen readers
 * but not shown, so the label's content and classes show the choice and its checked state. The
 * label draws the input's keyboard focus as its own outline.
 */
export function RadioLabel<V extends string>({
  name,
  value,
  checked,
  onSelect,
  className,
  children,
}: {
  name: string;
  value: V;
  checked: boolean;
  onSelect: (value: V) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        'cursor-pointer transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-500',
        className,
      )}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        className="sr-only"
      />
      {children}
    </label>
  );
}
