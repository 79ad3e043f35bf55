import { describe, expect, it } from 'vitest';
import { SETTINGS_DEFAULTS } from '@app/shared/settings.schemas';
import { readServerState } from './lib/server-render-state';
import { renderPage, renderSignedIn } from './prerender';
import { makeCourse, makeProgress } from './features/courses/testing/fake-api';
import { jsonResponse } from './test/fake-fetch';

// Hydrating this markup is checked in a real browser (e2e/tests/prerender.spec.ts): React's server
// and client renderers cannot share one JavaScript realm.
describe('prerendered public pages', () => {
  it('renders the landing page with its hero heading and no inline script', async () => {
    const markup = await renderPage('/');
    expect(markup).toMatch(/<h1[^>]*>Sharpen your coding skills/);
    expect(markup).not.toContain('<script');
    // The page never waits for the session: no 'Loading...' screen instead of the page.
    expect(markup).not.toContain('Loading...');
  });

  it('renders the login form without waiting for the session', async () => {
    const markup = await renderPage('/login');
    expect(markup).toContain('aria-label="Log in"');
    expect(markup).not.toContain('Loading...');
  });
});

const TEMPLATE =
  '<!doctype html><html><head></head><body><div id="root"></div><script type="module" src="/assets/boot-H.js"></script></body></html>';

const SESSION = {
  user: { id: 'u1', name: 'Server Learner', email: 'learner@example.com', image: null },
  session: { id: 's1', token: 'secret-session-token', userId: 'u1' },
};

function settingsIn(language: string) {
  return {
    ...SETTINGS_DEFAULTS,
    language,
    uid: 'u1',
    updatedAt: '2026-11-27T10:00:00.000Z',
  };
}

/** The API as a signed-in learner with no tests sees it; `overrides` replace single answers. */
function fakeApi(overrides: Record<string, () => Response> = {}) {
  const answers: Record<string, () => Response> = {
    '/api/auth/get-session?disableCookieCache=true': () => jsonResponse(SESSION),
    '/api/dashboard?page=1': () =>
      jsonResponse({
        stats: {
          totalTests: 3,
          passed: 2,
          failed: 1,
          pending: 0,
          inProgress: 0,
          expired: 0,
          avgScore: 70,
          passRate: 67,
        },
        inProgress: [],
        recent: { items: [], page: 1, pageCount: 1, total: 0 },
        scoreHistory: [],
      }),
    '/api/activity': () =>
      jsonResponse({
        timeZone: 'UTC',
        from: '2025-11-29',
        to: '2026-11-27',
        today: '2026-11-27',
        days: [],
        currentStreak: 0,
        longestStreak: 0,
      }),
    '/api/review/summary': () => jsonResponse({ dueCount: 0, total: 0 }),
    '/api/courses': () => jsonResponse([]),
    '/api/progress': () => jsonResponse([]),
    '/api/settings': () => jsonResponse(settingsIn('en')),
    ...overrides,
  };
  const asked: string[] = [];
  const fetch = (input: string) => {
    asked.push(input);
    const answer = answers[input];
    return Promise.resolve(
      answer ? answer() : jsonResponse({ error: { code: 'NOT_FOUND', message: input } }, 404),
    );
  };
  return { fetch, asked };
}

