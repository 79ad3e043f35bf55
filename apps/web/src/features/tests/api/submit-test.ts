import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testViewSchema, type AnswerBody } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';
import { testQueryKey } from './get-test';

/** Pages check this key: while they submit, a pending_result view is their own grading. */
export const submitTestMutationKey = ['submit-test'] as const;

export type SubmitTestInput = { testId: string; questionId?: string; answer?: AnswerBody };

export function submitTest({ testId, questionId, answer }: SubmitTestInput) {
  return apiRequest(`/api/tests/${encodeURIComponent(testId)}/submit`, {
    method: 'POST',
    body: answer ? { questionId, answer } : {},
    schema: testViewSchema,
  });
}

/** POST submit (idempotent): the server grades and answers the completed view. */
export function useSubmitTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: submitTestMutationKey,
    mutationFn: submitTest,
    onSuccess: (test) => {
      queryClient.setQueryData(testQueryKey(test.id), test);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
