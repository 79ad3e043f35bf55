/**
 * Review of mistakes, spaced (issue 15, item 3; docs/decisions/016-review-queue.md). Every MCQ a
 * learner got wrong, and any MCQ bookmarked from a result page, becomes a card scheduled with FSRS.
 * A card is shown without its answer; the server checks the answer and only then reveals it.
 */
import { z } from 'zod';
import { optionLetterSchema } from './content.schemas';

/** Cards sent per GET /api/review/due (the page shows them one by one and asks again for more). */
export const REVIEW_BATCH_SIZE = 20;

/** Ids are server-made (UUIDs): letters, digits and `-_.:` only, which also keeps NUL out of SQL. */
const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Ids are letters, digits and -_.: only.');

/** A card waiting for an answer: the options in a fresh random order, no answer, no explanation. */
export const reviewCardSchema = z.object({
  id: z.string(),
  question: z.string(),
  /** Shuffled; `key` is what the answer names, the position is what the learner sees. */
  options: z.array(z.object({ key: optionLetterSchema, text: z.string() })).length(4),
  /** Where the mistake was made or the bookmark taken, e.g. "SQL Fundamentals MCQ Test". */
  source: z.string(),
  reason: z.enum(['mistake', 'bookmark']),
  reps: z.number().int(),
});
export type ReviewCard = z.infer<typeof reviewCardSchema>;

export const reviewDueSchema = z.object({
  cards: z.array(reviewCardSchema),
  /** All cards due now (may be more than `cards`). */
  dueCount: z.number().int(),
});
export type ReviewDue = z.infer<typeof reviewDueSchema>;

export const reviewSummarySchema = z.object({
  dueCount: z.number().int(),
  total: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;

export const reviewCardParamsSchema = z.object({ id });

export const reviewAnswerBodySchema = z.object({ answer: optionLetterSchema }).strict();
export type ReviewAnswerBody = z.infer<typeof reviewAnswerBodySchema>;

/** After an answer: right or wrong, the key and explanation, and when the card comes back. */
export const reviewAnswerResultSchema = z.object({
  correct: z.boolean(),
  correctAnswer: optionLetterSchema,
  explanation: z.string(),
  /** ISO instant the card is due again. */
  nextDue: z.string(),
  /** Whole days until then (at least 1). */
  intervalDays: z.number().int(),
  dueCount: z.number().int(),
});
export type ReviewAnswerResult = z.infer<typeof reviewAnswerResultSchema>;

/** "Review later" on a result page: a question of a graded test or a graded level attempt. */
export const reviewBookmarkBodySchema = z.discriminatedUnion('source', [
  z.object({ source: z.literal('test'), testId: id, questionId: id }).strict(),
  z.object({ source: z.literal('level'), attemptId: id, questionId: id }).strict(),
]);
export type ReviewBookmarkBody = z.infer<typeof reviewBookmarkBodySchema>;

export const reviewBookmarkResultSchema = z.object({
  id: z.string(),
  /** false when the question was already in the queue (nothing changed). */
  created: z.boolean(),
});
export type ReviewBookmarkResult = z.infer<typeof reviewBookmarkResultSchema>;
