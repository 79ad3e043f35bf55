/**
 * Grading leases across two API processes on one PostgreSQL (docs/decisions/024-grading-lease-and-busy-database.md):
 * while B grades a test (its runs held back), a restart of A does not grade it again; once B dies
 * (its lease is no longer renewed and expires), the next restart of A recovers it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/create-db';
import type { Runner } from '../../src/modules/runner/runner.types';
import { dialectsUnderTest } from '../helpers/databases';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { putAnswer, startCodingTest, submitTest } from '../helpers/tests-api';
import { testPasswordHashing } from '../helpers/test-password-hashing';
import { describeSandbox, testRunner } from '../runner/sandbox-gate';

const postgres = (await dialectsUnderTest()).filter((d) => d === 'postgres');
if (postgres.length === 0)
  console.warn('\n!!! grading-lease.test.ts needs PostgreSQL: SKIPPED (outside CI only).\n');

/** The runner with every run held until `release()`, or failed by `kill()` (B's grading in flight). */
function heldRunner(runner: Runner) {
  let open!: () => void;
  let fail!: (err: Error) => void;
  const gate = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
  gate.catch(() => undefined);
  let started = 0;
  const held: Runner = {
    run: async (request) => {
      started += 1;
      await gate;
      return runner.run(request);
    },
    status: () => runner.status(),
    toolchains: () => runner.toolchains(),
    stats: () => runner.stats(),
    close: async () => undefined,
  };
  return {
    runner: held,
    release: () => open(),
    kill: () => fail(new Error('process killed')),
    started: () => started,
  };
}

describeSandbox.each(postgres)('grading leases with two API processes on %s', (dialect) => {
  let a: TestApp;
  let runner: Runner;
  let bHandle: DbHandle;

  beforeAll(async () => {
    runner = testRunner(71_960);
    a = await createTestApp(dialect, { GRADING_LEASE_SECONDS: '2' }, { runner });
  });
  afterAll(async () => {
    await a.close();
    await runner.close();
  });

  const db = () => a.database.handle.db;
  const row = (id: string) =>
    db()
      .selectFrom('tests')
      .select(['status', 'score', 'grading_owner', 'grading_lease_until'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const submissions = async (id: string) =>
    (await db().selectFrom('submissions').select('id').where('context_id', '=', id).execute())
      .length;

  /** A coding test with its reference solution saved, ready to submit. */
  async function readyTest(user: TestUser): Promise<string> {
    const { testId, questionId, reference } = await startCodingTest(a, user);
    expect((await putAnswer(a.app, user, testId, questionId, reference)).statusCode).toBe(200);
    return testId;
  }

  async function startB(held: Runner): Promise<FastifyInstance> {
    bHandle = createDb({ databaseUrl: a.database.url, dataDir: a.config.dataDir });
    const b = await buildApp(a.config, {
      dbHandle: bHandle,
      logger: false,
      passwordHashing: testPasswordHashing,
      runner: held,
      mailer: { send: async () => undefined },
    });
    await b.ready();
    return b;
  }

  async function restartA(): Promise<void> {
    await a.app.close();
    a.app = await buildApp(a.config, {
      dbHandle: a.database.handle,
      logger: false,
      passwordHashing: testPasswordHashing,
      runner,
      mailer: { send: async () => undefined },
    });
    await a.app.ready();
  }

  /** B has claimed the test and its run is held: graded by B right now. */
  async function gradingOnB(
    b: FastifyInstance,
    user: TestUser,
    testId: string,
    hold: ReturnType<typeof heldRunner>,
  ) {
    const submit = submitTest(b, user, testId);
    await vi.waitFor(() => expect(hold.started()).toBeGreaterThan(0), {
      timeout: 30_000,
      interval: 50,
    });
    const claimed = await row(testId);
    expect(claimed).toMatchObject({ status: 'pending_result' });
    expect(claimed.grading_owner).toBeTruthy();
    return { submit, owner: claimed.grading_owner };
  }

  it('a restart of A leaves the test B is grading to B', async () => {
    const user = await signUp(a.app);
    const testId = await readyTest(user);
    const hold = heldRunner(runner);
    const b = await startB(hold.runner);
    try {
      const { submit, owner } = await gradingOnB(b, user, testId, hold);
      const renewedFrom = (await row(testId)).grading_lease_until ?? '';
      await restartA();
      // A's recovery listed at start and would have taken it at once; B's heartbeat keeps renewing it.
      await vi.waitFor(
        async () => expect((await row(testId)).grading_lease_until ?? '').not.toBe(renewedFrom),
        { timeout: 10_000, interval: 100 },
      );
      expect(await row(testId)).toMatchObject({ status: 'pending_result', grading_owner: owner });
      hold.release();
      expect((await submit).json()).toMatchObject({ status: 'completed', score: 100 });
      expect(await submissions(testId)).toBe(1);
    } finally {
      await b.close();
      await bHandle.db.destroy();
    }
  });

  it('once B dies and its lease expires, a restart of A recovers the test', async () => {
    const user = await signUp(a.app);
    const testId = await readyTest(user);
    const hold = heldRunner(runner);
    const b = await startB(hold.runner);
    const { submit, owner } = await gradingOnB(b, user, testId, hold);
    // B dies: its connections go first, so neither its heartbeat nor its failure path writes again.
    await bHandle.db.destroy();
    hold.kill();
    await submit;
    await b.close().catch(() => undefined);
    expect(await row(testId)).toMatchObject({ status: 'pending_result', grading_owner: owner });
    await vi.waitFor(
      async () =>
        expect(new Date((await row(testId)).grading_lease_until ?? 0).getTime()).toBeLessThan(
          Date.now(),
        ),
      { timeout: 10_000, interval: 200 },
    );
    await restartA();
    await vi.waitFor(async () => expect((await row(testId)).status).toBe('completed'), {
      timeout: 45_000,
      interval: 200,
    });
    expect(await row(testId)).toMatchObject({ score: 100 });
    expect(await submissions(testId)).toBe(1);
  });
});
