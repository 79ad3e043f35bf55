/**
 * npm run bench:runner - figures for docs/runner.md:
 *   1. C++ and Python 3: a ten-test submission through the sandbox vs the same program run bare
 *      (cold = compile + ten tests; warm = ten tests of a cached build).
 *      Then the same with two of the ten tests large (200,000 numbers each, issue 12).
 *   0. Ten tests of a cached build, C++ and Python 3: bare, one box per test, one batched box
 *      (decision 033); `--batched-only` stops after these rows.
 *   2. Throughput: 400 test runs at concurrency = cores (C++ and Python 3, cached builds), batched
 *      and one box per test.
 *   3. Per language: compile time and ten-test wall time.
 * Needs root and bubblewrap (like the runner). Takes about a minute on 2 cores.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_IDS, LANGUAGE_LABELS, type LanguageId } from '@app/shared/languages';
import { createRunner } from '../../apps/server/src/modules/runner/runner.service';
import { checkSandbox } from '../../apps/server/src/modules/runner/sandbox';
import { PROGRAMS } from '../../apps/server/test/runner/programs';

const check = checkSandbox();
if (!check.available) {
  console.error(`bench:runner needs the sandbox: ${check.reason}`);
  process.exit(1);
}

const cores = availableParallelism();
const base = mkdtempSync(join(tmpdir(), 'bench-runner-'));
chmodSync(base, 0o711);
// The seeds (Go's standard library) are built at start, as the server does, and waited for before
// measuring, so the cold rows are a learner's first submission on a running server.
let seedsReady: () => void = () => undefined;
const seeded = new Promise<void>((resolve) => (seedsReady = resolve));
const runner = createRunner({
  workDir: join(base, 'runner'),
  workers: cores,
  queueSize: 1000,
  uidBase: 64_800,
  prepareSeeds: true,
  log: (level, message) => {
    if (level !== 'info') console.error(message);
    if (/^(compile seeds ready|building a compile seed failed)/.test(message)) seedsReady();
  },
});
/** The same runner with one box per test (before decision 033), for the batched-vs-per-test rows. */
const perTestRunner = createRunner({
  workDir: join(base, 'runner-per-test'),
  workers: cores,
  queueSize: 1000,
  uidBase: 64_850,
  batchTests: false,
  log: () => undefined,
});

