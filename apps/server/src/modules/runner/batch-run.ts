/**
 * A submission's tests in one box (docs/decisions/033-batched-runs.md): the in-box driver
 * box-batch.c runs them one after another with each test's limits, and reports per test. Verdicts
 * are the per-test mode's (test-run.ts): the same judge over the same kind of process result.
 */
import type { CacheEntry } from './build-cache';
import { type LanguageSpec, MB, OUTPUT_LIMIT_BYTES } from './languages';
import type { RunTest, TestResult } from './runner.types';
import { type ExecResult, execInBox, limitArgs } from './sandbox';
import { internalError, runBox, runLimits, testResult, type TestRunDeps } from './test-run';
import { notRun, stopAfterTimeouts } from './timeout-stop';
import { boxBinds } from './workspace';

/** Where the driver is bound in a batched box. */
const BOX_DRIVER = '/opt/box-batch';
const STDERR_LIMIT = 64 * 1024;
/** Slack on the box's own wall clock beyond its tests' limits: start, inputs, cleanup. */
const BOX_SLACK_MS = 5000;

/** One test's result as the driver reported it, before the verdict. */
type ReportedTest = Omit<ExecResult, 'killed' | 'sandboxError'>;

export interface Report {
  tests: ReportedTest[];
  /** 'done': no input left; 'yield': the box's time budget is spent (or /tmp would not empty). */
  end: 'done' | 'yield' | null;
  /** Set when the report broke the protocol; nothing after the last whole test is trusted. */
  error?: string;
}

const RESULT =
  /^R exit=(-?\d+) signal=(\d+) timeout=([01]) ole=([01]) wall_ms=(\d+) cpu_ms=(\d+) maxrss_kb=(\d+)$/;

/**
 * Parses the driver's report as it streams: "O n" / "E n" chunks of a test's stdout and stderr,
 * "R ..." closing the test, "D" or "Y" at the end. Caps are enforced here too: the report is
 * trusted only as far as it keeps to them.
 */
export class ReportParser {
  readonly report: Report = { tests: [], end: null };
  private pending: Buffer = Buffer.alloc(0);
  private stdout: Buffer[] = [];
  private stderr: Buffer[] = [];
  private stdoutBytes = 0;
  private stderrBytes = 0;

  constructor(private readonly stdoutLimit: number) {}

  push(chunk: Buffer): void {
    if (this.report.error !== undefined) return;
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    for (;;) {
      const nl = this.pending.indexOf(10);
      if (nl < 0) {
        if (this.pending.length > 256) this.fail('header too long');
        return;
      }
      const line = this.pending.subarray(0, nl).toString('latin1');
      if (this.report.end !== null) return this.fail(`data after the end: ${line.slice(0, 40)}`);
      const chunkHeader = /^([OE]) (\d+)$/.exec(line);
      if (chunkHeader) {
        const size = Number(chunkHeader[2]);
        if (this.pending.length < nl + 1 + size) return;
        const data = this.pending.subarray(nl + 1, nl + 1 + size);
        if (chunkHeader[1] === 'O') {
          this.stdoutBytes += size;
          if (this.stdoutBytes > this.stdoutLimit) return this.fail('stdout over its cap');
          this.stdout.push(Buffer.from(data));
        } else {
          this.stderrBytes += size;
          if (this.stderrBytes > STDERR_LIMIT) return this.fail('stderr over its cap');
          this.stderr.push(Buffer.from(data));
        }
        this.pending = this.pending.subarray(nl + 1 + size);
        continue;
      }
      this.pending = this.pending.subarray(nl + 1);
      const m = RESULT.exec(line);
      if (m) {
        const [, exit, sig, timeout, ole, wall, cpu, rss] = m.map(Number);
        this.report.tests.push({
          exitCode: exit === undefined || exit < 0 ? null : exit,
          signal: sig ? sig : null,
          timedOut: timeout === 1,
          outputExceeded: ole === 1,
          wallMs: wall ?? 0,
          cpuMs: cpu ?? 0,
          memoryKb: rss ?? 0,
          stdout: Buffer.concat(this.stdout),
          stderr: Buffer.concat(this.stderr),
        });
        this.stdout = [];
        this.stderr = [];
        this.stdoutBytes = 0;
        this.stderrBytes = 0;
      } else if (line === 'D') this.report.end = 'done';
      else if (line === 'Y') this.report.end = 'yield';
      else return this.fail(`unexpected line: ${line.slice(0, 40)}`);
    }
  }

