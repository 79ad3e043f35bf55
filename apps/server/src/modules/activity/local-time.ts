/**
 * Calendar dates in a time zone, fast enough for 10,000 timestamps: the zone's offset is read
 * through Intl once per UTC week (per day only in a week with a transition); a UTC day with one
 * offset all day has one instant where the local date changes, so each timestamp costs a
 * comparison. Only a UTC day with a transition (DST) reads the offset per timestamp.
 */
const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone for the process (building one costs more than using it many times). */
function formatter(timeZone: string): Intl.DateTimeFormat {
  let known = formatters.get(timeZone);
  if (!known) {
    known = makeFormatter(timeZone);
    formatters.set(timeZone, known);
  }
  return known;
}

function makeFormatter(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
}

/** Offset of the zone from UTC at `ms`, in milliseconds (Tokyo: +9 h). */
function offsetAt(fmt: Intl.DateTimeFormat, ms: number): number {
  const parts: Record<string, number> = {};
  for (const p of fmt.formatToParts(new Date(ms)))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const wall = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wall - Math.floor(ms / 1000) * 1000;
}

export interface LocalCalendar {
  /** The local calendar date ('YYYY-MM-DD') of an instant given as epoch ms. */
  dateOf(ms: number): string;
  /** The same for a stored timestamp (any ISO 8601 form; `toISOString()` form is read without parsing). */
  dateOfIso(iso: string): string;
  /** The UTC instant (epoch ms) when a local date begins. */
  startOf(date: string): number;
  /**
   * The times of day (UTC, 'HH:MM:SS.sss') at which the local date can change between two
   * instants: local midnight under each offset in force then. '00:00:00.000' is left out.
   */
  midnightsBetween(fromMs: number, toMs: number): string[];
}

interface UtcDay {
  /** Instant within this UTC day when the local date changes (or Infinity: it does not). */
  boundary: number;
  /** The same instant in `toISOString()` form ('~' sorts after any timestamp: no change). */
  boundaryIso: string;
  before: string;
  after: string;
}

/** 'YYYY-MM-DDTHH:MM:SS.sssZ', as `toISOString()` writes (these compare as text in time order). */
const CANONICAL_ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

export function localCalendar(timeZone: string): LocalCalendar {
  const fmt = formatter(timeZone);
  const slowDate = (ms: number) => new Date(ms + offsetAt(fmt, ms)).toISOString().slice(0, 10);
  // Per UTC day with one offset all day: the local date is one of two, split at one instant.
  const perUtcDay = new Map<number, UtcDay | null>();
  const perUtcDate = new Map<string, UtcDay | null>();
  // Offsets at the start of each UTC week: equal at both ends means no transition in between
  // (zones change offset at most a few times a year, never twice within a week).
  const perWeek = new Map<number, number>();
  const weekStartOffset = (week: number): number => {
    let known = perWeek.get(week);
    if (known === undefined) {
      known = offsetAt(fmt, week * WEEK_MS);
      perWeek.set(week, known);
    }
    return known;
  };
  const dayInfo = (day: number): UtcDay | null => {
    const start = day * DAY_MS;
    const week = Math.floor(start / WEEK_MS);
    const steady = weekStartOffset(week) === weekStartOffset(week + 1);
    const a = steady ? weekStartOffset(week) : offsetAt(fmt, start);
    if (!steady && a !== offsetAt(fmt, start + DAY_MS - 1000)) return null;
    const before = new Date(start + a).toISOString().slice(0, 10);
    const after = new Date(start + DAY_MS - 1 + a).toISOString().slice(0, 10);
    // Local midnight falls at start + (DAY - offset) mod DAY.
    const shift = ((-a % DAY_MS) + DAY_MS) % DAY_MS;
    const boundary = before === after ? Infinity : start + shift;
    return {
      boundary,
      boundaryIso: boundary === Infinity ? '~' : new Date(boundary).toISOString(),
      before,
      after,
    };
  };
  const infoOf = (day: number): UtcDay | null => {
    let info = perUtcDay.get(day);
    if (info === undefined) {
      info = dayInfo(day);
      perUtcDay.set(day, info);
    }
    return info;
  };
  return {
    dateOf(ms) {
      const info = infoOf(Math.floor(ms / DAY_MS));
      if (info === null) return slowDate(ms);
      return ms < info.boundary ? info.before : info.after;
    },
    dateOfIso(iso) {
      if (!CANONICAL_ISO.test(iso)) return this.dateOf(Date.parse(iso));
      // One UTC day per distinct date prefix: parsed once, then each timestamp is a text compare.
      const utcDate = iso.slice(0, 10);
      let info = perUtcDate.get(utcDate);
      if (info === undefined) {
        info = infoOf(Math.floor(Date.parse(`${utcDate}T00:00:00Z`) / DAY_MS));
        perUtcDate.set(utcDate, info);
      }
      if (info === null) return slowDate(Date.parse(iso));
      return iso < info.boundaryIso ? info.before : info.after;
    },
    midnightsBetween(fromMs, toMs) {
      const offsets = new Set<number>();
      const firstWeek = Math.floor(fromMs / WEEK_MS);
      const lastWeek = Math.floor(toMs / WEEK_MS) + 1;
      for (let w = firstWeek; w <= lastWeek; w += 1) offsets.add(weekStartOffset(w));
      const times = [...offsets]
        .map((o) => ((-o % DAY_MS) + DAY_MS) % DAY_MS)
        .filter((t) => t !== 0)
        .sort((a, b) => a - b)
        .map((t) => new Date(t).toISOString().slice(11, 23));
      return [...new Set(times)];
    },
    startOf(date) {
      const midnightUtc = Date.parse(`${date}T00:00:00Z`);
      // Two passes settle the offset even when the day starts right after a transition.
      let guess = midnightUtc - offsetAt(fmt, midnightUtc);
      guess = midnightUtc - offsetAt(fmt, guess);
      return guess;
    },
  };
}
