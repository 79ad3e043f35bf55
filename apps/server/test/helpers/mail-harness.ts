/** The mail module on a test app: a real SMTP sink, the real SMTP mailer, and schedulers on demand. */
import { tmpdir } from 'node:os';
import pino from 'pino';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../src/db/create-db';
import type { Database } from '../../src/db/schema';
import { createMailer } from '../../src/lib/mailer';
import { createMailScheduler, type MailScheduler } from '../../src/modules/mail/mail-scheduler';
import { createUnsubscribeTokens } from '../../src/modules/mail/mail-tokens';
import { startSmtpSink, type SmtpSink } from './smtp-sink';
import { createTestApp, madeInBeforeAll, ORIGIN, type TestApp } from './test-app';

export interface MailHarness {
  t: TestApp;
  sink: SmtpSink;
  db: Kysely<Database>;
  /** A scheduler as `npm run mail:due` builds one, on `db` (another connection when given). */
  scheduler(db?: Kysely<Database>, holder?: string): MailScheduler;
}

export const silent = pino({ level: 'silent' });

async function startMailHarness(
  dialect: Dialect,
): Promise<MailHarness & { close(): Promise<void> }> {
  const sink = await startSmtpSink();
  const mailer = createMailer({
    smtpUrl: sink.url,
    from: 'CodeConquer <no-reply@example.com>',
    log: silent,
    dataDir: tmpdir(),
  });
  // No tick: each test runs the scheduler itself, at the instant it chooses.
  const t = await createTestApp(dialect, { MAIL_TICK_SECONDS: '0' }, { mailer });
  const db = t.database.handle.db;
  const tokens = createUnsubscribeTokens(t.config.authSecret);
  return {
    t,
    sink,
    db,
    scheduler: (on = db, holder) =>
      createMailScheduler({ db: on, mailer, tokens, appUrl: ORIGIN, log: silent }, holder),
    async close() {
      await t.close();
      await sink.close();
    },
  };
}

/**
 * A mail harness for the enclosing describe block: started before its tests, closed after them.
 * Use it inside tests and hooks.
 */
export function useMailHarness(dialect: Dialect): MailHarness {
  return madeInBeforeAll(
    'the mail harness',
    () => startMailHarness(dialect),
    (h) => h.close(),
    ['t', 'sink', 'db', 'scheduler'],
  );
}

export async function setSwitches(
  db: Kysely<Database>,
  userId: string,
  s: { emailNotifications?: boolean; testReminders?: boolean; weeklyReport?: boolean },
): Promise<void> {
  const bit = (v: boolean | undefined) => (v === undefined ? undefined : v ? 1 : 0);
  await db
    .updateTable('settings')
    .set({
      email_notifications: bit(s.emailNotifications),
      test_reminders: bit(s.testReminders),
      weekly_report: bit(s.weeklyReport),
    })
    .where('user_id', '=', userId)
    .execute();
}

export const outbox = (db: Kysely<Database>, userId: string) =>
  db.selectFrom('mail_outbox').selectAll().where('user_id', '=', userId).execute();
