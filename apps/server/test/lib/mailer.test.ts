/** Mail without SMTP_URL: written to a private file, and the log never holds what it says. */
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer, outboxDir } from '../../src/lib/mailer';

describe('the mailer without SMTP_URL', () => {
  it('writes each mail to a file only the server can read and logs its name, not its link', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        lines.push(chunk.toString());
        callback();
      },
    });
    const dataDir = mkdtempSync(join(tmpdir(), 'mailer-'));
    const mailer = createMailer({
      from: 'CodeConquer <no-reply@localhost>',
      log: pino({ level: 'info' }, stream),
      dataDir,
    });
    const link = 'http://localhost:3000/api/auth/reset-password/SECRET-TOKEN-123?callbackURL=%2F';
    await mailer.send({
      to: 'bob@example.com',
      subject: 'Reset your password',
      text: `Open ${link}`,
    });
    await mailer.send({ to: 'ann@example.com', subject: 'Weekly report', text: 'Hello' });

    const dir = outboxDir(dataDir);
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const texts = files.map((f) => readFileSync(join(dir, f), 'utf8'));
    const reset = texts.find((t) => t.includes('Subject: Reset your password'));
    expect(reset).toContain('To: bob@example.com');
    expect(reset).toContain(link);
    for (const f of files) expect(statSync(join(dir, f)).mode & 0o777).toBe(0o600);

    const log = lines.join('');
    expect(lines).toHaveLength(2);
    expect(log).toContain('Reset your password');
    expect(log).toContain(dir);
    expect(log).not.toContain('SECRET-TOKEN-123');
    expect(log).not.toContain('bob@example.com');
  });
});
