/**
 * GET /api/dashboard: stats and recent tests aggregated in SQL, never every row. Open tests past
 * their deadline are closed first (expiry.service.ts), so they count as finished and show Expired.
 * The counters (kept by triggers in the same transactions as the tests) say which lists can have
 * rows: a learner with no open test, no finished test or no listed title skips that query.
 */
import { DASHBOARD_OPEN_TESTS_SHOWN, RECENT_TESTS_PAGE_SIZE } from '@app/shared/constants';
import { pageCount, percentOf } from '@app/shared/test-rules';
import { z } from 'zod';
import {
  dashboardSchema,
  difficultySchema,
  testStatusSchema,
  testTypeSchema,
  type Dashboard,
  type TestSummary,
} from '@app/shared/tests.schemas';
import { closeExpiredTests } from './expiry.service';
import type { KeptByVersion } from './kept-by-version';
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

/**
 * The dashboard as sent: from this process's cache while the learner's counters version has not
 * moved (docs/decisions/039), else read and kept. A learner with an open test is read each time:
 * the test's deadline passing changes the answer without a write. The answer is encoded with the
 * route's schema and stringified as Fastify's serializer would.
 */
export async function dashboardJson(
  deps: TestsDeps,
  cache: KeptByVersion<string>,
  userId: string,
  page: number,
): Promise<string> {
  const counts = await repo.dashboardCounts(deps.db, userId);
  // Version 0: no counters row (no tests), also after the last test went; never kept.
  const keep = counts.version > 0 && counts.inProgress === 0;
  const key = `${userId}:${page}`;
  const kept = keep ? cache.get(key, counts.version) : undefined;
  if (kept !== undefined) return kept;
  const json = JSON.stringify(
    z.encode(dashboardSchema, await getDashboard(deps, userId, page, counts)),
  );
  // Read after the version: at worst newer than it, and then never asked for at that version.
  if (keep) cache.set(key, counts.version, json);
  return json;
}

async function getDashboard(
  deps: TestsDeps,
  userId: string,
  page: number,
  first: Awaited<ReturnType<typeof repo.dashboardCounts>>,
): Promise<Dashboard> {
  const { db } = deps;
  let counts = first;
  // Only a learner with open tests can have one past its deadline, or any to show as open.
  if (counts.inProgress > 0 && (await closeExpiredTests(deps, userId)) > 0)
    counts = await repo.dashboardCounts(db, userId);
  // Total Tests Given counts finished tests (graded or being graded); open ones are apart.
  const stats = statsOfCounters(counts, counts.completed + counts.pending);
  const total = counts.titles;
  const count = pageCount(total, RECENT_TESTS_PAGE_SIZE);
  const p = Math.min(Math.max(1, page), count);
  const items =
    total > 0
      ? await repo.recentDistinctByTitle(
          db,
          userId,
          (p - 1) * RECENT_TESTS_PAGE_SIZE,
          RECENT_TESTS_PAGE_SIZE,
        )
      : [];
  const open =
    counts.inProgress > 0 ? await repo.openTests(db, userId, DASHBOARD_OPEN_TESTS_SHOWN) : [];
  const history = counts.completed > 0 ? await repo.scoreHistory(db, userId) : [];
  return {
    stats: { ...stats, expired: counts.expired },
    inProgress: open.map(summary),
    recent: { items: items.map(summary), page: p, pageCount: count, total },
    scoreHistory: history.map((h) => ({
      date: h.completed_at ?? '',
      percent: percentOf(h.score, h.max_score),
      title: h.title,
    })),
  };
}
