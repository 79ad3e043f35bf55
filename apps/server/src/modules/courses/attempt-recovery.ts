/**
 * Recovery at start for chapter attempts a stopped server left in `grading`: grade them from the
 * answers stored with the claim (docs/decisions/012-recovery-at-start.md). Never throws.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { gradeClaimedAttempt, type AttemptResult } from './attempt-grading';
import { parseAttemptPayload, parseDraft } from './attempt-view';
import { findChapter } from './catalogue';
import { abandonedGradingIds, recoverLeased } from '../grading/grading-lease';
import * as repo from './courses.repository';
import type { CoursesDeps } from './courses.service';
import type { RecoveryOutcome } from '../tests/recovery.service';

/** Ids of the attempts a stopped server left being graded (no live process holds their lease), oldest first. */
export const gradingAttemptIds = (db: Kysely<Database>) =>
  abandonedGradingIds(db, 'chapter_attempts');

/** The feedback of an attempt whose grading failed on our side; the level's progress is not touched. */
export const ATTEMPT_GRADING_FAILED =
  'We could not grade this attempt because of a problem on our side (Internal Error). You are not penalised: your progress on this level is unchanged and you can take the test again.';

function publish(deps: CoursesDeps, userId: string, courseId: string, chapterId: string): void {
  deps.bus
    .publish({ userId, name: 'progress.changed', data: { courseId, chapterId } })
    .catch((err: unknown) => deps.log.warn({ err }, 'publish progress.changed failed'));
}

function levelOrder(row: repo.AttemptRow): number {
  try {
    return findChapter(row.course_id, row.chapter_id).chapter.order;
  } catch {
    return row.chapter_order;
  }
}

/**
 * Grades one attempt left in `grading`. Missing or incomplete answers reopen it (the learner goes
 * on); an internal error completes it with ATTEMPT_GRADING_FAILED and no progress change. When
 * `stopping` is aborted nothing is written: the next start retries.
 */
export async function recoverAttempt(
  deps: CoursesDeps,
  attemptId: string,
  stopping: AbortSignal,
): Promise<RecoveryOutcome> {
  return recoverLeased(deps, {
    table: 'chapter_attempts',
    id: attemptId,
    grade: (row) => grade(deps, row, stopping),
    stopping,
  });
}

async function grade(
  deps: CoursesDeps,
  row: repo.AttemptRow,
  stopping: AbortSignal,
): Promise<RecoveryOutcome> {
  const attemptId = row.id;
  const body = parseDraft(row.answers);
  try {
    if (!body)
      throw new AppError('VALIDATION_FAILED', 400, 'no answers were stored with the claim');
    await gradeClaimedAttempt(deps, row, levelOrder(row), parseAttemptPayload(row), body);
    publish(deps, row.user_id, row.course_id, row.chapter_id);
    return 'graded';
  } catch (err) {
    if (stopping.aborted) return 'left-pending';
    try {
      if (err instanceof AppError && err.statusCode < 500) {
        await repo.releaseAttempt(deps.db, attemptId);
        publish(deps, row.user_id, row.course_id, row.chapter_id);
        return 'reopened';
      }
      deps.log.error({ err, attemptId }, 'recovery: grading an attempt failed');
      const result: AttemptResult = {
        score: 0,
        maxScore: row.max_score,
        percent: 0,
        passed: false,
        feedback: ATTEMPT_GRADING_FAILED,
        review: [],
        testResults: [],
        compileOutput: null,
        progressSaved: true,
      };
      await repo.completeAttempt(deps.db, attemptId, {
        answers: row.answers ?? '',
        score: 0,
        result: JSON.stringify(result),
        now: new Date().toISOString(),
      });
      publish(deps, row.user_id, row.course_id, row.chapter_id);
      return 'grading-failed';
    } catch (e) {
      deps.log.warn(
        { err: e, attemptId },
        'recovery: closing the attempt was refused; it stays in grading',
      );
      return 'left-pending';
    }
  }
}
