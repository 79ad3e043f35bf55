/** A new test's row as the service builds one, for tests that call the repository directly. */
import { randomUUID } from 'node:crypto';
import type { NewTestRow } from '../../src/modules/tests/tests.repository';

/**
 * An open MCQ test of `userId` on `topic` (its open-test key the topic in lower case) with
 * `questions` questions of `points` points each, half an hour left.
 */
export function newTestRow(userId: string, topic: string, questions = 2, points = 1): NewTestRow {
  const now = new Date().toISOString();
  return {
    id: randomUUID(),
    user_id: userId,
    title: `${topic} - MCQ Test`,
    type: 'mcq',
    topic,
    bank_topic: null,
    topic_key: topic.toLowerCase(),
    difficulty: 'easy',
    total_questions: questions,
    max_score: questions * points,
    status: 'in_progress',
    source: 'bank',
    notice: null,
    created_at: now,
    started_at: now,
    deadline_at: new Date(Date.now() + 1_800_000).toISOString(),
  };
}
