/**
 * Signed-in pages rendered per request (docs/decisions/041): the server runs the web build's
 * server entry (`ssr/prerender.js`; a small stand-in here, built the same way: it asks the API
 * through the fetch it is given and fills #root) and sends its HTML, or index.html whenever the
 * render gives up.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';
import { fakeWebBuild } from '../helpers/web-build';

const INDEX =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/index-H.js"></script>';
const PAGE =
  '<!doctype html><div id="root"></div><script type="module" src="/assets/boot-H.js"></script>';

/** What the web build's entry does, reduced: the session and a page query through `fetch`. */
const ENTRY = `
export const SERVER_RENDERED_PATHS = ['/dashboard', '/courses'];
export async function renderSignedIn(url, fetch, template) {
  if (new URL(url).searchParams.get('fail') === 'throw') throw new Error('render exploded');
  if (new URL(url).searchParams.get('fail') === 'hang') return new Promise(() => {});
  const session = await (await fetch('/api/auth/get-session', { headers: { accept: 'application/json' } })).json();
  if (!session) return null;
  const profile = await fetch('/api/profile');
  if (!profile.ok) return null;
  const name = session.user.name;
  return template.replace('<div id="root"></div>', '<div id="root"><h1>Welcome ' + name + '!</h1><p>' + new URL(url).pathname + new URL(url).search + '</p></div>');
}
`;

const fakeBuild = (entry: string | null) =>
  fakeWebBuild({
    'index.html': INDEX,
    ...(entry === null ? {} : { 'ssr/prerender.js': entry, 'ssr/page.html': PAGE }),
  });

describe('signed-in pages rendered on the server', () => {
  let t: TestApp;
  let learner: TestUser;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { WEB_DIST: fakeBuild(ENTRY) });
    learner = await signUp(t.app, { name: 'Rendered Learner' });
  });
  afterAll(async () => {
    await t.close();
  });

  it("sends a signed-in learner's page filled with their data, private and never stored", async () => {
    const res = await t.app.inject({
      url: '/dashboard?page=2',
      headers: { cookie: learner.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toMatch(/cookie/);
    expect(res.body).toContain('<h1>Welcome Rendered Learner!</h1><p>/dashboard?page=2</p>');
    expect(res.body).toContain('/assets/boot-H.js');
  });

  it('compresses the page as the browser asks (brotli, else gzip)', async () => {
    const br = await t.app.inject({
      url: '/courses',
      headers: { cookie: learner.cookie, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('Welcome Rendered Learner!');
    const gz = await t.app.inject({
      url: '/courses',
      headers: { cookie: learner.cookie, 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toContain('Welcome Rendered Learner!');
  });

  it('sends index.html to a visitor who is signed out or whose cookie is not a session', async () => {
    for (const headers of [{}, { cookie: 'better-auth.session_token=forged.value' }]) {
      const res = await t.app.inject({ url: '/dashboard', headers });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('sends index.html for pages it does not render, signed in or not', async () => {
    const res = await t.app.inject({ url: '/profile', headers: { cookie: learner.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(INDEX);
  });

  it('sends index.html when the render throws or does not finish in time', async () => {
    for (const fail of ['throw', 'hang']) {
      const res = await t.app.inject({
        url: `/dashboard?fail=${fail}`,
        headers: { cookie: learner.cookie },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    }
  });

  it('never sends the server entry or its page template', async () => {
    for (const url of ['/ssr/prerender.js', '/ssr/page.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('renderSignedIn');
      expect(res.body).not.toContain('boot-H.js');
    }
  });
});

describe('builds without a usable server entry', () => {
  it('sends index.html to signed-in learners when the build has none', async () => {
    const t = await createTestApp('sqlite', { WEB_DIST: fakeBuild(null) });
    try {
      const learner = await signUp(t.app);
      const res = await t.app.inject({ url: '/dashboard', headers: { cookie: learner.cookie } });
      expect(res.body).toBe(INDEX);
    } finally {
      await t.close();
    }
  });

  it('refuses to start with an entry that is not what the build writes', async () => {
    await expect(
      createTestApp('sqlite', { WEB_DIST: fakeBuild('export const nothing = 1;') }),
    ).rejects.toThrow(
      /ssr\/prerender\.js is not what the web build writes \(rebuild the web app\)/,
    );
  });
});
