/**
 * A busy database answers 503 with Retry-After, not 500 (docs/decisions/024-grading-lease-and-busy-database.md):
 * a pool of one connection held by a long transaction makes the next request's acquire time out,
 * on an app route and on better-auth's sign-up (which turns database errors into its own 500s).
 * PostgreSQL only: the pool is PostgreSQL's.
 */
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createDb, type DbHandle } from '../../src/db/create-db';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../helpers/databases';
import { as, ORIGIN, signUp, uniqueEmail } from '../helpers/test-app';
import { testPasswordHashing } from '../helpers/test-password-hashing';
import { testRunner } from '../runner/sandbox-gate';

const postgres = (await dialectsUnderTest()).filter((d) => d === 'postgres');
if (postgres.length === 0)
  console.warn('\n!!! busy-database.test.ts needs PostgreSQL: SKIPPED (outside CI only).\n');

/** An app's settings on the test database (PostgreSQL), with `extra` on top. */
function configFor(database: TestDatabase, extra: Record<string, string> = {}) {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: database.dataDir,
    PUBLIC_URL: ORIGIN,
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    RATE_LIMIT: 'false',
    DATABASE_URL: database.url,
    ...extra,
  });
}

describe.each(postgres)('a busy pool on %s', () => {
  let database: TestDatabase;
  let handle: DbHandle;
  let app: FastifyInstance;
  const runner = testRunner(71_940);

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    if (!database.url) throw new Error('expected a PostgreSQL URL');
    const config = configFor(database);
    handle = createDb({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      pool: { max: 1, acquireTimeoutMs: 10_000 },
    });
    app = await buildApp(config, {
      dbHandle: handle,
      logger: false,
      passwordHashing: testPasswordHashing,
      runner,
      mailer: { send: async () => undefined },
    });
    await app.ready();
  });

  /** pg uses one timeout for opening a connection and for waiting for a free one: short only once the connection is open. */
  function shortAcquireTimeout() {
    handle.pool!.options.connectionTimeoutMillis = 300;
  }
  afterAll(async () => {
    await app.close();
    await handle.db.destroy();
    await database.drop();
    await runner.close();
  });

  /** Holds the pool's only connection in an open transaction while `fn` runs. */
  async function whileHeld<T>(fn: () => Promise<T>): Promise<T> {
    const client: pg.PoolClient = await handle.pool!.connect();
    await client.query('BEGIN');
    try {
      return await fn();
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  }

  const signUpRequest = () => ({
    method: 'POST' as const,
    url: '/api/auth/sign-up/email',
    headers: { origin: ORIGIN },
    payload: { email: uniqueEmail('busy'), password: 'a-long-password-123', name: 'Busy Learner' },
  });

  it('answers 503 SERVER_BUSY with Retry-After on an app route and on sign-up, and serves again once the pool is free', async () => {
    const user = await signUp(app);
    shortAcquireTimeout();
    const [dashboard, signUpRes] = await whileHeld(async () => [
      await app.inject({ method: 'GET', url: '/api/dashboard', headers: as(user) }),
      await app.inject(signUpRequest()),
    ]);
    for (const res of [dashboard, signUpRes]) {
      expect(res.statusCode).toBe(503);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.json()).toEqual({
        error: { code: 'SERVER_BUSY', message: expect.stringMatching(/busy.*try again/i) },
      });
    }
    expect(
      (await app.inject({ method: 'GET', url: '/api/dashboard', headers: as(user) })).statusCode,
    ).toBe(200);
    expect((await app.inject(signUpRequest())).statusCode).toBe(200);
  });
});

describe.each(postgres)('the pool at start on %s', () => {
  it('opens DATABASE_POOL_MAX connections before the first request and keeps them when idle', async () => {
    const database = await createTestDatabase('postgres');
    const runner = testRunner(71_950);
    try {
      const config = configFor(database, { DATABASE_POOL_MAX: '3' });
      // No dbHandle: the app makes its own pool, as a server does.
      const app = await buildApp(config, {
        logger: false,
        passwordHashing: testPasswordHashing,
        runner,
        mailer: { send: async () => undefined },
      });
      await app.ready();
      const pool = app.pgPool;
      if (!pool) throw new Error('expected a PostgreSQL pool');
      expect({ total: pool.totalCount, idle: pool.idleCount }).toEqual({ total: 3, idle: 3 });
      expect(pool.options.min).toBe(3); // idle connections are never closed below this
      await app.close();
      expect(pool.totalCount).toBe(0);
    } finally {
      await runner.close();
      await database.drop();
    }
  });
});
