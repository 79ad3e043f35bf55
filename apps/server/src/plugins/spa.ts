/**
 * The built SPA. Caching follows what a redeploy needs:
 * - `/assets/*` are content-hashed by Vite: `public, max-age=31536000, immutable`, sent from the
 *   build's pre-compressed `.br`/`.gz` copies when the browser accepts them. A hashed file that no
 *   longer exists (an old tab after a deploy) is a 404, never index.html, so no browser caches HTML
 *   under a script's name.
 * - `index.html` and every history-fallback route: `no-cache` (revalidate each time), so a returning
 *   visitor always gets the HTML that names the current chunks.
 * - Other public files (favicon, theme script): one hour.
 * Unknown `/api/*` paths and non-GET requests stay JSON 404s.
 */
import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const HTML_CACHE = 'no-cache';
const OTHER_CACHE = 'public, max-age=3600';

function cacheControlFor(path: string): string {
  if (path.endsWith('.html')) return HTML_CACHE;
  return /[\\/]assets[\\/]/.test(path) ? IMMUTABLE : OTHER_CACHE;
}

export async function registerSpa(app: FastifyInstance, root: string): Promise<void> {
  const hasSpa = existsSync(`${root}/index.html`);
  if (hasSpa)
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isAsset = path.startsWith('/assets/');
    if (path.startsWith('/api/') || path === '/api' || isAsset || request.method !== 'GET' || !hasSpa) {
      const what = isAsset ? 'No such asset (the app may have been updated: reload the page)' : `No route for ${request.method} ${path}`;
      return reply.status(404).header('cache-control', 'no-store').send({ error: { code: 'NOT_FOUND', message: what } });
    }
    return reply.header('cache-control', HTML_CACHE).sendFile('index.html', { cacheControl: false });
  });
}
