/**
 * Issue 16 journeys: the MCQ test by keyboard only (focus after Next, Previous, the review list),
 * and the landing page's catalogue for signed-out visitors with the return to the page asked for
 * after signing in.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  AUTH_TIMEOUT,
  logInViaUi,
  serverDb,
  signUpViaUi,
  startTest,
  signUpViaApi,
} from './helpers';

/** Presses Tab (Shift+Tab backwards) until `target` has the focus: the keyboard's way there. */
async function tabTo(page: Page, target: Locator, backwards = false, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Picks an option of the current question with the keyboard: Tab into the radio group, Space. */
async function answerByKeyboard(page: Page, backwards = false) {
  const onRadio = () =>
    page.evaluate(() => document.activeElement?.getAttribute('type') === 'radio');
  for (let i = 0; i < 40 && !(await onRadio()); i++)
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  expect(await onRadio()).toBe(true);
  await page.keyboard.press('Space');
  await expect(page.locator('input[type="radio"]:checked')).toHaveCount(1);
}

test('an MCQ test by keyboard only: focus follows Next and Previous, the review list jumps and marks', async ({
  page,
}) => {
  await signUpViaApi(page, 'Keyboard Learner');
  await startTest(page, 'Multiple Choice', 'Python Basics');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeVisible();

  await answerByKeyboard(page);
  await tabTo(page, page.getByRole('button', { name: 'Next Question' }));
  await page.keyboard.press('Enter');
  // Focus lands on the new question's heading, so a screen reader reads it and Tab continues there.
  await expect(page.getByRole('heading', { name: 'Question 2 of 10' })).toBeFocused();

  // Previous goes back with the answer kept.
  await tabTo(page, page.getByRole('button', { name: 'Previous' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 1 of 10' })).toBeFocused();
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, page.getByRole('button', { name: 'Next Question' }));
  await page.keyboard.press('Enter');

  for (let n = 2; n <= 10; n++) {
    await expect(page.getByRole('heading', { name: `Question ${n} of 10` })).toBeFocused();
    if (n === 10) break;
    await answerByKeyboard(page);
    await tabTo(page, page.getByRole('button', { name: 'Next Question' }));
    await page.keyboard.press('Enter');
  }

  // The last question: the review list before Submit Test marks the one not answered yet.
  const review = page.getByRole('region', { name: 'Review your answers' });
  await expect(review.getByRole('button')).toHaveCount(10);
  await expect(review.getByRole('button', { name: /Question 10\s*Not answered/ })).toBeVisible();
  await expect(review.getByRole('button', { name: /Question 3\s*Answer A/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Test' })).toBeDisabled();

  // Jump to question 3, then back to the review from there.
  await tabTo(page, review.getByRole('button', { name: /Question 3\s/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Question 3 of 10' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Review Answers' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused();

  // The review follows the last question's options: back up to them.
  await answerByKeyboard(page, true);
  await expect(review.getByRole('button', { name: /Question 10\s*Answer [A-D]/ })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Submit Test' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /Congratulations!|Keep Trying!/ })).toBeVisible();
  await expect(page.getByText('Time ran out.')).toHaveCount(0);
});

test('signed out, the landing shows the whole catalogue; a course asks to sign in and then opens /courses', async ({
  page,
}) => {
  const { email } = await signUpViaUi(page, 'Returning Learner');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/#explore');
  const explore = page.locator('#explore');
  const courses = explore.getByRole('link');
  await expect(courses).toHaveCount(33);
  const dsa = explore.getByRole('link', { name: /Data Structures/ });
  await expect(dsa).toContainText('15 levels');
  await expect(dsa).toContainText('80 hours');
  for (const href of await courses.evaluateAll((links) => links.map((a) => a.getAttribute('href'))))
    expect(href).toBe('/courses');
  // No zero figures and no Community or Contests on the page.
  await expect(page.locator('dd').filter({ hasText: /^0$/ })).toHaveCount(0);
  await expect(page.getByText(/Community|Contests/)).toHaveCount(0);

  await dsa.click();
  await expect(page).toHaveURL(/\/login$/);
  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/courses$/, { timeout: AUTH_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Learning Courses' })).toBeVisible();
});

test('Career Opportunities leads to the contact form, which stores the message', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Career Opportunities' }).click();
  await expect(page).toHaveURL(/\/contact\?topic=careers$/);
  await expect(page.getByRole('combobox', { name: 'Topic' })).toHaveValue('careers');
  await page.getByRole('textbox', { name: 'Your name' }).fill('Grace Hopper');
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com');
  await page
    .getByRole('textbox', { name: 'Message' })
    .fill('We are hiring people who finished the DSA course.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Thank you, your message was sent.')).toBeVisible();
  const db = await serverDb();
  try {
    const row = db
      .prepare('select topic, name, message from contact_messages where email = ?')
      .get('grace@example.com');
    expect(row).toEqual({
      topic: 'careers',
      name: 'Grace Hopper',
      message: 'We are hiring people who finished the DSA course.',
    });
  } finally {
    db.close();
  }
});
