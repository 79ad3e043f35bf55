/** Enrolment, unlock rules, chapter attempts graded on the server, progress saved in one transaction. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { CHAPTER_CODING_MAX_SCORE, CHAPTER_MCQ_COUNT, CHAPTER_MCQ_POINTS, PASS_MARK_PERCENT } from '@app/shared/constants';
import { codingProblemSchema, languageIdSchema, mcqSchema, optionLetterSchema, type CodingProblem, type Mcq } from '@app/shared/content.schemas';
import { testResultRowSchema } from '@app/shared/tests.schemas';
import { allStarterCode } from '@app/shared/languages';
import { applyChapterResult, isUnlocked, levelPercent, newProgress } from '@app/shared/progress-rules';
import type { AttemptSubmit, AttemptView, CourseProgress } from '@app/shared/courses.schemas';
import type { Dialect } from '../../db/create-db';
import type { Database } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/app-error';
import type { EventBus } from '../events/event-bus';
import { drawPreferringUnseen, shuffleOptions } from '../generation/bank.generator';
import type { Generation } from '../generation/generation.service';
import type { CodeRunner } from '../tests/code-runner';
import { gradeCode } from '../tests/grading';
import { findChapter, findCourse } from './catalogue';
import * as repo from './courses.repository';

export interface CoursesDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  runner: CodeRunner;
  bus: EventBus;
  log: FastifyBaseLogger;
  generation: Generation;
  /** Fails progress saving on purpose (tests of the 'score may not have been saved' warning). */
  failProgressSave?: boolean;
}

const attemptPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mcq'), questions: z.array(mcqSchema.extend({ id: z.string() })) }),
  z.object({ kind: z.literal('coding'), problem: codingProblemSchema, language: z.string() }),
]);
type AttemptPayload = z.infer<typeof attemptPayloadSchema>;

const resultSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  feedback: z.string().nullable(),
  review: z.array(z.object({ id: z.string(), correctAnswer: optionLetterSchema, explanation: z.string(), userAnswer: optionLetterSchema.nullable() })),
  testResults: z.array(testResultRowSchema),
  compileOutput: z.string().nullable(),
  progressSaved: z.boolean(),
});

function publish(deps: CoursesDeps, userId: string, courseId: string): void {
  deps.bus.publish({ userId, name: 'progress.changed', data: { courseId } }).catch((err: unknown) => deps.log.warn({ err }, 'publish progress.changed failed'));
}

export async function listProgress(deps: CoursesDeps, userId: string): Promise<CourseProgress[]> {
  return repo.listProgress(deps.db, userId);
}

export async function getProgress(deps: CoursesDeps, userId: string, courseId: string): Promise<CourseProgress | null> {
  findCourse(courseId);
  return (await repo.findProgress(deps.db, userId, courseId)) ?? null;
}

/** Opening a course: enrol once (if absent) and stamp lastAccessedAt. */
export async function visitCourse(deps: CoursesDeps, userId: string, courseId: string): Promise<CourseProgress> {
  findCourse(courseId);
  const now = new Date().toISOString();
  const existing = await repo.findProgress(deps.db, userId, courseId);
  if (existing) await repo.touch(deps.db, userId, courseId, now);
  else await repo.enrolIfAbsent(deps.db, userId, courseId, now);
  const progress = await repo.findProgress(deps.db, userId, courseId);
  if (!progress) throw new AppError('INTERNAL', 500, 'Failed to create progress document');
  if (!existing) publish(deps, userId, courseId);
  return progress;
}

function toView(row: repo.AttemptRow, payload: AttemptPayload): AttemptView {
  const result = row.result ? resultSchema.safeParse(JSON.parse(row.result)) : undefined;
  return {
    id: row.id,
    courseId: row.course_id,
    chapterId: row.chapter_id,
    testType: payload.kind,
    maxScore: row.max_score,
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    source: 'bank',
    notice: null,
    questions: payload.kind === 'mcq' ? payload.questions.map((q) => ({ id: q.id, question: q.question, options: q.options })) : [],
    problem:
      payload.kind === 'coding'
        ? {
            title: payload.problem.title,
            description: payload.problem.description,
            examples: payload.problem.examples,
            constraints: payload.problem.constraints,
            visibleTests: payload.problem.testCases.filter((t) => !t.hidden).map((t) => ({ input: t.input, expectedOutput: t.expectedOutput })),
            hiddenTestCount: payload.problem.testCases.filter((t) => t.hidden).length,
            starterCode: allStarterCode(),
            defaultLanguage: languageIdSchema.catch('python3').parse(payload.language),
          }
        : null,
    result: result?.success ? result.data : null,
  };
}

async function requireUnlocked(deps: CoursesDeps, userId: string, courseId: string, order: number): Promise<void> {
  const progress = await repo.findProgress(deps.db, userId, courseId);
  if (!isUnlocked(order, progress?.completedChapters ?? [])) throw forbidden('Complete previous level to unlock', 'LEVEL_LOCKED');
}

