/** Issue 13 item 10: at most five event streams per learner (the oldest closed), a process cap with 503. */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@app/shared/errors';
import { dialectsUnderTest } from '../helpers/databases';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

interface Stream {
  status: number;
  /** Resolves true when the server ends the stream within the time given, false otherwise. */
  endsWithin(ms: number): Promise<boolean>;
  close(): void;
  body: string;
}

async function open(base: string, user: TestUser): Promise<Stream> {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events`, {
    headers: { cookie: user.cookie },
    signal: controller.signal,
  });
  if (res.status !== 200)
    return {
      status: res.status,
      body: await res.text(),
      endsWithin: async () => true,
      close: () => {},
    };
  const reader = res.body!.getReader();
  let text = '';
  while (!text.includes(': connected')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  const ended = (async () => {
    for (;;) {
      const { done } = await reader.read().catch(() => ({ done: true }));
      if (done) return true;
    }
  })();
  return {
    status: res.status,
    body: text,
    endsWithin: (ms) =>
      Promise.race([
        ended,
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
      ]),
    close: () => controller.abort(),
  };
}

describe.each(dialects)('event stream limits on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  const streams: Stream[] = [];
  let learner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect, { EVENTS_MAX_STREAMS: '7', EVENTS_HEARTBEAT_MS: '60000' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const s of streams) s.close();
    await t.close();
  });

  it("a learner's sixth stream closes their oldest, and nobody else's", async () => {
    const other = await signUp(t.app);
    const bystander = await open(base, other);
    streams.push(bystander);
    learner = await signUp(t.app);
    const mine: Stream[] = [];
    for (let i = 0; i < 6; i++) mine.push(await open(base, learner));
    streams.push(...mine);
    expect(mine.map((s) => s.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await mine[0]!.endsWithin(2000)).toBe(true);
    const stillOpen = await Promise.all(
      [...mine.slice(1), bystander].map((s) => s.endsWithin(300)),
    );
    expect(stillOpen).toEqual([false, false, false, false, false, false]);
  });

  it('beyond the process cap a new learner gets 503 in the one shape; a learner at their own cap still connects', async () => {
    // 6 streams are open from the test above (5 + the bystander); the cap is 7.
    const filler = await signUp(t.app);
    streams.push(await open(base, filler));
    const late = await signUp(t.app);
    const refused = await open(base, late);
    expect(refused.status).toBe(503);
    expect(errorBodySchema.parse(JSON.parse(refused.body)).error.code).toBe('SERVER_BUSY');
    // The learner of the first test (at their cap of 5) replaces their own oldest stream.
    const replaced = await open(base, learner);
    streams.push(replaced);
    expect(replaced.status).toBe(200);
  });
});
