/**
 * RUNNER_MODE=queue on an API process: runs go to the pg-boss queue and workers (worker.ts) run
 * them; this process runs no code. run() waits for the job's result, so graders and the route see
 * the same Runner as in inline mode. Back-pressure answers 429 with Retry-After when more than
 * RUNNER_QUEUE_MAX_WAITING runs wait (Retry-After: the time the busy workers need to take the runs
 * beyond that, from how long a run keeps a worker), or when runs wait in the queue and the recent
 * ones took more than half of the longest wait (the workers would not finish a new one in time:
 * better "busy, try again in N s" at once than a 503 after three minutes). A job that failed on
 * every retry, or whose caller stopped waiting, is the runner's fault, never the learner's: 503,
 * nothing graded, the learner can submit again; a job nobody waits for any more is cancelled, so
 * workers do not spend their time on it.
 *
 * The wait: a worker that finishes a run sends its job id on RUN_DONE_CHANNEL (NOTIFY), and the
 * waiting process reads the result then. Notifications can be lost (the LISTEN reconnecting), so
 * each waiter also polls: every second or so while the LISTEN is up, every 25-250 ms while it is
 * not. Polling alone, 200 waiting learners made 800 queries a second.
 */
import type { PgBoss } from 'pg-boss';
import { listen, type Listener } from '../../../db/pg-listen';
import { AppError, RetryLaterError } from '../../../lib/app-error';
import { RUNNER_BUSY_MESSAGE, retryAfterSeconds } from '../runner.service';
import type { Runner, RunnerStats, RunRequest, RunResult } from '../runner.types';
import { PRIORITY, RUN_DONE_CHANNEL, RUN_QUEUE, type RunJob } from './run-queue';

export interface QueueRunnerOptions {
  boss: PgBoss;
  maxWaiting: number;
  /** Longest a caller waits for a result (a run takes well under a minute). */
  waitMs?: number;
  /** LISTEN here for finished runs (the queue's database); unset: poll only. */
  databaseUrl?: string;
  /** The poll between notifications while the LISTEN is up (default 1 s, growing to 5 s). */
  listeningPollMs?: number;
  onError?: (err: unknown) => void;
}

const RUN_FAILED_MESSAGE =
  'The code runner could not finish this run, so nothing was graded. Please try again.';

export interface QueueRunner extends Runner {
  /** True once finished runs are heard over LISTEN (false: polling only). */
  listening(): Promise<boolean>;
}

