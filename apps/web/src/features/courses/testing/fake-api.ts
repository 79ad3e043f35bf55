import { vi } from 'vitest';
import type { CourseProgress, CourseSummary } from '@app/shared/courses.schemas';
import { jsonResponse, requestBody, requestUrl } from '../../../test/fake-fetch';

type Answer = { status?: number; body: unknown };
type Handler = (init: { method: string; body: unknown }) => Answer | Promise<Answer>;

/**
 * Replaces fetch with canned answers keyed by 'METHOD /path'. Unknown calls fail the test with a
 * 404 the page would show. Returns the mock so tests can inspect the requests.
 */
export function fakeApi(routes: Record<string, Handler | unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = requestUrl(input);
    const method = init?.method ?? 'GET';
    const key = `${method} ${new URL(url, 'http://localhost').pathname}`;
    const route = routes[key];
    if (route === undefined) {
      return jsonResponse({ error: { code: 'NOT_FOUND', message: `No fake for ${key}` } }, 404);
    }
    const body = requestBody(init);
    const answer =
      typeof route === 'function' ? await (route as Handler)({ method, body }) : { body: route };
    return jsonResponse(answer.body, answer.status);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 'python',
    title: 'Python Programming',
    description: 'From your first print() to classes and generators.',
    icon: 'FileCode',
    color: '#3776ab',
    difficulty: 'Beginner',
    totalChapters: 8,
    estimatedHours: 40,
    language: 'python3',
    ...overrides,
  };
}

export function makeProgress(overrides: Partial<CourseProgress> = {}): CourseProgress {
  return {
    courseId: 'python',
    currentChapter: 1,
    completedChapters: [],
    chapterScores: {},
    status: 'in_progress',
    enrolledAt: '2026-01-01T10:00:00.000Z',
    lastAccessedAt: '2026-01-01T10:00:00.000Z',
    completedAt: null,
    ...overrides,
  };
}
