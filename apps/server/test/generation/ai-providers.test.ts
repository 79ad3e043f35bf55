import { afterEach, describe, expect, it } from 'vitest';
import { BANK_FALLBACK_NOTICE } from '../../src/modules/generation/generation.service';
import { createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { postTest, type NewTest } from '../helpers/tests-api';
import { fakeGemini, fakeOpenAi, mcqSet, type FakeProvider, type Reply } from './fake-providers';

const open: Array<TestApp | FakeProvider> = [];
afterEach(async () => {
  for (const x of open.splice(0)) await x.close();
});

const providers = [
  [
    'Gemini',
    fakeGemini,
    (url: string) => ({ AI_PROVIDER: 'gemini', GEMINI_API_KEY: 'test-key', GEMINI_BASE_URL: url }),
  ],
  [
    'OpenAI-compatible',
    fakeOpenAi,
    (url: string) => ({
      AI_PROVIDER: 'openai-compatible',
      OPENAI_BASE_URL: url,
      OPENAI_API_KEY: 'test-key',
      AI_MODEL: 'fake',
    }),
  ],
] as const;

describe.each(providers)('%s provider (local fake server)', (_name, fake, env) => {
  /**
   * A fake provider with these replies, and an app on it with a learner who asks for a test: the
   * response and the fake server.
   */
  async function askForTest(
    replies: Reply[],
    aiEnv: Record<string, string>,
    body: NewTest = { type: 'mcq', topic: 'JavaScript', difficulty: 'easy' },
  ) {
    const server = await fake(replies);
    open.push(server);
    const t = await createTestApp('sqlite', { ...env(server.baseUrl), ...aiEnv });
    open.push(t);
    const res = await postTest(t.app, await signUp(t.app), body);
    return { res, view: res.json(), server };
  }

  it('valid output becomes the test, stripped of markdown emphasis', async () => {
    const { res, view, server } = await askForTest([{ text: mcqSet() }], { AI_TIMEOUT_MS: '5000' });
    expect(res.statusCode).toBe(200);
    expect(view.source).not.toBe('bank');
    expect(view.notice).toBeNull();
    expect(view.questions).toHaveLength(10);
    expect(view.questions[0].question).toBe(
      'Question 1: which keyword declares a constant in JavaScript?',
    );
    expect(view.questions[0].options.C).toBe('const');
    expect(res.body).not.toContain('correct_answer');
    expect(server.calls).toBe(1);
  });

  it('invalid output is retried once, then the valid output is used', async () => {
    const { view, server } = await askForTest(
      [{ text: 'Sorry, here are your questions: none' }, { text: mcqSet() }],
      { AI_TIMEOUT_MS: '5000' },
    );
    expect(view.notice).toBeNull();
    expect(view.source).not.toBe('bank');
    expect(server.calls).toBe(2);
  });

  it('a timeout falls back to the bank, and the page is told', async () => {
    const { view } = await askForTest(
      [{ delayMs: 4000, text: mcqSet() }],
      { AI_TIMEOUT_MS: '1000' },
      { type: 'mcq', topic: 'JavaScript Fundamentals', difficulty: 'easy' },
    );
    expect(view.source).toBe('bank');
    expect(view.notice).toBe(BANK_FALLBACK_NOTICE);
    expect(view.questions).toHaveLength(10);
  });

  it('a 500 from the provider falls back to the bank', async () => {
    const { view } = await askForTest(
      [{ status: 500 }],
      { AI_TIMEOUT_MS: '5000' },
      { type: 'pseudocode', topic: 'Algorithms', difficulty: 'hard' },
    );
    expect(view.source).toBe('bank');
    expect(view.notice).toBe(BANK_FALLBACK_NOTICE);
  });

  it('with AI_FALLBACK=none a failure reaches the learner as the spec alert', async () => {
    const { res } = await askForTest([{ status: 500 }], {
      AI_TIMEOUT_MS: '5000',
      AI_FALLBACK: 'none',
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Failed to generate questions. Please try again.');
  });
});
