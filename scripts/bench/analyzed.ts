/** Planner statistics after bulk inserts (PostgreSQL), for the benches that seed many rows at once. */
import { sql } from 'kysely';
import type { DbHandle } from '../../apps/server/src/db/create-db';

/**
 * After rows inserted in bulk, PostgreSQL's planner statistics as autovacuum keeps them: it
 * analyzes a table within a minute of a tenth of its rows changing, and a learner's 10,000 tests
 * come over months. Straight after a bulk insert the tables were never analyzed, the planner
 * takes one learner for one row, and sorts all 10,000 (15 ms, not 1). SQLite plans these reads
 * alike without statistics.
 */
export async function analyzed(handle: DbHandle): Promise<void> {
  if (handle.dialect === 'postgres') await sql`analyze`.execute(handle.db);
}
