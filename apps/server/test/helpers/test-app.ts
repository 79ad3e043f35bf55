/** A real app on a fresh real database, driven through app.inject(), with user factories. */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/app';
import type { AppConfig } from '../../src/config';
import type { Dialect } from '../../src/db/create-db';
import type { Mail, Mailer } from '../../src/lib/mailer';
import { createTestDatabase, type TestDatabase } from './databases';
import { testRunner } from '../runner/sandbox-gate';
import { testPasswordHashing } from './test-password-hashing';
import { ORIGIN, testConfig } from './test-config';

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  database: TestDatabase;
  mails: Mail[];
  close(): Promise<void>;
}

export { ORIGIN } from './test-config';

/** The settings a new account starts with. */
export const NEW_ACCOUNT_SETTINGS = {
  emailNotifications: true,
  testReminders: true,
  weeklyReport: true,
  publicProfile: true,
  showEmail: false,
  theme: 'light',
  language: 'en',
};

let appCount = 0;

export async function createTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect);
  const config = testConfig(database.dataDir, {
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...env,
  });
  const mails: Mail[] = [];
  const mailer: Mailer = {
    async send(mail) {
      mails.push(mail);
    },
  };
  // Each test process gets its own sandbox uid range, so parallel test files never share uids.
  // RUNNER_MODE=queue: the app runs nothing itself (workers take the runs), so it gets no runner.
  const runner =
    options.runner ??
    (env.RUNNER_MODE === 'queue'
      ? undefined
      : testRunner(70_000 + (process.pid % 500) * 16 + (appCount++ % 4) * 4));
  const app = await buildApp(config, {
    dbHandle: database.handle,
    mailer,
    logger: false,
    passwordHashing: testPasswordHashing,
    ...options,
    runner,
  });
  await app.ready();
  return {
    app,
    config,
    database,
    mails,
    async close() {
      await app.close();
      if (!options.runner) await runner?.close();
      await database.drop();
    },
  };
}

/**
 * Makes a value in beforeAll (and undoes it in afterAll) and answers a stand-in whose `keys` read
 * (and write) that value when used, so a describe block can hold it before it exists. Using it
 * before beforeAll ran (while the tests are collected) throws a clear error.
 */
export function madeInBeforeAll<T extends object, K extends keyof T>(
  what: string,
  make: () => Promise<T>,
  undo: ((made: T) => Promise<void>) | undefined,
  keys: readonly K[],
): Pick<T, K> {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  });
  afterAll(async () => {
    if (made !== undefined) await undo?.(made);
  });
  const value = (): T => {
    if (made === undefined)
      throw new Error(`${what} is made in beforeAll: use it in a test or hook`);
    return made;
  };
  const standIn = {};
  for (const key of keys)
    Object.defineProperty(standIn, key, {
      get: () => value()[key],
      set: (v: T[K]) => {
        value()[key] = v;
      },
      enumerable: true,
      configurable: true,
    });
  return standIn as Pick<T, K>;
}

/**
 * A fresh app for the enclosing describe block: made before its tests, closed after them. Use it
 * inside tests and hooks.
 */
export function useTestApp(
  dialect: Dialect,
  env: Record<string, string> = {},
  options: BuildOptions = {},
): TestApp {
  return madeInBeforeAll(
    'the test app',
    () => createTestApp(dialect, env, options),
    (t) => t.close(),
    ['app', 'config', 'database', 'mails', 'close'],
  );
}

let counter = 0;

export function uniqueEmail(prefix = 'learner'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now()}@example.com`;
}

/** The session cookie header from a better-auth response. */
export function sessionCookie(res: LightMyRequestResponse): string {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  const cookie = list
    .map((c) => c.split(';')[0])
    .find((c) => c?.startsWith('better-auth.session_token='));
  if (!cookie) throw new Error(`no session cookie in response ${res.statusCode}: ${res.body}`);
  return cookie;
}

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  cookie: string;
}

/** POST from the site's own pages: with the Origin header better-auth checks. */
export function postFromSite(app: FastifyInstance, url: string, payload: object) {
  return app.inject({ method: 'POST', url, headers: { origin: ORIGIN }, payload });
}

/** A new learner's sign-up form: a unique email, the default name and password, `fields` over them. */
function signUpForm<F extends object>(fields: F) {
  return { name: 'Test Learner', email: uniqueEmail(), password: 'correct-horse-1', ...fields };
}

/** POST sign-up/email from the site with a new learner's form, `fields` over it: the raw answer. */
export function postSignUp(app: FastifyInstance, fields: object = {}) {
  return postFromSite(app, '/api/auth/sign-up/email', signUpForm(fields));
}

export async function signUp(
  app: FastifyInstance,
  overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password'>> = {},
): Promise<TestUser> {
  const { name, email, password } = signUpForm(overrides);
  const res = await postSignUp(app, { name, email, password });
  if (res.statusCode !== 200) throw new Error(`sign-up failed ${res.statusCode}: ${res.body}`);
  // Sign-up opens no session (it must answer a registered email the same way): sign in, as the web does.
  const signIn = await postFromSite(app, '/api/auth/sign-in/email', { email, password });
  if (signIn.statusCode !== 200)
    throw new Error(`sign-in after sign-up failed ${signIn.statusCode}: ${signIn.body}`);
  const body: unknown = signIn.json();
  const id =
    typeof body === 'object' &&
    body !== null &&
    'user' in body &&
    typeof body.user === 'object' &&
    body.user !== null &&
    'id' in body.user
      ? String(body.user.id)
      : '';
  return { id, email, name, password, cookie: sessionCookie(signIn) };
}

/** A learner signed up on the app before the describe block's tests (after useTestApp). */
export function useLearner(
  t: TestApp,
  overrides: Partial<Pick<TestUser, 'email' | 'name' | 'password'>> = {},
): TestUser {
  return madeInBeforeAll('the learner', () => signUp(t.app, overrides), undefined, [
    'id',
    'email',
    'name',
    'password',
    'cookie',
  ]);
}

/** POST /api/account/delete as the user, with their password unless told another. */
export function deleteAccount(app: FastifyInstance, user: TestUser, password = user.password) {
  return app.inject({
    method: 'POST',
    url: '/api/account/delete',
    headers: as(user),
    payload: { password },
  });
}

/** inject() with the user's session cookie. */
export function as(user: TestUser) {
  return { cookie: user.cookie, origin: ORIGIN };
}
