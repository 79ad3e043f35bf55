/** POST /api/run: the Run button. Thin: parse, authenticate, rate limit, call runExample. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGE_IDS } from '@app/shared/languages';
import { runResponseSchema } from '@app/shared/run.schemas';
import { safeText } from '@app/shared/text.schemas';
import { runExample } from './run.service';
import { perLearner } from '../../lib/learner-rate-limit';

/** Per signed-in user; the runner also holds each user to two runs at once. */
export const RUN_RATE_LIMIT = { max: 30, timeWindow: '1 minute' } as const;

const runBodySchema = z
  .object({
    language: z.enum(LANGUAGE_IDS, {
      error: (issue) => `Unknown language: ${String(issue.input)}.`,
    }),
    // Size is checked in bytes by the runner (413 with a clear message), not in UTF-16 units here.
    source: safeText('Code').refine(
      (s) => s.trim().length > 0,
      'Please write some code before running it.',
    ),
    stdin: safeText('Input').default(''),
  })
  .strict();

/** Registers POST /api/run on `app.runner` (plugins/runner.ts). */
export async function runRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/run',
    {
      schema: { body: runBodySchema, response: { 200: runResponseSchema } },
      // JSON escaping can grow 64 KB of source + 64 KB of stdin a few times over.
      bodyLimit: 1024 * 1024,
      config: {
        rateLimit: perLearner('run', RUN_RATE_LIMIT),
      },
    },
    async (request) => {
      const userId = request.user?.id ?? request.ip;
      return runExample(app.runner, request.body, userId);
    },
  );
}
