import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseProgressSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

export const courseProgressQueryKey = (courseId: string) => ['progress', courseId] as const;

function getCourseProgress(courseId: string, signal?: AbortSignal) {
  return apiRequest(`/api/progress/${encodeURIComponent(courseId)}`, {
    schema: courseProgressSchema.nullable(),
    signal,
  });
}

const courseProgressQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseProgressQueryKey(courseId),
    queryFn: ({ signal }) => getCourseProgress(courseId, signal),
  });

/** GET /api/progress/:courseId: the learner's progress in one course, or null before enrolment. */
export function useCourseProgress(courseId: string) {
  return useQuery(courseProgressQueryOptions(courseId));
}
