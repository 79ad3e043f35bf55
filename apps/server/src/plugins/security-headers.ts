/**
 * Security headers (CSP included), built once at start. They are what helmet sets for the options
 * below; @fastify/helmet rebuilt helmet's middleware (and the CSP string) on every request, about a
 * quarter of the CPU of GET /api/health. None of them depends on the request, so they are computed
 * once by running helmet's middleware against a detached response, then copied onto each response
 * by one onRequest hook. They go on the raw response, as helmet does, so streamed (hijacked)
 * answers such as /api/events carry them too.
 */
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

function securityHeaderOptions(publicUrl: string): HelmetOptions {
  const https = publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://lh3.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", 'https://accounts.google.com'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    hsts: https,
  };
}

/** The headers helmet sets for `options`, as [lower-case name, value] pairs. */
function buildSecurityHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const res = new ServerResponse(new IncomingMessage(new Socket()));
  helmet(options)(res.req, res, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error('helmet refused its options');
  });
  return Object.entries(res.getHeaders()).map(
    ([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)] as const,
  );
}

async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const headers = buildSecurityHeaders(securityHeaderOptions(app.config.publicUrl));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'security-headers' });
