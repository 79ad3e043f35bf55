/**
 * Grades a claimed chapter attempt from the submitted answers and saves the level's result: the
 * one path for a learner's submit and for recovery at start (attempt-recovery.ts).
 */
import type { z } from 'zod';
import { CHAPTER_MCQ_POINTS, PASS_MARK_PERCENT } from '@app/shared/constants';
import { applyChapterResult, levelPercent, newProgress } from '@app/shared/progress-rules';
import type { AttemptSubmit } from '@app/shared/courses.schemas';
import { AppError } from '../../lib/app-error';
import { queueMistakes } from '../review/review.service';
import { gradeCode } from '../grading/grade-code';
import type { AttemptPayload, resultSchema } from './attempt-view';
import { findCourse } from './catalogue';
import { issueCertificate } from '../certificates/certificates.service';
import * as repo from './courses.repository';
import type { CoursesDeps } from './courses.service';
import { levelLabel } from './graded-mcq.service';

export type AttemptResult = z.infer<typeof resultSchema>;

/** Saves the level's result into progress in one transaction (row lock on PostgreSQL); issues the certificate on completion. */
async function saveLevelResult(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  order: number,
  testType: 'mcq' | 'coding',
  percent: number,
): Promise<void> {
  const course = findCourse(courseId);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.enrolIfAbsent(trx, userId, courseId, now);
    const current = await repo.lockProgress(trx, deps.dialect, userId, courseId);
    const state = current ?? newProgress();
    const next = applyChapterResult(state, {
      order,
      testType,
      percent,
      totalChapters: course.totalChapters,
      now,
    });
    await repo.saveProgress(trx, userId, courseId, next, now);
    // Completing the course issues its certificate in the same transaction (once: unique index).
    if (next.status === 'completed')
      await issueCertificate(trx, userId, course, next.completedAt ?? now);
  });
}

/** Scores the answers: 400 when they are incomplete; the runner's errors propagate. */
async function score(
  deps: CoursesDeps,
  userId: string,
  row: repo.AttemptRow,
  payload: AttemptPayload,
  body: AttemptSubmit,
): Promise<AttemptResult> {
  if (payload.kind === 'mcq') {
    if (!('answers' in body))
      throw new AppError('VALIDATION_FAILED', 400, 'Answer every question before submitting.');
    const missing = payload.questions.filter((q) => !body.answers[q.id]);
    if (missing.length)
      throw new AppError('VALIDATION_FAILED', 400, 'Answer every question before submitting.');
    const review = payload.questions.map((q) => ({
      id: q.id,
      correctAnswer: q.correct,
      explanation: q.explanation,
      userAnswer: body.answers[q.id] ?? null,
    }));
    const points =
      review.filter((r) => r.userAnswer === r.correctAnswer).length * CHAPTER_MCQ_POINTS;
    const percent = levelPercent(points, row.max_score);
    return {
      score: points,
      maxScore: row.max_score,
      percent,
      passed: percent >= PASS_MARK_PERCENT,
      feedback: null,
      review,
      testResults: [],
      compileOutput: null,
      progressSaved: true,
    };
  }
  if (!('source' in body) || body.source.trim() === '')
    throw new AppError('VALIDATION_FAILED', 400, 'Please write some code before submitting!');
  const plan = await deps.judge.prepare(payload.problem);
  const graded = await gradeCode(deps.runner, {
    kind: 'coding',
    language: body.language,
    source: body.source,
    tests: plan.tests,
    userId,
    plan,
  });
  const points = graded.score;
  return {
    score: points,
    maxScore: row.max_score,
    percent: points,
    passed: points >= PASS_MARK_PERCENT,
    feedback: graded.result.feedback,
    review: [],
    testResults: graded.result.testResults,
    compileOutput: graded.result.compileOutput,
    progressSaved: true,
  };
}

/** Grades the claimed attempt, saves progress (a failed save is reported, not fatal) and completes it. */
export async function gradeClaimedAttempt(
  deps: CoursesDeps,
  row: repo.AttemptRow,
  order: number,
  payload: AttemptPayload,
  body: AttemptSubmit,
): Promise<void> {
  let result = await score(deps, row.user_id, row, payload, body);
  try {
    await saveLevelResult(deps, row.user_id, row.course_id, order, payload.kind, result.percent);
  } catch (err) {
    deps.log.error({ err }, 'saving chapter score failed');
    result = { ...result, progressSaved: false };
  }
  await repo.completeAttempt(deps.db, row.id, {
    answers: JSON.stringify(body),
    score: result.score,
    result: JSON.stringify(result),
    now: new Date().toISOString(),
  });
  // Wrong answers of a passed level into the review queue (modules/review; idempotent per
  // question, never fails grading).
  if (payload.kind === 'mcq' && result.passed) {
    const wrongIds = new Set(
      result.review
        .filter((r) => r.userAnswer !== null && r.userAnswer !== r.correctAnswer)
        .map((r) => r.id),
    );
    const wrong = payload.questions
      .filter((q) => wrongIds.has(q.id))
      .map(({ id: _id, ...mcq }) => mcq);
    await queueMistakes(deps, row.user_id, levelLabel(row.course_id, row.chapter_id), wrong);
  }
}
