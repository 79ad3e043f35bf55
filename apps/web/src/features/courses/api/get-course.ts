import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseDetailSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

const courseQueryKey = (courseId: string) => ['courses', courseId] as const;

function getCourse(courseId: string, signal?: AbortSignal) {
  return apiRequest(`/api/courses/${encodeURIComponent(courseId)}`, {
    schema: courseDetailSchema,
    signal,
  });
}

/** The course's levels; the /courses loader starts it for the Continue Learning banner. */
export const courseQueryOptions = (courseId: string) =>
  queryOptions({
    queryKey: courseQueryKey(courseId),
    queryFn: ({ signal }) => getCourse(courseId, signal),
    staleTime: 5 * 60_000,
  });

/** GET /api/courses/:courseId: the course and its levels (404 'Course not found'). */
export function useCourse(courseId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...courseQueryOptions(courseId), enabled });
}
