/**
 * Issue 15, item 4: passing a course's last level issues its certificate; the course page links to
 * it; the certificate page opens signed out; its PDF downloads and its text names the learner and
 * the course. Screenshots of the page at 1280x800 and 375x812, light and dark, land in test-results.
 */
import { readFile } from 'node:fs/promises';
import { expect, test, type Browser } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { COURSES } from '@app/content/catalogue';
import { correctChapterAnswers, signUpViaApi } from './helpers';

function shortestMcqEnding() {
  const found = COURSES.filter((c) => c.chapters.at(-1)?.testType === 'mcq').sort(
    (a, b) => a.totalChapters - b.totalChapters,
  )[0];
  const final = found?.chapters.at(-1);
  if (!found || !final) throw new Error('no course ending with an MCQ level');
  return { course: found, last: final };
}
const { course, last } = shortestMcqEnding();

/** Every level but the last completed, written to the server's database (the UI path is long). */
async function completeAllButLast(email: string) {
  const { default: Database } = await import('better-sqlite3');
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (run through playwright.config.ts)');
  const db = new Database(`${dir}/app.db`, { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    const user = db.prepare('select id from user where email = ?').get(email) as { id: string };
    const before = Array.from({ length: course.totalChapters - 1 }, (_, i) => i + 1);
    const scores = Object.fromEntries(
      before.map((o) => [String(o), { mcqScore: 100, codingScore: 100, completed: true }]),
    );
    const now = new Date().toISOString();
    db.prepare(
      `insert into course_progress (user_id, course_id, current_chapter, completed_chapters, chapter_scores, status, enrolled_at, last_accessed_at, completed_at)
       values (?, ?, ?, ?, ?, 'in_progress', ?, ?, null)`,
    ).run(
      user.id,
      course.id,
      course.totalChapters,
      JSON.stringify(before),
      JSON.stringify(scores),
      now,
      now,
    );
  } finally {
    db.close();
  }
}

async function screenshots(browser: Browser, url: string) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const [w, h] of [
      [1280, 800],
      [375, 812],
    ] as const) {
      const ctx = await browser.newContext({
        viewport: { width: w, height: h },
        colorScheme: scheme,
      });
      // The app's own theme switch (localStorage), as a learner who chose it.
      await ctx.addInitScript((theme) => localStorage.setItem('codeconquer.theme', theme), scheme);
      const page = await ctx.newPage();
      await page.goto(url);
      await expect(page.getByText('Certificate of completion')).toBeVisible();
      // No horizontal scrolling at any width.
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await page.screenshot({
        path: test.info().outputPath(`certificate-${w}x${h}-${scheme}.png`),
        fullPage: true,
      });
      if (scheme === 'light' && w === 1280) {
        await page.emulateMedia({ media: 'print' });
        await expect(page.getByRole('link', { name: 'Download PDF' })).toBeHidden();
        await page.screenshot({
          path: test.info().outputPath('certificate-print.png'),
          fullPage: true,
        });
      }
      await ctx.close();
    }
  }
}

test('passing the last level issues a certificate: page opens signed out, PDF downloads with the name and course', async ({
  page,
  browser,
}) => {
  // Sign-up, a graded level, a download and eight screenshots: longer than one journey step.
  test.setTimeout(180_000);
  const name = 'Zoë Certifiée';
  const { email } = await signUpViaApi(page, name);
  await completeAllButLast(email);

  // The last level through the UI: the real completion path.
  await page.goto(`/course/${course.id}/chapter/${last.id}`);
  await expect(page.getByText('MCQ TEST', { exact: true })).toBeVisible();
  // By position: the questions render their markdown, so their names differ from the stored text.
  const answers = await correctChapterAnswers(page, last.id);
  for (const [i, a] of answers.entries()) {
    const group = page.getByRole('group', { name: new RegExp(`^Question ${i + 1}:`) });
    await group.getByRole('radio', { name: new RegExp(`^${a.letter}\\. `) }).check();
  }
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await page.goto(`/course/${course.id}`);
  await expect(page.getByText('Course completed')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View certificate' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('course-completed-light.png') });
  await page.setViewportSize({ width: 375, height: 812 });
  // The learner's saved theme (Settings) is what the signed-in app applies.
  const settings = {
    emailNotifications: true,
    testReminders: true,
    weeklyReport: true,
    publicProfile: false,
    showEmail: false,
    theme: 'dark',
    language: 'en',
  };
  const saved = await page.request.put('/api/settings', {
    data: settings,
    headers: { origin: new URL(page.url()).origin },
  });
  expect(saved.ok()).toBe(true);
  await page.evaluate(() => localStorage.setItem('codeconquer.theme', 'dark'));
  await page.reload();
  await expect(page.getByRole('link', { name: 'View certificate' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('course-completed-375-dark.png') });
  await page.getByRole('link', { name: 'View certificate' }).click();
  await expect(page).toHaveURL(/\/certificates\/[a-z2-7]{20}-[a-z2-7]{8}$/);
  const url = page.url();

  const heading = page.getByRole('heading', { name: new RegExp(name) });
  await expect(heading).toBeVisible();
  await expect(page.getByText(course.title, { exact: true })).toBeVisible();
  await expect(page.getByText(`${course.totalChapters} levels`, { exact: true })).toBeVisible();
  const code = (await page.getByText(/^[A-Z2-7]{4}-[A-Z2-7]{4}$/).textContent()) ?? '';
  expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}$/);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`codeconquer-certificate-${course.id}.pdf`);
  const bytes = await readFile(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  expect(text).toContain(name);
  expect(text).toContain(course.title);
  expect(text).toContain(`${course.totalChapters} levels passed`);
  expect(text).toContain(`Verification code: ${code}`);
  expect(text).toContain(url);

  // Signed out (a fresh browser context), the same page opens; a wrong code says it is not valid.
  const guest = await browser.newContext();
  const visitor = await guest.newPage();
  await visitor.goto(url);
  await expect(visitor.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
  const wrong = url.replace(
    /-([a-z2-7])([a-z2-7]{7})$/,
    (_m, first: string, rest: string) => `-${first === 'a' ? 'b' : 'a'}${rest}`,
  );
  await visitor.goto(wrong);
  await expect(
    visitor.getByRole('heading', { name: 'This certificate is not valid.' }),
  ).toBeVisible();
  await guest.close();

  await screenshots(browser, url);
});
