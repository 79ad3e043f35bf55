import type { Kysely } from 'kysely';
import { createTable } from './schema-helpers';

/**
 * Counters of the strict auth rate limits (per address, per account), kept in the database so
 * every server process shares them. One row per key and fixed window.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'rate_limits', {
    columns: { key: 'varchar(400)', hits: 'integer', reset_at: 'bigint' },
    primaryKey: 'key',
    indexes: { rate_limits_reset_at: ['reset_at'] },
  });
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
