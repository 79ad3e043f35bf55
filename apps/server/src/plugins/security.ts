/**
 * The guards in front of every route: input checks (request-guards.ts), the CSRF origin check
 * (csrf.ts), security headers (security-headers.ts) and the general rate limit, counted in
 * PostgreSQL and shared by every process there, in memory for one SQLite process.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
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
    max: 300,
    timeWindow: '1 minute',
    errorResponseBuilder: (_req, ctx) =>
      new AppError(
        'RATE_LIMITED',
        429,
        `Too many requests. Please wait ${ctx.after} and try again.`,
      ),
  });
}

export const securityPlugin = fp(security, { name: 'security', dependencies: ['db'] });
