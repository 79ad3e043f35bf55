import { expect, test } from '@playwright/test';
import { AUTH_TIMEOUT, logInViaUi, newEmail, signUpViaUi, signUpViaApi } from './helpers';

test('sign up lands on the dashboard greeting; log out goes to /login', async ({ page }) => {
  await signUpViaUi(page, 'Ada Lovelace');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected URL while signed out goes to /login and back after sign-in', async ({ page }) => {
  const { email } = await signUpViaUi(page, 'Return Visitor');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);
  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/profile$/, { timeout: AUTH_TIMEOUT });
});

test('a wrong password shows the error', async ({ page }) => {
  const { email } = await signUpViaUi(page, 'Wrong Password');
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await logInViaUi(page, email, 'definitely-wrong-1');
  await expect(page.getByRole('alert')).toContainText(/invalid email or password/i, {
    timeout: AUTH_TIMEOUT,
  });
  await expect(page).toHaveURL(/\/login$/);
});

test('profile edit, save, reload keeps the values', async ({ page }) => {
  await signUpViaApi(page, 'Profile Person', newEmail('profile'));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Bio').fill('I write compilers for fun.');
  await page.getByLabel('Location').fill('Lisbon');
  await page.getByLabel('Skills').fill('Rust');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('I write compilers for fun.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('I write compilers for fun.')).toBeVisible();
  await expect(page.getByText('Lisbon', { exact: true })).toBeVisible();
  await expect(page.getByText('Rust')).toBeVisible();
});

test('a settings switch and the dark theme survive a reload', async ({ page }) => {
  await signUpViaApi(page, 'Settings Person');
  await page.goto('/settings');
  const weekly = page.getByRole('switch', { name: 'Weekly Report' });
  await expect(weekly).toHaveAttribute('aria-checked', 'true');
  await weekly.click();
  await page.getByText('Dark', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  // The choice previews at once; Save Changes sits at the top and at the end of the form.
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('button', { name: 'Save Changes' }).last().click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly Report' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  await expect(page.locator('html')).toHaveClass(/dark/);
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the landing menu opens and closes', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
  });

  test('the sidebar toggle opens the navigation', async ({ page }) => {
    await signUpViaApi(page, 'Phone User');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    await page.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/settings$/);
  });
});
