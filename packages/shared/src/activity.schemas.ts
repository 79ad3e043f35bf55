/**
 * Streaks and the activity map (issue 15). A day counts when the learner finishes a test or
 * passes a level, in the learner's time zone. Dates are local calendar dates, 'YYYY-MM-DD'.
 */
import { z } from 'zod';

/** The map shows 52 weeks; a query may span at most 53 weeks (a map aligned to whole weeks). */
export const ACTIVITY_MAP_WEEKS = 52;
export const ACTIVITY_MAX_RANGE_DAYS = 371;
/** Minutes counted for one level attempt at most (levels have no timer; a tab left open is not study). */
export const LEVEL_MINUTES_CAP = 60;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}

/** Whole days from `a` to `b` (calendar dates). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export const calendarDateSchema = z
  .string()
  .refine(isCalendarDate, 'Dates must be real calendar dates written YYYY-MM-DD, like 2026-03-31.');

export const activityQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .strict()
  .superRefine((q, ctx) => {
    if (q.from === undefined || q.to === undefined) return;
    const span = daysBetween(q.from, q.to);
    if (span < 0)
      ctx.addIssue({
        code: 'custom',
        path: ['from'],
        message: '"from" must be on or before "to".',
      });
    else if (span + 1 > ACTIVITY_MAX_RANGE_DAYS)
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `A range may cover at most ${ACTIVITY_MAX_RANGE_DAYS} days.`,
      });
  });
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityDaySchema = z.object({
  date: z.string(),
  tests: z.number().int(),
  levels: z.number().int(),
  minutes: z.number().int(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const activitySchema = z.object({
  timeZone: z.string(),
  from: z.string(),
  to: z.string(),
  /** Today in the learner's time zone. */
  today: z.string(),
  /** Only the days with activity, oldest first. */
  days: z.array(activityDaySchema),
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
});
export type Activity = z.infer<typeof activitySchema>;

/**
 * Current streak: the run of active days ending today, or ending yesterday while today has no
 * activity yet (the streak is still alive until today ends). Longest: the longest run ever.
 * `activeDays` sorted ascending, unique.
 */
export function computeStreaks(
  activeDays: readonly string[],
  today: string,
): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  let prev: string | undefined;
  for (const day of activeDays) {
    run = prev !== undefined && daysBetween(prev, day) === 1 ? run + 1 : 1;
    if (run > longest) longest = run;
    prev = day;
  }
  const set = new Set(activeDays);
  let cursor = set.has(today) ? today : addDays(today, -1);
  let current = 0;
  while (set.has(cursor)) {
    current += 1;
    cursor = addDays(cursor, -1);
  }
  return { current, longest };
}
