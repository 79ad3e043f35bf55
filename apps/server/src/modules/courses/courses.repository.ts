/** The only SQL for course progress and chapter attempts. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { z } from 'zod';
import type { ChapterAttemptsTable, CourseProgressTable, Database } from '../../db/schema';
import { leaseColumns, type GradingLease } from '../grading/grading-lease';
import type { ProgressState } from '@app/shared/progress-rules';
import type { CourseProgress } from '@app/shared/courses.schemas';
import { chapterScoreSchema } from '@app/shared/courses.schemas';
import { compiledOnce } from '../../db/compiled-once';
import type { Dialect } from '../../db/create-db';
import { findOwnedRow } from '../../lib/user-rows';

const completedSchema = z.array(z.number().int());
const scoresSchema = z.record(z.string(), chapterScoreSchema);

function toProgress(row: CourseProgressTable): CourseProgress {
  const completed = completedSchema.safeParse(JSON.parse(row.completed_chapters));
  const scores = scoresSchema.safeParse(JSON.parse(row.chapter_scores));
  return {
    courseId: row.course_id,
    currentChapter: row.current_chapter,
    completedChapters: completed.success ? completed.data : [],
    chapterScores: scores.success ? scores.data : {},
    status: row.status === 'completed' ? 'completed' : 'in_progress',
    enrolledAt: row.enrolled_at,
    lastAccessedAt: row.last_accessed_at,
    completedAt: row.completed_at,
  };
}

export async function listProgress(
  db: Kysely<Database>,
  userId: string,
): Promise<CourseProgress[]> {
  const rows = await db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .execute();
  return rows.map(toProgress);
}

export async function findProgress(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  courseId: string,
): Promise<CourseProgress | undefined> {
  const row = await db
    .selectFrom('course_progress')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .executeTakeFirst();
  return row ? toProgress(row) : undefined;
}

/** Creates the record only if absent; safe under concurrent requests. */
export async function enrolIfAbsent(
  db: Kysely<Database> | Transaction<Database>,
  userId: string,
  courseId: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('course_progress')
    .values({
      user_id: userId,
      course_id: courseId,
      current_chapter: 1,
      completed_chapters: '[]',
      chapter_scores: '{}',
      status: 'in_progress',
      enrolled_at: now,
      last_accessed_at: now,
      completed_at: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'course_id']).doNothing())
    .execute();
}

export async function touch(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('course_progress')
    .set({ last_accessed_at: now })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

/** Locks the row for the rest of the transaction (PostgreSQL; SQLite transactions are serialised). */
export async function lockProgress(
  trx: Transaction<Database>,
  dialect: Dialect,
  userId: string,
  courseId: string,
): Promise<CourseProgress | undefined> {
  if (dialect === 'postgres') {
    const row = await trx
      .selectFrom('course_progress')
      .selectAll()
      .where('user_id', '=', userId)
      .where('course_id', '=', courseId)
      .forUpdate()
      .executeTakeFirst();
    return row ? toProgress(row) : undefined;
  }
  return findProgress(trx, userId, courseId);
}

export async function saveProgress(
  trx: Transaction<Database>,
  userId: string,
  courseId: string,
  state: ProgressState,
  now: string,
): Promise<void> {
  await trx
    .updateTable('course_progress')
    .set({
      current_chapter: state.currentChapter,
      completed_chapters: JSON.stringify(state.completedChapters),
      chapter_scores: JSON.stringify(state.chapterScores),
      status: state.status,
      completed_at: state.completedAt,
      last_accessed_at: now,
    })
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .execute();
}

export type AttemptRow = ChapterAttemptsTable;

/**
 * Inserts the attempt; false (nothing written) when the learner already has an open attempt on the
 * level (the partial unique index of migration 005 decides, so concurrent starts cannot both insert).
 */
export async function insertAttempt(db: Kysely<Database>, row: AttemptRow): Promise<boolean> {
  const res = await db
    .insertInto('chapter_attempts')
    .values(row)
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  return res !== undefined;
}

export async function findOpenAttempt(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
  chapterId: string,
): Promise<AttemptRow | undefined> {
  return db
    .selectFrom('chapter_attempts')
    .selectAll()
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('chapter_id', '=', chapterId)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
}

/** The payloads of the learner's open attempts on every level. */
export async function openAttemptPayloads(db: Kysely<Database>, userId: string): Promise<string[]> {
  // Read on every test creation: compiled once (db/compiled-once.ts).
  const query = compiledOnce(db, 'open attempt payloads', [userId], () =>
    db
      .selectFrom('chapter_attempts')
      .select('payload')
      .where('user_id', '=', userId)
      // A literal, not a parameter: PostgreSQL's generic plan of a named statement (decision 060)
      // knows no value for a parameter, so it could not use the partial index chapter_attempts_one_open.
      .where('status', '=', sql.lit('in_progress')),
  );
  return (await db.executeQuery(query)).rows.map((r) => r.payload);
}

/** The payloads of the learner's recent attempts on a level, newest first (for the retake draw). */
export async function recentAttemptPayloads(
  db: Kysely<Database>,
  userId: string,
  courseId: string,
  chapterId: string,
  limit = 20,
): Promise<string[]> {
  const rows = await db
    .selectFrom('chapter_attempts')
    .select('payload')
    .where('user_id', '=', userId)
    .where('course_id', '=', courseId)
    .where('chapter_id', '=', chapterId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.payload);
}

/** Saves the answers chosen so far, only while the attempt is in progress (one statement). */
export async function saveDraft(
  db: Kysely<Database>,
  userId: string,
  attemptId: string,
  answers: string,
): Promise<boolean> {
  const res = await db
    .updateTable('chapter_attempts')
    .set({ answers })
    .where('id', '=', attemptId)
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function findAttempt(
  db: Kysely<Database>,
  userId: string,
  attemptId: string,
): Promise<AttemptRow | undefined> {
  return findOwnedRow(db, 'chapter_attempts', userId, attemptId);
}

/** in_progress -> grading with the submitted answers; false when another request already took it. */
export async function claimAttempt(
  db: Kysely<Database>,
  attemptId: string,
  answers: string,
  lease?: GradingLease,
): Promise<boolean> {
  const res = await db
    .updateTable('chapter_attempts')
    .set({ status: 'grading', answers, ...leaseColumns(lease) })
    .where('id', '=', attemptId)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function releaseAttempt(db: Kysely<Database>, attemptId: string): Promise<void> {
  await db
    .updateTable('chapter_attempts')
    .set({ status: 'in_progress' })
    .where('id', '=', attemptId)
    .where('status', '=', 'grading')
    .execute();
}

export async function completeAttempt(
  db: Kysely<Database> | Transaction<Database>,
  attemptId: string,
  r: { answers: string; score: number; result: string; now: string },
): Promise<void> {
  await db
    .updateTable('chapter_attempts')
    .set({
      answers: r.answers,
      score: r.score,
      result: r.result,
      status: 'completed',
      completed_at: r.now,
    })
    .where('id', '=', attemptId)
    .execute();
}
