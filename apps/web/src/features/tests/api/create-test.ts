import { useMutation, useQueryClient } from '@tanstack/react-query';
import { testViewSchema, type CreateTestBody } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';
import { testQueryKey } from './get-test';

function createTest(body: CreateTestBody) {
  return apiRequest('/api/tests', { method: 'POST', body, schema: testViewSchema });
}

/** POST /api/tests: generates the test on the server and caches its view for the test page. */
export function useCreateTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTest,
    onSuccess: (test) => {
      queryClient.setQueryData(testQueryKey(test.id), test);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
