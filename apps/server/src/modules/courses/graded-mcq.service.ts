/**
 * A question of the learner's own graded MCQ level attempt, for the review queue (modules/review):
 * the "Review later" button, and the level's name as the card's source. Null when the attempt is
 * not the learner's, not graded yet, or not an MCQ level; 'withheld' when its key is (answered
 * wrongly in a failed attempt, keyWithheld).
 */
import type { Kysely } from 'kysely';
import type { Mcq } from '@app/shared/content.schemas';
import type { Database } from '../../db/schema';
import { learnerResult, parseAttemptPayload } from './attempt-view';
import { COURSES } from '@app/content/catalogue';
import * as repo from './courses.repository';

/** "Python: Variables and Types" (course and level titles), or the ids if the catalogue lost them. */
export function levelLabel(courseId: string, chapterId: string): string {
  const course = COURSES.find((c) => c.id === courseId);
  const chapter = course?.chapters.find((ch) => ch.id === chapterId);
  return course && chapter ? `${course.title}: ${chapter.title}` : `${courseId} ${chapterId}`;
}

export async function gradedLevelMcq(
  db: Kysely<Database>,
  userId: string,
  attemptId: string,
  questionId: string,
): Promise<{ mcq: Mcq; source: string } | 'withheld' | null> {
  const row = await repo.findAttempt(db, userId, attemptId);
  if (!row || row.status !== 'completed') return null;
  const payload = parseAttemptPayload(row);
  if (payload.kind !== 'mcq') return null;
  const found = payload.questions.find((q) => q.id === questionId);
  if (!found) return null;
  const reviewed = learnerResult(row.result)?.review.find((r) => r.id === questionId);
  if (!reviewed || reviewed.correctAnswer === null) return 'withheld';
  const { id: _id, ...mcq } = found;
  return { mcq, source: levelLabel(row.course_id, row.chapter_id) };
}
