/** Practice topics offline: what a typed topic would serve before the test starts, and suggestions. */
import { z } from 'zod';
import { createTestBodySchema, difficultySchema, testTypeSchema } from './tests.schemas';

export const topicPreviewQuerySchema = z
  .object({
    topic: createTestBodySchema.shape.topic,
    type: testTypeSchema.default('mcq'),
    difficulty: difficultySchema.default('medium'),
  })
  .strict();

export const topicSuggestionsQuerySchema = z
  .object({ q: createTestBodySchema.shape.topic })
  .strict();

export const topicSuggestionSchema = z.object({
  /** A concept tag, 'python/decorators'. */
  tag: z.string(),
  /** What the learner reads and types: 'Python decorators'. */
  label: z.string(),
  /** MCQs offline under this tag. */
  count: z.number().int().nonnegative(),
});
export type TopicSuggestion = z.infer<typeof topicSuggestionSchema>;

export const topicPreviewSchema = z.object({
  topic: z.string(),
  testSize: z.number().int().positive(),
  /** MCQs offline truly on the topic. */
  onTopic: z.number().int().nonnegative(),
  /** When short: the broader tag the test adds questions from, and how many. */
  fill: z
    .object({ tag: z.string(), label: z.string(), count: z.number().int().nonnegative() })
    .nullable(),
  /** The topic the test will actually be on, as its title shows it. */
  servedTopic: z.string(),
  suggestions: z.array(topicSuggestionSchema),
  /** True when the topic names a bank topic exactly: the test draws from that pool as before. */
  bankTopic: z.boolean().default(false),
});
export type TopicPreview = z.infer<typeof topicPreviewSchema>;

export const topicSuggestionsSchema = z.object({ suggestions: z.array(topicSuggestionSchema) });
