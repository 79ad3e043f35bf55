/** Practice tests through app.inject(): start one, read its stored question (answers included), submit. */
import type { FastifyInstance } from 'fastify';
import { storedPayloadSchema, type StoredPayload } from '../../src/modules/generation/payload';
import { as, type TestApp, type TestUser } from './test-app';

export interface NewTest {
  type: string;
  topic: string;
  difficulty: string;
}

/** POST /api/tests as the user: the raw response. */
export function postTest(app: FastifyInstance, user: TestUser, body: NewTest) {
  return app.inject({ method: 'POST', url: '/api/tests', headers: as(user), payload: body });
}

/** POST /api/tests as the user: the test's view (its id, title, questions without answers). */
export async function openTest(app: FastifyInstance, user: TestUser, body: NewTest) {
  return (await postTest(app, user, body)).json();
}

/** Starts an MCQ test on the topic: its view and its questions with their right answers, in order. */
export async function startMcqTest(t: TestApp, user: TestUser, topic: string, difficulty = 'easy') {
  const view = await openTest(t.app, user, { type: 'mcq', topic, difficulty });
  const questions = await t.database.handle.db
    .selectFrom('questions')
    .select(['id', 'question', 'correct_answer'])
    .where('test_id', '=', view.id)
    .orderBy('position')
    .execute();
  return { view, questions };
}

/** The stored question of a one-question test (coding, debug, pseudocode): its id and payload. */
export async function problemOf(
  t: TestApp,
  testId: string,
): Promise<{ questionId: string; payload: StoredPayload }> {
  const row = await t.database.handle.db
    .selectFrom('questions')
    .select(['id', 'payload'])
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return { questionId: row.id, payload: storedPayloadSchema.parse(JSON.parse(row.payload)) };
}

/** Starts a test and reads its stored question. */
export async function startTest(t: TestApp, user: TestUser, body: NewTest) {
  const testId = (await postTest(t.app, user, body)).json<{ id: string }>().id;
  return { testId, ...(await problemOf(t, testId)) };
}

/** Starts a coding test: its question and the problem's reference solution. */
export async function startCodingTest(
  t: TestApp,
  user: TestUser,
  body: NewTest = { type: 'coding', topic: 'Python Basics', difficulty: 'easy' },
) {
  const { testId, questionId, payload } = await startTest(t, user, body);
  if (payload.kind !== 'coding') throw new Error('expected a coding test');
  const { language, source } = payload.problem.reference;
  return { testId, questionId, reference: { language, source } };
}

/** PUT the answer to one question of a test as the user: the raw response. */
export function putAnswer(
  app: FastifyInstance,
  user: TestUser,
  testId: string,
  questionId: string | undefined,
  payload: object,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/tests/${testId}/answers/${questionId}`,
    headers: as(user),
    payload,
  });
}

/** POST /api/tests/:id/submit as the user (an empty body submits the saved answers): the raw response. */
export function submitTest(
  app: FastifyInstance,
  user: TestUser,
  testId: string,
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/tests/${testId}/submit`,
    headers: as(user),
    payload,
  });
}

/** Submits the answer to one question of a test: the raw response. */
export function submitAnswer(
  app: FastifyInstance,
  user: TestUser,
  testId: string,
  questionId: string,
  answer: { language: string; source: string },
) {
  return submitTest(app, user, testId, { questionId, answer });
}
