import type { ReactNode } from 'react';

/**
 * A choice drawn by its label: the radio input inside is kept for the keyboard and screen readers
 * but not shown, so the label's content and classes show the choice and its checked state.
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
    <label className={className}>
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
