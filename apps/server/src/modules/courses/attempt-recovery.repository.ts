/** SQL for recovery at start of chapter attempts (docs/decisions/012-recovery-at-start.md). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AttemptRow } from './courses.repository';

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
