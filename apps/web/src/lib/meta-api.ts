import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from './api-client';

export const metaSchema = z.object({
  googleEnabled: z.boolean(),
  stats: z.object({
    courses: z.number(),
    levels: z.number(),
    practiceQuestions: z.number(),
    learners: z.number(),
    testsTaken: z.number(),
  }),
});
export type Meta = z.infer<typeof metaSchema>;

/** Public facts about this server: whether Google sign-in is set up, and the true figures. */
export const metaQueryOptions = queryOptions({
  queryKey: ['meta'],
  queryFn: ({ signal }) => apiRequest('/api/meta', { schema: metaSchema, signal }),
  staleTime: 5 * 60_000,
});

export function useMeta() {
  return useQuery(metaQueryOptions);
}
