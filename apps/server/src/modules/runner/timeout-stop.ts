/**
 * Hidden tests after repeated time-outs are not run (docs/decisions/053-stop-after-time-outs.md):
 * a program that ran out of time on the last TIMEOUTS_BEFORE_STOP tests in a row would most
 * likely run out on each test left, one time limit per test, holding a sandbox slot and keeping
 * the learner waiting (`while True: pass` took 31 s for 12 tests). Visible tests always run: the
 * learner compares their output.
 */
import type { RunTest, TestResult } from './runner.types';

const TIMEOUTS_BEFORE_STOP = 2;

/** Whether the tests `left` can be left unrun after the results `done`. */
export function stopAfterTimeouts(
  done: readonly TestResult[],
  left: readonly Pick<RunTest, 'hidden'>[],
): boolean {
  if (left.length === 0 || done.length < TIMEOUTS_BEFORE_STOP) return false;
  const last = done.slice(-TIMEOUTS_BEFORE_STOP);
  return (
    last.every((r) => r.verdict === 'Time Limit Exceeded' && !r.notRun) &&
    left.every((t) => t.hidden === true)
  );
}

/** A hidden test left unrun: it counts as failed, as the time-out it would most likely be. */
export const notRun = (): TestResult => ({
  verdict: 'Time Limit Exceeded',
  stdout: '',
  stderr: '',
  timeMs: 0,
  memoryKb: 0,
  exitCode: null,
  hidden: true,
  notRun: true,
});
