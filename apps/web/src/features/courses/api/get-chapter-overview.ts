import { queryOptions, useQuery } from '@tanstack/react-query';
import { chapterOverviewViewSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Not under ['courses']: a progress event must not ask the AI for a new overview. */
const chapterOverviewQueryKey = (courseId: string, chapterId: string) =>
  ['chapter-overview', courseId, chapterId] as const;

function getChapterOverview(courseId: string, chapterId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/courses/${encodeURIComponent(courseId)}/chapters/${encodeURIComponent(chapterId)}/overview`,
    { schema: chapterOverviewViewSchema, signal },
  );
}

const chapterOverviewQueryOptions = (courseId: string, chapterId: string) =>
  queryOptions({
    queryKey: chapterOverviewQueryKey(courseId, chapterId),
    queryFn: ({ signal }) => getChapterOverview(courseId, chapterId, signal),
    staleTime: Infinity,
    // A failed overview skips straight to the test (spec section 2): no retries to wait for.
    retry: false,
  });

/** GET .../overview: 'What You Will Learn' lines and a Pro Tip (AI when configured). */
export function useChapterOverview(courseId: string, chapterId: string) {
  return useQuery(chapterOverviewQueryOptions(courseId, chapterId));
}
