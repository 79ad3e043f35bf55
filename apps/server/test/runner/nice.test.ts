/**
 * RUNNER_NICE (sandbox.ts, docs/runner.md): every box starts through nice(1), so the learner's
 * program runs at the runner's niceness from its first instruction and yields the CPU to the API.
 */
import { getPriority } from 'node:os';
import { afterAll, expect, it } from 'vitest';
import { setSandboxNice } from '../../src/modules/runner/sandbox';
import { describeSandbox, testRunner } from './sandbox-gate';

const T = { timeout: 120_000 };
const runner = testRunner(64_750, { workers: 1, nice: 7 });
afterAll(async () => {
  await runner.close();
  // The niceness is one value per process, and the next files in this worker share its modules
  // (vitest.config.ts): their boxes run at the server's own priority again.
  setSandboxNice(0);
});

describeSandbox('sandbox niceness', () => {
  it(
    'runs the learner program at the configured niceness, added to the server own',
    T,
    async () => {
      // nice(1) adds to the caller's niceness (a test run under `nice -n 19` stays at 19).
      const expected = `${Math.min(19, getPriority() + 7)}\n`;
      const r = await runner.run({
        language: 'python3',
        source: 'import os\nprint(os.nice(0))\n',
        tests: [{ input: '', expectedOutput: expected }],
      });
      expect(r.tests[0]?.stdout).toBe(expected);
      expect(r.verdict).toBe('Accepted');
    },
  );
});
