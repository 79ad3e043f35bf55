/**
 * Queue mode's wait for a result (modules/runner/queue/queue-runner.ts): a worker's NOTIFY of the
 * job id on RUN_DONE_CHANNEL ends the wait at once, with one read of the job; a notification that
 * never comes is made up by the poll. A stand-in for pg-boss's calls, a real LISTEN on
 * PostgreSQL (queue-mode.test.ts runs the real queue and workers). PostgreSQL only.
 */
import pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueueRunner } from '../../src/modules/runner/queue/queue-runner';
import { RUN_DONE_CHANNEL } from '../../src/modules/runner/queue/run-queue';
import type { RunRequest, RunResult } from '../../src/modules/runner/runner.types';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../helpers/databases';

const postgres = (await dialectsUnderTest()).filter((d) => d === 'postgres');
if (postgres.length === 0)
  console.warn('\n!!! queue-run-done.test.ts needs PostgreSQL: SKIPPED (outside CI only).\n');

const request: RunRequest = {
  language: 'python3',
  source: 'print(1)',
  tests: [{ input: '', expectedOutput: '1\n' }],
};
const output = { compile: { ok: true, output: '' }, tests: [] } as unknown as RunResult;

/** Jobs stay active until `finish(id)`; `reads` counts getJobById calls. */
function fakeBoss() {
  const finished = new Set<string>();
  const reads = { count: 0 };
  let sent = 0;
  const boss = {
    getQueueStats: async () => [{ queuedCount: 0, deferredCount: 0 }],
    send: async () => `job-${++sent}`,
    getJobById: async (_queue: string, id: string) => {
      reads.count++;
      return finished.has(id) ? { state: 'completed', output } : { state: 'active' };
    },
    cancel: async () => ({ jobs: [], requested: 0, affected: 0 }),
  };
  return { boss: boss as unknown as PgBoss, finish: (id: string) => finished.add(id), reads };
}

describe.each(postgres)('finished runs heard over LISTEN on %s', () => {
  let database: TestDatabase;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (!database.url) throw new Error('expected a PostgreSQL URL');
    url = database.url;
  });
  afterAll(() => database.drop());

  async function notify(id: string) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('SELECT pg_notify($1, $2)', [RUN_DONE_CHANNEL, id]);
    await client.end();
  }

  /**
   * One run through a queue runner that LISTENs, polling every `pollMs`: after the job's first
   * read, `between` runs and the job is finished; then `announce` runs. The result must come
   * with one more read.
   */
  async function waitOnce(
    pollMs: number,
    between: () => Promise<void>,
    announce: () => Promise<void>,
  ) {
    const { boss, finish, reads } = fakeBoss();
    const runner = createQueueRunner({
      boss,
      maxWaiting: 10,
      waitMs: 120_000,
      databaseUrl: url,
      listeningPollMs: pollMs,
    });
    try {
      expect(await runner.listening()).toBe(true);
      const result = runner.run(request);
      await vi.waitFor(() => expect(reads.count).toBe(1));
      await between();
      finish('job-1');
      await announce();
      await expect(result).resolves.toBe(output);
      expect(reads.count).toBe(2);
    } finally {
      await runner.close();
    }
  }

  it('the worker’s notification ends the wait: one read before it, one after', async () => {
    // A poll once a minute: within this test, only the notification can end the wait; another
    // job's notification does not wake this one.
    await waitOnce(
      60_000,
      () => notify('job-2'),
      () => notify('job-1'),
    );
  });

  it('a notification that never comes is made up by the poll', async () => {
    await waitOnce(
      50,
      async () => undefined,
      async () => undefined,
    );
  });

  it('without a LISTEN it polls, as before', async () => {
    const { boss, finish, reads } = fakeBoss();
    const runner = createQueueRunner({ boss, maxWaiting: 10, waitMs: 60_000 });
    expect(await runner.listening()).toBe(false);
    const result = runner.run(request);
    await vi.waitFor(() => expect(reads.count).toBeGreaterThanOrEqual(3));
    finish('job-1');
    await expect(result).resolves.toBe(output);
    await runner.close();
  });
});
