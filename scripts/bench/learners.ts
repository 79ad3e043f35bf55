/**
 * Issue 17's two targets under load, over HTTP, on the run's database (SQLite; PostgreSQL with
 * `npm run bench -- --pg`):
 *  - 200 learners at once, each taking an MCQ test from the bank: start it, answer its ten
 *    questions one by one, submit it, read the dashboard (13 requests each). Every request's
 *    latency, three rounds; target p99 < 300 ms.
 *  - GET /api/health's throughput while one learner's dashboard of 10,000 tests is read from the
 *    database without pause, against health alone, three interleaved rounds; target >= 0.5.
 * The learners and the dashboard reader run on a thread of their own (learners-worker.ts), so
 * building their requests costs the server's event loop nothing; autocannon runs here, as in the
 * throughput bench.
 */
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { BANK_TOPICS } from '@app/content/bank';
import { ORIGIN, signUp, type TestApp } from '../../apps/server/test/helpers/test-app';
import { browserCookies, seedTests, signedInLearners } from './fixtures';
import type { LearnersJob, LearnersReport, RequestKind } from './learners-worker';

const LEARNERS = 200;
const ROUNDS = 3;
export const LEARNERS_P99_TARGET_MS = 300;
export const HEALTH_BESIDE_DASHBOARD_TARGET = 0.5;

type Log = (key: string, value: unknown) => void;

function percentile(values: readonly number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

/** Runs `job` on its own thread; `whileRunning` gets the worker to talk to before it answers. */
function onThread<T>(job: LearnersJob, whileRunning?: (worker: Worker) => void): Promise<T> {
  const worker = new Worker(new URL('./learners-worker.ts', import.meta.url), { workerData: job });
  whileRunning?.(worker);
  return new Promise<T>((resolve, reject) => {
    worker.once('message', (message: T) => {
      resolve(message);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function healthRps(base: string): Promise<number> {
  const r = await autocannon({ url: `${base}/api/health`, connections: 50, duration: 3 });
  if (r.errors + r.non2xx > 0)
    throw new Error(`health answered ${r.non2xx} non-2xx, ${r.errors} errors`);
  return r.requests.average;
}

/** The app's URL, listening on a free port if it is not yet. */
async function listening(t: TestApp): Promise<string> {
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
}

async function learnersAtOnce(t: TestApp, base: string, log: Log): Promise<boolean> {
  const cookies = await signedInLearners(t, LEARNERS);
  const rounds: LearnersReport[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each learner on a topic of its own this round (the last round's tests are submitted).
    const learners = cookies.map((cookie, i) => ({
      cookie,
      topic: BANK_TOPICS[(i + round * 7) % BANK_TOPICS.length]?.name ?? 'Python Basics',
    }));
    rounds.push(
      await onThread<LearnersReport>({ mode: 'learners', base, origin: ORIGIN, learners }),
    );
  }
  const p99s = rounds.map((r) =>
    percentile(
      r.times.map((x) => x.ms),
      99,
    ),
  );
  const median = percentile(p99s, 50);
  const label = `${LEARNERS} learners at once, an MCQ test each`;
  log(`${label}: requests per round`, rounds[0]?.times.length ?? 0);
  log(
    `${label}: p50 ms`,
    percentile(
      rounds.map((r) =>
        percentile(
          r.times.map((x) => x.ms),
          50,
        ),
      ),
      50,
    ),
  );
  log(`${label}: p99 ms (target < ${LEARNERS_P99_TARGET_MS}), median of ${ROUNDS} rounds`, median);
  log(`${label}: p99 ms of each round`, p99s.map(Math.round));
  for (const kind of ['start', 'answer', 'submit', 'dashboard'] as RequestKind[])
    log(
      `${label}: p99 ms, ${kind}`,
      percentile(
        rounds.flatMap((r) => r.times.filter((x) => x.kind === kind).map((x) => x.ms)),
        99,
      ),
    );
  log(`${label}: max ms`, Math.max(...rounds.flatMap((r) => r.times.map((x) => x.ms))));
  const errors = rounds.flatMap((r) => r.errors);
  log(`${label}: errors`, errors.length);
  if (errors.length > 0) console.log(`first error: ${errors[0]}`);
  return errors.length === 0 && median < LEARNERS_P99_TARGET_MS;
}

async function healthBesideHeavyDashboard(t: TestApp, base: string, log: Log): Promise<boolean> {
  const heavy = await signUp(t.app);
  await seedTests(t.database.handle, heavy, 10_000);
  const cookie = await browserCookies(t.app, heavy);
  const rounds: { alone: number; beside: number; readsPerSecond: number }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const alone = await healthRps(base);
    let reader: Worker | undefined;
    const reads = onThread<number>({ mode: 'reader', base, origin: ORIGIN, cookie }, (w) => {
      reader = w;
    });
    const t0 = performance.now();
    const beside = await healthRps(base);
    reader?.postMessage('stop');
    const readsPerSecond = (await reads) / ((performance.now() - t0) / 1000);
    rounds.push({ alone, beside, readsPerSecond });
  }
  const ratio = percentile(
    rounds.map((r) => r.beside / r.alone),
    50,
  );
  log(
    'GET /api/health rps, alone',
    percentile(
      rounds.map((r) => r.alone),
      50,
    ),
  );
  log(
    'GET /api/health rps, while a dashboard of 10,000 tests is read from the database',
    percentile(
      rounds.map((r) => r.beside),
      50,
    ),
  );
  log(
    'dashboard of 10,000 tests, reads from the database per s meanwhile',
    percentile(
      rounds.map((r) => r.readsPerSecond),
      50,
    ),
  );
  log(
    `health beside a heavy dashboard / alone (target >= ${HEALTH_BESIDE_DASHBOARD_TARGET})`,
    ratio,
  );
  return ratio >= HEALTH_BESIDE_DASHBOARD_TARGET;
}

/** Both benches; false when a target is missed or a request failed. */
export async function benchLearners(t: TestApp, log: Log): Promise<boolean> {
  const base = await listening(t);
  const learners = await learnersAtOnce(t, base, log);
  const health = await healthBesideHeavyDashboard(t, base, log);
  return learners && health;
}
