/**
 * A question of the learner's own graded MCQ test, for the review queue's "Review later" button
 * (modules/review). Null when the test is not the learner's, not graded yet, or not an MCQ;
 * 'withheld' when its key is (answered wrongly in a failed test, keyWithheld).
 */
import type { Kysely } from 'kysely';
import { keyWithheld } from '@app/shared/constants';
import type { Mcq } from '@app/shared/content.schemas';
import type { Database } from '../../db/schema';
import * as repo from './tests.repository';
import { parsePayload, passedTest } from './views';

export async function gradedTestMcq(
  db: Kysely<Database>,
  userId: string,
  testId: string,
  questionId: string,
): Promise<{ mcq: Mcq; source: string } | 'withheld' | null> {
  const test = await repo.findTest(db, userId, testId);
  // Answers are revealed only once the test is graded; until then the key stays on the server.
  if (!test || test.status !== 'completed') return null;
  const question = (await repo.findQuestions(db, testId)).find((q) => q.id === questionId);
  if (!question) return null;
  const p = parsePayload(question);
  if (p.kind !== 'mcq') return null;
  return keyWithheld(passedTest(test), question.is_correct === 1)
    ? 'withheld'
    : { mcq: p.mcq, source: test.title };
}
