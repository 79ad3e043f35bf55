/**
 * Recovery at start (docs/decisions/012-recovery-at-start.md): a server stopped while grading
 * leaves a test in pending_result and a chapter attempt in grading; the next app grades them from
 * the stored answers, and a grading that fails on our side is not held against the learner.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { buildApp } from '../../src/app';
import { ATTEMPT_GRADING_FAILED } from '../../src/modules/courses/attempt-recovery';
import type { Runner } from '../../src/modules/runner/runner.types';
import { GRADING_FAILED_NOTICE } from '../../src/modules/tests/recovery.repository';
import { dialectsUnderTest } from '../helpers/databases';
import {
  attemptPayloadOf,
  attemptsUrl,
  putDraft,
  startAttempt,
  submitAttempt,
} from '../helpers/levels-api';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { putAnswer, startCodingTest, submitTest } from '../helpers/tests-api';
import { testPasswordHashing } from '../helpers/test-password-hashing';
import { describeSandbox, testRunner } from '../runner/sandbox-gate';

const dialects = await dialectsUnderTest();

const course = COURSES.find((c) => c.id === 'python');
const [mcqLevel, codingLevel] = course?.chapters ?? [];
if (!course || mcqLevel?.testType !== 'mcq' || codingLevel?.testType !== 'coding')
  throw new Error('the python course starts with an MCQ level and a coding level');
const mcqLevelId = mcqLevel.id;
const codingLevelId = codingLevel.id;
const levelUrl = (chapterId: string) => attemptsUrl(course.id, chapterId);

/** The right answers of an attempt, as a submit body. */
async function rightAnswers(t: TestApp, attemptId: string) {
  const p = await attemptPayloadOf(t, attemptId);
  if (p.kind === 'mcq')
    return { answers: Object.fromEntries(p.questions.map((q) => [q.id, q.correct])) };
  return { language: p.problem.reference.language, source: p.problem.reference.source };
}

/** A coding test with its reference solution saved, left in pending_result as by a crash mid-grading. */
async function crashedTest(t: TestApp, user: TestUser): Promise<string> {
  const { testId, questionId, reference } = await startCodingTest(t, user);
  const saved = await putAnswer(t.app, user, testId, questionId, reference);
  expect(saved.statusCode).toBe(200);
  await setTestStatus(t, testId, 'pending_result');
  return testId;
}

async function setTestStatus(t: TestApp, testId: string, status: string): Promise<void> {
  await t.database.handle.db
    .updateTable('tests')
    .set({ status })
    .where('id', '=', testId)
    .execute();
}

/** An attempt on the level with the right answers stored, left in grading as by a crash mid-grading. */
async function crashedAttempt(t: TestApp, user: TestUser, chapterId: string): Promise<string> {
  const url = levelUrl(chapterId);
  const attempt = (await startAttempt(t.app, user, url)).json();
  const saved = await putDraft(t.app, user, url, attempt.id, await rightAnswers(t, attempt.id));
  expect(saved.statusCode).toBe(200);
  await t.database.handle.db
    .updateTable('chapter_attempts')
    .set({ status: 'grading' })
    .where('id', '=', attempt.id)
    .execute();
  return attempt.id;
}

/** Passes the MCQ level so the coding level unlocks. */
async function passMcqLevel(t: TestApp, user: TestUser): Promise<void> {
  const url = levelUrl(mcqLevelId);
  const attempt = (await startAttempt(t.app, user, url)).json();
  const res = await submitAttempt(t.app, user, url, attempt.id, await rightAnswers(t, attempt.id));
  expect(res.json()).toMatchObject({ status: 'completed', result: { passed: true } });
}

/** A new app on the same database, as after a restart: the tests' requests go to it from now on. */
async function startAgain(t: TestApp, runner: Runner): Promise<FastifyInstance> {
  const app = await buildApp(t.config, {
    dbHandle: t.database.handle,
    logger: false,
    passwordHashing: testPasswordHashing,
    runner,
    mailer: { send: async () => undefined },
  });
  await app.ready();
  t.app = app;
  return app;
}

async function restart(t: TestApp, runner: Runner): Promise<FastifyInstance> {
  await t.app.close();
  return startAgain(t, runner);
}

async function get(app: FastifyInstance, user: TestUser, url: string) {
  return (await app.inject({ method: 'GET', url, headers: as(user) })).json();
}

/** Waits until GET url answers with `status`, then answers its body. */
async function once(app: FastifyInstance, user: TestUser, url: string, status: string) {
  await vi.waitFor(async () => expect((await get(app, user, url)).status).toBe(status), {
    timeout: 45_000,
    interval: 200,
  });
  return get(app, user, url);
}

/**
 * A runner whose runs start, then wait for kill() and answer like a box killed mid-run: every
 * test an Internal Error.
 */
function killableRunner(runner: Runner) {
  let started!: () => void;
  const running = new Promise<void>((resolve) => (started = resolve));
  let kill!: () => void;
  const killed = new Promise<void>((resolve) => (kill = resolve));
  let lastRun: Promise<unknown> = Promise.resolve();
  const killable: Runner = {
    ...runner,
    run(request) {
      started();
      const result = killed.then(async () => {
        const real = await runner.run(request);
        return {
          ...real,
          verdict: 'Internal Error' as const,
          passed: 0,
          tests: real.tests.map((r) => ({ ...r, verdict: 'Internal Error' as const })),
        };
      });
      lastRun = result;
      return result;
    },
  };
  return { runner: killable, running, kill, lastRun: () => lastRun };
}

