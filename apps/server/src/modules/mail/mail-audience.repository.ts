/**
 * Who gets which mail: recipients with their switches and time zone, and the learners due for a
 * weekly report or a reminder. Read-only views of other modules' tables (settings, tests,
 * course_progress), kept here so the scheduler reads them in one query each.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface Recipient {
  email: string;
  name: string;
  timeZone: string | null;
  emailNotifications: boolean;
  testReminders: boolean;
  weeklyReport: boolean;
}

export async function findRecipient(
  db: Kysely<Database>,
  userId: string,
): Promise<Recipient | undefined> {
  const row = await db
    .selectFrom('user')
    .innerJoin('settings', 'settings.user_id', 'user.id')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .select([
      'user.email',
      'user.name',
      'profiles.time_zone',
      'settings.email_notifications',
      'settings.test_reminders',
      'settings.weekly_report',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    email: row.email,
    name: row.name,
    timeZone: row.time_zone,
    emailNotifications: row.email_notifications === 1,
    testReminders: row.test_reminders === 1,
    weeklyReport: row.weekly_report === 1,
  };
}

/** Learners with the weekly report on, and their time zone. */
export async function weeklyReportLearners(
  db: Kysely<Database>,
): Promise<Array<{ userId: string; timeZone: string | null }>> {
  const rows = await db
    .selectFrom('settings')
    .leftJoin('profiles', 'profiles.user_id', 'settings.user_id')
    .select(['settings.user_id', 'profiles.time_zone'])
    .where('settings.weekly_report', '=', 1)
    .execute();
  return rows.map((r) => ({ userId: r.user_id, timeZone: r.time_zone }));
}

export interface Unfinished {
  userId: string;
  what: 'test' | 'course';
  id: string;
  title: string;
  /** The test's type (mcq, coding...): its page is /test/<type>; empty for a course. */
  type: string;
  /** When the learner last touched it. */
  touchedAt: string;
}

/**
 * Open tests started, and courses in progress last opened, before `before`, of learners with
 * reminders on. Read-only views of the tests and courses tables, for the reminder alone.
 */
export async function unfinishedBetween(
  db: Kysely<Database>,
  from: string,
  before: string,
): Promise<Unfinished[]> {
  const [tests, courses] = await Promise.all([
    db
      .selectFrom('tests')
      .innerJoin('settings', 'settings.user_id', 'tests.user_id')
      .select(['tests.user_id', 'tests.id', 'tests.title', 'tests.type', 'tests.started_at'])
      .where('tests.status', '=', 'in_progress')
      .where('tests.started_at', '>=', from)
      .where('tests.started_at', '<', before)
      .where('settings.test_reminders', '=', 1)
      .execute(),
    db
      .selectFrom('course_progress')
      .innerJoin('settings', 'settings.user_id', 'course_progress.user_id')
      .select([
        'course_progress.user_id',
        'course_progress.course_id',
        'course_progress.last_accessed_at',
      ])
      .where('course_progress.status', '=', 'in_progress')
      .where('course_progress.last_accessed_at', '>=', from)
      .where('course_progress.last_accessed_at', '<', before)
      .where('settings.test_reminders', '=', 1)
      .execute(),
  ]);
  return [
    ...tests.map((t) => ({
      userId: t.user_id,
      what: 'test' as const,
      id: t.id,
      title: t.title,
      type: t.type,
      touchedAt: t.started_at,
    })),
    ...courses.map((c) => ({
      userId: c.user_id,
      what: 'course' as const,
      id: c.course_id,
      title: c.course_id,
      type: '',
      touchedAt: c.last_accessed_at,
    })),
  ];
}
