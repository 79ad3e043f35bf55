/** Pure rules of tests and the dashboard (spec sections 4 and 9). */
import { PASS_MARK_PERCENT, RECENT_TESTS_PAGE_SIZE, type TestStatus } from './constants';

export interface ScoredTest {
  title: string;
  status: TestStatus;
  score: number;
  maxScore: number;
  createdAt: string;
}

export function percentOf(score: number, max: number): number {
  return max > 0 ? Math.round((score / max) * 100) : 0;
}

/** Completed with at least 60% of max_score. */
export function isPassed(t: Pick<ScoredTest, 'status' | 'score' | 'maxScore'>): boolean {
  return (
    t.status === 'completed' && t.maxScore > 0 && t.score * 100 >= PASS_MARK_PERCENT * t.maxScore
  );
}

/**
 * The line under a problem result's heading, in the dashboard's terms (60% rule), e.g.
 * "Passed: 67/100, 4 of 6 tests" or "Not passed: 45/100, pass mark 60" (issue 16 item 5).
 */
export function passLine(r: {
  score: number;
  maxScore: number;
  testsPassed?: number;
  testsTotal?: number;
}): string {
  const passed = isPassed({ status: 'completed', score: r.score, maxScore: r.maxScore });
  const tests = r.testsTotal ? `, ${r.testsPassed ?? 0} of ${r.testsTotal} tests` : '';
  if (passed) return `Passed: ${r.score}/${r.maxScore}${tests}`;
  const mark = Math.ceil((PASS_MARK_PERCENT * r.maxScore) / 100);
  return `Not passed: ${r.score}/${r.maxScore}, pass mark ${mark}`;
}

export type DisplayStatus = 'In Progress' | 'Passed' | 'Failed' | 'Pending Result' | 'Expired';

/** A test closed by the server at its deadline is 'Expired' (its score is still shown). */
export function displayStatus(
  t: Pick<ScoredTest, 'status' | 'score' | 'maxScore'> & { expired?: boolean },
): DisplayStatus {
  if (t.status === 'in_progress') return 'In Progress';
  if (t.status === 'pending_result') return 'Pending Result';
  if (t.expired) return 'Expired';
  return isPassed(t) ? 'Passed' : 'Failed';
}

export interface TestStats {
  totalTests: number;
  passed: number;
  failed: number;
  pending: number;
  inProgress: number;
  avgScore: number;
  passRate: number;
}

/** Stats over a list of tests. Average: rounded mean percentage of completed tests. Pass rate: passed / total tests. */
export function computeStats(
  tests: readonly Pick<ScoredTest, 'status' | 'score' | 'maxScore'>[],
): TestStats {
  const completed = tests.filter((t) => t.status === 'completed');
  const passed = completed.filter(isPassed).length;
  const percents = completed.map((t) => (t.maxScore > 0 ? (t.score / t.maxScore) * 100 : 0));
  return fromCounts({
    totalTests: tests.length,
    passed,
    failed: completed.length - passed,
    pending: tests.filter((t) => t.status === 'pending_result').length,
    inProgress: tests.filter((t) => t.status === 'in_progress').length,
    percentSum: percents.reduce((a, b) => a + b, 0),
    completed: completed.length,
  });
}

/** The same stats from aggregate counts (what SQL returns). */
export function fromCounts(c: {
  totalTests: number;
  passed: number;
  failed: number;
  pending: number;
  inProgress: number;
  percentSum: number;
  completed: number;
}): TestStats {
  return {
    totalTests: c.totalTests,
    passed: c.passed,
    failed: c.failed,
    pending: c.pending,
    inProgress: c.inProgress,
    avgScore: c.completed > 0 ? Math.round(c.percentSum / c.completed) : 0,
    passRate: c.totalTests > 0 ? Math.round((c.passed / c.totalTests) * 100) : 0,
  };
}

/** De-duplicate by title keeping the newest created_at; result newest first. */
export function dedupeByTitle<T extends Pick<ScoredTest, 'title' | 'createdAt'>>(
  tests: readonly T[],
): T[] {
  const newest = new Map<string, T>();
  for (const t of tests) {
    const seen = newest.get(t.title);
    if (!seen || t.createdAt > seen.createdAt) newest.set(t.title, t);
  }
  return [...newest.values()].sort((a, b) =>
    a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0,
  );
}

export function pageCount(total: number, size = RECENT_TESTS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** Page n (1-based, clamped) of a list. */
export function paginate<T>(
  items: readonly T[],
  page: number,
  size = RECENT_TESTS_PAGE_SIZE,
): { items: T[]; page: number; pageCount: number } {
  const count = pageCount(items.length, size);
  const p = Math.min(Math.max(1, Math.floor(page) || 1), count);
  return { items: items.slice((p - 1) * size, p * size), page: p, pageCount: count };
}

/** m:ss for MCQ timers, h:mm:ss for problem timers. */
export function formatCountdown(seconds: number, withHours: boolean): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  if (withHours) return `${h}:${String(m).padStart(2, '0')}:${sec}`;
  return `${Math.floor(s / 60)}:${sec}`;
}

export function testTitle(topic: string, suffix: string): string {
  return `${topic} - ${suffix}`;
}
