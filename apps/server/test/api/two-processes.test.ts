/**
 * Two API processes on one PostgreSQL database (issue 14 item 3): a second app with its own
 * connection pool and its own memory stands in for a second process behind the load balancer.
 * The general rate limit counts across both (the shared store), a learner's live events reach a
 * stream held by the other process (LISTEN/NOTIFY), and a session made on one is honoured by the
 * other. PostgreSQL only: SQLite is one process by design.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb, type DbHandle } from '../../src/db/create-db';
import { dialectsUnderTest } from '../helpers/databases';
import { streamReader } from '../helpers/event-stream';
import { createTestApp, ORIGIN, signUp, type TestApp } from '../helpers/test-app';
import { testPasswordHashing } from '../helpers/test-password-hashing';
import { testRunner } from '../runner/sandbox-gate';

const dialects = await dialectsUnderTest();
const postgres = dialects.filter((d) => d === 'postgres');
if (postgres.length === 0)
  console.warn('\n!!! two-processes.test.ts needs PostgreSQL: SKIPPED (outside CI only).\n');

describe.each(postgres)('two API processes on %s', (dialect) => {
  let a: TestApp;
  let b: FastifyInstance;
  let bHandle: DbHandle;
  let baseB: string;

  // One runner for both (neither process runs code here); closed last.
  const runner = testRunner(71_900);

  beforeAll(async () => {
    a = await createTestApp(
      dialect,
      { RATE_LIMIT: 'true', EVENTS_HEARTBEAT_MS: '200' },
      { runner },
    );
    const url = a.database.url;
    if (!url) throw new Error('expected a PostgreSQL URL');
    bHandle = createDb({ databaseUrl: url, dataDir: a.config.dataDir });
    b = await buildApp(a.config, {
      dbHandle: bHandle,
      logger: false,
      runner,
      passwordHashing: testPasswordHashing,
    });
    await b.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(b.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await b.close();
    await bHandle.db.destroy();
    await a.close();
    await runner.close();
  });

  it('counts the general rate limit across both processes', async () => {
    // 1,200 requests a minute per address in all: 600 on each process pass, the next one is refused.
    for (let i = 0; i < 600; i++) {
      const [ra, rb] = await Promise.all([
        a.app.inject({ method: 'GET', url: '/api/meta' }),
        b.inject({ method: 'GET', url: '/api/meta' }),
      ]);
      expect([ra.statusCode, rb.statusCode]).toEqual([200, 200]);
    }
    const refused = await b.inject({ method: 'GET', url: '/api/meta' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Each process alone would have allowed 1,200: it is the shared count that refused.
    expect((await a.app.inject({ method: 'GET', url: '/api/meta' })).statusCode).toBe(429);
  });

  it("delivers a learner's event from one process to a stream on the other", async () => {
    await a.database.handle.db.deleteFrom('rate_limits').execute();
    const user = await signUp(a.app);
    const controller = new AbortController();
    const res = await fetch(`${baseB}/api/events`, {
      headers: { cookie: user.cookie },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    const stream = streamReader(res, 10_000);
    await stream.readUntil(': connected');
    // The test starts on process A; its tests.changed event reaches the stream on process B.
    const started = await a.app.inject({
      method: 'POST',
      url: '/api/tests',
      headers: { cookie: user.cookie, origin: ORIGIN },
      payload: { type: 'mcq', topic: 'Git & Version Control', difficulty: 'easy' },
    });
    expect(started.statusCode).toBe(200);
    const testId = started.json().id as string;
    await stream.readUntil(testId);
    controller.abort();
    expect(stream.text).toContain('event: tests.changed');
    expect(stream.text).toContain(testId);
  });
});
