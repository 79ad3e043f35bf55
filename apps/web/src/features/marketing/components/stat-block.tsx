import type { Meta } from '@app/shared/meta.schemas';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/use-locale';
import { useMeta } from '../../../lib/meta-api';
import { cn } from '../../../lib/cn';

type LiveFigure = keyof Meta['stats'];

/** Each /api/meta figure's name, the same on every page that shows it. */
const LIVE_LABELS: Record<LiveFigure, string> = {
  courses: 'Courses',
  learners: 'Learners',
  testsTaken: 'Tests taken',
  levels: 'Course levels',
  practiceQuestions: 'Practice questions',
};

/**
 * A figure of /api/meta by its key (on a prerendered page the boot script paints it before the
 * app runs: src/boot.ts, docs/decisions/027), or a fixed one with its label.
 */
type Stat = LiveFigure | { label: string; value: number };

/**
 * Figures in a row. While /api/meta loads a placeholder shows; a failed load shows a dash. A
 * figure that is zero is left out (a new site does not advertise "0 learners").
 */
export function StatBlock({
  stats,
  className,
  tone = 'default',
}: {
  stats: Stat[];
  className?: string;
  tone?: 'default' | 'light';
}) {
  const meta = useMeta();
  const locale = useLocale();
  return (
    <dl className={cn('grid gap-6', className)}>
      {stats
        .map((stat) =>
          typeof stat === 'string'
            ? { label: LIVE_LABELS[stat], value: meta.data?.stats[stat], live: stat }
            : { ...stat, live: undefined },
        )
        .filter(({ value }) => value !== 0)
        .map(({ label, value, live }) => (
          <div key={label}>
            <dt
              className={cn(
                'text-sm',
                tone === 'light' ? 'text-brand-100' : 'text-slate-600 dark:text-slate-400',
              )}
            >
              {label}
            </dt>
            <dd
              data-stat={live}
              className={cn(
                'mt-1 text-3xl font-bold tracking-tight',
                tone === 'light' ? 'text-white' : 'text-slate-900 dark:text-white',
              )}
            >
              {value !== undefined ? (
                formatNumber(value, locale)
              ) : meta.isPending ? (
                <span
                  role="img"
                  aria-label="Loading"
                  className="inline-block h-8 w-16 animate-pulse rounded-md bg-current opacity-15"
                />
              ) : (
                '—'
              )}
            </dd>
          </div>
        ))}
    </dl>
  );
}