/** Start a level's test: a fresh draw from its question set (5 MCQs, options shuffled) or its challenge. */
export async function startAttempt(deps: CoursesDeps, userId: string, courseId: string, chapterId: string): Promise<AttemptView> {
  const { course, chapter } = findChapter(courseId, chapterId);
  await requireUnlocked(deps, userId, courseId, chapter.order);
  await visitCourse(deps, userId, courseId);
  let payload: AttemptPayload;
  let maxScore: number;
  if (chapter.testType === 'mcq') {
    const drawn = drawPreferringUnseen(chapter.mcqs, CHAPTER_MCQ_COUNT, new Set(), (q: Mcq) => q.question);
    payload = { kind: 'mcq', questions: drawn.map((q) => ({ ...shuffleOptions(q), id: randomUUID() })) };
    maxScore = payload.questions.length * CHAPTER_MCQ_POINTS;
  } else {
    const [problem] = drawPreferringUnseen(chapter.problems, 1, new Set(), (p: CodingProblem) => p.id);
    if (!problem) throw new AppError('GENERATION_FAILED', 502, 'Failed to generate coding challenge');
    payload = { kind: 'coding', problem, language: course.language ?? 'python3' };
    maxScore = CHAPTER_CODING_MAX_SCORE;
  }
  const row: repo.AttemptRow = {
    id: randomUUID(),
    user_id: userId,
    course_id: courseId,
    chapter_id: chapterId,
    chapter_order: chapter.order,
    test_type: chapter.testType,
    payload: JSON.stringify(payload),
    answers: null,
    score: null,
    max_score: maxScore,
    status: 'in_progress',
    result: null,
    created_at: new Date().toISOString(),
    completed_at: null,
  };
  await repo.insertAttempt(deps.db, row);
  return toView(row, payload);
}

export async function getAttempt(deps: CoursesDeps, userId: string, attemptId: string): Promise<AttemptView> {
  const row = await repo.findAttempt(deps.db, userId, attemptId);
  if (!row) throw notFound('Attempt not found');
  return toView(row, attemptPayloadSchema.parse(JSON.parse(row.payload)));
}

/** Saves the level's result into progress in one transaction (row lock on PostgreSQL). */
async function saveLevelResult(deps: CoursesDeps, userId: string, courseId: string, order: number, testType: 'mcq' | 'coding', percent: number): Promise<void> {
  if (deps.failProgressSave) throw new Error('progress save disabled for this test');
  const course = findCourse(courseId);
  const now = new Date().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await repo.enrolIfAbsent(trx, userId, courseId, now);
    const current = await repo.lockProgress(trx, deps.dialect, userId, courseId);
    const state = current ?? newProgress();
    const next = applyChapterResult(state, { order, testType, percent, totalChapters: course.totalChapters, now });
    await repo.saveProgress(trx, userId, courseId, next, now);
  });
}

export async function submitAttempt(deps: CoursesDeps, userId: string, courseId: string, chapterId: string, attemptId: string, body: AttemptSubmit): Promise<AttemptView> {
  const { chapter } = findChapter(courseId, chapterId);
  const row = await repo.findAttempt(deps.db, userId, attemptId);
  if (!row || row.course_id !== courseId || row.chapter_id !== chapterId) throw notFound('Attempt not found');
  const payload = attemptPayloadSchema.parse(JSON.parse(row.payload));
  if (row.status === 'completed') return toView(row, payload);
  await requireUnlocked(deps, userId, courseId, chapter.order);
  if (!(await repo.claimAttempt(deps.db, attemptId))) return getAttempt(deps, userId, attemptId);

  try {
    let score: number;
    let result: z.infer<typeof resultSchema>;
    if (payload.kind === 'mcq') {
      if (!('answers' in body)) throw new AppError('VALIDATION_FAILED', 400, 'Answer every question before submitting.');
      const missing = payload.questions.filter((q) => !body.answers[q.id]);
      if (missing.length) throw new AppError('VALIDATION_FAILED', 400, 'Answer every question before submitting.');
      const review = payload.questions.map((q) => ({ id: q.id, correctAnswer: q.correct, explanation: q.explanation, userAnswer: body.answers[q.id] ?? null }));
      score = review.filter((r) => r.userAnswer === r.correctAnswer).length * CHAPTER_MCQ_POINTS;
      const percent = levelPercent(score, row.max_score);
      result = { score, maxScore: row.max_score, percent, passed: percent >= PASS_MARK_PERCENT, feedback: null, review, testResults: [], compileOutput: null, progressSaved: true };
    } else {
      if (!('source' in body) || body.source.trim() === '') throw new AppError('VALIDATION_FAILED', 400, 'Please write some code before submitting!');
      const graded = await gradeCode(deps.runner, { kind: 'coding', language: body.language, source: body.source, tests: payload.problem.testCases, userId });
      score = graded.score;
      result = { score, maxScore: row.max_score, percent: score, passed: score >= PASS_MARK_PERCENT, feedback: graded.result.feedback, review: [], testResults: graded.result.testResults, compileOutput: graded.result.compileOutput, progressSaved: true };
    }
    try {
      await saveLevelResult(deps, userId, courseId, chapter.order, payload.kind, result.percent);
    } catch (err) {
      deps.log.error({ err }, 'saving chapter score failed');
      result = { ...result, progressSaved: false };
    }
    const now = new Date().toISOString();
    await repo.completeAttempt(deps.db, attemptId, { answers: JSON.stringify(body), score, result: JSON.stringify(result), now });
    publish(deps, userId, courseId);
    return getAttempt(deps, userId, attemptId);
  } catch (err) {
    await repo.releaseAttempt(deps.db, attemptId);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'chapter grading failed');
    throw new AppError('INTERNAL', 500, 'Failed to evaluate your code. Please try again.');
  }
}

/** The Chapter Overview modal: from the AI when configured, otherwise the level's stored overview. */
export async function chapterOverview(deps: CoursesDeps, courseId: string, chapterId: string): Promise<{ whatYouWillLearn: string[]; proTip: string; source: string }> {
  const { course, chapter } = findChapter(courseId, chapterId);
  const ai = await deps.generation.chapterOverview({ courseTitle: course.title, chapterTitle: chapter.title, description: chapter.description, difficulty: chapter.difficulty });
  if (ai) return { ...ai, source: deps.generation.provider };
  return { ...chapter.overview, source: 'bank' };
}
