/** The mail job's lease (mail_leases): one process runs the job while its lease holds. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Takes the named lease until `until` if it is free, expired, or already ours; true if held now. */
export async function takeLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  now: string,
  until: string,
): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_leases')
    .values({ name, holder, expires_at: until })
    .onConflict((oc) => oc.column('name').doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) return true;
  const updated = await db
    .updateTable('mail_leases')
    .set({ holder, expires_at: until })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('expires_at', '<=', now), eb('holder', '=', holder)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Lets the lease go at once, if we still hold it. */
export async function releaseLease(
  db: Kysely<Database>,
  name: string,
  holder: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('mail_leases')
    .set({ expires_at: now })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute();
}
