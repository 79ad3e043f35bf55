/**
 * `npm run bench`: figures as ratios against a baseline measured in the same run.
 *  - gzipped JavaScript the prerendered landing page loads before the app starts (needs `npm run build`),
 *    target <= 75 KB (scripts/bench/landing.ts; over budget sets a failing exit code)
 *  - throughput, 50 connections (autocannon): bare Fastify route, GET /api/health, signed-in GET /api/profile
 *    and GET /api/dashboard (200 tests; after the first read the server's kept answer, decision 039),
 *    POST /api/tests (each a new MCQ test from the bank)
 *    (ratios to health: targets profile >= 0.6, dashboard >= 0.4, create >= 0.3; health/bare);
 *    for creation also the event loop's ms each, the ms the target allows, and SQLite's ms each;
 *    `npm run bench -- --http` runs only this part,
 *    `-- --pg` on PostgreSQL instead of SQLite (a scratch database, as the server tests make: TEST_PG_ADMIN_URL),
 *    `-- --log` with the app logging at info to stdout
 *  - 200 learners at once taking an MCQ test each, every request's p99 (target < 300 ms), and
 *    GET /api/health's throughput while a dashboard of 10,000 tests is read from the database,
 *    against health alone (target >= 0.5) (scripts/bench/learners.ts; `-- --learners` runs only
 *    this part, also with `--pg`)
 *  - p50 of creating a test from the bank (target < 50 ms)
 *  - p50 of GET /api/dashboard for 10,000 tests vs 10 tests, read from the database (target ratio <= 2),
 *    and for 10,000 as kept
 *  - GET /api/courses gzipped size (target <= 30 KB) and p50
 *  - p50 of GET /api/progress with 33 enrolments; opening a level to a ready test (target < 300 ms)
 *  - the slowest pseudocode answer at the length limit vs a model answer, graded offline (target
 *    <= 100; scripts/bench/pseudocode.ts; over sets a failing exit code)
 *  - p50 of GET /api/activity for 10,000 tests vs GET /api/profile (target < 20 ms; `-- --activity` runs only this)
 * Results are printed and written to bench-results/bench.json (ignored by git).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import {
  createTestApp,
  signUp,
  as,
  ORIGIN,
  type TestApp,
  type TestUser,
} from '../../apps/server/test/helpers/test-app';
import { benchActivity } from './activity';
import { browserCookies, seedTests, signedInLearners } from './fixtures';
import { cannon, listening } from './http';
import { benchLearners } from './learners';
import { median, percentile } from './percentile';
import { landingBundle } from './landing';
import { benchPseudocode, PSEUDOCODE_SLOW_RATIO_TARGET } from './pseudocode';
import { sqliteTimer } from './sqlite-time';

const results: Record<string, unknown> = {};
const log = (k: string, v: unknown) => {
  results[k] = v;
  console.log(`${k}: ${typeof v === 'number' ? Math.round(v * 100) / 100 : JSON.stringify(v)}`);
};

async function timeInject(
  app: FastifyInstance,
  n: number,
  req: () => InjectOptions,
): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await app.inject(req());
    times.push(performance.now() - t0);
    if (res.statusCode >= 400)
      throw new Error(`bench request failed ${res.statusCode}: ${res.body.slice(0, 200)}`);
  }
  return times;
}

/**
 * Requests that each create a new test (POST /api/tests from the bank): learner x topic x
 * difficulty, never the same twice, so none resumes an open test instead. Returns the body factory
 * and how many distinct ones there are.
 */
async function newTestRequests(t: TestApp, learners: number) {
  const cookies = await signedInLearners(t, learners);
  const combos = BANK_TOPICS.flatMap((topic) =>
    (['easy', 'medium', 'hard'] as const).map((difficulty) => ({ topic: topic.name, difficulty })),
  );
  let next = 0;
  const request = () => {
    const n = next++;
    const combo = combos[Math.floor(n / learners) % combos.length];
    return {
      cookie: cookies[n % learners] ?? '',
      body: JSON.stringify({ type: 'mcq', topic: combo?.topic, difficulty: combo?.difficulty }),
    };
  };
  return { request, distinct: learners * combos.length, used: () => next };
}

