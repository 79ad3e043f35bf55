/**
 * The public pages prerendered at build (issue 17, docs/decisions/027), listed by the build in
 * prerendered/pages.json: which HTML each path gets.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { fakeWebBuild } from '../helpers/web-build';

const HERO = '<h1>Sharpen your coding skills, one test at a time</h1>';
const PAGES = { '/': 'landing', '/about': 'about', '/login': 'login', '/signup': 'signup' };

/** The build's own listing of which page each path gets (scripts/prerender.mjs writes it). */
const PAGE_LIST = Object.fromEntries(
  Object.entries(PAGES).map(([url, name]) => [url, `prerendered/${name}.html`]),
);

function fakeBuild(withPrerendered: boolean): string {
  const files: Record<string, string | Buffer> = {
    'index.html':
      '<!doctype html><div id="root"></div><script type="module" src="/assets/index-H.js"></script>',
  };
  if (withPrerendered) {
    for (const name of Object.values(PAGES)) {
      const body = name === 'landing' ? HERO : `<main>${name} page</main>`;
      const html = `<!doctype html><div id="root">${body}</div><script type="module" src="/assets/boot-H.js"></script>`;
      files[`prerendered/${name}.html`] = html;
      // As the build writes them: a Brotli copy beside each page.
      files[`prerendered/${name}.html.br`] = brotliCompressSync(html);
    }
    files['prerendered/pages.json'] = JSON.stringify(PAGE_LIST);
  }
  return fakeWebBuild(files);
}

describe('prerendered public pages', () => {
  let t: TestApp;
  let bare: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST: fakeBuild(true) });
    bare = await createTestApp('sqlite', { WEB_DIST: fakeBuild(false) });
  });
  afterAll(async () => {
    await t.close();
    await bare.close();
  });

  it('sends / with the hero heading in the HTML, before any script, as no-cache', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.indexOf(HERO)).toBeGreaterThan(-1);
    expect(res.body.indexOf(HERO)).toBeLessThan(res.body.indexOf('<script'));
  });

  it('sends the Brotli copy when accepted, still as no-cache', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain(HERO);
  });

  it('sends each public page its own prerendered file', async () => {
    for (const [url, name] of Object.entries(PAGES).slice(1)) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain(`<main>${name} page</main>`);
    }
  });

  it('sends index.html for signed-in routes and for public pages with a query string', async () => {
    for (const url of ['/dashboard', '/courses', '/login?error=access_denied', '/about/']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('falls back to index.html when the build has no prerendered pages', async () => {
    const res = await bare.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('a build whose page list is broken', () => {
  it('refuses to start, saying which file and what to do', async () => {
    const dist = fakeBuild(true);
    writeFileSync(join(dist, 'prerendered', 'pages.json'), '{"/": "../../etc/passwd"}');
    await expect(createTestApp('sqlite', { WEB_DIST: dist })).rejects.toThrow(
      /prerendered\/pages\.json is not what the build writes \(rebuild the web app\)/,
    );
  });
});
