/**
 * Vitest global setup: before and after the whole run, unmounts the runner views (tmpfs, see
 * workspace.ts) that test processes which are gone left under the temp folder: a test process
 * killed by a timeout never reaches its runner's close().
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sweepDeadViews } from '../../src/modules/runner/workspace';

const PREFIX = join(tmpdir(), 'runner-test-');

export async function setup(): Promise<() => Promise<void>> {
  await sweepDeadViews(PREFIX);
  return async () => {
    await sweepDeadViews(PREFIX);
  };
}
