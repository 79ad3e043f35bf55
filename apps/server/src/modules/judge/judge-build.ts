/**
 * Materialises a problem's generated tests in the sandbox, the Polygon way: the generator makes
 * each input, the validator checks every input (hand-written and generated), the reference writes
 * the expected outputs and its measured time sets the limit. Any failure names the problem and why.
 */
import type { CodingProblem, JudgeSpec } from '@app/shared/content.schemas';
import { MAX_TIME_LIMIT_MS, OUTPUT_LIMIT_BYTES } from '../runner/languages';
import type { Runner, RunResult } from '../runner/runner.types';
import { deriveTimeLimitMs } from './judge-limits';
import type { GeneratedTests } from './judge-cache';

/** A generator that fails, a validator that rejects a test, a reference that fails: CI stops on it. */
class JudgeBuildError extends Error {
  constructor(
    readonly problemId: string,
    readonly reason: string,
  ) {
    super(`${problemId}: ${reason}`);
    this.name = 'JudgeBuildError';
  }
}

/** Base limit for generators and validators (python3 gets 2.5x): generous, they are ours. */
const TOOL_TIME_MS = 6000;

function why(run: RunResult, i: number): string {
  if (!run.compile.ok) return `does not compile: ${run.compile.output.slice(0, 500)}`;
  const t = run.tests[i];
  return `${t?.verdict ?? 'no result'}${t?.stderr ? `: ${t.stderr.slice(0, 500)}` : ''}`;
}

export async function buildGeneratedTests(
  runner: Runner,
  problem: CodingProblem,
  spec: JudgeSpec,
  hash: string,
): Promise<GeneratedTests> {
  const fail = (reason: string) => new JudgeBuildError(problem.id, reason);
  const gen = await runner.run({
    language: 'python3',
    source: spec.generator,
    tests: spec.tests.map((t) => ({ input: `${t.args}\n`, expectedOutput: null })),
    limits: { timeMs: TOOL_TIME_MS },
    wholeOutput: true,
  });
  const inputs = spec.tests.map((t, i) => {
    const r = gen.tests[i];
    if (!gen.compile.ok || r?.verdict !== 'Accepted')
      throw fail(`the generator failed on "${t.args}": ${why(gen, i)}`);
    return r.stdout;
  });

  const all = [...problem.testCases.map((t) => t.input), ...inputs];
  const names = [
    ...problem.testCases.map((_, i) => `hand-written test ${i}`),
    ...spec.tests.map((t) => `generated test "${t.args}" (${t.label})`),
  ];
  const val = await runner.run({
    language: 'python3',
    source: spec.validator,
    tests: all.map((input) => ({ input, expectedOutput: null })),
    limits: { timeMs: TOOL_TIME_MS },
  });
  all.forEach((_, i) => {
    if (!val.compile.ok || val.tests[i]?.verdict !== 'Accepted')
      throw fail(`the validator rejects ${names[i]}: ${why(val, i)}`);
  });

  const ref = await runner.run({
    language: problem.reference.language,
    source: problem.reference.source,
    tests: [...problem.testCases, ...inputs.map((input) => ({ input, expectedOutput: null }))],
    limits: { timeMs: MAX_TIME_LIMIT_MS },
    wholeOutput: true,
  });
  all.forEach((_, i) => {
    if (!ref.compile.ok || ref.tests[i]?.verdict !== 'Accepted')
      throw fail(`the reference fails ${names[i]}: ${why(ref, i)}`);
  });
  // A learner's program printing the same answer must fit the runner's output limit.
  const hand = problem.testCases.length;
  inputs.forEach((_, i) => {
    const bytes = Buffer.byteLength(ref.tests[hand + i]?.stdout ?? '', 'utf8');
    if (bytes > OUTPUT_LIMIT_BYTES)
      throw fail(
        `the expected output of ${names[hand + i]} is ${bytes} bytes, over the ${OUTPUT_LIMIT_BYTES}-byte output limit`,
      );
  });
  const referenceMs = Math.max(...ref.tests.map((t) => t.timeMs));
  return {
    hash,
    referenceMs,
    timeLimitMs: deriveTimeLimitMs(referenceMs, problem.reference.language),
    tests: spec.tests.map((t, i) => ({
      label: t.label,
      input: inputs[i] ?? '',
      expectedOutput: ref.tests[hand + i]?.stdout ?? '',
    })),
  };
}
