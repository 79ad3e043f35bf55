import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testViewSchema, type AnswerBody } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';
import { problemHistoryQueryKey } from './get-problem-history';
import { testQueryKey } from './get-test';

/** Pages check this key: while they submit, a pending_result view is their own grading. */
export const submitTestMutationKey = ['submit-test'] as const;

type SubmitTestInput = { testId: string; questionId?: string; answer?: AnswerBody };

function submitTest({ testId, questionId, answer }: SubmitTestInput) {
  return apiRequest(`/api/tests/${encodeURIComponent(testId)}/submit`, {
    method: 'POST',
    body: answer ? { questionId, answer } : {},
    schema: testViewSchema,
  });
}

/**
 * POST submit (idempotent): the server grades and answers the completed view. This tab skips the
 * live event its own submit causes, so it marks stale here what the view does not carry.
 */
export function useSubmitTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitTestMutationKey,
    mutationFn: submitTest,
    onSuccess: (test) => {
      queryClient.setQueryData(testQueryKey(test.id), test);
      void queryClient.invalidateQueries({ queryKey: problemHistoryQueryKey(test.id) });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
