import { cn } from '../../../lib/cn';

/** The result's percent as a ring: green from the pass mark up, amber below. */
export function PercentRing({ percent, passed }: { percent: number; passed: boolean }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className="relative size-36 shrink-0" role="img" aria-label={`${percent}%`}>
      <svg viewBox="0 0 120 120" className="size-36 -rotate-90" aria-hidden="true">
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          cx="60"
          cy="60"
          r={radius}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={cn(
            passed ? 'stroke-emerald-500' : 'stroke-amber-500',
            'transition-[stroke-dashoffset] duration-700',
          )}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-3xl font-bold text-slate-900 dark:text-white"
      >
        {percent}%
      </span>
    </div>
  );
}
