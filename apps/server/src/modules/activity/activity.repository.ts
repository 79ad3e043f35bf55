/**
 * The only SQL of the activity map: finished tests and passed level attempts of one learner, read
 * through the covering (user_id, completed_at, ...) indexes of migration 007 and grouped in SQL by
 * UTC date and by the segment of the day between the instants where the learner's local date can
 * change (activity.service.ts picks them from the time zone). Only counts and minutes leave the
 * database, never answers. Timestamps are stored as `toISOString()` writes them, so the time of
 * day is the text at positions 12-23.
 */
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from 'kysely';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import type { Database } from '../../db/schema';

export interface DayGroup {
  /** UTC date, 'YYYY-MM-DD'. */
  utcDate: string;
  /** Segment of that UTC day: 0 before the first split time, i after the i-th. */
  segment: number;
  count: number;
  minutes: number;
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** CASE over the time of day ('HH:MM:SS.sss', sorted): which segment a completion falls in. */
function segmentOf(splits: readonly string[]): RawBuilder<number> {
  if (splits.length === 0) return sql<number>`0`;
  const whens = splits.map((s, i) => sql`when substr(completed_at, 12, 12) < ${s} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(splits.length)} end`;
}

/** Minutes from start to end, at least 0 and at most `cap` (null: no cap), in either database. */
function minutes(db: Kysely<Database>, start: RawBuilder<string>, end: RawBuilder<string>, cap: number | null): RawBuilder<number> {
  const raw = isPostgres(db)
    ? sql<number>`greatest(0, extract(epoch from (cast(${end} as timestamptz) - cast(${start} as timestamptz))) / 60.0)`
    : sql<number>`max(0, (julianday(${end}) - julianday(${start})) * 1440.0)`;
  if (cap === null) return raw;
  return isPostgres(db) ? sql<number>`least(${sql.lit(cap)}, ${raw})` : sql<number>`min(${sql.lit(cap)}, ${raw})`;
}

const toGroups = (rows: Array<{ utc_date: string; segment: number | string; n: number | string; minutes: number | string | null }>): DayGroup[] =>
  rows.map((r) => ({ utcDate: r.utc_date, segment: Number(r.segment), count: Number(r.n), minutes: Number(r.minutes ?? 0) }));

/** Finished tests (completed_at is set exactly when a test is completed); minutes stop at the deadline. */
export async function testGroups(db: Kysely<Database>, userId: string, splits: readonly string[]): Promise<DayGroup[]> {
  const end = isPostgres(db) ? sql<string>`least(completed_at, deadline_at)` : sql<string>`min(completed_at, deadline_at)`;
  const rows = await db
    .selectFrom('tests')
    .select([
      sql<string>`substr(completed_at, 1, 10)`.as('utc_date'),
      segmentOf(splits).as('segment'),
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${minutes(db, sql`started_at`, end, null)})`.as('minutes'),
    ])
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .groupBy([sql`substr(completed_at, 1, 10)`, sql`2`])
    .execute();
  return toGroups(rows);
}

/** Level attempts graded as passed (at least the pass mark); minutes capped at `capMinutes`. */
export async function passedLevelGroups(db: Kysely<Database>, userId: string, splits: readonly string[], capMinutes: number): Promise<DayGroup[]> {
  const rows = await db
    .selectFrom('chapter_attempts')
    .select([
      sql<string>`substr(completed_at, 1, 10)`.as('utc_date'),
      segmentOf(splits).as('segment'),
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${minutes(db, sql`created_at`, sql`completed_at`, capMinutes)})`.as('minutes'),
    ])
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .where('status', '=', 'completed')
    .where(sql<boolean>`score * 100 >= ${sql.lit(PASS_MARK_PERCENT)} * max_score`)
    .groupBy([sql`substr(completed_at, 1, 10)`, sql`2`])
    .execute();
  return toGroups(rows);
}

export interface CompletionStamp {
  first: string | null;
  last: string | null;
  /**
   * Changes whenever a completion is added: completions are stamped when they happen, so a new
   * one is the newest. (Rows are only ever removed with the whole account.)
   */
  version: string;
}

/** First and last completion of the learner (tests and level attempts): four index look-ups. */
export async function completionStamp(db: Kysely<Database>, userId: string): Promise<CompletionStamp> {
  const [t, l] = await Promise.all([
    db
      .selectFrom('tests')
      .select([sql<string | null>`min(completed_at)`.as('first'), sql<string | null>`max(completed_at)`.as('last')])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('chapter_attempts')
      .select([sql<string | null>`min(completed_at)`.as('first'), sql<string | null>`max(completed_at)`.as('last')])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  ]);
  const firsts = [t?.first, l?.first].filter((v): v is string => typeof v === 'string').sort();
  const lasts = [t?.last, l?.last].filter((v): v is string => typeof v === 'string').sort();
  return {
    first: firsts[0] ?? null,
    last: lasts.at(-1) ?? null,
    version: `${t?.last ?? ''}|${l?.last ?? ''}`,
  };
}
