/** Issue 13 item 11: a learner's full run queue answers 429 with Retry-After and says when to retry. */
import { describe, expect, it, vi } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import { as, signUp, useTestApp } from '../helpers/test-app';
import { describeSandbox } from './sandbox-gate';

const dialects = await dialectsUnderTest();
const SLEEPER = { language: 'python3', source: 'import time\ntime.sleep(1)\nprint(1)', stdin: '' };

describeSandbox('POST /api/run: a full queue says when to retry', () => {
  describe.each(dialects)('on %s', (dialect) => {
    const t = useTestApp(dialect);

    it(
      'answers the third run at once with 429, a Retry-After header and the wait in the message',
      { timeout: 60_000 },
      async () => {
        const user = await signUp(t.app);
        const post = () =>
          t.app.inject({ method: 'POST', url: '/api/run', headers: as(user), payload: SLEEPER });
        const held = [post(), post()];
        // Both admitted (on a loaded machine that takes more than a fixed 200 ms), and each
        // sleeps a second: the third comes while two are in progress.
        await vi.waitFor(() => expect(t.app.runner.stats().inFlight).toBe(2), {
          timeout: 20_000,
          interval: 20,
        });
        const third = await post();
        expect(third.statusCode).toBe(429);
        const seconds = Number(third.headers['retry-after']);
        expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 120).toBe(true);
        expect(third.json().error).toEqual({
          code: 'RATE_LIMITED',
          message: `You already have two runs in progress; try again in about ${seconds} second${seconds === 1 ? '' : 's'}, when one has finished.`,
        });
        expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200]);
      },
    );
  });
});
