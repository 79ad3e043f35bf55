/** POST /api/run for the Run Examples button of coding tests and chapter challenges (both features use it). */
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { LanguageId } from '@app/shared/languages';
import { VERDICTS } from '@app/shared/verdicts';
import { apiRequest } from './api-client';

/** The answer of POST /api/run (the server's run.routes.ts response schema). */
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

export type RunInput = { language: LanguageId; source: string; stdin: string };

export function runCode(body: RunInput, signal?: AbortSignal) {
  return apiRequest('/api/run', { method: 'POST', body, schema: runResponseSchema, signal });
}

export type ExampleRun = {
  input: string;
  expected: string;
  response: RunResponse;
  passed: boolean;
};

/** Compares outputs the way the grader does: trailing whitespace of each line and the end ignored. */
export function sameOutput(actual: string, expected: string): boolean {
  const norm = (s: string) =>
    s
      .replace(/\r\n/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .trimEnd();
  return norm(actual) === norm(expected);
}

/** Runs the code on each visible example, one after another (POST /api/run per example). */
export function useRunExamples() {
  return useMutation({
    mutationFn: async ({
      language,
      source,
      examples,
    }: {
      language: LanguageId;
      source: string;
      examples: Array<{ input: string; expectedOutput: string }>;
    }): Promise<ExampleRun[]> => {
      const runs: ExampleRun[] = [];
      for (const example of examples) {
        const response = await runCode({ language, source, stdin: example.input });
        runs.push({
          input: example.input,
          expected: example.expectedOutput,
          response,
          passed:
            response.run.verdict === 'Accepted' &&
            sameOutput(response.run.stdout, example.expectedOutput),
        });
        // A compile error is the same for every example.
        if (!response.compile.ok) break;
      }
      return runs;
    },
  });
}
