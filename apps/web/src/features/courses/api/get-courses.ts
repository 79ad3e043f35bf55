import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseSummarySchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

/** The catalogue has its own key: no learner's progress changes it (course content is ['courses', id]). */
export const coursesQueryOptions = queryOptions({
  queryKey: ['catalogue'] as const,
  queryFn: ({ signal }) =>
    apiRequest('/api/courses', { schema: z.array(courseSummarySchema), signal }),
  staleTime: 5 * 60_000,
});

/** GET /api/courses: the catalogue without its levels. */
export function useCourses() {
  return useQuery(coursesQueryOptions);
}
