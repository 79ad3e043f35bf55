/** Verdicts (the output comparison is shared/output-compare): pure functions, unit-tested without a sandbox. */
import type { ExecResult } from './sandbox';

import { outputsMatch } from '@app/shared/output-compare';
import type { Verdict } from '@app/shared/verdicts';

export type { Verdict } from '@app/shared/verdicts';

/** Output shown back (stdout, stderr) is capped at 4 KB; compiler output at 16 KB. */
export const SHOWN_OUTPUT_BYTES = 4 * 1024;
export const SHOWN_COMPILE_OUTPUT_BYTES = 16 * 1024;

const SIGXCPU = 24;
const SIGXFSZ = 25;

/** The first `max` bytes of a UTF-8 text, cut on a character boundary, with a marker if cut. */
export function capText(data: Buffer | string, max: number): string {
  const buf = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  if (buf.length <= max) return buf.toString('utf8');
  let end = max;
  // Step back over UTF-8 continuation bytes so no character is split.
  while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80) end--;
  return `${buf.subarray(0, end).toString('utf8')}\n[... output truncated]`;
}

export interface JudgeInput {
  exec: ExecResult;
  expectedOutput: string | null;
  memoryLimitKb: number;
  outOfMemory: RegExp;
}

export function judge({ exec, expectedOutput, memoryLimitKb, outOfMemory }: JudgeInput): Verdict {
  if (exec.sandboxError !== undefined) return 'Internal Error';
  if (exec.killed && !exec.outputExceeded) return 'Internal Error';
  if (exec.outputExceeded || exec.signal === SIGXFSZ) return 'Output Limit Exceeded';
  if (exec.timedOut || exec.signal === SIGXCPU) return 'Time Limit Exceeded';
  if (exec.memoryKb > memoryLimitKb) return 'Memory Limit Exceeded';
  if (exec.exitCode !== 0 || exec.signal !== null) {
    return outOfMemory.test(exec.stderr.toString('utf8'))
      ? 'Memory Limit Exceeded'
      : 'Runtime Error';
  }
  if (expectedOutput === null) return 'Accepted';
  return outputsMatch(exec.stdout.toString('utf8'), expectedOutput) ? 'Accepted' : 'Wrong Answer';
}

/** What a signal that ended a program means, for a learner reading a Runtime Error. */
const SIGNAL_MEANING: Readonly<Record<number, string>> = {
  4: 'SIGILL: an illegal instruction',
  6: 'SIGABRT: the program aborted (abort(), a failed assert, or an uncaught C++ exception)',
  7: 'SIGBUS: a bus error (a misaligned or unmapped memory access)',
  8: 'SIGFPE: an arithmetic error, such as an integer division by zero',
  9: 'SIGKILL: the program was killed',
  11: 'SIGSEGV: a segmentation fault, an invalid memory access (a null or dangling pointer, an index out of bounds, or recursion too deep)',
  13: 'SIGPIPE: it wrote to a closed pipe',
};

/**
 * A line saying how a program that failed ended, for its stderr: the signal and what it means (a
 * crash otherwise shows only "Runtime Error" and nothing else), or the exit code when the program
 * wrote nothing to stderr. Null for anything else.
 */
export function endingNote(
  verdict: Verdict,
  exec: Pick<ExecResult, 'exitCode' | 'signal' | 'stderr'>,
): string | null {
  if (verdict !== 'Runtime Error') return null;
  if (exec.signal !== null)
    return `Killed by signal ${exec.signal} (${SIGNAL_MEANING[exec.signal] ?? 'an uncaught signal'}).`;
  if (exec.exitCode !== null && exec.exitCode !== 0 && exec.stderr.length === 0)
    return `Exited with code ${exec.exitCode}.`;
  return null;
}
