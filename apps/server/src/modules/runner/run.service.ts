/** The Run button on examples: one program, one stdin, no expected output. */
import { STDIN_MAX_BYTES } from '@app/shared/constants';
import type { LanguageId } from '@app/shared/languages';
import { AppError } from '../../lib/app-error';
import { trimNodeInternalFrames } from './node-stack';
import type { Runner } from './runner.types';
import type { Verdict } from './verdict';

export interface RunExampleInput {
  language: LanguageId;
  source: string;
  stdin: string;
}

export interface RunExampleResult {
  compile: { ok: boolean; output: string };
  run: { verdict: Verdict; stdout: string; stderr: string; timeMs: number; memoryKb: number };
}

/**
 * Runs the learner's code on their own stdin. There is nothing to compare with, so "Accepted"
 * means the program ran to a clean exit within the limits.
 */
export async function runExample(
  runner: Runner,
  input: RunExampleInput,
  owner: string,
): Promise<RunExampleResult> {
  if (Buffer.byteLength(input.stdin, 'utf8') > STDIN_MAX_BYTES)
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      413,
      `The input is larger than ${STDIN_MAX_BYTES / 1024} KB.`,
    );
  const result = await runner.run({
    language: input.language,
    source: input.source,
    tests: [{ input: input.stdin, expectedOutput: null, hidden: false }],
    userId: owner,
    priority: 'example',
  });
  const test = result.tests[0];
  return {
    compile: { ok: result.compile.ok, output: result.compile.output },
    run: test
      ? {
          verdict: test.verdict,
          stdout: test.stdout,
          // JavaScript errors without Node's internal frames (node-stack.ts).
          stderr:
            input.language === 'javascript' ? trimNodeInternalFrames(test.stderr) : test.stderr,
          timeMs: test.timeMs,
          memoryKb: test.memoryKb,
        }
      : { verdict: result.verdict, stdout: '', stderr: '', timeMs: 0, memoryKb: 0 },
  };
}
