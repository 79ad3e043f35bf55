/**
 * Retry a problem (a new test with the same problem, so the history keeps both) and the
 * per-problem submission history of a coding or debug result page (issue 16 item 4).
 * docs/decisions/018-coding-workspace.md.
 */
import { timeOrderedId } from '../../lib/time-ordered-id';
import { PROBLEM_HISTORY_LIMIT, PROBLEM_TIME_LIMIT_SECONDS } from '@app/shared/constants';
import { isPassed } from '@app/shared/test-rules';
import type { ProblemHistory, TestView } from '@app/shared/tests.schemas';
import { AppError, notFound } from '../../lib/app-error';
import type { StoredQuestion } from '../generation/payload';
import * as repo from './tests.repository';
import { startTest, type TestsDeps } from './tests.service';
import { parseCodeAnswer, parsePayload } from './views';

const RETRYABLE = new Set(['coding', 'debug']);

/** The learner's test, graded, of a kind that can be retried; else 404, 400 or 409. */
async function gradedProblemTest(deps: TestsDeps, userId: string, testId: string) {
  const test = await repo.findTest(deps.db, userId, testId);
  if (!test) throw notFound('Test not found.');
  if (!RETRYABLE.has(test.type))
    throw new AppError('VALIDATION_FAILED', 400, 'Only coding and debug problems can be retried.');
  const [question] = await repo.findQuestions(deps.db, testId);
  if (!question) throw notFound('Test not found.');
  return { test, question };
}

function storedQuestion(row: repo.QuestionRow): StoredQuestion {
  return {
    question: row.question,
    options: JSON.parse(row.options) as unknown,
    correctAnswer: row.correct_answer,
    points: row.points,
    explanation: row.explanation,
    payload: parsePayload(row),
  };
}

/**
 * Starts a new test with the problem of a graded one. An open test under the same type, topic and
 * difficulty is resumed instead (the one-open-test rule, docs/decisions/010-one-open-attempt.md).
 */
export async function retryTest(
  deps: TestsDeps,
  userId: string,
  testId: string,
  origin?: string,
): Promise<TestView> {
  const { test, question } = await gradedProblemTest(deps, userId, testId);
  if (test.status !== 'completed')
    throw new AppError('CONFLICT', 409, 'Submit this test before retrying its problem.');
  const key = {
    type: test.type,
    difficulty: test.difficulty,
    topicKey: test.topic_key ?? test.topic.toLowerCase().slice(0, 200),
  };
  const now = new Date();
  const row = {
    id: timeOrderedId(),
    user_id: userId,
    title: test.title,
    type: test.type,
    topic: test.topic,
    bank_topic: test.bank_topic,
    topic_key: key.topicKey,
    difficulty: test.difficulty,
    total_questions: test.total_questions,
    max_score: test.max_score,
    status: 'in_progress',
    source: test.source,
    notice: null,
    created_at: now.toISOString(),
    started_at: now.toISOString(),
    deadline_at: new Date(now.getTime() + PROBLEM_TIME_LIMIT_SECONDS * 1000).toISOString(),
  };
  return startTest(deps, { userId, key, row, questions: [storedQuestion(question)], origin });
}

/** The learner's graded attempts at this test's problem, newest first (only their own tests). */
export async function problemHistory(
  deps: TestsDeps,
  userId: string,
  testId: string,
): Promise<ProblemHistory> {
  const { test, question } = await gradedProblemTest(deps, userId, testId);
  const rows = await repo.problemHistory(deps.db, {
    userId,
    type: test.type,
    question: question.question,
    limit: PROBLEM_HISTORY_LIMIT,
  });
  return {
    items: rows.map((r) => ({
      testId: r.id,
      completedAt: r.completed_at ?? r.created_at,
      language: parseCodeAnswer(r.user_answer)?.language ?? null,
      score: r.score,
      maxScore: r.max_score,
      passed: isPassed({ status: 'completed', score: r.score, maxScore: r.max_score }),
    })),
  };
}
