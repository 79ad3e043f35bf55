/** What grading needs from the runner module (apps/server/src/modules/runner). */
import type { LanguageId } from '@app/shared/languages';
import type { TestCase } from '@app/shared/content.schemas';
import type { Verdict } from '@app/shared/verdicts';

export interface CodeRunRequest {
  language: LanguageId;
  source: string;
  tests: readonly TestCase[];
  /** Who asked: the runner caps concurrent runs per user. */
  userId?: string;
}

export interface CodeRunTestResult {
  verdict: Verdict;
  stdout: string;
  stderr: string;
  timeMs: number;
  memoryKb: number;
}

export interface CodeRunResult {
  compile: { ok: boolean; output: string };
  tests: CodeRunTestResult[];
}

export interface CodeRunner {
  run(request: CodeRunRequest): Promise<CodeRunResult>;
}

/** The sandboxed runner (modules/runner) as grading sees it. */
export function codeRunnerFrom(runner: { run(request: { language: LanguageId; source: string; tests: Array<{ input: string; expectedOutput: string | null; hidden?: boolean }>; owner?: string }): Promise<CodeRunResult> }): CodeRunner {
  return {
    run: (request) =>
      runner.run({
        language: request.language,
        source: request.source,
        tests: request.tests.map((t) => ({ input: t.input, expectedOutput: t.expectedOutput, hidden: t.hidden })),
        owner: request.userId,
      }),
  };
}
