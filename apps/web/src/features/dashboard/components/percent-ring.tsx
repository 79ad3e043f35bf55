import { cn } from '../../../lib/cn';

/** A small ring showing a percentage, green from the pass mark up, red below. */
export function PercentRing({ percent, passed }: { percent: number; passed: boolean }) {
  const radius = 22;
  const circumference = 2 * Math.PI * radius;
  const clamped = Math.min(100, Math.max(0, percent));
  return (
    <div className="relative size-14 shrink-0" role="img" aria-label={`${percent}%`}>
      <svg viewBox="0 0 52 52" className="size-14 -rotate-90" aria-hidden="true">
        <circle
          cx="26"
          cy="26"
          r={radius}
          fill="none"
          strokeWidth="5"
          className="stroke-slate-200 dark:stroke-slate-700"
        />
        <circle
          cx="26"
          cy="26"
          r={radius}
          fill="none"
          strokeWidth="5"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={cn(
            passed ? 'stroke-emerald-500' : 'stroke-red-500',
            'transition-[stroke-dashoffset]',
          )}
        />
      </svg>
      <span
        aria-hidden="true"
        className="absolute inset-0 flex items-center justify-center text-xs font-bold text-slate-800 dark:text-slate-100"
      >
        {percent}%
      </span>
    </div>
  );
}
