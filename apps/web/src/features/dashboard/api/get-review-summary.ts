import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewSummarySchema } from '@app/shared/review.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['review']: the live `review.changed` event (a card added or answered) makes it stale. */
export const reviewSummaryQueryKey = ['review', 'summary'] as const;

export const reviewSummaryQueryOptions = queryOptions({
  queryKey: reviewSummaryQueryKey,
  queryFn: ({ signal }) =>
    apiRequest('/api/review/summary', { schema: reviewSummarySchema, signal }),
});

/** How many review cards are due now, and how many the learner has in all. */
export function useReviewSummary() {
  return useQuery(reviewSummaryQueryOptions);
}
