/** What a stored question's payload holds: the whole problem, answer keys and hidden tests included. */
import { z } from 'zod';
import {
  codingProblemSchema,
  debugProblemSchema,
  mcqSchema,
  pseudocodeProblemSchema,
} from '@app/shared/content.schemas';

export const storedPayloadSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('mcq'), mcq: mcqSchema }),
  z.object({ kind: z.literal('coding'), problem: codingProblemSchema }),
  z.object({
    kind: z.literal('debug'),
    problem: debugProblemSchema.extend({
      bugs: debugProblemSchema.shape.bugs.or(z.array(z.never())),
    }),
  }),
  /** AI-generated pseudocode problems have no rubric: the AI grades them. */
  z.object({
    kind: z.literal('pseudocode'),
    problem: pseudocodeProblemSchema.extend({
      rubric: pseudocodeProblemSchema.shape.rubric.optional(),
    }),
  }),
]);
export type StoredPayload = z.infer<typeof storedPayloadSchema>;

export interface StoredQuestion {
  question: string;
  /** JSON: the letter map for MCQ, the problem summary for the others. */
  options: unknown;
  correctAnswer: string;
  points: number;
  explanation: string | null;
  payload: StoredPayload;
}

export interface GeneratedTest {
  source: 'bank' | 'gemini' | 'openai-compatible';
  notice: string | null;
  bankTopic: { id: string; name: string; exact: boolean } | null;
  /** The topic the questions are on when it differs from the typed one (the test's title). */
  servedTopic?: string;
  questions: StoredQuestion[];
}
