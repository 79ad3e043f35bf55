/**
 * Day counts, current and longest streak (issue 15). A day counts when the learner finishes a test
 * or passes a level, in the learner's time zone: a test finished at 23:30 in Tokyo counts for that
 * Tokyo day. Minutes: start to finish of each counted activity (tests stop at their deadline,
 * levels at LEVEL_MINUTES_CAP).
 */
import type { Kysely } from 'kysely';
import {
  ACTIVITY_MAP_WEEKS,
  LEVEL_MINUTES_CAP,
  addDays,
  computeStreaks,
  type Activity,
  type ActivityDay,
  type ActivityQuery,
} from '@app/shared/activity.schemas';
import type { Database } from '../../db/schema';
import { BoundedMap } from '../../lib/bounded-map';
import { timeZoneOf } from '../profile/public-identity.service';
import * as repo from './activity.repository';
import { localCalendar, type LocalCalendar } from './local-time';

interface Tally {
  tests: number;
  levels: number;
  minutes: number;
}

/**
 * Per-learner day tallies, kept in this process and checked on every request against a stamp read
 * from the indexes (count and newest completion per table), so a new test or level, on any
 * process, is counted at once. When the only change is rows stamped after the cached newest ones
 * (the usual case: a test just finished), only those rows are read and added; anything else (a
 * test graded at its past deadline, a time zone change) counts everything again. At most
 * CACHE_LIMIT learners, oldest out.
 */
const CACHE_LIMIT = 2000;
interface Cached {
  stamp: repo.CompletionStamp;
  tallies: Map<string, Tally>;
}
const cache = new BoundedMap<string, Cached>(CACHE_LIMIT);

const sameStamp = (a: repo.TableStamp, b: repo.TableStamp) =>
  a.count === b.count && a.first === b.first && a.last === b.last;

/** Reads the groups of completions stamped after `after` (all when null) and adds them to `tallies`. */
async function addGroups(
  db: Kysely<Database>,
  userId: string,
  cal: LocalCalendar,
  tallies: Map<string, Tally>,
  range: { first: string; last: string },
  after: { tests: string | null; levels: string | null },
): Promise<void> {
  // Split each UTC day where the local date can change; each segment then has one local date.
  const splits = cal.midnightsBetween(Date.parse(range.first), Date.parse(range.last));
  const starts = ['00:00:00.000', ...splits];
  const [tests, levels] = await Promise.all([
    repo.testGroups(db, userId, splits, after.tests),
    repo.passedLevelGroups(db, userId, splits, LEVEL_MINUTES_CAP, after.levels),
  ]);
  const add = (g: repo.DayGroup, kind: 'tests' | 'levels') => {
    const date = cal.dateOfIso(`${g.utcDate}T${starts[g.segment] ?? '00:00:00.000'}Z`);
    const t = tallies.get(date) ?? { tests: 0, levels: 0, minutes: 0 };
    t[kind] += g.count;
    t.minutes += g.minutes;
    tallies.set(date, t);
  };
  for (const g of tests) add(g, 'tests');
  for (const g of levels) add(g, 'levels');
}

const minOf = (...v: Array<string | null>) =>
  v.filter((x): x is string => x !== null).sort()[0] ?? null;
const maxOf = (...v: Array<string | null>) =>
  v
    .filter((x): x is string => x !== null)
    .sort()
    .at(-1) ?? null;

/** True when the stamp moved only by rows stamped after the cached newest ones, and by all of them. */
async function onlyAppended(
  db: Kysely<Database>,
  userId: string,
  old: repo.CompletionStamp,
  now: repo.CompletionStamp,
): Promise<boolean> {
  if (now.tests.count < old.tests.count || now.levels.count < old.levels.count) return false;
  if (now.tests.first !== old.tests.first && old.tests.first !== null) return false;
  if (now.levels.first !== old.levels.first && old.levels.first !== null) return false;
  const added = await repo.completionsAfter(db, userId, {
    tests: old.tests.last,
    levels: old.levels.last,
  });
  return (
    added.tests === now.tests.count - old.tests.count &&
    added.levels === now.levels.count - old.levels.count
  );
}

async function dayTallies(
  db: Kysely<Database>,
  userId: string,
  timeZone: string,
  cal: LocalCalendar,
): Promise<Map<string, Tally>> {
  const stamp = await repo.completionStamp(db, userId);
  const key = `${userId}|${timeZone}`;
  const hit = cache.get(key);
  if (hit && sameStamp(hit.stamp.tests, stamp.tests) && sameStamp(hit.stamp.levels, stamp.levels))
    return hit.tallies;
  const first = minOf(stamp.tests.first, stamp.levels.first);
  const last = maxOf(stamp.tests.last, stamp.levels.last);
  let tallies = new Map<string, Tally>();
  if (
    hit &&
    first !== null &&
    last !== null &&
    (await onlyAppended(db, userId, hit.stamp, stamp))
  ) {
    tallies = new Map([...hit.tallies].map(([d, t]) => [d, { ...t }]));
    await addGroups(
      db,
      userId,
      cal,
      tallies,
      { first, last },
      { tests: hit.stamp.tests.last, levels: hit.stamp.levels.last },
    );
  } else if (first !== null && last !== null) {
    await addGroups(db, userId, cal, tallies, { first, last }, { tests: null, levels: null });
  }
  cache.set(key, { stamp, tallies });
  return tallies;
}

/** The default range: the 52 weeks up to today (364 days before today, through today). */
function defaultRange(today: string): { from: string; to: string } {
  return { from: addDays(today, -(ACTIVITY_MAP_WEEKS * 7 - 1)), to: today };
}

export async function getActivity(
  db: Kysely<Database>,
  userId: string,
  timeZone: string,
  query: ActivityQuery = {},
  now: Date = new Date(),
): Promise<Activity> {
  const cal = localCalendar(timeZone);
  const today = cal.dateOf(now.getTime());
  const range = defaultRange(today);
  const to = query.to ?? (query.from ? addDays(query.from, ACTIVITY_MAP_WEEKS * 7 - 1) : range.to);
  const from = query.from ?? addDays(to, -(ACTIVITY_MAP_WEEKS * 7 - 1));

  const tallies = await dayTallies(db, userId, timeZone, cal);
  const activeDays = [...tallies.keys()].sort();
  const streaks = computeStreaks(activeDays, today);
  const days: ActivityDay[] = activeDays
    .filter((d) => d >= from && d <= to)
    .map((date) => {
      const t = tallies.get(date) ?? { tests: 0, levels: 0, minutes: 0 };
      return { date, tests: t.tests, levels: t.levels, minutes: Math.round(t.minutes) };
    });
  return {
    timeZone,
    from,
    to,
    today,
    days,
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
  };
}

/** GET /api/activity: the signed-in learner's map and streaks in the learner's own time zone. */
export async function myActivity(
  db: Kysely<Database>,
  userId: string,
  query: ActivityQuery,
): Promise<Activity> {
  return getActivity(db, userId, await timeZoneOf(db, userId), query);
}
