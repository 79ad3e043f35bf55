import { expect, test } from '@playwright/test';
import { COURSES } from '@app/content/catalogue';
import { newestAttemptPayload, passMcqLevel, signUpViaApi } from './helpers';

const python = COURSES.find((c) => c.id === 'python');
if (!python) throw new Error('python course missing');
const level1 = python.chapters[0];
const codingLevel = python.chapters.find((c) => c.testType === 'coding');
if (!level1 || level1.testType !== 'mcq' || !codingLevel)
  throw new Error('expected python-1 to be MCQ and a coding level');

test('/courses search and filters apply together', async ({ page }) => {
  await signUpViaApi(page, 'Course Browser');
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Learning Courses' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search courses' }).fill('PYTHON');
  await expect(page.getByRole('link', { name: /Python Programming/ })).toBeVisible();
  await page.getByRole('combobox', { name: 'Level' }).selectOption('Advanced');
  await expect(page.getByText('No courses found')).toBeVisible();
  await expect(page.getByText('Try adjusting your search or filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('link', { name: /Python Programming/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Rust/ })).toBeVisible();
});

test('open a course, overview, pass an MCQ level; the next unlocks and progress shows 1 of n', async ({
  page,
}) => {
  await signUpViaApi(page, 'Level Climber');
  await page.goto('/course/python');
  const second = page.getByRole('group', { name: `Level 2: ${python.chapters[1]?.title}` });
  await expect(second.getByText('Complete previous level to unlock')).toBeVisible();
  await page
    .getByRole('group', { name: `Level 1: ${level1.title}` })
    .getByRole('button', { name: 'Start Level' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Chapter Overview' });
  await expect(modal.getByText('What You Will Learn')).toBeVisible();
  await expect(modal.getByText('Pro Tip')).toBeVisible();
  await modal.getByRole('button', { name: 'Start Chapter Test' }).click();
  await expect(page).toHaveURL(new RegExp(`/course/python/chapter/${level1.id}$`));
  await passMcqLevel(page, level1.id);
  await page.getByRole('link', { name: 'Continue Learning' }).click();
  await expect(page).toHaveURL(/\/course\/python$/);
  await expect(page.getByText(`1 of ${python.chapters.length} chapters completed`)).toBeVisible();
  await expect(second.getByRole('button', { name: 'Start Level' })).toBeEnabled();
});

test('reloading the chapter route works and a locked level returns to its course', async ({
  page,
}) => {
  await signUpViaApi(page, 'Reloader');
  await page.goto(`/course/python/chapter/${level1.id}`);
  await expect(page.getByText('MCQ TEST', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText('MCQ TEST', { exact: true })).toBeVisible();
  await page.goto(`/course/python/chapter/${python.chapters[3]?.id}`);
  await expect(page).toHaveURL(/\/course\/python$/);
  await expect(page.getByText('Complete previous level to unlock').first()).toBeVisible();
});

test('solve a coding level in the course language', async ({ page }) => {
  await signUpViaApi(page, 'Coder');
  // Unlock the levels before the coding level by passing them through the UI.
  for (const ch of python.chapters.slice(0, codingLevel.order - 1)) {
    await page.goto(`/course/python/chapter/${ch.id}`);
    await passMcqLevel(page, ch.id);
  }
  await page.goto(`/course/python/chapter/${codingLevel.id}`);
  await expect(page.getByText('CODING CHALLENGE', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('python3');
  const problem = codingLevel.problems[0];
  if (!problem) throw new Error('no problem');
  const served = (
    JSON.parse(await newestAttemptPayload(page, codingLevel.id)) as {
      problem: { reference: { source: string } };
    }
  ).problem.reference.source;
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.fill(served);
  await page.getByRole('button', { name: 'Submit Solution' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Your Score 100 / 100')).toBeVisible();
});

test('a pass in one tab updates /courses in another', async ({ page, context }) => {
  await signUpViaApi(page, 'Two Tabs');
  await page.goto('/course/python');
  await page.goto('/courses');
  await expect(page.getByRole('link', { name: 'Python Programming', exact: true })).toBeVisible();
  const progress = page.getByText(`1 / ${python.chapters.length} completed`);
  await expect(progress).toHaveCount(0);
  const other = await context.newPage();
  await other.goto(`/course/python/chapter/${level1.id}`);
  await passMcqLevel(other, level1.id);
  // No reload: the page learns of the pass over the live event stream.
  await expect(progress).toBeVisible();
});
