/** The built SPA's caching (issue 17): what a browser gets before and after a redeploy. */
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fakeWebBuild } from '../helpers/web-build';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

const fakeBuild = () =>
  fakeWebBuild({
    'index.html': '<!doctype html><script type="module" src="/assets/index-NEWHASH.js"></script>',
    'assets/index-NEWHASH.js': SCRIPT,
    'assets/index-NEWHASH.js.br': brotliCompressSync(SCRIPT),
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  });

describe('SPA caching', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST: fakeBuild() });
  });
  afterAll(() => t.close());

  it('sends index.html as no-cache, for / and for history routes', async () => {
    for (const url of ['/', '/dashboard', '/course/python']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('sends hashed assets as immutable for a year, pre-compressed when accepted', async () => {
    const plain = await t.app.inject({ url: '/assets/index-NEWHASH.js' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(plain.body).toBe(SCRIPT);
    const br = await t.app.inject({
      url: '/assets/index-NEWHASH.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
  });

  it('answers 404 for a hashed asset that no longer exists, never the HTML', async () => {
    const res = await t.app.inject({ url: '/assets/index-OLDHASH.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });

  it('caches other public files for an hour', async () => {
    const res = await t.app.inject({ url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });
});
