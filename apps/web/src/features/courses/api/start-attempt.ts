import { queryOptions, useQuery } from '@tanstack/react-query';
import { attemptViewSchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

/**
 * The attempt per (level, round): the server resumes the open attempt if there is one, and Try
 * Again (after a result, so nothing is open) bumps `round` for a fresh one. Not under ['courses'] or
 * ['progress'], so a live progress event never replaces the test being taken.
 */
export const attemptQueryKey = (courseId: string, chapterId: string, round: number) =>
  ['chapter-attempt', courseId, chapterId, round] as const;

const attemptsPath = (courseId: string, chapterId: string) =>
  `/api/courses/${encodeURIComponent(courseId)}/chapters/${encodeURIComponent(chapterId)}/attempts`;

/** One attempt of a level, as the draft and submit requests name it. */
export type AttemptRef = { courseId: string; chapterId: string; attemptId: string };

export const attemptPath = ({ courseId, chapterId, attemptId }: AttemptRef) =>
  `${attemptsPath(courseId, chapterId)}/${encodeURIComponent(attemptId)}`;

function startAttempt(courseId: string, chapterId: string) {
  return apiRequest(attemptsPath(courseId, chapterId), {
    method: 'POST',
    schema: attemptViewSchema,
  });
}

const attemptQueryOptions = (courseId: string, chapterId: string, round: number) =>
  queryOptions({
    queryKey: attemptQueryKey(courseId, chapterId, round),
    // No abort signal: the POST creates the attempt; a second request would create another.
    queryFn: () => startAttempt(courseId, chapterId),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * POST .../attempts: starts the level's test (403 LEVEL_LOCKED for a locked level). Held as a
 * query so the page derives loading / taking / result from one cached view.
 */
export function useChapterAttempt(courseId: string, chapterId: string, round: number) {
  return useQuery(attemptQueryOptions(courseId, chapterId, round));
}
