/**
 * Compile once per submission: a cache hit costs nothing, identical submissions in flight share
 * one compile, kotlinc runs one at a time. Compilers run in a box too (they parse hostile input),
 * writable at /box, with larger limits than programs.
 */
import { createHash, randomBytes } from 'node:crypto';
import { chown } from 'node:fs/promises';
import { join } from 'node:path';
import { collectArtifacts, makeNewDir, removeBox, writeNewFile } from './box-files';
import type { BuildCache, PinnedEntry } from './build-cache';
import { type LanguageSpec, MB, processEnv, RUN_STACK_MB } from './languages';
import type { Semaphore, SlotPool } from './pool';
import { toolchainFingerprint } from './toolchains';
import type { BoxBind } from './box-mounts';
import { ensureSeed } from './compile-seed';
import { execInBox } from './sandbox';
import { capText, SHOWN_COMPILE_OUTPUT_BYTES } from './verdict';
import { boxBinds, type Workspace } from './workspace';

const ARTIFACTS_MAX_BYTES = 64 * MB;

class InternalRunnerError extends Error {}

export interface BuildDeps {
  ws: Workspace;
  bwrapPath: string;
  cache: BuildCache;
  pool: SlotPool;
  kotlinc: Semaphore;
  signal: AbortSignal;
  stats: {
    compiles: number;
    cacheHits: number;
    kotlincRunning: number;
    kotlincMaxConcurrent: number;
  };
}

export interface Build {
  pinned: PinnedEntry;
  cached: boolean;
}

export function buildKey(spec: LanguageSpec, toolchain: string, source: string): string {
  const hash = createHash('sha256');
  for (const part of [
    spec.id,
    toolchain,
    JSON.stringify(spec.compile.argv),
    JSON.stringify(spec.compile.env),
    source,
  ])
    hash.update(part).update('\0');
  return hash.digest('hex');
}

export class Builder {
  private readonly building = new Map<string, Promise<PinnedEntry>>();
  private readonly seeds = new Map<string, Promise<BoxBind>>();

  constructor(private readonly deps: BuildDeps) {}