const TESTS = Array.from({ length: 10 }, (_, i) => {
  const nums = Array.from({ length: 50 }, (_, j) => ((i * 7919 + j * 104729) % 2001) - 1000);
  return {
    input: `${nums.join(' ')}\n`,
    expectedOutput: `${nums.reduce((a, b) => a + b, 0)}\n`,
    hidden: false,
  };
});
/** Issue 12: eight of those tests and two large ones of 200,000 numbers (about 1.2 MB of input each). */
const LARGE_TESTS = [
  ...TESTS.slice(0, 8),
  ...[1, 2].map((seed) => {
    const nums = Array.from(
      { length: 200_000 },
      (_, j) => ((seed * 7919 + j * 104729) % 20001) - 10000,
    );
    return {
      input: `${nums.join(' ')}\n`,
      expectedOutput: `${nums.reduce((a, b) => a + b, 0)}\n`,
      hidden: true,
    };
  }),
];
type BenchTest = (typeof TESTS)[number];
let salt = 0;
const fresh = (source: string, language: LanguageId) =>
  `${source}\n${language.startsWith('python') ? '#' : '//'} bench ${Date.now()}-${salt++}\n`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const ms = (n: number) => `${Math.round(n)} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

function bareRun(argv: string[], cwd: string, input: string): Promise<string> {
  const [file, ...args] = argv;
  return new Promise((resolve, reject) => {
    const child = spawn(file ?? '', args, { cwd, env: { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8' } });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.on('error', reject);
    child.on('close', () => resolve(out));
    child.stdin.end(input);
  });
}

/** The same compile and the same ten runs, without the sandbox or the runner. */
async function bare(
  language: 'cpp' | 'python3',
  tests: readonly BenchTest[] = TESTS,
): Promise<{ cold: number; warm: number }> {
  const { compileMs, runAll } = await bareBuild(language);
  const [warm] = await timed(() => runAll(tests));
  return { cold: compileMs + warm, warm };
}

/** A bare build of the correct program, and a function running tests against it. */
async function bareBuild(language: 'cpp' | 'python3') {
  const dir = mkdtempSync(join(base, 'bare-'));
  const source = fresh(PROGRAMS[language].correct, language);
  const [file, compile, run] =
    language === 'cpp'
      ? [
          'main.cpp',
          ['/usr/bin/g++', '-O2', '-pipe', '-std=gnu++20', '-o', 'main', 'main.cpp'],
          ['./main'],
        ]
      : [
          'main.py',
          ['/usr/bin/python3', '-m', 'py_compile', 'main.py'],
          ['/usr/bin/python3', '-B', 'main.py'],
        ];
  writeFileSync(join(dir, file), source);
  const [compileMs] = await timed(async () => {
    const [c, ...args] = compile;
    spawnSync(c ?? '', args, { cwd: dir });
  });
  const runAll = async (tests: readonly BenchTest[]) => {
    for (const t of tests)
      if ((await bareRun(run, dir, t.input)) !== t.expectedOutput)
        throw new Error('bare run is wrong');
  };
  return { compileMs, runAll };
}

async function sandboxed(
  language: LanguageId,
  tests: readonly BenchTest[] = TESTS,
): Promise<{ cold: number; warm: number; compileMs: number }> {
  const source = fresh(PROGRAMS[language].correct, language);
  const [cold, first] = await timed(() => runner.run({ language, source, tests }));
  if (first.verdict !== 'Accepted')
    throw new Error(
      `${language}: ${first.verdict} ${first.compile.output} ${first.tests[0]?.stderr}`,
    );
  const [warm, second] = await timed(() => runner.run({ language, source, tests }));
  if (second.verdict !== 'Accepted' || !second.compile.cached)
    throw new Error(`${language}: warm run failed`);
  return { cold, warm, compileMs: first.compile.timeMs };
}

/**
 * Ten tests of a cached build: bare, one box per test, one batched box (decision 033). Median of
 * `rounds`, the three interleaved so that load changes hit them alike.
 */
/**
 * CPU time of this process and of its reaped children (every box, every bare run), in ms, from
 * /proc/self/stat (10 ms ticks): unlike wall time it does not grow with other work's load.
 */
function cpuMs(): number {
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime, stime, cutime, cstime are fields 14-17 of stat, 12-15 after "pid (comm) ".
  return fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0) * 10;
}

async function batchedVsPerTest(language: 'cpp' | 'python3', rounds: number) {
  const source = fresh(PROGRAMS[language].correct, language);
  for (const r of [runner, perTestRunner]) {
    const first = await r.run({ language, source, tests: TESTS });
    if (first.verdict !== 'Accepted')
      throw new Error(`${language}: ${first.verdict} ${first.compile.output.slice(0, 300)}`);
  }
  const bareMs: number[] = [];
  const perTestMs: number[] = [];
  const batchedMs: number[] = [];
  const cpu = { bare: 0, perTest: 0, batched: 0 };
  const bareProgram = await bareBuild(language);
  for (let i = 0; i < rounds; i++) {
    let before = cpuMs();
    bareMs.push((await timed(() => bareProgram.runAll(TESTS)))[0]);
    cpu.bare += cpuMs() - before;
    for (const [r, into, key] of [
      [perTestRunner, perTestMs, 'perTest'],
      [runner, batchedMs, 'batched'],
    ] as const) {
      before = cpuMs();
      const [elapsed, result] = await timed(() => r.run({ language, source, tests: TESTS }));
      cpu[key] += cpuMs() - before;
      if (result.verdict !== 'Accepted' || !result.compile.cached)
        throw new Error(`${language}: warm run failed (${result.verdict})`);
      into.push(elapsed);
    }
  }
  return {
    bare: median(bareMs),
    perTest: median(perTestMs),
    batched: median(batchedMs),
    cpu: { bare: cpu.bare / rounds, perTest: cpu.perTest / rounds, batched: cpu.batched / rounds },
  };
}

async function throughput(
  language: LanguageId,
  totalTests: number,
  using: typeof runner = runner,
): Promise<number> {
  const source = fresh(PROGRAMS[language].correct, language);
  await using.run({ language, source, tests: TESTS.slice(0, 1) });
  const submissions = totalTests / TESTS.length;
  let next = 0;
  const [elapsed] = await timed(() =>
    Promise.all(
      Array.from({ length: cores }, async () => {
        while (next < submissions) {
          next++;
          const r = await using.run({ language, source, tests: TESTS });
          if (r.verdict !== 'Accepted') throw new Error(`${language}: ${r.verdict}`);
        }
      }),
    ),
  );
  return totalTests / (elapsed / 1000);
}

/** Sandbox vs bare for C++ and Python 3 on the given tests: median of 5, interleaved. */
async function compare(title: string, tests: readonly BenchTest[]): Promise<void> {
  console.log(`## Sandbox vs bare, ${title} (median of 5, interleaved)\n`);
  console.log(
    '| Language | Bare cold | Sandbox cold | Ratio cold | Bare 10 runs | Sandbox 10 runs | Ratio 10 runs |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const language of ['cpp', 'python3'] as const) {
    const b: Array<{ cold: number; warm: number }> = [];
    const s: Array<{ cold: number; warm: number }> = [];
    for (let i = 0; i < 5; i++) {
      b.push(await bare(language, tests));
      s.push(await sandboxed(language, tests));
    }
    const [bc, bw, sc, sw] = [
      median(b.map((x) => x.cold)),
      median(b.map((x) => x.warm)),
      median(s.map((x) => x.cold)),
      median(s.map((x) => x.warm)),
    ];
    console.log(
      `| ${LANGUAGE_LABELS[language]} | ${ms(bc)} | ${ms(sc)} | ${(sc / bc).toFixed(2)}x | ${ms(bw)} | ${ms(sw)} | ${(sw / bw).toFixed(2)}x |`,
    );
  }
  console.log('');
}

