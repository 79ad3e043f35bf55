import { describe, expect, it } from 'vitest';
import {
  computeStats,
  dedupeByTitle,
  displayStatus,
  formatCountdown,
  fromCounts,
  isPassed,
  paginate,
} from '../src/test-rules';

const t = (
  title: string,
  status: 'completed' | 'in_progress' | 'pending_result',
  score: number,
  maxScore: number,
  createdAt: string,
) => ({ title, status, score, maxScore, createdAt });

describe('pass rule', () => {
  it('passes at 60% of max_score, not below', () => {
    expect(isPassed(t('a', 'completed', 6, 10, ''))).toBe(true);
    expect(isPassed(t('a', 'completed', 5, 10, ''))).toBe(false);
    expect(isPassed(t('a', 'completed', 60, 100, ''))).toBe(true);
    expect(isPassed(t('a', 'completed', 59, 100, ''))).toBe(false);
    expect(isPassed(t('a', 'in_progress', 10, 10, ''))).toBe(false);
  });
  it('display status', () => {
    expect(displayStatus(t('a', 'pending_result', 0, 10, ''))).toBe('Pending Result');
    expect(displayStatus(t('a', 'in_progress', 0, 10, ''))).toBe('In Progress');
    expect(displayStatus(t('a', 'completed', 7, 10, ''))).toBe('Passed');
    expect(displayStatus(t('a', 'completed', 2, 10, ''))).toBe('Failed');
  });
  it('a test closed at its deadline is Expired whatever its score', () => {
    expect(displayStatus({ ...t('a', 'completed', 7, 10, ''), expired: true })).toBe('Expired');
    expect(displayStatus({ ...t('a', 'completed', 0, 10, ''), expired: true })).toBe('Expired');
    expect(displayStatus({ ...t('a', 'completed', 7, 10, ''), expired: false })).toBe('Passed');
  });
});

describe('stats', () => {
  it('average is the rounded mean percent of completed tests; pass rate is passed over all tests', () => {
    const s = computeStats([
      t('a', 'completed', 10, 10, '1'), // 100
      t('b', 'completed', 45, 100, '2'), // 45
      t('c', 'completed', 6, 10, '3'), // 60
      t('d', 'pending_result', 0, 100, '4'),
      t('e', 'in_progress', 0, 10, '5'),
    ]);
    expect(s).toEqual({
      totalTests: 5,
      passed: 2,
      failed: 1,
      pending: 1,
      inProgress: 1,
      avgScore: 68,
      passRate: 40,
    });
  });
  it('empty stats are zeros, not NaN', () => {
    expect(computeStats([])).toEqual({
      totalTests: 0,
      passed: 0,
      failed: 0,
      pending: 0,
      inProgress: 0,
      avgScore: 0,
      passRate: 0,
    });
    expect(
      fromCounts({
        totalTests: 0,
        passed: 0,
        failed: 0,
        pending: 0,
        inProgress: 0,
        percentSum: 0,
        completed: 0,
      }).avgScore,
    ).toBe(0);
  });
});

describe('recent tests', () => {
  it('de-duplicates by title keeping the newest, newest first', () => {
    const list = dedupeByTitle([
      t('A', 'completed', 1, 10, '2026-01-01'),
      t('B', 'completed', 2, 10, '2026-01-03'),
      t('A', 'completed', 9, 10, '2026-01-05'),
      t('C', 'in_progress', 0, 10, '2026-01-02'),
    ]);
    expect(list.map((x) => [x.title, x.score])).toEqual([
      ['A', 9],
      ['B', 2],
      ['C', 0],
    ]);
  });
  it('pages of 2 with clamping', () => {
    const items = [1, 2, 3, 4, 5];
    expect(paginate(items, 1)).toEqual({ items: [1, 2], page: 1, pageCount: 3 });
    expect(paginate(items, 3)).toEqual({ items: [5], page: 3, pageCount: 3 });
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 1)).toEqual({ items: [], page: 1, pageCount: 1 });
  });
});

describe('formatting', () => {
  it('countdowns', () => {
    expect(formatCountdown(1800, false)).toBe('30:00');
    expect(formatCountdown(59, false)).toBe('0:59');
    expect(formatCountdown(3600, true)).toBe('1:00:00');
    expect(formatCountdown(299, true)).toBe('0:04:59');
    expect(formatCountdown(-5, true)).toBe('0:00:00');
  });
});
