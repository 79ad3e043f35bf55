/**
 * Sandbox tests need bubblewrap. In CI (CI=true) a missing sandbox fails the suite; elsewhere the
 * sandbox suites are skipped, loudly.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe } from 'vitest';
import { createRunner } from '../../src/modules/runner/runner.service';
import type { Runner, RunnerOptions } from '../../src/modules/runner/runner.types';
import { checkSandbox } from '../../src/modules/runner/sandbox';

const check = checkSandbox();
const inCi = ['true', '1'].includes((process.env.CI ?? '').toLowerCase());

if (!check.available) {
  if (inCi)
    throw new Error(
      `CI=true and the sandbox is unavailable: ${check.reason}. Run scripts/install-system-deps.sh.`,
    );
  process.stderr.write(
    `\n!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n` +
      `!!! SKIPPING the sandboxed runner tests: ${check.reason}\n` +
      `!!! Run scripts/install-system-deps.sh (as root) to run them.\n` +
      `!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!!\n\n`,
  );
}

/** `describe` when the sandbox works; a loud skip otherwise (never in CI). */
export const describeSandbox = check.available ? describe : describe.skip;

/**
 * Builds the content tests keep between runs (RunnerOptions.keepBuildsDir): on this machine a
 * second run of the content tier compiles only what changed. Outside the checkout, like the seeds.
 */
export const KEPT_TEST_BUILDS = {
  keepBuildsDir: '/var/tmp/codeconquer-test-builds',
  cacheMb: 1024,
} satisfies Partial<RunnerOptions>;

/** A runner in a fresh work directory. Each test file uses its own uid range. */
export function testRunner(uidBase: number, options: Partial<RunnerOptions> = {}): Runner {
  const dir = mkdtempSync(join(tmpdir(), 'runner-test-'));
  chmodSync(dir, 0o711); // the sandbox uids must be able to traverse to the boxes
  const workDir = join(dir, 'runner');
  const runner = createRunner({
    workDir,
    workers: 2,
    queueSize: 64,
    uidBase,
    // Go's standard-library seed is built once per toolchain for every test runner (38 s each).
    seedDir: '/var/tmp/codeconquer-test-seeds',
    log: () => undefined,
    ...options,
  });
  // Closing also removes the work directory (boxes, cache, launcher).
  return {
    ...runner,
    close: async () => {
      await runner.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
