/** GET /api/meta: public facts for the landing, About and code pages, counted, not invented. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { LanguageId } from '@app/shared/languages';
import { metaSchema } from '@app/shared/meta.schemas';
import { BANK_TOPICS } from '@app/content/bank';
import { COURSES } from '@app/content/catalogue';
import type { ToolchainInfo } from '../runner/toolchains';
import { publicCounts } from '../tests/tests.service';

const CACHE_MS = 60_000;

/** Questions of every kind in the bank and the course levels. */
function contentCounts() {
  const bank = BANK_TOPICS.flatMap((t) => Object.values(t.levels)).reduce(
    (n, l) => n + l.mcq.length + l.coding.length + l.debug.length + l.pseudocode.length,
    0,
  );
  const levels = COURSES.reduce((n, c) => n + c.chapters.length, 0);
  const chapterQuestions = COURSES.flatMap((c) => c.chapters).reduce(
    (n, ch) => n + ch.mcqs.length + ch.problems.length,
    0,
  );
  return { courses: COURSES.length, levels, practiceQuestions: bank + chapterQuestions };
}

/** Language id -> version of the toolchains that are installed. */
function runtimeVersions(infos: readonly ToolchainInfo[]): Partial<Record<LanguageId, string>> {
  return Object.fromEntries(infos.filter((i) => i.available).map((i) => [i.language, i.version]));
}

export async function metaRoutes(app: FastifyInstance): Promise<void> {
  // The runner's toolchain versions, probed once per runner and cached.
  const toolchains = () => app.runner.toolchains();
  const counts = contentCounts();
  let cached: { at: number; learners: number; testsTaken: number } | undefined;
  // Probed when the server starts listening, so the first visitor does not wait for it.
  app.addHook('onListen', async () => {
    const runtimes = runtimeVersions(await toolchains());
    app.log.info({ node: process.version, runtimes }, `runtime: Node.js ${process.versions.node}`);
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/meta',
      { config: { public: true }, schema: { tags: ['meta'], response: { 200: metaSchema } } },
      async () => {
        if (!cached || Date.now() - cached.at > CACHE_MS)
          cached = { at: Date.now(), ...(await publicCounts(app.db)) };
        return {
          googleEnabled: app.config.googleEnabled,
          aiProvider: app.config.aiProvider,
          stats: { ...counts, learners: cached.learners, testsTaken: cached.testsTaken },
          runtimes: runtimeVersions(await toolchains()),
        };
      },
    );
}
