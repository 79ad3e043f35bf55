/**
 * Expired tests (issue 16, docs/decisions/019-pages-and-markdown.md): an open test left past its
 * deadline (plus the answer grace) is closed by the server and graded as if submitted at the
 * deadline, from the answers saved in time. Its completed_at is stamped with its deadline_at:
 * that is what marks it Expired (a learner's own submit is stamped with the time it arrived).
 */
import { ANSWER_GRACE_SECONDS } from '@app/shared/constants';
import { gradeTest } from './grade-test';
import { holdLease } from '../grading/grading-lease';
import { publishTestChanged } from './test-events';
import * as repo from './tests.repository';
import type { TestsDeps } from './tests.service';

/**
 * Grades one open test as submitted at its deadline. False when it was no longer open (a submit
 * claimed it first) or grading failed: then it goes back to in_progress, as after a failed submit.
 */
export async function closeAtDeadline(
  deps: TestsDeps,
  userId: string,
  test: repo.TestRow,
): Promise<boolean> {
  if (!(await repo.claimForGrading(deps.db, test.id, deps.lease))) return false;
  const held = holdLease(deps.db, 'tests', test.id, deps.lease, (err) =>
    deps.log.warn({ err, testId: test.id }, 'renewing the grading lease failed'),
  );
  try {
    const questions = await repo.findQuestions(deps.db, test.id);
    const { score, result, marks } = await gradeTest(deps, userId, test, questions, true);
    await repo.completeTest(deps.db, test.id, {
      score,
      feedback: JSON.stringify(result),
      completedAt: test.deadline_at,
      questionMarks: marks,
    });
    publishTestChanged(deps, userId, { ...test, status: 'completed' });
    return true;
  } catch (err) {
    deps.log.warn({ err, testId: test.id }, 'closing an expired test failed; it stays open');
    await repo.releaseGrading(deps.db, test.id).catch(() => undefined);
    return false;
  } finally {
    held.stop();
  }
}

/** Closes every open test of the learner whose deadline and grace have passed; returns how many. */
export async function closeExpiredTests(
  deps: TestsDeps,
  userId: string,
  now = new Date(),
): Promise<number> {
  const floor = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000).toISOString();
  let closed = 0;
  for (const test of await repo.expiredOpenTests(deps.db, userId, floor)) {
    if (await closeAtDeadline(deps, userId, test)) closed += 1;
  }
  return closed;
}
