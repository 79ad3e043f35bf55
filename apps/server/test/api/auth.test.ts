import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import {
  as,
  createTestApp,
  NEW_ACCOUNT_SETTINGS,
  postFromSite,
  postSignUp,
  sessionCookie,
  signUp,
  uniqueEmail,
  useTestApp,
} from '../helpers/test-app';

const dialects = await dialectsUnderTest();

describe.each(dialects)('accounts on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('sign-up creates the user, a profile named by Full Name and default settings', async () => {
    const user = await signUp(t.app, { name: 'Grace Hopper' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toMatchObject({
      uid: user.id,
      email: user.email,
      displayName: 'Grace Hopper',
      skills: [],
    });
    const settings = await t.app.inject({ method: 'GET', url: '/api/settings', headers: as(user) });
    expect(settings.json()).toMatchObject(NEW_ACCOUNT_SETTINGS);
  });

  it('refuses passwords under 10 characters with a clear message', async () => {
    const res = await postSignUp(t.app, { name: 'Short', password: 'abc123xyz' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Password must be at least 10 characters');
  });

  it('signs in with the right password and keeps the session in an httpOnly cookie', async () => {
    const user = await signUp(t.app);
    const res = await postFromSite(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(res.statusCode).toBe(200);
    const raw = String(res.headers['set-cookie']);
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).not.toMatch(/Secure/); // http PUBLIC_URL
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: sessionCookie(res) },
    });
    expect(me.statusCode).toBe(200);
  });

  it('a wrong password and an unknown email fail with the same message', async () => {
    const user = await signUp(t.app);
    const wrong = await postFromSite(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'not-the-password',
    });
    const unknown = await postFromSite(t.app, '/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(unknown.json().error.message);
  });

  it('sign-out ends the session', async () => {
    const user = await signUp(t.app);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: as(user),
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      error: { code: 'UNAUTHORIZED', message: 'Please sign in to continue.' },
    });
  });

  it('password reset: one-time expiring link, new password works, old sessions end', async () => {
    const user = await signUp(t.app);
    const ask = await postFromSite(t.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    expect(ask.statusCode).toBe(200);
    const mail = t.mails.find((m) => m.to === user.email);
    expect(mail?.subject).toMatch(/reset/i);
    const link = /(http\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const token = new URL(link).pathname.split('/').pop() ?? '';
    expect(token.length).toBeGreaterThan(10);

    const reset = await postFromSite(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'brand-new-password-9',
    });
    expect(reset.statusCode).toBe(200);
    const again = await postFromSite(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'another-password-99',
    });
    expect(again.statusCode).toBe(400);

    const old = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
    expect(old.statusCode).toBe(401);
    const signIn = await postFromSite(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'brand-new-password-9',
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('asking a reset for an unknown email answers like for a known one and sends nothing', async () => {
    const before = t.mails.length;
    const res = await postFromSite(t.app, '/api/auth/request-password-reset', {
      email: uniqueEmail('ghost'),
      redirectTo: '/reset-password',
    });
    expect(res.statusCode).toBe(200);
    expect(t.mails.length).toBe(before);
  });
});

describe('rate limits', () => {
  it('sign-in is limited to 60 a minute per address, other routes are not affected', async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT: 'true' });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 61; i++) {
        const res = await postFromSite(t.app, '/api/auth/sign-in/email', {
          email: uniqueEmail('limited'),
          password: 'whatever-123',
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 60).every((c) => c === 401)).toBe(true);
      expect(codes[60]).toBe(429);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
