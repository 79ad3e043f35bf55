/**
 * What is due now, into the outbox. Each row's unique key (learner, kind, period) makes planning
 * idempotent: running it twice, or on two processes, queues each mail once.
 * - Weekly Report: on Monday from 08:00 until midnight in the learner's time zone (UTC when unset),
 *   about the seven days before; only after some activity in the last 4 weeks.
 * - Test Reminders: an open test started, or a course in progress last opened, 3 or more days ago;
 *   one reminder per learner and week, at least 7 days apart, and only about something touched
 *   since the last reminder (so one left alone gets one reminder, not one every week); what went
 *   idle more than 14 days ago is not read.
 */
import type { Kysely } from 'kysely';
import { addDays } from '@app/shared/activity.schemas';
import { COURSES } from '@app/content/catalogue';
import type { Database } from '../../db/schema';
import { getActivity } from '../activity/activity.service';
import { localCalendar } from '../activity/local-time';
import { summary as reviewSummary } from '../review/review.service';
import * as audience from './mail-audience.repository';
import * as repo from './mail.repository';

const DAY_MS = 86_400_000;
const REPORT_HOUR = 8;
const REMINDER_IDLE_DAYS = 3;
const REMINDER_WINDOW_DAYS = 14;
const ACTIVE_WITHIN_DAYS = 28;

/** A zone Intl knows, else UTC (a stored zone is validated on save, but never trust a column). */
const knownZones = new Map<string, boolean>();
function safeZone(zone: string | null): string {
  if (!zone) return 'UTC';
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    knownZones.set(zone, valid);
  }
  return valid ? zone : 'UTC';
}

/** The local Monday whose report is due at `now`, or null when it is not Monday morning there. */
function reportDueWeek(timeZone: string, now: Date): string | null {
  const cal = localCalendar(timeZone);
  const today = cal.dateOf(now.getTime());
  const isMonday = new Date(`${today}T00:00:00Z`).getUTCDay() === 1;
  if (!isMonday) return null;
  return now.getTime() - cal.startOf(today) >= REPORT_HOUR * 3_600_000 ? today : null;
}

async function planWeeklyFor(
  db: Kysely<Database>,
  userId: string,
  timeZone: string,
  monday: string,
  now: Date,
): Promise<boolean> {
  const activity = await getActivity(
    db,
    userId,
    timeZone,
    { from: addDays(monday, -ACTIVE_WITHIN_DAYS), to: monday },
    now,
  );
  const weekStart = addDays(monday, -7);
  const week = activity.days.filter((d) => d.date >= weekStart && d.date < monday);
  const review = await reviewSummary(db, userId);
  const payload = {
    weekStart,
    weekEnd: addDays(monday, -1),
    tests: week.reduce((n, d) => n + d.tests, 0),
    levels: week.reduce((n, d) => n + d.levels, 0),
    activeDays: week.length,
    currentStreak: activity.currentStreak,
    reviewDue: review.dueCount,
  };
  // No activity in 4 weeks: no mail, but a 'skipped' row, so the next ticks of this Monday do not
  // read the learner's activity again.
  const active = activity.days.length > 0;
  const status = active ? 'pending' : 'skipped';
  const queued = await repo.insertIfAbsent(db, {
    userId,
    kind: 'weekly-report',
    period: monday,
    status,
    payload,
    now: now.toISOString(),
  });
  return queued && active;
}

export async function planWeeklyReports(db: Kysely<Database>, now: Date): Promise<number> {
  // Which learners' Monday morning it is costs no query; who already has this week's report is
  // one query per Monday date (zones either side of the date line can be on different Mondays).
  const due = new Map<string, Array<{ userId: string; timeZone: string }>>();
  for (const learner of await audience.weeklyReportLearners(db)) {
    const timeZone = safeZone(learner.timeZone);
    const monday = reportDueWeek(timeZone, now);
    if (monday !== null)
      due.set(monday, [...(due.get(monday) ?? []), { userId: learner.userId, timeZone }]);
  }
  let queued = 0;
  for (const [monday, learners] of due) {
    const done = await repo.userIdsWithRow(db, 'weekly-report', monday);
    for (const l of learners)
      if (!done.has(l.userId) && (await planWeeklyFor(db, l.userId, l.timeZone, monday, now)))
        queued += 1;
  }
  return queued;
}

/** The UTC Monday of the week holding `now` ('YYYY-MM-DD'): the reminder's period. */
function utcMonday(now: Date): string {
  const day = now.toISOString().slice(0, 10);
  return addDays(day, -((now.getUTCDay() + 6) % 7));
}

const courseTitles = new Map(COURSES.map((c) => [c.id, c.title]));

export async function planReminders(db: Kysely<Database>, now: Date): Promise<number> {
  // Only what went idle in the last two weeks: older things were reminded of then, or left alone
  // before this ran, and reading every abandoned course each tick would grow without end.
  const idle = await audience.unfinishedBetween(
    db,
    new Date(now.getTime() - REMINDER_WINDOW_DAYS * DAY_MS).toISOString(),
    new Date(now.getTime() - REMINDER_IDLE_DAYS * DAY_MS).toISOString(),
  );
  const byLearner = new Map<string, audience.Unfinished[]>();
  for (const item of idle)
    byLearner.set(item.userId, [...(byLearner.get(item.userId) ?? []), item]);
  let queued = 0;
  for (const [userId, items] of byLearner) {
    const last = await repo.latestCreated(db, userId, 'reminder');
    if (last !== null && now.getTime() - Date.parse(last) < 7 * DAY_MS) continue;
    const fresh = items
      .filter((i) => last === null || i.touchedAt > last)
      .sort((a, b) => b.touchedAt.localeCompare(a.touchedAt))[0];
    if (!fresh) continue;
    const payload =
      fresh.what === 'test'
        ? {
            what: 'test' as const,
            title: fresh.title,
            path: `/test/${encodeURIComponent(fresh.type)}?id=${encodeURIComponent(fresh.id)}`,
          }
        : {
            what: 'course' as const,
            title: courseTitles.get(fresh.id) ?? fresh.id,
            path: `/course/${fresh.id}`,
          };
    if (
      await repo.insertIfAbsent(db, {
        userId,
        kind: 'reminder',
        period: utcMonday(now),
        status: 'pending',
        payload,
        now: now.toISOString(),
      })
    )
      queued += 1;
  }
  return queued;
}
