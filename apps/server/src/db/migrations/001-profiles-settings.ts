import type { Kysely } from 'kysely';
import { createTable, TIMESTAMP, USER_CASCADE, USER_ID, withDefault } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'profiles', {
    columns: {
      user_id: USER_ID,
      email: 'varchar(320)',
      display_name: withDefault('varchar(200)', ''),
      bio: withDefault('text', ''),
      location: withDefault('varchar(200)', ''),
      website: withDefault('varchar(400)', ''),
      github: withDefault('varchar(100)', ''),
      linkedin: withDefault('varchar(200)', ''),
      company: withDefault('varchar(200)', ''),
      role: withDefault('varchar(200)', ''),
      skills: withDefault('text', '[]'),
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    primaryKey: 'user_id',
    references: { user_id: USER_CASCADE },
  });

  await createTable(db, 'settings', {
    columns: {
      user_id: USER_ID,
      email_notifications: withDefault('integer', 1),
      test_reminders: withDefault('integer', 1),
      weekly_report: withDefault('integer', 1),
      public_profile: withDefault('integer', 1),
      show_email: withDefault('integer', 0),
      theme: withDefault('varchar(10)', 'light'),
      language: withDefault('varchar(10)', 'en'),
      updated_at: TIMESTAMP,
    },
    primaryKey: 'user_id',
    references: { user_id: USER_CASCADE },
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
