import { afterEach, describe, expect, it } from 'vitest';
import { formatTestDate, formatTestDay } from './format';
import { currentLocale, storeLanguage } from './locale';

afterEach(() => localStorage.clear());

describe('formatTestDate', () => {
  it('dates as Mon D, YYYY in US English', () => {
    expect(formatTestDate('2026-03-07T10:00:00Z', 'en-US')).toBe('Mar 7, 2026');
  });
  it("in the learner's language, the day in UTC", () => {
    expect(currentLocale()).toBe('en-US');
    storeLanguage('fr');
    expect(formatTestDate('2026-03-07T23:30:00Z', currentLocale())).toBe('7 mars 2026');
  });
});

describe('formatTestDay', () => {
  it("a test's day without the year, in the learner's language", () => {
    expect(formatTestDay('2026-03-07T23:30:00Z', 'en-US')).toBe('Mar 7');
    expect(formatTestDay('2026-03-07T23:30:00Z', 'de')).toBe('7. März');
  });
  it('nothing for a test without a date', () => {
    expect(formatTestDay('', 'en-US')).toBe('');
  });
});
