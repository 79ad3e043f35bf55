/**
 * RUNNER_MODE=queue end to end on PostgreSQL (issue 14): the API process runs no code; worker
 * processes (`src/worker.ts`, started here as real processes) take runs from the pg-boss queue.
 * A submission is graded by a worker; a worker killed mid-run loses nothing (another worker
 * finishes the job); SIGTERM drains a worker: its current run finishes, then it exits; a worker
 * takes a queued backlog one run after another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { startCodingTest, submitAnswer } from '../helpers/tests-api';
import { describeSandbox } from './sandbox-gate';

const dialects = await dialectsUnderTest();
const postgres = dialects.filter((d) => d === 'postgres');
if (postgres.length === 0)
  console.warn('\n!!! queue-mode.test.ts needs PostgreSQL: SKIPPED (outside CI only).\n');

const SERVER_DIR = join(import.meta.dirname, '../..');
const T = { timeout: 240_000 };

interface Worker {
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}

describeSandbox('runner queue mode', () => {
  describe.each(postgres)('on %s', (dialect) => {
    let t: TestApp;
    let user: TestUser;
    const workers: Worker[] = [];
    const workDir = mkdtempSync(join(tmpdir(), 'queue-worker-'));
    chmodSync(workDir, 0o711);

    function startWorker(uidBase: number): Worker {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: SERVER_DIR,
        env: {
          ...process.env,
          DATABASE_URL: t.database.url,
          DATA_DIR: workDir,
          RUNNER_WORKERS: '1',
          RUNNER_UID_BASE: String(uidBase),
          BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const log: string[] = [];
      child.stdout.on('data', (d: Buffer) => log.push(d.toString()));
      child.stderr.on('data', (d: Buffer) => log.push(d.toString()));
      const exited = new Promise<number | null>((resolve) =>
        child.on('exit', (code) => resolve(code)),
      );
      const w = { child, log, exited };
      workers.push(w);
      return w;
    }

    async function ready(w: Worker): Promise<void> {
      const deadline = Date.now() + 120_000;
      while (!w.log.join('').includes('worker ready')) {
        if (Date.now() > deadline || w.child.exitCode !== null)
          throw new Error(`worker did not start:\n${w.log.join('')}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }

    async function jobsIn(state: 'created' | 'active'): Promise<number> {
      const { rows } = await t.database.handle.pool!.query<{ n: string }>(
        "select count(*) as n from pgboss.job where name = 'code-run' and state = $1",
        [state],
      );
      return Number(rows[0]?.n ?? 0);
    }

    /** Waits until at least `count` runs are in `state`, or throws `failure` after `ms`. */
    async function untilJobs(
      state: 'created' | 'active',
      count: number,
      ms: number,
      failure: string,
    ) {
      const deadline = Date.now() + ms;
      while ((await jobsIn(state)) < count) {
        if (Date.now() > deadline) throw new Error(failure);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const untilActive = () => untilJobs('active', 1, 60_000, 'no run became active');

    /** POST /api/run of a Python program that sleeps 1.5 s first. */
    function slowRun(rest: string, stdin: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/run',
        headers: as(user),
        payload: { language: 'python3', source: `import time\ntime.sleep(1.5)\n${rest}`, stdin },
      });
    }

    /** Sends `signal` to the worker an earlier test started (`index`) once a run is active. */
    async function signalWhileActive(index: number, signal: NodeJS.Signals): Promise<Worker> {
      const w = workers[index];
      if (!w) throw new Error('no worker');
      await untilActive();
      w.child.kill(signal);
      return w;
    }

    /** The run answered 200: accepted, with `stdout`. */
    function expectAccepted(res: Awaited<ReturnType<typeof slowRun>>, stdout: string) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ run: { verdict: 'Accepted', stdout } });
    }

    beforeAll(async () => {
      t = await createTestApp(dialect, { RUNNER_MODE: 'queue' });
      user = await signUp(t.app);
    }, 60_000);
    afterAll(async () => {
      for (const w of workers) if (w.child.exitCode === null) w.child.kill('SIGKILL');
      await Promise.all(workers.map((w) => w.exited));
      await t.close();
    });

    it('grades a submission on a worker process; the API process runs no code', T, async () => {
      const w = startWorker(72_100);
      await ready(w);
      const { testId, questionId, reference } = await startCodingTest(t, user);
      const res = await submitAnswer(t.app, user, testId, questionId, reference);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'completed',
        score: 100,
        result: { kind: 'coding', passed: true },
      });
      expect(w.log.join('')).toContain('"msg":"run done"');
    });

    it('a worker killed mid-run loses nothing: another worker finishes the job', T, async () => {
      // A run that takes about 1.5 s, so the kill lands while it is active.
      const pending = slowRun('print(input())', 'survived\n');
      const first = await signalWhileActive(0, 'SIGKILL');
      expect(await first.exited).toBe(null);
      const second = startWorker(72_200);
      await ready(second);
      expectAccepted(await pending, 'survived\n');
      expect(second.log.join('')).toContain('"msg":"run done"');
    });

    it('SIGTERM drains a worker: the current run finishes, then it exits', T, async () => {
      const pending = slowRun('print("drained")', '');
      const w = await signalWhileActive(1, 'SIGTERM');
      expectAccepted(await pending, 'drained\n');
      expect(await w.exited).toBe(0);
      expect(w.log.join('')).toContain('draining');
    });

    // pg-boss wakes a worker on a new job's NOTIFY and otherwise polls every 30 s: a worker that
    // fetched one job of a backlog nobody adds to took the next one 30 s later (the load test saw
    // 200 s of that). Six queued runs before the worker starts: one fetch after another, or this
    // test runs out of its 90 s (six runs 30 s apart take 150 s).
    it(
      'a worker drains a backlog without waiting for new runs to be announced',
      { timeout: 90_000 },
      async () => {
        const learners = await Promise.all(Array.from({ length: 6 }, () => signUp(t.app)));
        const pending = learners.map((learner, i) =>
          t.app.inject({
            method: 'POST',
            url: '/api/run',
            headers: as(learner),
            payload: { language: 'python3', source: `print(${i})`, stdin: '' },
          }),
        );
        await untilJobs('created', 6, 30_000, 'the runs were not queued');
        const w = startWorker(72_300);
        await ready(w);
        const answers = await Promise.all(pending);
        expect(answers.map((res) => res.json().run?.stdout)).toEqual(
          learners.map((_, i) => `${i}\n`),
        );
        w.child.kill('SIGTERM');
        expect(await w.exited).toBe(0);
      },
    );
  });
});
