/**
 * Password-reset tokens are stored hashed (better-auth's `verification.storeIdentifier`), with
 * the `reset-password:` prefix kept readable so that a new reset can delete the older ones.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export const RESET_PREFIX = 'reset-password:';

/** `reset-password:<token>` becomes `reset-password:<sha256 of it>`; better-auth hashes before every lookup. */
export async function hashResetIdentifier(identifier: string): Promise<string> {
  return RESET_PREFIX + createHash('sha256').update(identifier).digest('base64url');
}

/** better-auth's verification table (only what this file touches). */
interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
}

/** Deletes the user's other reset tokens, so only the newest link works. */
export async function deleteOlderResetTokens(
  db: Kysely<Database>,
  created: { id: string; identifier: string; value: string },
): Promise<void> {
  if (!created.identifier.startsWith(RESET_PREFIX)) return;
  await db
    .withTables<{ verification: VerificationTable }>()
    .deleteFrom('verification')
    .where('value', '=', created.value)
    .where('identifier', 'like', `${RESET_PREFIX}%`)
    .where('id', '!=', created.id)
    .execute();
}
