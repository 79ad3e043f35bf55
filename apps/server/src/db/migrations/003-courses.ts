import type { Kysely } from 'kysely';
import { createTable, TIMESTAMP, USER_CASCADE, USER_ID, withDefault } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'course_progress', {
    columns: {
      user_id: USER_ID,
      course_id: 'varchar(40)',
      current_chapter: withDefault('integer', 1),
      completed_chapters: withDefault('text', '[]'),
      chapter_scores: withDefault('text', '{}'),
      status: 'varchar(20)',
      enrolled_at: TIMESTAMP,
      last_accessed_at: TIMESTAMP,
      completed_at: TIMESTAMP,
    },
    primaryKey: { name: 'course_progress_pk', columns: ['user_id', 'course_id'] },
    nullable: ['completed_at'],
    references: { user_id: USER_CASCADE },
  });

  await createTable(db, 'chapter_attempts', {
    columns: {
      id: 'varchar(64)',
      user_id: USER_ID,
      course_id: 'varchar(40)',
      chapter_id: 'varchar(40)',
      chapter_order: 'integer',
      test_type: 'varchar(10)',
      payload: 'text',
      answers: 'text',
      score: 'integer',
      max_score: 'integer',
      status: 'varchar(20)',
      result: 'text',
      created_at: TIMESTAMP,
      completed_at: TIMESTAMP,
    },
    primaryKey: 'id',
    nullable: ['answers', 'score', 'result', 'completed_at'],
    references: { user_id: USER_CASCADE },
    indexes: { chapter_attempts_user: ['user_id', 'course_id'] },
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
