/** GET /api/meta: public facts for the landing and About pages, counted, not invented. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import { publicCounts } from '../tests/tests.service';

const metaSchema = z.object({
  googleEnabled: z.boolean(),
  aiProvider: z.string(),
  stats: z.object({ courses: z.number(), levels: z.number(), practiceQuestions: z.number(), learners: z.number(), testsTaken: z.number() }),
});

const CACHE_MS = 60_000;

/** Questions of every kind in the bank and the course levels. */
export function contentCounts() {
  const bank = BANK_TOPICS.flatMap((t) => Object.values(t.levels)).reduce((n, l) => n + l.mcq.length + l.coding.length + l.debug.length + l.pseudocode.length, 0);
  const levels = COURSES.reduce((n, c) => n + c.chapters.length, 0);
  const chapterQuestions = COURSES.flatMap((c) => c.chapters).reduce((n, ch) => n + ch.mcqs.length + ch.problems.length, 0);
  return { courses: COURSES.length, levels, practiceQuestions: bank + chapterQuestions };
}

export async function metaRoutes(app: FastifyInstance): Promise<void> {
  const counts = contentCounts();
  let cached: { at: number; learners: number; testsTaken: number } | undefined;
  app.withTypeProvider<ZodTypeProvider>().get('/api/meta', { schema: { tags: ['meta'], response: { 200: metaSchema } } }, async () => {
    if (!cached || Date.now() - cached.at > CACHE_MS) cached = { at: Date.now(), ...(await publicCounts(app.db)) };
    return {
      googleEnabled: app.config.googleEnabled,
      aiProvider: app.config.aiProvider,
      stats: { ...counts, learners: cached.learners, testsTaken: cached.testsTaken },
    };
  });
}
