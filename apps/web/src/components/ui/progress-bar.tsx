import { cn } from '../../lib/cn';

/**
 * A horizontal bar for how far something has come: a course, a test, a review session. `value` is
 * out of `max` (a percent by default); `className` places it or recolours it.
 */
export function ProgressBar({
  value,
  max = 100,
  label,
  className,
}: {
  value: number;
  max?: number;
  label: string;
  className?: string;
}) {
  const clamped = Math.min(max, Math.max(0, value));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={clamped}
      className={cn(
        'h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800',
        className,
      )}
    >
      <div
        className="h-full rounded-full bg-brand-600 transition-[width] dark:bg-brand-400"
        style={{ width: `${max > 0 ? (clamped / max) * 100 : 0}%` }}
      />
    </div>
  );
}
