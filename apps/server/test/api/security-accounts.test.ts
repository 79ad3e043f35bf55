/**
 * Issue 13, items 3, 7 and 8 (tokens, sign-up): the password rule on sign-up, reset and change;
 * the profile's limits on every path better-auth writes the user through; one live reset link
 * per account, stored hashed; sign-up that does not reveal registered emails.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '@app/shared/password-rules';
import { dialectsUnderTest } from '../helpers/databases';
import {
  as,
  ORIGIN,
  postSignUp,
  signUp,
  uniqueEmail,
  useLearner,
  useTestApp,
  type TestApp,
  type TestUser,
} from '../helpers/test-app';

const dialects = await dialectsUnderTest();

const post = (
  app: FastifyInstance,
  url: string,
  payload: object,
  headers: Record<string, string> = { origin: ORIGIN },
) => app.inject({ method: 'POST', url, headers, payload });

async function resetToken(t: TestApp, email: string): Promise<string> {
  const before = t.mails.length;
  const ask = await post(t.app, '/api/auth/request-password-reset', {
    email,
    redirectTo: '/reset-password',
  });
  expect(ask.statusCode).toBe(200);
  const mail = t.mails.slice(before).find((m) => m.to === email);
  const link = /(http\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  return new URL(link).pathname.split('/').pop() ?? '';
}

describe.each(dialects)('passwords on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** POST change-password as the user, from their own password to `newPassword`. */
  const changePassword = (user: TestUser, newPassword: string) =>
    post(
      t.app,
      '/api/auth/change-password',
      { currentPassword: user.password, newPassword },
      as(user),
    );

  /** Passwords sign-up refuses, by the reason it gives. */
  const refused: Array<[keyof typeof PASSWORD_MESSAGES, string[]]> = [
    ['tooShort', ['password', '12345678', 'aaaaaaaa', '        ']],
    ['repetitive', ['aaaaaaaaaaaa', '          ']],
    ['common', ['1234567890', 'Password123', 'qwertyuiop']],
    ['personal', ['Grace Hopper 1906', 'grace.hopper.cc@example.com', 'hopper1234567']],
  ];
  it.each(
    refused.flatMap(([reason, passwords]) => passwords.map((p) => [p, PASSWORD_MESSAGES[reason]])),
  )('sign-up refuses %j: %s', async (password, message) => {
    const res = await postSignUp(t.app, {
      name: 'Grace Hopper',
      email: `grace.hopper.cc.${uniqueEmail()}`,
      password,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it('accepts a long, uncommon password that is not the name', async () => {
    const res = await postSignUp(t.app, {
      name: 'Grace Hopper',
      password: 'grace-likes-ocean-waves',
    });
    expect(res.statusCode).toBe(200);
  });

  it('reset refuses a common password and one made of the email, then accepts a good one', async () => {
    const user = await signUp(t.app, { name: 'Alan Turing' });
    const token = await resetToken(t, user.email);
    const common = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'qwerty12345',
    });
    expect(common.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: PASSWORD_MESSAGES.common },
    });
    const personal = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: `${user.email.split('@')[0]}!`,
    });
    expect(personal.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: PASSWORD_MESSAGES.personal },
    });
    const good = await post(t.app, '/api/auth/reset-password', {
      token,
      newPassword: 'enigma-rotor-wiring',
    });
    expect(good.statusCode).toBe(200);
  });

  it('change-password refuses a weak new password with the reason', async () => {
    const user = await signUp(t.app, { name: 'Ada Lovelace' });
    const res = await changePassword(user, 'adalovelace99');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(PASSWORD_MESSAGES.personal);
    const ok = await changePassword(user, 'analytical-engine-43');
    expect(ok.statusCode).toBe(200);
  });
});

describe.each(dialects)('account fields on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);

  it.each([
    ['a 200 KB name', { name: 'n'.repeat(200_000) }, 'Full name must be at most 80 characters'],
    ['an 81-character name', { name: 'n'.repeat(81) }, 'Full name must be at most 80 characters'],
    [
      'a javascript: image',
      { image: 'javascript:alert(1)' },
      'Image must be an http(s) URL, or empty',
    ],
    [
      'a 300-character email',
      { email: `${'e'.repeat(288)}@example.com` },
      'Email must be at most 254 characters',
    ],
  ])('sign-up refuses %s with 400', async (_label, fields, message) => {
    const res = await postSignUp(t.app, fields);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message } });
  });

  it.each([
    ['a 200 KB name', { name: 'n'.repeat(200_000) }],
    ['a javascript: image', { image: 'javascript:alert(1)' }],
    ['a data: image', { image: 'data:text/html,<script>alert(1)</script>' }],
  ])('update-user refuses %s and keeps the user as it was', async (_label, fields) => {
    const res = await post(t.app, '/api/auth/update-user', fields, as(user));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: { code: 'VALIDATION_FAILED', message: expect.any(String) },
    });
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: as(user),
    });
    expect(session.json().user).toMatchObject({ name: user.name, image: null });
  });

  it('update-user accepts a name within the limit and an https image', async () => {
    const res = await post(
      t.app,
      '/api/auth/update-user',
      { name: 'n'.repeat(80), image: 'https://lh3.googleusercontent.com/a/pic' },
      as(user),
    );
    expect(res.statusCode).toBe(200);
  });
});

describe.each(dialects)('reset links and sign-up privacy on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('a new reset request voids the older link', async () => {
    const user = await signUp(t.app);
    const first = await resetToken(t, user.email);
    const second = await resetToken(t, user.email);
    expect(second).not.toBe(first);
    const old = await post(t.app, '/api/auth/reset-password', {
      token: first,
      newPassword: 'first-link-password',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.code).toBe('INVALID_TOKEN');
    const fresh = await post(t.app, '/api/auth/reset-password', {
      token: second,
      newPassword: 'second-link-password',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('stores reset tokens hashed', async () => {
    const user = await signUp(t.app);
    const token = await resetToken(t, user.email);
    const rows = await sql<{ identifier: string }>`select identifier from verification`.execute(
      t.database.handle.db,
    );
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows.some((r) => r.identifier.includes(token))).toBe(false);
  });

  it('sign-up with a registered email answers as for a new one and mails the owner instead', async () => {
    const owner = await signUp(t.app, { name: 'Real Owner' });
    const someone = { name: 'Someone', password: 'horse-battery-9' };
    const fresh = await postSignUp(t.app, someone);
    const before = t.mails.length;
    const taken = await postSignUp(t.app, { ...someone, email: owner.email });
    expect(taken.statusCode).toBe(fresh.statusCode);
    expect(taken.statusCode).toBe(200);
    expect(Object.keys(taken.json()).sort()).toEqual(Object.keys(fresh.json()).sort());
    expect(Object.keys(taken.json().user).sort()).toEqual(Object.keys(fresh.json().user).sort());
    expect(taken.json().token).toBeNull();
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['set-cookie']).toBeUndefined();
    const mails = t.mails.slice(before);
    expect(mails).toEqual([
      expect.objectContaining({
        to: owner.email,
        subject: 'Someone tried to sign up with your email',
      }),
    ]);
    const stranger = await post(t.app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: 'horse-battery-9',
    });
    expect(stranger.statusCode).toBe(401);
    const real = await post(t.app, '/api/auth/sign-in/email', {
      email: owner.email,
      password: owner.password,
    });
    expect(real.statusCode).toBe(200);
  });
});
