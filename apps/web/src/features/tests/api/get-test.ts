import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { testViewSchema, type TestView } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';
import { isLiveConnected } from '../../../lib/live-status';

/** A result graded in another tab arrives as an event; without the stream, look this often. */
const FALLBACK_POLL_MS = 15_000;

/** Under ['tests', id], which a live `tests.changed` naming the test invalidates (./live-events.ts). */
export const testQueryKey = (id: string) => ['tests', id] as const;

function getTest(id: string, signal?: AbortSignal) {
  return apiRequest(`/api/tests/${encodeURIComponent(id)}`, { schema: testViewSchema, signal });
}

const testQueryOptions = (id: string) =>
  queryOptions({
    queryKey: testQueryKey(id),
    queryFn: ({ signal }) => getTest(id, signal),
    // While another tab grades it, the event brings the result; poll only when the stream is down.
    refetchInterval: (query) =>
      query.state.data?.status === 'pending_result' && !isLiveConnected()
        ? FALLBACK_POLL_MS
        : false,
  });

export function useTest(id: string) {
  return useQuery(testQueryOptions(id));
}

/** After a test is created or retried: its view goes where its page reads it; the dashboard lists it. */
export function useCacheNewTest() {
  const queryClient = useQueryClient();
  return (test: TestView) => {
    queryClient.setQueryData(testQueryKey(test.id), test);
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
  };
}
