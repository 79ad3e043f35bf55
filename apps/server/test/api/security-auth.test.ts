/**
 * Issue 13, items 2, 4 and 8 (files, logs): the strict auth limits on the route better-auth runs,
 * per address and per account, shared by every server on the database; the cross-site guard on
 * every state-changing request; owner-only data files; no reset token in the request log.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb } from '../../src/db/create-db';
import { logSerializers } from '../../src/plugins/log-serializers';
import { dialectsUnderTest } from '../helpers/databases';
import { testPasswordHashing } from '../helpers/test-password-hashing';
import {
  as,
  createTestApp,
  ORIGIN,
  signUp,
  uniqueEmail,
  useTestApp,
  type TestApp,
} from '../helpers/test-app';
import { testRunner } from '../runner/sandbox-gate';

const dialects = await dialectsUnderTest();
const oneShape = { error: { code: expect.any(String), message: expect.any(String) } };

function signIn(
  app: FastifyInstance,
  url: string,
  email: string,
  password: string,
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
}

/**
 * The statuses of `times` sign-ins with a wrong password, the i-th from the address `from(i)`,
 * each for `email` (for a new address each time when none is given).
 */
async function wrongSignIns(
  app: FastifyInstance,
  times: number,
  from: (i: number) => string,
  email?: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await signIn(
      app,
      '/api/auth/sign-in/email',
      email ?? uniqueEmail('addr'),
      'wrong-password-1',
      from(i),
    );
    statuses.push(res.statusCode);
  }
  return statuses;
}

/** A raw HTTP request: app.inject() would resolve the dot segments before the app sees them. */
function rawPost(
  app: FastifyInstance,
  path: string,
  payload: object,
): Promise<{ status: number; body: string }> {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  const data = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: address.port,
        path,
        method: 'POST',
        headers: {
          origin: ORIGIN,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(data),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(data);
  });
}

/** A signed-up account, created from its own address so the tests' address buckets stay apart. */
async function account(
  app: FastifyInstance,
  remoteAddress: string,
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail('locked');
  const password = 'horse-battery-9';
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    headers: { origin: ORIGIN },
    payload: { name: 'Lock Test', email, password },
  });
  expect(res.statusCode).toBe(200);
  return { email, password };
}

describe.each(dialects)('dot segments over HTTP on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: 'true' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
  });

  it.each([
    '/api/auth/./sign-in/email',
    '/api/auth/x/../sign-in/email',
    '/api/auth/%2e/sign-in/email',
    '/api/auth/sign-in/%2E/email',
    '/api/auth/sign-in/./email',
  ])('refuses %s with 400 in the one shape before it reaches better-auth', async (path) => {
    const res = await rawPost(t.app, path, {
      email: uniqueEmail('dots'),
      password: 'wrong-password-1',
    });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(oneShape);
  });

  it('sign-ins before 429: 60 on the plain path, none through dot segments', async () => {
    /** The statuses of `times` wrong sign-ins in a row, each for a new address, posted raw to `path`. */
    const rawWrongSignIns = async (path: string, times: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < times; i++)
        statuses.push(
          (await rawPost(t.app, path, { email: uniqueEmail('addr'), password: 'wrong-password-1' }))
            .status,
        );
      return statuses;
    };
    expect(await rawWrongSignIns('/api/auth/./sign-in/email', 12)).toEqual(Array(12).fill(400));
    expect(await rawWrongSignIns('/api/auth/sign-in/email', 61)).toEqual([
      ...Array(60).fill(401),
      429,
    ]);
    expect(await rawWrongSignIns('/api/auth/x/../sign-in/email', 1)).toEqual([400]);
  });
});

