/**
 * Accounts: `app.auth` (better-auth, modules/auth/auth.ts), `app.sessions` (this process's
 * session cache), `app.knownUser` (the rate limits' key) and `app.authenticate`, and the one
 * rule for the API: every `/api` route needs a session (401 otherwise) unless its options say
 * `config: { public: true }`. The check runs as a preHandler, where each route's own check used
 * to run, so a malformed request still answers 400 before 401. Unknown paths are left to the 404
 * handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createAuth, SESSION_CACHE_SECONDS } from '../modules/auth/auth';
import type { PasswordHashing } from '../modules/auth/password-hashing';
import { cookieValue, SessionCache } from '../modules/auth/session-cache';

function isApiRoute(url: string | undefined): boolean {
  return url !== undefined && (url === '/api' || url.startsWith('/api/'));
}

async function apiAuthGuard(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request, reply) => {
    if (
      request.is404 ||
      request.routeOptions.config.public === true ||
      !isApiRoute(request.routeOptions.url)
    )
      return;
    await app.authenticate(request, reply);
  });
}

/** Default deny on `/api` with whatever `app.authenticate` the app has (tests of one route bring their own). */
export const apiAuthGuardPlugin = fp(apiAuthGuard, { name: 'api-auth-guard' });

async function auth(
  app: FastifyInstance,
  options: { passwordHashing?: PasswordHashing },
): Promise<void> {
  const sessions = new SessionCache(SESSION_CACHE_SECONDS * 1000);
  const betterAuth = createAuth({
    config: app.config,
    db: app.db,
    dialect: app.dialect,
    mailer: app.mailer,
    log: app.log,
    sessions,
    passwordHashing: options.passwordHashing,
  });
  app.decorate('auth', betterAuth);
  app.decorate('sessions', sessions);
  app.decorateRequest('user', null);
  const sessionCookie = (await betterAuth.$context).authCookies.sessionToken.name;
  const knownUser = (request: FastifyRequest) => {
    const key = cookieValue(request.headers.cookie, sessionCookie);
    return key ? sessions.get(key) : undefined;
  };
  app.decorate('knownUser', knownUser);
  // Answered from this process's SessionCache when it can (modules/auth/session-cache.ts).
  app.decorate('authenticate', async (request: FastifyRequest, reply: FastifyReply) => {
    const cached = knownUser(request);
    if (cached) {
      request.user = cached;
      return;
    }
    const { headers, response: session } = await betterAuth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    // The session cache cookie (auth.ts) is renewed when the database was read: pass it on.
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    if (!session) throw new AppError('UNAUTHORIZED', 401, 'Please sign in to continue.');
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
    const key = cookieValue(request.headers.cookie, sessionCookie);
    if (key) sessions.set(key, session.session, request.user);
  });
  await app.register(apiAuthGuardPlugin);
}

export const authPlugin = fp(auth, { name: 'auth', dependencies: ['db', 'mail'] });
