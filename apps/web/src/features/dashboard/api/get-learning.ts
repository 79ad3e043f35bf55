import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseProgressSchema, courseSummarySchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The learner's course progress and the catalogue, for the dashboard's course panel. Same keys as
 * the courses pages (['progress'], ['catalogue']): `progress.changed` refreshes the progress only.
 */
const progressListSchema = z.array(courseProgressSchema);
const courseListSchema = z.array(courseSummarySchema);

export function useProgressList() {
  return useQuery({
    queryKey: ['progress'],
    queryFn: ({ signal }) => apiRequest('/api/progress', { schema: progressListSchema, signal }),
  });
}

export function useCourseList() {
  return useQuery({
    queryKey: ['catalogue'],
    queryFn: ({ signal }) => apiRequest('/api/courses', { schema: courseListSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
