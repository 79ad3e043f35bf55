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
import { timeZoneOf } from '../profile/public-identity.service';
import * as repo from './activity.repository';
import { localCalendar, type LocalCalendar } from './local-time';

interface Tally {
  tests: number;
  levels: number;
  minutes: number;
}

/**
 * Per-learner day tallies, kept in this process while the learner's completions are unchanged:
 * each request checks a stamp read from the indexes (counts and newest completion), so a new
 * test or level, on any process, is counted at once. At most CACHE_LIMIT learners, oldest out.
 */
const CACHE_LIMIT = 2000;
const cache = new Map<string, { version: string; tallies: Map<string, Tally> }>();

async function dayTallies(db: Kysely<Database>, userId: string, timeZone: string, cal: LocalCalendar): Promise<Map<string, Tally>> {
  const stamp = await repo.completionStamp(db, userId);
  const key = `${userId}|${timeZone}`;
  const hit = cache.get(key);
  if (hit && hit.version === stamp.version) return hit.tallies;
  const tallies = new Map<string, Tally>();
  if (stamp.first !== null && stamp.last !== null) {
    // Split each UTC day where the local date can change; each segment then has one local date.
    const splits = cal.midnightsBetween(Date.parse(stamp.first), Date.parse(stamp.last));
    const starts = ['00:00:00.000', ...splits];
    const [tests, levels] = await Promise.all([
      repo.testGroups(db, userId, splits),
      repo.passedLevelGroups(db, userId, splits, LEVEL_MINUTES_CAP),
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
  cache.delete(key);
  cache.set(key, { version: stamp.version, tallies });
  if (cache.size > CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return tallies;
}

/** The default range: the 52 weeks up to today (364 days before today, through today). */
export function defaultRange(today: string): { from: string; to: string } {
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
  return { timeZone, from, to, today, days, currentStreak: streaks.current, longestStreak: streaks.longest };
}

/** GET /api/activity: the signed-in learner's map and streaks in the learner's own time zone. */
export async function myActivity(db: Kysely<Database>, userId: string, query: ActivityQuery): Promise<Activity> {
  return getActivity(db, userId, await timeZoneOf(db, userId), query);
}