describe('signed-in pages rendered per request', () => {
  it('renders /courses with the current level of the course opened last, fetched after the lists', async () => {
    const course = makeCourse({ totalChapters: 3 });
    const progress = makeProgress({
      currentChapter: 2,
      completedChapters: [1],
      lastAccessedAt: '2026-11-27T10:00:00.000Z',
    });
    const detail = {
      ...course,
      chapters: [1, 2, 3].map((order) => ({
        id: `python-${order}`,
        courseId: 'python',
        order,
        title: `Python topic ${order}`,
        description: 'About it.',
        difficulty: 'Easy',
        testType: 'mcq',
        objectives: [],
        testSize: { questions: 5, label: '5 questions' },
      })),
    };
    const api = fakeApi({
      '/api/courses': () => jsonResponse([course]),
      '/api/progress': () => jsonResponse([progress]),
      '/api/courses/python': () => jsonResponse(detail),
    });
    const html = await renderSignedIn('http://localhost/courses', api.fetch, TEMPLATE);
    expect(html).not.toBeNull();
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    const banner = doc.querySelector('section[aria-labelledby="continue-learning"]');
    // Whole at first paint: the level's title is not added after the app starts.
    expect(banner?.textContent).toContain('Level 2: Python topic 2');
    expect(readServerState(doc)?.queries.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([['courses', 'python']]),
    );
  });

  it("renders the dashboard with the learner's data and sends the cache it was rendered from", async () => {
    const api = fakeApi();
    const html = await renderSignedIn('http://localhost/dashboard', api.fetch, TEMPLATE);
    expect(html).not.toBeNull();
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Welcome Server Learner!');
    expect(doc.getElementById('root')?.textContent).toContain('Total Tests Given');
    expect(doc.getElementById('root')?.textContent).not.toContain('Loading...');
    // Only data blocks and the boot script: the CSP forbids inline scripts.
    for (const script of doc.querySelectorAll('script'))
      expect(script.getAttribute('src') ?? script.getAttribute('type')).toMatch(
        /^(\/assets\/boot-H\.js|application\/json)$/,
      );
    const state = readServerState(doc);
    expect(state?.locale).toBe('en-US');
    expect(state?.queries.queries.map((query) => query.queryKey)).toEqual(
      expect.arrayContaining([['session'], ['dashboard', 1], ['dashboard', 'activity']]),
    );
    // The session's token never reaches the page, though the API's answer holds it.
    expect(html).not.toContain('secret-session-token');
    expect(api.asked).toContain('/api/auth/get-session?disableCookieCache=true');
  });

  it("renders dates in the learner's saved language and tells the browser which", async () => {
    const recentTest = {
      id: 't1',
      title: 'Python Basics MCQ Test',
      type: 'mcq',
      difficulty: 'easy',
      status: 'completed',
      score: 8,
      maxScore: 10,
      createdAt: '2026-11-28T09:00:00.000Z',
      completedAt: '2026-11-28T09:10:00.000Z',
      expired: false,
    };
    const api = fakeApi({ '/api/settings': () => jsonResponse(settingsIn('fr')) });
    const base = api.fetch;
    const fetch = async (input: string) => {
      const answer = await base(input);
      if (input !== '/api/dashboard?page=1') return answer;
      const body = (await answer.json()) as { recent: object };
      return jsonResponse({
        ...body,
        recent: { items: [recentTest], page: 1, pageCount: 1, total: 1 },
      });
    };
    const html = await renderSignedIn('http://localhost/dashboard', fetch, TEMPLATE);
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    expect(readServerState(doc)?.locale).toBe('fr-FR');
    expect(doc.getElementById('root')?.textContent).toContain('28 nov. 2026');
    expect(doc.getElementById('root')?.textContent).not.toContain('Nov 28, 2026');
  });

  it("carries the learner's saved theme on <html> for the first paint", async () => {
    const dark = fakeApi({
      '/api/settings': () => jsonResponse({ ...settingsIn('en'), theme: 'dark' }),
    });
    const html = await renderSignedIn('http://localhost/dashboard', dark.fetch, TEMPLATE);
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    expect(doc.documentElement.dataset.theme).toBe('dark');
  });

  it('gives the page back to the browser when signed out or when a query fails', async () => {
    const signedOut = fakeApi({
      '/api/auth/get-session?disableCookieCache=true': () => jsonResponse(null),
    });
    expect(await renderSignedIn('http://localhost/dashboard', signedOut.fetch, TEMPLATE)).toBe(
      null,
    );
    const failing = fakeApi({
      '/api/activity': () => jsonResponse({ error: { code: 'INTERNAL', message: 'x' } }, 500),
    });
    expect(await renderSignedIn('http://localhost/dashboard', failing.fetch, TEMPLATE)).toBe(null);
  });

  it('keeps data that could close the state block inside it', async () => {
    const api = fakeApi({
      '/api/auth/get-session?disableCookieCache=true': () =>
        jsonResponse({ ...SESSION, user: { ...SESSION.user, name: '</script><script>x()' } }),
    });
    const html = await renderSignedIn('http://localhost/dashboard', api.fetch, TEMPLATE);
    const doc = new DOMParser().parseFromString(html ?? '', 'text/html');
    expect(readServerState(doc)?.queries.queries[0]?.state.data).toMatchObject({
      user: { name: '</script><script>x()' },
    });
    expect(doc.querySelectorAll('script')).toHaveLength(2);
  });
});
