/** Enrolment, unlock rules, chapter attempts graded on the server, progress saved in one transaction. */
import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { COURSES } from '@app/content/catalogue';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  CHAPTER_CODING_MAX_SCORE,
  CHAPTER_MCQ_COUNT,
  CHAPTER_MCQ_POINTS,
} from '@app/shared/constants';
import type { CodingProblem, Mcq } from '@app/shared/content.schemas';
import { isUnlocked } from '@app/shared/progress-rules';
import type { AttemptSubmit, AttemptView, CourseProgress } from '@app/shared/courses.schemas';
import type { Dialect } from '../../db/create-db';
import type { Database } from '../../db/schema';
import { AppError, forbidden, notFound, shuttingDown } from '../../lib/app-error';
import type { EventBus } from '../events/event-bus';
import {
  drawMcqs,
  drawPreferringUnseen,
  shuffleOptions,
  type Generation,
} from '../generation/generation.service';
import type { Judge } from '../judge/judge.service';
import type { CodeRunner } from '../grading/code-runner';
import { gradeClaimedAttempt } from './attempt-grading';
import {
  attemptPayloadSchema,
  parseAttemptPayload,
  toView,
  type AttemptPayload,
} from './attempt-view';
import { findChapter, findCourse } from './catalogue';
import { holdLease, type GradingLease } from '../grading/grading-lease';
import * as repo from './courses.repository';

export interface CoursesDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  runner: CodeRunner;
  bus: EventBus;
  log: FastifyBaseLogger;
  generation: Generation;
  /** A coding problem's tests with its generated ones and measured time limit (modules/judge). */
  judge: Judge;
  /** Aborted when the server starts shutting down: grading cut short then stays in `grading` for the next start. */
  stopping?: AbortSignal;
  /** This process's grading lease: other processes' recovery leaves what it grades alone (024). */
  lease?: GradingLease;
}

/** The dependencies from the app's decorators (plugins/*.ts): for the routes and recovery at start. */
export function coursesDeps(app: FastifyInstance): CoursesDeps {
  const { db, dialect, runner, bus, log, generation, judge, stopping, gradingLease: lease } = app;
  return { db, dialect, runner, bus, log, generation, judge, stopping, lease };
}

/** One `progress.changed` per change: the course (and level) it touched and the tab that caused it. */
function publish(
  deps: CoursesDeps,
  userId: string,
  data: { courseId: string; chapterId?: string; origin?: string },
): void {
  deps.bus
    .publish({ userId, name: 'progress.changed', data })
    .catch((err: unknown) => deps.log.warn({ err }, 'publish progress.changed failed'));
}

export async function listProgress(deps: CoursesDeps, userId: string): Promise<CourseProgress[]> {
  return repo.listProgress(deps.db, userId);
}

export async function getProgress(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
): Promise<CourseProgress | null> {
  findCourse(courseId);
  return (await repo.findProgress(deps.db, userId, courseId)) ?? null;
}

/** Opening a course: enrol once (if absent) and stamp lastAccessedAt. */
export async function visitCourse(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  origin?: string,
): Promise<CourseProgress> {
  findCourse(courseId);
  const now = new Date().toISOString();
  const existing = await repo.findProgress(deps.db, userId, courseId);
  if (existing) await repo.touch(deps.db, userId, courseId, now);
  else await repo.enrolIfAbsent(deps.db, userId, courseId, now);
  const progress = await repo.findProgress(deps.db, userId, courseId);
  if (!progress) throw new AppError('INTERNAL', 500, 'Failed to create progress document');
  if (!existing) publish(deps, userId, { courseId, origin });
  return progress;
}

async function requireUnlocked(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  order: number,
): Promise<void> {
  const progress = await repo.findProgress(deps.db, userId, courseId);
  if (!isUnlocked(order, progress?.completedChapters ?? []))
    throw forbidden('Complete previous level to unlock', 'LEVEL_LOCKED');
}

const RESUMED_NOTICE =
  'You already have a test open on this level, so here it is with your saved answers. Submit it to take a new one.';

/**
 * The MCQ texts of the learner's open level attempts: practice tests never serve them while the
 * attempt is open, so a throwaway practice test cannot reveal an open attempt's answers.
 */
export async function openAttemptQuestionTexts(
  db: CoursesDeps['db'],
  userId: string,
): Promise<string[]> {
  const texts: string[] = [];
  for (const text of await repo.openAttemptPayloads(db, userId)) {
    const p = attemptPayloadSchema.safeParse(JSON.parse(text));
    if (p.success && p.data.kind === 'mcq') texts.push(...p.data.questions.map((q) => q.question));
  }
  return texts;
}

