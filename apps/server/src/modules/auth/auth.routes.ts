/**
 * Mounts better-auth (`app.auth`, plugins/auth.ts) at /api/auth/*, public.
 * Paths must be canonical (no dot segments or other forms the URL parser rewrites), so the limits
 * see the route better-auth runs. Sign-in, sign-up and the password
 * routes have the strict limits of auth-rate-limit.ts, shared by every process.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { addressKey, generalMax, requesterKey } from '../../lib/learner-rate-limit';
import { sendDatabaseTrouble, troubleDuring } from '../../plugins/error-handler';
import type { Auth } from './auth';
import {
  createAuthRateLimiter,
  isStrictPath,
  RateLimitedError,
  SIGN_IN_EMAIL_PATH,
  type AuthRateLimiter,
} from './auth-rate-limit';

const SWEEP_EVERY_MS = 10 * 60_000;

const authErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() });
const signInBodySchema = z.object({ email: z.string().max(320) });

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The path better-auth will route (WHATWG URL parsing); 400 when the raw path differs from it. */
function canonicalPath(request: FastifyRequest, origin: string): string {
  const raw = request.url.split('?')[0] ?? '';
  const canonical = new URL(request.url, origin).pathname;
  if (raw !== canonical)
    throw new AppError(
      'BAD_REQUEST',
      400,
      'Use the plain path of this route, without dot segments or encoded dots.',
    );
  return canonical;
}

async function applyLimits(
  limiter: AuthRateLimiter,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
): Promise<string | undefined> {
  try {
    if (!isStrictPath(path)) return undefined;
    await limiter.checkAddress(addressKey(request.ip), path);
    const body = signInBodySchema.safeParse(request.body);
    if (path !== SIGN_IN_EMAIL_PATH || !body.success) return undefined;
    await limiter.checkAccount(body.data.email);
    return body.data.email;
  } catch (err) {
    if (err instanceof RateLimitedError) reply.header('retry-after', String(err.retryAfter));
    throw err;
  }
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const url = new URL(request.url, origin);
  const headers = fromNodeHeaders(request.headers);
  const hasBody =
    request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body) : undefined,
  });
}

/** Runs the request through better-auth; `beforeSend` sees the status before the reply leaves. */
async function forward(
  auth: Auth,
  origin: string,
  request: FastifyRequest,
  reply: FastifyReply,
  beforeSend?: (status: number) => Promise<void>,
): Promise<unknown> {
  // better-auth answers its database errors as 500 or 422: a busy or unreachable pool means 503.
  // Its other errors are thrown (onAPIError.throw) and answered by the error handler.
  const response = await auth.handler(toFetchRequest(request, origin));
  const trouble = troubleDuring(request);
  if (trouble && response.status >= 400) {
    request.log.error(
      { statusCode: response.status, trouble },
      'auth request failed on the database',
    );
    return sendDatabaseTrouble(reply, trouble);
  }
  await beforeSend?.(response.status);
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key.toLowerCase() !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const text = await response.text();
  if (!text) return reply.send();
  // better-auth errors carry { code, message }; re-shape them into the app's one error shape.
  if (
    response.status >= 400 &&
    response.headers.get('content-type')?.includes('application/json')
  ) {
    const body = authErrorSchema.safeParse(safeJson(text));
    const message = (body.success && body.data.message) || 'Request failed';
    const code = (body.success && body.data.code) || 'BAD_REQUEST';
    return reply.type('application/json').send({ error: { code, message } });
  }
  return reply.send(text);
}

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;
  const origin = app.config.publicUrl;
  const limiter = app.config.RATE_LIMIT ? createAuthRateLimiter(app.db) : null;
  const keyOf = requesterKey(app);
  if (limiter) {
    const timer = setInterval(
      () =>
        void limiter
          .sweep()
          .catch((err: unknown) => app.log.warn({ err }, 'rate-limit sweep failed')),
      SWEEP_EVERY_MS,
    );
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }

  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    schema: { hide: true },
    config: {
      public: true,
      // The general limit, in its own bucket so session checks never use up the app's allowance.
      rateLimit: !app.config.RATE_LIMIT
        ? false
        : {
            max: generalMax,
            timeWindow: '1 minute',
            keyGenerator: (request: FastifyRequest) => `${keyOf(request)}:auth`,
          },
    },
    handler: async (request, reply) => {
      const path = canonicalPath(request, origin);
      const signInEmail = limiter ? await applyLimits(limiter, request, reply, path) : undefined;
      return forward(auth, origin, request, reply, async (status) => {
        if (limiter && signInEmail !== undefined && status === 200)
          await limiter.clearAccount(signInEmail);
      });
    },
  });
}
