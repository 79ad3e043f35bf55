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

/** What the server stored for a question (answers and references stay server-side until graded). */
export interface StoredPayload {
  kind: string;
  mcq?: { correct: string };
  problem?: { reference?: { source: string; language: string }; fixedCode?: string; language?: string; rubric?: { modelAnswer: string } };
}

/** Payloads of the newest test's questions, read from the server's database. */
export async function newestPayloads(short = false): Promise<StoredPayload[]> {
  const db = await serverDb(short);
  try {
    const test = db.prepare('select id from tests order by created_at desc limit 1').get() as { id: string };
    const rows = db.prepare('select payload from questions where test_id = ? order by position').all(test.id) as Array<{ payload: string }>;
    return rows.map((r) => JSON.parse(r.payload) as StoredPayload);
  } finally {
    db.close();
  }
}

/** Starts a test from /tests with a test type (radio label) and a topic. */
export async function startTest(page: Page, type: string, topic: string) {
  await page.goto('/tests');
  await page.getByRole('radio', { name: type }).check({ force: true });
  await page.getByRole('combobox', { name: 'Topic' }).fill(topic);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Start Test' }).click();
}

/** Replaces the CodeMirror editor's whole text. */
export async function replaceCode(page: Page, code: string) {
  const editor = page.locator('.cm-content');
  await editor.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await editor.fill(code);
}

/** The correct letters of the user's newest attempt of a level, read from the server's database. */
export async function correctChapterAnswers(chapterId: string): Promise<Array<{ question: string; letter: string; text: string }>> {
  const db = await serverDb();
  try {
    const row = db.prepare('select payload from chapter_attempts where chapter_id = ? order by created_at desc limit 1').get(chapterId) as { payload: string } | undefined;
    if (!row) throw new Error('no attempt');
    const payload = JSON.parse(row.payload) as { questions: Array<{ question: string; correct: 'A' | 'B' | 'C' | 'D'; options: Record<string, string> }> };
    return payload.questions.map((q) => ({ question: q.question, letter: q.correct, text: q.options[q.correct] ?? '' }));
  } finally {
    db.close();
  }
}

/** Answers every question of an MCQ level correctly and submits it; waits for the pass. */
export async function passMcqLevel(page: Page, chapterId: string) {
  await expect(page.getByText('MCQ TEST', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Submit Test' })).toBeDisabled();
  for (const a of await correctChapterAnswers(chapterId)) {
    // Scoped to its question: two questions may share an option text.
    const group = page.getByRole('group', { name: a.question });
    await group.getByRole('radio', { name: `${a.letter}. ${a.text}`, exact: true }).check();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await expect(page.getByText('You passed this chapter! Continue to the next one.')).toBeVisible();
  await expect(page.getByText('Your Score 50 / 50')).toBeVisible();
}
