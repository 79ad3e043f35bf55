import { queryOptions, useQuery } from '@tanstack/react-query';
import { topicSuggestionsSchema } from '@app/shared/topic-preview.schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/tests/topic-suggestions: tags matching what the learner is typing, with offline counts. */
function getTopicSuggestions(q: string, signal?: AbortSignal) {
  return apiRequest(`/api/tests/topic-suggestions?${new URLSearchParams({ q }).toString()}`, {
    schema: topicSuggestionsSchema,
    signal,
  });
}

const topicSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['topic-suggestions', q] as const,
    queryFn: ({ signal }) => getTopicSuggestions(q, signal),
    staleTime: Infinity,
  });

export function useTopicSuggestions(q: string, enabled: boolean) {
  return useQuery({ ...topicSuggestionsQueryOptions(q), enabled: enabled && q.length >= 2 });
}
