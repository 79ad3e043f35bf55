/** One test of a built submission: a read-only box, the run limits, the verdict. */
import type { CacheEntry } from './build-cache';
import type { BoxBind, BoxSpec } from './box-mounts';
import {
  type LanguageSpec,
  MB,
  OUTPUT_LIMIT_BYTES,
  processEnv,
  RUN_FILE_SIZE_MB,
  RUN_OPEN_FILES,
  RUN_STACK_MB,
  RUN_TMP_MB,
} from './languages';
import type { SlotPool } from './pool';
import type { RunTest, TestResult } from './runner.types';
import { type ExecLimits, type ExecResult, execInBox } from './sandbox';
import { capText, endingNote, judge, SHOWN_OUTPUT_BYTES, type Verdict } from './verdict';
import { boxBinds, type Workspace } from './workspace';

export interface TestRunDeps {
  ws: Workspace;
  bwrapPath: string;
  pool: SlotPool;
  signal: AbortSignal;
  log: (level: 'info' | 'warn' | 'error', message: string) => void;
}

/** The read-only box a built submission runs in (one test, or the batch driver's tests). */
export function runBox(
  ws: Workspace,
  spec: LanguageSpec,
  entry: CacheEntry,
  binds: BoxBind[],
  memoryMb: number,
): BoxSpec {
  return {
    etcDir: ws.etc,
    hostEtc: spec.hostEtc,
    binds,
    boxDir: entry.dir,
    writable: false,
    tmpMb: RUN_TMP_MB,
    tmpMounts: ws.tmpMounts,
    env: processEnv(spec.run.env(memoryMb)),
  };
}

/** The limits of one run of the program. */
export function runLimits(
  spec: LanguageSpec,
  limits: { timeMs: number; memoryMb: number },
): ExecLimits {
  return {
    wallMs: limits.timeMs,
    addressSpaceBytes: (limits.memoryMb + spec.run.addressSpaceExtraMb) * MB,
    nproc: spec.run.nproc,
    fileSizeBytes: RUN_FILE_SIZE_MB * MB,
    openFiles: RUN_OPEN_FILES,
    stackBytes: RUN_STACK_MB * MB,
  };
}

/** The result of a test whose program gave no verdict: its box failed, or the run was stopped. */
export const internalError = (test: Pick<RunTest, 'hidden'>): TestResult => ({
  verdict: 'Internal Error',
  stdout: '',
  stderr: '',
  timeMs: 0,
  memoryKb: 0,
  exitCode: null,
  hidden: test.hidden ?? false,
});

export async function runOneTest(
  deps: TestRunDeps,
  spec: LanguageSpec,
  entry: CacheEntry,
  test: RunTest,
  limits: { timeMs: number; memoryMb: number },
  wholeOutput = false,
): Promise<TestResult> {
  const { ws, pool } = deps;
  const mem = limits.memoryMb;
  const binds = await boxBinds(ws, spec.binds);
  let exec: ExecResult;
  try {
    exec = await pool.with((slot) =>
      execInBox({
        helper: ws.helper,
        bwrapPath: deps.bwrapPath,
        box: runBox(ws, spec, entry, binds, mem),
        argv: spec.run.argv(mem),
        limits: runLimits(spec, limits),
        uid: slot.uid,
        stdin: test.input,
        // Generated test inputs and their expected outputs may be a few MB (trusted content only).
        stdoutLimit: wholeOutput ? 16 * MB : OUTPUT_LIMIT_BYTES,
        stderrLimit: 64 * 1024,
        signal: deps.signal,
      }),
    );
  } catch (err) {
    deps.log(
      'error',
      `runner: cannot start a box: ${err instanceof Error ? err.message : String(err)}`,
    );
    return internalError(test);
  }
  return testResult(deps, spec, test, exec, mem, wholeOutput);
}

/** The program's stderr as shown, with how it ended when it crashed (endingNote). */
function stderrShown(verdict: Verdict, exec: ExecResult): string {
  if (verdict === 'Internal Error') return '';
  const shown = capText(exec.stderr, SHOWN_OUTPUT_BYTES);
  const note = endingNote(verdict, exec);
  if (!note) return shown;
  return shown === '' || shown.endsWith('\n') ? `${shown}${note}` : `${shown}\n${note}`;
}

/** A test's verdict and shown output from its process's result (per-test or batched box). */
export function testResult(
  deps: Pick<TestRunDeps, 'log'>,
  spec: LanguageSpec,
  test: RunTest,
  exec: ExecResult,
  memoryMb: number,
  wholeOutput = false,
): TestResult {
  const verdict = judge({
    exec,
    expectedOutput: test.expectedOutput,
    memoryLimitKb: (memoryMb + spec.run.rssSlackMb) * 1024,
    outOfMemory: spec.run.outOfMemory,
  });
  if (exec.sandboxError !== undefined)
    deps.log('error', `runner: sandbox failure: ${exec.sandboxError}`);
  return {
    verdict,
    stdout: wholeOutput ? exec.stdout.toString('utf8') : capText(exec.stdout, SHOWN_OUTPUT_BYTES),
    stderr: stderrShown(verdict, exec),
    timeMs: exec.wallMs,
    memoryKb: exec.memoryKb,
    exitCode: exec.exitCode,
    hidden: test.hidden ?? false,
  };
}
