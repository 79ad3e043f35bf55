/**
 * The guards in front of every route: input checks (request-guards.ts), the CSRF origin check
 * (csrf.ts), security headers (security-headers.ts) and the general rate limit, counted in
 * PostgreSQL and shared by every process there, in memory for one SQLite process: per signed-in
 * learner, per address for anyone else (lib/learner-rate-limit.ts).
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { generalMax, requesterKey } from '../lib/learner-rate-limit';
import { csrfGuard } from './csrf';
import { requestGuardsPlugin } from './request-guards';
import { securityHeaders } from './security-headers';
import { sharedRateLimitStore } from './shared-rate-limit-store';

async function security(app: FastifyInstance): Promise<void> {
  await app.register(requestGuardsPlugin);
  await app.register(csrfGuard);
  await app.register(securityHeaders);
  await app.register(rateLimit, {
    global: app.config.RATE_LIMIT,
    ...(app.dialect === 'postgres' ? { store: sharedRateLimitStore(app.db) } : {}),
    keyGenerator: requesterKey(app),
    max: generalMax,
    timeWindow: '1 minute',
    // Built files under hashed names: fetched once and cached for a year, and a page needs a
    // dozen of them on a first visit (a classroom's first visits used up its address's minute).
    allowList: (request) => request.url.startsWith('/assets/'),
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        429,
        `Too many requests. Please wait ${ctx.after} and try again.`,
      ),
  });
}

export const securityPlugin = fp(security, { name: 'security', dependencies: ['db'] });
