/**
 * Signed-in pages rendered on the server for each request (docs/decisions/041). The web build's
 * server entry (dist/ssr/prerender.js) runs the page's route loaders with a fetch that answers
 * from this app in-process (`app.inject`, with the visitor's cookies and address, so auth, rate
 * limits and validation apply as to the browser's own requests) and returns the page's HTML with
 * the data it was rendered from. Without that bundle, or when a render gives up (signed out, an API
 * error, a redirect, an exception, RENDER_TIMEOUT_MS), the SPA's index.html goes out as before and
 * the browser does what it always did.
 */
import { existsSync, readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest, InjectOptions } from 'fastify';
import { z } from 'zod';

const RENDER_TIMEOUT_MS = 3_000;

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What dist/ssr/prerender.js exports for per-request rendering. */
const renderModuleSchema = z.object({
  SERVER_RENDERED_PATHS: z.array(z.string()).readonly(),
  renderSignedIn: z.custom<(url: string, fetch: Fetch, template: string) => Promise<string | null>>(
    (value) => typeof value === 'function',
  ),
});

export interface ServerRenderer {
  /** True when `path` (no query string) is one of the pages rendered per request. */
  renders(path: string): boolean;
  /** The page's HTML for this visitor, or null to send index.html. */
  render(request: FastifyRequest, reply: FastifyReply): Promise<string | null>;
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * `html` encoded as the client prefers (brotli, then gzip), with its `content-encoding` set: a
 * rendered dashboard is about 100 KB of markup, 10 KB once compressed. A fast brotli level: the
 * page is made for one request, never kept.
 */
export async function encodeForClient(
  request: FastifyRequest,
  reply: FastifyReply,
  html: string,
): Promise<Buffer | string> {
  const accepted = request.headers['accept-encoding'] ?? '';
  reply.header('vary', 'cookie, accept-encoding');
  if (/\bbr\b/.test(accepted)) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  }
  if (/\bgzip\b/.test(accepted)) {
    reply.header('content-encoding', 'gzip');
    return gzipAsync(html);
  }
  return html;
}

/** Null when the build has no server entry (a build from before decision 041, or none at all). */
export async function loadServerRenderer(
  app: FastifyInstance,
  root: string,
): Promise<ServerRenderer | null> {
  const entry = `${root}/ssr/prerender.js`;
  const page = `${root}/ssr/page.html`;
  if (!existsSync(entry) || !existsSync(page)) return null;
  const parsed = renderModuleSchema.safeParse(await import(pathToFileURL(entry).href));
  if (!parsed.success)
    throw new Error(`${entry} is not what the web build writes (rebuild the web app)`);
  const { SERVER_RENDERED_PATHS, renderSignedIn } = parsed.data;
  const paths = new Set(SERVER_RENDERED_PATHS);
  const template = readFileSync(page, 'utf8');

  return {
    renders: (path) => paths.has(path),
    async render(request, reply) {
      if (!request.headers.cookie) return null;
      const setCookies: string[] = [];
      const serverFetch: Fetch = async (input, init) => {
        const response = await app.inject({
          method: (init?.method ?? 'GET') as InjectOptions['method'],
          url: input,
          headers: {
            ...headersOf(init),
            cookie: request.headers.cookie ?? '',
            'user-agent': request.headers['user-agent'] ?? '',
          },
          remoteAddress: request.ip,
          ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
        });
        const cookies = response.headers['set-cookie'];
        if (cookies) setCookies.push(...(Array.isArray(cookies) ? cookies : [cookies]));
        const type = response.headers['content-type'];
        return new Response(response.statusCode === 204 ? null : response.body, {
          status: response.statusCode,
          headers: typeof type === 'string' ? { 'content-type': type } : {},
        });
      };
      try {
        const html = await withTimeout(
          renderSignedIn(`http://localhost${request.url}`, serverFetch, template),
          RENDER_TIMEOUT_MS,
        );
        if (html === null) return null;
        if (setCookies.length > 0) reply.header('set-cookie', setCookies);
        return html;
      } catch (err) {
        request.log.error({ err, url: request.url }, 'server render failed; sent the SPA instead');
        return null;
      }
    },
  };
}
