import { useState } from 'react';
import type { ActivityDay } from '@app/shared/activity.schemas';
import { cn } from '../../lib/cn';
import { useLocale } from '../../lib/use-locale';
import { buildWeeks, describeCell, weekdays, type MapCell } from './activity-grid';

const SHADES: Record<MapCell['level'], string> = {
  0: 'bg-slate-100 dark:bg-slate-800',
  1: 'bg-emerald-200 dark:bg-emerald-900',
  2: 'bg-emerald-400 dark:bg-emerald-700',
  3: 'bg-emerald-600 dark:bg-emerald-500',
  4: 'bg-emerald-800 dark:bg-emerald-300',
};

/**
 * A 52-week activity map. A real table (weekday rows, week columns) whose every cell carries its
 * text (date, tests, levels, minutes) for screen readers and as a tooltip on hover or focus; the
 * shade only repeats what the text says. Scrolls sideways on narrow screens, newest week in view.
 */
export function ActivityMap({
  days,
  today,
  label,
}: {
  days: readonly ActivityDay[];
  today: string;
  label: string;
}) {
  const weeks = buildWeeks(days, today);
  // The day pointed at, described on render: a change of language re-describes it.
  const [pointed, setPointed] = useState<MapCell | null>(null);
  const locale = useLocale();
  const active = days.filter((d) => d.date <= today && d.tests + d.levels > 0).length;

  return (
    <div>
      <div
        // Keyboard users can scroll the map. `relative` keeps the cells' screen-reader text
        // (absolutely placed) inside the scroller, not widening the page. Right to left, the
        // scroller starts at its right end, the newest week, by CSS alone: in the page the server
        // rendered too, before the app starts (a scroll set by script came only after). The table
        // inside reads left to right, and where it fits it sits at the left (mr-auto).
        className="relative overflow-x-auto pb-2 [direction:rtl] focus-visible:outline-2 focus-visible:outline-brand-500"
        tabIndex={0}
        role="region"
        aria-label={`${label}, scrollable`}
      >
        <table
          className="mr-auto border-separate border-spacing-[3px] [direction:ltr]"
          onMouseLeave={() => setPointed(null)}
        >
          <caption className="sr-only">
            {label}: {active} active {active === 1 ? 'day' : 'days'} in the last 52 weeks. Each cell
            is one day.
          </caption>
          <tbody>
            {weekdays(locale).map((name, row) => (
              <tr key={row}>
                <th
                  scope="row"
                  className="pr-1 text-right text-[10px] font-normal text-slate-500 dark:text-slate-400"
                >
                  <span className={row % 2 === 1 ? '' : 'sr-only'}>{name}</span>
                </th>
                {weeks.map((week) => {
                  const cell = week[row];
                  if (!cell) return null;
                  if (cell.future)
                    return <td key={cell.date} className="size-3" aria-hidden="true" />;
                  const text = describeCell(cell, locale);
                  return (
                    <td
                      key={cell.date}
                      title={text}
                      onMouseEnter={() => setPointed(cell)}
                      className={cn(
                        'size-3 min-w-3 rounded-[3px]',
                        SHADES[cell.level],
                        cell.date === today && 'ring-1 ring-slate-500 dark:ring-slate-300',
                      )}
                      data-date={cell.date}
                      data-count={cell.tests + cell.levels}
                    >
                      <span className="sr-only">{text}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-slate-600 dark:text-slate-400">
        <p className="min-h-4">
          {pointed
            ? describeCell(pointed, locale)
            : 'Point at a day to see its tests, levels and minutes.'}
        </p>
        <div className="flex items-center gap-1" aria-hidden="true">
          <span>Less</span>
          {([0, 1, 2, 3, 4] as const).map((l) => (
            <span key={l} className={cn('inline-block size-3 rounded-[3px]', SHADES[l])} />
          ))}
          <span>More</span>
        </div>
      </div>
      <details className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <summary className="cursor-pointer text-xs font-medium text-brand-700 dark:text-brand-300">
          Active days as a list
        </summary>
        {active === 0 ? (
          <p className="mt-2 text-xs">No active days yet.</p>
        ) : (
          <ul className="mt-2 max-h-48 space-y-0.5 overflow-y-auto text-xs">
            {[...days]
              .filter((d) => d.date <= today && d.tests + d.levels > 0)
              .reverse()
              .map((d) => (
                <li key={d.date}>{describeCell(d, locale)}</li>
              ))}
          </ul>
        )}
      </details>
    </div>
  );
}

/** Current and longest streak, in words and numbers. */
export function StreakStats({ current, longest }: { current: number; longest: number }) {
  const streaks = [
    {
      label: 'Current streak',
      days: current,
      box: 'bg-orange-50 dark:bg-orange-950/40',
      text: 'text-orange-800 dark:text-orange-300',
    },
    {
      label: 'Longest streak',
      days: longest,
      box: 'bg-violet-50 dark:bg-violet-950/40',
      text: 'text-violet-800 dark:text-violet-300',
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3">
      {streaks.map(({ label, days, box, text }) => (
        <div key={label} className={cn('rounded-xl p-3', box)}>
          <dt className={cn('text-xs font-medium uppercase', text)}>{label}</dt>
          <dd className="mt-1 text-2xl font-bold text-slate-900 dark:text-white">
            {`${days} ${days === 1 ? 'day' : 'days'}`}
          </dd>
        </div>
      ))}
    </dl>
  );
}
