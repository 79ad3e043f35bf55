/** The only SQL for certificates (migration 009). */
import type { Kysely, Transaction } from 'kysely';
import type { CertificatesTable, Database } from '../../db/schema';

type Db = Kysely<Database> | Transaction<Database>;

/** Inserts the learner's certificate for the course unless one exists (the unique index decides). */
/** True when this call issued it (false: the learner already had one). */
export async function insertIfAbsent(db: Db, row: CertificatesTable): Promise<boolean> {
  const result = await db
    .insertInto('certificates')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** The certificate with its holder's current display name and public-profile switch. */
export async function findWithHolder(db: Db, serial: string) {
  return db
    .selectFrom('certificates')
    .leftJoin('profiles', 'profiles.user_id', 'certificates.user_id')
    .leftJoin('settings', 'settings.user_id', 'certificates.user_id')
    .leftJoin('user', 'user.id', 'certificates.user_id')
    .selectAll('certificates')
    .select([
      'profiles.display_name',
      'profiles.handle',
      'settings.public_profile',
      'user.name as user_name',
    ])
    .where('certificates.serial', '=', serial)
    .executeTakeFirst();
}

/** The learner's valid certificates, oldest completion first. */
export async function listForUser(db: Db, userId: string): Promise<CertificatesTable[]> {
  return db
    .selectFrom('certificates')
    .selectAll()
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('completed_at')
    .orderBy('serial')
    .execute();
}
