/**
 * Sends mail through SMTP when SMTP_URL is set. Otherwise each message is written to a file of its
 * own in DATA_DIR/mail-outbox (readable by the server's user only) and the log names the file:
 * a mail may hold a password-reset link, which must not sit in a log (docs/decisions/045).
 */
import { randomBytes } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML version, when the mail has one (modules/mail). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The folder unsent mail goes to without SMTP_URL. */
export const outboxDir = (dataDir: string) => join(dataDir, 'mail-outbox');

/** A mail as a file: its headers, a blank line, its text. */
function mailFile(from: string, mail: Mail): string {
  const headers = { From: from, To: mail.to, Subject: mail.subject, ...mail.headers };
  const head = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `${head.join('\n')}\n\n${mail.text}\n`;
}

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  log: FastifyBaseLogger;
  /** DATA_DIR: unsent mail goes to its mail-outbox folder. */
  dataDir: string;
}): Mailer {
  if (!options.smtpUrl) {
    const dir = outboxDir(options.dataDir);
    return {
      async send(mail) {
        await mkdir(dir, { recursive: true, mode: 0o700 });
        await chmod(dir, 0o700);
        const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.txt`;
        const file = join(dir, name);
        await writeFile(file, mailFile(options.from, mail), { mode: 0o600, flag: 'wx' });
        options.log.info(
          { subject: mail.subject, file },
          'mail not sent (SMTP_URL not set): written to a file',
        );
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
  };
}