/** autocannon on a POST whose headers and body change per request. */
async function cannonPost(
  url: string,
  make: () => { cookie: string; body: string },
  duration: number,
) {
  const r = await autocannon({
    url,
    connections: 50,
    duration,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const { cookie, body } = make();
          return {
            ...req,
            body,
            headers: { ...req.headers, cookie, origin: ORIGIN, 'content-type': 'application/json' },
          };
        },
      },
    ],
  });
  return {
    rps: r.requests.average,
    total: r.requests.total,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
}

/** Throughput, 50 connections: a bare Fastify route, the app's GET /api/health, signed-in GET /api/profile. */
async function throughput(t: TestApp): Promise<void> {
  const bare = Fastify();
  bare.get('/bare', async () => ({ ok: true }));
  const bareBase = await listening(bare);
  const base = await listening(t.app);
  const learner = await signUp(t.app);
  const cookie = await browserCookies(t.app, learner);
  // The dashboard of a learner with 200 finished tests; test creation by 150 learners: 8,100
  // distinct tests (learner x topic x difficulty), so every creation stays a new test.
  await seedTests(t.database.handle, learner, 200);
  const creates = await newTestRequests(t, 150);
  const sqlite = t.database.handle.sqlite;
  const timer = sqlite ? sqliteTimer(sqlite) : undefined;
  // Interleaved rounds, medians: the machine is shared, so load shifts between single runs.
  const rounds: {
    b: number;
    h: number;
    p: number;
    p99: number;
    d: number;
    dP99: number;
    c: number;
    cP99: number;
    /** SQLite's time per creation, ms (SQLite only). */
    cSqlite: number | null;
    errors: number;
  }[] = [];
  for (let i = 0; i < 3; i++) {
    const b = await cannon(`${bareBase}/bare`, {}, 3);
    const h = await cannon(`${base}/api/health`, {}, 3);
    const p = await cannon(`${base}/api/profile`, { cookie }, 3);
    const d = await cannon(`${base}/api/dashboard`, { cookie }, 3);
    timer?.start();
    const c = await cannonPost(`${base}/api/tests`, creates.request, 2);
    const sqliteMs = timer?.stop();
    rounds.push({
      b: b.rps,
      h: h.rps,
      p: p.rps,
      p99: p.p99,
      d: d.rps,
      dP99: d.p99,
      c: c.rps,
      cP99: c.p99,
      cSqlite: sqliteMs === undefined ? null : sqliteMs / Math.max(1, c.total),
      errors: b.errors + h.errors + p.errors + d.errors + c.errors,
    });
  }
  if (creates.used() > creates.distinct)
    console.log(
      `note: ${creates.used() - creates.distinct} of ${creates.used()} test creations resumed an open test`,
    );
  await bare.close();
  log('bare fastify rps', median(rounds.map((r) => r.b)));
  log('GET /api/health rps', median(rounds.map((r) => r.h)));
  log('GET /api/profile rps (signed in, browser cookies)', median(rounds.map((r) => r.p)));
  log('GET /api/profile p99 ms', median(rounds.map((r) => r.p99)));
  log('health/bare rps ratio', median(rounds.map((r) => r.h / r.b)));
  log('profile/health rps ratio (target >= 0.6)', median(rounds.map((r) => r.p / r.h)));
  log('GET /api/dashboard rps (200 tests)', median(rounds.map((r) => r.d)));
  log('GET /api/dashboard p99 ms', median(rounds.map((r) => r.dP99)));
  log('dashboard/health rps ratio (target >= 0.4)', median(rounds.map((r) => r.d / r.h)));
  log('POST /api/tests rps (MCQ from the bank, each a new test)', median(rounds.map((r) => r.c)));
  log('POST /api/tests p99 ms', median(rounds.map((r) => r.cP99)));
  log('create test/health rps ratio (target >= 0.3)', median(rounds.map((r) => r.c / r.h)));
  // Why the target is far (docs/decisions/040): one event loop serves the requests and the load
  // generator, so a creation may cost at most 1 / (0.3 x health rps) of it, SQLite included.
  log('POST /api/tests ms of the event loop each', median(rounds.map((r) => 1000 / r.c)));
  log('POST /api/tests ms each the target allows', median(rounds.map((r) => 1000 / (0.3 * r.h))));
  const sqliteEach = rounds.flatMap((r) => (r.cSqlite === null ? [] : [r.cSqlite]));
  if (sqliteEach.length > 0) log('POST /api/tests ms in SQLite each', median(sqliteEach));
  log(
    'throughput errors',
    rounds.reduce((n, r) => n + r.errors, 0),
  );
}

