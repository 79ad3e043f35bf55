import { describe, expect, it } from 'vitest';
import { passLine } from '../src/test-rules';

describe('passLine', () => {
  it('says Passed in the dashboard terms (60% rule) even when some tests failed', () => {
    expect(passLine({ score: 67, maxScore: 100, testsPassed: 4, testsTotal: 6 })).toBe(
      'Passed: 67/100, 4 of 6 tests',
    );
    expect(passLine({ score: 60, maxScore: 100, testsPassed: 3, testsTotal: 5 })).toBe(
      'Passed: 60/100, 3 of 5 tests',
    );
  });

  it('says Not passed with the pass mark below 60%', () => {
    expect(passLine({ score: 45, maxScore: 100, testsPassed: 3, testsTotal: 7 })).toBe(
      'Not passed: 45/100, pass mark 60',
    );
    expect(passLine({ score: 59, maxScore: 100 })).toBe('Not passed: 59/100, pass mark 60');
  });
});