describe.each(dialects)('strict auth limits on %s', (dialect) => {
  const t = useTestApp(dialect, { RATE_LIMIT: 'true' });

  it('counts per address: the 61st sign-in of a minute is 429 with Retry-After and the wait', async () => {
    expect(await wrongSignIns(t.app, 60, () => '10.2.0.1')).toEqual(Array(60).fill(401));
    const limited = await signIn(
      t.app,
      '/api/auth/sign-in/email',
      uniqueEmail('addr'),
      'wrong-password-1',
      '10.2.0.1',
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/wait \d+ seconds?/),
    });
  });

  it('password reset e-mails: 10 a minute per address, counted apart from sign-ups', async () => {
    const post = async (url: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url,
          remoteAddress: '10.3.0.1',
          headers: { origin: ORIGIN },
          payload: {
            name: 'Limit',
            email: uniqueEmail('limit'),
            password: 'horse-battery-9',
            redirectTo: '/reset-password',
          },
        })
      ).statusCode;
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push(await post('/api/auth/request-password-reset'));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(codes[10]).toBe(429);
    // Sign-ups from that address still pass (a classroom signing up counts under the higher limit).
    expect(await post('/api/auth/sign-up/email')).toBe(200);
  });

  it('locks an account after 5 failed sign-ins from any address, with the wait in the message', async () => {
    const user = await account(t.app, '10.4.2.1');
    expect(await wrongSignIns(t.app, 5, (i) => `10.4.0.${i}`, user.email)).toEqual(
      Array(5).fill(401),
    );
    const locked = await signIn(
      t.app,
      '/api/auth/sign-in/email',
      user.email.toUpperCase(),
      user.password,
      '10.4.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({
      error: {
        code: 'RATE_LIMITED',
        message:
          'Too many failed sign-ins for this account. Please wait 15 minutes and try again, or reset your password.',
      },
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const other = await account(t.app, '10.4.2.2');
    expect(
      (await signIn(t.app, '/api/auth/sign-in/email', other.email, other.password, '10.4.1.2'))
        .statusCode,
    ).toBe(200);
  });

  it('a successful sign-in clears the failures of the account', async () => {
    const user = await account(t.app, '10.5.3.1');
    await wrongSignIns(t.app, 4, (i) => `10.5.0.${i}`, user.email);
    expect(
      (await signIn(t.app, '/api/auth/sign-in/email', user.email, user.password, '10.5.1.0'))
        .statusCode,
    ).toBe(200);
    expect(await wrongSignIns(t.app, 5, (i) => `10.5.2.${i}`, user.email)).toEqual(
      Array(5).fill(401),
    );
  });

  it('two servers on one database share the counts', async () => {
    const second = createDb(
      t.database.url
        ? { databaseUrl: t.database.url, dataDir: t.database.dataDir }
        : { dataDir: t.database.dataDir },
    );
    const runner = testRunner(90_000 + (process.pid % 500) * 4);
    const other = await buildApp(t.config, {
      dbHandle: second,
      logger: false,
      passwordHashing: testPasswordHashing,
      runner,
      mailer: { send: async () => {} },
    });
    try {
      const user = await account(t.app, '10.6.2.1');
      await wrongSignIns(t.app, 5, (i) => `10.6.0.${i}`, user.email);
      const res = await signIn(
        other,
        '/api/auth/sign-in/email',
        user.email,
        user.password,
        '10.6.1.0',
      );
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
      await runner.close();
      await second.db.destroy();
    }
  });
});

describe.each(dialects)('cross-site requests on %s', (dialect) => {
  const t = useTestApp(dialect);
  const settings = {
    emailNotifications: false,
    testReminders: true,
    weeklyReport: true,
    publicProfile: true,
    showEmail: false,
    theme: 'dark',
    language: 'en',
  };
  /** PUT /api/settings (a body-carrying write) with exactly these headers. */
  const putSettings = (headers: Record<string, string>) =>
    t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: settings });

  it('refuses a PUT with a foreign Origin and the learner cookie, and changes nothing', async () => {
    const user = await signUp(t.app);
    const res = await putSettings({ ...as(user), origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { code: 'FORBIDDEN', message: expect.stringMatching(/another site/) },
    });
    const now = await t.app.inject({ method: 'GET', url: '/api/settings', headers: as(user) });
    expect(now.json().theme).toBe('light');
  });

  it('refuses body-less POSTs and /api/auth posts from another site, by Origin or by Sec-Fetch-Site', async () => {
    const user = await signUp(t.app);
    const visit = await t.app.inject({
      method: 'POST',
      url: '/api/courses/python/visit',
      headers: { cookie: user.cookie, origin: 'http://localhost:3000.evil.example' },
    });
    expect(visit.statusCode).toBe(403);
    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/courses/python/visit',
      headers: { cookie: user.cookie, 'sec-fetch-site': 'same-site' },
    });
    expect(sameSite.statusCode).toBe(403);
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: user.cookie, origin: 'null' },
      payload: {},
    });
    expect(signOut.statusCode).toBe(403);
    expect(signOut.json()).toEqual(oneShape);
    const progress = await t.app.inject({ method: 'GET', url: '/api/progress', headers: as(user) });
    expect(progress.json()).toEqual([]);
  });

  it('lets the app itself, and clients that send neither header, through', async () => {
    const user = await signUp(t.app);
    const own = await putSettings(as(user));
    expect(own.statusCode).toBe(200);
    const fetchMeta = await putSettings({ cookie: user.cookie, 'sec-fetch-site': 'same-origin' });
    expect(fetchMeta.statusCode).toBe(200);
    const bare = await putSettings({ cookie: user.cookie });
    expect(bare.statusCode).toBe(200);
  });
});

describe('data files and logs', () => {
  it('creates the data directory without group or other read access, and app.db as 0600', () => {
    const parent = mkdtempSync(join(tmpdir(), 'cc-modes-'));
    try {
      const dataDir = join(parent, 'data');
      loadConfig({
        DATA_DIR: dataDir,
        BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      });
      expect(statSync(dataDir).mode & 0o077).toBe(0o011);
      const handle = createDb({ dataDir });
      expect(statSync(join(dataDir, 'app.db')).mode & 0o777).toBe(0o600);
      handle.sqlite?.close();
    } finally {
      rmSync(parent, { recursive: true, force: true });
    }
  });

  it('logs request URLs without reset tokens or OAuth codes', () => {
    const url = (u: string) =>
      logSerializers.req({ method: 'GET', url: u, host: 'x', ip: '1.2.3.4' }).url;
    expect(url('/api/auth/reset-password/AbC123secret?callbackURL=%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Freset-password',
    );
    expect(url('/reset-password?token=AbC123secret')).toBe('/reset-password?token=[redacted]');
    expect(url('/api/auth/callback/google?state=s3cret&code=c0de')).toBe(
      '/api/auth/callback/google?state=[redacted]&code=[redacted]',
    );
    expect(url('/api/courses?page=2')).toBe('/api/courses?page=2');
  });
});
