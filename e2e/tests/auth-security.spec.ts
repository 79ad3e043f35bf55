import { expect, test } from '@playwright/test';
import { AUTH_TIMEOUT, logInViaUi, newEmail, signUpViaUi } from './helpers';

test('signing up again with a registered email does not say the account exists', async ({
  page,
}) => {
  const { email } = await signUpViaUi(page, 'First Owner');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Second Comer');
  await page.getByLabel('Email Id').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('another-harbor-5512');
  await page.getByLabel('Confirm Password', { exact: true }).fill('another-harbor-5512');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText(
    'If it already has an account, we sent it a message',
    { timeout: AUTH_TIMEOUT },
  );
  await expect(page.getByRole('alert')).not.toContainText(/already exists/i);
  await expect(page).toHaveURL(/\/signup$/);
  // The owner's password still works.
  await page.goto('/login');
  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: AUTH_TIMEOUT });
});

test('the Sign Up button stays where it was while the strength meter fills in', async ({
  page,
}) => {
  // The meter's code arrives after the first key: when it pushed the form down, a click aimed at
  // Sign Up landed on the field above it (a journey's sign-up that did nothing).
  await page.goto('/signup');
  const button = page.getByRole('button', { name: 'Sign Up', exact: true });
  const before = await button.boundingBox();
  await page.getByLabel('Password', { exact: true }).fill('violet-harbor-2719');
  await expect(page.getByTestId('password-strength')).toContainText('Password strength: ');
  expect(await button.boundingBox()).toEqual(before);
});

test('the signup strength meter names a common password, and the server refuses it', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill('Meter Reader');
  await page.getByLabel('Email Id').fill(newEmail('meter'));
  await page.getByLabel('Password', { exact: true }).fill('qwertyuiop');
  await expect(page.getByTestId('password-strength')).toContainText(
    'one of the 10,000 most common passwords',
  );
  await page.getByLabel('Confirm Password', { exact: true }).fill('qwertyuiop');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('one of the 10,000 most common passwords');
  await expect(page).toHaveURL(/\/signup$/);
});
