/**
 * The review queue (issue 15, item 3; docs/decisions/016-review-queue.md): one row per question a
 * learner got wrong or bookmarked, with a copy of the question (so it outlives the test or level
 * attempt it came from) and its FSRS scheduling state (ts-fsrs Card fields).
 * - (user_id, content_key) unique: the same question enters a learner's queue once.
 * - (user_id, due): the due list and the dashboard count read due cards by time.
 */
import type { Kysely } from 'kysely';
import { createTable, TIMESTAMP } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'review_cards', {
    columns: {
      id: 'varchar(64)',
      user_id: 'varchar(255)',
      content_key: 'varchar(64)',
      reason: 'varchar(10)',
      source: 'varchar(200)',
      question: 'text',
      options: 'text',
      correct_answer: 'varchar(1)',
      explanation: 'text',
      due: TIMESTAMP,
      stability: 'double precision',
      difficulty: 'double precision',
      elapsed_days: 'integer',
      scheduled_days: 'integer',
      learning_steps: 'integer',
      reps: 'integer',
      lapses: 'integer',
      state: 'integer',
      last_review: TIMESTAMP,
      created_at: TIMESTAMP,
      updated_at: TIMESTAMP,
    },
    primaryKey: 'id',
    nullable: ['last_review'],
    uniqueIndexes: { review_cards_user_content: ['user_id', 'content_key'] },
    indexes: { review_cards_user_due: ['user_id', 'due'] },
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