async function main(): Promise<void> {
  const status = await runner.status();
  if (!status.available) throw new Error(`sandbox unavailable: ${status.reason}`);
  await seeded;
  await runner.run({ language: 'c', source: PROGRAMS.c.correct, tests: TESTS.slice(0, 1) }); // warm up
  console.log(
    `# Runner benchmark (${cores} cores, ${runner.stats().workers} workers, load average ${loadavg()[0]?.toFixed(1)})\n`,
  );

  console.log(
    '## Ten tests of a cached build: bare, one box per test, batched (median of 9, interleaved)\n',
  );
  console.log(
    '| Language | Bare | Per-test boxes | Batched box | Per-test / bare | Batched / bare | CPU bare / per-test / batched | CPU per-test / bare | CPU batched / bare |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const language of ['cpp', 'python3'] as const) {
    const r = await batchedVsPerTest(language, 9);
    console.log(
      `| ${LANGUAGE_LABELS[language]} | ${ms(r.bare)} | ${ms(r.perTest)} | ${ms(r.batched)} | ${(r.perTest / r.bare).toFixed(2)}x | ${(r.batched / r.bare).toFixed(2)}x | ${ms(r.cpu.bare)} / ${ms(r.cpu.perTest)} / ${ms(r.cpu.batched)} | ${(r.cpu.perTest / r.cpu.bare).toFixed(2)}x | ${(r.cpu.batched / r.cpu.bare).toFixed(2)}x |`,
    );
  }
  console.log(`\nLoad average: ${loadavg()[0]?.toFixed(1)}\n`);
  if (process.argv.includes('--batched-only')) return;

  for (const [title, tests] of [
    ['ten-test submission', TESTS],
    ['ten-test submission with 2 large tests (200,000 numbers, 1.2 MB each)', LARGE_TESTS],
  ] as const) {
    await compare(title, tests);
  }

  console.log(`\n## Throughput: 400 test runs at concurrency ${cores} (cached build)\n`);
  console.log('| Language | Tests per second (batched) | Tests per second (one box per test) |');
  console.log('|---|---|---|');
  for (const language of ['cpp', 'python3'] as const) {
    console.log(
      `| ${LANGUAGE_LABELS[language]} | ${(await throughput(language, 400)).toFixed(0)} | ${(await throughput(language, 400, perTestRunner)).toFixed(0)} |`,
    );
  }

  console.log(
    '\n## Per language: compile time and ten-test wall time (one submission at a time)\n',
  );
  console.log(
    '| Language | Compile (cold) | Compile + 10 tests (cold) | 10 tests (cached build) | ms per test |',
  );
  console.log('|---|---|---|---|---|');
  for (const language of LANGUAGE_IDS) {
    const r = await sandboxed(language);
    console.log(
      `| ${LANGUAGE_LABELS[language]} | ${ms(r.compileMs)} | ${ms(r.cold)} | ${ms(r.warm)} | ${(r.warm / TESTS.length).toFixed(1)} |`,
    );
  }
  console.log(`\nLoad average at the end: ${loadavg()[0]?.toFixed(1)}`);
  console.log(
    '\nToolchains:',
    (await runner.toolchains()).map((t) => `${t.label}: ${t.version}`).join('; '),
  );
}

main()
  .catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  })
  .finally(async () => {
    await Promise.all([runner.close(), perTestRunner.close()]);
    rmSync(base, { recursive: true, force: true });
  });
