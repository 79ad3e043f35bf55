import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewAnswerResultSchema, type ReviewSummary } from '@app/shared/review.schemas';
import type { OptionLetter } from '@app/shared/content.schemas';
import { apiRequest } from '../../../lib/api-client';

/** ['review', 'summary'] is the dashboard's "N to review" (features/dashboard). */
const summaryKey = ['review', 'summary'] as const;

function answerCard(cardId: string, answer: OptionLetter) {
  return apiRequest(`/api/review/cards/${encodeURIComponent(cardId)}/answer`, {
    method: 'POST',
    body: { answer },
    schema: reviewAnswerResultSchema,
  });
}

/** Checks an answer on the server; the reply carries the new due count, written into the summary. */
export function useAnswerCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { cardId: string; answer: OptionLetter }) => answerCard(v.cardId, v.answer),
    onSuccess: (result) => {
      queryClient.setQueryData<ReviewSummary>(summaryKey, (old) =>
        old ? { ...old, dueCount: result.dueCount } : old,
      );
    },
  });
}
