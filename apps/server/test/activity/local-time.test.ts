import { describe, expect, it } from 'vitest';
import { localCalendar } from '../../src/modules/activity/local-time';

describe('localCalendar', () => {
  it('23:30 in Tokyo is that Tokyo day; 00:30 the next morning is the next day, though UTC still says the day before', () => {
    const tokyo = localCalendar('Asia/Tokyo');
    expect(tokyo.dateOf(Date.parse('2026-03-10T23:30:00+09:00'))).toBe('2026-03-10');
    expect(tokyo.dateOf(Date.parse('2026-03-11T00:30:00+09:00'))).toBe('2026-03-11');
    expect(tokyo.dateOfIso('2026-03-10T14:30:00.000Z')).toBe('2026-03-10');
    expect(tokyo.dateOfIso('2026-03-10T15:30:00.000Z')).toBe('2026-03-11');
    expect(tokyo.dateOfIso('2026-03-11T00:30:00+09:00')).toBe('2026-03-11');
    expect(localCalendar('UTC').dateOf(Date.parse('2026-03-11T00:30:00+09:00'))).toBe('2026-03-10');
  });

  it('follows daylight saving time: New York on the day clocks go forward, and a zone with a 45-minute offset', () => {
    const ny = localCalendar('America/New_York');
    // 2026-03-08: 02:00 EST becomes 03:00 EDT (07:00Z).
    expect(ny.dateOf(Date.parse('2026-03-08T04:59:00Z'))).toBe('2026-03-07'); // 23:59 EST
    expect(ny.dateOf(Date.parse('2026-03-08T05:00:00Z'))).toBe('2026-03-08'); // 00:00 EST
    expect(ny.dateOf(Date.parse('2026-03-09T03:59:00Z'))).toBe('2026-03-08'); // 23:59 EDT
    expect(ny.dateOf(Date.parse('2026-03-09T04:00:00Z'))).toBe('2026-03-09'); // 00:00 EDT
    expect(ny.startOf('2026-03-09')).toBe(Date.parse('2026-03-09T04:00:00Z'));
    const kathmandu = localCalendar('Asia/Kathmandu');
    expect(kathmandu.dateOf(Date.parse('2026-05-01T18:14:00Z'))).toBe('2026-05-01'); // 23:59 +05:45
    expect(kathmandu.dateOf(Date.parse('2026-05-01T18:15:00Z'))).toBe('2026-05-02');
  });

  it('gives the same dates as Intl for every hour of a year in several zones', () => {
    for (const zone of [
      'Europe/London',
      'Australia/Lord_Howe',
      'Pacific/Apia',
      'America/Santiago',
    ]) {
      const cal = localCalendar(zone);
      const fmt = new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      for (
        let ms = Date.parse('2026-01-01T00:00:00Z');
        ms < Date.parse('2027-01-01T00:00:00Z');
        ms += 3_600_000 + 17 * 60_000
      ) {
        expect(cal.dateOf(ms)).toBe(fmt.format(new Date(ms)));
        expect(cal.dateOfIso(new Date(ms).toISOString())).toBe(fmt.format(new Date(ms)));
      }
    }
  });
});
