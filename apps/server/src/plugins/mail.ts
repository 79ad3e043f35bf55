/**
 * `app.mailer` (SMTP, or the log without SMTP_URL), `app.unsubscribeTokens`, and the mail
 * scheduler: each process tries the lease every MAIL_TICK_SECONDS; the holder plans and sends
 * (docs/decisions/022-mail.md).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer';
import { createMailScheduler } from '../modules/mail/mail-scheduler';
import { createUnsubscribeTokens } from '../modules/mail/mail-tokens';

interface MailOptions {
  /** A mailer the caller chose (tests collect the mail in a list). */
  mailer?: Mailer;
}

async function mail(app: FastifyInstance, opts: MailOptions): Promise<void> {
  const { config } = app;
  const mailer =
    opts.mailer ??
    createMailer({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log: app.log,
      dataDir: config.dataDir,
    });
  const tokens = createUnsubscribeTokens(config.authSecret);
  app.decorate('mailer', mailer);
  app.decorate('unsubscribeTokens', tokens);
  const scheduler = createMailScheduler({
    db: app.db,
    mailer,
    tokens,
    appUrl: config.publicUrl.replace(/\/+$/, ''),
    log: app.log,
  });
  // Ticks start once every plugin is loaded (the tables exist); MAIL_TICK_SECONDS=0: cron runs `mail:due`.
  if (config.MAIL_TICK_SECONDS > 0)
    app.addHook('onReady', async () => scheduler.start(config.MAIL_TICK_SECONDS * 1000));
  app.addHook('preClose', () => scheduler.stop());
}

export const mailPlugin = fp(mail, { name: 'mail', dependencies: ['db'] });
