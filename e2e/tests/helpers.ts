import { expect, type Page } from '@playwright/test';

let n = 0;
export function newEmail(prefix = 'e2e'): string {
  n += 1;
  return `${prefix}.${Date.now()}.${n}@example.com`;
}

export const PASSWORD = 'violet-harbor-2719';

/** Signs up through the form and waits for the dashboard greeting. */
export async function signUpViaUi(page: Page, name = 'Journey Learner', email = newEmail()): Promise<{ email: string; name: string }> {
  await page.goto('/signup');
  await page.getByLabel('Full Name').fill(name);
  await page.getByLabel('Email Id').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome ${name}!` })).toBeVisible();
  return { email, name };
}

/** Reads the server's SQLite database (the e2e servers run on SQLite in E2E_DATA_DIR). */
export async function serverDb(short = false) {
  const { default: Database } = await import('better-sqlite3');
  const dir = short ? process.env.E2E_SHORT_DATA_DIR : process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  return new Database(`${dir}/app.db`, { readonly: true, fileMustExist: true });
}
