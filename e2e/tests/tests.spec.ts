import { expect, test } from '@playwright/test';
import {
  newEmail,
  testPayloads,
  replaceCode,
  signUpViaUi,
  startCodingTest,
  startTest,
  submitFinal,
  usePython,
  signUpViaApi,
} from './helpers';

test('an MCQ test from /tests to its result and onto the dashboard; a reload mid-test keeps the answers', async ({
  page,
}) => {
  await signUpViaApi(page, 'Quiz Taker');
  await startTest(page, 'Multiple Choice', 'SQL Fundamentals');
  await expect(page).toHaveURL(/\/test\/mcq\?id=/);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const payloads = await testPayloads(page);
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
  await page
    .getByRole('link', { name: 'Back to Dashboard' })
    .or(page.getByRole('button', { name: 'Back to Dashboard' }))
    .first()
    .click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByText('SQL Fundamentals - MCQ Test').first()).toBeVisible();
  await expect(page.getByText('Passed').first()).toBeVisible();
});

test('a coding test solved in Python 3 gives All Tests Passed!', async ({ page }) => {
  await signUpViaApi(page, 'Pythonista');
  const { reference } = await startCodingTest(page);
  // A topic that names a language opens in it (decision 043): Python Basics in Python 3.
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveValue('python3');
  await usePython(page);
  await replaceCode(page, reference.source);
  await submitFinal(page);
  await expect(page.getByRole('heading', { name: 'All Tests Passed!' })).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText('Score: 100/100')).toBeVisible();
});

test('a debug test fixed', async ({ page }) => {
  await signUpViaApi(page, 'Bug Hunter');
  await startTest(page, 'Debug Challenge', 'JavaScript Fundamentals');
  await expect(page).toHaveURL(/\/test\/debug\?id=/);
  await expect(page.getByText('DEBUG', { exact: true })).toBeVisible();
  const [p] = await testPayloads(page);
  if (!p?.problem?.fixedCode) throw new Error('no fix');
  await page.getByRole('button', { name: 'Show Hints' }).click();
  await expect(page.getByRole('button', { name: 'Hide Hints' })).toBeVisible();
  await replaceCode(page, p.problem.fixedCode);
  await submitFinal(page, 'Submit Fix');
  await expect(page.getByRole('heading', { name: 'All Bugs Fixed!' })).toBeVisible({
    timeout: 60_000,
  });
});

test('a pseudocode answer graded', async ({ page }) => {
  await signUpViaApi(page, 'Planner');
  await startTest(page, 'Pseudocode Test', 'Algorithms');
  await expect(page).toHaveURL(/\/test\/pseudocode\?id=/);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText(
    'Please write your pseudocode solution before submitting.',
  );
  await page.getByRole('alertdialog').getByRole('button').first().click();
  const [p] = await testPayloads(page);
  const answer = p?.problem?.rubric?.modelAnswer;
  if (!answer) throw new Error('no model answer');
  await page.getByLabel('Write Your Pseudocode').fill(answer);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Great Logic!' })).toBeVisible();
});

test('the MCQ timer reaching 0 submits the test', async ({ page }) => {
  test.setTimeout(120_000);
  const short = `http://127.0.0.1:${process.env.E2E_SHORT_PORT ?? 3311}`; // playwright.config.ts's SHORT_PORT
  await signUpViaUi(page, 'Timer Test', newEmail('timer'), short);
  await startTest(page, 'Multiple Choice', 'Git & Version Control', short);
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const payloads = await testPayloads(page, true);
  await page
    .getByRole('radio', { name: new RegExp(`^${payloads[0]?.mcq?.correct ?? 'A'}\\b`) })
    .check({ force: true });
  // No click on Submit: the 20-second deadline passes and the page submits by itself.
  await expect(page.getByRole('heading', { name: /Congratulations!|Keep Trying!/ })).toBeVisible({
    timeout: 45_000,
  });
  await expect(page.getByText('1/10')).toBeVisible();
});
