/** The only SQL for profiles and settings rows. */
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database, ProfilesTable, SettingsTable } from '../../db/schema';
import { findUserRow } from '../../lib/user-rows';
import type { Profile, ProfileUpdate } from '@app/shared/profile.schemas';
import {
  SETTINGS_DEFAULTS,
  THEMES,
  UI_LANGUAGES,
  type Settings,
  type SettingsUpdate,
} from '@app/shared/settings.schemas';
import { aboutFields } from './profile-view';

function toProfile(row: ProfilesTable): Profile {
  return {
    uid: row.user_id,
    email: row.email,
    ...aboutFields(row),
    handle: row.handle,
    timeZone: row.time_zone,
    allowIndexing: row.allow_indexing === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toSettings(row: SettingsTable): Settings {
  const theme = z.enum(THEMES).safeParse(row.theme);
  const language = z.enum(UI_LANGUAGES).safeParse(row.language);
  return {
    uid: row.user_id,
    emailNotifications: row.email_notifications === 1,
    testReminders: row.test_reminders === 1,
    weeklyReport: row.weekly_report === 1,
    publicProfile: row.public_profile === 1,
    showEmail: row.show_email === 1,
    theme: theme.success ? theme.data : SETTINGS_DEFAULTS.theme,
    language: language.success ? language.data : SETTINGS_DEFAULTS.language,
    updatedAt: row.updated_at,
  };
}

/** The columns of the fields the learner writes; those not given are empty (a new profile). */
function aboutColumns(about: Pick<ProfileUpdate, 'displayName'> & Partial<ProfileUpdate>) {
  return {
    display_name: about.displayName,
    bio: about.bio ?? '',
    location: about.location ?? '',
    website: about.website ?? '',
    github: about.github ?? '',
    linkedin: about.linkedin ?? '',
    company: about.company ?? '',
    role: about.role ?? '',
    skills: JSON.stringify(about.skills ?? []),
  };
}

const bit = (v: boolean) => (v ? 1 : 0);

/** The settings columns, switches as 0 or 1. */
function settingsColumns(s: SettingsUpdate) {
  return {
    email_notifications: bit(s.emailNotifications),
    test_reminders: bit(s.testReminders),
    weekly_report: bit(s.weeklyReport),
    public_profile: bit(s.publicProfile),
    show_email: bit(s.showEmail),
    theme: s.theme,
    language: s.language,
  };
}

export async function findProfile(
  db: Kysely<Database>,
  userId: string,
): Promise<Profile | undefined> {
  const row = await findUserRow(db, 'profiles', userId);
  return row ? toProfile(row) : undefined;
}

/** Inserts the profile unless it exists (safe when two requests race). */
export async function insertProfileIfAbsent(
  db: Kysely<Database>,
  user: { id: string; email: string; name: string },
  now: string,
): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      user_id: user.id,
      email: user.email,
      ...aboutColumns({ displayName: user.name }),
      handle: null,
      time_zone: null,
      allow_indexing: 0,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Saves the profile; the display name is also the account's name (the greeting uses it). */
export async function updateProfile(
  db: Kysely<Database>,
  userId: string,
  update: ProfileUpdate,
  now: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('user')
      .set({ name: update.displayName })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('profiles')
      .set({ ...aboutColumns(update), updated_at: now })
      .where('user_id', '=', userId)
      .execute();
  });
}

export async function findSettings(
  db: Kysely<Database>,
  userId: string,
): Promise<Settings | undefined> {
  const row = await findUserRow(db, 'settings', userId);
  return row ? toSettings(row) : undefined;
}

export async function insertSettingsIfAbsent(
  db: Kysely<Database>,
  userId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('settings')
    .values({ user_id: userId, ...settingsColumns(SETTINGS_DEFAULTS), updated_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function updateSettings(
  db: Kysely<Database>,
  userId: string,
  s: SettingsUpdate,
  now: string,
): Promise<void> {
  await db
    .updateTable('settings')
    .set({ ...settingsColumns(s), updated_at: now })
    .where('user_id', '=', userId)
    .execute();
}
