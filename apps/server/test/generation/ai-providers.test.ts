import { afterEach, describe, expect, it } from 'vitest';
import { BANK_FALLBACK_NOTICE } from '../../src/modules/generation/generation.service';
import { as, createTestApp, signUp, type TestApp } from '../helpers/test-app';
import { fakeGemini, fakeOpenAi, mcqSet, type FakeProvider } from './fake-providers';

const open: Array<TestApp | FakeProvider> = [];
afterEach(async () => {
  for (const x of open.splice(0)) await x.close();
});

async function appWith(env: Record<string, string>) {
  const t = await createTestApp('sqlite', env);
  open.push(t);
  return { t, user: await signUp(t.app) };
}

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
  it('valid output becomes the test, stripped of markdown emphasis', async () => {
    const server = await fake([{ text: mcqSet() }]);
    open.push(server);
    const { t, user } = await appWith({ ...env(server.baseUrl), AI_TIMEOUT_MS: '5000' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tests',
      headers: as(user),
      payload: { type: 'mcq', topic: 'JavaScript', difficulty: 'easy' },
    });
    expect(res.statusCode).toBe(200);
    const view = res.json();
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
    const server = await fake([
      { text: 'Sorry, here are your questions: none' },
      { text: mcqSet() },
    ]);
    open.push(server);
    const { t, user } = await appWith({ ...env(server.baseUrl), AI_TIMEOUT_MS: '5000' });
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'mcq', topic: 'JavaScript', difficulty: 'easy' },
      })
    ).json();
    expect(view.notice).toBeNull();
    expect(view.source).not.toBe('bank');
    expect(server.calls).toBe(2);
  });

  it('a timeout falls back to the bank, and the page is told', async () => {
    const server = await fake([{ delayMs: 4000, text: mcqSet() }]);
    open.push(server);
    const { t, user } = await appWith({ ...env(server.baseUrl), AI_TIMEOUT_MS: '1000' });
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'mcq', topic: 'JavaScript Fundamentals', difficulty: 'easy' },
      })
    ).json();
    expect(view.source).toBe('bank');
    expect(view.notice).toBe(BANK_FALLBACK_NOTICE);
    expect(view.questions).toHaveLength(10);
  });

  it('a 500 from the provider falls back to the bank', async () => {
    const server = await fake([{ status: 500 }]);
    open.push(server);
    const { t, user } = await appWith({ ...env(server.baseUrl), AI_TIMEOUT_MS: '5000' });
    const view = (
      await t.app.inject({
        method: 'POST',
        url: '/api/tests',
        headers: as(user),
        payload: { type: 'pseudocode', topic: 'Algorithms', difficulty: 'hard' },
      })
    ).json();
    expect(view.source).toBe('bank');
    expect(view.notice).toBe(BANK_FALLBACK_NOTICE);
  });

  it('with AI_FALLBACK=none a failure reaches the learner as the spec alert', async () => {
    const server = await fake([{ status: 500 }]);
    open.push(server);
    const { t, user } = await appWith({
      ...env(server.baseUrl),
      AI_TIMEOUT_MS: '5000',
      AI_FALLBACK: 'none',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/tests',
      headers: as(user),
      payload: { type: 'mcq', topic: 'JavaScript', difficulty: 'easy' },
    });
    expect(res.statusCode).toBe(502);
    expect(res.json().error.message).toBe('Failed to generate questions. Please try again.');
  });
});
