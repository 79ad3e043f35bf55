/**
 * Password hashing a few at a time (modules/auth/password-hashing.ts): the limiter never runs more
 * than its limit at once and starts the waiting tasks in arrival order; the hash it wraps is
 * better-auth's own, so a hash made through it verifies and a wrong password does not.
 */
import { describe, expect, it } from 'vitest';
import { createLimiter, passwordHashing } from '../../src/modules/auth/password-hashing';

describe('password hashing limiter', () => {
  it('runs at most the limit at once, the others in arrival order, and passes results and errors through', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates: (() => void)[] = [];
    const tasks = Array.from({ length: 6 }, (_, i) =>
      limit(async () => {
        running += 1;
        most = Math.max(most, running);
        started.push(i);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        if (i === 3) throw new Error('task 3 failed');
        return i * 10;
      }),
    );
    // Open the gates one by one as tasks start: each waits until the one before it has started.
    for (let opened = 0; opened < 6; opened++) {
      await expect.poll(() => gates.length).toBeGreaterThan(opened);
      gates[opened]?.();
    }
    const results = await Promise.allSettled(tasks);
    expect(most).toBe(2);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      0,
      10,
      20,
      'Error: task 3 failed',
      40,
      50,
    ]);
  });

  it('hashes with better-auth scrypt: the right password verifies, a wrong one does not', async () => {
    const hash = await passwordHashing.hash('correct-horse-1');
    expect(hash).not.toContain('correct-horse-1');
    expect(await passwordHashing.verify({ hash, password: 'correct-horse-1' })).toBe(true);
    expect(await passwordHashing.verify({ hash, password: 'correct-horse-2' })).toBe(false);
  });
});
