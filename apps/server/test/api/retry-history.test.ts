import { describe, expect, it } from 'vitest';
import { HIDDEN_INPUT_SHOWN_MAX_CHARS } from '@app/shared/constants';
import { trimNodeInternalFrames } from '../../src/modules/runner/node-stack';
import { dialectsUnderTest } from '../helpers/databases';
import { as, useLearner, useTestApp, type TestUser } from '../helpers/test-app';
import { postTest, problemOf, submitAnswer, type NewTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();

type Row = { index: number; hidden: boolean; passed: boolean; verdict: string; input?: string };

describe.each(dialects)('retry a problem and its history on %s', (dialect) => {
  const t = useTestApp(dialect);
  const owner = useLearner(t);
  const stranger = useLearner(t);

  async function start(user: TestUser, type: NewTest['type'], topic: string) {
    const res = await postTest(t.app, user, { type, topic, difficulty: 'easy' });
    expect(res.statusCode).toBe(200);
    return res.json<{ id: string; title: string }>();
  }

  async function submit(
    user: TestUser,
    testId: string,
    answer: { language: string; source: string },
  ) {
    const { questionId } = await problemOf(t, testId);
    const res = await submitAnswer(t.app, user, testId, questionId, answer);
    expect(res.statusCode).toBe(200);
    return res.json<{ score: number; result: { testResults: Row[] } }>();
  }

  function retry(user: TestUser, testId: string) {
    return t.app.inject({ method: 'POST', url: `/api/tests/${testId}/retry`, headers: as(user) });
  }

  function history(user: TestUser, testId: string) {
    return t.app.inject({ method: 'GET', url: `/api/tests/${testId}/history`, headers: as(user) });
  }

  it('a failed submit shows the first failing hidden test with its small input, then retries the same problem; the history keeps both', async () => {
    const first = await start(owner, 'coding', 'Python Basics');
    // Not graded yet: no retry and no history of an open test's result.
    expect((await retry(owner, first.id)).statusCode).toBe(409);
    const { payload } = await problemOf(t, first.id);
    if (payload.kind !== 'coding') throw new Error('expected a coding problem');

    const graded = await submit(owner, first.id, {
      language: 'python3',
      source: 'print("nothing useful")',
    });
    const hiddenRows = graded.result.testResults.filter((r) => r.hidden);
    const withInput = hiddenRows.filter((r) => r.input !== undefined);
    const firstFailing = hiddenRows.find((r) => !r.passed);
    // Hand-written hidden tests come first; generated (judge) ones never carry their input.
    const hand = payload.problem.testCases;
    expect(withInput.length).toBeLessThanOrEqual(1);
    if (
      firstFailing &&
      firstFailing.index < hand.length &&
      (hand[firstFailing.index]?.input.length ?? 0) <= HIDDEN_INPUT_SHOWN_MAX_CHARS
    ) {
      expect(withInput).toEqual([firstFailing]);
      expect(firstFailing.input).toBe(hand[firstFailing.index]?.input);
    } else {
      expect(withInput).toEqual([]);
    }
    for (const row of withInput) expect(row.index).toBeLessThan(hand.length);

    const retried = await retry(owner, first.id);
    expect(retried.statusCode).toBe(200);
    const second = retried.json<{
      id: string;
      title: string;
      status: string;
      result: unknown;
      questions: Array<{ problem: { title: string } }>;
    }>();
    expect(second.id).not.toBe(first.id);
    expect(second).toMatchObject({ title: first.title, status: 'in_progress', result: null });
    expect(second.questions[0]?.problem.title).toBe(payload.problem.title);
    // The new test's hidden tests stay hidden before grading.
    expect(retried.body).not.toMatch(/"hidden"|"reference"/);

    await submit(owner, second.id, {
      language: payload.problem.reference.language,
      source: payload.problem.reference.source,
    });
    const both = await history(owner, second.id);
    expect(both.statusCode).toBe(200);
    const items = both.json<{
      items: Array<{
        testId: string;
        language: string | null;
        score: number;
        maxScore: number;
        passed: boolean;
      }>;
    }>().items;
    expect(items.map((i) => i.testId)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({
      language: payload.problem.reference.language,
      score: 100,
      maxScore: 100,
      passed: true,
    });
    expect(items[1]).toMatchObject({ language: 'python3', score: graded.score, passed: false });
    // The same history from either test.
    const fromFirst = await history(owner, first.id);
    expect(fromFirst.json<{ items: unknown[] }>().items).toHaveLength(2);
  });

  it("another learner can neither retry nor read the history of someone's test", async () => {
    const mine = await start(owner, 'debug', 'General Programming');
    const { payload } = await problemOf(t, mine.id);
    if (payload.kind !== 'debug') throw new Error('expected a debug problem');
    // In the language of the code it gives (a debug fix in another language is refused).
    await submit(owner, mine.id, { language: payload.problem.language, source: 'print(1)' });
    expect((await retry(stranger, mine.id)).statusCode).toBe(404);
    expect((await history(stranger, mine.id)).statusCode).toBe(404);
    // The stranger's own attempt at the same problem never shows in the owner's history.
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/tests/${mine.id}/history` });
    expect(anonymous.statusCode).toBe(401);
    const own = await history(owner, mine.id);
    expect(own.json<{ items: Array<{ testId: string }> }>().items.map((i) => i.testId)).toEqual([
      mine.id,
    ]);
  });

  it('refuses an MCQ test and a malformed id', async () => {
    const mcq = await start(owner, 'mcq', 'SQL Fundamentals');
    expect((await retry(owner, mcq.id)).statusCode).toBe(400);
    expect((await retry(owner, 'x'.repeat(65))).statusCode).toBe(400);
  });
});

describe('JavaScript errors of the Run button', () => {
  it("drop Node's internal stack frames and keep the learner's", () => {
    const stderr = [
      '/box/main.js:3',
      "    throw new Error('boom');",
      '    ^',
      '',
      'Error: boom',
      '    at Object.<anonymous> (/box/main.js:3:11)',
      '    at Module._compile (node:internal/modules/cjs/loader:1554:14)',
      '    at node:internal/main/run_main_module:36:49',
      '',
      'Node.js v24.11.0',
    ].join('\n');
    const trimmed = trimNodeInternalFrames(stderr);
    expect(trimmed).toContain('at Object.<anonymous> (/box/main.js:3:11)');
    expect(trimmed).not.toMatch(/node:internal/);
    expect(trimmed).toContain('Node.js v24.11.0');
  });
});
