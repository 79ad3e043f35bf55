import { queryOptions, useQuery } from '@tanstack/react-query';
import { chapterDetailSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

const chapterQueryKey = (courseId: string, chapterId: string) =>
  ['courses', courseId, 'chapters', chapterId] as const;

function getChapter(courseId: string, chapterId: string, signal?: AbortSignal) {
  return apiRequest(
    `/api/courses/${encodeURIComponent(courseId)}/chapters/${encodeURIComponent(chapterId)}`,
    { schema: chapterDetailSchema, signal },
  );
}

const chapterQueryOptions = (courseId: string, chapterId: string) =>
  queryOptions({
    queryKey: chapterQueryKey(courseId, chapterId),
    queryFn: ({ signal }) => getChapter(courseId, chapterId, signal),
    staleTime: 30 * 60_000,
  });

/** GET /api/courses/:courseId/chapters/:chapterId: the level with its Markdown lesson. */
export function useChapter(
  courseId: string,
  chapterId: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery({ ...chapterQueryOptions(courseId, chapterId), enabled });
}
