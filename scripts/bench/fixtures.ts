/** Learners and their tests for the benches, made the way the app makes them. */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  signUp,
  ORIGIN,
  type TestApp,
  type TestUser,
} from '../../apps/server/test/helpers/test-app';
import type { DbHandle } from '../../apps/server/src/db/create-db';
import { analyzed } from './analyzed';

/** Every cookie a browser would keep after signing in (the session token and, when enabled, the session cache). */
export async function browserCookies(app: FastifyInstance, user: TestUser): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email: user.email, password: user.password },
  });
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? raw : raw ? [raw] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

/** `n` new learners, signed in: each one's browser cookies. */
export async function signedInLearners(t: TestApp, n: number): Promise<string[]> {
  const cookies: string[] = [];
  // A few at once: password hashes run on worker threads of their own.
  while (cookies.length < n) {
    const batch = Math.min(4, n - cookies.length);
    const made = Array.from({ length: batch }, async () =>
      browserCookies(t.app, await signUp(t.app)),
    );
    cookies.push(...(await Promise.all(made)));
  }
  return cookies;
}

/** What sets one seeded test apart: its topic, difficulty, state and times. */
export interface SeedFields {
  topic: string;
  difficulty: string;
  status: 'completed' | 'in_progress';
  created_at: string;
  deadline_at: string;
  completed_at: string;
}

/** One a minute from 2025-01-01 on 500 topics; one in 20 still open, its time up. */
function oneAMinute(i: number): SeedFields {
  const at = new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
  return {
    topic: `Topic ${i % 500}`,
    difficulty: 'easy',
    status: i % 20 === 0 ? 'in_progress' : 'completed',
    created_at: at,
    deadline_at: at,
    completed_at: at,
  };
}

/** `n` MCQ tests of `user` from the bank, scored `i % 11` of 10, as `fields(i)` sets them apart. */
export async function seedTests(
  handle: DbHandle,
  user: TestUser,
  n: number,
  fields: (i: number) => SeedFields = oneAMinute,
) {
  const rows = Array.from({ length: n }, (_, i) => {
    const f = fields(i);
    return {
      ...f,
      id: randomUUID(),
      user_id: user.id,
      title: `${f.topic} - MCQ Test`,
      type: 'mcq',
      bank_topic: null,
      total_questions: 10,
      max_score: 10,
      score: i % 11,
      source: 'bank',
      notice: null,
      started_at: f.created_at,
      feedback: null,
    };
  });
  for (let i = 0; i < rows.length; i += 500)
    await handle.db
      .insertInto('tests')
      .values(rows.slice(i, i + 500))
      .execute();
  await analyzed(handle);
  return rows;
}
