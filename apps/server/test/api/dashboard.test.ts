import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, signUp, useTestApp, type TestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

const HOUR = 3600_000;

/**
 * Factory: a test row with overrides. It scores 0 of 10 unless given; the deadline is an hour
 * after creation unless given; a completed test is completed a minute after creation (before its
 * deadline) unless given.
 */
async function insertTest(
  t: TestApp,
  user: TestUser,
  o: {
    title: string;
    status: string;
    score?: number;
    maxScore?: number;
    createdAt: string;
    deadlineAt?: string;
    completedAt?: string | null;
  },
) {
  const id = randomUUID();
  const created = Date.parse(o.createdAt);
  await t.database.handle.db
    .insertInto('tests')
    .values({
      id,
      user_id: user.id,
      title: o.title,
      type: 'mcq',
      topic: o.title,
      bank_topic: null,
      topic_key: null,
      difficulty: 'easy',
      total_questions: 10,
      max_score: o.maxScore ?? 10,
      score: o.score ?? 0,
      status: o.status,
      source: 'bank',
      notice: null,
      created_at: o.createdAt,
      started_at: o.createdAt,
      deadline_at: o.deadlineAt ?? new Date(created + HOUR).toISOString(),
      completed_at:
        o.completedAt !== undefined
          ? o.completedAt
          : o.status === 'completed'
            ? new Date(created + 60_000).toISOString()
            : null,
      feedback: null,
    })
    .execute();
  return id;
}

/** An MCQ question row of a test: correct answer B, the learner's answer as given. */
async function insertMcqQuestion(
  t: TestApp,
  testId: string,
  position: number,
  userAnswer: string | null,
) {
  const mcq = {
    question: `Q${position}?`,
    options: { A: 'a', B: 'b', C: 'c', D: 'd' },
    correct: 'B',
    explanation: 'b.',
  };
  await t.database.handle.db
    .insertInto('questions')
    .values({
      id: randomUUID(),
      test_id: testId,
      position,
      question: mcq.question,
      options: JSON.stringify(mcq.options),
      correct_answer: 'B',
      points: 1,
      user_answer: userAnswer,
      answered_at: userAnswer ? new Date().toISOString() : null,
      is_correct: null,
      explanation: mcq.explanation,
      payload: JSON.stringify({ kind: 'mcq', mcq }),
    })
    .execute();
}

