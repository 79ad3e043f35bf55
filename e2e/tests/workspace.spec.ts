/** The shared coding workspace (issue 16 items 1-5): split, console, shortcuts, Reset, retry, phone tabs. */
import { expect, test, type Page } from '@playwright/test';
import { starterCode } from '@app/shared/languages';
import {
  replaceCode,
  startCodingTest,
  submitFinal,
  usePython,
  type CodingProblem,
  signUpViaApi,
} from './helpers';

async function codingTest(page: Page, name: string, phone = false): Promise<CodingProblem> {
  await signUpViaApi(page, name);
  return startCodingTest(page, phone);
}

test.describe('at 1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the split resizes by drag and by keyboard, and the editor fills the height', async ({
    page,
  }) => {
    await codingTest(page, 'Split Resizer');
    const divider = page.getByRole('separator', { name: 'Resize the problem and the editor' });
    const editor = page.locator('.cm-editor');
    const before = await editor.boundingBox();
    if (!before) throw new Error('no editor box');
    // The starting point: a 408 x 320 px box.
    expect(before.height).toBeGreaterThan(400);

    await divider.focus();
    for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
    await expect(divider).toHaveAttribute('aria-valuenow', '50');
    const narrower = await editor.boundingBox();
    expect(narrower?.width ?? 0).toBeLessThan(before.width - 50);

    const box = await divider.boundingBox();
    if (!box) throw new Error('no divider box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x - 200, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    const value = Number(await divider.getAttribute('aria-valuenow'));
    expect(value).toBeLessThan(40);
    const wider = await editor.boundingBox();
    expect(wider?.width ?? 0).toBeGreaterThan(before.width);

    await page.getByRole('button', { name: 'Fullscreen' }).click();
    const full = await editor.boundingBox();
    expect(full?.height ?? 0).toBeGreaterThan(before.height);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  test('Ctrl+Enter runs the examples; Custom input runs the program on typed input', async ({
    page,
  }) => {
    const problem = await codingTest(page, 'Console User');
    await usePython(page);
    await replaceCode(page, problem.reference.source);
    await page.locator('.cm-content').click();
    await page.keyboard.press('Control+Enter');
    await expect(page.getByRole('list', { name: 'Example runs' })).toBeVisible();
    await expect(page.getByText(/^\d+\/\d+ examples passed$/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('list', { name: 'Example runs' })).not.toContainText('Failed');

    await replaceCode(
      page,
      'import sys\ndata = sys.stdin.read()\nprint(data.upper())\nprint("oops", file=sys.stderr)',
    );
    await page.getByRole('tab', { name: 'Custom input' }).click();
    await page.getByRole('textbox', { name: 'Custom input' }).fill('hello console');
    await page.getByRole('button', { name: 'Run with this input' }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('HELLO CONSOLE', { exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expect(panel.getByText('oops')).toBeVisible();
    await expect(panel.getByText(/^Time \d+ ms$/)).toBeVisible();
    await expect(panel.getByText(/^Memory [\d.]+ MB$/)).toBeVisible();
  });

  test('Reset puts the starter code back after a confirm', async ({ page }) => {
    await codingTest(page, 'Resetter');
    await usePython(page);
    await replaceCode(page, 'print("my own work")');
    await page.getByRole('button', { name: 'Reset' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reset to the starter code?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('.cm-content')).toContainText('my own work');
    await page.getByRole('button', { name: 'Reset' }).click();
    await dialog.getByRole('button', { name: 'Reset code' }).click();
    await expect(page.locator('.cm-content')).not.toContainText('my own work');
    const firstLine = starterCode('python3').split('\n')[0] ?? '';
    await expect(page.locator('.cm-content')).toContainText(firstLine.trim());
  });

  test('a failed submit says so in the dashboard terms, then Retry this problem grades a new attempt; the history keeps both', async ({
    page,
  }) => {
    const problem = await codingTest(page, 'Retrier');
    await usePython(page);
    await replaceCode(page, 'print("nothing useful")');
    await submitFinal(page);
    await expect(page.getByRole('heading', { name: 'Some Tests Failed' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^Not passed: \d+\/100, pass mark 60$/)).toBeVisible();
    // The failing example's own row says why; no hidden test is pointed at while an example fails.
    await expect(page.getByRole('listitem').filter({ hasText: /^Test 1Failed/ })).toBeVisible();
    await expect(page.getByText('First failing hidden test:')).toHaveCount(0);
    const history = page.getByRole('region', { name: 'Your submissions' });
    await expect(history.getByRole('row')).toHaveCount(2);
    const firstUrl = page.url();

    await page.getByRole('button', { name: 'Retry this problem' }).click();
    await expect(page).not.toHaveURL(firstUrl);
    await expect(page.getByRole('heading', { name: problem.title, level: 2 })).toBeVisible();
    await usePython(page);
    await replaceCode(page, problem.reference.source);
    await submitFinal(page);
    await expect(page.getByRole('heading', { name: 'All Tests Passed!' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.getByText(/^Passed: 100\/100, (\d+) of \1 tests$/)).toBeVisible();
    await expect(history.getByRole('row')).toHaveCount(3);
    await expect(history).toContainText('Not passed');
    await history.getByRole('link').click();
    await expect(page).toHaveURL(firstUrl);
  });
});

test.describe('at 375x812', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('Problem, Code and Result tabs instead of one long page', async ({ page }) => {
    const problem = await codingTest(page, 'Phone Coder', true);
    const tabs = page.getByRole('tablist', { name: 'Workspace' });
    await expect(tabs.getByRole('tab')).toHaveText(['Problem', 'Code', 'Result']);
    await expect(page.getByRole('heading', { name: problem.title, level: 2 })).toBeVisible();
    await expect(page.locator('.cm-editor')).toHaveCount(0);
    await tabs.getByRole('tab', { name: 'Code' }).click();
    await expect(page.locator('.cm-editor')).toBeVisible();
    const box = await page.locator('.cm-editor').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(320);
    await usePython(page);
    await replaceCode(page, problem.reference.source);
    await page.getByRole('button', { name: 'Run Examples' }).click();
    await expect(tabs.getByRole('tab', { name: 'Result' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText(/^\d+\/\d+ examples passed$/)).toBeVisible({ timeout: 60_000 });
    // The page itself does not scroll far: the tabs keep each part on about one screen.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(1500);
  });
});
