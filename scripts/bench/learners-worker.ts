/**
 * The load of scripts/bench/learners.ts, on a thread of its own: this thread's event loop, not the
 * server's, builds the requests and reads the answers, so the latencies are the server's.
 *
 *  - `learners`: each learner, all at once, takes one MCQ test from the bank: starts it, answers
 *    its questions one by one, submits it and reads the dashboard. Posts every request's time.
 *  - `reader`: reads one learner's dashboard again and again, one request at a time, each a page
 *    not asked for before, so each is read from the database rather than the answer the server
 *    keeps (docs/decisions/039), until the main thread posts `stop`. Posts how many it read.
 */
import { parentPort, workerData } from 'node:worker_threads';

export type LearnersJob =
  | {
      mode: 'learners';
      base: string;
      /** The Origin header a browser on the site sends. */
      origin: string;
      learners: { cookie: string; topic: string }[];
    }
  | { mode: 'reader'; base: string; origin: string; cookie: string };

export type RequestKind = 'start' | 'answer' | 'submit' | 'dashboard';

export interface LearnersReport {
  times: { kind: RequestKind; ms: number }[];
  errors: string[];
}

const job = workerData as LearnersJob;

function headers(cookie: string): Record<string, string> {
  return { cookie, origin: job.origin, 'content-type': 'application/json' };
}

async function takeTest(
  learner: { cookie: string; topic: string },
  report: LearnersReport,
): Promise<void> {
  const send = async (kind: RequestKind, path: string, init: RequestInit) => {
    const t0 = performance.now();
    const res = await fetch(`${job.base}${path}`, { ...init, headers: headers(learner.cookie) });
    const body = await res.text();
    report.times.push({ kind, ms: performance.now() - t0 });
    if (!res.ok) throw new Error(`${kind} ${path}: ${res.status} ${body.slice(0, 200)}`);
    return JSON.parse(body) as unknown;
  };
  try {
    const test = (await send('start', '/api/tests', {
      method: 'POST',
      body: JSON.stringify({ type: 'mcq', topic: learner.topic, difficulty: 'medium' }),
    })) as { id: string; questions: { id: string }[] };
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

async function read(cookie: string): Promise<number> {
  let stop = false;
  parentPort?.on('message', (message) => {
    if (message === 'stop') stop = true;
  });
  let page = 0;
  while (!stop) {
    page += 1;
    const res = await fetch(`${job.base}/api/dashboard?page=${page}`, { headers: headers(cookie) });
    await res.text();
    if (!res.ok) throw new Error(`dashboard page ${page}: ${res.status}`);
  }
  return page;
}

if (job.mode === 'learners') {
  const report: LearnersReport = { times: [], errors: [] };
  await Promise.all(job.learners.map((learner) => takeTest(learner, report)));
  parentPort?.postMessage(report);
} else {
  parentPort?.postMessage(await read(job.cookie));
}
