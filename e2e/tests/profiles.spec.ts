/**
 * Issue 15: a public profile made public and opened signed out; a passed level shows as a streak
 * and a day on the dashboard's activity map.
 */
import { expect, test, type Page } from '@playwright/test';
import { COURSES } from '@app/content/catalogue';
import { axeViolations, WCAG_TAGS } from './axe';
import { correctChapterAnswers, signUpViaUi, signUpViaApi } from './helpers';

const level1 = COURSES.find((c) => c.id === 'python')?.chapters[0];
if (!level1 || level1.testType !== 'mcq') throw new Error('expected python-1 to be an MCQ level');

/** axe-core (WCAG 2.0 A/AA, 2.1 AA) on the page as it is: rule ids and targets of what it finds. */
async function axeFindings(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, { runOnly: { type: 'tag', values: WCAG_TAGS } });
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

/** Saves the Settings form and waits for the server's answer. */
async function saveSettings(page: Page) {
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/settings') && r.request().method() === 'PUT' && r.ok(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await saved;
}

test('a profile made public opens signed out, without the email; private it is not found', async ({
  page,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const { email } = await signUpViaUi(page, 'Pia Public');
  await page.goto('/profile');
  const handleField = page.getByRole('textbox', { name: 'Handle' });
  await expect(handleField).toHaveValue(/^pia-public/);
  // The rule is named while typing an invalid handle.
  await handleField.fill('No');
  await expect(
    page
      .getByText(
        'A handle is 3 to 30 characters of lowercase letters a-z, digits 0-9 and hyphens (-).',
      )
      .first(),
  ).toBeVisible();
  const handle = `pia-${stamp}`;
  await handleField.fill(handle);
  await page.getByRole('button', { name: 'Save public profile' }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  // Off first: a signed-out visitor finds nothing.
  await page.goto('/settings');
  const publicSwitch = page.getByRole('switch', { name: 'Public Profile' });
  if ((await publicSwitch.getAttribute('aria-checked')) === 'true') await publicSwitch.click();
  await saveSettings(page);
  const visitor = await browser.newContext();
  const anon = await visitor.newPage();
  await anon.goto(`/u/${handle}`);
  await expect(anon.getByRole('heading', { name: 'Profile not found' })).toBeVisible();
  await expect(anon.getByText('Pia Public')).toHaveCount(0);

  // Public: the visitor sees the profile, no email, and the page asks not to be indexed.
  await page.getByRole('switch', { name: 'Public Profile' }).click();
  await saveSettings(page);
  const res = await anon.goto(`/u/${handle}`);
  expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(anon.getByRole('heading', { level: 1, name: 'Pia Public' })).toBeVisible();
  await expect(anon.getByText(`@${handle}`, { exact: false })).toBeVisible();
  await expect(anon.getByRole('table', { name: /Activity of Pia Public/ })).toBeVisible();
  await expect(anon.getByText(email)).toHaveCount(0);
  await expect(anon.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(await axeFindings(anon)).toEqual([]);
  await visitor.close();
  // The same page in dark mode, and the owner's Profile page with its public-profile card.
  const dark = await browser.newContext();
  await dark.addInitScript(() => localStorage.setItem('codeconquer.theme', 'dark'));
  const darkPage = await dark.newPage();
  await darkPage.goto(`/u/${handle}`);
  await expect(darkPage.getByRole('heading', { level: 1, name: 'Pia Public' })).toBeVisible();
  expect(await axeFindings(darkPage)).toEqual([]);
  await dark.close();
  await page.goto('/profile');
  await expect(page.getByRole('textbox', { name: 'Handle' })).toHaveValue(handle);
  expect(await axeFindings(page)).toEqual([]);
});

test('passing a level shows a one-day streak and today on the activity map', async ({ page }) => {
  await signUpViaApi(page, 'Streak Starter');
  await expect(page.getByText('Current streak').locator('..')).toContainText('0 days');
  await page.goto(`/course/python/chapter/${level1.id}`);
  await expect(page.getByText('MCQ TEST', { exact: true })).toBeVisible();
  for (const a of await correctChapterAnswers(page, level1.id)) {
    await page
      .getByRole('group', { name: a.question })
      .getByRole('radio', { name: `${a.letter}. ${a.text}`, exact: true })
      .check();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByText('Current streak').locator('..')).toContainText('1 day');
  await expect(page.getByText('Longest streak').locator('..')).toContainText('1 day');
  const map = page.getByRole('table', { name: /Your activity: 1 active day/ });
  await expect(map.getByText(/: 0 tests, 1 level passed, \d+ minutes?$/)).toHaveCount(1);
  expect(await axeFindings(page)).toEqual([]);
});
