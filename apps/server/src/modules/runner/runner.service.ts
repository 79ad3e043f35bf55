/**
 * The runner: a plain service (no Fastify) that compiles a submission once and runs it against
 * stdin/stdout tests in the sandbox. One instance per app; graders, the content validator and
 * POST /api/run call `runner.run(...)`. See docs/runner.md.
 */
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_LABELS } from '@app/shared/languages';
import { SOURCE_MAX_BYTES } from '@app/shared/constants';
import type { AppConfig } from '../../config';
import { AppError, badRequest, RetryLaterError } from '../../lib/app-error';
import { BuildCache } from './build-cache';
import { Builder, buildKey } from './builder';
import {
  BASE_TIME_LIMIT_MS,
  DEFAULT_MEMORY_MB,
  LANGUAGES,
  type LanguageSpec,
  MAX_MEMORY_MB,
  MAX_TIME_LIMIT_MS,
  MB,
  processEnv,
} from './languages';
import { Semaphore, SlotPool } from './pool';
import {
  checkSandbox,
  DEFAULT_BWRAP_PATH,
  execInBox,
  setSandboxNice,
  type SandboxCheck,
} from './sandbox';
import { probeAll, toolchainFingerprint, type ToolchainInfo } from './toolchains';
import type {
  RunLimits,
  Runner,
  RunnerOptions,
  RunRequest,
  RunResult,
  TestResult,
} from './runner.types';
import { runBatched } from './batch-run';
import { notRun, stopAfterTimeouts } from './timeout-stop';
import { internalError, runOneTest } from './test-run';
import type { Verdict } from './verdict';
import { prepareWorkspace, releaseWorkspace, type Workspace } from './workspace';

export const RUNNER_BUSY_MESSAGE = 'The code runner is busy, please try again in a moment.';

/** The Retry-After of a refusal for an expected wait of `ms`: whole seconds, 1 to 120. */
export function retryAfterSeconds(ms: number): number {
  return Math.min(120, Math.max(1, Math.ceil(ms / 1000)));
}
const MAX_RUNS_PER_OWNER = 2;
const STDIN_LIMIT_BYTES = 16 * MB;

/** Options from the app's config: RUNNER_WORKERS, RUNNER_QUEUE_SIZE, RUNNER_CACHE_MB, DATA_DIR. */
export function runnerOptionsFromConfig(config: AppConfig): RunnerOptions {
  return {
    workDir: join(config.dataDir, 'runner'),
    workers: config.RUNNER_WORKERS,
    queueSize: config.RUNNER_QUEUE_SIZE,
    cacheMb: config.RUNNER_CACHE_MB,
    uidBase: config.RUNNER_UID_BASE,
    nice: config.RUNNER_NICE,
    prepareSeeds: true,
  };
}

function resolveLimits(
  spec: LanguageSpec,
  limits: RunLimits | undefined,
): { timeMs: number; memoryMb: number } {
  const base = Math.min(Math.max(limits?.timeMs ?? BASE_TIME_LIMIT_MS, 100), MAX_TIME_LIMIT_MS);
  const memoryMb = Math.min(Math.max(limits?.memoryMb ?? DEFAULT_MEMORY_MB, 32), MAX_MEMORY_MB);
  return { timeMs: Math.round(base * spec.run.timeFactor), memoryMb };
}