describe.each(dialects)('dashboard on %s', (dialect) => {
  const t = useTestApp(dialect);

  /** GET /api/dashboard as the user, with the query given (`?page=2`): the raw response. */
  const getDashboard = (user: TestUser, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/dashboard${query}`, headers: as(user) });

  it('an empty dashboard is zeros and one empty page', async () => {
    const user = await signUp(t.app);
    const res = await getDashboard(user);
    expect(res.json()).toEqual({
      stats: {
        totalTests: 0,
        passed: 0,
        failed: 0,
        pending: 0,
        inProgress: 0,
        expired: 0,
        avgScore: 0,
        passRate: 0,
      },
      inProgress: [],
      recent: { items: [], page: 1, pageCount: 1, total: 0 },
      scoreHistory: [],
    });
  });

  it('aggregates stats over finished tests, de-duplicates by title keeping the newest, pages by 2, open tests apart', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    const future = new Date(Date.now() + HOUR).toISOString();
    for (const [title, status, score, maxScore, createdAt] of [
      ['A - MCQ Test', 'completed', 3, 10, '2026-01-01T00:00:00.000Z'],
      ['A - MCQ Test', 'completed', 9, 10, '2026-01-05T00:00:00.000Z'],
      ['B - Coding Challenge', 'completed', 60, 100, '2026-01-03T00:00:00.000Z'],
      ['C - Debug Challenge', 'pending_result', 0, 100, '2026-01-04T00:00:00.000Z'],
    ] as const)
      await insertTest(t, user, { title, status, score, maxScore, createdAt });
    const open = await insertTest(t, user, {
      title: 'D - Pseudocode Test',
      status: 'in_progress',
      maxScore: 100,
      createdAt: new Date().toISOString(),
      deadlineAt: future,
    });
    await insertTest(t, other, {
      title: 'Z',
      status: 'completed',
      score: 10,
      createdAt: '2026-01-09T00:00:00.000Z',
    });

    const p1 = (await getDashboard(user, '?page=1')).json();
    // Finished: 4 (3 graded, 1 being graded). Completed: 30%, 90%, 60% -> mean 60; passed 2 of 4 -> 50%.
    expect(p1.stats).toEqual({
      totalTests: 4,
      passed: 2,
      failed: 1,
      pending: 1,
      inProgress: 1,
      expired: 0,
      avgScore: 60,
      passRate: 50,
    });
    expect(p1.inProgress.map((i: { id: string; status: string }) => [i.id, i.status])).toEqual([
      [open, 'in_progress'],
    ]);
    expect(p1.recent.total).toBe(3);
    expect(p1.recent.pageCount).toBe(2);
    expect(
      p1.recent.items.map((i: { title: string; score: number }) => [i.title, i.score]),
    ).toEqual([
      ['A - MCQ Test', 9],
      ['C - Debug Challenge', 0],
    ]);
    const p2 = (await getDashboard(user, '?page=2')).json();
    expect(p2.recent.items.map((i: { title: string }) => i.title)).toEqual([
      'B - Coding Challenge',
    ]);
    const beyond = (await getDashboard(user, '?page=9')).json();
    expect(beyond.recent.page).toBe(2);
    expect(p1.scoreHistory.map((h: { percent: number }) => h.percent)).toEqual([30, 60, 90]);
  });

  it('closes abandoned open tests past their deadline as Expired, graded at the deadline, after the real results', async () => {
    const user = await signUp(t.app);
    const now = Date.now();
    // Two real results, older than three abandoned tests.
    for (const [title, score, hoursAgo] of [
      ['Real 1 - MCQ Test', 8, 10],
      ['Real 2 - MCQ Test', 2, 9],
    ] as const) {
      const createdAt = new Date(now - hoursAgo * HOUR).toISOString();
      await insertTest(t, user, { title, status: 'completed', score, createdAt });
    }
    const abandoned: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = now - (5 - i) * HOUR;
      const id = await insertTest(t, user, {
        title: `Left ${i} - MCQ Test`,
        status: 'in_progress',
        maxScore: 3,
        createdAt: new Date(created).toISOString(),
        deadlineAt: new Date(created + 30 * 60_000).toISOString(),
      });
      // Saved before the deadline: one right (B), one wrong (C), one unanswered.
      await insertMcqQuestion(t, id, 0, 'B');
      await insertMcqQuestion(t, id, 1, 'C');
      await insertMcqQuestion(t, id, 2, null);
      abandoned.push(id);
    }
    // Same title as a real result: the real one stays the card for that title.
    await insertTest(t, user, {
      title: 'Real 1 - MCQ Test',
      status: 'in_progress',
      createdAt: new Date(now - 2 * HOUR).toISOString(),
      deadlineAt: new Date(now - HOUR).toISOString(),
    });
    // Still open: not touched.
    const open = await insertTest(t, user, {
      title: 'Open - MCQ Test',
      status: 'in_progress',
      createdAt: new Date(now).toISOString(),
      deadlineAt: new Date(now + HOUR).toISOString(),
    });

    const res = await getDashboard(user);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    // 2 real + 4 closed; passed: Real 1 only (1 of 3 is 33%); average (80 + 20 + 33.3 * 3 + 0) / 6 = 33.
    expect(d.stats).toEqual({
      totalTests: 6,
      passed: 1,
      failed: 5,
      pending: 0,
      inProgress: 1,
      expired: 4,
      avgScore: 33,
      passRate: 17,
    });
    expect(d.inProgress.map((i: { id: string }) => i.id)).toEqual([open]);
    // The learner's own results fill the first page; expired ones follow.
    expect(
      d.recent.items.map((i: { title: string; expired: boolean }) => [i.title, i.expired]),
    ).toEqual([
      ['Real 2 - MCQ Test', false],
      ['Real 1 - MCQ Test', false],
    ]);
    const p2 = (await getDashboard(user, '?page=2')).json();
    expect(
      p2.recent.items.map((i: { title: string; expired: boolean; score: number }) => [
        i.title,
        i.expired,
        i.score,
      ]),
    ).toEqual([
      ['Left 2 - MCQ Test', true, 1],
      ['Left 1 - MCQ Test', true, 1],
    ]);

    // Graded as submitted at the deadline: completed_at is the deadline, answers saved in time count.
    const row = await t.database.handle.db
      .selectFrom('tests')
      .selectAll()
      .where('id', '=', abandoned[0]!)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    expect(row.completed_at).toBe(row.deadline_at);
    expect(row.score).toBe(1);
    const view = (
      await t.app.inject({ method: 'GET', url: `/api/tests/${abandoned[0]}`, headers: as(user) })
    ).json();
    expect(view.result).toMatchObject({ kind: 'mcq', correct: 1, wrong: 2, total: 3 });
    expect(view.questions.map((q: { userAnswer: string | null }) => q.userAnswer)).toEqual([
      'B',
      'C',
      null,
    ]);

    // Reading again changes nothing: each test is closed once.
    const again = (await getDashboard(user)).json();
    expect(again.stats).toEqual(d.stats);
  });

  it('an answer kept in memory is sent again only until a change it shows, whoever writes it', async () => {
    const user = await signUp(t.app);
    const db = t.database.handle.db;
    const first = await insertTest(t, user, {
      title: 'Arrays - MCQ Test',
      status: 'completed',
      score: 4,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    const read = async () => {
      const res = await getDashboard(user);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      return res.json<{
        stats: { totalTests: number; avgScore: number };
        recent: { items: { id: string; title: string; score: number }[] };
      }>();
    };
    const kept = await read();
    expect(await read()).toEqual(kept);
    expect(kept.recent.items.map((i) => [i.title, i.score])).toEqual([['Arrays - MCQ Test', 4]]);

    // Written straight to the database, as another server process would: the triggers move the
    // version, so the next read is made again.
    await db.updateTable('tests').set({ score: 9 }).where('id', '=', first).execute();
    expect((await read()).recent.items.map((i) => i.score)).toEqual([9]);
    await db
      .updateTable('tests')
      .set({ title: 'Lists - MCQ Test' })
      .where('id', '=', first)
      .execute();
    expect((await read()).recent.items.map((i) => i.title)).toEqual(['Lists - MCQ Test']);

    // Every test gone and one as alike as can be in its place: the counters row is made anew, with
    // a version the old one never had.
    await db.deleteFrom('tests').where('user_id', '=', user.id).execute();
    expect((await read()).stats.totalTests).toBe(0);
    // Twice: the second time, the read before the delete was a kept answer too.
    for (let round = 0; round < 2; round += 1) {
      const alike = await insertTest(t, user, {
        title: 'Lists - MCQ Test',
        status: 'completed',
        score: 9,
        createdAt: '2026-03-01T10:00:00.000Z',
      });
      expect((await read()).recent.items.map((i) => i.id)).toEqual([alike]);
      expect((await read()).recent.items.map((i) => i.id)).toEqual([alike]);
      await db.deleteFrom('tests').where('id', '=', alike).execute();
    }
  });

  it('a bad page number is a 400', async () => {
    const user = await signUp(t.app);
    expect((await getDashboard(user, '?page=abc')).statusCode).toBe(400);
  });
});
