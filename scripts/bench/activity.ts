/**
 * Activity map bench (issue 15): p50 of GET /api/activity (52 weeks, in Asia/Tokyo) for a learner
 * with 10,000 finished tests over the last year and 500 passed levels, against a baseline in the
 * same run: GET /api/profile of the same learner (one indexed row through the same session check).
 * Target: p50 under 20 ms. Both paths are measured: repeated reads, and a read right after a new
 * test (the counts recomputed from the rows).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { as, signUp, type TestApp } from '../../apps/server/test/helpers/test-app';
import { analyzed } from './analyzed';
import { seedTests } from './fixtures';
import { median } from './percentile';

type Log = (k: string, v: unknown) => void;
type TimeInject = (app: FastifyInstance, n: number, req: () => InjectOptions) => Promise<number[]>;

export async function benchActivity(t: TestApp, log: Log, timeInject: TimeInject): Promise<void> {
  const db = t.database.handle.db;
  const user = await signUp(t.app);
  const profile = await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) });
  const handle = String(profile.json().handle);
  await t.app.inject({
    method: 'PUT',
    url: '/api/profile/public',
    headers: as(user),
    payload: { handle, timeZone: 'Asia/Tokyo', allowIndexing: false },
  });
  const now = Date.now();
  const year = 365 * 86_400_000;
  const tests = await seedTests(t.database.handle, user, 10_000, (i) => {
    const done = new Date(now - Math.floor((i / 10_000) * year)).toISOString();
    const start = new Date(Date.parse(done) - 15 * 60_000).toISOString();
    return {
      topic: `Topic ${i % 300}`,
      difficulty: 'medium',
      status: 'completed',
      created_at: start,
      deadline_at: new Date(Date.parse(start) + 1_800_000).toISOString(),
      completed_at: done,
    };
  });
  const levels = Array.from({ length: 500 }, (_, i) => {
    const done = new Date(now - Math.floor((i / 500) * year) - 3_600_000).toISOString();
    return {
      id: randomUUID(),
      user_id: user.id,
      course_id: 'python',
      chapter_id: 'python-1',
      chapter_order: 1,
      test_type: 'mcq',
      payload: '{}',
      answers: '{}',
      score: 40,
      max_score: 50,
      status: 'completed',
      result: null,
      created_at: new Date(Date.parse(done) - 600_000).toISOString(),
      completed_at: done,
    };
  });
  for (let i = 0; i < levels.length; i += 250)
    await db
      .insertInto('chapter_attempts')
      .values(levels.slice(i, i + 250))
      .execute();
  await analyzed(t.database.handle);

  const check = await t.app.inject({ method: 'GET', url: '/api/activity', headers: as(user) });
  const body = check.json();
  if (body.days.length < 300)
    throw new Error(`activity bench: expected a full year of days, got ${body.days.length}`);

  // Interleaved, so load on the shared machine hits both alike. Warm: repeated reads (the per-process
  // tallies, checked against the indexes on every request). Cold: a test finished before each read,
  // so the day counts are computed again from the rows.
  const warm: number[] = [];
  const cold: number[] = [];
  const base: number[] = [];
  const template = tests[0];
  for (let round = 0; round < 5; round += 1) {
    warm.push(
      ...(await timeInject(t.app, 10, () => ({
        method: 'GET',
        url: '/api/activity',
        headers: as(user),
      }))),
    );
    base.push(
      ...(await timeInject(t.app, 10, () => ({
        method: 'GET',
        url: '/api/profile',
        headers: as(user),
      }))),
    );
    for (let i = 0; i < 4; i += 1) {
      const done = new Date().toISOString();
      if (template)
        await db
          .insertInto('tests')
          .values({
            ...template,
            id: randomUUID(),
            completed_at: done,
            started_at: done,
            created_at: done,
          })
          .execute();
      cold.push(
        ...(await timeInject(t.app, 1, () => ({
          method: 'GET',
          url: '/api/activity',
          headers: as(user),
        }))),
      );
    }
  }
  log('activity p50 ms, 10,000 tests + 500 levels, repeated reads (target < 20)', median(warm));
  log('activity p50 ms, 10,000 tests + 500 levels, after each new test', median(cold));
  log('activity baseline: GET /api/profile p50 ms', median(base));
  log('activity/profile p50 ratio (repeated reads)', median(warm) / median(base));
  log('activity/profile p50 ratio (after each new test)', median(cold) / median(base));
}
