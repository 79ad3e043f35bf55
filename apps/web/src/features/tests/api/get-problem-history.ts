import { queryOptions, useQuery } from '@tanstack/react-query';
import { problemHistorySchema } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['tests', testId], so the `tests.changed` event naming the test refreshes it. */
export const problemHistoryQueryKey = (testId: string) => ['tests', testId, 'history'] as const;

const problemHistoryQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: problemHistoryQueryKey(testId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/tests/${encodeURIComponent(testId)}/history`, {
        schema: problemHistorySchema,
        signal,
      }),
  });

/** The learner's graded attempts at this test's problem, newest first. */
export function useProblemHistory(testId: string) {
  return useQuery(problemHistoryQueryOptions(testId));
}
