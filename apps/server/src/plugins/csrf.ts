/**
 * Cross-site request forgery guard: one onRequest hook for every state-changing request
 * (POST, PUT, PATCH, DELETE; with or without a body; /api/auth/* included).
 * - `Origin` present: it must be PUBLIC_URL's origin (or its localhost twin), else 403.
 * - No `Origin`: `Sec-Fetch-Site`, when present, must be `same-origin`, else 403.
 * - Neither header: allowed. Browsers send `Origin` on every cross-site POST, PUT, PATCH and
 *   DELETE (fetch, XHR and form posts alike), so a request without both headers comes from a
 *   non-browser client (curl, server-to-server, app.inject), which a victim's cookies cannot reach.
 * The check runs for every path, not only /api, so a path the router rewrites cannot slip past it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { trustedOrigins } from '../modules/auth/auth';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** True when the request may change state on behalf of the cookie's owner. */
function isSameOriginRequest(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  const origin = header(request, 'origin');
  if (origin !== undefined) return allowed.has(origin);
  const site = header(request, 'sec-fetch-site');
  return site === undefined || site === 'same-origin';
}

async function csrfPlugin(app: FastifyInstance): Promise<void> {
  const allowed = new Set(trustedOrigins(app.config.publicUrl));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method)) return;
    if (!isSameOriginRequest(request, allowed)) {
      throw new AppError(
        'FORBIDDEN',
        403,
        'This request came from another site and was refused. Open the app at its own address and try again.',
      );
    }
  });
}

export const csrfGuard = fp(csrfPlugin, { name: 'csrf' });
