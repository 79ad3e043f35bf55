/** SQL for recovery at start of chapter attempts (docs/decisions/012-recovery-at-start.md). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { leaseIsFree } from '../grading/grading-lease';
import type { AttemptRow } from './courses.repository';

/** Ids of the attempts a stopped server left being graded (no live process holds their lease), oldest first. */
export async function gradingAttemptIds(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('chapter_attempts')
    .select('id')
    .where('status', '=', 'grading')
    .where((eb) => leaseIsFree(eb))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

export async function findGradingAttempt(
  db: Kysely<Database>,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('chapter_attempts')
    .selectAll()
    .where('id', '=', attemptId)
    .where('status', '=', 'grading')
    .executeTakeFirst();
}
