import { useMutation } from '@tanstack/react-query';
import { testViewSchema } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useCacheNewTest } from './get-test';

function retryTest(testId: string) {
  return apiRequest(`/api/tests/${encodeURIComponent(testId)}/retry`, {
    method: 'POST',
    body: {},
    schema: testViewSchema,
  });
}

/** POST retry: a new test with the same problem (the graded one stays in the history). */
export function useRetryTest() {
  const onSuccess = useCacheNewTest();
  return useMutation({ mutationFn: retryTest, onSuccess });
}