  async build(spec: LanguageSpec, key: string, source: string): Promise<Build> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const hit = this.deps.cache.acquire(key);
      if (hit) {
        this.deps.stats.cacheHits++;
        return { pinned: hit, cached: true };
      }
      const pending = this.building.get(key);
      if (pending) {
        await pending.catch(() => undefined);
        continue;
      }
      const job = this.compile(spec, key, source);
      this.building.set(key, job);
      try {
        return { pinned: await job, cached: false };
      } finally {
        this.building.delete(key);
      }
    }
    throw new InternalRunnerError('the build was evicted while waiting for it');
  }

  private async compile(spec: LanguageSpec, key: string, source: string): Promise<PinnedEntry> {
    const { ws, pool, cache } = this.deps;
    const binds = await boxBinds(ws, spec.binds);
    if (spec.compile.seed) binds.push(await this.seed(spec));
    const releaseKotlinc =
      spec.id === 'kotlin' ? await this.deps.kotlinc.acquire() : () => undefined;
    try {
      return await pool.with(async (slot) => {
        const box = join(ws.scratch, `${slot.index}-${randomBytes(8).toString('hex')}`);
        await makeNewDir(box, 0o700);
        try {
          await writeNewFile(join(box, spec.sourceFile), source, 0o644);
          await chown(box, slot.uid, slot.uid);
          const limits = spec.compile.limits;
          const stats = this.deps.stats;
          stats.compiles++;
          if (spec.id === 'kotlin')
            stats.kotlincMaxConcurrent = Math.max(
              stats.kotlincMaxConcurrent,
              ++stats.kotlincRunning,
            );
          const exec = await execInBox({
            helper: ws.helper,
            bwrapPath: this.deps.bwrapPath,
            box: {
              etcDir: ws.etc,
              hostEtc: spec.hostEtc,
              binds,
              boxDir: box,
              writable: true,
              tmpMb: limits.tmpMb,
              tmpMounts: ws.tmpMounts,
              env: processEnv(spec.compile.env),
            },
            argv: spec.compile.argv,
            limits: {
              wallMs: limits.timeMs,
              addressSpaceBytes: limits.addressSpaceMb * MB,
              nproc: limits.nproc,
              fileSizeBytes: limits.fileSizeMb * MB,
              openFiles: limits.openFiles,
              stackBytes: RUN_STACK_MB * MB,
            },
            uid: slot.uid,
            stdin: '',
            stdoutLimit: 256 * 1024,
            stderrLimit: 256 * 1024,
            signal: this.deps.signal,
          }).finally(() => {
            if (spec.id === 'kotlin') stats.kotlincRunning--;
          });
          if (exec.sandboxError !== undefined) throw new InternalRunnerError(exec.sandboxError);
          if (exec.killed) throw new InternalRunnerError('the compile was stopped');
          let output = `${exec.stdout.toString('utf8')}${exec.stderr.toString('utf8')}`;
          if (spec.compile.noise) output = output.replace(spec.compile.noise, '');
          output = capText(output.trim(), SHOWN_COMPILE_OUTPUT_BYTES);
          const meta = { output, compileMs: exec.wallMs };
          if (exec.timedOut)
            return this.failure(
              `Compilation took longer than ${limits.timeMs / 1000} s.\n${output}`.trim(),
            );
          if (exec.exitCode !== 0) {
            const message =
              output ||
              `The compiler stopped (${exec.signal ? `signal ${exec.signal}` : `exit ${exec.exitCode}`}).`;
            // Only a normal compiler exit is a property of the source; a killed compiler may not be.
            if (exec.exitCode === null) return this.failure(message);
            return cache.store(key, [], { ...meta, output: message, ok: false });
          }
          const files = await collectArtifacts(box, spec.compile.artifacts, ARTIFACTS_MAX_BYTES);
          if (files.length === 0) throw new InternalRunnerError('the compiler produced no program');
          return cache.store(key, files, { ...meta, ok: true });
        } finally {
          await removeBox(box);
        }
      });
    } finally {
      releaseKotlinc();
    }
  }

  /**
   * Builds the seed caches of the given languages whose toolchain is installed, ahead of their
   * first compile (RunnerOptions.prepareSeeds). A compile that comes meanwhile waits for the same
   * build. Returns the languages whose seed is ready.
   */
  async prepareSeeds(specs: readonly LanguageSpec[]): Promise<string[]> {
    const ready: string[] = [];
    for (const spec of specs) {
      if (!spec.compile.seed || !(await toolchainFingerprint(spec))) continue;
      await this.seed(spec);
      ready.push(spec.id);
    }
    return ready;
  }

  /** The language's seed cache (compile-seed.ts), built on its first compile or at start. */
  private seed(spec: LanguageSpec): Promise<BoxBind> {
    const seed = spec.compile.seed;
    if (!seed) throw new InternalRunnerError(`${spec.id} has no seed`);
    let pending = this.seeds.get(spec.id);
    if (!pending) {
      pending = (async () => {
        const fingerprint = await toolchainFingerprint(spec);
        if (!fingerprint) throw new Error('the toolchain is missing');
        const host = await ensureSeed(
          this.deps.ws.seeds,
          spec.id,
          fingerprint,
          seed,
          this.deps.signal,
        );
        return { host, box: seed.box };
      })().catch((err: unknown) => {
        this.seeds.delete(spec.id);
        throw new InternalRunnerError(`${spec.id} seed cache: ${String(err)}`);
      });
      this.seeds.set(spec.id, pending);
    }
    return pending;
  }

  /** A failed compile that is not cached (it may pass next time). */
  private failure(output: string): PinnedEntry {
    return {
      entry: { key: '', dir: '', bytes: 0, meta: { ok: false, output, compileMs: 0 } },
      release: () => undefined,
    };
  }
}
