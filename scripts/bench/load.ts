/**
 * npm run bench:load - the load test of issue 14, loopback only, never in CI.
 *
 *   npm run bench:load -- --learners 200 --mode queue   2 API processes + 2 workers on a scratch
 *                                                        PostgreSQL database; one worker is
 *                                                        SIGKILLed mid-run and restarted
 *   npm run bench:load -- --learners 200 --mode inline  one `node dist/server.js` on SQLite
 *   npm run bench:load -- --mode jobs --jobs 30         jobs/s of one worker (1 slot, then 2),
 *                                                        C++ and Python 3, 10-test submissions
 * Other flags: --ramp S (start the learners evenly over S seconds; default 0, all at once),
 * --rate-limit (keep RATE_LIMIT on; off by default, every learner comes from one address),
 * --max-waiting N (RUNNER_QUEUE_MAX_WAITING of the API processes), --log-dir DIR (process logs).
 *
 * Each learner: sign up and sign in, start an MCQ test, save 10 answers, submit; start a coding
 * test, run the visible examples one by one (POST /api/run, as Run Examples does), submit the
 * problem's reference solution (read from the questions table, as the tests do). A 429 with
 * Retry-After is waited out and retried (counted, not an error); anything else that is not the
 * expected answer is an error. Needs root and bubblewrap (the sandbox) and, for queue and jobs,
 * PostgreSQL at TEST_PG_ADMIN_URL (scripts/ensure-postgres.sh). Builds nothing: `npm run
 * bench:load` builds the server first. Every process and the scratch database go on exit.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { appendFileSync, chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createDb, type DbHandle } from '../../apps/server/src/db/create-db';
import { storedPayloadSchema } from '../../apps/server/src/modules/generation/payload';
import { PROGRAMS } from '../../apps/server/test/runner/programs';

const ROOT = join(import.meta.dirname, '../..');
const DIST = join(ROOT, 'apps/server/dist');
const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-load-secret-bench-load-secret-0123';

const { values: args } = parseArgs({
  options: {
    learners: { type: 'string', default: '20' },
    mode: { type: 'string', default: 'queue' },
    ramp: { type: 'string', default: '0' },
    jobs: { type: 'string', default: '30' },
    'base-port': { type: 'string', default: '3910' },
    'max-waiting': { type: 'string', default: '500' },
    'log-dir': { type: 'string' },
    'rate-limit': { type: 'boolean', default: false },
  },
});
if (args['log-dir']) mkdirSync(args['log-dir'], { recursive: true });
const LEARNERS = Number(args.learners);
const MODE = args.mode;
const RAMP_S = Number(args.ramp);
const BASE_PORT = Number(args['base-port']);
if (!['queue', 'inline', 'jobs'].includes(MODE) || !(LEARNERS >= 1) || !(RAMP_S >= 0)) {
  console.error(
    'usage: bench:load -- [--learners N] [--mode queue|inline|jobs] [--ramp seconds] [--jobs K]',
  );
  process.exit(2);
}

// ---------------------------------------------------------------- processes and cleanup

interface Proc {
  name: string;
  child: ChildProcess;
  log: string[];
  exited: Promise<number | null>;
}
const procs: Proc[] = [];
const tempDirs: string[] = [];
let scratchDb: string | undefined;
let handle: DbHandle | undefined;

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  tempDirs.push(dir);
  return dir;
}

function start(name: string, script: string, env: Record<string, string>): Proc {
  const child = spawn(process.execPath, ['--enable-source-maps', join(DIST, script)], {
    cwd: join(ROOT, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      BETTER_AUTH_SECRET: SECRET,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  const file = args['log-dir'] ? join(args['log-dir'], `${name.replace(':', '-')}.log`) : undefined;
  const keep = (d: Buffer) => {
    if (file) appendFileSync(file, d);
    log.push(d.toString());
    if (log.length > 400) log.splice(0, 200);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const p = { name, child, log, exited };
  procs.push(p);
  return p;
}

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    // SIGTERM first: a worker that stops cleanly unmounts its test view; SIGKILL whatever lingers.
    const alive = () =>
      procs.filter((p) => p.child.exitCode === null && p.child.signalCode === null);
    for (const p of alive()) p.child.kill('SIGTERM');
    await Promise.race([Promise.all(procs.map((p) => p.exited)), sleep(15_000)]);
    for (const p of alive()) p.child.kill('SIGKILL');
    await Promise.race([Promise.all(procs.map((p) => p.exited)), sleep(5000)]);
    await handle?.db.destroy().catch(() => undefined);
    if (scratchDb) {
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
      await admin.connect();
      await admin
        .query(`DROP DATABASE IF EXISTS ${scratchDb} WITH (FORCE)`)
        .catch((err: unknown) => console.error(`could not drop ${scratchDb}: ${String(err)}`));
      await admin.end();
    }
    // A SIGKILLed worker leaves its tmpfs test view mounted under its DATA_DIR.
    const mounts = readFileSync('/proc/self/mounts', 'utf8')
      .split('\n')
      .map((line) => line.split(' ')[1] ?? '');
    for (const dir of tempDirs) {
      for (const m of mounts.filter((m) => m.startsWith(`${dir}/`))) spawnSync('umount', ['-l', m]);
      try {
        rmSync(dir, { recursive: true, force: true });
      } catch (err) {
        console.error(`could not remove ${dir}: ${String(err)}`);
      }
    }
  })();
  return cleaning;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    if (MODE !== 'jobs')
      report(
        `${MODE} mode, STOPPED by ${signal} before the end (partial)`,
        (performance.now() - benchStart) / 1000,
        restarts,
        { pending: NaN, inProgress: NaN },
      );
    void cleanup().finally(() => process.exit(130));
  });

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function createScratchDatabase(): Promise<string> {
  scratchDb = `bench_load_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${scratchDb}`);
  await admin.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${scratchDb}`;
  return url.toString();
}

async function untilHealthy(p: Proc, port: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (p.child.exitCode !== null) throw new Error(`${p.name} exited:\n${p.log.join('')}`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`${p.name} not healthy:\n${p.log.join('')}`);
    await sleep(200);
  }
}

async function untilWorkerReady(p: Proc): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (!p.log.join('').includes('worker ready')) {
    if (p.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`${p.name} did not start:\n${p.log.join('')}`);
    await sleep(100);
  }
}

function startWorker(name: string, databaseUrl: string, uidBase: number, slots = 1): Proc {
  return start(name, 'worker.js', {
    DATABASE_URL: databaseUrl,
    DATA_DIR: tempDir('bench-worker-'),
    RUNNER_WORKERS: String(slots),
    RUNNER_UID_BASE: String(uidBase),
  });
}

// ---------------------------------------------------------------- measurements

type Step =
  | 'sign-up'
  | 'sign-in'
  | 'mcq start'
  | 'answer save'
  | 'mcq submit'
  | 'coding start'
  | 'run'
  | 'coding verdict';
const STEPS: Step[] = [
  'sign-up',
  'sign-in',
  'mcq start',
  'answer save',
  'mcq submit',
  'coding start',
  'run',
  'coding verdict',
];
const times = new Map<Step, number[]>(STEPS.map((s) => [s, []]));
const errors: string[] = [];
const benchStart = performance.now();
let restarts = 0;
let retried429 = 0;
/** Per step: 429s waited out, and the time from the first attempt (429 waits included). */
const refused = new Map<Step, number>(STEPS.map((st) => [st, 0]));
const withWaits = new Map<Step, number[]>(STEPS.map((st) => [st, []]));
let runsStarted = 0;

