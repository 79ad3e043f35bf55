/**
 * GET /api/activity on both databases (issue 15, item 2): a day counts when the learner finishes a
 * test or passes a level, in the learner's time zone; streaks; a bounded, validated range.
 */
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, signUp, useTestApp, type TestUser } from '../helpers/test-app';
import {
  insertFinishedTest,
  insertLevelAttempt,
  shiftDate,
  todayIn,
} from '../helpers/activity-factory';

const dialects = await dialectsUnderTest();

/** An instant given as a wall-clock time in a zone with a fixed offset, e.g. at('2026-03-10', '23:30', '+09:00'). */
const at = (date: string, time: string, offset: string) =>
  new Date(`${date}T${time}:00${offset}`).toISOString();

describe.each(dialects)('activity on %s', (dialect) => {
  const t = useTestApp(dialect);

  const db = () => t.database.handle.db;
  const activity = async (user: TestUser, query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity${query}`,
      headers: as(user),
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const setZone = async (user: TestUser, timeZone: string) => {
    const handle = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })
    ).json().handle;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/public',
      headers: as(user),
      payload: { handle, timeZone, allowIndexing: false },
    });
    expect(res.statusCode).toBe(200);
  };

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/activity' })).statusCode).toBe(401);
  });

  it('counts a test finished at 23:30 in Tokyo for that Tokyo day, and 00:30 for the next; in UTC both fall on one day', async () => {
    const user = await signUp(t.app);
    await setZone(user, 'Asia/Tokyo');
    const d = shiftDate(todayIn('Asia/Tokyo'), -20);
    await insertFinishedTest(db(), user.id, { completedAt: at(d, '23:30', '+09:00'), minutes: 12 });
    await insertFinishedTest(db(), user.id, {
      completedAt: at(shiftDate(d, 1), '00:30', '+09:00'),
      minutes: 20,
    });
    const tokyo = await activity(user);
    expect(tokyo.timeZone).toBe('Asia/Tokyo');
    expect(tokyo.days).toEqual([
      { date: d, tests: 1, levels: 0, minutes: 12 },
      { date: shiftDate(d, 1), tests: 1, levels: 0, minutes: 20 },
    ]);
    expect(tokyo.longestStreak).toBe(2);

    await setZone(user, 'UTC');
    const utc = await activity(user);
    expect(utc.days).toEqual([{ date: d, tests: 2, levels: 0, minutes: 32 }]);
    expect(utc.longestStreak).toBe(1);
  });

  it('counts passed levels but not failed ones, and unfinished tests not at all', async () => {
    const user = await signUp(t.app);
    await setZone(user, 'America/Los_Angeles');
    const d = shiftDate(todayIn('America/Los_Angeles'), -5);
    // 23:10 in Los Angeles (UTC-7 or -8) is already the next day in UTC.
    const late = new Date(Date.parse(`${d}T23:10:00Z`) + 8 * 3_600_000).toISOString();
    await insertLevelAttempt(db(), user.id, {
      completedAt: late,
      score: 30,
      maxScore: 50,
      minutes: 7,
    });
    await insertLevelAttempt(db(), user.id, { completedAt: late, score: 20, maxScore: 50 });
    await insertLevelAttempt(db(), user.id, {
      completedAt: shiftDate(d, -2) + 'T20:00:00.000Z',
      score: 10,
      maxScore: 50,
    });
    await db()
      .updateTable('tests')
      .set({ completed_at: null, status: 'in_progress' })
      .where('id', '=', await insertFinishedTest(db(), user.id, { completedAt: late }))
      .execute();
    const res = await activity(user);
    expect(res.days).toEqual([
      { date: todayDateOf(late, 'America/Los_Angeles'), tests: 0, levels: 1, minutes: 7 },
    ]);
  });

  it('current streak runs to today, or to yesterday while today is still empty; longest is the longest ever', async () => {
    const user = await signUp(t.app);
    await setZone(user, 'Europe/Paris');
    const now = Date.now();
    // Three days in a row ending yesterday, and a five-day run long ago.
    for (const back of [1, 2, 3])
      await insertFinishedTest(db(), user.id, {
        completedAt: new Date(now - back * 86_400_000).toISOString(),
      });
    const old = shiftDate(todayIn('Europe/Paris'), -100);
    for (let i = 0; i < 5; i += 1)
      await insertFinishedTest(db(), user.id, {
        completedAt: at(shiftDate(old, i), '12:00', '+01:00'),
      });
    const before = await activity(user);
    expect(before.currentStreak).toBe(3);
    expect(before.longestStreak).toBe(5);
    expect(before.today).toBe(todayIn('Europe/Paris'));

    await insertFinishedTest(db(), user.id, { completedAt: new Date(now - 1000).toISOString() });
    expect((await activity(user)).currentStreak).toBe(4);
  });

  it('a streak broken two days ago is 0', async () => {
    const user = await signUp(t.app);
    await insertFinishedTest(db(), user.id, {
      completedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    });
    const res = await activity(user);
    expect(res.currentStreak).toBe(0);
    expect(res.longestStreak).toBe(1);
  });

  it('answers only the asked range, 52 weeks by default; one learner never sees another', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const today = todayIn('UTC');
    await insertFinishedTest(db(), user.id, {
      completedAt: `${shiftDate(today, -400)}T12:00:00.000Z`,
    });
    await insertFinishedTest(db(), user.id, {
      completedAt: `${shiftDate(today, -30)}T12:00:00.000Z`,
    });
    await insertFinishedTest(db(), other.id, {
      completedAt: `${shiftDate(today, -10)}T12:00:00.000Z`,
    });
    const byDefault = await activity(user);
    expect(byDefault.from).toBe(shiftDate(today, -363));
    expect(byDefault.to).toBe(today);
    expect(byDefault.days.map((x: { date: string }) => x.date)).toEqual([shiftDate(today, -30)]);
    const old = await activity(
      user,
      `?from=${shiftDate(today, -410)}&to=${shiftDate(today, -390)}`,
    );
    expect(old.days.map((x: { date: string }) => x.date)).toEqual([shiftDate(today, -400)]);
  });

  it('after a read, counts new completions at once: newer ones added, one stamped in the past, a level, the same instant twice', async () => {
    const user = await signUp(t.app);
    await setZone(user, 'Asia/Tokyo');
    const today = todayIn('Asia/Tokyo');
    const d = (n: number) => shiftDate(today, -n);
    await insertFinishedTest(db(), user.id, {
      completedAt: at(d(10), '12:00', '+09:00'),
      minutes: 5,
    });
    expect((await activity(user)).days).toEqual([{ date: d(10), tests: 1, levels: 0, minutes: 5 }]);

    // Newer than everything read so far: the cached tallies are extended.
    const late = at(d(3), '23:30', '+09:00');
    await insertFinishedTest(db(), user.id, { completedAt: late, minutes: 4 });
    await insertLevelAttempt(db(), user.id, {
      completedAt: at(d(3), '23:40', '+09:00'),
      score: 40,
      maxScore: 50,
      minutes: 3,
    });
    expect((await activity(user)).days).toEqual([
      { date: d(10), tests: 1, levels: 0, minutes: 5 },
      { date: d(3), tests: 1, levels: 1, minutes: 7 },
    ]);

    // Stamped before the newest (a test graded at its past deadline), and one at exactly the newest test's instant.
    await insertFinishedTest(db(), user.id, {
      completedAt: at(d(6), '08:00', '+09:00'),
      minutes: 2,
    });
    await insertFinishedTest(db(), user.id, { completedAt: late, minutes: 1 });
    expect((await activity(user)).days).toEqual([
      { date: d(10), tests: 1, levels: 0, minutes: 5 },
      { date: d(6), tests: 1, levels: 0, minutes: 2 },
      { date: d(3), tests: 2, levels: 1, minutes: 8 },
    ]);
  });

  it.each([
    ['?from=2026-02-30&to=2026-03-01', 'querystring.from', /real calendar dates/],
    ['?from=yesterday', 'querystring.from', /YYYY-MM-DD/],
    ['?from=2026-03-02&to=2026-03-01', 'querystring.from', /on or before/],
    ['?from=2024-01-01&to=2026-01-01', 'querystring.to', /at most 371 days/],
    ['?from=2026-01-01&evil=1', 'querystring', /evil/],
  ])('refuses %s naming the parameter', async (query, path, message) => {
    const user = await signUp(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/activity${query}`,
      headers: as(user),
    });
    expect(res.statusCode).toBe(400);
    const issue = res.json().error.issues.find((i: { path: string }) => i.path === path);
    expect(issue?.message).toMatch(message);
  });
});

function todayDateOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
