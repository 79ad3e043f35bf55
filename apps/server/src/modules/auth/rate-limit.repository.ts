/** The only SQL for the rate_limits table: fixed-window counters shared by every server process. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface WindowCount {
  hits: number;
  /** Epoch milliseconds when the window ends. */
  resetAt: number;
}

/**
 * Counts one hit on `key` in one atomic statement: a new window starts when the old one has ended.
 * Concurrent hits from several processes each get their own, increasing count.
 */
export async function countHit(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
  now: number,
): Promise<WindowCount> {
  const resetAt = now + windowMs;
  const row = await db
    .insertInto('rate_limits')
    .values({ key, hits: 1, reset_at: resetAt })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
        reset_at: sql<number>`case when rate_limits.reset_at <= ${now} then ${resetAt} else rate_limits.reset_at end`,
      }),
    )
    .returning(['hits', 'reset_at'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), resetAt: Number(row.reset_at) };
}

export async function clearKey(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('key', '=', key).execute();
}

export async function deleteEnded(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
}
