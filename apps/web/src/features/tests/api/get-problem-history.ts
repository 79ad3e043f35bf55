import { queryOptions, useQuery } from '@tanstack/react-query';
import { problemHistorySchema } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['tests'], so a new submission (the `tests.changed` event) refreshes it. */
export const problemHistoryQueryOptions = (testId: string) =>
  queryOptions({
    queryKey: ['tests', testId, 'history'] as const,
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
