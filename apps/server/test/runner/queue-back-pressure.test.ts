/**
 * Queue mode's back-pressure on the API side (modules/runner/queue/queue-runner.ts), against an
 * in-memory stand-in for pg-boss's few calls: a long queue or slow recent runs answer 429 with
 * Retry-After at once, and a run nobody waits for any more is cancelled. The same code against
 * the real queue and workers is covered by queue-mode.test.ts.
 */
import type { PgBoss } from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { AppError, RetryLaterError } from '../../src/lib/app-error';
import { createQueueRunner } from '../../src/modules/runner/queue/queue-runner';
import type { RunRequest, RunResult } from '../../src/modules/runner/runner.types';

const request: RunRequest = {
  language: 'python3',
  source: 'print(1)',
  tests: [{ input: '', expectedOutput: '1\n' }],
};
const output = { compile: { ok: true, output: '' }, tests: [] } as unknown as RunResult;

/**
 * Jobs complete after `runMs` unless `never`, having kept a worker the last `serviceMs` of it (all
 * of it when unset); `queued` and `active` are what getQueueStats reports.
 */
function fakeBoss(state: {
  queued: number;
  runMs: number;
  never?: boolean;
  serviceMs?: number;
  active?: number;
}) {
  const sent: string[] = [];
  const cancelled: string[] = [];
  const finishAt = new Map<string, number>();
  const boss = {
    getQueueStats: async () => [
      { queuedCount: state.queued, deferredCount: 0, activeCount: state.active ?? 0 },
    ],
    send: async () => {
      const id = `job-${sent.length + 1}`;
      sent.push(id);
      finishAt.set(id, Date.now() + state.runMs);
      return id;
    },
    getJobById: async (_queue: string, id: string) => {
      if (cancelled.includes(id)) return { state: 'cancelled' };
      if (state.never || Date.now() < (finishAt.get(id) ?? Infinity)) return { state: 'active' };
      const completedOn = new Date(finishAt.get(id) ?? 0);
      const startedOn = new Date(completedOn.getTime() - (state.serviceMs ?? state.runMs));
      return { state: 'completed', output, startedOn, completedOn };
    },
    cancel: async (_queue: string, id: string) => {
      cancelled.push(id);
      return { jobs: [id], requested: 1, affected: 1 };
    },
  };
  return { boss: boss as unknown as PgBoss, sent, cancelled };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the run to be refused');
    },
    (err: unknown) => err,
  );
}

describe('queue mode back-pressure', () => {
  it('admits runs while the queue is short and recent runs are quick', async () => {
    const { boss, sent } = fakeBoss({ queued: 3, runMs: 20 });
    const runner = createQueueRunner({ boss, maxWaiting: 10, waitMs: 60_000 });
    await expect(runner.run(request)).resolves.toBe(output);
    expect(sent).toHaveLength(1);
  });

  it('answers 429 with Retry-After when more runs wait than RUNNER_QUEUE_MAX_WAITING', async () => {
    const { boss, sent } = fakeBoss({ queued: 12, runMs: 20 });
    const runner = createQueueRunner({ boss, maxWaiting: 10, waitMs: 2000 });
    const err = await rejection(runner.run(request));
    expect(err).toBeInstanceOf(RetryLaterError);
    expect((err as RetryLaterError).statusCode).toBe(429);
    expect((err as RetryLaterError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(sent).toHaveLength(0);
  });

  it("gives the time the busy workers need for the runs beyond the limit, not the callers' queue wait", async () => {
    // Callers waited 300 ms a run, of which a run kept one of the two workers 50 ms.
    const state = { queued: 0, runMs: 300, serviceMs: 50, active: 2 };
    const { boss } = fakeBoss(state);
    const runner = createQueueRunner({ boss, maxWaiting: 10, waitMs: 60_000 });
    for (let i = 0; i < 3; i++) await runner.run(request);
    state.queued = 40;
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the queue's figures read again
    const err = await rejection(runner.run(request));
    expect(err).toBeInstanceOf(RetryLaterError);
    // 31 runs beyond the limit x 50 ms / 2 workers = 0.8 s: 1 s. Scaled by the callers' 300 ms
    // (and more, while the average still held its 2 s start) it was 30 s or more.
    expect((err as RetryLaterError).retryAfterSeconds).toBe(1);
    state.serviceMs = 400;
    state.queued = 0;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    for (let i = 0; i < 8; i++) await runner.run(request);
    state.queued = 40;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const slower = await rejection(runner.run(request));
    // Runs now keep a worker about 400 ms: 31 x 400 / 2 = 6.2 s, so 5 to 7 s as the average moves.
    expect((slower as RetryLaterError).retryAfterSeconds).toBeGreaterThanOrEqual(5);
    expect((slower as RetryLaterError).retryAfterSeconds).toBeLessThanOrEqual(7);
  });

  it('answers 429 at once when runs wait and the recent ones took over half the longest wait', async () => {
    // Runs take 700 ms plus polling (~875 ms) of a 1,400 ms wait: over the 700 ms target once
    // the average has seen a few.
    const state = { queued: 0, runMs: 700 };
    const { boss, sent } = fakeBoss(state);
    const runner = createQueueRunner({ boss, maxWaiting: 100, waitMs: 1400 });
    let refused: unknown;
    for (let i = 0; i < 10 && refused === undefined; i++) {
      // Each admitted run counts as waiting until the queue's figures are read again (1 s).
      await runner.run(request).catch((err: unknown) => {
        refused = err;
      });
    }
    expect(refused).toBeInstanceOf(RetryLaterError);
    expect((refused as RetryLaterError).statusCode).toBe(429);
    const admitted = sent.length;
    expect(admitted).toBeGreaterThan(0);
    expect(admitted).toBeLessThan(10);
    // Nothing waits (read again after the one-second cache): admitted, however slow the last runs.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(runner.run(request)).resolves.toBe(output);
    expect(sent).toHaveLength(admitted + 1);
  });

  it('cancels a run nobody waits for any more and answers 503, nothing graded', async () => {
    const { boss, sent, cancelled } = fakeBoss({ queued: 0, runMs: 0, never: true });
    const runner = createQueueRunner({ boss, maxWaiting: 10, waitMs: 300 });
    const err = await rejection(runner.run(request));
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).statusCode).toBe(503);
    expect(cancelled).toEqual(sent);
    expect(sent).toHaveLength(1);
  });
});
