/**
 * The one auth hook on /api (plugins/auth.ts, docs/decisions/029): signed-in routes answer 401
 * without a session, the routes marked public answer without one, and unknown paths stay 404.
 */
import { describe, expect, it } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { as, ORIGIN, signUp, useTestApp } from '../helpers/test-app';

const course = COURSES[0];
const chapter = course?.chapters[0];
if (!course || !chapter) throw new Error('the catalogue has a course with a level');

const SIGNED_IN: ReadonlyArray<{ method: 'GET' | 'POST' | 'PUT'; url: string; payload?: object }> =
  [
    { method: 'GET', url: '/api/profile' },
    { method: 'GET', url: '/api/settings' },
    { method: 'GET', url: '/api/activity' },
    { method: 'GET', url: '/api/dashboard' },
    { method: 'GET', url: '/api/progress' },
    { method: 'GET', url: `/api/progress/${course.id}` },
    { method: 'GET', url: '/api/review/due' },
    { method: 'GET', url: '/api/review/summary' },
    { method: 'GET', url: '/api/certificates/mine' },
    { method: 'GET', url: '/api/account/export' },
    { method: 'GET', url: '/api/events' },
    { method: 'GET', url: '/api/tests/topic-suggestions?q=py' },
    { method: 'GET', url: `/api/courses/${course.id}/chapters/${chapter.id}/overview` },
    { method: 'POST', url: `/api/courses/${course.id}/visit` },
    {
      method: 'POST',
      url: '/api/tests',
      payload: { type: 'mcq', topic: 'Python Basics', difficulty: 'easy' },
    },
    {
      method: 'POST',
      url: '/api/run',
      payload: { language: 'python3', source: 'print(1)', stdin: '' },
    },
  ];

const PUBLIC = [
  '/api/health',
  '/api/meta',
  '/api/courses',
  `/api/courses/${course.id}`,
  `/api/courses/${course.id}/chapters/${chapter.id}`,
  '/api/docs/json',
];

describe('auth on /api, default deny', () => {
  const t = useTestApp('sqlite');

  it('answers 401 in the one error shape for every signed-in route without a session', async () => {
    for (const route of SIGNED_IN) {
      const res = await t.app.inject({ ...route, headers: { origin: ORIGIN } });
      expect({ route: route.url, status: res.statusCode, code: res.json().error?.code }).toEqual({
        route: route.url,
        status: 401,
        code: 'UNAUTHORIZED',
      });
    }
  });

  it('lets a session through the same routes', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
    expect(res.statusCode).toBe(200);
  });

  it('answers the public routes without a session', async () => {
    for (const url of PUBLIC) {
      const res = await t.app.inject({ method: 'GET', url });
      expect({ url, status: res.statusCode }).toEqual({ url, status: 200 });
    }
    // Public, and answered by the route itself: an unknown handle, certificate or token.
    expect((await t.app.inject({ method: 'GET', url: '/api/users/nobody-here' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/certificates/CC-0000-0000' })).statusCode,
    ).not.toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/mail/unsubscribe?token=bad' })).statusCode,
    ).not.toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/contact',
          headers: { origin: ORIGIN },
          payload: {},
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps unknown /api paths a JSON 404, signed in or not', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });
});
