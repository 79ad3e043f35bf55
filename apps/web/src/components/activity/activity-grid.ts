/** Pure layout of a 52-week activity map: weeks as columns (Sunday first), days as rows. */
import type { ActivityDay } from '@app/shared/activity.schemas';

export interface MapCell {
  date: string;
  tests: number;
  levels: number;
  minutes: number;
  /** 0 (none) to 4 (most): the shade, always paired with text. */
  level: 0 | 1 | 2 | 3 | 4;
  /** After today: drawn empty, not announced as a day. */
  future: boolean;
}

const DAY_MS = 86_400_000;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

function shade(count: number): MapCell['level'] {
  if (count <= 0) return 0;
  if (count === 1) return 1;
  if (count <= 3) return 2;
  if (count <= 6) return 3;
  return 4;
}

/** `weeks` columns ending with the week of `today`; each column holds Sunday..Saturday. */
export function buildWeeks(days: readonly ActivityDay[], today: string, weeks = 52): MapCell[][] {
  const byDate = new Map(days.map((d) => [d.date, d]));
  const firstSunday = addDays(today, -weekday(today) - (weeks - 1) * 7);
  const columns: MapCell[][] = [];
  for (let w = 0; w < weeks; w += 1) {
    const column: MapCell[] = [];
    for (let d = 0; d < 7; d += 1) {
      const date = addDays(firstSunday, w * 7 + d);
      const found = byDate.get(date);
      const tests = found?.tests ?? 0;
      const levels = found?.levels ?? 0;
      column.push({
        date,
        tests,
        levels,
        minutes: found?.minutes ?? 0,
        level: shade(tests + levels),
        future: date > today,
      });
    }
    columns.push(column);
  }
  return columns;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * One formatter per locale: making an Intl.DateTimeFormat costs far more than using one, and the
 * map describes 364 cells per render (a new one per cell was a third of the dashboard's script time).
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(locale: string): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

const weekdayNames = new Map<string, readonly string[]>();

/** The seven weekdays' short names in `locale`, Sunday first (the map's rows): 'Sun' ... 'Sat'. */
export function weekdays(locale: string): readonly string[] {
  let names = weekdayNames.get(locale);
  if (!names) {
    const format = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    // 2026-03-01 was a Sunday.
    names = Array.from({ length: 7 }, (_, d) => format.format(new Date(Date.UTC(2026, 2, 1 + d))));
    weekdayNames.set(locale, names);
  }
  return names;
}

/** 'Tue, Mar 3, 2026: 2 tests, 1 level passed, 35 minutes' or '...: no activity'. */
export function describeCell(
  cell: Pick<MapCell, 'date' | 'tests' | 'levels' | 'minutes'>,
  locale: string,
): string {
  const when = dayFormat(locale).format(new Date(`${cell.date}T00:00:00Z`));
  if (cell.tests === 0 && cell.levels === 0) return `${when}: no activity`;
  return `${when}: ${plural(cell.tests, 'test', 'tests')}, ${plural(cell.levels, 'level passed', 'levels passed')}, ${plural(cell.minutes, 'minute', 'minutes')}`;
}
