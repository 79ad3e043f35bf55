/**
 * Grading leases (docs/decisions/024-grading-lease-and-busy-database.md): the process grading a
 * test (pending_result) or a chapter attempt (grading) writes its id and a lease expiry, renewed
 * while it grades; recovery at start in another process takes only rows whose lease has expired
 * or that have no owner. Both NULL for every row that exists today: recoverable as before.
 */
import type { Kysely } from 'kysely';

const TABLES = ['tests', 'chapter_attempts'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('grading_owner', 'varchar(100)').execute();
    // ISO 8601 UTC like every other timestamp here: compared as text in both databases.
    await db.schema.alterTable(table).addColumn('grading_lease_until', 'varchar(40)').execute();
  }
}
