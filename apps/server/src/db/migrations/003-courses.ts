import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('course_progress')
    .addColumn('user_id', 'varchar(64)', (c) =>
      c.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('current_chapter', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('completed_chapters', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('chapter_scores', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('enrolled_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_accessed_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .addPrimaryKeyConstraint('course_progress_pk', ['user_id', 'course_id'])
    .execute();

  await db.schema
    .createTable('chapter_attempts')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) =>
      c.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('course_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('chapter_id', 'varchar(40)', (c) => c.notNull())
    .addColumn('chapter_order', 'integer', (c) => c.notNull())
    .addColumn('test_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('answers', 'text')
    .addColumn('score', 'integer')
    .addColumn('max_score', 'integer', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('result', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .execute();
  await db.schema
    .createIndex('chapter_attempts_user')
    .on('chapter_attempts')
    .columns(['user_id', 'course_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
