import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPayloadSchema } from '../../src/modules/generation/payload';
import { dialectsUnderTest } from '../helpers/databases';
import { as, createTestApp, signUp, type TestApp, type TestUser } from '../helpers/test-app';

const dialects = await dialectsUnderTest();

async function problemOf(t: TestApp, testId: string) {
  const row = await t.database.handle.db
    .selectFrom('questions')
    .select(['id', 'payload'])
    .where('test_id', '=', testId)
    .executeTakeFirstOrThrow();
  return { questionId: row.id, payload: storedPayloadSchema.parse(JSON.parse(row.payload)) };
}

describe.each(dialects)('code grading in the sandbox on %s', (dialect) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  it('a correct coding solution passes every test; the result never shows hidden inputs', async () => {
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'coding', topic: 'Python Basics', difficulty: 'easy' },
      })
    ).json();
    const { questionId, payload } = await problemOf(t, view.id);
    if (payload.kind !== 'coding') throw new Error('expected coding');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${view.id}/submit`,
      headers: as(user),
      payload: {
        questionId,
        answer: {
          language: payload.problem.reference.language,
          source: payload.problem.reference.source,
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const graded = res.json();
    expect(graded).toMatchObject({
      status: 'completed',
      score: 100,
      result: { kind: 'coding', passed: true, score: 100, compileOutput: null },
    });
    for (const row of graded.result.testResults) {
      expect(row.verdict).toBe('Accepted');
      // Hidden rows never carry the input, the expected or the actual output; a generated test
      // (the judge's) says its size in a note.
      if (row.hidden)
        expect(['hidden', 'index', 'note', 'passed', 'verdict']).toEqual(
          expect.arrayContaining(Object.keys(row)),
        );
    }
  });

  it('a wrong program scores the share of tests passed, with verdicts per test', async () => {
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'coding', topic: 'SQL Fundamentals', difficulty: 'easy' },
      })
    ).json();
    const { questionId } = await problemOf(t, view.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${view.id}/submit`,
      headers: as(user),
      payload: { questionId, answer: { language: 'python3', source: 'print("nothing useful")' } },
    });
    const graded = res.json();
    expect(graded.result.passed).toBe(false);
    expect(graded.score).toBe(
      Math.round(
        (100 * graded.result.testResults.filter((r: { passed: boolean }) => r.passed).length) /
          graded.result.testResults.length,
      ),
    );
    const visibleFail = graded.result.testResults.find(
      (r: { hidden: boolean; passed: boolean }) => !r.hidden && !r.passed,
    );
    expect(visibleFail).toMatchObject({ verdict: 'Wrong Answer', actual: 'nothing useful\n' });
  });

  it('a compile error is reported with the compiler message and nothing is lost', async () => {
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'coding', topic: 'Git & Version Control', difficulty: 'easy' },
      })
    ).json();
    const { questionId } = await problemOf(t, view.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${view.id}/submit`,
      headers: as(user),
      payload: { questionId, answer: { language: 'c', source: 'int main( { return 0; }' } },
    });
    const graded = res.json();
    expect(graded.score).toBe(0);
    expect(graded.result.compileOutput).toMatch(/error/);
    expect(
      graded.result.testResults.every(
        (r: { verdict: string }) => r.verdict === 'Compilation Error',
      ),
    ).toBe(true);
  });

  it(
    'debug: the fixed program finds every bug; the buggy one does not',
    { timeout: 180_000 },
    async () => {
      const view = (
        await t.app.inject({
          method: 'POST',
          url: '/api/tests',
          headers: as(user),
          payload: { type: 'debug', topic: 'General Programming', difficulty: 'easy' },
        })
      ).json();
      const { questionId, payload } = await problemOf(t, view.id);
      if (payload.kind !== 'debug') throw new Error('expected debug');
      const fixed = (
        await t.app.inject({
          method: 'POST',
          url: `/api/tests/${view.id}/submit`,
          headers: as(user),
          payload: {
            questionId,
            answer: { language: payload.problem.language, source: payload.problem.fixedCode },
          },
        })
      ).json();
      expect(fixed.result).toMatchObject({
        kind: 'debug',
        passed: true,
        score: 100,
        bugsFound: { found: payload.problem.bugs.length, total: payload.problem.bugs.length },
      });

      const again = (
        await t.app.inject({
          method: 'POST',
          url: '/api/tests',
          headers: as(user),
          payload: { type: 'debug', topic: 'General Programming', difficulty: 'easy' },
        })
      ).json();
      const second = await problemOf(t, again.id);
      if (second.payload.kind !== 'debug') throw new Error('expected debug');
      const buggy = (
        await t.app.inject({
          method: 'POST',
          url: `/api/tests/${again.id}/submit`,
          headers: as(user),
          payload: {
            questionId: second.questionId,
            answer: {
              language: second.payload.problem.language,
              source: second.payload.problem.buggyCode,
            },
          },
        })
      ).json();
      expect(buggy.result.passed).toBe(false);
      expect(buggy.result.bugsFound.found).toBeLessThan(buggy.result.bugsFound.total);
    },
  );

  it('empty code is refused with the spec message and the test stays open', async () => {
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'coding', topic: 'Python Basics', difficulty: 'medium' },
      })
    ).json();
    const { questionId } = await problemOf(t, view.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/tests/${view.id}/submit`,
      headers: as(user),
      payload: { questionId, answer: { language: 'python3', source: '   ' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please write some code before submitting!');
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/tests/${view.id}`, headers: as(user) })
    ).json();
    expect(after.status).toBe('in_progress');
  });

  it('POST /api/run runs one input for the Run button', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/run',
      headers: as(user),
      payload: { language: 'python3', source: 'print(input()[::-1])', stdin: 'abc\n' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      compile: { ok: true },
      run: { verdict: 'Accepted', stdout: 'cba\n' },
    });
  });
});
