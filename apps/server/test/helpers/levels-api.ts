/** Course level attempts through app.inject(): start one, read its stored payload (answers included), save a draft, submit. */
import type { FastifyInstance } from 'fastify';
import { attemptPayloadSchema, type AttemptPayload } from '../../src/modules/courses/attempt-view';
import { as, type TestApp, type TestUser } from './test-app';

/** The URL of a level's attempts. */
export function attemptsUrl(courseId: string, chapterId: string): string {
  return `/api/courses/${courseId}/chapters/${chapterId}/attempts`;
}

/** POST an attempt on the level (its attempts URL) as the user: the raw response. */
export function startAttempt(app: FastifyInstance, user: TestUser, levelUrl: string) {
  return app.inject({ method: 'POST', url: levelUrl, headers: as(user) });
}

/** A route of one attempt (`<levelUrl>/<attemptId>/<route>`) taking a body, called as the user. */
const attemptRoute =
  (method: 'PUT' | 'POST', route: 'draft' | 'submit') =>
  (app: FastifyInstance, user: TestUser, levelUrl: string, attemptId: string, payload: object) =>
    app.inject({ method, url: `${levelUrl}/${attemptId}/${route}`, headers: as(user), payload });

/** PUT the attempt's draft (answers saved, not graded) as the user: the raw response. */
export const putDraft = attemptRoute('PUT', 'draft');

/** POST the attempt's answers for grading as the user: the raw response. */
export const submitAttempt = attemptRoute('POST', 'submit');

/** The stored payload of an attempt: its questions with their right answers, or its problem. */
export async function attemptPayloadOf(t: TestApp, attemptId: string): Promise<AttemptPayload> {
  const row = await t.database.handle.db
    .selectFrom('chapter_attempts')
    .select('payload')
    .where('id', '=', attemptId)
    .executeTakeFirstOrThrow();
  return attemptPayloadSchema.parse(JSON.parse(row.payload));
}

/** The questions of an MCQ attempt with their right answers, in order. */
export async function mcqQuestionsOf(t: TestApp, attemptId: string) {
  const payload = await attemptPayloadOf(t, attemptId);
  if (payload.kind !== 'mcq') throw new Error('expected an MCQ attempt');
  return payload.questions;
}

/** Starts an attempt on an MCQ level: the attempt's view and its questions with their right answers. */
export async function startMcqAttempt(t: TestApp, user: TestUser, levelUrl: string) {
  const attempt = (await startAttempt(t.app, user, levelUrl)).json();
  return { attempt, questions: await mcqQuestionsOf(t, attempt.id) };
}
