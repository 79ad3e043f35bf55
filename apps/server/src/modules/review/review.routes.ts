/** The review queue: due cards, answers, the dashboard count and "Review later" (issue 15, item 3). */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  reviewAnswerBodySchema,
  reviewAnswerResultSchema,
  reviewBookmarkBodySchema,
  reviewBookmarkResultSchema,
  reviewCardParamsSchema,
  reviewDueSchema,
  reviewSummarySchema,
} from '@app/shared/review.schemas';
import { requireUser } from '../auth/require-user';
import { answer, bookmark, dueNow, summary, type ReviewDeps } from './review.service';

export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: ReviewDeps = { db: app.db, bus: app.bus, log: app.log };
  const tags = ['review'];

  r.get('/api/review/due', { schema: { tags, response: { 200: reviewDueSchema } } }, (req) =>
    dueNow(app.db, requireUser(req).id),
  );

  r.get(
    '/api/review/summary',
    { schema: { tags, response: { 200: reviewSummarySchema } } },
    (req) => summary(app.db, requireUser(req).id),
  );

  r.post(
    '/api/review/cards/:id/answer',
    {
      schema: {
        tags,
        params: reviewCardParamsSchema,
        body: reviewAnswerBodySchema,
        response: { 200: reviewAnswerResultSchema },
      },
    },
    (req) => answer(deps, requireUser(req).id, req.params.id, req.body.answer),
  );

  r.post(
    '/api/review/cards',
    {
      schema: {
        tags,
        body: reviewBookmarkBodySchema,
        response: { 200: reviewBookmarkResultSchema, 201: reviewBookmarkResultSchema },
      },
    },
    async (req, reply) => {
      const result = await bookmark(deps, requireUser(req).id, req.body);
      return reply.code(result.created ? 201 : 200).send(result);
    },
  );
}
