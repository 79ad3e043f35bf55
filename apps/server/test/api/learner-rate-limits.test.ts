/**
 * The per-route limits count per learner, not per address: learners behind one address (a
 * classroom, a campus) each get their own allowance, and one learner's attempts never lock out
 * another. Every request here comes from the same address.
 */
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { deleteAccount, signUp, useTestApp } from '../helpers/test-app';
import { postTest } from '../helpers/tests-api';

const dialects = await dialectsUnderTest();
const TOPICS = ['Python Basics', 'Git', 'SQL'] as const;

describe.each(dialects)('per-learner route limits on %s', (dialect) => {
  const t = useTestApp(dialect, { RATE_LIMIT: 'true' });

  it('30 test creations a minute for each learner on one address', async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    const create = (user: typeof ann, i: number) =>
      postTest(t.app, user, { type: 'mcq', topic: TOPICS[i % 3] ?? 'Git', difficulty: 'easy' });
    const annCodes: number[] = [];
    for (let i = 0; i < 31; i++) annCodes.push((await create(ann, i)).statusCode);
    expect(annCodes.slice(0, 30)).toEqual(Array(30).fill(200));
    const limited = await create(ann, 31);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect((await create(bob, 0)).statusCode).toBe(200);
  });

  it("one learner's failed account deletions do not lock another's out", async () => {
    const [ann, bob] = [await signUp(t.app), await signUp(t.app)];
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await deleteAccount(t.app, ann, 'wrong-password-9')).statusCode);
    expect(codes.slice(0, 5).every((code) => code !== 429)).toBe(true);
    expect(codes[5]).toBe(429);
    const bobs = await deleteAccount(t.app, bob, 'wrong-password-9');
    expect(bobs.statusCode).not.toBe(429);
    expect(bobs.statusCode).toBeGreaterThanOrEqual(400);
  });
});
