import { Clock } from 'lucide-react';
import { formatCountdown } from '@app/shared/test-rules';
import { cn } from '../../../lib/cn';

/** The countdown: m:ss (MCQ) or h:mm:ss (problems), red under the limit's threshold. */
export function TestTimer({
  secondsLeft,
  withHours,
  redBelow,
}: {
  secondsLeft: number;
  withHours: boolean;
  redBelow: number;
}) {
  const urgent = secondsLeft < redBelow;
  return (
    <div
      role="timer"
      aria-label={`Time left ${formatCountdown(secondsLeft, withHours)}`}
      className={cn(
        'inline-flex items-center gap-2 rounded-lg border px-3 py-1.5 font-mono text-base font-semibold tabular-nums',
        urgent
          ? 'border-red-300 bg-red-50 text-red-700 dark:border-red-800 dark:bg-red-950/60 dark:text-red-300'
          : 'border-slate-200 bg-white text-slate-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
      )}
    >
      <Clock aria-hidden="true" className="size-4" />
      {formatCountdown(secondsLeft, withHours)}
    </div>
  );
}
