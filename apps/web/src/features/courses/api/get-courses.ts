import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseSummarySchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['courses'], which the live `progress.changed` event invalidates. */
export const coursesQueryKey = ['courses'] as const;

const courseListSchema = z.array(courseSummarySchema);

export function getCourses(signal?: AbortSignal) {
  return apiRequest('/api/courses', { schema: courseListSchema, signal });
}

export const coursesQueryOptions = queryOptions({
  queryKey: coursesQueryKey,
  queryFn: ({ signal }) => getCourses(signal),
  staleTime: 5 * 60_000,
});

/** GET /api/courses: the catalogue without its levels. */
export function useCourses() {
  return useQuery(coursesQueryOptions);
}
