/**
 * GET /api/dashboard: stats and recent tests aggregated in SQL, never every row. Open tests past
 * their deadline are closed first (expiry.service.ts), so they count as finished and show Expired.
 */
import { DASHBOARD_OPEN_TESTS_SHOWN, RECENT_TESTS_PAGE_SIZE } from '@app/shared/constants';
import { pageCount, percentOf } from '@app/shared/test-rules';
import {
  difficultySchema,
  testStatusSchema,
  testTypeSchema,
  type Dashboard,
  type TestSummary,
} from '@app/shared/tests.schemas';
import { closeExpiredTests } from './expiry.service';
import { statsOfCounters } from './test-stats.service';
import * as repo from './tests.repository';
import type { TestsDeps } from './tests.service';

type SummaryRow = Awaited<ReturnType<typeof repo.openTests>>[number] & { expired?: number };

function summary(t: SummaryRow): TestSummary {
  return {
    id: t.id,
    title: t.title,
    type: testTypeSchema.parse(t.type),
    difficulty: difficultySchema.parse(t.difficulty),
    status: testStatusSchema.parse(t.status),
    score: t.score,
    maxScore: t.max_score,
    createdAt: t.created_at,
    completedAt: t.completed_at,
    expired: Number(t.expired ?? 0) === 1,
  };
}

export async function getDashboard(
  deps: TestsDeps,
  userId: string,
  page: number,
): Promise<Dashboard> {
  const { db } = deps;
  await closeExpiredTests(deps, userId);
  const agg = await repo.aggregateStats(db, userId);
  // Total Tests Given counts finished tests (graded or being graded); open ones are apart.
  const stats = statsOfCounters(agg, agg.completed + agg.pending);
  const total = await repo.countDistinctTitles(db, userId);
  const count = pageCount(total, RECENT_TESTS_PAGE_SIZE);
  const p = Math.min(Math.max(1, page), count);
  const items = await repo.recentDistinctByTitle(
    db,
    userId,
    (p - 1) * RECENT_TESTS_PAGE_SIZE,
    RECENT_TESTS_PAGE_SIZE,
  );
  const open = await repo.openTests(db, userId, DASHBOARD_OPEN_TESTS_SHOWN);
  const history = await repo.scoreHistory(db, userId);
  return {
    stats: { ...stats, expired: agg.expired },
    inProgress: open.map(summary),
    recent: { items: items.map(summary), page: p, pageCount: count, total },
    scoreHistory: history.map((h) => ({
      date: h.completed_at ?? '',
      percent: percentOf(h.score, h.max_score),
      title: h.title,
    })),
  };
}
