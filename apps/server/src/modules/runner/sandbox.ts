/**
 * One sandboxed process: env -i -> box-exec (subreaper, wall-clock kill, rlimits, worker uid) ->
 * bwrap (all namespaces, no user namespaces inside, read-only system, minimal /etc, tmpfs /tmp).
 * See docs/runner.md for the chain and what each part stops.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable, Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { type BoxSpec, bwrapArgs, scratchBytes } from './box-mounts';
import { seccompFilter } from './seccomp';

export const DEFAULT_BWRAP_PATH = '/usr/bin/bwrap';
const GCC_PATH = '/usr/bin/gcc';
const NICE_PATH = '/usr/bin/nice';

/**
 * Niceness of every box this process starts (RUNNER_NICE, docs/runner.md): box-exec is started
 * through nice(1), so the launcher, bwrap, compilers and learners' programs all inherit it from
 * their first instruction. Learners' code then yields the CPU to the API (answer saves, pages)
 * on a machine that does both. 0: the server's own priority. One value per process.
 */
let boxNice = 0;
export function setSandboxNice(nice: number): void {
  boxNice = nice;
}
/** The command and arguments that run a program at the boxes' niceness (through nice(1) when set). */
export function atSandboxNice(command: string, args: string[]): [string, string[]] {
  return boxNice > 0 ? [NICE_PATH, ['-n', String(boxNice), command, ...args]] : [command, args];
}
const HELPER_DIR = dirname(fileURLToPath(import.meta.url));
/** The header every C helper includes (scripts/build.mjs copies it with them). */
const HELPER_HEADER = 'box-limits.h';

export interface SandboxCheck {
  available: boolean;
  /** Why the runner refuses to run code, for the log and the 503 message. */
  reason?: string;
}

/**
 * Whether code can be sandboxed here: bubblewrap present, root (to give each worker slot its own
 * uid), gcc (to build the launcher). Callers refuse clearly when it says no; the runner never
 * runs code without the sandbox.
 */
export function checkSandbox(bwrapPath = DEFAULT_BWRAP_PATH): SandboxCheck {
  if (process.platform !== 'linux')
    return { available: false, reason: 'the code runner needs Linux (bubblewrap)' };
  try {
    accessSync(bwrapPath, constants.X_OK);
  } catch {
    return {
      available: false,
      reason: `bubblewrap is not installed (${bwrapPath} is missing); run scripts/install-system-deps.sh`,
    };
  }
  if (typeof process.getuid === 'function' && process.getuid() !== 0)
    return {
      available: false,
      reason: 'the code runner must start as root to give each worker slot its own uid',
    };
  if (!existsSync(GCC_PATH))
    return { available: false, reason: 'gcc is missing (it builds the sandbox launcher)' };
  return { available: true };
}

/** True when bubblewrap and the rest of the sandbox's needs are present. */
export function sandboxAvailable(bwrapPath = DEFAULT_BWRAP_PATH): boolean {
  return checkSandbox(bwrapPath).available;
}

/**
 * Compiles box-exec.c (or another of the module's C helpers, e.g. box-batch.c) once per source
 * version (its own and the shared header's) into `${binDir}`; returns its path.
 */
export async function buildHelper(binDir: string, name = 'box-exec'): Promise<string> {
  const sourcePath = join(HELPER_DIR, `${name}.c`);
  const hash = createHash('sha256')
    .update(readFileSync(sourcePath))
    .update(readFileSync(join(HELPER_DIR, HELPER_HEADER)))
    .digest('hex')
    .slice(0, 16);
  const target = join(binDir, `${name}-${hash}`);
  if (existsSync(target)) return target;
  await mkdir(binDir, { recursive: true, mode: 0o755 });
  const tmp = `${target}.${process.pid}.${Date.now()}.tmp`;
  const out = spawnSync(GCC_PATH, ['-O2', '-Wall', '-o', tmp, sourcePath], {
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin' },
  });
  if (out.status !== 0)
    throw new Error(`cannot build the sandbox launcher: ${out.stderr || out.error?.message || ''}`);
  await chmod(tmp, 0o755);
  await rename(tmp, target);
  return target;
}

export interface ExecLimits {
  wallMs: number;
  addressSpaceBytes: number;
  nproc: number;
  fileSizeBytes: number;
  openFiles: number;
  stackBytes: number;
}

export interface ExecRequest {
  helper: string;
  bwrapPath: string;
  /** What the box sees (box-mounts.ts). */
  box: BoxSpec;
  argv: string[];
  limits: ExecLimits;
  uid: number;
  stdin: string | Buffer;
  stdoutLimit: number;
  /** Takes stdout instead of the cap and the result's buffer (a batched run's report). */
  onStdout?: (chunk: Buffer) => void;
  stderrLimit: number;
  /** cgroup v2 leaf to join, when the machine delegates one. */
  cgroup?: string;
  signal?: AbortSignal;
}

export interface ExecResult {
  exitCode: number | null;
  /** Signal that ended the program (bwrap reports it as 128 + n), or that the launcher used. */
  signal: number | null;
  timedOut: boolean;
  killed: boolean;
  outputExceeded: boolean;
  wallMs: number;
  cpuMs: number;
  memoryKb: number;
  stdout: Buffer;
  stderr: Buffer;
  /** Set when the sandbox itself failed (bwrap or box-exec), not the program. */
  sandboxError?: string;
}

