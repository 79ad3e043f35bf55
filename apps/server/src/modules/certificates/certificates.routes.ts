/**
 * Certificates: `GET /api/certificates/{id}` and its PDF for everyone (signed in or not: the id
 * is the secret), `GET /api/certificates/mine` for the learner. The SPA page `/certificates/{id}`
 * carries `noindex`: it names a person. Not encapsulated, so the page hook runs at the root.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  certificateParamsSchema,
  certificateSchema,
  certificateSummarySchema,
} from '@app/shared/certificates.schemas';
import { requireUser } from '../auth/require-user';
import { createCertificateCodes } from './certificate-codes';
import { renderCertificatePdf } from './certificate-pdf';
import { getCertificate, listCertificates } from './certificates.service';

const PAGE_PATH = /^\/certificates\//;
const NOINDEX = 'noindex, nofollow';

async function certificatesPlugin(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const codes = createCertificateCodes(app.config.authSecret);
  const tags = ['certificates'];
  const pageUrl = (id: string) => `${app.config.publicUrl.replace(/\/+$/, '')}/certificates/${id}`;

  r.get(
    '/api/certificates/mine',
    { schema: { tags, response: { 200: z.array(certificateSummarySchema) } } },
    (req) => listCertificates(app.db, codes, requireUser(req).id),
  );

  r.get(
    '/api/certificates/:id',
    {
      config: { public: true },
      schema: { tags, params: certificateParamsSchema, response: { 200: certificateSchema } },
    },
    async (req, reply) => {
      // Revocation takes effect at once: never cached.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', NOINDEX);
      return getCertificate(app.db, codes, req.params.id);
    },
  );

  r.get(
    '/api/certificates/:id/pdf',
    {
      // Rendering takes ~90 ms of CPU: a tighter limit than the API's 300 a minute.
      config: {
        public: true,
        rateLimit: app.config.RATE_LIMIT ? { max: 30, timeWindow: '1 minute' } : false,
      },
      schema: { tags, params: certificateParamsSchema },
    },
    async (req, reply) => {
      const cert = await getCertificate(app.db, codes, req.params.id);
      const pdf = await renderCertificatePdf(cert, pageUrl(cert.id));
      const name = `codeconquer-certificate-${cert.courseId.replace(/[^a-z0-9-]/gi, '')}.pdf`;
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', NOINDEX);
      reply.header('content-disposition', `attachment; filename="${name}"`);
      reply.type('application/pdf');
      return reply.send(Buffer.from(pdf));
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && PAGE_PATH.test(request.url))
      reply.header('x-robots-tag', NOINDEX);
    return payload;
  });
}

export const certificatesRoutes = fp(certificatesPlugin, {
  name: 'certificates',
  dependencies: ['auth'],
});
