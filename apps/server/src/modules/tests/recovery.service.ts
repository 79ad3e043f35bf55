/**
 * Recovery at start for tests a stopped server left in pending_result: grade them from their
 * saved answers (docs/decisions/012-recovery-at-start.md). Never throws; returns what happened.
 */
import type { Kysely } from 'kysely';
import { ANSWER_GRACE_SECONDS } from '@app/shared/constants';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { gradeTest } from './grade-test';
import { abandonedGradingIds, recoverLeased } from '../grading/grading-lease';
import * as recoveryRepo from './recovery.repository';
import { publishTestChanged } from './test-events';
import * as repo from './tests.repository';
import type { TestsDeps } from './tests.service';

/** 'held-elsewhere': another live process took or renewed its lease since the listing. */
export type RecoveryOutcome =
  'graded' | 'reopened' | 'grading-failed' | 'left-pending' | 'gone' | 'held-elsewhere';

/** Ids of the tests a stopped server left being graded (no live process holds their lease), oldest first. */
export const pendingTestIds = (db: Kysely<Database>) => abandonedGradingIds(db, 'tests');

/**
 * Grades one pending test. A refusal (no answer saved before a deadline still open) reopens it; an
 * internal error reopens it with GRADING_FAILED_NOTICE so nothing counts against the learner.
 * When `stopping` is aborted (the server is shutting down) nothing is written and the lease is
 * freed: the next start retries. Takes the grading lease first (024): a test another live process
 * holds is left to it.
 */
export async function recoverTest(
  deps: TestsDeps,
  testId: string,
  stopping: AbortSignal,
): Promise<RecoveryOutcome> {
  return recoverLeased(deps, {
    table: 'tests',
    id: testId,
    grade: (test) => grade(deps, test, stopping),
    stopping,
  });
}

async function grade(
  deps: TestsDeps,
  test: repo.TestRow,
  stopping: AbortSignal,
): Promise<RecoveryOutcome> {
  const testId = test.id;
  try {
    const questions = await repo.findQuestions(deps.db, testId);
    const expired = Date.now() > new Date(test.deadline_at).getTime() + ANSWER_GRACE_SECONDS * 1000;
    const { score, result, marks } = await gradeTest(deps, test.user_id, test, questions, expired);
    if (stopping.aborted) return 'left-pending';
    await repo.completeTest(deps.db, testId, {
      score,
      feedback: JSON.stringify(result),
      completedAt: new Date().toISOString(),
      questionMarks: marks,
    });
    publishTestChanged(deps, test.user_id, { ...test, status: 'completed' });
    return 'graded';
  } catch (err) {
    if (stopping.aborted) return 'left-pending';
    const refused = err instanceof AppError && err.statusCode < 500;
    if (!refused) deps.log.error({ err, testId }, 'recovery: grading a pending test failed');
    try {
      await repo.releaseGrading(
        deps.db,
        testId,
        refused ? undefined : recoveryRepo.GRADING_FAILED_NOTICE,
      );
    } catch (e) {
      // A newer open test under the same key: this one stays pending and the next start retries.
      deps.log.warn(
        { err: e, testId },
        'recovery: reopening the test was refused; it stays pending',
      );
      if (!refused)
        await recoveryRepo
          .setNotice(deps.db, testId, recoveryRepo.GRADING_FAILED_NOTICE)
          .catch(() => undefined);
      return 'left-pending';
    }
    publishTestChanged(deps, test.user_id, { ...test, status: 'in_progress' });
    return refused ? 'reopened' : 'grading-failed';
  }
}
