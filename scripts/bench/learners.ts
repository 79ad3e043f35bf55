/**
 * Issue 17's two targets under load, over HTTP, on the run's database (SQLite; PostgreSQL with
 * `npm run bench -- --pg`), docs/decisions/058:
 *  - 200 learners at once, each taking an MCQ test from the bank: start it, answer its ten
 *    questions one by one, submit it, read the dashboard (13 requests each). Every request's
 *    latency, three rounds; target p99 < 300 ms.
 *  - GET /api/health's throughput while one learner's dashboard of 10,000 tests is read from the
 *    database without pause, against health alone, three interleaved rounds; target >= 0.5.
 * The learners and the dashboard reader run on one thread of their own (learners-worker.ts), so
 * building their requests costs the server's event loop nothing; autocannon runs here, as in the
 * throughput bench.
 */
import { Worker } from 'node:worker_threads';
import { BANK_TOPICS } from '@app/content/bank';
import { as, ORIGIN, signUp, type TestApp } from '../../apps/server/test/helpers/test-app';
import { browserCookies, seedTests, signedInLearners } from './fixtures';
import { cannon, listening } from './http';
import type { LearnersJob, LearnersReport, ReaderReport, RequestKind } from './learners-worker';
import { median, percentile } from './percentile';

const LEARNERS = 200;
const ROUNDS = 3;
const LEARNERS_P99_TARGET_MS = 300;
const HEALTH_BESIDE_DASHBOARD_TARGET = 0.5;

type Log = (key: string, value: unknown) => void;

/** Starts `job` on its own thread. `next()` is its next message; a thread that fails or ends first rejects it. */
function onThread(job: LearnersJob) {
  const worker = new Worker(new URL('./learners-worker.ts', import.meta.url), { workerData: job });
  const ended = new Promise<never>((_, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the load thread ended (exit ${code})`)));
  });
  // Observed by `next`; this keeps a failure between two `next` calls from going unhandled.
  ended.catch(() => undefined);
  return {
    worker,
    next: <T>() =>
      Promise.race([new Promise<T>((resolve) => worker.once('message', resolve)), ended]),
  };
}

async function healthRps(base: string): Promise<number> {
  const { rps, errors } = await cannon(`${base}/api/health`, {}, 3);
  if (errors > 0) throw new Error(`health failed ${errors} times`);
  return rps;
}

async function learnersAtOnce(t: TestApp, base: string, log: Log): Promise<boolean> {
  const cookies = await signedInLearners(t, LEARNERS);
  const rounds: LearnersReport[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Each learner on another topic each round (the last round's tests are submitted).
    const learners = cookies.map((cookie, i) => ({
      cookie,
      topic: BANK_TOPICS[(i + round * 7) % BANK_TOPICS.length]?.name ?? 'Python Basics',
    }));
    const thread = onThread({ mode: 'learners', base, origin: ORIGIN, learners });
    rounds.push(await thread.next<LearnersReport>());
    await thread.worker.terminate();
  }
  const ms = (r: LearnersReport, kind?: RequestKind) =>
    r.times.filter((x) => kind === undefined || x.kind === kind).map((x) => x.ms);
  const p99s = rounds.map((r) => percentile(ms(r), 99));
  const label = `${LEARNERS} learners at once, an MCQ test each`;
  log(`${label}: requests per round`, rounds[0]?.times.length ?? 0);
  log(`${label}: p50 ms`, median(rounds.map((r) => percentile(ms(r), 50))));
  log(
    `${label}: p99 ms (target < ${LEARNERS_P99_TARGET_MS}), median of ${ROUNDS} rounds`,
    median(p99s),
  );
  log(`${label}: p99 ms of each round`, p99s.map(Math.round));
  for (const kind of ['start', 'answer', 'submit', 'dashboard'] as const)
    log(
      `${label}: p99 ms, ${kind}`,
      percentile(
        rounds.flatMap((r) => ms(r, kind)),
        99,
      ),
    );
  log(`${label}: max ms`, Math.max(...rounds.flatMap((r) => ms(r))));
  // Near 1, the load thread would be queueing its own work and adding it to the latencies.
  log(
    `${label}: load thread busy, share of each round`,
    rounds.map((r) => +r.busy.toFixed(2)),
  );
  const errors = rounds.flatMap((r) => r.errors);
  log(`${label}: learners whose test failed`, errors.length);
  if (errors.length > 0) console.log(`first failure: ${errors[0]}`);
  return errors.length === 0 && median(p99s) < LEARNERS_P99_TARGET_MS;
}

async function healthBesideHeavyDashboard(t: TestApp, base: string, log: Log): Promise<boolean> {
  const heavy = await signUp(t.app);
  await seedTests(t.database.handle, heavy, 10_000);
  // The first read closes the seeded tests whose time is up (one in 20): not part of reading.
  await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: as(heavy) });
  const cookie = await browserCookies(t.app, heavy);
  const rounds: { alone: number; beside: number; readsPerSecond: number }[] = [];
  // Pages go on from round to round, so every read is of a page not asked for before.
  let firstPage = 2;
  for (let round = 0; round < ROUNDS; round++) {
    const alone = await healthRps(base);
    const reader = onThread({ mode: 'reader', base, origin: ORIGIN, cookie, firstPage });
    await reader.next<'reading'>();
    const beside = await healthRps(base);
    reader.worker.postMessage('stop');
    const { reads, seconds } = await reader.next<ReaderReport>();
    await reader.worker.terminate();
    firstPage += reads + 2;
    rounds.push({ alone, beside, readsPerSecond: reads / seconds });
  }
  const ratio = median(rounds.map((r) => r.beside / r.alone));
  log('GET /api/health rps, alone', median(rounds.map((r) => r.alone)));
  log(
    'GET /api/health rps, while a dashboard of 10,000 tests is read from the database',
    median(rounds.map((r) => r.beside)),
  );
  log(
    'dashboard of 10,000 tests, reads from the database per s meanwhile',
    median(rounds.map((r) => r.readsPerSecond)),
  );
  log(
    `health beside a heavy dashboard / alone (target >= ${HEALTH_BESIDE_DASHBOARD_TARGET})`,
    ratio,
  );
  return ratio >= HEALTH_BESIDE_DASHBOARD_TARGET;
}

/** Both benches; false when a target is missed or a learner's test failed. */
export async function benchLearners(t: TestApp, log: Log): Promise<boolean> {
  const base = await listening(t.app);
  const learners = await learnersAtOnce(t, base, log);
  const health = await healthBesideHeavyDashboard(t, base, log);
  return learners && health;
}
