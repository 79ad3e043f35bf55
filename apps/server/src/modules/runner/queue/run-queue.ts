/**
 * The runs queue on PostgreSQL (pg-boss), shared by the API processes that enqueue runs and the
 * `npm run worker` processes that run them (docs/decisions/014-runner-queue.md, docs/deploy.md).
 */
import { PgBoss } from 'pg-boss';
import type { RunRequest } from '../runner.types';

export const RUN_QUEUE = 'code-run';

/** A worker NOTIFYs a finished job's id here; the waiting API process reads the result at once. */
export const RUN_DONE_CHANNEL = 'code_run_done';

/** Submissions are graded before Run Examples and custom input (pg-boss fetches by priority). */
export const PRIORITY = { submission: 10, example: 0 } as const;

/** What travels in a job: the run, and who asked (the fairness group). */
export interface RunJob {
  request: RunRequest;
}

/**
 * A killed worker stops its heartbeat: the job is failed and retried on another worker within
 * about HEARTBEAT_SECONDS plus a supervise pass; after RETRY_LIMIT retries it fails for good and
 * the learner's submission is not graded (it can be submitted again).
 */
const HEARTBEAT_SECONDS = 10;
export const RETRY_LIMIT = 2;
/** Longer than any run can take (compile 60 s + tests), so a live run is never expired. */
const EXPIRE_SECONDS = 300;

export function createBoss(databaseUrl: string, role: 'api' | 'worker'): PgBoss {
  return new PgBoss({
    connectionString: databaseUrl,
    schema: 'pgboss',
    application_name: `codeconquer-${role}`,
    max: role === 'api' ? 4 : 2,
    superviseIntervalSeconds: 5,
    monitorIntervalSeconds: 5,
    // Workers wake on the queue's NOTIFY instead of their next poll (0.5 s per job before:
    // docs/decisions/014-runner-queue.md).
    useListenNotify: role === 'worker',
  });
}

export async function ensureRunQueue(boss: PgBoss): Promise<void> {
  if (await boss.getQueue(RUN_QUEUE)) {
    await boss.updateQueue(RUN_QUEUE, { notify: true });
    return;
  }
  await boss
    .createQueue(RUN_QUEUE, {
      retryLimit: RETRY_LIMIT,
      retryDelay: 1,
      expireInSeconds: EXPIRE_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      notify: true,
      // Results are read by the waiting API process within seconds; a day covers a slow reader.
      deleteAfterSeconds: 24 * 3600,
    })
    .catch(async (err: unknown) => {
      // Another process created it first.
      if (!(await boss.getQueue(RUN_QUEUE))) throw err;
    });
}
