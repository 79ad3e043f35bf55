import { describe, expect, it } from 'vitest';
import { activityQuerySchema, computeStreaks } from '../src/activity.schemas';
import {
  handleWithSuffix,
  isValidHandle,
  isValidTimeZone,
  suggestHandle,
} from '../src/public-profile.schemas';

describe('handles', () => {
  it.each([
    ['Ada Lovelace', 'ada-lovelace'],
    ['  Zoë  Ñúñez!! ', 'zoe-nunez'],
    ['李', 'learner'],
    ['Al', 'learner-al'],
    ['x'.repeat(40), 'x'.repeat(30)],
    ['a'.repeat(29) + ' b', 'a'.repeat(29)],
  ])('suggests %j -> %j, always valid', (name, handle) => {
    expect(suggestHandle(name)).toBe(handle);
    expect(isValidHandle(suggestHandle(name))).toBe(true);
  });

  it('adds suffixes within the length limit', () => {
    expect(handleWithSuffix('ada', 2)).toBe('ada-2');
    expect(handleWithSuffix('a'.repeat(30), 12)).toBe('a'.repeat(27) + '-12');
    expect(handleWithSuffix('abc-' + 'd'.repeat(24) + '-x', 2).length).toBeLessThanOrEqual(30);
  });

  it.each(['ab', 'a'.repeat(31), 'Ada', 'ada_l', 'ada l', 'adé', ''])('refuses %j', (h) =>
    expect(isValidHandle(h)).toBe(false),
  );
});

describe('time zones', () => {
  it.each(['UTC', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'])('accepts %s', (z) =>
    expect(isValidTimeZone(z)).toBe(true),
  );
  it.each(['Mars/Olympus', '+09:00', 'Asia/Tokyo; drop', '', 'a'.repeat(70)])('refuses %j', (z) =>
    expect(isValidTimeZone(z)).toBe(false),
  );
});

describe('streaks', () => {
  it('current runs to today, or to yesterday while today is empty; longest is the longest ever', () => {
    const days = [
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
    ];
    expect(computeStreaks(days, '2026-03-01')).toEqual({ current: 3, longest: 4 });
    expect(computeStreaks(days, '2026-03-02')).toEqual({ current: 3, longest: 4 });
    expect(computeStreaks(days, '2026-03-03')).toEqual({ current: 0, longest: 4 });
    expect(computeStreaks([], '2026-03-03')).toEqual({ current: 0, longest: 0 });
  });
});

describe('activity range', () => {
  it('bounds and orders the dates', () => {
    expect(activityQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-06' }).success).toBe(
      true,
    );
    expect(activityQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-07' }).success).toBe(
      false,
    );
    expect(activityQuerySchema.safeParse({ from: '2026-01-02', to: '2026-01-01' }).success).toBe(
      false,
    );
    expect(activityQuerySchema.safeParse({ from: '2026-02-29' }).success).toBe(false);
    expect(activityQuerySchema.safeParse({}).success).toBe(true);
  });
});
