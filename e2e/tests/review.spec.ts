/**
 * Review of mistakes (issue 15, item 3): a question answered wrongly in an MCQ test comes back on
 * /review, where it is answered again, checked on the server and explained. Screenshots of the
 * page at phone and desktop widths, light and dark, go to test-results/review/.
 */
import { expect, test, type Page } from '@playwright/test';
import { startTest, testPayloads, signUpViaApi } from './helpers';

type Letter = 'A' | 'B' | 'C' | 'D';
interface Mcq {
  question: string;
  options: Record<Letter, string>;
  correct: Letter;
  explanation: string;
}

/** The MCQs of the test the page shows, as stored on the server (keys included). */
async function storedMcqs(page: Page): Promise<Mcq[]> {
  return (await testPayloads(page)).map((p) => p.mcq as Mcq);
}

/** Prose only, so the rendered text is the stored text (no code, no markdown). */
const plain = (s: string) => /^[A-Za-z0-9 ,.?!()'":/-]+$/.test(s);

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate(
      (dark) => document.documentElement.classList.toggle('dark', dark),
      scheme === 'dark',
    );
    for (const [w, h] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      await page.setViewportSize({ width: w, height: h });
      await page.screenshot({
        path: `test-results/review/${name}-${w}-${scheme}.png`,
        fullPage: true,
      });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a question answered wrongly in a test comes back on Review, is answered again and explained', async ({
  page,
}) => {
  await signUpViaApi(page, 'Review Learner');
  await startTest(page, 'Multiple Choice', 'Object-Oriented Programming');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  const mcqs = await storedMcqs(page);
  const target = mcqs.findIndex((m) => plain(m.question) && Object.values(m.options).every(plain));
  if (target < 0) throw new Error('no prose-only question in this test');
  const missed = mcqs[target]!;
  const wrongLetter: Letter = missed.correct === 'A' ? 'B' : 'A';

  // Everything right except the target question, answered wrongly on purpose.
  for (let i = 0; i < 10; i++) {
    await expect(page.getByText(`Question ${i + 1} of 10`)).toBeVisible();
    const letter = i === target ? wrongLetter : (mcqs[i]?.correct ?? 'A');
    await page.getByRole('radio', { name: new RegExp(`^${letter}\\b`) }).check({ force: true });
    if (i < 9) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByText('9/10')).toBeVisible();

  // "Review later" on another question: idempotent, it says so and cannot be pressed twice.
  const other = target === 0 ? 2 : 1;
  await page.getByRole('button', { name: `Review question ${other} later` }).click();
  await expect(
    page.getByRole('button', { name: `In your review for question ${other}` }),
  ).toBeDisabled();
  await shoot(page, 'result');

  // The dashboard counts both; the sidebar leads to Review.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: '2 to review' })).toBeVisible();
  await shoot(page, 'dashboard');
  await page.getByRole('navigation').getByRole('link', { name: 'Review' }).first().click();
  await expect(page).toHaveURL(/\/review$/);
  await expect(page.getByText('Question 1 of 2')).toBeVisible();
  // The missed question comes first (it was due first), without its answer or explanation.
  await expect(page.getByText(missed.question)).toBeVisible();
  await expect(page.getByText('Explanation')).toHaveCount(0);
  await shoot(page, 'question');

  await page.getByRole('radio', { name: missed.options[missed.correct] }).check({ force: true });
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText('Correct!')).toBeVisible();
  await expect(page.getByText('Explanation')).toBeVisible();
  await expect(page.getByText('You will see this question again in')).toBeVisible();
  await shoot(page, 'answered');

  // The second card, answered wrongly: it is due again tomorrow.
  await page.getByRole('button', { name: 'Next question' }).click();
  await expect(page.getByText('Question 2 of 2')).toBeVisible();
  const bookmarked = mcqs[other - 1]!;
  const wrongKey: Letter = bookmarked.correct === 'A' ? 'B' : 'A';
  const labels = await page
    .getByRole('radio')
    .evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value));
  await page.getByRole('radio').nth(labels.indexOf(wrongKey)).check({ force: true });
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByText('Not quite.')).toBeVisible();
  await expect(page.getByText('You will see this question again tomorrow.')).toBeVisible();
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('heading', { name: 'Review done' })).toBeVisible();
  await expect(
    page.getByText('You answered 1 of 2 questions correctly.', { exact: false }),
  ).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'All caught up' })).toBeVisible();
  await page.goto('/review');
  await expect(page.getByRole('heading', { name: 'Nothing to review today' })).toBeVisible();
  await shoot(page, 'empty');
});
