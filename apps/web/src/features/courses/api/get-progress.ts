import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseProgressSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['progress'], which the live `progress.changed` event invalidates. */
export const progressListQueryKey = ['progress'] as const;

export const progressListQueryOptions = queryOptions({
  queryKey: progressListQueryKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/progress', { schema: z.array(courseProgressSchema), signal }),
});

/** GET /api/progress: the learner's progress in every course they opened. */
export function useProgressList() {
  return useQuery(progressListQueryOptions);
}
