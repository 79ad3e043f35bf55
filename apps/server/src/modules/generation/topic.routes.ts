/** Practice topics offline: a preview of what a typed topic serves, and suggestions as one types. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  topicPreviewQuerySchema,
  topicPreviewSchema,
  topicSuggestionsQuerySchema,
  topicSuggestionsSchema,
} from '@app/shared/topic-preview.schemas';
import { practiceIndex, previewTopic, suggestTopics } from './practice-topic';

export async function topicRoutes(app: FastifyInstance): Promise<void> {
  // Built once at start, so the first learner does not wait for it.
  const heapBefore = process.memoryUsage().heapUsed;
  const { index, ms } = practiceIndex();
  app.log.info(
    {
      items: index.items.length,
      ms,
      heapDeltaMb: Math.round((process.memoryUsage().heapUsed - heapBefore) / 1e5) / 10,
    },
    'practice topic index built',
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/tests/topic-preview',
    {
      schema: {
        tags: ['tests'],
        querystring: topicPreviewQuerySchema,
        response: { 200: topicPreviewSchema },
      },
    },
    (req) => previewTopic(req.query.topic, req.query.difficulty),
  );
  r.get(
    '/api/tests/topic-suggestions',
    {
      schema: {
        tags: ['tests'],
        querystring: topicSuggestionsQuerySchema,
        response: { 200: topicSuggestionsSchema },
      },
    },
    (req) => ({
      suggestions: suggestTopics(req.query.q, 8, true),
    }),
  );
}
