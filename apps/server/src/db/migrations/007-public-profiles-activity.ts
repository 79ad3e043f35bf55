/**
 * Public profiles and the activity map (issue 15, docs/decisions/017-public-profiles-and-streaks.md):
 * - profiles.handle: the address of the public profile, unique (NULLs allowed until assigned);
 *   existing learners get one suggested from their display name.
 * - profiles.time_zone: the learner's IANA time zone (NULL until the browser's default is saved).
 * - profiles.allow_indexing: search engines may index the public profile (default off).
 * - (user_id, completed_at, ...) covering indexes: the activity map and streaks read finished
 *   tests and graded level attempts by completion time without touching the rows.
 */
import type { Kysely } from 'kysely';
import { handleWithSuffix, suggestHandle } from '@app/shared/public-profile.schemas';
import { createIndexes } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('profiles').addColumn('handle', 'varchar(30)').execute();
  await db.schema.alterTable('profiles').addColumn('time_zone', 'varchar(64)').execute();
  await db.schema
    .alterTable('profiles')
    .addColumn('allow_indexing', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  const rows: Array<{ user_id: string; display_name: string }> = await db
    .selectFrom('profiles')
    .select(['user_id', 'display_name'])
    .orderBy('created_at')
    .orderBy('user_id')
    .execute();
  const used = new Set<string>();
  for (const row of rows) {
    const base = suggestHandle(row.display_name);
    let handle = base;
    for (let n = 2; used.has(handle); n += 1) handle = handleWithSuffix(base, n);
    used.add(handle);
    await db.updateTable('profiles').set({ handle }).where('user_id', '=', row.user_id).execute();
  }
  await createIndexes(db, 'profiles', { profiles_handle: ['handle'] }, { unique: true });

  // Covering: the activity map reads these columns from the index alone, never the rows.
  await createIndexes(db, 'tests', {
    tests_user_completed: ['user_id', 'completed_at', 'started_at', 'deadline_at'],
  });
  await createIndexes(db, 'chapter_attempts', {
    chapter_attempts_user_completed: [
      'user_id',
      'completed_at',
      'status',
      'score',
      'max_score',
      'created_at',
    ],
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
