/**
 * better-auth's cookie cache (issue 17): a signed-in request is answered from the signed copy of
 * the session in the browser's cookies, without a database read, and a revoked session stops at
 * once on the process that revoked it (sign-out, password change, password reset).
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { profileForm } from '../helpers/profile-form';
import {
  createTestApp,
  ORIGIN,
  postFromSite,
  signUp,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

const dialects = await dialectsUnderTest();
const SESSION_DATA = 'better-auth.session_data=';

function setCookies(res: LightMyRequestResponse): string[] {
  const raw = res.headers['set-cookie'];
  return (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(';')[0] ?? '');
}

/** Every cookie a browser keeps after signing in: the session token and the session cache. */
async function browserSignIn(
  app: FastifyInstance,
  user: TestUser,
  password = user.password,
): Promise<string> {
  const res = await postFromSite(app, '/api/auth/sign-in/email', { email: user.email, password });
  expect(res.statusCode).toBe(200);
  const cookies = setCookies(res).filter((c) => !c.endsWith('='));
  expect(cookies.some((c) => c.startsWith(SESSION_DATA))).toBe(true);
  return cookies.join('; ');
}

async function deleteSessionRows(t: TestApp, userId: string): Promise<void> {
  await sql`delete from ${sql.table('session')} where ${sql.ref('userId')} = ${userId}`.execute(
    t.database.handle.db,
  );
}

const profile = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: 'GET', url: '/api/profile', headers: { cookie, origin: ORIGIN } });

describe.each(dialects)('session cookie cache on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('answers from the cache cookie without reading the session table', async () => {
    const user = await signUp(t.app);
    const cookie = await browserSignIn(t.app, user);
    // Deleted behind better-auth's back (as another process would): the signed copy in the cookie
    // still answers, while a token alone (never used, so in no cache) needs the database.
    await deleteSessionRows(t, user.id);
    expect((await profile(t.app, cookie)).statusCode).toBe(200);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(401);
  });

  it('answers a session it verified before from the process cache, without reading the session table', async () => {
    const user = await signUp(t.app);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(200);
    await deleteSessionRows(t, user.id);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(200);
  });

  it('renews the cache cookie when a request had to read the database', async () => {
    const user = await signUp(t.app);
    const res = await profile(t.app, user.cookie);
    expect(res.statusCode).toBe(200);
    expect(setCookies(res).some((c) => c.startsWith(SESSION_DATA) && !c.endsWith('='))).toBe(true);
  });

  it('shows a changed display name at once to the web, which reads the session from the database', async () => {
    const user = await signUp(t.app);
    const cookie = await browserSignIn(t.app, user);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie, origin: ORIGIN },
      payload: profileForm({ displayName: 'Grace Hopper' }),
    });
    expect(put.statusCode).toBe(200);
    // The web's call (apps/web/src/lib/auth-client.ts): the cache cookie alone would still say the old name.
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session?disableCookieCache=true',
      headers: { cookie, origin: ORIGIN },
    });
    expect(session.json()).toMatchObject({ user: { name: 'Grace Hopper' } });
    expect(setCookies(session).some((c) => c.startsWith(SESSION_DATA) && !c.endsWith('='))).toBe(
      true,
    );
  });

  it('stops a signed-out session at once, even replaying its cache cookie', async () => {
    const user = await signUp(t.app);
    const cookie = await browserSignIn(t.app, user);
    const tokenOnly = cookie
      .split('; ')
      .filter((c) => !c.startsWith(SESSION_DATA))
      .join('; ');
    expect((await profile(t.app, cookie)).statusCode).toBe(200);
    expect((await profile(t.app, tokenOnly)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: ORIGIN },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const replay = await profile(t.app, cookie);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
    expect((await profile(t.app, tokenOnly)).statusCode).toBe(401);
  });

  it('stops the other sessions at once when the password changes with revokeOtherSessions', async () => {
    const user = await signUp(t.app);
    const laptop = await browserSignIn(t.app, user);
    const phone = await browserSignIn(t.app, user);
    expect((await profile(t.app, phone)).statusCode).toBe(200);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(200);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: laptop, origin: ORIGIN },
      payload: {
        currentPassword: user.password,
        newPassword: 'enigma-rotor-wiring',
        revokeOtherSessions: true,
      },
    });
    expect(change.statusCode).toBe(200);
    expect((await profile(t.app, phone)).statusCode).toBe(401);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(401);
    expect((await profile(t.app, laptop)).statusCode).toBe(401); // its session was replaced by a new one
  });

  it('stops every session at once when the password is reset', async () => {
    const user = await signUp(t.app);
    const cookie = await browserSignIn(t.app, user);
    expect((await profile(t.app, cookie)).statusCode).toBe(200);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(200);
    const before = t.mails.length;
    await postFromSite(t.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const link =
      /(http\S+)/.exec(t.mails.slice(before).find((m) => m.to === user.email)?.text ?? '')?.[1] ??
      '';
    const token = new URL(link).pathname.split('/').pop() ?? '';
    const reset = await postFromSite(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'enigma-rotor-wiring',
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(t.app, cookie)).statusCode).toBe(401);
    expect((await profile(t.app, user.cookie)).statusCode).toBe(401);
  });
});
