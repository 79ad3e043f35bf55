/**
 * The recovery sweep (docs/decisions/024-grading-lease-and-busy-database.md): with
 * RECOVERY_SWEEP_SECONDS set, a running app grades a test and a chapter attempt whose grading
 * process died (its lease expired), without a restart, and leaves alone a test whose lease a live
 * process still holds. MCQ only: no sandbox needed.
 */
import { describe, expect, it, vi } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { dialectsUnderTest } from '../helpers/databases';
import { as, signUp, useTestApp, type TestUser } from '../helpers/test-app';
import { attemptsUrl, putDraft, startMcqAttempt } from '../helpers/levels-api';
import { putAnswer, startMcqTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

const course = COURSES.find((c) => c.id === 'python');
const mcqLevel = course?.chapters[0];
if (!course || mcqLevel?.testType !== 'mcq')
  throw new Error('the python course starts with an MCQ level');
const levelUrl = attemptsUrl(course.id, mcqLevel.id);

const DEAD_OWNER = 'dead-host:4242:00000000';
const LIVE_OWNER = 'live-host:4343:00000000';

describe.each(dialects)('recovery sweep on %s', (dialect) => {
  const t = useTestApp(dialect, { RECOVERY_SWEEP_SECONDS: '1' });

  const db = () => t.database.handle.db;
  const testRow = (id: string) =>
    db()
      .selectFrom('tests')
      .select(['status', 'score', 'grading_owner'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  /** An MCQ test with every answer right saved, still in progress. */
  async function answeredTest(user: TestUser): Promise<string> {
    const { view, questions } = await startMcqTest(t, user, 'Git & Version Control');
    expect(questions.length).toBeGreaterThan(0);
    for (const q of questions) {
      const saved = await putAnswer(t.app, user, view.id, q.id, { answer: q.correct_answer });
      expect(saved.statusCode).toBe(200);
    }
    return view.id;
  }

  /** An attempt on the python MCQ level with the right answers stored as its draft, still in progress. */
  async function answeredAttempt(user: TestUser): Promise<string> {
    const { attempt, questions } = await startMcqAttempt(t, user, levelUrl);
    expect(questions.length).toBeGreaterThan(0);
    const answers = Object.fromEntries(questions.map((q) => [q.id, q.correct]));
    const saved = await putDraft(t.app, user, levelUrl, attempt.id, { answers });
    expect(saved.statusCode).toBe(200);
    return attempt.id;
  }

  // Sign-ups hash passwords (scrypt): slow on a loaded machine, hence the long timeout.
  it(
    'grades what a dead process was grading once its lease expired, without a restart, and leaves a live lease alone',
    { timeout: 180_000 },
    async () => {
      const held = await answeredTest(await signUp(t.app));
      const deadUser = await signUp(t.app);
      const dead = await answeredTest(deadUser);
      const deadAttempt = await answeredAttempt(deadUser);
      const expired = new Date(Date.now() - 1000).toISOString();
      const live = new Date(Date.now() + 3_600_000).toISOString();
      // The live holder's row first: any sweep that lists the dead rows also saw this one held.
      await db()
        .updateTable('tests')
        .set({ status: 'pending_result', grading_owner: LIVE_OWNER, grading_lease_until: live })
        .where('id', '=', held)
        .execute();
      await db()
        .updateTable('tests')
        .set({ status: 'pending_result', grading_owner: DEAD_OWNER, grading_lease_until: expired })
        .where('id', '=', dead)
        .execute();
      await db()
        .updateTable('chapter_attempts')
        .set({ status: 'grading', grading_owner: DEAD_OWNER, grading_lease_until: expired })
        .where('id', '=', deadAttempt)
        .execute();

      await vi.waitFor(async () => expect((await testRow(dead)).status).toBe('completed'), {
        timeout: 30_000,
        interval: 200,
      });
      expect(
        (
          await t.app.inject({ method: 'GET', url: `/api/tests/${dead}`, headers: as(deadUser) })
        ).json(),
      ).toMatchObject({
        status: 'completed',
        score: 10,
        notice: null,
        result: { kind: 'mcq', correct: 10, percent: 100 },
      });
      const attemptUrl = `${levelUrl}/${deadAttempt}`;
      await vi.waitFor(
        async () =>
          expect(
            (await t.app.inject({ method: 'GET', url: attemptUrl, headers: as(deadUser) })).json()
              .status,
          ).toBe('completed'),
        { timeout: 30_000, interval: 200 },
      );
      expect(
        (await t.app.inject({ method: 'GET', url: attemptUrl, headers: as(deadUser) })).json()
          .result,
      ).toMatchObject({ percent: 100, passed: true });

      expect(await testRow(held)).toMatchObject({
        status: 'pending_result',
        score: 0,
        grading_owner: LIVE_OWNER,
      });
    },
  );
});