  private fail(message: string): void {
    this.report.error = message;
  }
}

/** The inputs as the driver reads them: "<bytes>\n" then the bytes, for each test. */
function frameInputs(tests: readonly RunTest[]): Buffer {
  const parts: Buffer[] = [];
  for (const t of tests) {
    const data = Buffer.from(t.input, 'utf8');
    parts.push(Buffer.from(`${data.length}\n`), data);
  }
  return Buffer.concat(parts);
}

/**
 * Runs every test of a built submission in as few boxes as its time budget allows (one box while
 * the tests used less than one time limit of wall time, then a fresh one, so a slot is never
 * held much longer than by one slow test). Tests the driver did not report, because the box
 * failed or was stopped, are Internal Errors: never a verdict the program could have forged.
 * Hidden tests left after time-outs in a row are not run (timeout-stop.ts).
 */
export async function runBatched(
  deps: TestRunDeps & { driver: string },
  spec: LanguageSpec,
  entry: CacheEntry,
  tests: readonly RunTest[],
  limits: { timeMs: number; memoryMb: number },
  wholeOutput = false,
): Promise<TestResult[]> {
  const mem = limits.memoryMb;
  const stdoutLimit = wholeOutput ? 16 * MB : OUTPUT_LIMIT_BYTES;
  const budgetMs = Math.max(limits.timeMs, 1000);
  const binds = [...(await boxBinds(deps.ws, spec.binds)), { host: deps.driver, box: BOX_DRIVER }];
  const testLimits = runLimits(spec, limits);
  const driverArgs = [
    BOX_DRIVER,
    ...limitArgs(testLimits),
    String(stdoutLimit),
    String(STDERR_LIMIT),
    String(budgetMs),
    '--',
    ...spec.run.argv(mem),
  ];
  // The driver is the pid namespace's init: out of reach of the program's signals.
  const box = { ...runBox(deps.ws, spec, entry, binds, mem), asPid1: true };

  const results: TestResult[] = [];
  while (results.length < tests.length) {
    const group = tests.slice(results.length);
    if (deps.signal.aborted) {
      results.push(...group.map(internalError));
      break;
    }
    const parser = new ReportParser(stdoutLimit);
    let exec: ExecResult | undefined;
    let startError: unknown;
    try {
      exec = await deps.pool.with((slot) =>
        execInBox({
          helper: deps.ws.helper,
          bwrapPath: deps.bwrapPath,
          box,
          argv: driverArgs,
          limits: { ...testLimits, wallMs: budgetMs + limits.timeMs + BOX_SLACK_MS },
          uid: slot.uid,
          stdin: frameInputs(group),
          stdoutLimit,
          stderrLimit: STDERR_LIMIT,
          onStdout: (chunk) => parser.push(chunk),
          signal: deps.signal,
        }),
      );
    } catch (err) {
      startError = err;
    }
    const { report } = parser;
    const reported = report.tests.slice(0, group.length);
    group.slice(0, reported.length).forEach((test, i) => {
      const r = reported[i];
      if (r) results.push(testResult(deps, spec, test, { ...r, killed: false }, mem, wholeOutput));
    });
    const clean =
      exec !== undefined &&
      exec.sandboxError === undefined &&
      !exec.killed &&
      !exec.timedOut &&
      exec.exitCode === 0 &&
      report.error === undefined &&
      report.tests.length <= group.length &&
      (report.end === 'done'
        ? reported.length === group.length
        : report.end === 'yield' && reported.length > 0);
    if (!clean) {
      const why =
        startError !== undefined
          ? `cannot start a box: ${startError instanceof Error ? startError.message : String(startError)}`
          : (report.error ??
            exec?.sandboxError ??
            `the batch box ended after ${reported.length} of ${group.length} tests (exit ${exec?.exitCode ?? '-'}, signal ${exec?.signal ?? '-'}, ${exec?.timedOut ? 'timed out, ' : ''}${exec?.killed ? 'stopped, ' : ''}${exec?.stderr.toString('utf8').slice(0, 300) ?? ''})`);
      if (!exec?.killed) deps.log('error', `runner: ${why}`);
      results.push(...group.slice(reported.length).map(internalError));
      break;
    }
    const left = tests.slice(results.length);
    if (stopAfterTimeouts(results, left)) {
      results.push(...left.map(notRun));
      break;
    }
  }
  return results;
}