export function createRunner(options: RunnerOptions): Runner {
  const workers = options.workers ?? availableParallelism();
  const queueSize = options.queueSize ?? 64;
  const bwrapPath = options.bwrapPath ?? DEFAULT_BWRAP_PATH;
  const batchTests = options.batchTests ?? true;
  if (options.nice !== undefined) setSandboxNice(options.nice);
  const log =
    options.log ??
    ((level, message) => (level === 'info' ? undefined : process.emitWarning(message)));
  const pool = new SlotPool(workers, options.uidBase ?? 64_000);
  const kotlinc = new Semaphore(1);
  const cacheBytes = (options.cacheMb ?? 256) * MB;
  const abort = new AbortController();
  const counters = {
    compiles: 0,
    cacheHits: 0,
    testsRun: 0,
    kotlincRunning: 0,
    kotlincMaxConcurrent: 0,
  };
  const owners = new Map<string, number>();
  const running = new Set<Promise<unknown>>();
  const fingerprints = new Map<string, Promise<string | null>>();
  let inFlight = 0;
  let closed = false;
  let cache: BuildCache | undefined;
  let toolchainInfo: Promise<ToolchainInfo[]> | undefined;

  const ready: Promise<{ check: SandboxCheck; ws?: Workspace; builder?: Builder }> = (async () => {
    const check = checkSandbox(bwrapPath);
    if (!check.available) {
      log('warn', `code runner unavailable: ${check.reason}`);
      return { check };
    }
    try {
      const ws = await prepareWorkspace(
        options.workDir,
        pool.slots.map((s) => s.uid),
        (m) => log('warn', m),
        options.cacheMb ?? 256,
        options.seedDir,
      );
      cache = new BuildCache(ws.cache, cacheBytes, options.keepBuildsDir);
      await cache.init();
      const builder = new Builder({
        ws,
        bwrapPath,
        cache,
        pool,
        kotlinc,
        signal: abort.signal,
        stats: counters,
      });
      const smoke = await pool.with((slot) =>
        execInBox({
          helper: ws.helper,
          bwrapPath,
          box: {
            etcDir: ws.etc,
            hostEtc: [],
            boxDir: ws.cache,
            writable: false,
            tmpMb: 1,
            tmpMounts: ws.tmpMounts,
            env: processEnv({}),
          },
          argv: ['/bin/sh', '-c', 'echo ok'],
          limits: {
            wallMs: 10_000,
            addressSpaceBytes: 256 * MB,
            nproc: 16,
            fileSizeBytes: MB,
            openFiles: 64,
            stackBytes: 8 * MB,
          },
          uid: slot.uid,
          stdin: '',
          stdoutLimit: 1024,
          stderrLimit: 4096,
        }),
      );
      if (smoke.stdout.toString().trim() !== 'ok')
        throw new Error(
          `the sandbox does not start: ${smoke.sandboxError ?? smoke.stderr.toString().slice(0, 300)}`,
        );
      return { check, ws, builder };
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      log('error', `code runner unavailable: ${reason}`);
      return { check: { available: false, reason } };
    }
  })();

  if (options.prepareSeeds) {
    const preparing = ready.then(async ({ builder }) => {
      try {
        if (!builder) return;
        const prepared = await builder.prepareSeeds(Object.values(LANGUAGES));
        log('info', `compile seeds ready: ${prepared.join(', ') || 'none needed'}`);
      } catch (err) {
        // Closed meanwhile, or the build failed: the first compile that needs the seed tries again.
        if (!abort.signal.aborted) log('warn', `building a compile seed failed: ${String(err)}`);
      }
    });
    // close() waits for it: a build stopped by closing removes its half-built folder first.
    running.add(preparing);
    void preparing.finally(() => running.delete(preparing));
  }

  // A moving average of how long a run takes, for the Retry-After of a refusal.
  let averageRunMs = 2000;
  const retryAfter = (runsAhead: number) => retryAfterSeconds(averageRunMs * runsAhead);

  function admit(owner: string | undefined): () => void {
    if (closed) throw new AppError('RUNNER_UNAVAILABLE', 503, 'The code runner is shutting down.');
    if (inFlight >= workers + queueSize)
      throw new RetryLaterError(
        'RUNNER_BUSY',
        429,
        RUNNER_BUSY_MESSAGE,
        retryAfter(Math.ceil((inFlight - workers + 1) / workers)),
      );
    if (owner !== undefined && (owners.get(owner) ?? 0) >= MAX_RUNS_PER_OWNER) {
      const seconds = retryAfter(1);
      throw new RetryLaterError(
        'RATE_LIMITED',
        429,
        `You already have two runs in progress; try again in about ${seconds} second${seconds === 1 ? '' : 's'}, when one has finished.`,
        seconds,
      );
    }
    inFlight++;
    const started = performance.now();
    if (owner !== undefined) owners.set(owner, (owners.get(owner) ?? 0) + 1);
    return () => {
      inFlight--;
      averageRunMs = averageRunMs * 0.8 + (performance.now() - started) * 0.2;
      if (owner === undefined) return;
      const left = (owners.get(owner) ?? 1) - 1;
      if (left <= 0) owners.delete(owner);
      else owners.set(owner, left);
    };
  }

  function fingerprint(spec: LanguageSpec): Promise<string | null> {
    let fp = fingerprints.get(spec.id);
    if (!fp) {
      fp = toolchainFingerprint(spec);
      fingerprints.set(spec.id, fp);
    }
    return fp;
  }

  async function execute(request: RunRequest): Promise<RunResult> {
    const spec = LANGUAGES[request.language];
    const limits = resolveLimits(spec, request.limits);
    const state = await ready;
    if (!state.ws || !state.builder)
      throw new AppError(
        'RUNNER_UNAVAILABLE',
        503,
        `The code runner is unavailable: ${state.check.reason ?? 'unknown reason'}.`,
      );
    const toolchain = await fingerprint(spec);
    if (toolchain === null)
      throw new AppError(
        'RUNNER_UNAVAILABLE',
        503,
        `The ${LANGUAGE_LABELS[spec.id]} toolchain is not installed on the server.`,
      );
    const result = (tests: TestResult[], compile: RunResult['compile']): RunResult => {
      const failed = tests.find((t) => t.verdict !== 'Accepted');
      return {
        language: spec.id,
        verdict: failed?.verdict ?? (compile.ok ? 'Accepted' : 'Compilation Error'),
        passed: tests.filter((t) => t.verdict === 'Accepted').length,
        total: tests.length,
        compile,
        tests,
        limits,
      };
    };
    const allFail = (verdict: Verdict): TestResult[] =>
      request.tests.map((t) => ({ ...internalError(t), verdict }));

    let build;
    try {
      build = await state.builder.build(
        spec,
        buildKey(spec, toolchain, request.source),
        request.source,
      );
    } catch (err) {
      log('error', `runner: build failed: ${err instanceof Error ? err.message : String(err)}`);
      return result(allFail('Internal Error'), {
        ok: false,
        output: 'The code runner failed to build the program.',
        timeMs: 0,
        cached: false,
      });
    }
    const { entry } = build.pinned;
    const compile = {
      ok: entry.meta.ok,
      output: entry.meta.output,
      timeMs: build.cached ? 0 : entry.meta.compileMs,
      cached: build.cached,
    };
    try {
      if (!entry.meta.ok) return result(allFail('Compilation Error'), compile);
      const tests: TestResult[] = [];
      const driver = state.ws.batchDriver;
      // One box for the submission's tests (batch-run.ts); one box per test for a single test
      // (the Run button, nothing to share) or where the driver could not be built.
      if (batchTests && driver !== undefined && request.tests.length > 1) {
        const batch = closed
          ? request.tests.map((t) => internalError(t))
          : await runBatched(
              { ws: state.ws, bwrapPath, pool, signal: abort.signal, log, driver },
              spec,
              entry,
              request.tests,
              limits,
              request.wholeOutput,
            );
        counters.testsRun += batch.filter((r) => !r.notRun).length;
        return result(batch, compile);
      }
      for (const [i, test] of request.tests.entries()) {
        const left = request.tests.slice(i);
        if (!closed && stopAfterTimeouts(tests, left)) {
          tests.push(...left.map(notRun));
          break;
        }
        if (closed) tests.push(internalError(test));
        else
          tests.push(
            await runOneTest(
              { ws: state.ws, bwrapPath, pool, signal: abort.signal, log },
              spec,
              entry,
              test,
              limits,
              request.wholeOutput,
            ),
          );
        counters.testsRun++;
      }
      return result(tests, compile);
    } finally {
      build.pinned.release();
    }
  }

  return {
    async run(request) {
      if (!Object.hasOwn(LANGUAGES, request.language))
        throw badRequest(`Unknown language: ${String(request.language)}.`);
      if (Buffer.byteLength(request.source, 'utf8') > SOURCE_MAX_BYTES)
        throw new AppError(
          'PAYLOAD_TOO_LARGE',
          413,
          `The source code is larger than ${SOURCE_MAX_BYTES / 1024} KB.`,
        );
      if (request.tests.some((t) => Buffer.byteLength(t.input, 'utf8') > STDIN_LIMIT_BYTES))
        throw new AppError('PAYLOAD_TOO_LARGE', 413, 'A test input is larger than 16 MB.');
      const done = admit(request.userId);
      // Every slot this run takes (build and tests) is scheduled fairly among owners.
      const job = pool.runAs(request.userId, () => execute(request));
      running.add(job);
      try {
        return await job;
      } finally {
        running.delete(job);
        done();
      }
    },
    async status() {
      return (await ready).check;
    },
    toolchains() {
      toolchainInfo ??= probeAll();
      return toolchainInfo;
    },
    stats() {
      const { kotlincRunning: _running, ...rest } = counters;
      return {
        workers,
        queueSize,
        inFlight,
        ...rest,
        cacheBytes: cache?.size ?? 0,
        cacheEntries: cache?.count ?? 0,
        evictions: cache?.evictions ?? 0,
      };
    },
    async close() {
      closed = true;
      abort.abort();
      await Promise.allSettled([...running]);
      const { ws } = await ready;
      if (ws)
        await releaseWorkspace(ws).catch((err: unknown) => log('warn', `runner: ${String(err)}`));
    },
  };
}
