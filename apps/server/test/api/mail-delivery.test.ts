/**
 * Mail delivery faults and unsubscribe (issue 15, item 5), on both databases with a real SMTP sink:
 * one-click POST and the page's GET/POST, tampered and expired links, `npm run mail:due` twice
 * sends once, SMTP down then up (retried, sent once), two schedulers racing for the lease.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { EXPIRED_UNSUBSCRIBE_MESSAGE, INVALID_UNSUBSCRIBE_MESSAGE } from '@app/shared/mail.schemas';
import { createDb } from '../../src/db/create-db';
import { createUnsubscribeTokens } from '../../src/modules/mail/mail-tokens';
import { dialectsUnderTest } from '../helpers/databases';
import { insertFinishedTest } from '../helpers/activity-factory';
import { outbox, useMailHarness } from '../helpers/mail-harness';
import { as, ORIGIN, postFromSite, signUp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();
const run = promisify(execFile);
const SERVER_DIR = new URL('../..', import.meta.url).pathname;

describe.each(dialects)('mail delivery on %s', (dialect) => {
  const h = useMailHarness(dialect);

  const settings = async (u: TestUser) =>
    (await h.t.app.inject({ method: 'GET', url: '/api/settings', headers: as(u) })).json();
  const changePassword = (u: TestUser) =>
    h.t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: as(u),
      payload: { currentPassword: u.password, newPassword: 'brand-new-pass-42' },
    });
  const tokenOf = (u: TestUser) => {
    const header = h.sink.to(u.email)[0]?.headers.get('list-unsubscribe') ?? '';
    const url = new URL(/^<(.+)>$/.exec(header)?.[1] ?? 'http://x/');
    return url.searchParams.get('token') ?? '';
  };

  it('unsubscribes: GET only shows, the one-click POST turns the switch off, a tampered or expired link is refused', async () => {
    const u = await signUp(h.t.app);
    await changePassword(u);
    await h.scheduler().runDue();
    const token = tokenOf(u);
    expect(token).not.toBe('');

    const shown = await h.t.app.inject({
      method: 'GET',
      url: `/api/mail/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(shown.json()).toMatchObject({
      setting: 'emailNotifications',
      label: 'Email Notifications',
      turnedOff: false,
    });
    expect((await settings(u)).emailNotifications).toBe(true);

    // As a mail client posts it (RFC 8058): no cookie, no Origin, a form body.
    const oneClick = await h.t.app.inject({
      method: 'POST',
      url: `/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Email Notifications is now off');
    expect((await settings(u)).emailNotifications).toBe(false);
    expect((await settings(u)).weeklyReport).toBe(true);

    const again = await postFromSite(h.t.app, '/api/mail/unsubscribe', { token });
    expect(again.json()).toMatchObject({ setting: 'emailNotifications', turnedOff: true });

    const [body, sig] = token.split('.');
    const tampered = `${body}.${sig?.slice(0, -2)}${sig?.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [tampered, `${body}`, 'not-a-token']) {
      const res = await h.t.app.inject({
        method: 'GET',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(INVALID_UNSUBSCRIBE_MESSAGE);
    }
    const expired = createUnsubscribeTokens(h.t.config.authSecret).sign(
      u.id,
      'weeklyReport',
      new Date(Date.now() - 91 * 86_400_000),
    );
    const old = await postFromSite(h.t.app, '/api/mail/unsubscribe', { token: expired });
    expect(old.statusCode).toBe(410);
    expect(old.json().error.message).toBe(EXPIRED_UNSUBSCRIBE_MESSAGE);
    expect((await settings(u)).weeklyReport).toBe(true);
  });

  // Two cold starts of the script (tsx, the catalogue): slow on a busy machine, hence the timeout.
  it('`npm run mail:due` twice sends the weekly report once', { timeout: 240_000 }, async () => {
    const u = await signUp(h.t.app);
    await insertFinishedTest(h.db, u.id, { completedAt: '2026-11-18T10:00:00.000Z' });
    const env = {
      ...process.env,
      DATA_DIR: h.t.database.dataDir,
      ...(h.t.database.url ? { DATABASE_URL: h.t.database.url } : {}),
      SMTP_URL: h.sink.url,
      PUBLIC_URL: ORIGIN,
      BETTER_AUTH_SECRET: h.t.config.authSecret,
      LOG_LEVEL: 'silent',
    };
    for (let i = 0; i < 2; i += 1) {
      const { stdout } = await run(
        'npm',
        ['run', '--silent', 'mail:due', '--', '--now=2026-11-23T09:00:00Z'],
        { cwd: SERVER_DIR, env },
      );
      expect(stdout).toMatch(/mail:due: queued \d+, sent \d+/);
    }
    expect(h.sink.to(u.email).map((m) => m.headers.get('subject'))).toEqual([
      'Your week on CodeConquer: 1 test, 0 levels',
    ]);
  });

  it('SMTP down: the mail waits with its error and a later attempt time, then is sent once when SMTP is back', async () => {
    const u = await signUp(h.t.app);
    await changePassword(u);
    const now = new Date();
    h.sink.down = true;
    expect(await h.scheduler().runDue(now)).toMatchObject({ ran: true, sent: 0 });
    const [waiting] = (await outbox(h.db, u.id)).filter((r) => r.kind === 'password-changed');
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting?.last_error).toMatch(/not available|421/);
    expect(Date.parse(waiting?.next_attempt_at ?? '')).toBeGreaterThan(now.getTime());

    h.sink.down = false;
    await h.scheduler().runDue(now); // not due yet: the backoff holds
    expect(h.sink.to(u.email)).toHaveLength(0);
    await h.scheduler().runDue(new Date(now.getTime() + 2 * 60_000));
    await h.scheduler().runDue(new Date(now.getTime() + 60 * 60_000));
    expect(h.sink.to(u.email).map((m) => m.headers.get('subject'))).toEqual([
      'Your CodeConquer password was changed',
    ]);
    expect((await outbox(h.db, u.id)).find((r) => r.kind === 'password-changed')).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('two schedulers on two connections race for the lease: one runs, each mail is sent once', async () => {
    const users = [await signUp(h.t.app), await signUp(h.t.app), await signUp(h.t.app)];
    for (const u of users) await changePassword(u);
    const other = createDb({ databaseUrl: h.t.database.url, dataDir: h.t.database.dataDir });
    try {
      const runs = await Promise.all([
        h.scheduler(h.db, 'process-a').runDue(),
        h.scheduler(other.db, 'process-b').runDue(),
      ]);
      expect(runs.filter((r) => r.ran)).toHaveLength(1);
      expect(runs.find((r) => r.ran)?.sent).toBe(3);
      await Promise.all([
        h.scheduler(h.db, 'process-a').runDue(),
        h.scheduler(other.db, 'process-b').runDue(),
      ]);
    } finally {
      await other.db.destroy();
    }
    for (const u of users) expect(h.sink.to(u.email)).toHaveLength(1);
  });
});
