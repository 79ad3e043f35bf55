/**
 * `npm run worker`: a runner worker for RUNNER_MODE=queue (docs/deploy.md). It takes runs from the
 * PostgreSQL job queue, runs them in the sandbox with the same limits as inline mode, and stores
 * the result for the API process that waits for it. Any machine with bubblewrap, the toolchains
 * and DATABASE_URL can run one; SIGTERM finishes the current runs and takes no new ones.
 */
import { loadConfigOrExit } from './config';
import {
  RETRY_LIMIT,
  RUN_DONE_CHANNEL,
  RUN_QUEUE,
  createBoss,
  ensureRunQueue,
  type RunJob,
} from './modules/runner/queue/run-queue';
import { createRunner, runnerOptionsFromConfig } from './modules/runner/runner.service';

function log(
  level: 'info' | 'warn' | 'error',
  message: string,
  extra: Record<string, unknown> = {},
): void {
  const line = JSON.stringify({
    level,
    time: new Date().toISOString(),
    source: 'worker',
    pid: process.pid,
    msg: message,
    ...extra,
  });
  if (level === 'error') console.error(line);
  else console.log(line);
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.DATABASE_URL) {
    console.error(
      'Invalid configuration:\n  DATABASE_URL: a worker takes runs from the PostgreSQL job queue; set DATABASE_URL',
    );
    process.exit(1);
  }
  const runner = createRunner({
    ...runnerOptionsFromConfig(config),
    log: (level, message) => log(level, message),
  });
  const status = await runner.status();
  if (!status.available) {
    console.error(`The sandbox is not available here: ${status.reason ?? 'unknown reason'}`);
    await runner.close();
    process.exit(1);
  }
  const boss = createBoss(config.DATABASE_URL, 'worker');
  boss.on('error', (err) => log('warn', 'job queue problem', { err: String(err) }));
  await boss.start();
  await ensureRunQueue(boss);
  const workers = config.RUNNER_WORKERS;
  await boss.work<RunJob>(
    RUN_QUEUE,
    // One learner's runs never hold more than one slot across all workers while queued. A new
    // job's NOTIFY wakes the worker; between jobs it still looks every 0.5 s (pg-boss's default
    // with NOTIFY is 30 s, which left a backlog nobody added to one run per 30 s), and at once
    // while the queue's cached count says more than one is ready.
    {
      localConcurrency: workers,
      batchSize: 1,
      groupConcurrency: 1,
      pollingIntervalSeconds: 0.5,
      notifyPollingIntervalSeconds: 0.5,
      burstWhenReadyExceeds: 1,
    },
    async ([job]) => {
      if (!job) return null;
      const started = performance.now();
      // A throw (the sandbox failed, not the learner's code) fails the job: pg-boss retries it.
      const result = await runner.run(job.data.request);
      log('info', 'run done', {
        job: job.id,
        language: result.language,
        verdict: result.verdict,
        ms: Math.round(performance.now() - started),
      });
      // Completed here, then announced: the waiting API process reads it on the notification.
      // By attempt (id and retry count): a retry another worker took over is never completed from
      // here. pg-boss's own completion after the handler then finds the job done, a no-op.
      await boss.complete(RUN_QUEUE, { id: job.id, retryCount: job.retryCount }, result);
      await boss
        .getDb()
        .executeSql('SELECT pg_notify($1, $2)', [RUN_DONE_CHANNEL, job.id])
        .catch((err: unknown) =>
          log('warn', 'could not announce a finished run', { err: String(err) }),
        );
      return result;
    },
  );
  log('info', `worker ready: ${workers} slots, up to ${RETRY_LIMIT} retries per run`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log('info', 'draining: finishing current runs, taking no new ones', { signal });
    // graceful: waits for the active jobs (up to 2 minutes), then closes the connections.
    await boss.stop({ graceful: true, timeout: 120_000, close: true });
    await runner.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
