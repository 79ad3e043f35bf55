/** Compression of API answers (issue 17): JSON over 1 KB compressed, the event stream never. */
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { fakeWebBuild } from '../helpers/web-build';

/** The response head and its first chunk, as they come off the socket (nothing decoded). */
function firstChunk(
  url: string,
  headers: Record<string, string>,
): Promise<{ res: IncomingMessage; chunk: string }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { headers }, (res) => {
      res.once('data', (data: Buffer) => {
        resolve({ res, chunk: data.toString('latin1') });
        req.destroy();
      });
    });
    req.on('error', reject);
  });
}

const SCRIPT = `console.log(${JSON.stringify('y'.repeat(4000))});`;
const PRECOMPRESSED = brotliCompressSync(SCRIPT);

/** A build with one asset that has a `.br` copy and one that has none. */
const fakeBuild = () =>
  fakeWebBuild({
    'index.html': '<!doctype html><title>app</title>',
    'assets/with-copy-HASH.js': SCRIPT,
    'assets/with-copy-HASH.js.br': PRECOMPRESSED,
    'assets/no-copy-HASH.js': SCRIPT,
  });

describe('API compression', () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST: fakeBuild() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('sends GET /api/courses gzip-compressed to a browser, and the same JSON', async () => {
    const plain = await t.app.inject({ url: '/api/courses' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // What Chrome sends: brotli is offered too, but API answers go out as gzip (decision 059).
    const res = await t.app.inject({
      url: '/api/courses',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends an answer as it is to a client that takes no gzip', async () => {
    const res = await t.app.inject({ url: '/api/courses', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeGreaterThan(1024);
  });

  it('sends a new test (about 3 KB, compressed in one call, not streamed) gzip-compressed', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tests',
      headers: { ...as(user), 'accept-encoding': 'gzip, deflate, br, zstd' },
      payload: { type: 'mcq', topic: 'Python Basics', difficulty: 'medium' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const json = gunzipSync(res.rawPayload);
    expect(json.length).toBeGreaterThan(1024);
    expect(json.length).toBeLessThan(8192);
    expect(JSON.parse(json.toString())).toMatchObject({ type: 'mcq', status: 'in_progress' });
  });

  it('leaves answers under 1 KB as they are', async () => {
    const res = await t.app.inject({
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('never compresses or buffers the event stream', async () => {
    const user = await signUp(t.app);
    const { res, chunk } = await firstChunk(`${base}/api/events`, {
      cookie: user.cookie,
      'accept-encoding': 'br, gzip, deflate',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/event-stream/);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'self'/);
    // The first event arrives as plain text while the stream stays open.
    expect(chunk).toContain(': connected');
  });

  it('serves static files from their pre-compressed copies and never compresses them per request', async () => {
    const withCopy = await t.app.inject({
      url: '/assets/with-copy-HASH.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(withCopy.headers['content-encoding']).toBe('br');
    expect(withCopy.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    const noCopy = await t.app.inject({
      url: '/assets/no-copy-HASH.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(noCopy.statusCode).toBe(200);
    expect(noCopy.headers['content-encoding']).toBeUndefined();
    expect(noCopy.body).toBe(SCRIPT);
  });
});
