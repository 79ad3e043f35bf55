import { expect, test } from '@playwright/test';
import { signUpViaApi } from './helpers';

/**
 * Issue 19: the topic field suggests tags as one types (keyboard only here), the preview says
 * honestly how many questions are on the topic offline, and the test is titled with what it serves.
 */
test('topic suggestions: type, pick with the keyboard, see the preview and start a test on it', async ({
  page,
}) => {
  await signUpViaApi(page, 'Topic Picker');
  await page.goto('/tests');
  await page.getByRole('radio', { name: 'Multiple Choice' }).check({ force: true });
  const field = page.getByRole('combobox', { name: 'Topic' });
  await field.pressSequentially('rust own', { delay: 40 });

  const list = page.getByRole('listbox', { name: 'Topic suggestions' });
  await expect(list).toBeVisible();
  const option = list.getByRole('option', { name: /Rust ownership/ });
  await expect(option).toContainText(/\d+ questions offline/);
  await expect(field).toHaveAttribute('aria-expanded', 'true');

  // Arrow down to the decorators suggestion and pick it with Enter.
  const options = await list.getByRole('option').allTextContents();
  const index = options.findIndex((text) => text.startsWith('Rust ownership'));
  expect(index).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= index; i++) await field.press('ArrowDown');
  await expect(field).toHaveAttribute('aria-activedescendant', /.+/);
  await field.press('Enter');
  await expect(field).toHaveValue('Rust ownership');
  await expect(list).toBeHidden();

  // The preview counts the questions on the picked topic before anything starts.
  const preview = page.getByRole('status').filter({ hasText: 'on Rust ownership offline' });
  await expect(preview).toBeVisible();

  // Escape closes the list without changing the value.
  await field.press('End');
  await field.pressSequentially(' x', { delay: 40 });
  await field.press('Backspace');
  await field.press('Backspace');
  await field.press('Escape');
  await expect(list).toBeHidden();
  await expect(field).toHaveValue('Rust ownership');

  await page.getByRole('button', { name: 'Start Test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Rust ownership/ })).toBeVisible();
});
