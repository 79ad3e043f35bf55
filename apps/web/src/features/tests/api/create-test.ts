import { useMutation } from '@tanstack/react-query';
import { testViewSchema, type CreateTestBody } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useCacheNewTest } from './get-test';

function createTest(body: CreateTestBody) {
  return apiRequest('/api/tests', { method: 'POST', body, schema: testViewSchema });
}

/** POST /api/tests: generates the test on the server and caches its view for the test page. */
export function useCreateTest() {
  const onSuccess = useCacheNewTest();
  return useMutation({ mutationFn: createTest, onSuccess });
}