const RESULT_LINE =
  /exit=(-?\d+) signal=(\d+) timeout=([01]) killed=([01]) wall_ms=(\d+) cpu_ms=(\d+) maxrss_kb=(\d+)/;

/** The box's seccomp filter (seccomp.ts), built once; null on machines without x86-64 numbers. */
const SECCOMP = seccompFilter();

/** The limits as box-exec and box-batch take them: WALL_MS CPU_S AS NPROC FSIZE NOFILE STACK. */
export function limitArgs(l: ExecLimits): string[] {
  const cpuSeconds = Math.ceil(l.wallMs / 1000) + 1;
  return [
    l.wallMs,
    cpuSeconds,
    l.addressSpaceBytes,
    l.nproc,
    l.fileSizeBytes,
    l.openFiles,
    l.stackBytes,
  ].map(String);
}

/** Runs one process in a box and collects its output under the caps. */
export function execInBox(req: ExecRequest): Promise<ExecResult> {
  const scratch = scratchBytes(req.box);
  const args = [
    ...limitArgs(req.limits),
    String(req.uid),
    String(req.uid),
    req.cgroup ?? '-',
    req.box.tmpMounts ?? '-',
    String(scratch.tmp),
    String(scratch.shm),
    req.bwrapPath,
    '--args',
    '4',
    ...(SECCOMP ? ['--seccomp', '5'] : []),
    '--',
    ...req.argv,
  ];
  return new Promise((resolvePromise, reject) => {
    const [command, argv] = atSandboxNice(req.helper, args);
    const child = spawn(command, argv, {
      env: {},
      stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
    });
    const pipes: ReadonlyArray<Readable | Writable | null | undefined> = child.stdio;
    const feed = (fd: 4 | 5, data: string | Buffer) => {
      const pipe = pipes[fd];
      if (pipe && 'end' in pipe) {
        pipe.on('error', () => undefined);
        pipe.end(data);
      }
    };
    feed(
      4,
      bwrapArgs(req.box)
        .map((a) => `${a}\0`)
        .join(''),
    );
    feed(5, SECCOMP ?? Buffer.alloc(0));
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    let stdoutBytes = 0;
    let stderrBytes = 0;
    let outputExceeded = false;
    let status = '';
    const stop = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    };
    req.signal?.addEventListener('abort', stop, { once: true });

    child.stdout.on('data', (chunk: Buffer) => {
      if (req.onStdout) {
        req.onStdout(chunk);
        return;
      }
      if (outputExceeded) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > req.stdoutLimit) {
        outputExceeded = true;
        stop();
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes >= req.stderrLimit) return;
      const part = chunk.subarray(0, req.stderrLimit - stderrBytes);
      stderrBytes += part.length;
      stderr.push(part);
    });
    const statusPipe = child.stdio[3];
    statusPipe?.on('data', (chunk: Buffer) => {
      status += chunk.toString('utf8');
    });
    child.stdin.on('error', () => {
      // The program did not read all its input (EPIPE): not an error of the runner.
    });
    child.stdin.end(req.stdin);
    child.on('error', reject);
    child.on('close', (code) => {
      req.signal?.removeEventListener('abort', stop);
      const m = RESULT_LINE.exec(status);
      const err = Buffer.concat(stderr);
      if (code !== 0 || !m) {
        resolvePromise(
          failed(
            `box-exec exited with ${code}: ${err.toString('utf8').slice(0, 500)}`,
            stdout,
            err,
          ),
        );
        return;
      }
      const [, exit, sig, timeout, killed, wall, cpu, rss] = m.map(Number);
      let exitCode: number | null = exit === undefined || exit < 0 ? null : exit;
      let signal: number | null = sig ? sig : null;
      // bwrap's init passes a signal death on as exit code 128 + n.
      if (exitCode !== null && exitCode > 128 && exitCode <= 128 + 64) {
        signal = exitCode - 128;
        exitCode = null;
      }
      const errText = err.toString('utf8');
      const sandboxError =
        (exitCode === 1 && errText.startsWith('bwrap: ')) ||
        (exitCode !== null &&
          exitCode >= 120 &&
          exitCode <= 126 &&
          errText.startsWith('box-exec: '))
          ? errText.split('\n')[0]
          : undefined;
      resolvePromise({
        exitCode,
        signal,
        timedOut: timeout === 1,
        killed: killed === 1,
        outputExceeded,
        wallMs: wall ?? 0,
        cpuMs: cpu ?? 0,
        memoryKb: rss ?? 0,
        stdout: Buffer.concat(stdout),
        stderr: err,
        sandboxError,
      });
    });
  });
}

function failed(message: string, stdout: Buffer[], stderr: Buffer): ExecResult {
  return {
    exitCode: null,
    signal: null,
    timedOut: false,
    killed: false,
    outputExceeded: false,
    wallMs: 0,
    cpuMs: 0,
    memoryKb: 0,
    stdout: Buffer.concat(stdout),
    stderr,
    sandboxError: message,
  };
}
