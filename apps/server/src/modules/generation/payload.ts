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

/**
 * The payload column of an MCQ whose question, options, answer and explanation are its row's own
 * columns (docs/decisions/040-test-creation-reads-and-writes.md): its copy in the payload doubled
 * what a test wrote. Rows from before hold the whole MCQ in the payload and are read as they are.
 */
const MCQ_IN_COLUMNS = '{"kind":"mcq"}';

/** The columns of a stored question that its payload is read from. */
export interface PayloadColumns {
  question: string;
  options: string;
  correct_answer: string;
  explanation: string | null;
  payload: string;
}

/** The payload column for a question whose other columns come from `q` as repository.insertTest writes them. */
export function encodePayload(q: StoredQuestion): string {
  const p = q.payload;
  const inColumns =
    p.kind === 'mcq' &&
    p.mcq.question === q.question &&
    p.mcq.correct === q.correctAnswer &&
    p.mcq.explanation === q.explanation &&
    JSON.stringify(q.options) === JSON.stringify(p.mcq.options);
  return inColumns ? MCQ_IN_COLUMNS : JSON.stringify(p);
}

/** A stored question's payload, as written by encodePayload or by earlier builds. */
export function decodePayload(row: PayloadColumns): StoredPayload {
  if (row.payload !== MCQ_IN_COLUMNS) return storedPayloadSchema.parse(JSON.parse(row.payload));
  const mcq = mcqSchema.parse({
    question: row.question,
    options: JSON.parse(row.options),
    correct: row.correct_answer,
    explanation: row.explanation,
  });
  return { kind: 'mcq', mcq };
}

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
