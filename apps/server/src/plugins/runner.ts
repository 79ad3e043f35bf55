/**
 * `app.runner`: inline, this process's sandbox pool; queue (RUNNER_MODE=queue on PostgreSQL),
 * runs go to the workers through pg-boss (docs/decisions/014-runner-queue.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createQueueRunner } from '../modules/runner/queue/queue-runner';
import { createBoss, ensureRunQueue } from '../modules/runner/queue/run-queue';
import { createRunner, runnerOptionsFromConfig } from '../modules/runner/runner.service';
import type { Runner } from '../modules/runner/runner.types';

interface RunnerOptions {
  /** A runner the caller owns and closes (tests share one between apps). */
  runner?: Runner;
}

async function ownRunner(app: FastifyInstance): Promise<Runner> {
  const { config } = app;
  if (config.RUNNER_MODE === 'queue' && config.DATABASE_URL) {
    const boss = createBoss(config.DATABASE_URL, 'api');
    boss.on('error', (err) => app.log.warn({ err: String(err) }, 'job queue problem'));
    await boss.start();
    await ensureRunQueue(boss);
    app.addHook('onClose', () => boss.stop({ graceful: true, close: true }));
    return createQueueRunner({
      boss,
      maxWaiting: config.RUNNER_QUEUE_MAX_WAITING,
      databaseUrl: config.DATABASE_URL,
      onError: (err) => app.log.warn({ err: String(err) }, 'run results listener problem'),
    });
  }
  return createRunner({
    ...runnerOptionsFromConfig(config),
    log: (level, message) => app.log[level]({ source: 'runner' }, message),
  });
}

async function runner(app: FastifyInstance, opts: RunnerOptions): Promise<void> {
  const instance = opts.runner ?? (await ownRunner(app));
  app.decorate('runner', instance);
  if (!opts.runner) app.addHook('onClose', () => instance.close());
}

export const runnerPlugin = fp(runner, { name: 'runner' });
