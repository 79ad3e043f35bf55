/**
 * Public profiles: `GET /api/users/{handle}` for everyone (signed in or not), and the robots
 * header of the SPA page `/u/{handle}`: `noindex` unless the learner opted in.
 * Not encapsulated: the page is served by the SPA fallback at the root, where the hook must run.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicProfileSchema, userHandleParamsSchema } from '@app/shared/public-profile.schemas';
import { AppError } from '../../lib/app-error';
import { createCertificateCodes } from '../certificates/certificate-codes';
import { getPublicProfile, isIndexable } from './public-profile.service';

const PAGE_PATH = /^\/u\/([^/?#]+)\/?$/;
const NOINDEX = 'noindex, nofollow';

async function usersPlugin(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const codes = createCertificateCodes(app.config.authSecret);

  /** Signed in or not: the owner sees a private profile's preview, everyone else its 404. */
  const optionalUser = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
    } catch (err) {
      if (!(err instanceof AppError && err.statusCode === 401)) throw err;
      request.user = null;
    }
  };

  r.get(
    '/api/users/:handle',
    {
      config: { public: true },
      preHandler: optionalUser,
      schema: {
        tags: ['users'],
        params: userHandleParamsSchema,
        response: { 200: publicProfileSchema },
      },
    },
    async (req, reply) => {
      // Never cached: turning Public Profile off must take effect at once.
      reply.header('cache-control', 'no-store');
      reply.header('x-robots-tag', NOINDEX);
      return getPublicProfile(app.db, req.params.handle, req.user, codes);
    },
  );

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    const match = PAGE_PATH.exec(request.url.split('?')[0] ?? '');
    if (!match) return payload;
    // A handle is plain a-z0-9-: anything else (encoded or not) is not a profile and stays noindex.
    if (!(await isIndexable(app.db, match[1] ?? ''))) reply.header('x-robots-tag', NOINDEX);
    return payload;
  });
}

export const usersRoutes = fp(usersPlugin, { name: 'users', dependencies: ['auth'] });
