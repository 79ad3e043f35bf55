/**
 * Compression of API answers: JSON (and other compressible types) of 1 KB or more goes out as gzip
 * to a client that accepts it. Only `/api/*` routes are compressed:
 * - the SPA's files are served from the build's pre-compressed `.br`/`.gz` copies (spa.ts), so
 *   they are never compressed again on each request;
 * - the live event stream (`/api/events`) is never compressed or buffered: each event must reach
 *   the browser as soon as it is written.
 * Request bodies are not decompressed: the app takes none compressed, so none is inflated.
 * gzip, not brotli: the plugin compresses an answer up to its syncThreshold (8 KB on 2 cores, 4 KB
 * on more) in one call on the event loop. For the app's answers of 1 to 10 KB, gzip makes them as
 * small as brotli at the plugin's quality 4, and compressing them takes about a third less CPU
 * (docs/decisions/059).
 * Register before the routes: the choice is made per route as each one is added.
 */
import type { FastifyInstance } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fp from 'fastify-plugin';

const COMPRESS_THRESHOLD_BYTES = 1024;
const UNCOMPRESSED_API_ROUTES = new Set(['/api/events']);

function isCompressedRoute(url: string): boolean {
  return (url === '/api' || url.startsWith('/api/')) && !UNCOMPRESSED_API_ROUTES.has(url);
}

async function compressPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (!isCompressedRoute(route.url)) route.compress = false;
  });
  await app.register(fastifyCompress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['gzip'],
    globalDecompression: false,
  });
}

export const compressApi = fp(compressPlugin, { name: 'compress' });
