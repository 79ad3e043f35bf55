/**
 * Recovery at start (docs/decisions/012-recovery-at-start.md): tests left in pending_result and
 * chapter attempts left in grading by a stopped server are listed before the server listens and
 * graded in the background, a few at a time. On close it stops taking work and abandons what is
 * in flight without writing it, so a run killed by the shutdown is never recorded against the
 * learner: the next start grades it again.
 */
import type { FastifyInstance } from 'fastify';
import { gradingAttemptIds, recoverAttempt } from '../modules/courses/attempt-recovery';
import type { CoursesDeps } from '../modules/courses/courses.service';
import type { CodeRunner } from '../modules/tests/code-runner';
import { pendingTestIds, recoverTest, type RecoveryOutcome } from '../modules/tests/recovery.service';
import type { TestsDeps } from '../modules/tests/tests.service';

/** Gradings at once: leaves the runner's slots to learners who are using the app now. */
const CONCURRENCY = 2;

class ShuttingDown extends Error {}

/** A runner whose runs end (rejected) as soon as `stopping` aborts, and never report a run cut short by it. */
function stoppableRunner(runner: CodeRunner, stopping: AbortSignal): CodeRunner {
  const stopped = new Promise<never>((_, reject) => stopping.addEventListener('abort', () => reject(new ShuttingDown('server shutting down')), { once: true }));
  stopped.catch(() => undefined);
  return {
    async run(request) {
      const result = await Promise.race([runner.run(request), stopped]);
      if (stopping.aborted) throw new ShuttingDown('server shutting down');
      return result;
    },
  };
}

interface Job {
  kind: 'test' | 'attempt';
  id: string;
  run(): Promise<RecoveryOutcome>;
}

async function drain(app: FastifyInstance, jobs: Job[], stopping: AbortSignal): Promise<void> {
  let next = 0;
  const stopped = new Promise<'stopped'>((resolve) => stopping.addEventListener('abort', () => resolve('stopped'), { once: true }));
  const worker = async () => {
    while (!stopping.aborted && next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const outcome = await Promise.race([job.run().catch((err: unknown) => (app.log.error({ err, [`${job.kind}Id`]: job.id }, 'recovery: unexpected failure'), 'left-pending' as const)), stopped]);
      if (outcome === 'stopped') break;
      app.log.info({ [`${job.kind}Id`]: job.id, outcome }, `recovery: ${job.kind} ${outcome}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** Lists what a stopped server left (awaited) and grades it in the background until the app closes. */
export async function recoverAtStart(app: FastifyInstance, deps: { tests: TestsDeps; courses: CoursesDeps }): Promise<void> {
  const [testIds, attemptIds] = await Promise.all([pendingTestIds(deps.tests.db), gradingAttemptIds(deps.courses.db)]);
  if (testIds.length === 0 && attemptIds.length === 0) return;
  app.log.info({ tests: testIds.length, attempts: attemptIds.length }, 'recovery: grading what a stopped server left');
  const stop = new AbortController();
  const runner = stoppableRunner(deps.tests.runner, stop.signal);
  const tests = { ...deps.tests, runner };
  const courses = { ...deps.courses, runner };
  const jobs: Job[] = [
    ...testIds.map((id): Job => ({ kind: 'test', id, run: () => recoverTest(tests, id, stop.signal) })),
    ...attemptIds.map((id): Job => ({ kind: 'attempt', id, run: () => recoverAttempt(courses, id, stop.signal) })),
  ];
  const done = drain(app, jobs, stop.signal);
  app.addHook('preClose', async () => {
    stop.abort();
    await done;
  });
}
