/** A learner's test totals for the public profile: aggregated in SQL, never individual tests. */
import type { Kysely } from 'kysely';
import { fromCounts } from '@app/shared/test-rules';
import type { Database } from '../../db/schema';
import * as repo from './tests.repository';

export async function testTotals(db: Kysely<Database>, userId: string) {
  const agg = await repo.aggregateStats(db, userId);
  const stats = fromCounts({
    totalTests: agg.total,
    passed: agg.passed,
    failed: agg.completed - agg.passed,
    pending: agg.pending,
    inProgress: agg.inProgress,
    percentSum: agg.percentSum,
    completed: agg.completed,
  });
  return { totalTests: stats.totalTests, passed: stats.passed, failed: stats.failed, passRate: stats.passRate, avgScore: stats.avgScore };
}
