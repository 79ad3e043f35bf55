/**
 * The built SPA. Caching follows what a redeploy needs:
 * - `/assets/*` are content-hashed by Vite: `public, max-age=31536000, immutable`, sent from the
 *   build's pre-compressed `.br`/`.gz` copies when the browser accepts them. A hashed file that no
 *   longer exists (an old tab after a deploy) is a 404, never index.html, so no browser caches HTML
 *   under a script's name.
 * - `index.html` and every history-fallback route: `no-cache` (revalidate each time), so a returning
 *   visitor always gets the HTML that names the current chunks.
 * - Other public files (favicon, theme script): one hour.
 * - The public pages prerendered at build (docs/decisions/027; the build lists them in
 *   `prerendered/pages.json`: path -> file) are sent for their paths, `no-cache` like index.html;
 *   with a query string (`/login?error=...`) the page may differ from its prerendered form, so
 *   index.html is sent instead.
 * - The signed-in pages the web build renders per request (docs/decisions/041,
 *   ./server-render.ts) are sent rendered for the visitor: `private, no-cache`, varying on the
 *   cookie, compressed (brotli, else gzip) in the thread pool. The build's server entry (`ssr/`)
 *   is never sent.
 * Unknown `/api/*` paths and non-GET requests stay JSON 404s.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { encodeForClient, loadServerRenderer } from './server-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';
const RENDERED_CACHE = 'private, no-cache';
const OTHER_CACHE = 'public, max-age=3600';

/** What apps/web/scripts/prerender.mjs writes: `/path` -> `prerendered/<name>.html`. */
const pagesSchema = z.record(
  z.string().regex(/^\/[\w/-]*$/),
  z.string().regex(/^prerendered\/[\w-]+\.html$/),
);

/** URL -> page file (relative to the build root) for the pages this build has. */
function prerenderedPages(root: string): Map<string, string> {
  const list = `${root}/prerendered/pages.json`;
  if (!existsSync(list)) return new Map();
  let parsed;
  try {
    parsed = pagesSchema.safeParse(JSON.parse(readFileSync(list, 'utf8')));
  } catch (err) {
    throw new Error(`${list} is not JSON (rebuild the web app): ${String(err)}`, { cause: err });
  }
  if (!parsed.success)
    throw new Error(
      `${list} is not what the build writes (rebuild the web app): ${parsed.error.message}`,
    );
  return new Map(Object.entries(parsed.data).filter(([, file]) => existsSync(`${root}/${file}`)));
}

function cacheControlFor(path: string): string {
  // A pre-compressed copy (`index.html.br`) is cached like the file it stands for.
  const file = path.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html')) return HTML_CACHE;
  return /[\\/]assets[\\/]/.test(file) ? IMMUTABLE : OTHER_CACHE;
}

/** The build's directory, resolved by app.ts (in the bundle every module's URL is dist/server.js). */
async function spa(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  const hasSpa = existsSync(`${root}/index.html`);
  const pages = prerenderedPages(root);
  const renderer = hasSpa ? await loadServerRenderer(app, root) : null;
  if (hasSpa)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !pathName.startsWith('/ssr/'),
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  // Pages (a signed-in one is rendered per request) and unknown paths count against the general
  // limit like any route; without this they were the one thing it did not count.
  const limit = app.config.RATE_LIMIT && app.hasDecorator('rateLimit') ? app.rateLimit() : null;
  app.setNotFoundHandler(limit ? { preHandler: limit } : {}, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAsset = path.startsWith('/assets/') || path.startsWith('/ssr/');
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      isAsset ||
      request.method !== 'GET' ||
      !hasSpa
    ) {
      const what = isAsset
        ? 'No such asset (the app may have been updated: reload the page)'
        : `No route for ${request.method} ${path}`;
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .send({ error: { code: 'NOT_FOUND', message: what } });
    }
    if (renderer?.renders(path)) {
      const html = await renderer.render(request, reply);
      if (html !== null)
        return reply
          .header('cache-control', RENDERED_CACHE)
          .type('text/html; charset=utf-8')
          .send(await encodeForClient(request, reply, html));
    }
    const page = pages.get(request.url) ?? 'index.html';
    return reply.header('cache-control', HTML_CACHE).sendFile(page, { cacheControl: false });
  });
}

/** Not encapsulated: the not-found handler and the static files serve the whole app. Register last. */
export const spaPlugin = fp(spa, { name: 'spa' });