async function main(): Promise<void> {
  const httpOnly = process.argv.includes('--http');
  // `--log`: the app logs at info to stdout, as in production (pipe the output through `grep -v '^{'`).
  const logged = process.argv.includes('--log');
  // `--http`, `--learners` and `--activity` run only their part.
  const partOnly = httpOnly || ['--learners', '--activity'].some((a) => process.argv.includes(a));
  if (!partOnly) {
    landingBundle(log);
    if (benchPseudocode(log) > PSEUDOCODE_SLOW_RATIO_TARGET) process.exitCode = 1;
  }
  const t = await createTestApp(
    process.argv.includes('--pg') ? 'postgres' : 'sqlite',
    logged ? { LOG_LEVEL: 'info' } : {},
    logged ? { logger: true } : {},
  );
  await appParts(t, httpOnly);
  await t.close();
  writeResults();
}

/** The parts that run against the app: all of them, or the one a flag names. */
async function appParts(t: TestApp, httpOnly: boolean): Promise<void> {
  // `--activity`: only the activity map bench (scripts/bench/activity.ts).
  if (process.argv.includes('--activity')) return benchActivity(t, log, timeInject);
  // `--learners`: only the load of 200 learners and health beside a heavy dashboard (learners.ts).
  if (process.argv.includes('--learners')) {
    log('learner load targets met', await benchLearners(t, log));
    return;
  }
  await throughput(t);
  if (httpOnly) return;
  log('learner load targets met', await benchLearners(t, log));
  const user = await signUp(t.app);

  // Creating a test from the bank.
  const create = await timeInject(t.app, 40, () => ({
    method: 'POST',
    url: '/api/tests',
    headers: as(user),
    payload: { type: 'mcq', topic: 'Python Basics', difficulty: 'medium' },
  }));
  log('create test p50 ms (target < 50)', percentile(create, 50));

  // Dashboard: 10,000 tests vs 10.
  const heavy = await signUp(t.app);
  const light = await signUp(t.app);
  await seedTests(t.database.handle, heavy, 10_000);
  await seedTests(t.database.handle, light, 10);
  // Each request a page not asked for before, so each is read from the database, not the
  // answers the server keeps (decision 039); then the same page again, as kept.
  const pages = (user: TestUser) => {
    let page = 0;
    return () => ({
      method: 'GET' as const,
      url: `/api/dashboard?page=${++page}`,
      headers: as(user),
    });
  };
  const dHeavy = await timeInject(t.app, 30, pages(heavy));
  const dLight = await timeInject(t.app, 30, pages(light));
  const dKept = await timeInject(t.app, 30, () => ({
    method: 'GET',
    url: '/api/dashboard?page=1',
    headers: as(heavy),
  }));
  log('dashboard p50 ms, 10 tests', percentile(dLight, 50));
  log('dashboard p50 ms, 10,000 tests', percentile(dHeavy, 50));
  log('dashboard 10k/10 ratio (target <= 2)', percentile(dHeavy, 50) / percentile(dLight, 50));
  log('dashboard p50 ms, 10,000 tests, answer kept', percentile(dKept, 50));

  // Catalogue.
  const courses = await t.app.inject({ method: 'GET', url: '/api/courses' });
  log('GET /api/courses gzipped KB (target <= 30)', gzipSync(courses.body).length / 1024);
  const cTimes = await timeInject(t.app, 50, () => ({ method: 'GET', url: '/api/courses' }));
  log('GET /api/courses p50 ms', percentile(cTimes, 50));

  // Progress with all 33 courses, and opening a level.
  const learner = await signUp(t.app);
  for (const c of COURSES)
    await t.app.inject({ method: 'POST', url: `/api/courses/${c.id}/visit`, headers: as(learner) });
  const pTimes = await timeInject(t.app, 50, () => ({
    method: 'GET',
    url: '/api/progress',
    headers: as(learner),
  }));
  log('GET /api/progress p50 ms (33 courses)', percentile(pTimes, 50));
  const first = COURSES[0]?.chapters[0];
  if (first) {
    const open = await timeInject(t.app, 30, () => ({
      method: 'POST',
      url: `/api/courses/${COURSES[0]?.id}/chapters/${first.id}/attempts`,
      headers: as(learner),
    }));
    log('open level -> ready test p50 ms (target < 300)', percentile(open, 50));
  }

  await benchActivity(t, log, timeInject);
}

function writeResults(): void {
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/bench.json', JSON.stringify(results, null, 2));
}

void main();
