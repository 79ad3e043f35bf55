/**
 * The review queue on both databases (issue 15, item 3; docs/decisions/016-review-queue.md):
 * wrong MCQ answers in practice tests and course levels become cards, right and blank ones do not;
 * due cards carry no answer; answering reschedules with FSRS (right -> days away, wrong -> tomorrow);
 * owner checks; "Review later" is idempotent; inputs are validated.
 */
import { describe, expect, it } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { queueMistakes } from '../../src/modules/review/review.service';
import { dialectsUnderTest } from '../helpers/databases';
import { as, signUp, useTestApp, type TestUser } from '../helpers/test-app';
import { attemptsUrl, startMcqAttempt, submitAttempt } from '../helpers/levels-api';
import { openTest, putAnswer, startMcqTest, submitTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();
const DAY = 86_400_000;

const course = COURSES.find((c) => c.chapters[0]?.testType === 'mcq');
if (!course) throw new Error('no course with an MCQ first level');
const level = course.chapters[0]!;
const levelUrl = attemptsUrl(course.id, level.id);
const wrongOf = (correct: string) => (correct === 'A' ? 'B' : 'A');

describe.each(dialects)('review queue on %s', (dialect) => {
  const t = useTestApp(dialect);
  const db = () => t.database.handle.db;

  /** An MCQ test graded with `right` questions right, `wrong` wrong and the rest left blank. */
  async function takeTest(
    user: TestUser,
    right: number,
    wrong: number,
    topic = 'SQL Fundamentals',
  ) {
    const { view, questions: rows } = await startMcqTest(t, user, topic);
    for (const [i, q] of rows.entries()) {
      if (i >= right + wrong) break;
      const answer = i < right ? q.correct_answer : wrongOf(q.correct_answer);
      expect((await putAnswer(t.app, user, view.id, q.id, { answer })).statusCode).toBe(200);
    }
    const done = await submitTest(t.app, user, view.id);
    expect(done.statusCode).toBe(200);
    return { testId: view.id as string, title: view.title as string, rows };
  }

  const due = async (user: TestUser) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/review/due', headers: as(user) });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const summary = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/review/summary', headers: as(user) })).json();
  const answer = (user: TestUser, cardId: string, body: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/review/cards/${cardId}/answer`,
      headers: as(user),
      payload: body,
    });
  const bookmark = (user: TestUser, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/review/cards', headers: as(user), payload: body });
  const keyOf = async (cardId: string) =>
    (
      await db()
        .selectFrom('review_cards')
        .select('correct_answer')
        .where('id', '=', cardId)
        .executeTakeFirstOrThrow()
    ).correct_answer;

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/review/due' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/review/summary' })).statusCode).toBe(
      401,
    );
  });

  it('a practice test: each wrong answer becomes a due card; right and blank answers do not; no answer is sent', async () => {
    const user = await signUp(t.app);
    const { rows, title } = await takeTest(user, 6, 3);
    const list = await due(user);
    expect(list.dueCount).toBe(3);
    expect(list.cards).toHaveLength(3);
    expect(list.cards.map((c: { question: string }) => c.question).sort()).toEqual(
      rows
        .slice(6, 9)
        .map((r) => r.question)
        .sort(),
    );
    for (const card of list.cards) {
      expect(card).toMatchObject({ source: title, reason: 'mistake', reps: 0 });
      expect(card.options.map((o: { key: string }) => o.key).sort()).toEqual(['A', 'B', 'C', 'D']);
    }
    // The key and the explanation stay on the server until the card is answered.
    expect(JSON.stringify(list)).not.toMatch(/correct|explanation/i);
    expect(await summary(user)).toEqual({ dueCount: 3, total: 3 });
  });

  it('the same question got wrong again (in any test or level) stays one card, with its schedule', async () => {
    const user = await signUp(t.app);
    const deps = { db: db(), bus: t.app.bus, log: t.app.log };
    const mcq = {
      question: 'What does `git init` do?',
      options: { A: 'Creates a repository', B: 'Clones', C: 'Commits', D: 'Pushes' },
      correct: 'A' as const,
      explanation: 'It creates .git.',
    };
    await queueMistakes(deps, user.id, 'Git MCQ Test', [mcq]);
    const [card] = (await due(user)).cards;
    expect((await answer(user, card.id, { answer: 'B' })).statusCode).toBe(200);
    await queueMistakes(deps, user.id, 'Git: Basics', [
      mcq,
      { ...mcq, question: 'Another question' },
    ]);
    const rows = await db()
      .selectFrom('review_cards')
      .select(['id', 'source', 'reps'])
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toEqual({ id: card.id, source: 'Git MCQ Test', reps: 1 });
    expect((await due(user)).cards.map((c: { question: string }) => c.question)).toEqual([
      'Another question',
    ]);
  });

  it('a course level: each wrong answer becomes a card named after the level', async () => {
    const user = await signUp(t.app);
    const { attempt, questions: qs } = await startMcqAttempt(t, user, levelUrl);
    const answers = Object.fromEntries(
      qs.map((q, i) => [q.id, i < 2 ? wrongOf(q.correct) : q.correct]),
    );
    const res = await submitAttempt(t.app, user, levelUrl, attempt.id, { answers });
    expect(res.statusCode).toBe(200);
    const list = await due(user);
    expect(list.cards.map((c: { question: string }) => c.question).sort()).toEqual(
      qs
        .slice(0, 2)
        .map((q) => q.question)
        .sort(),
    );
    expect(list.cards[0].source).toBe(`${course.title}: ${level.title}`);
  });

  it('answering: right moves the card days away, wrong brings it back tomorrow; a second answer is refused', async () => {
    const user = await signUp(t.app);
    await takeTest(user, 8, 2, 'Git & Version Control');
    const [first, second] = (await due(user)).cards;
    const before = Date.now();

    const rightRes = await answer(user, first.id, { answer: await keyOf(first.id) });
    expect(rightRes.statusCode).toBe(200);
    const right = rightRes.json();
    expect(right).toMatchObject({
      correct: true,
      correctAnswer: await keyOf(first.id),
      dueCount: 1,
    });
    expect(right.explanation.length).toBeGreaterThan(0);
    expect(Date.parse(right.nextDue) - before).toBeGreaterThan(1.5 * DAY);
    expect(right.intervalDays).toBeGreaterThanOrEqual(2);

    const wrongRes = await answer(user, second.id, { answer: wrongOf(await keyOf(second.id)) });
    const wrong = wrongRes.json();
    expect(wrong).toMatchObject({
      correct: false,
      correctAnswer: await keyOf(second.id),
      intervalDays: 1,
      dueCount: 0,
    });
    expect(Date.parse(wrong.nextDue)).toBeGreaterThan(before);
    expect(Date.parse(wrong.nextDue) - before).toBeLessThanOrEqual(DAY + 60_000);
    expect(Date.parse(wrong.nextDue)).toBeLessThan(Date.parse(right.nextDue));

    expect((await due(user)).cards).toEqual([]);
    const again = await answer(user, first.id, { answer: 'A' });
    expect(again.statusCode).toBe(409);
    const stored = await db()
      .selectFrom('review_cards')
      .select(['reps', 'lapses', 'state'])
      .where('id', '=', second.id)
      .executeTakeFirstOrThrow();
    expect(stored.reps).toBe(1);

    // Due again tomorrow: once that time comes, a right answer moves it out further than a day.
    await db()
      .updateTable('review_cards')
      .set({ due: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', second.id)
      .execute();
    expect((await due(user)).cards.map((c: { id: string }) => c.id)).toEqual([second.id]);
    const later = (await answer(user, second.id, { answer: await keyOf(second.id) })).json();
    expect(later.correct).toBe(true);
    expect(Date.parse(later.nextDue) - Date.now()).toBeGreaterThan(DAY);
  });

  it("another learner can neither see nor answer nor bookmark someone else's questions (404)", async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const { testId, rows } = await takeTest(alice, 9, 1, 'Python Basics');
    const [card] = (await due(alice)).cards;
    expect((await due(bob)).cards).toEqual([]);
    expect(await summary(bob)).toEqual({ dueCount: 0, total: 0 });
    const stolen = await answer(bob, card.id, { answer: 'A' });
    expect(stolen.statusCode).toBe(404);
    expect(stolen.body).not.toMatch(/explanation|correctAnswer/);
    expect(
      (await bookmark(bob, { source: 'test', testId, questionId: rows[0]!.id })).statusCode,
    ).toBe(404);
    // Alice's card is untouched.
    expect((await due(alice)).cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
  });

  it('"Review later" adds a question of a graded test or level once; repeated, it answers the same card', async () => {
    const user = await signUp(t.app);
    const { testId, rows } = await takeTest(user, 10, 0, 'React.js');
    expect((await summary(user)).total).toBe(0);
    const body = { source: 'test', testId, questionId: rows[0]!.id };
    const first = await bookmark(user, body);
    expect(first.statusCode).toBe(201);
    expect(first.json().created).toBe(true);
    const second = await bookmark(user, body);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ id: first.json().id, created: false });
    const list = await due(user);
    expect(list.cards).toHaveLength(1);
    expect(list.cards[0]).toMatchObject({
      id: first.json().id,
      reason: 'bookmark',
      question: rows[0]!.question,
    });

    const { attempt, questions: qs } = await startMcqAttempt(t, user, levelUrl);
    // Not graded yet: the key must not be reachable through a bookmark.
    expect(
      (await bookmark(user, { source: 'level', attemptId: attempt.id, questionId: qs[0]!.id }))
        .statusCode,
    ).toBe(404);
    await submitAttempt(t.app, user, levelUrl, attempt.id, {
      answers: Object.fromEntries(qs.map((q) => [q.id, q.correct])),
    });
    const level1 = await bookmark(user, {
      source: 'level',
      attemptId: attempt.id,
      questionId: qs[0]!.id,
    });
    expect(level1.statusCode).toBe(201);
    expect(
      (
        await bookmark(user, { source: 'level', attemptId: attempt.id, questionId: qs[0]!.id })
      ).json(),
    ).toEqual({ id: level1.json().id, created: false });
    expect(await summary(user)).toEqual({ dueCount: 2, total: 2 });
  });

  it('an open test cannot be bookmarked from (its key is still secret)', async () => {
    const user = await signUp(t.app);
    const view = await openTest(t.app, user, {
      type: 'mcq',
      topic: 'Algorithms',
      difficulty: 'easy',
    });
    const q = await db()
      .selectFrom('questions')
      .select('id')
      .where('test_id', '=', view.id)
      .executeTakeFirstOrThrow();
    expect(
      (await bookmark(user, { source: 'test', testId: view.id, questionId: q.id })).statusCode,
    ).toBe(404);
  });

  it('validates inputs', async () => {
    const user = await signUp(t.app);
    await takeTest(user, 9, 1, 'HTML & CSS');
    const [card] = (await due(user)).cards;
    for (const body of [
      { answer: 'E' },
      { answer: '' },
      {},
      { answer: 'A', extra: 1 },
      { answer: ['A'] },
    ]) {
      expect((await answer(user, card.id, body)).statusCode).toBe(400);
    }
    expect((await answer(user, 'x'.repeat(65), { answer: 'A' })).statusCode).toBe(400);
    for (const body of [
      {},
      { source: 'course', testId: 'a', questionId: 'b' },
      { source: 'test', testId: '', questionId: 'b' },
      { source: 'test', testId: 'x'.repeat(65), questionId: 'b' },
      { source: 'level', testId: 'a', questionId: 'b' },
      { source: 'test', testId: 'a\u0000b', questionId: 'b' },
    ]) {
      expect((await bookmark(user, body)).statusCode).toBe(400);
    }
    // Nothing was answered by the refused requests.
    expect((await due(user)).cards.map((c: { id: string }) => c.id)).toEqual([card.id]);
  });
});
