import { describe, expect, it, vi } from 'vitest';
import { decodePayload } from '../../src/modules/generation/payload';
import { LATE_ANSWER_NOTICE } from '../../src/modules/tests/tests.service';
import { timeOrderedId } from '../../src/lib/time-ordered-id';
import { dialectsUnderTest } from '../helpers/databases';
import { as, signUp, useLearner, useTestApp, type TestApp } from '../helpers/test-app';
import {
  openTest,
  postTest,
  problemOf,
  putAnswer,
  startMcqTest,
  submitTest,
} from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

/** Every secret the stored payloads hold: answer letters' explanations, hidden tests, reference code, bug lists, rubrics. */
async function secretsOf(t: TestApp, testId: string): Promise<string[]> {
  const rows = await t.database.handle.db
    .selectFrom('questions')
    .select(['question', 'options', 'correct_answer', 'explanation', 'payload'])
    .where('test_id', '=', testId)
    .execute();
  const secrets: string[] = [];
  for (const row of rows) {
    const p = decodePayload(row);
    if (p.kind === 'mcq') secrets.push(p.mcq.explanation);
    if (p.kind === 'coding') {
      secrets.push(p.problem.reference.source);
      // Hidden outputs, unless the same text is public anyway (in the statement or a visible test).
      const pub = JSON.stringify([
        p.problem.description,
        p.problem.examples,
        p.problem.testCases.filter((x) => !x.hidden),
      ]);
      for (const tc of p.problem.testCases.filter((x) => x.hidden)) {
        const out = tc.expectedOutput.trim();
        if (out.length >= 6 && !pub.includes(JSON.stringify(out).slice(1, -1))) secrets.push(out);
      }
    }
    if (p.kind === 'debug') {
      secrets.push(p.problem.fixedCode);
      for (const b of p.problem.bugs) secrets.push(b.description);
    }
    if (p.kind === 'pseudocode' && p.problem.rubric) secrets.push(p.problem.rubric.modelAnswer);
  }
  return secrets;
}

