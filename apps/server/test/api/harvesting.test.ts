/**
 * Issue 11 part 3: answers cannot be harvested. One open attempt per level and one open practice
 * test per type, topic and difficulty (a throwaway start returns the open one itself, also under
 * concurrent starts); retakes draw unseen questions first, then the least recently seen; an answer
 * PUT racing a submit is never stored after grading (issue 13 item 9).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { COURSES } from '@app/content/catalogue';
import { BANK_TOPICS } from '@app/content/bank';
import { CHAPTER_MCQ_COUNT, MCQ_QUESTION_COUNT } from '@app/shared/constants';
import { dialectsUnderTest } from '../helpers/databases';
import { attemptsUrl, putDraft, startAttempt, submitAttempt } from '../helpers/levels-api';
import { as, signUp, useTestApp, type TestUser } from '../helpers/test-app';
import { postTest, putAnswer, submitTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

const course = COURSES.find((c) => c.chapters[0]?.testType === 'mcq');
const level = course?.chapters[0];
if (!course || !level) throw new Error('no course with an MCQ first level');
const ATTEMPTS = attemptsUrl(course.id, level.id);
const bank = BANK_TOPICS.find((b) => b.name === 'Python Basics');
if (!bank) throw new Error('no Python Basics bank topic');

const attemptSchema = z.object({
  id: z.string(),
  notice: z.string().nullable(),
  questions: z.array(z.object({ id: z.string(), question: z.string() })),
  draft: z.unknown(),
});
const testSchema = z.object({
  id: z.string(),
  status: z.string(),
  questions: z.array(z.object({ id: z.string(), question: z.string() })),
});
const letters = z.enum(['A', 'B', 'C', 'D']);

/** The question texts a draw should prefer next: never seen, then seen longest ago, given attempts oldest first. */
function expectPrefersUnseen(
  pool: readonly string[],
  earlier: ReadonlyArray<readonly string[]>,
  drawn: readonly string[],
  size: number,
) {
  const lastSeen = new Map<string, number>();
  earlier.forEach((qs, i) => qs.forEach((q) => lastSeen.set(q, i)));
  const ranked = [...pool].sort((a, b) => (lastSeen.get(a) ?? -1) - (lastSeen.get(b) ?? -1));
  const cut = lastSeen.get(ranked[size - 1] ?? '') ?? -1;
  // Everything ranked strictly before the cut-off group must be drawn; nothing after it may be.
  for (const q of ranked) {
    const rank = lastSeen.get(q) ?? -1;
    if (rank < cut) expect(drawn).toContain(q);
    if (rank > cut) expect(drawn).not.toContain(q);
  }
  expect(drawn).toHaveLength(size);
}

