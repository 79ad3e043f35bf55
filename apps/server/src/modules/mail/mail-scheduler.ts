/**
 * The mail job: plan what is due, then send the outbox. It runs under a lease in mail_leases, so
 * with many server processes one runs it at a time; each process tries every MAIL_TICK_SECONDS
 * (a timer that only tries the lease, never sends on its own). `npm run mail:due` runs it once.
 * The lease is released at the end of a run; a process that dies holding it loses it at expiry.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { deliverDue, type MailDeps } from './mail-delivery';
import { planReminders, planWeeklyReports } from './mail-plan';
import * as lease from './mail-lease.repository';

const LEASE = 'mail';
const LEASE_MS = 10 * 60_000;

interface DueRun {
  /** False: another process held the lease; this one did nothing. */
  ran: boolean;
  queued: number;
  sent: number;
}

export interface MailScheduler {
  runDue(now?: Date): Promise<DueRun>;
  /** Tries the lease every `intervalMs` until stop(). */
  start(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createMailScheduler(
  deps: MailDeps,
  holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`,
): MailScheduler {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  /** `now`: the instant to plan and send for (tests, `mail:due --now`); the lease always runs on the clock. */
  async function runDue(now: Date = new Date()): Promise<DueRun> {
    const clock = Date.now();
    const taken = await lease.takeLease(
      deps.db,
      LEASE,
      holder,
      new Date(clock).toISOString(),
      new Date(clock + LEASE_MS).toISOString(),
    );
    if (!taken) return { ran: false, queued: 0, sent: 0 };
    try {
      const queued = (await planWeeklyReports(deps.db, now)) + (await planReminders(deps.db, now));
      const sent = await deliverDue(deps, now);
      return { ran: true, queued, sent };
    } finally {
      await lease.releaseLease(deps.db, LEASE, holder, new Date().toISOString());
    }
  }

  return {
    runDue,
    start(intervalMs) {
      timer = setInterval(() => {
        if (running) return;
        running = runDue()
          .catch((err: unknown) =>
            deps.log.warn({ err }, 'mail run failed; the next tick tries again'),
          )
          .finally(() => {
            running = undefined;
          });
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
