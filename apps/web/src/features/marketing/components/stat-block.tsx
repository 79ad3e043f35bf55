import { formatNumber } from '../../../lib/format';
import type { Meta } from '@app/shared/meta.schemas';
import { cn } from '../../../lib/cn';

/**
 * `live`: the /api/meta figure this is; on a prerendered page the boot script paints it before the
 * app runs (src/boot.ts, docs/decisions/027).
 */
type Stat = { label: string; value: number | undefined; live?: keyof Meta['stats'] };

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
      {stats
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
                formatNumber(value)
              ) : loading ? (
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
