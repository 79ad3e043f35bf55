import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) =>
      c.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull())
    .addColumn('topic', 'varchar(200)', (c) => c.notNull())
    .addColumn('bank_topic', 'varchar(100)')
    .addColumn('difficulty', 'varchar(10)', (c) => c.notNull())
    .addColumn('total_questions', 'integer', (c) => c.notNull())
    .addColumn('max_score', 'integer', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'varchar(30)', (c) => c.notNull())
    .addColumn('notice', 'text')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('started_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('deadline_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('completed_at', 'varchar(40)')
    .addColumn('feedback', 'text')
    .execute();
  await db.schema
    .createIndex('tests_user_created')
    .on('tests')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('tests_user_status')
    .on('tests')
    .columns(['user_id', 'status'])
    .execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('test_id', 'varchar(64)', (c) =>
      c.notNull().references('tests.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'text', (c) => c.notNull())
    .addColumn('points', 'integer', (c) => c.notNull())
    .addColumn('user_answer', 'text')
    .addColumn('answered_at', 'varchar(40)')
    .addColumn('is_correct', 'integer')
    .addColumn('explanation', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questions_test_position')
    .on('questions')
    .columns(['test_id', 'position'])
    .execute();

  await db.schema
    .createTable('submissions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(64)', (c) =>
      c.notNull().references('user.id').onDelete('cascade'),
    )
    .addColumn('context', 'varchar(20)', (c) => c.notNull())
    .addColumn('context_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('language', 'varchar(20)', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('verdicts', 'text', (c) => c.notNull())
    .addColumn('passed', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('time_ms', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('submissions_context')
    .on('submissions')
    .columns(['context', 'context_id'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
