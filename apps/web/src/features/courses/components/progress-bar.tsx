import { cn } from '../../../lib/cn';

/** A horizontal bar for a course's completion percent. */
export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      className={cn(
        'h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400"
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}
