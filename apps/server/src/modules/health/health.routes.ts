import type { FastifyInstance } from 'fastify';
import { pingDb } from '../../db/create-db';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/health',
    { schema: { tags: ['health'] }, config: { public: true, rateLimit: false } },
    async (_req, reply) => {
      const ok = await pingDb(app.db);
      if (!ok)
        return reply.status(503).send({
          error: { code: 'DATABASE_UNAVAILABLE', message: 'The database is not reachable.' },
        });
      return { status: 'ok', database: 'ok' };
    },
  );
}
