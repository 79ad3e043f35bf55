import { queryOptions, useQuery } from '@tanstack/react-query';
import { testViewSchema } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['tests'], which the live `tests.changed` event invalidates. */
export const testQueryKey = (id: string) => ['tests', id] as const;

export function getTest(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/tests/${encodeURIComponent(id)}`, { schema: testViewSchema, signal });
}

export const testQueryOptions = (id: string) =>
  queryOptions({
    queryKey: testQueryKey(id),
    queryFn: ({ signal }) => getTest(id, signal),
    // While another tab grades it, look again every two seconds.
    refetchInterval: (query) => (query.state.data?.status === 'pending_result' ? 2000 : false),
  });

export function useTest(id: string) {
  return useQuery(testQueryOptions(id));
}
