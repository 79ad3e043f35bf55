import { expect, test, type Page } from '@playwright/test';
import { serverDb, signUpViaUi } from './helpers';

interface StoredPayload {
  kind: string;
  mcq?: { correct: string };
  problem?: { reference?: { source: string; language: string }; fixedCode?: string; language?: string; rubric?: { modelAnswer: string } };
}

/** Payloads of the newest test's questions, read from the server's database. */
async function newestPayloads(short = false): Promise<StoredPayload[]> {
  const db = await serverDb(short);
  try {
    const test = db.prepare('select id from tests order by created_at desc limit 1').get() as { id: string };
    const rows = db.prepare('select payload from questions where test_id = ? order by position').all(test.id) as Array<{ payload: string }>;
    return rows.map((r) => JSON.parse(r.payload) as StoredPayload);
  } finally {
    db.close();
  }
}

async function startTest(page: Page, type: string, topic: string) {
  await page.goto('/tests');
  await page.getByRole('radio', { name: type }).check({ force: true });
  await page.getByRole('combobox', { name: 'Topic' }).fill(topic);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start Test' }).click();
}

async function replaceCode(page: Page, code: string) {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.fill(code);
}

test('an MCQ test from /tests to its result and onto the dashboard; a reload mid-test keeps the answers', async ({ page }) => {
  await signUpViaUi(page, 'Quiz Taker');
  await startTest(page, 'Multiple Choice', 'SQL Fundamentals');
  await expect(page).toHaveURL(/\/test\/mcq\?id=/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const payloads = await newestPayloads();
  const next = page.getByRole('button', { name: 'Next Question' });
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const letter = payloads[i]?.mcq?.correct ?? 'A';
    await page.getByRole('radio', { name: new RegExp(`^${letter}\\b`) }).check({ force: true });
    if (i === 2) {
      // Reload after three answers: the test resumes at question 4 with the answers kept.
      await next.click();
      await expect(page.getByText('Question 4 of 10')).toBeVisible();
      await page.reload();
      await expect(page.getByText('Question 4 of 10')).toBeVisible();
      continue;
    }
    if (i < 9) await next.click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText('10/10')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).or(page.getByRole('button', { name: 'Back to Dashboard' })).first().click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('SQL Fundamentals - MCQ Test').first()).toBeVisible();
  await expect(page.getByText('Passed').first()).toBeVisible();
});

test('a coding test solved in Python 3 gives All Tests Passed!', async ({ page }) => {
  await signUpViaUi(page, 'Pythonista');
  await startTest(page, 'Coding Challenge', 'Python Basics');
  await expect(page).toHaveURL(/\/test\/coding\?id=/);
  const [p] = await newestPayloads();
  const reference = p?.problem?.reference;
  if (!reference) throw new Error('no reference');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('python3');
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button').last().click();
  await replaceCode(page, reference.source);
  await page.getByRole('button', { name: 'Submit Code' }).click();
  await expect(page.getByRole('heading', { name: 'All Tests Passed!' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Score: 100/100')).toBeVisible();
});

test('a debug test fixed', async ({ page }) => {
  await signUpViaUi(page, 'Bug Hunter');
  await startTest(page, 'Debug Challenge', 'JavaScript Fundamentals');
  await expect(page).toHaveURL(/\/test\/debug\?id=/);
  await expect(page.getByText('DEBUG', { exact: true })).toBeVisible();
  const [p] = await newestPayloads();
  if (!p?.problem?.fixedCode) throw new Error('no fix');
  await page.getByRole('button', { name: 'Show Hints' }).click();
  await expect(page.getByRole('button', { name: 'Hide Hints' })).toBeVisible();
  await replaceCode(page, p.problem.fixedCode);
  await page.getByRole('button', { name: 'Submit Fix' }).click();
  await expect(page.getByRole('heading', { name: 'All Bugs Fixed!' })).toBeVisible({ timeout: 60_000 });
});

test('a pseudocode answer graded', async ({ page }) => {
  await signUpViaUi(page, 'Planner');
  await startTest(page, 'Pseudocode Test', 'Algorithms');
  await expect(page).toHaveURL(/\/test\/pseudocode\?id=/);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Please write your pseudocode solution before submitting.');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  const [p] = await newestPayloads();
  const answer = p?.problem?.rubric?.modelAnswer;
  if (!answer) throw new Error('no model answer');
  await page.getByLabel('Write Your Pseudocode').fill(answer);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Great Logic!' })).toBeVisible();
});

test('the MCQ timer reaching 0 submits the test', async ({ page }) => {
  test.setTimeout(120_000);
  const short = 'http://127.0.0.1:3311';
  await page.goto(`${short}/signup`);
  await page.getByLabel('Full Name').fill('Timer Test');
  await page.getByLabel('Email Id').fill(`timer.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('journey-pass-123');
  await page.getByLabel('Confirm Password', { exact: true }).fill('journey-pass-123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`${short}/tests`);
  await page.getByRole('radio', { name: 'Multiple Choice' }).check({ force: true });
  await page.getByRole('combobox', { name: 'Topic' }).fill('Git & Version Control');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const payloads = await newestPayloads(true);
  await page.getByRole('radio', { name: new RegExp(`^${payloads[0]?.mcq?.correct ?? 'A'}\\b`) }).check({ force: true });
  // No click on Submit: the 20-second deadline passes and the page submits by itself.
  await expect(page.getByRole('heading', { name: /Congratulations!|Keep Trying!/ })).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText('1/10')).toBeVisible();
});
