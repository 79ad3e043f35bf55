/** Profile and settings rules: rows exist for every user (created at sign-up or on first read). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../../fastify';
import type { Profile, ProfileUpdate } from '@app/shared/profile.schemas';
import type { Settings, SettingsUpdate } from '@app/shared/settings.schemas';
import * as repo from './profile.repository';
import { assignSuggestedHandle } from './handle-assign.service';

export async function ensureProfileAndSettings(
  db: Kysely<Database>,
  user: SessionUser,
): Promise<void> {
  const now = new Date().toISOString();
  await repo.insertProfileIfAbsent(db, user, now);
  await repo.insertSettingsIfAbsent(db, user.id, now);
  await assignSuggestedHandle(db, user.id, user.name);
}

/** The row `find` reads; when there is none yet, `create` makes it first (then it must exist). */
async function findOrCreate<T>(
  what: string,
  find: () => Promise<T | undefined>,
  create: () => Promise<void>,
): Promise<T> {
  const found = await find();
  if (found) return found;
  await create();
  const created = await find();
  if (!created) throw new Error(`${what} missing after insert`);
  return created;
}

export async function getProfile(db: Kysely<Database>, user: SessionUser): Promise<Profile> {
  return findOrCreate(
    'profile',
    () => repo.findProfile(db, user.id),
    async () => {
      await repo.insertProfileIfAbsent(db, user, new Date().toISOString());
      await assignSuggestedHandle(db, user.id, user.name);
    },
  );
}

export async function saveProfile(
  db: Kysely<Database>,
  user: SessionUser,
  update: ProfileUpdate,
): Promise<Profile> {
  await getProfile(db, user);
  await repo.updateProfile(db, user.id, update, new Date().toISOString());
  return getProfile(db, user);
}

export async function getSettings(db: Kysely<Database>, userId: string): Promise<Settings> {
  return findOrCreate(
    'settings',
    () => repo.findSettings(db, userId),
    () => repo.insertSettingsIfAbsent(db, userId, new Date().toISOString()),
  );
}

export async function saveSettings(
  db: Kysely<Database>,
  userId: string,
  update: SettingsUpdate,
): Promise<Settings> {
  await getSettings(db, userId);
  await repo.updateSettings(db, userId, update, new Date().toISOString());
  return getSettings(db, userId);
}
