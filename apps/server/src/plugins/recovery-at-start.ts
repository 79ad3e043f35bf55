/**
 * Recovery at start (docs/decisions/012-recovery-at-start.md): tests left in pending_result and
 * chapter attempts left in grading by a stopped server are listed before the server listens and
 * graded in the background, a few at a time. On close it stops taking work and abandons what is
 * in flight without writing it, so a run killed by the shutdown is never recorded against the
 * learner: the next start grades it again.
 *
 * The recovery sweep (docs/decisions/024-grading-lease-and-busy-database.md): every
 * RECOVERY_SWEEP_SECONDS (0: never) the same listing runs again while the app is up, so a row whose
 * grading process died while the others keep running is graded once its lease expires, without
 * waiting for a restart. It lists only rows nobody holds (no owner, or a lease that expired) and
 * takes each with the same conditional take-over, so a live process's grading is never touched.
 * One pass at a time; the timer stops on close.
 */
import type { FastifyInstance } from 'fastify';
import { gradingAttemptIds, recoverAttempt } from '../modules/courses/attempt-recovery';
import type { CoursesDeps } from '../modules/courses/courses.service';
import type { CodeRunner } from '../modules/grading/code-runner';
import {
  pendingTestIds,
  recoverTest,
  type RecoveryOutcome,
} from '../modules/tests/recovery.service';
import type { TestsDeps } from '../modules/tests/tests.service';

/** Gradings at once: leaves the runner's slots to learners who are using the app now. */
const CONCURRENCY = 2;

class ShuttingDown extends Error {}

/** A runner whose runs end (rejected) as soon as `stopping` aborts, and never report a run cut short by it. */
function stoppableRunner(runner: CodeRunner, stopping: AbortSignal): CodeRunner {
  const stopped = new Promise<never>((_, reject) =>
    stopping.addEventListener('abort', () => reject(new ShuttingDown('server shutting down')), {
      once: true,
    }),
  );
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
  const stopped = new Promise<'stopped'>((resolve) =>
    stopping.addEventListener('abort', () => resolve('stopped'), { once: true }),
  );
  const worker = async () => {
    while (!stopping.aborted && next < jobs.length) {
      const job = jobs[next++];
      if (!job) break;
      const outcome = await Promise.race([
        job
          .run()
          .catch(
            (err: unknown) => (
              app.log.error({ err, [`${job.kind}Id`]: job.id }, 'recovery: unexpected failure'),
              'left-pending' as const
            ),
          ),
        stopped,
      ]);
      if (outcome === 'stopped') break;
      app.log.info({ [`${job.kind}Id`]: job.id, outcome }, `recovery: ${job.kind} ${outcome}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}

/** One listing (awaited) and its gradings (`done`: when they end, or the app closes); undefined when nothing waits. */
async function recoveryPass(
  app: FastifyInstance,
  deps: { tests: TestsDeps; courses: CoursesDeps },
  stopping: AbortSignal,
  why: 'start' | 'sweep',
): Promise<{ done: Promise<void> } | undefined> {
  const [testIds, attemptIds] = await Promise.all([
    pendingTestIds(deps.tests.db),
    gradingAttemptIds(deps.courses.db),
  ]);
  if (testIds.length === 0 && attemptIds.length === 0) return undefined;
  app.log.info(
    { tests: testIds.length, attempts: attemptIds.length },
    why === 'start'
      ? 'recovery: grading what a stopped server left'
      : 'recovery sweep: grading what a dead process left',
  );
  const jobs: Job[] = [
    ...testIds.map((id): Job => ({
      kind: 'test',
      id,
      run: () => recoverTest(deps.tests, id, stopping),
    })),
    ...attemptIds.map((id): Job => ({
      kind: 'attempt',
      id,
      run: () => recoverAttempt(deps.courses, id, stopping),
    })),
  ];
  return { done: drain(app, jobs, stopping) };
}

/**
 * Lists what a stopped server left (awaited) and grades it in the background; then sweeps every
 * RECOVERY_SWEEP_SECONDS for rows whose lease expired, until the app closes.
 */
export async function recoverAtStart(
  app: FastifyInstance,
  deps: { tests: TestsDeps; courses: CoursesDeps },
): Promise<void> {
  const stop = new AbortController();
  const runner = stoppableRunner(deps.tests.runner, stop.signal);
  const stoppable = { tests: { ...deps.tests, runner }, courses: { ...deps.courses, runner } };
  /** The pass in progress (the start's, or a sweep's); a tick while one runs does nothing. */
  let inFlight: Promise<void> | undefined;
  const track = (pass: Promise<void>) => {
    const tracked = pass.finally(() => {
      if (inFlight === tracked) inFlight = undefined;
    });
    inFlight = tracked;
  };
  const atStart = await recoveryPass(app, stoppable, stop.signal, 'start');
  if (atStart) track(atStart.done);
  const seconds = app.config.RECOVERY_SWEEP_SECONDS;
  const timer =
    seconds > 0
      ? setInterval(() => {
          if (inFlight || stop.signal.aborted) return;
          track(
            recoveryPass(app, stoppable, stop.signal, 'sweep')
              .then((pass) => pass?.done)
              .catch((err: unknown) => app.log.error({ err }, 'recovery sweep: listing failed')),
          );
        }, seconds * 1000)
      : undefined;
  timer?.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    stop.abort();
    await inFlight;
  });
}
