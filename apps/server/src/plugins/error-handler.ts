/** One error shape for every error: `{ error: { code, message, issues? } }`. 5xx details stay in the log. */
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', '57P01', '57P03', '08006', '08001', '08003', '55000', '53300', 'SQLITE_BUSY', 'SQLITE_CANTOPEN']);

const DB_DOWN_MESSAGE = /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|not currently accepting connections|database system is (starting up|shutting down)|too many clients/i;

/** True for errors that mean the database cannot be reached (looks through `cause` chains). */
export function isDatabaseDown(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (DB_DOWN_CODES.has(code) || DB_DOWN_MESSAGE.test(error.message)) return true;
  return isDatabaseDown(error.cause, depth + 1);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const path = [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].filter(Boolean).join('.');
        const message = v.keyword === 'unrecognized_keys' ? `${v.message}` : v.message ?? 'Invalid value';
        return { path, message };
      });
      const first = issues[0];
      const message = first ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}` : 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message, issues } });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({ error: { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}) } });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({ error: { code: 'BAD_REQUEST', message: 'Send the request body as application/json.' } });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'The request body is empty; send a JSON object.' } });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body.' } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({ error: { code: 'RATE_LIMITED', message: error.message || 'Too many requests; please slow down.' } });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.status(503).send({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is unavailable right now. Please try again shortly.' } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: { code: 'BAD_REQUEST', message: error.message } });
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response did not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' } });
  });

}
