/**
 * The recently-seen look-up of test creation (docs/decisions/040-test-creation-reads-and-writes.md):
 * a learner's latest tests of one bank topic, type and difficulty. Through tests_user_created it
 * walked all of the learner's tests; this index gives them in order.
 */
import type { Kysely } from 'kysely';
import { createIndexes } from './schema-helpers';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createIndexes(db, 'tests', {
    tests_user_recent: ['user_id', 'bank_topic', 'type', 'difficulty', 'created_at', 'id'],
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
