import type { LucideIcon } from 'lucide-react';
import { Card } from './card';
import { cn } from '../../lib/cn';

/**
 * A count with its label beside an icon on a tinted tile (`tone`: the tile's colours). `compact` is
 * the smaller card for three in a row on a phone: its icon stacks above the figure until `sm`.
 */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone,
  note,
  compact = false,
}: {
  label: string;
  value: number;
  icon: LucideIcon;
  tone: string;
  note?: string;
  compact?: boolean;
}) {
  return (
    <Card
      className={
        compact
          ? 'flex h-full flex-col gap-2 p-3 sm:flex-row sm:items-center sm:gap-4 sm:p-5'
          : 'flex items-center gap-4 p-5'
      }
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex shrink-0 items-center justify-center',
          compact ? 'size-9 rounded-lg sm:size-11' : 'size-12 rounded-xl',
          tone,
        )}
      >
        <Icon className={compact ? 'size-5' : 'size-6'} />
      </span>
      <div className={compact ? 'min-w-0' : undefined}>
        <p
          className={cn(
            'font-medium text-slate-600 dark:text-slate-400',
            compact ? 'text-xs sm:text-sm' : 'text-sm',
          )}
        >
          {label}
        </p>
        <p
          className={cn(
            'font-bold text-slate-900 dark:text-white',
            compact ? 'text-xl sm:text-2xl' : 'text-2xl',
          )}
        >
          {value}
        </p>
        {note ? <p className="text-xs text-slate-600 dark:text-slate-400">{note}</p> : null}
      </div>
    </Card>
  );
}
