/**
 * Mounts better-auth at /api/auth/* and decorates `app.authenticate`, the preHandler that every
 * signed-in route uses. Sign-in, sign-up and password reset have a stricter rate limit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { Auth } from './auth';

const STRICT_PATHS = ['/api/auth/sign-in', '/api/auth/sign-up', '/api/auth/request-password-reset', '/api/auth/reset-password', '/api/auth/forget-password'];
export const AUTH_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };

const authErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const isStrict = (request: FastifyRequest) => STRICT_PATHS.some((p) => request.url.startsWith(p));

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(request.url, origin);
  const headers = fromNodeHeaders(request.headers);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

async function forward(auth: Auth, origin: string, request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
  const response = await auth.handler(toFetchRequest(request, origin));
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!text) return reply.send();
  // better-auth errors carry { code, message }; re-shape them into the app's one error shape.
  if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
    const body = authErrorSchema.safeParse(safeJson(text));
    const message = (body.success && body.data.message) || 'Request failed';
    const code = (body.success && body.data.code) || 'BAD_REQUEST';
    return reply.type('application/json').send({ error: { code, message } });
  }
  return reply.send(text);
}

async function authPlugin(app: FastifyInstance, opts: { auth: Auth }): Promise<void> {
  const { auth } = opts;
  const origin = app.config.publicUrl;

  app.decorateRequest('user', null);
  app.decorate('authenticate', async (request: FastifyRequest) => {
    const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) throw new AppError('UNAUTHORIZED', 401, 'Please sign in to continue.');
    request.user = { id: session.user.id, email: session.user.email, name: session.user.name };
  });

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: {
      rateLimit: !app.config.RATE_LIMIT ? false : {
        max: (request: FastifyRequest) => (isStrict(request) ? AUTH_RATE_LIMIT.max : 300),
        // Separate buckets, so session checks never use up the sign-in allowance.
        keyGenerator: (request: FastifyRequest) => `${request.ip}:${isStrict(request) ? 'strict' : 'auth'}`,
        timeWindow: AUTH_RATE_LIMIT.timeWindow,
      },
    },
    handler: (request, reply) => forward(auth, origin, request, reply),
  });
}

/** Not encapsulated: `authenticate` and `request.user` serve every route of the app. */
export const authRoutes = fp(authPlugin, { name: 'auth' });
