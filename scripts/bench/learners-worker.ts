/**
 * The load of scripts/bench/learners.ts, on a thread of its own: this thread's event loop, not the
 * server's, builds the requests and reads the answers, so the latencies are the server's.
 *
 *  - `learners`: each learner, all at once, takes one MCQ test from the bank: starts it, answers
 *    its questions one by one, submits it and reads the dashboard. Posts every request's time,
 *    failed ones too, and each learner's failure (a learner stops at its first).
 *  - `reader`: reads one learner's dashboard again and again, one request at a time, from
 *    `firstPage` on, each a page not asked for before, so each is read from the database rather
 *    than the answer the server keeps (docs/decisions/039). Posts `reading` after its first
 *    answer; when the main thread posts `stop`, posts how many it read and in how long.
 */
import { Agent, request } from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { testViewSchema } from '@app/shared/tests.schemas';

export type LearnersJob =
  | {
      mode: 'learners';
      base: string;
      /** The Origin header a browser on the site sends. */
      origin: string;
      learners: { cookie: string; topic: string }[];
    }
  | { mode: 'reader'; base: string; origin: string; cookie: string; firstPage: number };

export type RequestKind = 'start' | 'answer' | 'submit' | 'dashboard';

export interface LearnersReport {
  times: { kind: RequestKind; ms: number }[];
  /** One per learner whose test failed, the first failure's message. */
  errors: string[];
  /** The share of the round this thread's event loop was busy (its event-loop utilization). */
  busy: number;
}

export interface ReaderReport {
  reads: number;
  seconds: number;
}

const job = workerData as LearnersJob;

// Kept-alive connections, as a browser keeps them; node:http costs this thread a fraction of what
// `fetch` did, so it keeps up with the server and its queue is not counted in the latencies.
const agent = new Agent({ keepAlive: true });
const REQUEST_TIMEOUT_MS = 60_000;

/** One request as a browser on the site sends it (its cookie, Origin, compressed answers accepted). */
function send(
  cookie: string,
  method: string,
  path: string,
  body?: string,
): Promise<{ status: number; text: string }> {
  const headers: Record<string, string> = {
    cookie,
    origin: job.origin,
    'accept-encoding': 'br, gzip',
  };
  if (body !== undefined) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(`${job.base}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        try {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const bytes =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          resolve({ status: res.statusCode ?? 0, text: bytes.toString('utf8') });
        } catch (error) {
          // A body that does not inflate fails this learner's request, not the whole bench.
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      });
    });
    req.on('error', reject);
    // fetch gave up after 300 s; node:http never does by itself, and a round waits for every learner.
    req.setTimeout(REQUEST_TIMEOUT_MS, () =>
      req.destroy(new Error(`${method} ${path}: no answer in ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    req.end(body);
  });
}

const ok = (status: number) => status >= 200 && status < 300;

async function takeTest(
  learner: { cookie: string; topic: string },
  report: LearnersReport,
): Promise<void> {
  const timed = async (
    kind: RequestKind,
    method: string,
    path: string,
    body?: string,
  ): Promise<unknown> => {
    const t0 = performance.now();
    try {
      const res = await send(learner.cookie, method, path, body);
      if (!ok(res.status))
        throw new Error(`${kind} ${path}: ${res.status} ${res.text.slice(0, 200)}`);
      return JSON.parse(res.text);
    } finally {
      report.times.push({ kind, ms: performance.now() - t0 });
    }
  };
  try {
    const test = testViewSchema.parse(
      await timed(
        'start',
        'POST',
        '/api/tests',
        JSON.stringify({ type: 'mcq', topic: learner.topic, difficulty: 'medium' }),
      ),
    );
    for (const q of test.questions)
      await timed(
        'answer',
        'PUT',
        `/api/tests/${test.id}/answers/${q.id}`,
        JSON.stringify({ answer: 'A' }),
      );
    await timed('submit', 'POST', `/api/tests/${test.id}/submit`, '{}');
    await timed('dashboard', 'GET', '/api/dashboard');
  } catch (error) {
    report.errors.push(error instanceof Error ? error.message : String(error));
  }
}

async function read(cookie: string, firstPage: number): Promise<ReaderReport> {
  let stop = false;
  parentPort?.on('message', (message) => {
    if (message === 'stop') stop = true;
  });
  let reads = 0;
  let t0 = 0;
  while (!stop) {
    const page = firstPage + reads;
    const res = await send(cookie, 'GET', `/api/dashboard?page=${page}`);
    if (!ok(res.status)) throw new Error(`dashboard page ${page}: ${res.status}`);
    reads += 1;
    if (reads === 1) {
      t0 = performance.now();
      parentPort?.postMessage('reading');
    }
  }
  // The first read only started the clock.
  return { reads: reads - 1, seconds: (performance.now() - t0) / 1000 };
}

if (job.mode === 'learners') {
  const report: LearnersReport = { times: [], errors: [], busy: 0 };
  const start = performance.eventLoopUtilization();
  await Promise.all(job.learners.map((learner) => takeTest(learner, report)));
  report.busy = performance.eventLoopUtilization(start).utilization;
  parentPort?.postMessage(report);
} else {
  parentPort?.postMessage(await read(job.cookie, job.firstPage));
}