describe.each(dialects)('no harvesting on %s', (dialect) => {
  const t = useTestApp(dialect);

  const start = async (user: TestUser) => {
    const res = await startAttempt(t.app, user, ATTEMPTS);
    expect(res.statusCode).toBe(200);
    return attemptSchema.parse(res.json());
  };
  /** Submits every question of the attempt answered 'A'. */
  const submitAllA = (user: TestUser, id: string, questions: ReadonlyArray<{ id: string }>) =>
    submitAttempt(t.app, user, ATTEMPTS, id, {
      answers: Object.fromEntries(questions.map((q) => [q.id, 'A'])),
    });
  const createTest = async (user: TestUser, topic = 'Python Basics') => {
    const res = await postTest(t.app, user, { type: 'mcq', topic, difficulty: 'easy' });
    expect(res.statusCode).toBe(200);
    return testSchema.parse(res.json());
  };

  it('level: a throwaway start while attempt X is open returns X itself, with its saved answers; no review of X leaks', async () => {
    const user = await signUp(t.app);
    const x = await start(user);
    expect(x.notice).toBeNull();
    const first = x.questions[0];
    if (!first) throw new Error('empty attempt');
    const draft = await putDraft(t.app, user, ATTEMPTS, x.id, { answers: { [first.id]: 'B' } });
    expect(draft.statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const throwaway = await start(user);
      expect(throwaway.id).toBe(x.id);
      expect(throwaway.notice).toMatch(/already have a test open on this level/);
      expect(throwaway.questions).toEqual(x.questions);
      expect(throwaway.draft).toEqual({ answers: { [first.id]: 'B' } });
    }
    const open = await t.database.handle.db
      .selectFrom('chapter_attempts')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(open.map((r) => r.id)).toEqual([x.id]);
    // Only a submit closes X; its review then covers X's questions, and the next start is a new attempt.
    const graded = await submitAllA(user, x.id, x.questions);
    expect(graded.json().result.review.map((r: { id: string }) => r.id)).toEqual(
      x.questions.map((q) => q.id),
    );
    const late = await putDraft(t.app, user, ATTEMPTS, x.id, { answers: { [first.id]: 'A' } });
    expect(late.statusCode).toBe(409);
    expect((await start(user)).id).not.toBe(x.id);
  });

  it('level: concurrent starts give one attempt', async () => {
    const user = await signUp(t.app);
    await t.app.inject({
      method: 'POST',
      url: `/api/courses/${course.id}/visit`,
      headers: as(user),
    });
    const views = await Promise.all(Array.from({ length: 6 }, () => start(user)));
    expect(new Set(views.map((v) => v.id)).size).toBe(1);
    const rows = await t.database.handle.db
      .selectFrom('chapter_attempts')
      .select('id')
      .where('user_id', '=', user.id)
      .where('status', '=', 'in_progress')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('level: retakes draw unseen questions first, then the least recently seen', async () => {
    const user = await signUp(t.app);
    const pool = level.mcqs.map((q) => q.question);
    const seen: string[][] = [];
    for (let round = 0; round < 4; round++) {
      const attempt = await start(user);
      const drawn = attempt.questions.map((q) => q.question);
      expectPrefersUnseen(pool, seen, drawn, Math.min(CHAPTER_MCQ_COUNT, pool.length));
      seen.push(drawn);
      expect((await submitAllA(user, attempt.id, attempt.questions)).statusCode).toBe(200);
    }
  });

  it('practice test: a throwaway while test X is open returns X itself, for any topic spelling of the same pool', async () => {
    const user = await signUp(t.app);
    const x = await createTest(user);
    const q = x.questions[0];
    if (!q) throw new Error('empty test');
    await putAnswer(t.app, user, x.id, q.id, { answer: 'C' });
    for (const topic of ['Python Basics', 'python basics']) {
      const throwaway = await postTest(t.app, user, { type: 'mcq', topic, difficulty: 'easy' });
      expect(throwaway.json()).toMatchObject({
        id: x.id,
        status: 'in_progress',
        result: null,
        notice: expect.stringMatching(/already have this test open/),
      });
      expect(throwaway.json().questions[0]).toMatchObject({
        id: q.id,
        userAnswer: 'C',
        review: null,
      });
      expect(throwaway.body).not.toMatch(/"correct"|"correctAnswer"|"explanation"/);
    }
    // Another spelling is searched over the whole pool (issue 19): a new test, but none of X's
    // questions while X is open, so submitting it and reading its review reveals nothing of X.
    const held = new Set(x.questions.map((h: { question: string }) => h.question));
    for (const topic of ['py basics', 'Python lists and loops', 'python']) {
      const other = await postTest(t.app, user, { type: 'mcq', topic, difficulty: 'easy' });
      expect(other.statusCode).toBe(200);
      const view = other.json();
      if (view.id === x.id) continue;
      expect(view.questions.filter((o: { question: string }) => held.has(o.question))).toEqual([]);
      const review = (await submitTest(t.app, user, view.id)).json();
      expect(review.questions.filter((o: { question: string }) => held.has(o.question))).toEqual(
        [],
      );
    }
    // Another difficulty or type is another key.
    const hard = await postTest(t.app, user, {
      type: 'mcq',
      topic: 'Python Basics',
      difficulty: 'hard',
    });
    expect(hard.json().id).not.toBe(x.id);
    expect((await submitTest(t.app, user, x.id)).json().status).toBe('completed');
    expect((await createTest(user)).id).not.toBe(x.id);
  });

  it('a practice test on the topic of an open level attempt serves none of its questions', async () => {
    const user = await signUp(t.app);
    const x = await start(user);
    const held = new Set(x.questions.map((q) => q.question));
    for (const topic of [level.title, course.title]) {
      for (const difficulty of ['easy', 'medium', 'hard']) {
        const res = await postTest(t.app, user, { type: 'mcq', topic, difficulty });
        expect(res.statusCode).toBe(200);
        const view = testSchema.parse(res.json());
        expect(view.questions.filter((q) => held.has(q.question))).toEqual([]);
        expect((await submitTest(t.app, user, view.id)).statusCode).toBe(200);
      }
    }
  });

  it('practice test: concurrent starts give one test', async () => {
    const user = await signUp(t.app);
    const views = await Promise.all(
      Array.from({ length: 6 }, () => createTest(user, 'Algorithms')),
    );
    expect(new Set(views.map((v) => v.id)).size).toBe(1);
    const rows = await t.database.handle.db
      .selectFrom('tests')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('practice test: an open test past its deadline is graded as it stands, then a new one starts', async () => {
    const user = await signUp(t.app);
    const x = await createTest(user);
    const coding = (
      await postTest(t.app, user, { type: 'coding', topic: 'Python Basics', difficulty: 'easy' })
    ).json();
    const past = new Date(Date.now() - 3600_000).toISOString();
    await t.database.handle.db
      .updateTable('tests')
      .set({ deadline_at: past })
      .where('user_id', '=', user.id)
      .execute();
    const next = await createTest(user);
    expect(next.id).not.toBe(x.id);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tests/${x.id}`, headers: as(user) })).json(),
    ).toMatchObject({ status: 'completed', score: 0 });
    // A coding test abandoned with no code scores 0 instead of blocking its key for ever.
    const nextCoding = (
      await postTest(t.app, user, { type: 'coding', topic: 'Python Basics', difficulty: 'easy' })
    ).json();
    expect(nextCoding.id).not.toBe(coding.id);
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/api/tests/${coding.id}`, headers: as(user) })
      ).json(),
    ).toMatchObject({ status: 'completed', score: 0, result: { kind: 'coding', passed: false } });
  });

  it('practice test: retakes draw unseen questions first, then the least recently seen', async () => {
    const user = await signUp(t.app);
    const pool = bank.levels.medium.mcq.map((q) => q.question);
    const seen: string[][] = [];
    for (let round = 0; round < 4; round++) {
      const res = await postTest(t.app, user, {
        type: 'mcq',
        topic: bank.name,
        difficulty: 'medium',
      });
      const view = testSchema.parse(res.json());
      const drawn = view.questions.map((q) => q.question);
      expectPrefersUnseen(pool, seen, drawn, Math.min(MCQ_QUESTION_COUNT, pool.length));
      seen.push(drawn);
      await submitTest(t.app, user, view.id);
    }
  });

  it('an answer PUT racing the submit is never stored after grading (issue 13 item 9)', async () => {
    const user = await signUp(t.app);
    for (let round = 0; round < 6; round++) {
      const view = await createTest(user, 'SQL Fundamentals');
      const keys = await t.database.handle.db
        .selectFrom('questions')
        .select(['id', 'correct_answer'])
        .where('test_id', '=', view.id)
        .execute();
      const puts = keys.map((k) =>
        putAnswer(t.app, user, view.id, k.id, { answer: letters.parse(k.correct_answer) }),
      );
      const [submitted, ...answered] = await Promise.all([
        submitTest(t.app, user, view.id),
        ...puts,
      ]);
      expect(submitted?.statusCode).toBe(200);
      expect(answered.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
      const rows = await t.database.handle.db
        .selectFrom('questions')
        .select(['user_answer', 'correct_answer', 'is_correct', 'points'])
        .where('test_id', '=', view.id)
        .execute();
      // Every stored answer was graded: a stored key is never marked wrong, nothing unanswered marked right.
      for (const r of rows) expect(r.is_correct).toBe(r.user_answer === r.correct_answer ? 1 : 0);
      const test = await t.database.handle.db
        .selectFrom('tests')
        .select(['status', 'score'])
        .where('id', '=', view.id)
        .executeTakeFirstOrThrow();
      expect(test.status).toBe('completed');
      expect(test.score).toBe(
        rows.filter((r) => r.is_correct === 1).reduce((s, r) => s + r.points, 0),
      );
    }
  });
});
