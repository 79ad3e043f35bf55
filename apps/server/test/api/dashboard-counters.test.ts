/**
 * The dashboard's counters and per-title list (migration 012, kept by triggers) against a full
 * recount of the tests table, on both databases, after every kind of write the app makes: create,
 * claim for grading, release, grade, expire, a second test of a title, deletion of tests.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema';
import * as repo from '../../src/modules/tests/tests.repository';
import { dialectsUnderTest } from '../helpers/databases';
import { signUp, useTestApp } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

const EXPIRED = sql<number>`case when status = 'completed' and completed_at = deadline_at then 1 else 0 end`;

/** What the dashboard read before migration 012: every row of the learner, counted. */
async function recount(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('tests')
    .where('user_id', '=', userId)
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`coalesce(sum(case when status = 'completed' and max_score > 0 and score * 100 >= 60 * max_score then 1 else 0 end), 0)`.as(
        'passed',
      ),
      sql<number>`coalesce(sum(case when status = 'completed' then 1 else 0 end), 0)`.as(
        'completed',
      ),
      sql<number>`coalesce(sum(case when status = 'pending_result' then 1 else 0 end), 0)`.as(
        'pending',
      ),
      sql<number>`coalesce(sum(case when status = 'in_progress' then 1 else 0 end), 0)`.as(
        'in_progress',
      ),
      sql<number>`coalesce(sum(${EXPIRED}), 0)`.as('expired'),
      sql<number>`coalesce(sum(case when status = 'completed' and max_score > 0 then score * 100.0 / max_score else 0 end), 0)`.as(
        'percent_sum',
      ),
    ])
    .executeTakeFirstOrThrow();
  const ranked = db
    .selectFrom('tests')
    .where('user_id', '=', userId)
    .where('status', 'in', ['completed', 'pending_result'])
    .select(['id', 'created_at'])
    .select(EXPIRED.as('expired'))
    .select(
      sql<number>`row_number() over (partition by title order by ${EXPIRED}, created_at desc, id desc)`.as(
        'rn',
      ),
    );
  const listed = await db
    .selectFrom(ranked.as('r'))
    .where('r.rn', '=', 1)
    .select('r.id')
    .orderBy('r.expired')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
  return {
    stats: {
      total: Number(row.total),
      passed: Number(row.passed),
      completed: Number(row.completed),
      pending: Number(row.pending),
      inProgress: Number(row.in_progress),
      expired: Number(row.expired),
      percentSum: Math.round(Number(row.percent_sum) * 1000) / 1000,
    },
    listed: listed.map((r) => r.id),
  };
}

async function kept(db: Kysely<Database>, userId: string) {
  const stats = await repo.aggregateStats(db, userId);
  const listed = await repo.recentDistinctByTitle(db, userId, 0, 1000);
  // The dashboard reads the counters and the number of titles in one statement.
  const { titles, version: _version, ...counted } = await repo.dashboardCounts(db, userId);
  expect(counted).toEqual(stats);
  expect(titles).toBe(listed.length);
  return {
    stats: { ...stats, percentSum: Math.round(stats.percentSum * 1000) / 1000 },
    listed: listed.map((r) => r.id),
  };
}

describe.each(dialects)('dashboard counters on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('match a full recount after every kind of write, and leave no row once the tests are gone', async () => {
    const db = t.database.handle.db;
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const base = Date.parse('2026-05-01T10:00:00.000Z');
    const insert = async (userId: string, i: number, title: string) => {
      const id = `t-${String(i).padStart(3, '0')}-${randomUUID().slice(0, 8)}`;
      const at = new Date(base + i * 60_000).toISOString();
      await db
        .insertInto('tests')
        .values({
          id,
          user_id: userId,
          title,
          type: 'mcq',
          topic: title,
          bank_topic: null,
          topic_key: null,
          difficulty: 'easy',
          total_questions: 10,
          max_score: 10,
          score: 0,
          status: 'in_progress',
          source: 'bank',
          notice: null,
          created_at: at,
          started_at: at,
          deadline_at: new Date(base + i * 60_000 + 1_800_000).toISOString(),
          completed_at: null,
          feedback: null,
        })
        .execute();
      return id;
    };
    const check = async () => expect(await kept(db, user.id)).toEqual(await recount(db, user.id));
    /** Grades a test: `score`, completed `minute` minutes after the base time. */
    const complete = (id: string, score: number, minute: number) =>
      repo.completeTest(db, id, {
        score,
        feedback: '',
        completedAt: new Date(base + minute * 60_000).toISOString(),
        questionMarks: [],
      });

    await check(); // no tests yet: zeros, nothing listed
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1) ids.push(await insert(user.id, i, `Topic ${i % 4} - MCQ Test`));
    await insert(other.id, 99, 'Topic 0 - MCQ Test'); // another learner's test never counts
    await check();
    const [a, b, c, d, e, f] = ids as [string, string, string, string, string, string];

    expect(await repo.claimForGrading(db, a)).toBe(true); // being graded: listed, pending
    await check();
    await complete(a, 7, 5);
    await check();
    await repo.claimForGrading(db, b);
    await repo.releaseGrading(db, b); // back to open: no longer listed
    await check();
    // Expired: completed at its deadline; a result the learner submitted on the same title wins.
    await db
      .updateTable('tests')
      .set({ status: 'completed', score: 2, completed_at: sql`deadline_at` })
      .where('id', '=', e)
      .execute();
    await check();
    await complete(c, 10, 9);
    await complete(d, 3, 9);
    await complete(f, 6, 9);
    await check();
    const before = await kept(db, user.id);
    expect(before.stats).toMatchObject({
      total: 12,
      completed: 5,
      passed: 3,
      expired: 1,
      inProgress: 7,
      pending: 0,
    });
    expect(before.listed).toHaveLength(4);

    await db.deleteFrom('tests').where('id', 'in', [c, e]).execute();
    await check();
    await db.deleteFrom('tests').where('user_id', '=', user.id).execute();
    await check();
    expect(
      await db.selectFrom('test_counters').selectAll().where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('test_titles').selectAll().where('user_id', '=', user.id).execute(),
    ).toEqual([]);
    expect((await repo.aggregateStats(db, other.id)).total).toBe(1);
  });
});
