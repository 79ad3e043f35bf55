import type { TestResultRow } from '@app/shared/tests.schemas';

/** A visible example that passed: input 1, output 1. */
export function passedExample(timeMs: number): TestResultRow {
  return {
    index: 0,
    hidden: false,
    verdict: 'Accepted',
    passed: true,
    input: '1',
    expected: '1',
    actual: '1',
    timeMs,
  };
}
