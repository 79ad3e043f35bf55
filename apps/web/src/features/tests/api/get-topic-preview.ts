import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Difficulty } from '@app/shared/constants';
import { topicPreviewSchema } from '@app/shared/topic-preview.schemas';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/tests/topic-preview: what an offline MCQ test on this topic would serve. */
function getTopicPreview(topic: string, difficulty: Difficulty, signal?: AbortSignal) {
  const query = new URLSearchParams({ topic, type: 'mcq', difficulty });
  return apiRequest(`/api/tests/topic-preview?${query.toString()}`, {
    schema: topicPreviewSchema,
    signal,
  });
}

// The catalogue only changes with a deploy: a preview never goes stale in a session.
const topicPreviewQueryOptions = (topic: string, difficulty: Difficulty) =>
  queryOptions({
    queryKey: ['topic-preview', topic, difficulty] as const,
    queryFn: ({ signal }) => getTopicPreview(topic, difficulty, signal),
    staleTime: Infinity,
  });

export function useTopicPreview(topic: string, difficulty: Difficulty, enabled: boolean) {
  return useQuery({
    ...topicPreviewQueryOptions(topic, difficulty),
    enabled: enabled && topic.length > 0,
  });
}
