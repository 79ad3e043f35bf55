/**
 * Unsubscribe without signing in (issue 15, item 5):
 * - GET  /api/mail/unsubscribe?token=  what the link turns off (the web page; changes nothing)
 * - POST /api/mail/unsubscribe {token}  the page's button
 * - POST /unsubscribe?token=            RFC 8058 one-click from the mail client (List-Unsubscribe-Post),
 *   form-encoded body "List-Unsubscribe=One-Click". GET /unsubscribe is the web page (SPA).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  unsubscribeBodySchema,
  unsubscribeQuerySchema,
  unsubscribeResultSchema,
} from '@app/shared/mail.schemas';
import { previewUnsubscribe, unsubscribe } from './mail.service';

export async function mailRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['mail'];
  const tokens = app.unsubscribeTokens;
  // Public: the signed token is the proof.
  const config = { public: true };
  // Mail clients post a form; only this plugin's routes accept one (the body is not read).
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

  r.get(
    '/api/mail/unsubscribe',
    {
      config,
      schema: {
        tags,
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResultSchema },
      },
    },
    (req) => previewUnsubscribe(app.db, tokens, req.query.token),
  );

  r.post(
    '/api/mail/unsubscribe',
    {
      config,
      schema: { tags, body: unsubscribeBodySchema, response: { 200: unsubscribeResultSchema } },
    },
    (req) => unsubscribe(app.db, tokens, req.body.token),
  );

  r.post(
    '/unsubscribe',
    {
      config,
      schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: z.string() } },
    },
    async (req, reply) => {
      const done = await unsubscribe(app.db, tokens, req.query.token);
      return reply
        .type('text/plain; charset=utf-8')
        .send(`${done.label} is now off. You can turn it on again in Settings.`);
    },
  );
}
