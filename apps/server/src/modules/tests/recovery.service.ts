/**
 * Recovery at start for tests a stopped server left in pending_result: grade them from their
 * saved answers (docs/decisions/012-recovery-at-start.md). Never throws; returns what happened.
 */
import { ANSWER_GRACE_SECONDS } from '@app/shared/constants';
import { AppError } from '../../lib/app-error';
import { gradeTest } from './grade-test';
import * as recoveryRepo from './recovery.repository';
import * as repo from './tests.repository';
import type { TestsDeps } from './tests.service';

export type RecoveryOutcome = 'graded' | 'reopened' | 'grading-failed' | 'left-pending' | 'gone';

export { pendingTestIds } from './recovery.repository';

function publish(deps: TestsDeps, userId: string, testId: string): void {
  deps.bus.publish({ userId, name: 'tests.changed', data: { testId } }).catch((err: unknown) => deps.log.warn({ err }, 'publish tests.changed failed'));
}

/**
 * Grades one pending test. A refusal (no answer saved before a deadline still open) reopens it; an
 * internal error reopens it with GRADING_FAILED_NOTICE so nothing counts against the learner.
 * When `stopping` is aborted (the server is shutting down) nothing is written: the next start retries.
 */
export async function recoverTest(deps: TestsDeps, testId: string, stopping: AbortSignal): Promise<RecoveryOutcome> {
  const test = await recoveryRepo.findPendingTest(deps.db, testId);
  if (!test) return 'gone';
  try {
    const questions = await repo.findQuestions(deps.db, testId);
    const expired = Date.now() > new Date(test.deadline_at).getTime() + ANSWER_GRACE_SECONDS * 1000;
    const { score, result, marks } = await gradeTest(deps, test.user_id, test, questions, expired);
    if (stopping.aborted) return 'left-pending';
    await repo.completeTest(deps.db, testId, { score, feedback: JSON.stringify(result), completedAt: new Date().toISOString(), questionMarks: marks });
    publish(deps, test.user_id, testId);
    return 'graded';
  } catch (err) {
    if (stopping.aborted) return 'left-pending';
    const refused = err instanceof AppError && err.statusCode < 500;
    if (!refused) deps.log.error({ err, testId }, 'recovery: grading a pending test failed');
    try {
      if (refused) await repo.releaseGrading(deps.db, testId);
      else await recoveryRepo.reopenWithNotice(deps.db, testId, recoveryRepo.GRADING_FAILED_NOTICE);
    } catch (e) {
      // A newer open test under the same key: this one stays pending and the next start retries.
      deps.log.warn({ err: e, testId }, 'recovery: reopening the test was refused; it stays pending');
      if (!refused) await recoveryRepo.setNotice(deps.db, testId, recoveryRepo.GRADING_FAILED_NOTICE).catch(() => undefined);
      return 'left-pending';
    }
    publish(deps, test.user_id, testId);
    return refused ? 'reopened' : 'grading-failed';
  }
}