/**
 * The ids of the levels the learner has unlocked in every course (level 1 always): practice tests
 * serve a level's coding problem only from these.
 */
export async function unlockedLevelIds(
  db: CoursesDeps['db'],
  userId: string,
): Promise<Set<string>> {
  const completed = new Map(
    (await repo.listProgress(db, userId)).map((p) => [p.courseId, p.completedChapters]),
  );
  const ids = new Set<string>();
  for (const c of COURSES)
    for (const ch of c.chapters)
      if (isUnlocked(ch.order, completed.get(c.id) ?? [])) ids.add(ch.id);
  return ids;
}

/** Question texts (MCQ levels) or problem ids (coding levels) the learner saw on this level, newest first. */
async function seenOnLevel(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  chapterId: string,
): Promise<Set<string>> {
  const seen = new Set<string>();
  for (const text of await repo.recentAttemptPayloads(deps.db, userId, courseId, chapterId)) {
    const p = attemptPayloadSchema.safeParse(JSON.parse(text));
    if (!p.success) continue;
    if (p.data.kind === 'mcq') for (const q of p.data.questions) seen.add(q.question);
    else seen.add(p.data.problem.id);
  }
  return seen;
}

/**
 * Start a level's test, or resume the learner's open attempt on it (one open attempt per level:
 * docs/decisions/010-one-open-attempt.md). A new attempt draws 5 MCQs (options shuffled) or a
 * challenge, preferring what the learner has not seen on this level, then the least recently seen.
 */
export async function startAttempt(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  chapterId: string,
): Promise<AttemptView> {
  const { course, chapter } = findChapter(courseId, chapterId);
  await requireUnlocked(deps, userId, courseId, chapter.order);
  await visitCourse(deps, userId, courseId);
  const open = await repo.findOpenAttempt(deps.db, userId, courseId, chapterId);
  if (open) return { ...toView(open, parseAttemptPayload(open)), notice: RESUMED_NOTICE };
  const seen = await seenOnLevel(deps, userId, courseId, chapterId);
  let payload: AttemptPayload;
  let maxScore: number;
  if (chapter.testType === 'mcq') {
    const drawn = drawMcqs(
      chapter.mcqs,
      CHAPTER_MCQ_COUNT,
      seen,
      (q: Mcq) => q.question,
      (q: Mcq) => q,
    );
    payload = {
      kind: 'mcq',
      questions: drawn.map((q) => ({ ...shuffleOptions(q), id: randomUUID() })),
    };
    maxScore = payload.questions.length * CHAPTER_MCQ_POINTS;
  } else {
    const [problem] = drawPreferringUnseen(chapter.problems, 1, seen, (p: CodingProblem) => p.id);
    if (!problem)
      throw new AppError('GENERATION_FAILED', 502, 'Failed to generate coding challenge');
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
    grading_owner: null,
    grading_lease_until: null,
    created_at: new Date().toISOString(),
    completed_at: null,
  };
  if (await repo.insertAttempt(deps.db, row)) return toView(row, payload);
  // A concurrent start won the race: both requests answer with its attempt.
  const winner = await repo.findOpenAttempt(deps.db, userId, courseId, chapterId);
  if (!winner)
    throw new AppError(
      'CONFLICT',
      409,
      'Another attempt on this level was just started. Please try again.',
    );
  return toView(winner, parseAttemptPayload(winner));
}

/** Where an attempt is addressed: the course and level its URL names. */
export interface LevelAddress {
  courseId: string;
  chapterId: string;
}

/** The learner's attempt on the level the URL names; 404 when it is not theirs or not that level's. */
async function attemptAt(
  deps: CoursesDeps,
  userId: string,
  level: LevelAddress,
  attemptId: string,
) {
  const row = await repo.findAttempt(deps.db, userId, attemptId);
  if (!row || row.course_id !== level.courseId || row.chapter_id !== level.chapterId)
    throw notFound('Attempt not found');
  return row;
}

