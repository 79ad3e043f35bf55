import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attemptViewSchema, type AttemptSubmit } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';
import { courseProgressQueryKey } from './get-course-progress';
import { progressListQueryKey } from '../../../lib/course-lists';
import { attemptPath, type AttemptRef } from './start-attempt';

function submitAttempt({ body, ...attempt }: AttemptRef & { body: AttemptSubmit }) {
  return apiRequest(`${attemptPath(attempt)}/submit`, {
    method: 'POST',
    body,
    schema: attemptViewSchema,
  });
}

/**
 * POST .../submit: the server grades and saves progress. `onGraded` puts the graded view where
 * the page reads the attempt. This tab skips the live event its own submit causes, so it refreshes
 * the progress here, as the event does in other tabs; a graded level is also a day on the activity map.
 */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: (_view, { courseId }) => {
      void queryClient.invalidateQueries({ queryKey: progressListQueryKey, exact: true });
      void queryClient.invalidateQueries({
        queryKey: courseProgressQueryKey(courseId),
        exact: true,
      });
      void queryClient.invalidateQueries({ queryKey: ['dashboard', 'activity'] });
    },
  });
}
