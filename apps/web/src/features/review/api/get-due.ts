import { queryOptions, useQuery } from '@tanstack/react-query';
import { reviewDueSchema } from '@app/shared/review.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The round of cards the Review page works through. Outside ['review'] on purpose: the
 * `review.changed` event (an answer) must not reshuffle or shrink the round being answered;
 * the page asks for a new round when this one is done.
 */
const reviewDueQueryKey = ['review-round'] as const;

const reviewDueQueryOptions = queryOptions({
  queryKey: reviewDueQueryKey,
  queryFn: ({ signal }) => apiRequest('/api/review/due', { schema: reviewDueSchema, signal }),
  staleTime: Infinity,
  refetchOnWindowFocus: false,
});

export function useReviewDue() {
  return useQuery(reviewDueQueryOptions);
}
