/** A learner's test totals (dashboard, public profile): aggregated in SQL, never individual tests. */
import type { Kysely } from 'kysely';
import { fromCounts } from '@app/shared/test-rules';
import type { Database } from '../../db/schema';
import * as repo from './tests.repository';

/** The stats of a learner's test counters; `totalTests` is what the page counts as tests given. */
export function statsOfCounters(
  agg: Awaited<ReturnType<typeof repo.aggregateStats>>,
  totalTests: number,
) {
  return fromCounts({
    totalTests,
    passed: agg.passed,
    failed: agg.completed - agg.passed,
    pending: agg.pending,
    inProgress: agg.inProgress,
    percentSum: agg.percentSum,
    completed: agg.completed,
  });
}

export async function testTotals(db: Kysely<Database>, userId: string) {
  const agg = await repo.aggregateStats(db, userId);
  // As the dashboard counts them: finished tests (graded or being graded), not open ones.
  const stats = statsOfCounters(agg, agg.completed + agg.pending);
  return {
    totalTests: stats.totalTests,
    passed: stats.passed,
    failed: stats.failed,
    passRate: stats.passRate,
    avgScore: stats.avgScore,
  };
}
