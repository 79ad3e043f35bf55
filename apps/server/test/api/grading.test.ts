import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, useLearner, useTestApp } from '../helpers/test-app';
import { startCodingTest, startTest, submitAnswer } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

describe.each(dialects)('code grading in the sandbox on %s', (dialect) => {
  const t = useTestApp(dialect);
  const user = useLearner(t);

  it('a correct coding solution passes every test; the result never shows hidden inputs', async () => {
    const { testId, questionId, reference } = await startCodingTest(t, user);
    const res = await submitAnswer(t.app, user, testId, questionId, reference);
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

  /** A coding test on the topic, answered with the program: the graded test. */
  async function gradeCoding(topic: string, answer: { language: string; source: string }) {
    const { testId, questionId } = await startTest(t, user, {
      type: 'coding',
      topic,
      difficulty: 'easy',
    });
    return (await submitAnswer(t.app, user, testId, questionId, answer)).json();
  }

  it('a wrong program scores the share of tests passed, with verdicts per test', async () => {
    const graded = await gradeCoding('SQL Fundamentals', {
      language: 'python3',
      source: 'print("nothing useful")',
    });
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
    const graded = await gradeCoding('Git & Version Control', {
      language: 'c',
      source: 'int main( { return 0; }',
    });
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
      /** A debug test answered with the fixed or the buggy program: the result and the bug count. */
      const gradeDebug = async (code: 'fixedCode' | 'buggyCode') => {
        const { testId, questionId, payload } = await startTest(t, user, {
          type: 'debug',
          topic: 'General Programming',
          difficulty: 'easy',
        });
        if (payload.kind !== 'debug') throw new Error('expected debug');
        const { language, bugs } = payload.problem;
        const answer = { language, source: payload.problem[code] };
        const graded = (await submitAnswer(t.app, user, testId, questionId, answer)).json();
        return { result: graded.result, bugs: bugs.length };
      };
      const fixed = await gradeDebug('fixedCode');
      expect(fixed.result).toMatchObject({
        kind: 'debug',
        passed: true,
        score: 100,
        bugsFound: { found: fixed.bugs, total: fixed.bugs },
      });

      const buggy = await gradeDebug('buggyCode');
      expect(buggy.result.passed).toBe(false);
      expect(buggy.result.bugsFound.found).toBeLessThan(buggy.result.bugsFound.total);
    },
  );

  it('empty code is refused with the spec message and the test stays open', async () => {
    const { testId, questionId } = await startTest(t, user, {
      type: 'coding',
      topic: 'Python Basics',
      difficulty: 'medium',
    });
    const res = await submitAnswer(t.app, user, testId, questionId, {
      language: 'python3',
      source: '   ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Please write some code before submitting!');
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/tests/${testId}`, headers: as(user) })
    ).json();
    expect(after.status).toBe('in_progress');
  });

  it('a debug fix in another language than the code given is refused, naming it; nothing is kept', async () => {
    const { testId, questionId, payload } = await startTest(t, user, {
      type: 'debug',
      topic: 'General Programming',
      difficulty: 'easy',
    });
    if (payload.kind !== 'debug') throw new Error('expected debug');
    const other = payload.problem.language === 'rust' ? 'go' : 'rust';
    const res = await submitAnswer(t.app, user, testId, questionId, {
      language: other,
      source: payload.problem.fixedCode,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(
      /^This debug challenge is in [A-Za-z+#0-9 ]+: fix its code in [A-Za-z+#0-9 ]+, not (Rust|Go)\.$/,
    );
    const after = (
      await t.app.inject({ method: 'GET', url: `/api/tests/${testId}`, headers: as(user) })
    ).json();
    expect(after.status).toBe('in_progress');
    expect(after.questions[0].userAnswer).toBeNull();
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
