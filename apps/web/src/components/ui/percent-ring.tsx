import { cn } from '../../lib/cn';

/** The two rings: `large` for a result page, `small` for a card in a list. */
const SIZES = {
  large: {
    box: 120,
    radius: 52,
    stroke: 10,
    className: 'size-36',
    failed: 'stroke-amber-500',
    transition: 'duration-700',
    text: 'text-3xl font-bold text-slate-900 dark:text-white',
  },
  small: {
    box: 52,
    radius: 22,
    stroke: 5,
    className: 'size-14',
    failed: 'stroke-red-500',
    transition: undefined,
    text: 'text-xs font-bold text-slate-800 dark:text-slate-100',
  },
} as const;

/**
 * A percent as a ring, green from the pass mark up; below it amber on a result page (`large`),
 * red on a card (`small`).
 */
export function PercentRing({
  percent,
  passed,
  size,
}: {
  percent: number;
  passed: boolean;
  size: keyof typeof SIZES;
}) {
  const s = SIZES[size];
  const center = s.box / 2;
  const circumference = 2 * Math.PI * s.radius;
  const clamped = Math.min(100, Math.max(0, percent));
  // The track and the arc over it are the same circle.
  const ring = { cx: center, cy: center, r: s.radius, fill: 'none', strokeWidth: s.stroke };
  return (
    <div className={cn('relative shrink-0', s.className)} role="img" aria-label={`${percent}%`}>
      <svg
        viewBox={`0 0 ${s.box} ${s.box}`}
        className={cn('-rotate-90', s.className)}
        aria-hidden="true"
      >
        <circle {...ring} className="stroke-slate-200 dark:stroke-slate-700" />
        <circle
          {...ring}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - clamped / 100)}
          className={cn(
            passed ? 'stroke-emerald-500' : s.failed,
            'transition-[stroke-dashoffset]',
            s.transition,
          )}
        />
      </svg>
      <span
        aria-hidden="true"
        className={cn('absolute inset-0 flex items-center justify-center', s.text)}
      >
        {percent}%
      </span>
    </div>
  );
}