/** Saves the answers chosen so far, so a resumed attempt shows them. 409 once submitted. */
export async function saveDraft(
  deps: CoursesDeps,
  userId: string,
  level: LevelAddress,
  attemptId: string,
  body: AttemptSubmit,
): Promise<{ saved: true }> {
  const row = await attemptAt(deps, userId, level, attemptId);
  const payload = parseAttemptPayload(row);
  const ids = payload.kind === 'mcq' ? new Set(payload.questions.map((q) => q.id)) : null;
  const fits =
    'answers' in body
      ? ids !== null && Object.keys(body.answers).every((id) => ids.has(id))
      : ids === null;
  if (!fits)
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'This draft does not match the questions of the attempt.',
    );
  if (!(await repo.saveDraft(deps.db, userId, attemptId, JSON.stringify(body))))
    throw new AppError('CONFLICT', 409, 'This attempt has already been submitted.');
  return { saved: true };
}

/** GET of an attempt: the learner's, on the level its URL names. */
export async function getLevelAttempt(
  deps: CoursesDeps,
  userId: string,
  level: LevelAddress,
  attemptId: string,
): Promise<AttemptView> {
  const row = await attemptAt(deps, userId, level, attemptId);
  return toView(row, parseAttemptPayload(row));
}

/** How long a repeated submit waits for the grading another request holds, and how often it looks. */
const GRADED_ELSEWHERE_WAIT_MS = 60_000;
const GRADED_ELSEWHERE_POLL_MS = 100;

/**
 * The attempt another request is grading (a double click, a second tab, another process): its
 * result once that grading ends. Answering at once showed the learner the level unsubmitted.
 */
async function gradedElsewhere(
  deps: CoursesDeps,
  userId: string,
  attemptId: string,
): Promise<AttemptView> {
  const until = Date.now() + GRADED_ELSEWHERE_WAIT_MS;
  for (;;) {
    const row = await repo.findAttempt(deps.db, userId, attemptId);
    if (!row) throw notFound('Attempt not found');
    if (row.status !== 'grading') return toView(row, parseAttemptPayload(row));
    if (Date.now() >= until || deps.stopping?.aborted)
      throw new AppError(
        'CONFLICT',
        409,
        'This level is still being graded. Open it again in a moment to see your result.',
      );
    await delay(GRADED_ELSEWHERE_POLL_MS);
  }
}

export async function submitAttempt(
  deps: CoursesDeps,
  userId: string,
  courseId: string,
  chapterId: string,
  attemptId: string,
  body: AttemptSubmit,
  origin?: string,
): Promise<AttemptView> {
  const { chapter } = findChapter(courseId, chapterId);
  const row = await attemptAt(deps, userId, { courseId, chapterId }, attemptId);
  const payload = parseAttemptPayload(row);
  if (row.status === 'completed') return toView(row, payload);
  await requireUnlocked(deps, userId, courseId, chapter.order);
  // The answers are stored with the claim, so a server stopped mid-grading can grade them at its next start.
  if (!(await repo.claimAttempt(deps.db, attemptId, JSON.stringify(body), deps.lease)))
    return gradedElsewhere(deps, userId, attemptId);
  const held = holdLease(deps.db, 'chapter_attempts', attemptId, deps.lease, (err) =>
    deps.log.warn({ err, attemptId }, 'renewing the grading lease failed'),
  );

  try {
    await gradeClaimedAttempt(deps, row, chapter.order, payload, body);
    publish(deps, userId, { courseId, chapterId, origin });
    return getLevelAttempt(deps, userId, { courseId, chapterId }, attemptId);
  } catch (err) {
    // Stopped by a shutdown: left in grading, graded at the next start (attempt-recovery.ts).
    if (deps.stopping?.aborted && !(err instanceof AppError && err.statusCode < 500)) {
      await held.abandon();
      throw shuttingDown();
    }
    // Refused by the one-open index when a new attempt on the level was started meanwhile.
    await repo
      .releaseAttempt(deps.db, attemptId)
      .catch((e: unknown) =>
        deps.log.warn({ err: e, attemptId }, 'release after failed grading refused'),
      );
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'chapter grading failed');
    throw new AppError('INTERNAL', 500, 'Failed to evaluate your code. Please try again.');
  } finally {
    held.stop();
  }
}

/** The Chapter Overview modal: from the AI when configured, otherwise the level's stored overview. */
export async function chapterOverview(
  deps: CoursesDeps,
  courseId: string,
  chapterId: string,
): Promise<{ whatYouWillLearn: string[]; proTip: string; source: string }> {
  const { course, chapter } = findChapter(courseId, chapterId);
  const ai = await deps.generation.chapterOverview({
    courseTitle: course.title,
    chapterTitle: chapter.title,
    description: chapter.description,
    difficulty: chapter.difficulty,
  });
  if (ai) return { ...ai, source: deps.generation.provider };
  return { ...chapter.overview, source: 'bank' };
}
