import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { streamReader } from '../helpers/event-stream';
import { as, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import type { UserLiveEvent } from '../../src/modules/events/event-bus';

const dialects = await dialectsUnderTest();

describe.each(dialects)('live events on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { EVENTS_HEARTBEAT_MS: '200' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('refuses signed-out listeners', async () => {
    const res = await fetch(`${base}/api/events`);
    expect(res.status).toBe(401);
  });

  it("streams the user's events with heartbeats, and only theirs", async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const controller = new AbortController();
    const res = await fetch(`${base}/api/events`, {
      headers: { cookie: user.cookie },
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = streamReader(res, 5000);
    await stream.readUntil(': connected');
    await t.app.bus.publish({
      userId: other.id,
      name: 'tests.changed',
      data: { testId: 'not-yours', kind: 'mcq', status: 'completed' },
    });
    await t.app.bus.publish({
      userId: user.id,
      name: 'progress.changed',
      data: { courseId: 'python', chapterId: 'python-1', origin: 'tab-0001' },
    });
    await stream.readUntil('progress.changed');
    await stream.readUntil(': heartbeat');
    controller.abort();
    expect(stream.text).toContain(
      'event: progress.changed\ndata: {"courseId":"python","chapterId":"python-1","origin":"tab-0001"}',
    );
    expect(stream.text).toContain(': heartbeat');
    expect(stream.text).not.toContain('not-yours');
  });

  it('publishes one tests.changed per submit, naming the test, its kind and status and the tab that sent it', async () => {
    const user = await signUp(t.app);
    const seen: UserLiveEvent[] = [];
    const unsubscribe = t.app.bus.subscribe(user.id, (e) => seen.push(e));
    const headers = { ...as(user), 'x-client-id': 'tab-a-1234' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/tests',
      headers,
      payload: { type: 'mcq', topic: 'Python Basics', difficulty: 'easy' },
    });
    expect(created.statusCode).toBe(200);
    const testId = created.json<{ id: string }>().id;
    const submitted = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${testId}/submit`,
      headers,
      payload: {},
    });
    expect(submitted.json<{ status: string }>().status).toBe('completed');
    // A repeated submit changes nothing, so it publishes nothing.
    await t.app.inject({
      method: 'POST',
      url: `/api/tests/${testId}/submit`,
      headers: { ...as(user), 'x-client-id': 'not valid!' },
      payload: {},
    });
    await expect.poll(() => seen.length).toBeGreaterThanOrEqual(2);
    await new Promise((r) => setTimeout(r, 100)); // a stray second publish would arrive by now
    unsubscribe();
    expect(seen.map((e) => e.name === 'tests.changed' && e.data)).toEqual([
      { testId, kind: 'mcq', status: 'in_progress', origin: 'tab-a-1234' },
      { testId, kind: 'mcq', status: 'completed', origin: 'tab-a-1234' },
    ]);
  });

  it('leaves out a malformed client id', async () => {
    const user = await signUp(t.app);
    const seen: UserLiveEvent[] = [];
    const unsubscribe = t.app.bus.subscribe(user.id, (e) => seen.push(e));
    await t.app.inject({
      method: 'POST',
      url: '/api/tests',
      headers: { ...as(user), 'x-client-id': 'bad id' },
      payload: { type: 'mcq', topic: 'Python Basics', difficulty: 'easy' },
    });
    await expect.poll(() => seen.length).toBe(1);
    unsubscribe();
    expect(seen[0]?.data.origin).toBeUndefined();
  });
});
