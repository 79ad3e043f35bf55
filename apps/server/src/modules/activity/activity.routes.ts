import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { activityQuerySchema, activitySchema } from '@app/shared/activity.schemas';
import { requireUser } from '../auth/require-user';
import { myActivity } from './activity.service';

export async function activityRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/activity',
    {
      schema: {
        tags: ['activity'],
        querystring: activityQuerySchema,
        response: { 200: activitySchema },
      },
    },
    (req) => myActivity(app.db, requireUser(req).id, req.query),
  );
}
