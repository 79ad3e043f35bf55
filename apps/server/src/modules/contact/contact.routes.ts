/** POST /api/contact: public, validated by the shared schema, limited per address. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_RATE_MAX,
  CONTACT_RATE_WINDOW,
  contactMessageBodySchema,
  contactReceiptSchema,
} from '@app/shared/contact.schemas';
import { receiveMessage } from './contact.service';

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/contact',
    {
      config: {
        public: true,
        rateLimit: app.config.RATE_LIMIT
          ? { max: CONTACT_RATE_MAX, timeWindow: CONTACT_RATE_WINDOW }
          : false,
      },
      schema: {
        tags: ['contact'],
        body: contactMessageBodySchema,
        response: { 200: contactReceiptSchema },
      },
    },
    (req) => receiveMessage(app.db, req.log, req.body),
  );
}
