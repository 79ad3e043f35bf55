/** GET /api/meta: public facts about this server, for the landing, About and code pages. */
import { z } from 'zod';
import { LANGUAGE_IDS } from './languages';

export const metaSchema = z.object({
  googleEnabled: z.boolean(),
  aiProvider: z.string(),
  stats: z.object({
    courses: z.number(),
    levels: z.number(),
    practiceQuestions: z.number(),
    learners: z.number(),
    testsTaken: z.number(),
  }),
  /**
   * The runner's toolchain per language, as shown next to the language selector ("Node.js 24.21.0",
   * "Go 1.23.5", "G++ 12.2.0 (C++20)"); a language whose toolchain is missing is absent.
   */
  runtimes: z.partialRecord(z.enum(LANGUAGE_IDS), z.string()),
});
export type Meta = z.infer<typeof metaSchema>;
