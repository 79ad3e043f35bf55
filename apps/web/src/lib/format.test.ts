import { afterEach, describe, expect, it } from 'vitest';
import { formatTestDate } from './format';
import { storeLanguage } from './locale';

afterEach(() => localStorage.clear());

describe('formatTestDate', () => {
  it('dates as Mon D, YYYY', () => {
    expect(formatTestDate('2026-03-07T10:00:00Z')).toBe('Mar 7, 2026');
  });
  it("in the learner's language, the day in UTC", () => {
    storeLanguage('fr');
    expect(formatTestDate('2026-03-07T23:30:00Z')).toBe('7 mars 2026');
  });
});
