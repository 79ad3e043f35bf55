/** A local SMTP server that keeps what it receives (tests of modules/mail); `down` refuses every connection. */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  to: string[];
  raw: string;
  /** Header values by lower-case name (folded lines joined). */
  headers: Map<string, string>;
}

export interface SmtpSink {
  url: string;
  mails: SunkMail[];
  down: boolean;
  to(email: string): SunkMail[];
  close(): Promise<void>;
}

function headersOf(raw: string): Map<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const map = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) map.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return map;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sink: SmtpSink = {
    url: '',
    mails: [],
    down: false,
    to: (email) => sink.mails.filter((m) => m.to.includes(email)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (sink.down) {
        const err: Error & { responseCode?: number } = new Error(
          'service not available (test: SMTP down)',
        );
        err.responseCode = 421;
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        sink.mails.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          headers: headersOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  sink.url = `smtp://127.0.0.1:${port}`;
  return sink;
}
