/**
 * Input guards for every route, before any handler or better-auth sees the request:
 * - JSON bodies nested deeper than MAX_JSON_DEPTH are refused (400) before they are parsed;
 * - path params and the query string may not hold control characters (NUL breaks PostgreSQL);
 * - bodies of routes without a body schema (better-auth's /api/auth/*) get the same check that
 *   `safeText` gives the app's own schemas.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CONTROL_CHARACTERS_MESSAGE, containsControlCharacters } from '@app/shared/text.schemas';
import { AppError } from '../lib/app-error';

const MAX_JSON_DEPTH = 64;

/** Deepest nesting of arrays and objects in JSON text, counted without parsing it. */
function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) max = Math.max(max, ++depth);
    else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

function refuse(part: string): AppError {
  return new AppError(
    'VALIDATION_FAILED',
    400,
    `Invalid request: ${part} ${CONTROL_CHARACTERS_MESSAGE}.`,
    [{ path: part, message: CONTROL_CHARACTERS_MESSAGE }],
  );
}

async function guardInput(request: FastifyRequest): Promise<void> {
  if (containsControlCharacters(request.params)) throw refuse('params');
  if (containsControlCharacters(request.query)) throw refuse('querystring');
  if (!request.routeOptions.schema?.body && containsControlCharacters(request.body))
    throw refuse('body');
}

async function requestGuards(app: FastifyInstance): Promise<void> {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(
        new AppError(
          'BAD_REQUEST',
          400,
          `The JSON body is nested too deeply (more than ${MAX_JSON_DEPTH} levels).`,
        ),
        undefined,
      );
      return;
    }
    // Callback form: the default parser answers through `done` and returns nothing; its type is
    // the union of the callback and promise forms, so `void` says there is no promise to await.
    void parseJson(request, text, done);
  });
  app.addHook('preValidation', guardInput);
}

/** Not encapsulated: the parser and the hook apply to every route. */
export const requestGuardsPlugin = fp(requestGuards, { name: 'request-guards' });
