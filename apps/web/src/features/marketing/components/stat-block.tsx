import { formatNumber } from '../../../lib/format';
import { cn } from '../../../lib/cn';

type Stat = { label: string; value: number | undefined };

/**
 * Figures in a row. While loading a placeholder shows; a failed load shows a dash. A figure that
 * is zero is left out (a new site does not advertise "0 learners").
 */
export function StatBlock({
  stats,
  loading,
  className,
  tone = 'default',
}: {
  stats: Stat[];
  loading: boolean;
  className?: string;
  tone?: 'default' | 'light';
}) {
  return (
    <dl className={cn('grid gap-6', className)}>
      {stats.filter(({ value }) => value !== 0).map(({ label, value }) => (
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
            className={cn(
              'mt-1 text-3xl font-bold tracking-tight',
              tone === 'light' ? 'text-white' : 'text-slate-900 dark:text-white',
            )}
          >
            {value !== undefined ? (
              formatNumber(value)
            ) : loading ? (
              <span
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
