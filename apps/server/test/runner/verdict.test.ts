/** Output comparison and verdicts: pure rules. */
import { describe, expect, it } from 'vitest';
import type { ExecResult } from '../../src/modules/runner/sandbox';
import { capText, endingNote, judge } from '../../src/modules/runner/verdict';

const exec = (over: Partial<ExecResult>): ExecResult => ({
  exitCode: 0,
  signal: null,
  timedOut: false,
  killed: false,
  outputExceeded: false,
  wallMs: 5,
  cpuMs: 4,
  memoryKb: 1000,
  stdout: Buffer.from('42\n'),
  stderr: Buffer.alloc(0),
  ...over,
});
const base = { expectedOutput: '42', memoryLimitKb: 256 * 1024, outOfMemory: /bad_alloc/ };

describe('runner: comparison and verdicts', () => {
  it('caps shown output on a character boundary', () => {
    expect(capText('abc', 10)).toBe('abc');
    const capped = capText('é'.repeat(10), 5);
    expect(capped.startsWith('éé')).toBe(true);
    expect(capped).not.toContain('\uFFFD');
    expect(capped).toContain('truncated');
  });

  it('maps each outcome to its verdict', () => {
    expect(judge({ ...base, exec: exec({}) })).toBe('Accepted');
    expect(judge({ ...base, exec: exec({ stdout: Buffer.from('41') }) })).toBe('Wrong Answer');
    expect(judge({ ...base, exec: exec({ timedOut: true, exitCode: null, signal: 9 }) })).toBe(
      'Time Limit Exceeded',
    );
    expect(judge({ ...base, exec: exec({ exitCode: null, signal: 24 }) })).toBe(
      'Time Limit Exceeded',
    );
    expect(judge({ ...base, exec: exec({ exitCode: null, signal: 25 }) })).toBe(
      'Output Limit Exceeded',
    );
    expect(judge({ ...base, exec: exec({ outputExceeded: true, killed: true }) })).toBe(
      'Output Limit Exceeded',
    );
    expect(judge({ ...base, exec: exec({ memoryKb: 300 * 1024 }) })).toBe('Memory Limit Exceeded');
    expect(
      judge({
        ...base,
        exec: exec({ exitCode: null, signal: 6, stderr: Buffer.from('std::bad_alloc') }),
      }),
    ).toBe('Memory Limit Exceeded');
    expect(judge({ ...base, exec: exec({ exitCode: 1 }) })).toBe('Runtime Error');
    expect(judge({ ...base, exec: exec({ sandboxError: 'bwrap: oops' }) })).toBe('Internal Error');
    expect(
      judge({ ...base, expectedOutput: null, exec: exec({ stdout: Buffer.from('anything') }) }),
    ).toBe('Accepted');
  });

  it('says how a crashed program ended: the signal and its meaning, or a silent exit code', () => {
    expect(endingNote('Runtime Error', exec({ exitCode: null, signal: 11 }))).toBe(
      'Killed by signal 11 (SIGSEGV: a segmentation fault, an invalid memory access (a null or dangling pointer, an index out of bounds, or recursion too deep)).',
    );
    expect(endingNote('Runtime Error', exec({ exitCode: null, signal: 8 }))).toMatch(
      /^Killed by signal 8 \(SIGFPE: .*division by zero\)\.$/,
    );
    expect(endingNote('Runtime Error', exec({ exitCode: null, signal: 31 }))).toBe(
      'Killed by signal 31 (an uncaught signal).',
    );
    expect(endingNote('Runtime Error', exec({ exitCode: 3 }))).toBe('Exited with code 3.');
    // The program said why itself (a traceback): nothing added; other verdicts: nothing.
    expect(
      endingNote('Runtime Error', exec({ exitCode: 1, stderr: Buffer.from('Traceback') })),
    ).toBeNull();
    expect(endingNote('Time Limit Exceeded', exec({ exitCode: null, signal: 9 }))).toBeNull();
    expect(endingNote('Accepted', exec({}))).toBeNull();
  });
});
