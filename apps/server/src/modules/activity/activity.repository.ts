/**
 * The only SQL of the activity map: finished tests and passed level attempts of one learner, read
 * through the covering (user_id, completed_at, ...) indexes of migration 007 and grouped in SQL by
 * UTC date and by the segment of the day between the instants where the learner's local date can
 * change (activity.service.ts picks them from the time zone). Only counts and minutes leave the
 * database, never answers. Timestamps are stored as `toISOString()` writes them, so the time of
 * day is the text at positions 12-23.
 */
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import { isPostgres } from '../../db/create-db';
import type { Database } from '../../db/schema';

export interface DayGroup {
  /** UTC date, 'YYYY-MM-DD'. */
  utcDate: string;
  /** Segment of that UTC day: 0 before the first split time, i after the i-th. */
  segment: number;
  count: number;
  minutes: number;
}

/** CASE over the time of day ('HH:MM:SS.sss', sorted): which segment a completion falls in. */
function segmentOf(splits: readonly string[]): RawBuilder<number> {
  if (splits.length === 0) return sql<number>`0`;
  const whens = splits.map(
    (s, i) => sql`when substr(completed_at, 12, 12) < ${s} then ${sql.lit(i)}`,
  );
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(splits.length)} end`;
}

/** Minutes from start to end, at least 0 and at most `cap` (null: no cap), in either database. */
function minutes(
  db: Kysely<Database>,
  start: RawBuilder<string>,
  end: RawBuilder<string>,
  cap: number | null,
): RawBuilder<number> {
  const raw = isPostgres(db)
    ? sql<number>`greatest(0, extract(epoch from (cast(${end} as timestamptz) - cast(${start} as timestamptz))) / 60.0)`
    : sql<number>`max(0, (julianday(${end}) - julianday(${start})) * 1440.0)`;
  if (cap === null) return raw;
  return isPostgres(db)
    ? sql<number>`least(${sql.lit(cap)}, ${raw})`
    : sql<number>`min(${sql.lit(cap)}, ${raw})`;
}

type CompletionTable = 'tests' | 'chapter_attempts';

/** The learner's completions (completed_at set) in one table, only those stamped after `after` if given. */
function completions(
  db: Kysely<Database>,
  table: CompletionTable,
  userId: string,
  after: string | null = null,
) {
  return db
    .selectFrom(table)
    .where('user_id', '=', userId)
    .where('completed_at', 'is not', null)
    .$if(after !== null, (qb) => qb.where('completed_at', '>', after ?? ''));
}

/** Completions grouped by UTC date and segment of the day, with the sum of their `minutes`. */
async function dayGroups(
  rows: ReturnType<typeof completions>,
  splits: readonly string[],
  minutesTaken: RawBuilder<number>,
): Promise<DayGroup[]> {
  const groups = await rows
    .select([
      sql<string>`substr(completed_at, 1, 10)`.as('utc_date'),
      segmentOf(splits).as('segment'),
      sql<number>`count(*)`.as('n'),
      sql<number>`sum(${minutesTaken})`.as('minutes'),
    ])
    .groupBy([sql`substr(completed_at, 1, 10)`, sql`2`])
    .execute();
  return groups.map((g) => ({
    utcDate: g.utc_date,
    segment: Number(g.segment),
    count: Number(g.n),
    minutes: Number(g.minutes ?? 0),
  }));
}

/**
 * Finished tests (completed_at is set exactly when a test is completed); minutes stop at the
 * deadline. `after`: only completions stamped later than it (the rows added since a cached count).
 */
export async function testGroups(
  db: Kysely<Database>,
  userId: string,
  splits: readonly string[],
  after: string | null = null,
): Promise<DayGroup[]> {
  const end = isPostgres(db)
    ? sql<string>`least(completed_at, deadline_at)`
    : sql<string>`min(completed_at, deadline_at)`;
  const finished = completions(db, 'tests', userId, after);
  return dayGroups(finished, splits, minutes(db, sql`started_at`, end, null));
}

/** Level attempts graded as passed (at least the pass mark); minutes capped at `capMinutes`. */
export async function passedLevelGroups(
  db: Kysely<Database>,
  userId: string,
  splits: readonly string[],
  capMinutes: number,
  after: string | null = null,
): Promise<DayGroup[]> {
  const passed = completions(db, 'chapter_attempts', userId, after)
    .where('status', '=', 'completed')
    .where(sql<boolean>`score * 100 >= ${sql.lit(PASS_MARK_PERCENT)} * max_score`);
  return dayGroups(passed, splits, minutes(db, sql`created_at`, sql`completed_at`, capMinutes));
}

/** One table's completions: how many, the first and the newest stamp. */
export interface TableStamp {
  count: number;
  first: string | null;
  last: string | null;
}

export interface CompletionStamp {
  tests: TableStamp;
  levels: TableStamp;
}

/**
 * Count, first and last completion of the learner in each table, from the (user_id, completed_at)
 * indexes alone. Completed rows are never removed but with the whole account and their stamp never
 * changes, so a higher count with the rows stamped after the last one explaining all of it means
 * exactly those rows were added (activity.service.ts); anything else is counted again from scratch.
 */
export async function completionStamp(
  db: Kysely<Database>,
  userId: string,
): Promise<CompletionStamp> {
  const stampOf = (table: CompletionTable) =>
    completions(db, table, userId)
      .select([
        sql<number | string>`count(*)`.as('n'),
        sql<string | null>`min(completed_at)`.as('first'),
        sql<string | null>`max(completed_at)`.as('last'),
      ])
      .executeTakeFirst()
      .then((r): TableStamp => ({
        count: Number(r?.n ?? 0),
        first: r?.first ?? null,
        last: r?.last ?? null,
      }));
  const [tests, levels] = await Promise.all([stampOf('tests'), stampOf('chapter_attempts')]);
  return { tests, levels };
}

/** How many completions (passed or not) each table has stamped after `after`. */
export async function completionsAfter(
  db: Kysely<Database>,
  userId: string,
  after: { tests: string | null; levels: string | null },
): Promise<{ tests: number; levels: number }> {
  const countAfter = (table: CompletionTable, since: string | null) =>
    completions(db, table, userId, since)
      .select(sql<number | string>`count(*)`.as('n'))
      .executeTakeFirst()
      .then((r) => Number(r?.n ?? 0));
  const [tests, levels] = await Promise.all([
    countAfter('tests', after.tests),
    countAfter('chapter_attempts', after.levels),
  ]);
  return { tests, levels };
}