describe.each(dialects)('tests API on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);

  /** Starts a test as the learner: its view. */
  const open = (type: string, topic: string, difficulty = 'easy') =>
    openTest(t.app, user, { type, topic, difficulty });

  it.each(['mcq', 'coding', 'debug', 'pseudocode'])(
    'creates a %s test without leaking answers',
    async (type) => {
      const res = await postTest(t.app, user, {
        type,
        topic: 'Python Basics',
        difficulty: 'medium',
      });
      expect(res.statusCode).toBe(200);
      const view = res.json();
      expect(view).toMatchObject({
        type,
        status: 'in_progress',
        score: 0,
        completedAt: null,
        result: null,
      });
      const suffix = {
        mcq: 'MCQ Test',
        coding: 'Coding Challenge',
        debug: 'Debug Challenge',
        pseudocode: 'Pseudocode Test',
      }[type];
      expect(view.title).toBe(`Python Basics - ${suffix}`);
      expect(view.maxScore).toBe(type === 'mcq' ? 10 : 100);
      expect(view.totalQuestions).toBe(type === 'mcq' ? 10 : 1);
      const body = res.body;
      for (const secret of await secretsOf(t, view.id))
        expect(body.includes(JSON.stringify(secret).slice(1, -1))).toBe(false);
      const keys =
        type === 'mcq'
          ? /"correct"|"correctAnswer"|"explanation"/
          : /"reference"|"fixedCode"|"bugs"|"rubric"|"modelAnswer"|"hidden"/;
      expect(body).not.toMatch(keys);
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/tests/${view.id}`,
        headers: as(user),
      });
      expect(again.body).not.toMatch(keys);
      // The start answers with the test as stored (built without reading it back): the same view.
      expect({ ...again.json(), serverNow: view.serverNow }).toEqual(view);
    },
  );

  it('MCQ: grades on the server, ignores forged scores, and is idempotent', async () => {
    const { view, questions: rows } = await startMcqTest(t, user, 'SQL Fundamentals');
    // Answer the first 7 correctly, the rest wrongly.
    for (const [i, q] of rows.entries()) {
      const wrong = q.correct_answer === 'A' ? 'B' : 'A';
      const res = await putAnswer(t.app, user, view.id, q.id, {
        answer: i < 7 ? q.correct_answer : wrong,
      });
      expect(res.statusCode).toBe(200);
    }
    const forged = await submitTest(t.app, user, view.id, { score: 10 });
    expect(forged.statusCode).toBe(400);
    const done = await submitTest(t.app, user, view.id);
    expect(done.statusCode).toBe(200);
    const graded = done.json();
    expect(graded).toMatchObject({
      status: 'completed',
      score: 7,
      result: { kind: 'mcq', correct: 7, wrong: 3, total: 10, percent: 70, passed: true },
    });
    expect(graded.questions[0].review.correctAnswer).toBe(rows[0]?.correct_answer);
    // A submit with no body at all (no content type: a plain `curl -X POST`) is the same submit.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${view.id}/submit`,
      headers: as(user),
    });
    expect(bare.statusCode).toBe(200);
    expect(bare.json().score).toBe(7);
    const twice = (await submitTest(t.app, user, view.id)).json();
    expect(twice.score).toBe(7);
    expect(twice.completedAt).toBe(graded.completedAt);
    const late = await putAnswer(t.app, user, view.id, rows[7]?.id, {
      answer: rows[7]?.correct_answer,
    });
    expect(late.statusCode).toBe(409);
  });

  it('MCQ questions stored whole in the payload (earlier builds) read and grade the same', async () => {
    const { view, questions: rows } = await startMcqTest(t, user, 'Data Structures');
    const db = t.database.handle.db;
    const stored = await db
      .selectFrom('questions')
      .selectAll()
      .where('test_id', '=', view.id)
      .orderBy('position')
      .execute();
    // New tests keep an MCQ in its row's columns only (decision 040).
    expect(stored.map((q) => q.payload)).toEqual(stored.map(() => '{"kind":"mcq"}'));
    // As an earlier build wrote them: the whole MCQ again in the payload.
    for (const q of stored) {
      const mcq = {
        question: q.question,
        options: JSON.parse(q.options),
        correct: q.correct_answer,
        explanation: q.explanation,
      };
      await db
        .updateTable('questions')
        .set({ payload: JSON.stringify({ kind: 'mcq', mcq }) })
        .where('id', '=', q.id)
        .execute();
    }
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tests/${view.id}`,
      headers: as(user),
    });
    expect({ ...again.json(), serverNow: view.serverNow }).toEqual(view);
    for (const [i, q] of rows.entries()) {
      const wrong = q.correct_answer === 'A' ? 'B' : 'A';
      await putAnswer(t.app, user, view.id, q.id, { answer: i < 4 ? q.correct_answer : wrong });
    }
    const graded = (await submitTest(t.app, user, view.id)).json();
    expect(graded).toMatchObject({ status: 'completed', score: 4 });
    // The submit answers with the test as stored: a later read gives the same view.
    const reread = await t.app.inject({
      method: 'GET',
      url: `/api/tests/${view.id}`,
      headers: as(user),
    });
    expect({ ...reread.json(), serverNow: graded.serverNow }).toEqual(graded);
    // Failed (4 of 10): the keys of the wrong answers stay hidden (decision 047).
    expect(graded.questions.map((q: { review: object }) => q.review)).toEqual(
      stored.map((q, i) =>
        i < 4
          ? { correctAnswer: q.correct_answer, explanation: q.explanation, isCorrect: true }
          : { correctAnswer: null, explanation: null, isCorrect: false },
      ),
    );
  });

  it('answers after the deadline do not count', async () => {
    const { view, questions: rows } = await startMcqTest(t, user, 'Git & Version Control');
    const first = rows[0];
    if (!first) throw new Error('no questions');
    await putAnswer(t.app, user, view.id, first.id, { answer: first.correct_answer });
    await t.database.handle.db
      .updateTable('tests')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', view.id)
      .execute();
    for (const q of rows.slice(1)) {
      const res = await putAnswer(t.app, user, view.id, q.id, { answer: q.correct_answer });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.code).toBe('DEADLINE_PASSED');
    }
    const done = (await submitTest(t.app, user, view.id)).json();
    expect(done.score).toBe(1);
    expect(done.notice).toBeNull();
  });

  it('a final answer sent with a late submit is not counted, and the result says so', async () => {
    const { view, questions: rows } = await startMcqTest(t, user, 'Git & Version Control');
    const [first, last] = [rows[0], rows.at(-1)];
    if (!first || !last) throw new Error('no questions');
    await putAnswer(t.app, user, view.id, first.id, { answer: first.correct_answer });
    await t.database.handle.db
      .updateTable('tests')
      .set({ deadline_at: new Date(Date.now() - 60_000).toISOString() })
      .where('id', '=', view.id)
      .execute();
    const res = await submitTest(t.app, user, view.id, {
      questionId: last.id,
      answer: { answer: last.correct_answer },
    });
    expect(res.statusCode).toBe(200);
    const done = res.json();
    expect(done).toMatchObject({ status: 'completed', score: 1, notice: LATE_ANSWER_NOTICE });
    // Kept with the result: the page says it again when reopened.
    const again = await t.app.inject({
      method: 'GET',
      url: `/api/tests/${view.id}`,
      headers: as(user),
    });
    expect(again.json().notice).toBe(LATE_ANSWER_NOTICE);
    expect({ ...again.json(), serverNow: done.serverNow }).toEqual(done);
  });

  it("another user's test is 404 for every route", async () => {
    const view = await open('mcq', 'React.js', 'hard');
    const mallory = await signUp(t.app, { name: 'Mallory' });
    const q = view.questions[0].id;
    for (const [method, url, payload] of [
      ['GET', `/api/tests/${view.id}`, undefined],
      ['PUT', `/api/tests/${view.id}/answers/${q}`, { answer: 'A' }],
      ['POST', `/api/tests/${view.id}/submit`, {}],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: as(mallory), payload });
      expect(res.statusCode).toBe(404);
    }
    // Stored nowhere: the owner's test is still open and unanswered.
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/tests/${view.id}`,
      headers: as(user),
    });
    expect(read.json().status).toBe('in_progress');
    expect(read.json().questions.map((q: { userAnswer: unknown }) => q.userAnswer)).toEqual(
      view.questions.map(() => null),
    );
  });

  it('an MCQ answer to a coding test is refused and stored nowhere', async () => {
    const view = await open('coding', 'Python Basics', 'hard');
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/tests/${view.id}/answers/${view.questions[0].id}`,
      headers: as(user),
      payload: { answer: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('A code answer is { language, source }.');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/tests/${view.id}`,
      headers: as(user),
    });
    expect(read.json().questions[0].userAnswer).toBeNull();
  });

  it("an answer for a question of another of the learner's tests is 404 and stored nowhere", async () => {
    const view = await open('mcq', 'React.js', 'easy');
    const other = await open('mcq', 'SQL', 'easy');
    const foreign = other.questions[0].id;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/tests/${view.id}/answers/${foreign}`,
      headers: as(user),
      payload: { answer: 'A' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Question not found in this test.');
    for (const id of [view.id, other.id]) {
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/tests/${id}`,
        headers: as(user),
      });
      expect(read.json().questions.map((q: { userAnswer: unknown }) => q.userAnswer)).toEqual(
        read.json().questions.map(() => null),
      );
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/tests/${timeOrderedId()}/answers/${foreign}`,
      headers: as(user),
      payload: { answer: 'A' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Test not found.');
  });

  it.each([
    [{ type: 'essay', topic: 'x', difficulty: 'easy' }, 'body.type'],
    [{ type: 'mcq', topic: '   ', difficulty: 'easy' }, 'body.topic'],
    [{ type: 'mcq', topic: 'x'.repeat(101), difficulty: 'easy' }, 'body.topic'],
    [{ type: 'mcq', topic: 'SQL', difficulty: 'insane' }, 'body.difficulty'],
  ])('refuses %o naming the field', async (body, path) => {
    const res = await postTest(t.app, user, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
  });

  it('a free-typed topic is matched to the bank and says which topic it used', async () => {
    // Offline tests on a free-typed topic draw from the whole pool (practice-topics.test.ts); a
    // topic nothing in the pool is about is matched to a bank topic, titled with it, and says so.
    const pooled = await open('pseudocode', 'binary search');
    expect(pooled).toMatchObject({ bankTopic: null, title: 'binary search - Pseudocode Test' });
    const view = await open('pseudocode', 'py qwxz');
    expect(view.bankTopic).toEqual({ id: 'python-basics', name: 'Python Basics', exact: false });
    expect(view).toMatchObject({
      title: 'Python Basics - Pseudocode Test',
      notice:
        'We have no pseudocode problem on py qwxz offline; this test is on Python Basics instead.',
    });
    const typed = await open('mcq', 'py basics');
    expect(typed).toMatchObject({ bankTopic: null, title: 'py basics - MCQ Test', notice: null });
    const exact = await open('mcq', 'Python Basics');
    expect(exact.bankTopic.exact).toBe(true);
  });

  it('a retake of the same topic and difficulty sees a different mix', async () => {
    const a = await open('mcq', 'Algorithms', 'medium');
    await submitTest(t.app, user, a.id);
    const b = await open('mcq', 'Algorithms', 'medium');
    const qa = new Set(a.questions.map((q: { question: string }) => q.question));
    const fresh = b.questions.filter((q: { question: string }) => !qa.has(q.question));
    expect(fresh.length).toBeGreaterThan(0);
  });

  it('pseudocode: blank is refused, a real answer is graded offline by the rubric', async () => {
    const view = await open('pseudocode', 'Data Structures');
    const qid = view.questions[0].id;
    const blank = await submitTest(t.app, user, view.id, {
      questionId: qid,
      answer: { text: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe(
      'Please write your pseudocode solution before submitting.',
    );
    const { questionId, payload: p } = await problemOf(t, view.id);
    expect(questionId).toBe(qid);
    if (p.kind !== 'pseudocode' || !p.problem.rubric)
      throw new Error('expected a bank pseudocode problem');
    const res = await submitTest(t.app, user, view.id, {
      questionId: qid,
      answer: { text: p.problem.rubric.modelAnswer },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      kind: 'pseudocode',
      passed: true,
      logicCorrect: true,
    });
    expect(res.json().result.score).toBeGreaterThanOrEqual(80);
  });
});

describe.runIf(dialects.includes('postgres'))('answers racing a submit on postgres', () => {
  const t = useTestApp('postgres');
  const user = useLearner(t);
  const open = (type: string, topic: string, difficulty = 'easy') =>
    openTest(t.app, user, { type, topic, difficulty });

  it('an answer waits for a submit claiming the test, and is then refused', async () => {
    const view = await open('mcq', 'Docker', 'easy');
    const pool = t.database.handle.pool;
    if (!pool) throw new Error('no pool');
    const claim = await pool.connect();
    try {
      await claim.query('begin');
      await claim.query("update tests set status = 'pending_result' where id = $1", [view.id]);
      const saving = putAnswer(t.app, user, view.id, view.questions[0].id, { answer: 'A' });
      // The save's write reads the test FOR SHARE: it waits for the claim's transaction.
      await vi.waitFor(
        async () => {
          const waiting = await pool.query(
            "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query like 'update \"questions\"%'",
          );
          expect(waiting.rowCount).toBe(1);
        },
        { timeout: 5000, interval: 20 },
      );
      await claim.query('commit');
      const res = await saving;
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('This test has already been submitted.');
    } finally {
      await claim.query('rollback').catch(() => undefined);
      claim.release();
    }
    const row = await t.database.handle.db
      .selectFrom('questions')
      .select('user_answer')
      .where('id', '=', view.questions[0].id)
      .executeTakeFirstOrThrow();
    expect(row.user_answer).toBeNull();
  });
});
