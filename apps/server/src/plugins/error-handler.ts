/**
 * One error shape for every error: `{ error: { code, message, issues? } }`. 5xx details stay in
 * the log. Errors that do not pass through the handler get the shape too: router errors (bad
 * percent-encoding, overlong params), Node's own 400/408/431 on broken HTTP, and any error answer
 * sent in another shape (better-auth's, empty bodies) is re-shaped on its way out.
 */
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, type ErrorCode } from '@app/shared/errors';
import {
  databaseTrouble,
  RETRY_AFTER_SECONDS,
  TROUBLE_ANSWER,
  watchDatabase,
  type DatabaseTrouble,
  type TroubleNote,
} from '../db/db-errors';
import { AppError, RetryLaterError } from '../lib/app-error';

const CODE_FOR_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
};

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.';

function errorBody(status: number, message?: string, code?: string): string {
  const fallback = status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  const text = status >= 500 ? INTERNAL_MESSAGE : message || STATUS_CODES[status] || 'Bad request';
  return JSON.stringify({
    error: { code: code || (CODE_FOR_STATUS[status] ?? fallback), message: text },
  });
}

/** Other error shapes whose code and message are worth keeping (better-auth's, Fastify's). */
const foreignErrorSchema = z.union([
  z.object({ code: z.string().max(64).optional(), message: z.string().max(500) }),
  z.object({ error: z.string().max(200), message: z.string().max(500).optional() }),
]);

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** onSend: an error answer in any other shape (or none) leaves in the one shape. */
async function reshapeErrorAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  const status = reply.statusCode;
  if (status < 400) return payload;
  const text =
    typeof payload === 'string'
      ? payload
      : Buffer.isBuffer(payload)
        ? payload.toString('utf8')
        : payload == null
          ? ''
          : undefined;
  if (text === undefined) return payload; // a stream: not an error body of ours
  const parsed = safeJson(text);
  if (errorBodySchema.safeParse(parsed).success) return payload;
  if (status >= 500)
    request.log.error(
      { statusCode: status, body: text.slice(0, 300) },
      'error answer without the one shape',
    );
  const foreign = foreignErrorSchema.safeParse(parsed);
  const message = foreign.success ? foreign.data.message : undefined;
  const code =
    foreign.success && 'code' in foreign.data && /^[A-Z_]+$/.test(foreign.data.code ?? '')
      ? foreign.data.code
      : undefined;
  reply.removeHeader('content-length');
  reply.type('application/json; charset=utf-8');
  return errorBody(status, message, status >= 500 ? undefined : code);
}

const notes = new WeakMap<FastifyRequest, TroubleNote>();

/**
 * Database trouble (a pool acquire that timed out, a server gone) met while serving the request,
 * even when the code that met it wrapped the error (better-auth's "Failed to get session").
 */
export function troubleDuring(request: FastifyRequest): DatabaseTrouble | undefined {
  return notes.get(request)?.trouble;
}

/** 503 with Retry-After: the database is down, or busy (no pooled connection free in time). */
export function sendDatabaseTrouble(reply: FastifyReply, trouble: DatabaseTrouble): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(RETRY_AFTER_SECONDS[trouble]))
    .type('application/json; charset=utf-8')
    .send({ error: TROUBLE_ANSWER[trouble] });
}

/** Fastify's `frameworkErrors`: the router's own errors, before any route or hook runs. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const status = tooLong ? 414 : 400;
  const message = tooLong
    ? 'A part of the URL is too long.'
    : 'The URL is not valid (check its percent-encoding).';
  void reply
    .status(status)
    .type('application/json; charset=utf-8')
    .send(errorBody(status, message, 'BAD_REQUEST'));
}

/** Fastify's `clientErrorHandler`: HTTP that Node cannot parse never reaches Fastify. */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request took too long to arrive.']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.'];
  this.log.debug({ err: error }, 'client error');
  const body = errorBody(status, message, 'BAD_REQUEST');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  socket.destroy();
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.addHook('onSend', reshapeErrorAnswer);
  // The rest of the request runs inside the watch (the @fastify/request-context pattern).
  app.addHook('onRequest', (request, _reply, done) => {
    const note: TroubleNote = {};
    notes.set(request, note);
    watchDatabase(note, done);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => {
        const path = [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)]
          .filter(Boolean)
          .join('.');
        const message =
          v.keyword === 'unrecognized_keys' ? `${v.message}` : (v.message ?? 'Invalid value');
        return { path, message };
      });
      const first = issues[0];
      const message = first
        ? `Invalid request: ${first.path ? `${first.path}: ` : ''}${first.message}`
        : 'Invalid request';
      return reply.status(400).send({ error: { code: 'VALIDATION_FAILED', message, issues } });
    }
    if (error instanceof AppError) {
      const trouble =
        error.statusCode === 500 && !(error instanceof RetryLaterError)
          ? troubleDuring(request)
          : undefined;
      if (trouble) return sendDatabaseTrouble(reply, trouble);
      if (error instanceof RetryLaterError)
        reply.header('retry-after', String(error.retryAfterSeconds));
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.issues ? { issues: error.issues } : {}),
        },
      });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply
        .status(413)
        .send({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' } });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(415).send({
        error: { code: 'BAD_REQUEST', message: 'Send the request body as application/json.' },
      });
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({
        error: { code: 'BAD_REQUEST', message: 'The request body is empty; send a JSON object.' },
      });
    }
    if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply
        .status(400)
        .send({ error: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body.' } });
    }
    if (error.statusCode === 429) {
      return reply.status(429).send({
        error: {
          code: 'RATE_LIMITED',
          message: error.message || 'Too many requests; please slow down.',
        },
      });
    }
    const trouble =
      databaseTrouble(error) ??
      (error.statusCode === undefined || error.statusCode >= 500
        ? troubleDuring(request)
        : undefined);
    if (trouble) {
      request.log.error(
        { err: error },
        trouble === 'busy' ? 'database busy' : 'database unavailable',
      );
      return sendDatabaseTrouble(reply, trouble);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send({ error: { code: 'BAD_REQUEST', message: error.message } });
    }
    if (isResponseSerializationError(error))
      request.log.error({ err: error }, 'response did not match its schema');
    else request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
    });
  });
}
