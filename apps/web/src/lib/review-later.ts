import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewBookmarkResultSchema, type ReviewBookmarkBody } from '@app/shared/review.schemas';
import { apiRequest } from './api-client';

/** "Review later" on a test or level result: puts the question into the review queue (idempotent). */
export function useReviewLater() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewBookmarkBody) =>
      apiRequest('/api/review/cards', { method: 'POST', body, schema: reviewBookmarkResultSchema }),
    // The dashboard's "N to review" (['review', 'summary']).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['review'] }),
  });
}
