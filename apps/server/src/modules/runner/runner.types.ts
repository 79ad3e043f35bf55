/** The runner's public shapes: what graders, the content validator and the route use. */
import type { LanguageId } from '@app/shared/languages';
import type { SandboxCheck } from './sandbox';
import type { ToolchainInfo } from './toolchains';
import type { Verdict } from './verdict';

export interface RunTest {
  input: string;
  /** null: nothing to compare (the Run button); Accepted then means a clean exit within limits. */
  expectedOutput: string | null;
  hidden?: boolean;
}

export interface RunLimits {
  /** Per-test limit for C/C++/Rust/Go; other languages get it x their factor (languages.ts). */
  timeMs?: number;
  memoryMb?: number;
}

export interface RunRequest {
  language: LanguageId;
  source: string;
  tests: readonly RunTest[];
  limits?: RunLimits;
  /** Who asks: one user holds at most two runs at once (graders pass the learner's id). */
  userId?: string;
  /** In queue mode submissions go first; Run Examples and custom input are 'example'. */
  priority?: 'submission' | 'example';
  /**
   * Return stdout whole (up to the output limit) instead of its first 4 KB: only for trusted
   * content programs (test generators and references, modules/judge), never for learners.
   */
  wholeOutput?: boolean;
}

interface CompileResult {
  ok: boolean;
  /** Compiler messages (warnings too), capped at 16 KB. */
  output: string;
  timeMs: number;
  /** True when the build came from the cache. */
  cached: boolean;
}

export interface TestResult {
  verdict: Verdict;
  /** stdout and stderr, each capped at 4 KB. */
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
  exitCode: number | null;
  hidden: boolean;
  /** Not run: the tests before it ran out of time (timeout-stop.ts); its verdict is a time-out. */
  notRun?: boolean;
}

export interface RunResult {
  language: LanguageId;
  /** Accepted when every test is; otherwise the first test's verdict that is not. */
  verdict: Verdict;
  passed: number;
  total: number;
  compile: CompileResult;
  tests: TestResult[];
  /** The limits the tests ran under, after the language factor. */
  limits: { timeMs: number; memoryMb: number };
}

export interface RunnerStats {
  workers: number;
  queueSize: number;
  inFlight: number;
  compiles: number;
  cacheHits: number;
  testsRun: number;
  cacheBytes: number;
  cacheEntries: number;
  evictions: number;
  /** Highest number of kotlinc processes at once (never above one). */
  kotlincMaxConcurrent: number;
}

export interface Runner {
  run(request: RunRequest): Promise<RunResult>;
  /** Whether the sandbox works here (checked once, with a smoke test), and why not. */
  status(): Promise<SandboxCheck>;
  /** Toolchain versions shown to learners. */
  toolchains(): Promise<ToolchainInfo[]>;
  stats(): RunnerStats;
  /** Refuses new runs, stops the running ones, waits for them. */
  close(): Promise<void>;
}

export interface RunnerOptions {
  /** Where boxes, the build cache and the launcher live (root-owned; default DATA_DIR/runner). */
  workDir: string;
  workers?: number;
  queueSize?: number;
  cacheMb?: number;
  /**
   * Where compile seeds (Go's prebuilt standard library) are built, once per toolchain; default
   * the work directory. Tests share one folder, so each test runner does not rebuild it (38 s).
   */
  seedDir?: string;
  /**
   * Build the compile seeds right after start, in the background at the boxes' niceness, so the
   * first Go submission after an install or a toolchain upgrade does not wait for one (9 s on two
   * cores). The servers and workers set it (runnerOptionsFromConfig); tests share seedDir instead.
   */
  prepareSeeds?: boolean;
  /**
   * A root-owned folder on disk that keeps a copy of every build, so the next runner on this
   * machine starts with them (build-cache.ts, "kept builds"); unset: builds live only as long as
   * this process. The content tests keep theirs in /var/tmp so a second run compiles nothing.
   */
  keepBuildsDir?: string;
  /** Worker slot i runs as uid/gid uidBase + i (default 64000; must be unused on the host). */
  uidBase?: number;
  bwrapPath?: string;
  /**
   * Run a submission's tests in one box with the in-box driver (default true, decision 033);
   * false: one box per test, as before (the benchmark compares the two).
   */
  batchTests?: boolean;
  /** Niceness of the boxes this process starts (RUNNER_NICE; sandbox.ts setSandboxNice); unset: left as it is. */
  nice?: number;
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}
