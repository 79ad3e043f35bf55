/**
 * One log line per request, when it is worth reading at the running level. Fastify's own request
 * logs (two info lines per request: 125 MB after 80k requests) are turned off by
 * RequestLogController (app.ts's `logController`), which keeps Fastify's other error logs; this
 * hook logs instead, with the request id Fastify binds:
 * - an answer of 500 or more: `error`;
 * - a request slower than SLOW_REQUEST_MS: `warn` (event streams excepted: they last for minutes);
 * - everything else, 4xx included: `debug`.
 * The request goes through the log serializers (log-serializers.ts), so URL secrets stay redacted.
 */
import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import fp from 'fastify-plugin';

export const SLOW_REQUEST_MS = 1000;
const STREAMING_ROUTES = new Set(['/api/events']);

type Level = 'error' | 'warn' | 'debug';

export function requestLogLevel(statusCode: number, elapsedMs: number, streaming: boolean): Level {
  if (statusCode >= 500) return 'error';
  if (!streaming && elapsedMs > SLOW_REQUEST_MS) return 'warn';
  return 'debug';
}

function logRequest(request: FastifyRequest, reply: FastifyReply, done: () => void): void {
  const elapsed = reply.elapsedTime;
  const level = requestLogLevel(
    reply.statusCode,
    elapsed,
    STREAMING_ROUTES.has(request.routeOptions.url ?? ''),
  );
  // pino makes the methods of disabled levels no-ops, so a debug line costs nothing at info.
  const message =
    level === 'error' ? 'request failed' : level === 'warn' ? 'slow request' : 'request completed';
  request.log[level]({ req: request, res: reply, responseTime: Math.round(elapsed) }, message);
  done();
}

/** Fastify's request logs without "incoming request", "request completed" and "not found" (errors stay). */
export class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) super.requestCompleted(error, request, reply);
  }

  /** Fastify's default 404 handler (the app's own, in spa.ts, replaces it): the hook logs it. */
  override routeNotFound(): void {}
}

async function requestLogPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onResponse', logRequest);
}

export const requestLog = fp(requestLogPlugin, { name: 'request-log' });
