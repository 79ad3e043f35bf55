import { useMutation, useQueryClient } from '@tanstack/react-query';
import { courseProgressSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';
import { courseProgressQueryKey } from './get-course-progress';
import { progressListQueryKey } from '../../../lib/course-lists';

function visitCourse(courseId: string) {
  return apiRequest(`/api/courses/${encodeURIComponent(courseId)}/visit`, {
    method: 'POST',
    schema: courseProgressSchema,
  });
}

/** POST /api/courses/:courseId/visit: enrols once and stamps lastAccessedAt. */
export function useVisitCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: visitCourse,
    onSuccess: (progress) => {
      queryClient.setQueryData(courseProgressQueryKey(progress.courseId), progress);
      void queryClient.invalidateQueries({ queryKey: progressListQueryKey, exact: true });
    },
  });
}
