/**
 * `npm run mail:due`: queues and sends the mail due now, once, then exits (docs/deploy.md). Safe
 * beside running servers and to run twice: it takes the same lease as their ticks (exit code 0 and
 * "lease held elsewhere" when another process is sending) and every mail has a unique outbox key.
 * Uses the server's configuration (DATABASE_URL or DATA_DIR, SMTP_URL, MAIL_FROM, PUBLIC_URL).
 * `--now=2026-11-23T00:00:00Z` plans as if it were that instant (operators checking a zone's Monday).
 */
import pino from 'pino';
import { loadConfigOrExit } from './config';
import { createDb } from './db/create-db';
import { createMailer } from './lib/mailer';
import { createMailScheduler } from './modules/mail/mail-scheduler';
import { createUnsubscribeTokens } from './modules/mail/mail-tokens';

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const nowArg = process.argv.find((a) => a.startsWith('--now='))?.slice('--now='.length);
  const now = nowArg === undefined ? new Date() : new Date(nowArg);
  if (Number.isNaN(now.getTime())) {
    console.error(
      `--now: "${nowArg}" is not a date (use an ISO 8601 instant such as 2026-11-23T00:00:00Z)`,
    );
    process.exit(1);
  }
  const log = pino({ level: config.LOG_LEVEL });
  const handle = createDb({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const mailer = createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log,
      dataDir: config.dataDir,
    });
    const scheduler = createMailScheduler({
      db: handle.db,
      mailer,
      tokens: createUnsubscribeTokens(config.authSecret),
      appUrl: config.publicUrl.replace(/\/+$/, ''),
      log,
    });
    const run = await scheduler.runDue(now);
    console.log(
      run.ran
        ? `mail:due: queued ${run.queued}, sent ${run.sent}`
        : 'mail:due: lease held elsewhere (another process is sending); nothing done',
    );
  } finally {
    await handle.db.destroy();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
