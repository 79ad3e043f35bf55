/** What grading needs from the runner module (apps/server/src/modules/runner). */
import type { LanguageId } from '@app/shared/languages';
import type { TestCase } from '@app/shared/content.schemas';
import type { Verdict } from '@app/shared/verdicts';

interface CodeRunRequest {
  language: LanguageId;
  source: string;
  tests: readonly TestCase[];
  /** Who asked: the runner caps concurrent runs per user. */
  userId?: string;
  /** The base time limit (modules/judge measures it from the reference); default 2 s. */
  limits?: { timeMs?: number };
}

interface CodeRunTestResult {
  verdict: Verdict;
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
  /** A hidden test left unrun after time-outs in a row (runner/timeout-stop.ts). */
  notRun?: boolean;
}

export interface CodeRunResult {
  compile: { ok: boolean; output: string };
  tests: CodeRunTestResult[];
  /** The limits the tests ran under, after the language factor. */
  limits?: { timeMs: number };
}

export interface CodeRunner {
  run(request: CodeRunRequest): Promise<CodeRunResult>;
}
