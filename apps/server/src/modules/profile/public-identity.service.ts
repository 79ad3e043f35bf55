/** Handles and time zones: suggested at sign-up, chosen on the Profile page (issue 15). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../../fastify';
import { AppError } from '../../lib/app-error';
import type { Profile } from '@app/shared/profile.schemas';
import {
  handleReservedMessage,
  handleTakenMessage,
  isReservedHandle,
  type PublicIdentityUpdate,
} from '@app/shared/public-profile.schemas';
import * as repo from './handles.repository';
import { getProfile } from './profile.service';

export async function savePublicIdentity(
  db: Kysely<Database>,
  user: SessionUser,
  update: PublicIdentityUpdate,
): Promise<Profile> {
  const { handle } = await getProfile(db, user);
  // A handle given before it was reserved is kept; a new one may not be reserved.
  if (update.handle !== handle && isReservedHandle(update.handle))
    throw new AppError('VALIDATION_FAILED', 400, handleReservedMessage(update.handle), [
      { path: 'body.handle', message: handleReservedMessage(update.handle) },
    ]);
  try {
    await repo.updatePublicIdentity(db, user.id, update, new Date().toISOString());
  } catch (err) {
    if (repo.isUniqueViolation(err)) {
      throw new AppError('CONFLICT', 409, handleTakenMessage(update.handle), [
        { path: 'body.handle', message: handleTakenMessage(update.handle) },
      ]);
    }
    throw err;
  }
  return getProfile(db, user);
}

/** The browser's zone becomes the learner's default; one the learner chose is kept. */
export async function adoptTimeZone(
  db: Kysely<Database>,
  user: SessionUser,
  timeZone: string,
): Promise<Profile> {
  await getProfile(db, user);
  await repo.setTimeZoneIfMissing(db, user.id, timeZone);
  return getProfile(db, user);
}

/** The learner's time zone for activity and streaks: UTC until one is saved. */
export async function timeZoneOf(db: Kysely<Database>, userId: string): Promise<string> {
  return (await repo.findTimeZone(db, userId)) ?? 'UTC';
}

/** The profile row behind a handle with its privacy switches, or undefined (handles are lowercase). */
export async function findByHandle(db: Kysely<Database>, handle: string) {
  return repo.findByHandle(db, handle);
}
