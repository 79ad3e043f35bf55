import type { ButtonHTMLAttributes, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline-light';
export type ButtonSize = 'sm' | 'md' | 'lg';

/** White text stays at 4.5:1 or more in every state (brand-500 4.6:1, red-600 4.8:1; hover darker). */
const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-400 dark:bg-brand-500 dark:hover:bg-brand-600 dark:disabled:bg-brand-800',
  secondary:
    'border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-500 disabled:shadow-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800 dark:disabled:bg-slate-800/60 dark:disabled:text-slate-500',
  ghost:
    'text-slate-700 hover:bg-slate-100 disabled:text-slate-400 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:text-slate-500',
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700',
  'outline-light': 'border border-white/60 text-white hover:bg-white/10',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
};

/** Classes of a button, also for links that look like one. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
) {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}

/** A button's icon and text; while `busy`, a spinner and `busyText` stand in their place. */
export function BusyContent({
  busy,
  icon: Icon,
  busyText,
  children,
}: {
  busy: boolean;
  icon: LucideIcon;
  busyText: string;
  children: ReactNode;
}) {
  return (
    <>
      {busy ? <Spinner className="size-4" /> : <Icon aria-hidden="true" className="size-4" />}
      {busy ? busyText : children}
    </>
  );
}
