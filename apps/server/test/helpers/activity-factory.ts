/** Finished tests and graded level attempts with chosen times, written straight to the database. */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema';

export async function insertFinishedTest(
  db: Kysely<Database>,
  userId: string,
  o: {
    completedAt: string;
    minutes?: number;
    score?: number;
    maxScore?: number;
    title?: string;
    question?: string;
    answer?: string;
  },
): Promise<string> {
  const done = Date.parse(o.completedAt);
  const started = new Date(done - (o.minutes ?? 10) * 60_000).toISOString();
  const id = randomUUID();
  await db
    .insertInto('tests')
    .values({
      id,
      user_id: userId,
      title: o.title ?? 'Python Basics - MCQ Test',
      type: 'mcq',
      topic: 'Python Basics',
      bank_topic: null,
      difficulty: 'medium',
      total_questions: 1,
      max_score: o.maxScore ?? 10,
      score: o.score ?? 8,
      status: 'completed',
      source: 'bank',
      notice: null,
      created_at: started,
      started_at: started,
      deadline_at: new Date(done + 3_600_000).toISOString(),
      completed_at: new Date(done).toISOString(),
      feedback: null,
      topic_key: null,
    })
    .execute();
  await db
    .insertInto('questions')
    .values({
      id: randomUUID(),
      test_id: id,
      position: 0,
      question: o.question ?? 'What does len([1, 2]) return?',
      options: JSON.stringify({ A: '1', B: '2', C: '3', D: '0' }),
      correct_answer: 'B',
      points: 1,
      user_answer: o.answer ?? 'B',
      answered_at: started,
      is_correct: 1,
      explanation: 'Two items.',
      payload: '{}',
    })
    .execute();
  return id;
}

export async function insertLevelAttempt(
  db: Kysely<Database>,
  userId: string,
  o: {
    completedAt: string;
    score: number;
    maxScore?: number;
    minutes?: number;
    courseId?: string;
    chapterId?: string;
    order?: number;
  },
): Promise<void> {
  const done = Date.parse(o.completedAt);
  await db
    .insertInto('chapter_attempts')
    .values({
      id: randomUUID(),
      user_id: userId,
      course_id: o.courseId ?? 'python',
      chapter_id: o.chapterId ?? 'python-1',
      chapter_order: o.order ?? 1,
      test_type: 'mcq',
      payload: '{}',
      answers: '{}',
      score: o.score,
      max_score: o.maxScore ?? 50,
      status: 'completed',
      result: null,
      created_at: new Date(done - (o.minutes ?? 15) * 60_000).toISOString(),
      completed_at: new Date(done).toISOString(),
    })
    .execute();
}

/** Today's calendar date in a time zone (what the server counts as today there). */
export function todayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

export function shiftDate(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
