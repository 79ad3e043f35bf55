/** The only SQL for handles, time zones and the public profile's own columns (migration 007). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(err: unknown): boolean {
  if (typeof err !== 'object' || err === null || !('code' in err)) return false;
  return err.code === '23505' || err.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** Handles in use that are `base` or start with `base-` (to pick a free suffix in one query). */
export async function handlesLike(db: Kysely<Database>, base: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('profiles')
    .select('handle')
    .where((eb) => eb.or([eb('handle', '=', base), eb('handle', 'like', `${base}-%`)]))
    .execute();
  return new Set(rows.flatMap((r) => (r.handle ? [r.handle] : [])));
}

/** Sets the handle only if the profile has none yet; false when it already had one. */
export async function setHandleIfMissing(
  db: Kysely<Database>,
  userId: string,
  handle: string,
): Promise<boolean> {
  const res = await db
    .updateTable('profiles')
    .set({ handle })
    .where('user_id', '=', userId)
    .where('handle', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function updatePublicIdentity(
  db: Kysely<Database>,
  userId: string,
  v: { handle: string; timeZone: string; allowIndexing: boolean },
  now: string,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({
      handle: v.handle,
      time_zone: v.timeZone,
      allow_indexing: v.allowIndexing ? 1 : 0,
      updated_at: now,
    })
    .where('user_id', '=', userId)
    .execute();
}

/** Saves the browser's time zone only while the learner has none (a chosen one is never replaced). */
export async function setTimeZoneIfMissing(
  db: Kysely<Database>,
  userId: string,
  timeZone: string,
): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ time_zone: timeZone })
    .where('user_id', '=', userId)
    .where('time_zone', 'is', null)
    .execute();
}

export async function findTimeZone(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('profiles')
    .select('time_zone')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.time_zone ?? null;
}

/** The profile row with its privacy switches, by handle. */
export async function findByHandle(db: Kysely<Database>, handle: string) {
  return db
    .selectFrom('profiles')
    .innerJoin('settings', 'settings.user_id', 'profiles.user_id')
    .selectAll('profiles')
    .select(['settings.public_profile', 'settings.show_email'])
    .where('profiles.handle', '=', handle)
    .executeTakeFirst();
}
