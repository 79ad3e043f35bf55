/**
 * The review queue (issue 15, item 3; docs/decisions/016-review-queue.md): one row per question a
 * learner got wrong or bookmarked, with a copy of the question (so it outlives the test or level
 * attempt it came from) and its FSRS scheduling state (ts-fsrs Card fields).
 * - (user_id, content_key) unique: the same question enters a learner's queue once.
 * - (user_id, due): the due list and the dashboard count read due cards by time.
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_cards')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(255)', (c) => c.notNull())
    .addColumn('content_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('reason', 'varchar(10)', (c) => c.notNull())
    .addColumn('source', 'varchar(200)', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('options', 'text', (c) => c.notNull())
    .addColumn('correct_answer', 'varchar(1)', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('due', 'varchar(40)', (c) => c.notNull())
    .addColumn('stability', 'double precision', (c) => c.notNull())
    .addColumn('difficulty', 'double precision', (c) => c.notNull())
    .addColumn('elapsed_days', 'integer', (c) => c.notNull())
    .addColumn('scheduled_days', 'integer', (c) => c.notNull())
    .addColumn('learning_steps', 'integer', (c) => c.notNull())
    .addColumn('reps', 'integer', (c) => c.notNull())
    .addColumn('lapses', 'integer', (c) => c.notNull())
    .addColumn('state', 'integer', (c) => c.notNull())
    .addColumn('last_review', 'varchar(40)')
    .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('review_cards_user_content')
    .unique()
    .on('review_cards')
    .columns(['user_id', 'content_key'])
    .execute();
  await db.schema
    .createIndex('review_cards_user_due')
    .on('review_cards')
    .columns(['user_id', 'due'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
