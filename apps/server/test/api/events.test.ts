import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

describe.each(dialects)('live events on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { heartbeatMs: 200 });
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
    const res = await fetch(`${base}/api/events`, { headers: { cookie: user.cookie }, signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    const readUntil = async (needle: string) => {
      const deadline = Date.now() + 5000;
      while (!text.includes(needle) && Date.now() < deadline) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value);
      }
    };
    await readUntil(': connected');
    await t.app.bus.publish({ userId: other.id, name: 'tests.changed', data: { testId: 'not-yours' } });
    await t.app.bus.publish({ userId: user.id, name: 'progress.changed', data: { courseId: 'python' } });
    await readUntil('progress.changed');
    await readUntil(': heartbeat');
    controller.abort();
    expect(text).toContain('event: progress.changed\ndata: {"courseId":"python"}');
    expect(text).toContain(': heartbeat');
    expect(text).not.toContain('not-yours');
  });
});