export function createQueueRunner(options: QueueRunnerOptions): QueueRunner {
  const { boss, maxWaiting } = options;
  const waitMs = options.waitMs ?? 180_000;
  let closed = false;
  let inFlight = 0;
  const latencyTargetMs = waitMs / 2;
  /** Recent runs, queue wait included (an exponential moving average). */
  let averageRunMs = Math.min(2000, latencyTargetMs / 4);
  /**
   * How long recent runs kept a worker (started to completed, no queue wait); unset until one
   * finished. With the queue wait in it, a long queue made Retry-After a minute while the workers
   * drained it in seconds and then sat idle (load test of 2026-11-27).
   */
  let averageServiceMs: number | undefined;
  // The queue's figures, read at most once a second: one query per run would be one per request.
  let waiting = { count: 0, active: 0, at: 0 };

  async function waitingNow(): Promise<number> {
    if (Date.now() - waiting.at > 1000) {
      const [stats] = await boss.getQueueStats(RUN_QUEUE);
      waiting = {
        count: (stats?.queuedCount ?? 0) + (stats?.deferredCount ?? 0),
        active: stats?.activeCount ?? 0,
        at: Date.now(),
      };
    }
    return waiting.count;
  }

  /** Wakes the waiter of a finished job (from the LISTEN). */
  const wakers = new Map<string, () => void>();
  const listener: Listener | undefined = options.databaseUrl
    ? listen(
        options.databaseUrl,
        RUN_DONE_CHANNEL,
        (id) => wakers.get(id)?.(),
        options.onError ?? (() => undefined),
      )
    : undefined;
  const listeningPollMs = options.listeningPollMs ?? 1000;

  /** Resolves after `ms`, or at once when the job's notification comes. */
  function sleepOrWake(id: string, ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wakers.delete(id);
        resolve();
      }
      wakers.set(id, done);
    });
  }

  async function result(id: string): Promise<RunResult> {
    const deadline = Date.now() + waitMs;
    let delay = 25;
    while (Date.now() < deadline) {
      const job = await boss.getJobById<RunJob>(RUN_QUEUE, id);
      if (job?.state === 'completed') {
        // Dates from the driver (a string would parse the same).
        const serviceMs = job.completedOn
          ? new Date(job.completedOn).getTime() - new Date(job.startedOn).getTime()
          : NaN;
        if (Number.isFinite(serviceMs) && serviceMs >= 0)
          averageServiceMs =
            averageServiceMs === undefined ? serviceMs : averageServiceMs * 0.8 + serviceMs * 0.2;
        return job.output as unknown as RunResult;
      }
      if (!job || job.state === 'failed' || job.state === 'cancelled')
        throw new AppError('RUNNER_UNAVAILABLE', 503, RUN_FAILED_MESSAGE);
      const wait = listener?.connected
        ? Math.min(5 * listeningPollMs, Math.max(listeningPollMs, delay))
        : Math.min(250, delay);
      await sleepOrWake(id, Math.min(wait, deadline - Date.now()));
      delay = wait * 2;
    }
    // Nobody waits for it any more: a queued job is dropped (a running one finishes, unread).
    await boss.cancel(RUN_QUEUE, id).catch(() => undefined);
    throw new AppError('RUNNER_UNAVAILABLE', 503, RUN_FAILED_MESSAGE);
  }

  /** Seconds until a new run would likely be taken, or 0 when it can go in now. */
  function busyForSeconds(queued: number): number {
    if (queued >= maxWaiting) {
      // The workers busy now take the runs beyond the limit one service time per slot.
      const perRunMs = (averageServiceMs ?? averageRunMs) / Math.max(1, waiting.active);
      return retryAfterSeconds(perRunMs * (queued - maxWaiting + 1));
    }
    // An empty queue always admits: with nothing waiting the average cannot come down otherwise.
    if (queued > 0 && averageRunMs > latencyTargetMs)
      return retryAfterSeconds(averageRunMs - latencyTargetMs);
    return 0;
  }

  return {
    async run(request: RunRequest): Promise<RunResult> {
      if (closed)
        throw new AppError('RUNNER_UNAVAILABLE', 503, 'The code runner is shutting down.');
      const seconds = busyForSeconds(await waitingNow());
      if (seconds > 0) throw new RetryLaterError('RUNNER_BUSY', 429, RUNNER_BUSY_MESSAGE, seconds);
      const started = performance.now();
      inFlight++;
      try {
        const id = await boss.send(RUN_QUEUE, { request } satisfies RunJob, {
          priority: request.priority === 'example' ? PRIORITY.example : PRIORITY.submission,
          // Fairness: workers take at most one run per learner at a time (groupConcurrency).
          ...(request.userId ? { group: { id: request.userId.slice(0, 200) } } : {}),
        });
        if (!id) throw new AppError('RUNNER_UNAVAILABLE', 503, RUN_FAILED_MESSAGE);
        waiting = { ...waiting, count: waiting.count + 1 };
        const out = await result(id);
        averageRunMs = averageRunMs * 0.8 + (performance.now() - started) * 0.2;
        return out;
      } finally {
        inFlight--;
      }
    },
    async status() {
      return { available: true };
    },
    async listening() {
      return (await listener?.ready()) ?? false;
    },
    // The toolchains live on the workers; the API machines have none to report.
    async toolchains() {
      return [];
    },
    stats(): RunnerStats {
      return {
        workers: 0,
        queueSize: maxWaiting,
        inFlight,
        compiles: 0,
        cacheHits: 0,
        testsRun: 0,
        cacheBytes: 0,
        cacheEntries: 0,
        evictions: 0,
        kotlincMaxConcurrent: 0,
      };
    },
    async close() {
      closed = true;
      await listener?.close();
    },
  };
}
