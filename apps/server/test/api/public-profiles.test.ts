/**
 * Public profiles (issue 15, item 1) on both databases: handle rules, and every switch (Public
 * Profile, Show Email, search-engine opt-in) on every public surface: GET /api/users/{handle},
 * the page /u/{handle} (its robots header), and the public /api/meta.
 */
import { describe, expect, it } from 'vitest';
import { HANDLE_RULE, TIME_ZONE_RULE } from '@app/shared/public-profile.schemas';
import { dialectsUnderTest } from '../helpers/databases';
import {
  as,
  NEW_ACCOUNT_SETTINGS,
  ORIGIN,
  signUp,
  useTestApp,
  type TestUser,
} from '../helpers/test-app';
import { insertFinishedTest, insertLevelAttempt } from '../helpers/activity-factory';
import { insertPassedSubmission } from '../helpers/submission-factory';
import { postTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

/** Every field of the profile form filled in, for a learner of that name. */
const fullProfile = (name: string) => ({
  displayName: name,
  bio: 'Bio of ' + name,
  location: 'Lyon',
  website: 'https://example.com',
  github: 'octo',
  linkedin: 'octo-in',
  company: 'Acme',
  role: 'Dev',
  skills: ['Go'],
});

describe.each(dialects)('public profiles on %s', (dialect) => {
  const t = useTestApp(dialect);

  const profileOf = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })).json();
  const setSettings = (user: TestUser, patch: Partial<typeof NEW_ACCOUNT_SETTINGS>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: as(user),
      payload: { ...NEW_ACCOUNT_SETTINGS, ...patch },
    });
  const setIdentity = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/profile/public', headers: as(user), payload: body });
  /** What the web sends once with the browser's time zone. */
  const sendBrowserTimeZone = (user: TestUser, timeZone: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/time-zone',
      headers: as(user),
      payload: { timeZone },
    });
  const publicGet = (handle: string, user?: TestUser) =>
    t.app.inject({
      method: 'GET',
      url: `/api/users/${handle}`,
      headers: user ? as(user) : { origin: ORIGIN },
    });
  const page = (handle: string) =>
    t.app.inject({ method: 'GET', url: `/u/${handle}`, headers: { accept: 'text/html' } });

  /** A learner with a full profile, one finished test with a known answer, and a completed course. */
  /** A moment `minutes` ago, but never before today's UTC midnight: the streak counts days. */
  function earlierToday(minutes: number): string {
    const midnight = new Date().setUTCHours(0, 0, 0, 0);
    return new Date(Math.max(midnight, Date.now() - minutes * 60_000)).toISOString();
  }

  async function richLearner(name: string) {
    const user = await signUp(t.app, { name });
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: as(user),
      payload: fullProfile(name),
    });
    expect(put.statusCode).toBe(200);
    await insertFinishedTest(t.database.handle.db, user.id, {
      completedAt: earlierToday(60),
      question: 'SECRET-QUESTION-TEXT',
      answer: 'SECRET-ANSWER',
      score: 9,
      maxScore: 10,
    });
    await insertFinishedTest(t.database.handle.db, user.id, {
      completedAt: earlierToday(120),
      score: 2,
      maxScore: 10,
    });
    await insertLevelAttempt(t.database.handle.db, user.id, {
      completedAt: earlierToday(60),
      score: 50,
    });
    await insertPassedSubmission(t.database.handle.db, user.id, 'print("SECRET-CODE")');
    await t.database.handle.db
      .insertInto('course_progress')
      .values({
        user_id: user.id,
        course_id: 'git',
        current_chapter: 6,
        completed_chapters: '[1,2,3,4,5,6]',
        chapter_scores: '{}',
        status: 'completed',
        enrolled_at: '2026-01-01T00:00:00.000Z',
        last_accessed_at: '2026-01-02T00:00:00.000Z',
        completed_at: '2026-01-02T00:00:00.000Z',
      })
      .execute();
    const handle: string = (await profileOf(user)).handle;
    return { user, handle };
  }

  describe('handles', () => {
    it('suggests a handle from the name at sign-up, unique, accents dropped', async () => {
      const a = await signUp(t.app, { name: 'Zoë Ñúñez' });
      const b = await signUp(t.app, { name: 'Zoë Ñúñez' });
      const c = await signUp(t.app, { name: '李' });
      expect((await profileOf(a)).handle).toBe('zoe-nunez');
      expect((await profileOf(b)).handle).toBe('zoe-nunez-2');
      expect((await profileOf(c)).handle).toMatch(/^learner(-\d+)?$/);
    });

    it.each([
      ['ab', 'too short'],
      ['a'.repeat(31), 'too long'],
      ['Ada', 'uppercase'],
      ['ada_l', 'underscore'],
      ['ada l', 'space'],
      ['adé', 'accent'],
    ])('refuses %j (%s) naming the rule', async (handle) => {
      const user = await signUp(t.app);
      const res = await setIdentity(user, { handle, timeZone: 'UTC', allowIndexing: false });
      expect(res.statusCode).toBe(400);
      const issue = res.json().error.issues.find((i: { path: string }) => i.path === 'body.handle');
      expect(issue?.message).toBe(HANDLE_RULE);
    });

    it('a taken handle is a 409 that says so and names the rule; the learner keeps their own', async () => {
      const a = await signUp(t.app, { name: 'Grace Hopper' });
      const b = await signUp(t.app, { name: 'Someone Else' });
      const taken = await setIdentity(b, {
        handle: 'grace-hopper',
        timeZone: 'UTC',
        allowIndexing: false,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error.message).toMatch(/"grace-hopper" is taken/);
      expect(taken.json().error.message).toContain(HANDLE_RULE);
      expect((await profileOf(b)).handle).toBe('someone-else');
      const same = await setIdentity(a, {
        handle: 'grace-hopper',
        timeZone: 'Asia/Tokyo',
        allowIndexing: false,
      });
      expect(same.statusCode).toBe(200);
      expect(same.json()).toMatchObject({ handle: 'grace-hopper', timeZone: 'Asia/Tokyo' });
      const changed = await setIdentity(b, {
        handle: 'amazing-grace-2',
        timeZone: 'UTC',
        allowIndexing: false,
      });
      expect(changed.json().handle).toBe('amazing-grace-2');
    });

    it("the site's own names are reserved: not suggested, not chosen; one held from before is kept", async () => {
      const admin = await signUp(t.app, { name: 'Admin' });
      expect((await profileOf(admin)).handle).toBe('admin-2');
      for (const handle of ['admin', 'support', 'codeconquer']) {
        const res = await setIdentity(admin, { handle, timeZone: 'UTC', allowIndexing: false });
        expect(res.statusCode).toBe(400);
        expect(res.json().error.issues).toEqual([
          { path: 'body.handle', message: expect.stringContaining(`"${handle}" is reserved`) },
        ]);
      }
      expect((await profileOf(admin)).handle).toBe('admin-2');
      // A learner given "support" before it was reserved can still save their card unchanged.
      const older = await signUp(t.app);
      await t.database.handle.db
        .updateTable('profiles')
        .set({ handle: 'support' })
        .where('user_id', '=', older.id)
        .execute();
      const kept = await setIdentity(older, {
        handle: 'support',
        timeZone: 'Asia/Tokyo',
        allowIndexing: false,
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ handle: 'support', timeZone: 'Asia/Tokyo' });
    });

    it.each(['Mars/Olympus', '+09:00', 'Asia/Tokyo; drop', '', 'a'.repeat(70)])(
      'refuses the time zone %j naming the rule',
      async (timeZone) => {
        const user = await signUp(t.app);
        const res = await setIdentity(user, { handle: 'tz-check', timeZone, allowIndexing: false });
        expect(res.statusCode).toBe(400);
        expect(
          res.json().error.issues.find((i: { path: string }) => i.path === 'body.timeZone')
            ?.message,
        ).toBe(TIME_ZONE_RULE);
      },
    );

    it("the browser's time zone is saved once and never replaces one the learner chose", async () => {
      const user = await signUp(t.app);
      expect((await profileOf(user)).timeZone).toBeNull();
      const first = await sendBrowserTimeZone(user, 'Europe/Paris');
      expect(first.json().timeZone).toBe('Europe/Paris');
      const second = await sendBrowserTimeZone(user, 'Asia/Tokyo');
      expect(second.json().timeZone).toBe('Europe/Paris');
    });
  });

  describe('Public Profile switch', () => {
    it('counts tests given as the dashboard does: an open test is not one', async () => {
      const { user, handle } = await richLearner('Open Olga');
      const open = await postTest(t.app, user, { type: 'mcq', topic: 'Git', difficulty: 'easy' });
      expect(open.statusCode).toBe(200);
      const dashboard = await t.app.inject({
        method: 'GET',
        url: '/api/dashboard',
        headers: as(user),
      });
      const { totalTests, passed, failed, passRate, avgScore } = dashboard.json().stats;
      expect(dashboard.json().stats.inProgress).toBe(1);
      expect((await publicGet(handle)).json().stats).toEqual({
        totalTests,
        passed,
        failed,
        passRate,
        avgScore,
      });
      expect(totalTests).toBe(2);
    });

    it('on: anyone, signed out too, sees the listed fields, stats, courses and activity, never answers or code', async () => {
      const { user, handle } = await richLearner('Public Pat');
      const res = await publicGet(handle);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        handle,
        ...fullProfile('Public Pat'),
        visibility: 'public',
        isOwner: false,
        stats: { totalTests: 2, passed: 1, failed: 1, passRate: 50, avgScore: 55 },
        coursesCompleted: [{ courseId: 'git', completedAt: '2026-01-02T00:00:00.000Z' }],
      });
      expect(body.activity.currentStreak).toBe(1);
      expect(body.activity.days.reduce((n: number, d: { tests: number }) => n + d.tests, 0)).toBe(
        2,
      );
      expect(body.activity.days.reduce((n: number, d: { levels: number }) => n + d.levels, 0)).toBe(
        1,
      );
      expect(res.body).not.toContain('SECRET-QUESTION-TEXT');
      expect(res.body).not.toContain('SECRET-ANSWER');
      expect(res.body).not.toContain('SECRET-CODE');
      expect(res.body).not.toContain(user.id);
      expect(res.headers['cache-control']).toBe('no-store');
      const other = await signUp(t.app);
      expect((await publicGet(handle, other)).json().isOwner).toBe(false);
    });

    it('off: a 404 for signed-out visitors and other learners, the same as a handle nobody has; the owner sees a private preview', async () => {
      const { user, handle } = await richLearner('Private Pia');
      expect((await setSettings(user, { publicProfile: false })).statusCode).toBe(200);
      const other = await signUp(t.app);
      for (const res of [await publicGet(handle), await publicGet(handle, other)]) {
        expect(res.statusCode).toBe(404);
        expect(res.body).not.toContain('Private Pia');
        expect(res.body).not.toContain(user.email);
        expect(res.json().error.message).toBe(`There is no public profile at /u/${handle}.`);
      }
      const nobody = await publicGet('no-such-learner');
      expect(nobody.statusCode).toBe(404);
      expect(nobody.json().error.message).toBe('There is no public profile at /u/no-such-learner.');
      const own = await publicGet(handle, user);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toMatchObject({
        visibility: 'private',
        isOwner: true,
        indexable: false,
        displayName: 'Private Pia',
      });
      // Nothing of the learner on the other public surfaces either.
      const meta = await t.app.inject({ method: 'GET', url: '/api/meta' });
      expect(meta.body).not.toContain('Private Pia');
      expect(meta.body).not.toContain(handle);
      const html = await page(handle);
      expect(html.body).not.toContain('Private Pia');
      expect(html.headers['x-robots-tag']).toBe('noindex, nofollow');
      // Back on: visible again at once.
      await setSettings(user, { publicProfile: true });
      expect((await publicGet(handle)).statusCode).toBe(200);
    });

    it('handles are matched exactly: other spellings and junk are 404s', async () => {
      const { handle } = await richLearner('Exact Ed');
      for (const url of [
        handle.toUpperCase(),
        `${handle}%00`,
        `${handle}-`,
        '..%2F..%2Fapi%2Fprofile',
        'a'.repeat(101),
      ]) {
        const res = await publicGet(url);
        expect([400, 404, 414]).toContain(res.statusCode);
        expect(res.body).not.toContain('Exact Ed');
      }
    });
  });

  describe('Show Email switch', () => {
    it('off: the email appears nowhere public; on: it does', async () => {
      const { user, handle } = await richLearner('Mail Mo');
      const off = await publicGet(handle);
      expect(off.json().email).toBeNull();
      expect(off.body).not.toContain(user.email);
      expect((await page(handle)).body).not.toContain(user.email);
      await setSettings(user, { showEmail: true });
      const on = await publicGet(handle);
      expect(on.json().email).toBe(user.email);
      // Show Email does not override Public Profile.
      await setSettings(user, { showEmail: true, publicProfile: false });
      const hidden = await publicGet(handle);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.body).not.toContain(user.email);
    });
  });

  describe('search engines', () => {
    it('noindex unless the learner opts in, on the API and on the page; a private profile is never indexable', async () => {
      const { user, handle } = await richLearner('Index Ivy');
      const before = await publicGet(handle);
      expect(before.json().indexable).toBe(false);
      expect(before.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect((await page(handle)).headers['x-robots-tag']).toBe('noindex, nofollow');

      const opted = await setIdentity(user, { handle, timeZone: 'UTC', allowIndexing: true });
      expect(opted.json().allowIndexing).toBe(true);
      expect((await publicGet(handle)).json().indexable).toBe(true);
      expect((await page(handle)).headers['x-robots-tag']).toBeUndefined();

      await setSettings(user, { publicProfile: false });
      expect((await page(handle)).headers['x-robots-tag']).toBe('noindex, nofollow');
      expect((await publicGet(handle, user)).json().indexable).toBe(false);
      expect((await page('nobody-here')).headers['x-robots-tag']).toBe('noindex, nofollow');
    });
  });
});
