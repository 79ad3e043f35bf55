/**
 * The catalogue and the learner's progress in every course, read by the courses pages, the
 * dashboard's course panel and the route loaders under the same keys.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  courseProgressSchema,
  courseSummarySchema,
  type CourseProgress,
  type CourseSummary,
} from '@app/shared/courses.schemas';
import { apiRequest } from './api-client';

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

/**
 * The learner's progress in the catalogue course they opened last (the /courses page's Continue
 * Learning banner, spec: the latest lastAccessedAt); undefined before they open one.
 */
export function latestCourseProgress(
  catalogue: readonly CourseSummary[],
  progress: readonly CourseProgress[],
): CourseProgress | undefined {
  return progress
    .filter((p) => catalogue.some((c) => c.id === p.courseId))
    .reduce<CourseProgress | undefined>(
      (best, p) => (!best || p.lastAccessedAt > best.lastAccessedAt ? p : best),
      undefined,
    );
}