function pct(list: number[], p: number): number {
  if (list.length === 0) return NaN;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

class StepError extends Error {}

let ports: number[] = [];
let origin = '';
let next = 0;

/** One request of one step, round-robin across the API ports as a load balancer would; 429s are waited out. */
async function call(
  step: Step,
  method: string,
  path: string,
  cookie: string,
  body?: unknown,
): Promise<{ status: number; json: unknown; headers: Headers }> {
  const first = performance.now();
  for (let attempt = 0; ; attempt++) {
    const port = ports[next++ % ports.length];
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: {
        origin,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch((err: unknown) => {
      throw new StepError(`${step}: ${String(err)}`);
    });
    const text = await res.text();
    const ms = performance.now() - started;
    const retryAfter = Number(res.headers.get('retry-after'));
    if (res.status === 429 && retryAfter > 0 && attempt < 20) {
      retried429++;
      refused.set(step, (refused.get(step) ?? 0) + 1);
      await sleep(retryAfter * 1000);
      continue;
    }
    times.get(step)?.push(ms);
    withWaits.get(step)?.push(performance.now() - first);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // not JSON: the status tells
    }
    if (res.status >= 400) throw new StepError(`${step}: ${res.status} ${text.slice(0, 200)}`);
    return { status: res.status, json, headers: res.headers };
  }
}

function field(value: unknown, ...path: (string | number)[]): unknown {
  let v = value;
  for (const key of path) {
    if (typeof v !== 'object' || v === null) return undefined;
    v = (v as Record<string | number, unknown>)[key];
  }
  return v;
}

async function reference(questionId: string) {
  if (!handle) throw new Error('no database handle');
  const row = await handle.db
    .selectFrom('questions')
    .select(['payload'])
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  const payload = storedPayloadSchema.parse(JSON.parse(row.payload));
  if (payload.kind !== 'coding')
    throw new StepError(`coding start: question ${questionId} is ${payload.kind}`);
  return payload.problem;
}

async function learner(i: number): Promise<void> {
  const email = `bench.${process.pid}.${i}@example.com`;
  const password = 'bench-password-1';
  // sign-up, then sign-in (sign-up opens no session), as the web does
  await call('sign-up', 'POST', '/api/auth/sign-up/email', '', {
    name: `Learner ${i}`,
    email,
    password,
  });
  const signIn = await call('sign-in', 'POST', '/api/auth/sign-in/email', '', { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('better-auth.session_token='));
  if (!cookie) throw new StepError('sign-in: no session cookie');

  const mcq = await call('mcq start', 'POST', '/api/tests', cookie, {
    type: 'mcq',
    topic: 'Git & Version Control',
    difficulty: 'easy',
  });
  const mcqId = String(field(mcq.json, 'id'));
  const questions = field(mcq.json, 'questions');
  if (!Array.isArray(questions) || questions.length === 0)
    throw new StepError('mcq start: no questions');
  for (const q of questions.slice(0, 10)) {
    await call(
      'answer save',
      'PUT',
      `/api/tests/${mcqId}/answers/${String(field(q, 'id'))}`,
      cookie,
      { answer: 'ABCD'[i % 4] },
    );
  }
  const graded = await call('mcq submit', 'POST', `/api/tests/${mcqId}/submit`, cookie, {});
  if (field(graded.json, 'status') !== 'completed')
    throw new StepError(`mcq submit: status ${String(field(graded.json, 'status'))}`);

  const coding = await call('coding start', 'POST', '/api/tests', cookie, {
    type: 'coding',
    topic: 'Python Basics',
    difficulty: 'easy',
  });
  const codingId = String(field(coding.json, 'id'));
  const question = field(coding.json, 'questions', 0);
  const questionId = String(field(question, 'id'));
  const problem = await reference(questionId);
  const { language, source } = problem.reference;
  const visible = field(question, 'problem', 'visibleTests');
  for (const test of Array.isArray(visible) ? visible : []) {
    runsStarted++;
    const run = await call('run', 'POST', '/api/run', cookie, {
      language,
      source,
      stdin: String(field(test, 'input')),
    });
    if (field(run.json, 'run', 'verdict') !== 'Accepted')
      throw new StepError(`run: verdict ${String(field(run.json, 'run', 'verdict'))}`);
  }
  const verdict = await call('coding verdict', 'POST', `/api/tests/${codingId}/submit`, cookie, {
    questionId,
    answer: { language, source },
  });
  if (field(verdict.json, 'status') !== 'completed' || field(verdict.json, 'score') !== 100)
    throw new StepError(
      `coding verdict: status ${String(field(verdict.json, 'status'))} score ${String(field(verdict.json, 'score'))}`,
    );
}

// ---------------------------------------------------------------- load modes

async function pendingTests(): Promise<{ pending: number; inProgress: number }> {
  if (!handle) throw new Error('no database handle');
  const rows = await handle.db
    .selectFrom('tests')
    .select(['status'])
    .where('status', 'in', ['pending_result', 'in_progress'])
    .execute();
  return {
    pending: rows.filter((r) => r.status === 'pending_result').length,
    inProgress: rows.filter((r) => r.status === 'in_progress').length,
  };
}

async function runLearners(onProgress?: () => void): Promise<number> {
  const started = performance.now();
  const all = Array.from({ length: LEARNERS }, async (_, i) => {
    if (RAMP_S > 0) await sleep((RAMP_S * 1000 * i) / LEARNERS);
    try {
      await learner(i);
    } catch (err) {
      errors.push(err instanceof StepError ? err.message : `learner ${i}: ${String(err)}`);
    }
  });
  const ticker = onProgress ? setInterval(onProgress, 250) : undefined;
  await Promise.all(all);
  if (ticker) clearInterval(ticker);
  return (performance.now() - started) / 1000;
}

function report(
  label: string,
  seconds: number,
  workerRestarts: number,
  pending: { pending: number; inProgress: number },
): void {
  console.log(
    `\n## ${label}: ${LEARNERS} learners, ramp ${RAMP_S} s, ${seconds.toFixed(1)} s wall, ${availableParallelism()} cores`,
  );
  console.log(
    `errors (other than 429 with Retry-After): ${errors.length}; 429s waited out and retried: ${retried429}; worker restarts: ${workerRestarts}`,
  );
  console.log(`tests left pending_result: ${pending.pending}; in_progress: ${pending.inProgress}`);
  console.log(
    '\n| step | requests | p50 ms | p99 ms | max ms | 429s | p99 ms with 429 waits |\n|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const step of STEPS) {
    const list = times.get(step) ?? [];
    const waited = withWaits.get(step) ?? [];
    console.log(
      `| ${step} | ${list.length} | ${pct(list, 50).toFixed(0)} | ${pct(list, 99).toFixed(0)} | ${pct(list, 100).toFixed(0)} | ${refused.get(step) ?? 0} | ${pct(waited, 99).toFixed(0)} |`,
    );
  }
  const byKind = new Map<string, number>();
  for (const e of errors) {
    const key = e.slice(0, 90);
    byKind.set(key, (byKind.get(key) ?? 0) + 1);
  }
  if (byKind.size > 0) {
    console.log('\nerrors by kind:');
    for (const [k, n] of [...byKind].sort((a, b) => b[1] - a[1]).slice(0, 10))
      console.log(`  ${n} x ${k}`);
  }
}

async function queueMode(): Promise<void> {
  const databaseUrl = await createScratchDatabase();
  handle = createDb({ databaseUrl, dataDir: tempDir('bench-handle-') });
  ports = [BASE_PORT, BASE_PORT + 1];
  origin = `http://127.0.0.1:${BASE_PORT}`;
  const web = tempDir('bench-web-');
  const api = (port: number) =>
    start(`api:${port}`, 'server.js', {
      DATABASE_URL: databaseUrl,
      RUNNER_MODE: 'queue',
      RUNNER_QUEUE_MAX_WAITING: args['max-waiting'],
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: origin,
      DATA_DIR: tempDir('bench-api-'),
      WEB_DIST: web,
      RATE_LIMIT: String(args['rate-limit']),
    });
  // One after the other: the first runs the migrations.
  const a = api(ports[0] ?? BASE_PORT);
  await untilHealthy(a, ports[0] ?? BASE_PORT);
  const b = api(ports[1] ?? BASE_PORT + 1);
  await untilHealthy(b, ports[1] ?? BASE_PORT + 1);
  let victim = startWorker('worker:1', databaseUrl, 75_000);
  const other = startWorker('worker:2', databaseUrl, 75_100);
  await Promise.all([untilWorkerReady(victim), untilWorkerReady(other)]);
  console.log(
    `2 API processes (:${ports.join(', :')}) and 2 workers (1 slot each) ready on ${scratchDb}`,
  );

  // Kill worker 1 (SIGKILL) once a quarter of the learners have started running examples; restart it 2 s later.
  let killing = false;
  const onProgress = () => {
    if (killing || runsStarted < Math.max(1, LEARNERS / 4)) return;
    killing = true;
    victim.child.kill('SIGKILL');
    console.log(`SIGKILL worker:1 (pid ${victim.child.pid}) after ${runsStarted} runs started`);
    void handle?.pool
      ?.query<{ n: string }>(
        "select count(*) as n from pgboss.job where name = 'code-run' and state = 'active'",
      )
      .then(({ rows }) =>
        console.log(`runs active when it was killed: ${rows[0]?.n ?? '?'} (one per slot)`),
      );
    void victim.exited.then(async () => {
      await sleep(2000);
      victim = startWorker('worker:1b', databaseUrl, 75_200);
      await untilWorkerReady(victim);
      restarts++;
      console.log('worker:1 restarted');
    });
  };
  const seconds = await runLearners(onProgress);
  report('queue mode, PostgreSQL, 2 API + 2 workers', seconds, restarts, await pendingTests());
}

async function inlineMode(): Promise<void> {
  const dataDir = tempDir('bench-inline-');
  ports = [BASE_PORT];
  origin = `http://127.0.0.1:${BASE_PORT}`;
  const server = start('server', 'server.js', {
    PORT: String(BASE_PORT),
    HOST: '127.0.0.1',
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_DIST: tempDir('bench-web-'),
    RUNNER_UID_BASE: '75300',
    // Every learner comes from 127.0.0.1: the per-address sign-up limit (10 a minute) would be all
    // this measures. --rate-limit keeps the limits on, as queue mode can too.
    RATE_LIMIT: String(args['rate-limit']),
  });
  await untilHealthy(server, BASE_PORT);
  handle = createDb({ dataDir });
  console.log(
    `one inline server (:${BASE_PORT}) on SQLite, default settings but RATE_LIMIT=${String(args['rate-limit'])}`,
  );
  const seconds = await runLearners();
  report('inline mode, SQLite, 1 process', seconds, 0, await pendingTests());
}

/** Jobs/s of one worker process with one slot: K 10-test submissions per language, sent at once. */
async function jobsMode(): Promise<void> {
  const { createBoss, ensureRunQueue, RUN_QUEUE } =
    await import('../../apps/server/src/modules/runner/queue/run-queue');
  const databaseUrl = await createScratchDatabase();
  const K = Number(args.jobs);
  const boss = createBoss(databaseUrl, 'api');
  boss.on('error', () => undefined);
  await boss.start();
  await ensureRunQueue(boss);
  const tests = Array.from({ length: 10 }, (_, i) => {
    const nums = Array.from({ length: 50 }, (_, j) => ((i * 7919 + j * 104729) % 2001) - 1000);
    return {
      input: `${nums.join(' ')}\n`,
      expectedOutput: `${nums.reduce((x, y) => x + y, 0)}\n`,
      hidden: true,
    };
  });
  for (const slots of [1, 2]) {
    const worker = startWorker(`worker:${slots}`, databaseUrl, 75_400 + slots * 100, slots);
    await untilWorkerReady(worker);
    console.log(
      `\n## one worker, RUNNER_WORKERS=${slots}, ${K} ten-test submissions per row, sent at once`,
    );
    console.log('| language | source | jobs | seconds | jobs/s |\n|---|---|---:|---:|---:|');
    const cases: { language: 'python3' | 'cpp'; label: string; source: (n: number) => string }[] = [
      {
        language: 'python3',
        label: 'Python 3',
        source: (n) => `${PROGRAMS.python3.correct}# ${slots}.${n}\n`,
      },
      {
        language: 'cpp',
        label: 'C++, one source (cached build)',
        source: () => `${PROGRAMS.cpp.correct}\n// cached ${slots}\n`,
      },
      {
        language: 'cpp',
        label: 'C++, distinct sources (compile each)',
        source: (n) => `${PROGRAMS.cpp.correct}\n// ${slots}.${n}\n`,
      },
    ];
    for (const c of cases) {
      // warm the toolchain (and, for the cached row, the build) outside the timing
      const warm = await boss.send(RUN_QUEUE, {
        request: { language: c.language, source: c.source(-1), tests, priority: 'submission' },
      });
      await untilDone(boss, RUN_QUEUE, [warm]);
      const started = performance.now();
      const ids = await Promise.all(
        Array.from({ length: K }, (_, n) =>
          boss.send(RUN_QUEUE, {
            request: { language: c.language, source: c.source(n), tests, priority: 'submission' },
          }),
        ),
      );
      const failed = await untilDone(boss, RUN_QUEUE, ids);
      const s = (performance.now() - started) / 1000;
      console.log(
        `| ${c.label} | ${c.language} | ${K}${failed ? ` (${failed} not Accepted)` : ''} | ${s.toFixed(1)} | ${(K / s).toFixed(2)} |`,
      );
    }
    worker.child.kill('SIGTERM');
    await worker.exited;
  }
  await boss.stop({ graceful: false, close: true });
}

async function untilDone(
  boss: {
    getJobById: (queue: string, id: string) => Promise<{ state: string; output?: unknown } | null>;
  },
  queue: string,
  ids: (string | null)[],
): Promise<number> {
  let failed = 0;
  for (const id of ids) {
    if (!id) throw new Error('a job was not queued');
    for (;;) {
      const job = await boss.getJobById(queue, id);
      if (job?.state === 'completed') {
        if (field(job.output, 'verdict') !== 'Accepted') failed++;
        break;
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled')
        throw new Error(`job ${id}: ${job?.state ?? 'gone'}`);
      await sleep(50);
    }
  }
  return failed;
}

try {
  if (MODE === 'queue') await queueMode();
  else if (MODE === 'inline') await inlineMode();
  else await jobsMode();
} catch (err) {
  console.error(err);
  process.exitCode = 1;
} finally {
  await cleanup();
}
