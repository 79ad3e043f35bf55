/** What the AI is asked for: JSON shapes as zod schemas (sent as structured-output schemas). */
import { z } from 'zod';
import { LANGUAGE_IDS } from '@app/shared/languages';

const options = z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() });

export const aiMcqSetSchema = z.object({
  questions: z.array(
    z.object({
      question: z.string(),
      options,
      correct_answer: z.enum(['A', 'B', 'C', 'D']),
      explanation: z.string(),
    }),
  ),
});

export const aiCodingSchema = z.object({
  title: z.string(),
  description: z.string(),
  examples: z.array(z.object({ input: z.string(), output: z.string(), explanation: z.string() })),
  constraints: z.array(z.string()),
  testCases: z.array(z.object({ input: z.string(), expectedOutput: z.string() })),
  /** A complete Python 3 program reading stdin: run to check every test's expected output. */
  referenceSolution: z.string(),
});
export type AiCoding = z.infer<typeof aiCodingSchema>;

export const aiDebugSchema = z.object({
  title: z.string(),
  description: z.string(),
  language: z.enum(LANGUAGE_IDS),
  buggyCode: z.string(),
  fixedCode: z.string(),
  expectedBehavior: z.string(),
  hints: z.array(z.string()),
  testCases: z.array(z.object({ input: z.string(), expectedOutput: z.string() })),
});
export type AiDebug = z.infer<typeof aiDebugSchema>;

export const aiPseudocodeSchema = z.object({
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  examples: z.array(z.object({ scenario: z.string(), expectedApproach: z.string() })),
  evaluationCriteria: z.array(z.string()),
});

export const aiPseudocodeGradeSchema = z.object({
  score: z.number(),
  logicCorrect: z.boolean(),
  edgeCasesHandled: z.boolean(),
  clarityScore: z.number(),
  feedback: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});

export const aiFeedbackSchema = z.object({ feedback: z.string() });

export const aiOverviewSchema = z.object({ overview: z.array(z.string()), proTip: z.string() });
