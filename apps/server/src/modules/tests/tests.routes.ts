import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBodySchema,
  createTestBodySchema,
  dashboardSchema,
  problemHistorySchema,
  submitBodySchema,
  testIdParamsSchema,
  testViewSchema,
} from '@app/shared/tests.schemas';
import { sendSerialized } from '../../lib/send-serialized';
import { requireUser } from '../auth/require-user';
import { requestOrigin } from '../events/request-origin';
import { dashboardJson } from './dashboard.service';
import { KeptByVersion } from './kept-by-version';
import { problemHistory, retryTest } from './retry.service';
import { createTest, getTest, saveAnswer, submitTest, testsDeps } from './tests.service';
import { perLearner } from '../../lib/learner-rate-limit';

/** Test creations and retries: the generator's work (or an AI call) per request. */
const PER_MINUTE_30 = { max: 30, timeWindow: '1 minute' };

const idParams = z.object({ id: z.string().min(1).max(64) });
const answerParams = idParams.extend({ questionId: z.string().min(1).max(64) });

export async function testsRoutes(app: FastifyInstance): Promise<void> {
  const deps = testsDeps(app);
  // GET /api/dashboard's answers as sent (JSON), by learner and page (docs/decisions/039).
  const dashboards = new KeptByVersion<string>(2_000);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/tests',
    {
      config: {
        rateLimit: app.config.RATE_LIMIT ? perLearner('tests:create', PER_MINUTE_30) : false,
      },
      schema: { tags: ['tests'], body: createTestBodySchema, response: { 200: testViewSchema } },
    },
    (req) => createTest(deps, requireUser(req).id, req.body, requestOrigin(req)),
  );
  r.get(
    '/api/tests/:id',
    { schema: { tags: ['tests'], params: idParams, response: { 200: testViewSchema } } },
    (req) => getTest(deps, requireUser(req).id, req.params.id),
  );
  r.put(
    '/api/tests/:id/answers/:questionId',
    {
      schema: {
        tags: ['tests'],
        params: answerParams,
        body: answerBodySchema,
        response: { 200: z.object({ saved: z.literal(true), answeredAt: z.string() }) },
      },
    },
    (req) => saveAnswer(deps, requireUser(req).id, req.params.id, req.params.questionId, req.body),
  );
  r.post(
    '/api/tests/:id/submit',
    {
      schema: {
        tags: ['tests'],
        params: idParams,
        // A submit with no body at all (no content type) is a plain submit too.
        body: submitBodySchema.nullish(),
        response: { 200: testViewSchema },
      },
    },
    (req) =>
      submitTest(
        deps,
        requireUser(req).id,
        req.params.id,
        req.body ?? undefined,
        requestOrigin(req),
      ),
  );
  r.post(
    '/api/tests/:id/retry',
    {
      config: {
        rateLimit: app.config.RATE_LIMIT ? perLearner('tests:retry', PER_MINUTE_30) : false,
      },
      schema: { tags: ['tests'], params: testIdParamsSchema, response: { 200: testViewSchema } },
    },
    (req) => retryTest(deps, requireUser(req).id, req.params.id, requestOrigin(req)),
  );
  r.get(
    '/api/tests/:id/history',
    {
      schema: {
        tags: ['tests'],
        params: testIdParamsSchema,
        response: { 200: problemHistorySchema },
      },
    },
    (req) => problemHistory(deps, requireUser(req).id, req.params.id),
  );
  r.get(
    '/api/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        querystring: z.object({ page: z.coerce.number().int().min(1).max(100_000).default(1) }),
        response: { 200: dashboardSchema },
      },
    },
    async (req, reply) =>
      sendSerialized(
        reply,
        await dashboardJson(deps, dashboards, requireUser(req).id, req.query.page),
      ),
  );
}
