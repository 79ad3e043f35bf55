/** SQL for recovery at start (docs/decisions/012-recovery-at-start.md). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Shown on a test whose grading failed on our side; cleared when the test is graded (completeTest). */
export const GRADING_FAILED_NOTICE =
  'We could not grade this test because of a problem on our side (Internal Error). You are not penalised: it does not count as taken or failed, your saved answers are kept, and you can submit it again.';

/** Keeps the notice on a test left pending (the one-open index refused to reopen it). */
export async function setNotice(
  db: Kysely<Database>,
  testId: string,
  notice: string,
): Promise<void> {
  await db.updateTable('tests').set({ notice }).where('id', '=', testId).execute();
}
