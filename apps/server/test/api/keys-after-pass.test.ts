/**
 * The keys of missed questions stay hidden until the test or level is passed (decision 047): a
 * learner who fails, reads the key and retries would otherwise pass questions drawn again from the
 * same small pool without knowing them. Checked on every way a key could come out: the result,
 * a later read of it, the account export, "Review later" and the review queue.
 */
import { describe, expect, it } from 'vitest';
import { COURSES } from '@app/content/catalogue';
import { dialectsUnderTest } from '../helpers/databases';
import { attemptsUrl, startMcqAttempt, submitAttempt } from '../helpers/levels-api';
import { as, signUp, useTestApp, type TestUser } from '../helpers/test-app';
import { putAnswer, startMcqTest, submitTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

const course = COURSES.find((c) => c.chapters[0]?.testType === 'mcq');
if (!course?.chapters[0]) throw new Error('no course whose first level is an MCQ level');
const levelUrl = attemptsUrl(course.id, course.chapters[0].id);

const wrongOf = (letter: string) => (letter === 'A' ? 'B' : 'A');

describe.each(dialects)('keys after a pass on %s', (dialect) => {
  const t = useTestApp(dialect);

  const get = (user: TestUser, url: string) =>
    t.app.inject({ method: 'GET', url, headers: as(user) });
  const bookmark = (user: TestUser, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/review/cards', headers: as(user), payload });
  /** The questions of the learner's review cards due now. */
  const dueQuestions = async (user: TestUser): Promise<string[]> =>
    (await get(user, '/api/review/due')).json().cards.map((c: { question: string }) => c.question);

  /** A practice MCQ test answered `right` of 10 right: its view after grading and its stored keys. */
  async function practiceTest(user: TestUser, right: number) {
    const { view, questions } = await startMcqTest(t, user, 'Git');
    for (const [i, q] of questions.entries())
      await putAnswer(t.app, user, view.id, q.id, {
        answer: i < right ? q.correct_answer : wrongOf(q.correct_answer),
      });
    const graded = (await submitTest(t.app, user, view.id)).json();
    const rows = await t.database.handle.db
      .selectFrom('questions')
      .select(['id', 'explanation'])
      .where('test_id', '=', view.id)
      .execute();
    const explanationOf = new Map(rows.map((r) => [r.id, r.explanation]));
    return {
      graded,
      questions: questions.map((q) => ({ ...q, explanation: explanationOf.get(q.id) })),
    };
  }

  it('a failed practice test shows the keys of the right answers only, everywhere', async () => {
    const user = await signUp(t.app);
    const { graded, questions } = await practiceTest(user, 5);
    expect(graded).toMatchObject({ status: 'completed', score: 5 });
    const expected = questions.map((q, i) =>
      i < 5
        ? { correctAnswer: q.correct_answer, explanation: q.explanation, isCorrect: true }
        : { correctAnswer: null, explanation: null, isCorrect: false },
    );
    expect(graded.questions.map((q: { review: object }) => q.review)).toEqual(expected);
    const again = (await get(user, `/api/tests/${graded.id}`)).json();
    expect(again.questions.map((q: { review: object }) => q.review)).toEqual(expected);
    // The export says no more than the view.
    const exported = (await get(user, '/api/account/export')).json();
    const test = exported.tests.find((x: { id: string }) => x.id === graded.id);
    expect(
      test.questions.map((q: { correctAnswer: unknown; explanation: unknown }) => [
        q.correctAnswer,
        q.explanation,
      ]),
    ).toEqual(expected.map((r) => [r.correctAnswer, r.explanation]));
    // "Review later" on a missed question is refused; on a right one it works.
    const refused = await bookmark(user, {
      source: 'test',
      testId: graded.id,
      questionId: questions[7]?.id,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/Pass this test to review this question/);
    const kept = await bookmark(user, {
      source: 'test',
      testId: graded.id,
      questionId: questions[0]?.id,
    });
    expect(kept.statusCode).toBe(201);
    // The missed questions did not enter the review queue either (a card shows its key).
    expect(await dueQuestions(user)).toEqual([questions[0]?.question]);
  });

  it('a passed practice test shows every key and queues its mistakes for review', async () => {
    const user = await signUp(t.app);
    const { graded, questions } = await practiceTest(user, 8);
    expect(graded.score).toBe(8);
    expect(graded.questions.map((q: { review: object }) => q.review)).toEqual(
      questions.map((q, i) => ({
        correctAnswer: q.correct_answer,
        explanation: q.explanation,
        isCorrect: i < 8,
      })),
    );
    expect((await dueQuestions(user)).sort()).toEqual(
      [questions[8]?.question, questions[9]?.question].sort(),
    );
  });

  it('a failed level withholds the missed keys, on submit and later; a passed one shows them', async () => {
    const user = await signUp(t.app);
    const { attempt, questions } = await startMcqAttempt(t, user, levelUrl);
    const answers = Object.fromEntries(
      questions.map((q, i) => [q.id, i < 2 ? q.correct : wrongOf(q.correct)]),
    );
    const failed = (await submitAttempt(t.app, user, levelUrl, attempt.id, { answers })).json();
    expect(failed.result.passed).toBe(false);
    const expected = questions.map((q, i) =>
      i < 2
        ? {
            id: q.id,
            correctAnswer: q.correct,
            explanation: q.explanation,
            userAnswer: q.correct,
            isCorrect: true,
          }
        : {
            id: q.id,
            correctAnswer: null,
            explanation: null,
            userAnswer: wrongOf(q.correct),
            isCorrect: false,
          },
    );
    expect(failed.result.review).toEqual(expected);
    expect((await get(user, `${levelUrl}/${attempt.id}`)).json().result.review).toEqual(expected);
    const exported = (await get(user, '/api/account/export')).json();
    expect(
      exported.levelAttempts.find((a: { id: string }) => a.id === attempt.id).result.review,
    ).toEqual(expected);
    const refused = await bookmark(user, {
      source: 'level',
      attemptId: attempt.id,
      questionId: questions[4]?.id,
    });
    expect(refused.statusCode).toBe(409);

    const retry = await startMcqAttempt(t, user, levelUrl);
    const passAnswers = Object.fromEntries(
      retry.questions.map((q, i) => [q.id, i < 4 ? q.correct : wrongOf(q.correct)]),
    );
    const passed = (
      await submitAttempt(t.app, user, levelUrl, retry.attempt.id, { answers: passAnswers })
    ).json();
    expect(passed.result.passed).toBe(true);
    expect(passed.result.review.map((r: { correctAnswer: string }) => r.correctAnswer)).toEqual(
      retry.questions.map((q) => q.correct),
    );
  });
});
