/**
 * The public pages are prerendered at build (issue 17, docs/decisions/027): their content is in
 * the HTML before any script runs, and the app hydrates it without a React warning.
 */
import { expect, test, type ConsoleMessage } from '@playwright/test';

const PAGES = [
  { path: '/', heading: /Sharpen your coding skills/ },
  { path: '/about', heading: /./ },
  { path: '/login', heading: /./ },
  { path: '/signup', heading: /./ },
];

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its heading from the HTML alone', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
    }
  });
});

test('each public page hydrates with no console warning or error', async ({ page }) => {
  const messages: string[] = [];
  const keep = (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
  };
  page.on('console', keep);
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  for (const { path } of PAGES) {
    await page.goto(path);
    // The fields are disabled until hydration; enabled means React took the page over.
    if (path === '/login') await expect(page.getByLabel('Email')).toBeEnabled();
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the prerendered landing menu works once hydrated', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Disabled until hydration (the app loads after the `load` event); click waits for enabled.
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});
