/**
 * npm run bench:fairness - how long a learner's quick `print(1)` waits while another learner
 * floods the runner (issue 13 item 11). The flooder keeps two runs in flight (the most one learner
 * may hold), each a Python program that sleeps until its time limit; the quick learner submits
 * `print(1)` SAMPLES times, one after another with a short random pause. Two workers, like the
 * machine the issue was measured on. Needs root and bubblewrap, like the runner.
 *
 * To compare with another version of the runner, point RUNNER_SERVICE at its runner.service.ts
 * (for example a copy of the previous commit's apps/server/src exported with `git archive`).
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Runner, RunnerOptions } from '../../apps/server/src/modules/runner/runner.types';
import { checkSandbox } from '../../apps/server/src/modules/runner/sandbox';

const SAMPLES = Number(process.env.SAMPLES ?? 40);
const FLOOD = 'import time\ntime.sleep(60)\n';
const QUICK = 'print(1)\n';

const check = checkSandbox();
if (!check.available) {
  console.error(`bench:fairness needs the sandbox: ${check.reason}`);
  process.exit(1);
}

const modulePath = resolve(
  process.env.RUNNER_SERVICE ?? 'apps/server/src/modules/runner/runner.service.ts',
);
const loaded: { createRunner: (options: RunnerOptions) => Runner } = await import(
  pathToFileURL(modulePath).href
);
const base = mkdtempSync(join(tmpdir(), 'bench-fairness-'));
chmodSync(base, 0o711);
const runner = loaded.createRunner({
  workDir: join(base, 'runner'),
  workers: 2,
  queueSize: 64,
  uidBase: 64_900,
  log: () => undefined,
});

const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main(): Promise<void> {
  const status = await runner.status();
  if (!status.available) throw new Error(`sandbox unavailable: ${status.reason}`);
  await runner.run({
    language: 'python3',
    source: QUICK,
    tests: [{ input: '', expectedOutput: null }],
  }); // warm the build cache
  let flooding = true;
  let floodRuns = 0;
  const flooder = [0, 1].map(async () => {
    while (flooding) {
      await runner
        .run({
          language: 'python3',
          source: FLOOD,
          tests: [{ input: '', expectedOutput: null }],
          userId: 'flooder',
        })
        .catch(() => sleep(50));
      floodRuns++;
    }
  });
  await sleep(500);
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    await sleep(Math.random() * 500);
    const start = performance.now();
    const result = await runner.run({
      language: 'python3',
      source: QUICK,
      tests: [{ input: '', expectedOutput: null }],
      userId: 'quick',
    });
    latencies.push(performance.now() - start);
    if (result.tests[0]?.stdout.trim() !== '1')
      throw new Error(`quick run failed: ${result.verdict}`);
  }
  flooding = false;
  const ms = (n: number) => `${(n / 1000).toFixed(2)} s`;
  console.log(`# Runner fairness (${modulePath.replace(process.cwd() + '/', '')}, 2 workers)\n`);
  console.log(
    `Flooder: two runs in flight at all times, each sleeping until its time limit (${floodRuns} ran).`,
  );
  console.log(`Quick learner: ${SAMPLES} print(1) runs, one after another.\n`);
  console.log('| p50 | p90 | p99 | max |');
  console.log('|---|---|---|---|');
  console.log(
    `| ${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 90))} | ${ms(percentile(latencies, 99))} | ${ms(Math.max(...latencies))} |`,
  );
  await runner.close();
  await Promise.allSettled(flooder);
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(() => rmSync(base, { recursive: true, force: true }));
