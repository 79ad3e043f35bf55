/** GET /api/dashboard: stats and recent tests aggregated in SQL, never every row. */
import type { Kysely } from 'kysely';
import { RECENT_TESTS_PAGE_SIZE } from '@app/shared/constants';
import { fromCounts, pageCount, percentOf } from '@app/shared/test-rules';
import { difficultySchema, testStatusSchema, testTypeSchema, type Dashboard } from '@app/shared/tests.schemas';
import type { Database } from '../../db/schema';
import * as repo from './tests.repository';

export async function getDashboard(db: Kysely<Database>, userId: string, page: number): Promise<Dashboard> {
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
  const total = await repo.countDistinctTitles(db, userId);
  const count = pageCount(total, RECENT_TESTS_PAGE_SIZE);
  const p = Math.min(Math.max(1, page), count);
  const items = await repo.recentDistinctByTitle(db, userId, (p - 1) * RECENT_TESTS_PAGE_SIZE, RECENT_TESTS_PAGE_SIZE);
  const history = await repo.scoreHistory(db, userId);
  return {
    stats,
    recent: {
      items: items.map((t) => ({
        id: t.id,
        title: t.title,
        type: testTypeSchema.parse(t.type),
        difficulty: difficultySchema.parse(t.difficulty),
        status: testStatusSchema.parse(t.status),
        score: t.score,
        maxScore: t.max_score,
        createdAt: t.created_at,
        completedAt: t.completed_at,
      })),
      page: p,
      pageCount: count,
      total,
    },
    scoreHistory: history.map((h) => ({ date: h.completed_at ?? '', percent: percentOf(h.score, h.max_score), title: h.title })),
  };
}
