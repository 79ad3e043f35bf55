/**
 * One way for a result to travel (issue 14 item 4, docs/decisions/023-one-path-for-live-results.md):
 * a coding submit costs the submitting tab its submit request and the one list the response does
 * not carry; another tab of the same learner refetches exactly the queries that changed, once.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  appLoaded,
  replaceCode,
  startCodingTest,
  submitFinal,
  usePython,
  signUpViaApi,
} from './helpers';

/** API requests a page makes from now on (the long-lived event stream is not a request per change). */
function countApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const url = new URL(req.url());
    if (url.pathname.startsWith('/api/') && url.pathname !== '/api/events')
      seen.push(`${req.method()} ${url.pathname}`);
  });
  return seen;
}

test('a coding submit: one submit in its tab, one refetch per changed query in the other tabs', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signUpViaApi(page, 'Two Tabs');
  const { reference } = await startCodingTest(page);
  const testUrl = page.url();
  await usePython(page);
  await replaceCode(page, reference.source);

  // Same context: the same learner in two more tabs, on the same test and on the dashboard.
  const sameTest = await context.newPage();
  await sameTest.goto(testUrl);
  await expect(sameTest.getByRole('button', { name: 'Submit Code' })).toBeVisible();
  const dashboard = await context.newPage();
  await dashboard.goto('/dashboard');
  await expect(dashboard.getByRole('heading', { name: 'Welcome Two Tabs!' })).toBeVisible();
  // The server rendered the dashboard (docs/decisions/041): its app starts on an interaction (or
  // when idle) and refreshes what the live stream may have missed since. Every page's first loads
  // are done before the counting starts.
  await dashboard.keyboard.press('Tab');
  await expect.poll(() => appLoaded(dashboard)).toBe(true);
  await dashboard.waitForTimeout(2000);

  const fromSubmitter = countApiRequests(page);
  const fromSameTest = countApiRequests(sameTest);
  const fromDashboard = countApiRequests(dashboard);
  await page.bringToFront();
  await submitFinal(page);
  await expect(page.getByRole('heading', { name: 'All Tests Passed!' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(sameTest.getByRole('heading', { name: 'All Tests Passed!' })).toBeVisible();
  // Late refetches (a second event, a poll) would land within this quiet spell.
  await page.waitForTimeout(3000);

  const testPath = new URL(testUrl).searchParams.get('id');
  // Before (issue 14): 8 requests from the submitting tab (six of them the test again, from two
  // events and the 2 s poll), 8 from the other tab on the test, 4 from the dashboard (each twice).
  // The submitting tab: its submit, and the attempt history the graded view does not carry.
  expect(fromSubmitter.sort()).toEqual([
    `GET /api/tests/${testPath}/history`,
    `POST /api/tests/${testPath}/submit`,
  ]);
  // The other tab on the test: the test and its history, once each.
  expect(fromSameTest.sort()).toEqual([
    `GET /api/tests/${testPath}`,
    `GET /api/tests/${testPath}/history`,
  ]);
  // The dashboard: its list of tests and the activity map, once each; never the catalogue.
  expect(fromDashboard.sort()).toEqual(['GET /api/activity', 'GET /api/dashboard']);
});
