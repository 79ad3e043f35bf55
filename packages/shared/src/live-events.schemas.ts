/**
 * The live events of GET /api/events (docs/decisions/023-one-path-for-live-results.md): each names
 * what changed, so a tab refetches exactly the queries that hold it, and carries the `origin` tab
 * whose request caused it, so that tab (which already has the answer) ignores it.
 */
import { z } from 'zod';
import { testStatusSchema, testTypeSchema } from './tests.schemas';

/** A tab's id; anything else in the header is ignored (it only saves refetches). */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

const origin = clientIdSchema.optional();

export const testsChangedSchema = z.object({
  testId: z.string(),
  kind: testTypeSchema,
  status: testStatusSchema,
  origin,
});
export const progressChangedSchema = z.object({
  courseId: z.string(),
  chapterId: z.string().optional(),
  origin,
});
export const reviewChangedSchema = z.object({ origin });

export const liveEventSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('tests.changed'), data: testsChangedSchema }),
  z.object({ name: z.literal('progress.changed'), data: progressChangedSchema }),
  z.object({ name: z.literal('review.changed'), data: reviewChangedSchema }),
]);

export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventName = LiveEvent['name'];
export const LIVE_EVENT_NAMES = [
  'tests.changed',
  'progress.changed',
  'review.changed',
] as const satisfies readonly LiveEventName[];
export type TestsChanged = z.infer<typeof testsChangedSchema>;