describeSandbox.each(dialects)('recovery at start on %s', (dialect) => {
  let t: TestApp;
  let runner: Runner;
  beforeAll(async () => {
    runner = testRunner(70_000 + (process.pid % 500) * 16 + 12);
    t = await createTestApp(dialect, {}, { runner });
  });
  afterAll(async () => {
    await t.close();
    await runner.close();
  });

  it('grades a pending_result test and grading attempts from their stored answers', async () => {
    const user = await signUp(t.app);
    await passMcqLevel(t, user);
    const testId = await crashedTest(t, user);
    const codingAttempt = await crashedAttempt(t, user, codingLevelId);
    const mcqAttempt = await crashedAttempt(t, user, mcqLevelId);
    expect((await get(t.app, user, `/api/tests/${testId}`)).status).toBe('pending_result');

    const app = await restart(t, runner);
    expect(await once(app, user, `/api/tests/${testId}`, 'completed')).toMatchObject({
      score: 100,
      notice: null,
      result: { kind: 'coding', passed: true },
    });
    for (const [chapterId, attemptId] of [
      [codingLevelId, codingAttempt],
      [mcqLevelId, mcqAttempt],
    ] as const) {
      const attempt = await once(app, user, `${levelUrl(chapterId)}/${attemptId}`, 'completed');
      expect(attempt.result).toMatchObject({ percent: 100, passed: true, progressSaved: true });
    }
    const progress = await get(app, user, `/api/progress/${course.id}`);
    expect(progress.completedChapters).toEqual([1, 2]);
    const dashboard = await get(app, user, '/api/dashboard');
    expect(dashboard.stats).toMatchObject({ passed: 1, failed: 0, pending: 0 });
  });

  it('a grading that fails on our side is not held against the learner, who can submit again', async () => {
    const user = await signUp(t.app);
    await passMcqLevel(t, user);
    const testId = await crashedTest(t, user);
    const attemptId = await crashedAttempt(t, user, codingLevelId);

    let failures = 2;
    const flaky: Runner = {
      ...runner,
      async run(request) {
        if (failures-- > 0) throw new Error('the sandbox fell over');
        return runner.run(request);
      },
    };
    const app = await restart(t, flaky);
    const attempt = await once(app, user, `${levelUrl(codingLevelId)}/${attemptId}`, 'completed');
    expect(attempt.result).toMatchObject({ feedback: ATTEMPT_GRADING_FAILED, passed: false });
    const progress = await get(app, user, `/api/progress/${course.id}`);
    expect(progress.completedChapters).toEqual([1]);
    expect(progress.chapterScores['2']).toBeUndefined();

    const reopened = await once(app, user, `/api/tests/${testId}`, 'in_progress');
    expect(reopened.notice).toBe(GRADING_FAILED_NOTICE);
    expect(reopened.notice).toMatch(/Internal Error.*not penalised/);
    const dashboard = await get(app, user, '/api/dashboard');
    expect(dashboard.stats).toMatchObject({ passed: 0, failed: 0, pending: 0 });

    // Submitting again grades the saved answer, and the notice goes with the grading.
    const again = (await submitTest(app, user, testId)).json();
    expect(again).toMatchObject({ status: 'completed', score: 100, notice: null });
  });

  it('a run killed by the shutdown is not recorded: the test stays pending and the next start grades it', async () => {
    const user = await signUp(t.app);
    const testId = await crashedTest(t, user);
    const killable = killableRunner(runner);
    const stopping = await restart(t, killable.runner);
    await killable.running;
    const closing = stopping.close();
    killable.kill();
    await closing;
    await killable.lastRun();
    await new Promise((resolve) => setTimeout(resolve, 300)); // a write, had one been made, has landed
    const db = t.database.handle.db;
    expect(
      await db
        .selectFrom('tests')
        .select(['status', 'notice'])
        .where('id', '=', testId)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'pending_result', notice: null });
    expect(
      await db.selectFrom('submissions').select('id').where('context_id', '=', testId).execute(),
    ).toEqual([]);

    const next = await startAgain(t, runner);
    expect(await once(next, user, `/api/tests/${testId}`, 'completed')).toMatchObject({
      score: 100,
      notice: null,
      result: { passed: true },
    });
  });

  it('a submit whose run is killed by the shutdown answers 503 and leaves the test for the next start', async () => {
    const user = await signUp(t.app);
    const testId = await crashedTest(t, user);
    await setTestStatus(t, testId, 'in_progress');
    const killable = killableRunner(runner);
    const app = await restart(t, killable.runner);
    const submit = submitTest(app, user, testId);
    await killable.running;
    await app.close();
    killable.kill();
    const res = await submit;
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().error.message).toMatch(/answers are saved and will be graded/);
    expect(
      (
        await t.database.handle.db
          .selectFrom('tests')
          .select('status')
          .where('id', '=', testId)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('pending_result');

    const next = await startAgain(t, runner);
    expect(await once(next, user, `/api/tests/${testId}`, 'completed')).toMatchObject({
      score: 100,
      result: { passed: true },
    });
  });
});
