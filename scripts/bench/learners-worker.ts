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
import { parentPort, workerData } from 'node:worker_threads';
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
}

export interface ReaderReport {
  reads: number;
  seconds: number;
}

const job = workerData as LearnersJob;

function headers(cookie: string): Record<string, string> {
  return { cookie, origin: job.origin, 'content-type': 'application/json' };
}

async function takeTest(
  learner: { cookie: string; topic: string },
  report: LearnersReport,
): Promise<void> {
  const send = async (kind: RequestKind, path: string, init: RequestInit): Promise<unknown> => {
    const t0 = performance.now();
    try {
      const res = await fetch(`${job.base}${path}`, { ...init, headers: headers(learner.cookie) });
      const body = await res.text();
      if (!res.ok) throw new Error(`${kind} ${path}: ${res.status} ${body.slice(0, 200)}`);
      return JSON.parse(body);
    } finally {
      report.times.push({ kind, ms: performance.now() - t0 });
    }
  };
  try {
    const test = testViewSchema.parse(
      await send('start', '/api/tests', {
        method: 'POST',
        body: JSON.stringify({ type: 'mcq', topic: learner.topic, difficulty: 'medium' }),
      }),
    );
    for (const q of test.questions)
      await send('answer', `/api/tests/${test.id}/answers/${q.id}`, {
        method: 'PUT',
        body: JSON.stringify({ answer: 'A' }),
      });
    await send('submit', `/api/tests/${test.id}/submit`, { method: 'POST', body: '{}' });
    await send('dashboard', '/api/dashboard', { method: 'GET' });
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
    const res = await fetch(`${job.base}/api/dashboard?page=${page}`, { headers: headers(cookie) });
    await res.text();
    if (!res.ok) throw new Error(`dashboard page ${page}: ${res.status}`);
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
  const report: LearnersReport = { times: [], errors: [] };
  await Promise.all(job.learners.map((learner) => takeTest(learner, report)));
  parentPort?.postMessage(report);
} else {
  parentPort?.postMessage(await read(job.cookie, job.firstPage));
}
