import { z } from 'zod';
import { VERDICTS } from './verdicts';

/** The answer of POST /api/run (Run Examples and Custom input): the compile step, then the run. */
export const runResponseSchema = z.object({
  compile: z.object({ ok: z.boolean(), output: z.string() }),
  run: z.object({
    verdict: z.enum(VERDICTS),
    stdout: z.string(),
    stderr: z.string(),
    timeMs: z.number(),
    memoryKb: z.number(),
  }),
});
export type RunResponse = z.infer<typeof runResponseSchema>;
