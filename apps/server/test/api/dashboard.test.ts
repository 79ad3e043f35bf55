import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

/** Factory: a test row with overrides. */
async function insertTest(t: TestApp, user: TestUser, o: { title: string; status: string; score: number; maxScore: number; createdAt: string }) {
  await t.database.handle.db
    .insertInto('tests')
    .values({
      id: randomUUID(),
      user_id: user.id,
      title: o.title,
      type: 'mcq',
      topic: 'x',
      bank_topic: null,
      difficulty: 'easy',
      total_questions: 10,
      max_score: o.maxScore,
      score: o.score,
      status: o.status,
      source: 'bank',
      notice: null,
      created_at: o.createdAt,
      started_at: o.createdAt,
      deadline_at: o.createdAt,
      completed_at: o.status === 'completed' ? o.createdAt : null,
      feedback: null,
    })
    .execute();
}

describe.each(dialects)('dashboard on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('an empty dashboard is zeros and one empty page', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: as(user) });
    expect(res.json()).toEqual({
      stats: { totalTests: 0, passed: 0, failed: 0, pending: 0, inProgress: 0, avgScore: 0, passRate: 0 },
      recent: { items: [], page: 1, pageCount: 1, total: 0 },
      scoreHistory: [],
    });
  });

  it('aggregates stats, de-duplicates by title keeping the newest, pages by 2', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await insertTest(t, user, { title: 'A - MCQ Test', status: 'completed', score: 3, maxScore: 10, createdAt: '2026-01-01T00:00:00.000Z' });
    await insertTest(t, user, { title: 'A - MCQ Test', status: 'completed', score: 9, maxScore: 10, createdAt: '2026-01-05T00:00:00.000Z' });
    await insertTest(t, user, { title: 'B - Coding Challenge', status: 'completed', score: 60, maxScore: 100, createdAt: '2026-01-03T00:00:00.000Z' });
    await insertTest(t, user, { title: 'C - Debug Challenge', status: 'pending_result', score: 0, maxScore: 100, createdAt: '2026-01-04T00:00:00.000Z' });
    await insertTest(t, user, { title: 'D - Pseudocode Test', status: 'in_progress', score: 0, maxScore: 100, createdAt: '2026-01-02T00:00:00.000Z' });
    await insertTest(t, other, { title: 'Z', status: 'completed', score: 10, maxScore: 10, createdAt: '2026-01-09T00:00:00.000Z' });

    const p1 = (await t.app.inject({ method: 'GET', url: '/api/dashboard?page=1', headers: as(user) })).json();
    // Completed: 30%, 90%, 60% -> mean 60; passed 2 of 5 tests -> 40%.
    expect(p1.stats).toEqual({ totalTests: 5, passed: 2, failed: 1, pending: 1, inProgress: 1, avgScore: 60, passRate: 40 });
    expect(p1.recent.total).toBe(4);
    expect(p1.recent.pageCount).toBe(2);
    expect(p1.recent.items.map((i: { title: string; score: number }) => [i.title, i.score])).toEqual([
      ['A - MCQ Test', 9],
      ['C - Debug Challenge', 0],
    ]);
    const p2 = (await t.app.inject({ method: 'GET', url: '/api/dashboard?page=2', headers: as(user) })).json();
    expect(p2.recent.items.map((i: { title: string }) => i.title)).toEqual(['B - Coding Challenge', 'D - Pseudocode Test']);
    const beyond = (await t.app.inject({ method: 'GET', url: '/api/dashboard?page=9', headers: as(user) })).json();
    expect(beyond.recent.page).toBe(2);
    expect(p1.scoreHistory.map((h: { percent: number }) => h.percent)).toEqual([30, 60, 90]);
  });

  it('a bad page number is a 400', async () => {
    const user = await signUp(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/dashboard?page=abc', headers: as(user) });
    expect(res.statusCode).toBe(400);
  });
});
