import { useMutation, useQueryClient } from '@tanstack/react-query';
import { attemptViewSchema, type AttemptSubmit } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';
import { coursesQueryKey } from './get-courses';
import { progressListQueryKey } from './get-progress';

export type SubmitAttemptInput = {
  courseId: string;
  chapterId: string;
  attemptId: string;
  body: AttemptSubmit;
};

export function submitAttempt({ courseId, chapterId, attemptId, body }: SubmitAttemptInput) {
  return apiRequest(
    `/api/courses/${encodeURIComponent(courseId)}/chapters/${encodeURIComponent(chapterId)}/attempts/${encodeURIComponent(attemptId)}/submit`,
    { method: 'POST', body, schema: attemptViewSchema },
  );
}

/**
 * POST .../submit: the server grades and saves progress. `onGraded` puts the graded view where
 * the page reads the attempt; progress and course queries are refreshed (the live event does the
 * same for other tabs).
 */
export function useSubmitAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAttempt,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: progressListQueryKey });
      void queryClient.invalidateQueries({ queryKey: coursesQueryKey });
    },
  });
}
