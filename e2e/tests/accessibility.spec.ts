import { appendFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { COURSES } from '@app/content/catalogue';
import { axeViolations, WCAG_TAGS } from './axe';
import { testPayloads, passMcqLevel, replaceCode, startTest, signUpViaApi } from './helpers';

/**
 * axe-core (WCAG 2.0 A/AA and 2.1 AA) on every page state of issue 16, each in the light and the
 * dark theme: zero violations. A failure names each rule and the elements it found.
 * Set A11Y_REPORT=<file> to append one JSON line per state and theme (the counts for a report).
 */

/** Outside WCAG_TAGS (best practice, or experimental) but named in the issue: they run too. */
const EXTRA_RULES = ['heading-order', 'page-has-heading-one', 'label-content-name-mismatch'];
const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];

const python = COURSES.find((c) => c.id === 'python');
const level1 = python?.chapters[0];
if (!python || !level1 || level1.testType !== 'mcq')
  throw new Error('expected python-1 to be an MCQ level');

// Each state runs axe twice (about 1-3 s each on a shared 2-core machine): the journeys get room.
// The audits are independent (each signs up its own learner): both workers share them.
test.describe.configure({ mode: 'parallel', timeout: 240_000 });

// Reduced motion: colour transitions finish at once, so a theme switch is measured in its end state.
test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

/** Paints a theme the way lib/theme.ts does (the `dark` class on <html>; the editor follows it). */
async function paintTheme(page: Page, theme: Theme) {
  await page.evaluate(async (t) => {
    // No transitions: a colour read right after the switch is its end value, not the old one.
    if (!document.getElementById('a11y-no-transitions')) {
      const style = document.createElement('style');
      style.id = 'a11y-no-transitions';
      style.textContent = '*, *::before, *::after { transition: none !important; }';
      document.head.append(style);
    }
    document.documentElement.classList.toggle('dark', t === 'dark');
    document.documentElement.style.colorScheme = t;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, theme);
  // The code editor re-themes on the next render: wait until every editor's background has.
  await page.waitForFunction((t) => {
    const dark = (el: Element) => {
      const [r = 255, g = 255, b = 255] = (
        getComputedStyle(el).backgroundColor.match(/\d+/g) ?? []
      ).map(Number);
      return 0.2126 * r + 0.7152 * g + 0.0722 * b < 128;
    };
    return [...document.querySelectorAll('.cm-editor')].every((el) => dark(el) === (t === 'dark'));
  }, theme);
}

interface Finding {
  state: string;
  theme: Theme;
  lines: string[];
}

/** Runs axe on the page as it is, in both themes, and records what it finds under `state`. */
async function audit(page: Page, state: string, findings: Finding[]) {
  // Lazy chunks and queries settle first (the live-event stream may keep the network busy: 5 s at most).
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  for (const theme of THEMES) {
    await paintTheme(page, theme);
    const violations = await axeViolations(page, {
      runOnly: { type: 'tag', values: WCAG_TAGS },
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
    });
    const lines = violations.flatMap((v) =>
      v.nodes.map(
        (n) =>
          `${v.id} (${v.impact ?? 'n/a'}): ${n.target.join(' ')} - ${n.failureSummary?.split('\n').slice(1, 2).join('').trim() ?? ''}`,
      ),
    );
    findings.push({ state, theme, lines });
    if (process.env.A11Y_REPORT) {
      appendFileSync(
        process.env.A11Y_REPORT,
        `${JSON.stringify({ state, theme, nodes: lines.length, rules: violations.map((v) => `${v.id}:${v.nodes.length}`) })}\n`,
      );
    }
  }
  await paintTheme(page, 'light');
}

/** Fails with every finding listed (rule id, impact, target and axe's summary). */
function expectNone(findings: Finding[]) {
  const bad = findings.filter((f) => f.lines.length > 0);
  const report = bad
    .map((f) => `[${f.state} / ${f.theme}] ${f.lines.length}\n  ${f.lines.join('\n  ')}`)
    .join('\n');
  if (report) console.log(`axe violations:\n${report}`);
  expect(report, 'axe violations (rule, target)').toBe('');
}

test('public pages have no axe violations in light and dark', async ({ page }) => {
  const findings: Finding[] = [];
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'landing', findings);

  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'about', findings);

  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'contact', findings);

  for (const path of ['/privacy', '/terms', '/forgot-password']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await audit(page, path.slice(1), findings);
  }

  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await audit(page, 'login', findings);

  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await audit(page, 'signup with errors', findings);
  expectNone(findings);
});

test('dashboard, each test page and its result have no axe violations in light and dark', async ({
  page,
}) => {
  test.setTimeout(600_000);
  const findings: Finding[] = [];
  await signUpViaApi(page, 'Axe Tester');
  await audit(page, 'dashboard (empty)', findings);

  await page.goto('/tests');
  await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
  await audit(page, 'tests', findings);

  await page.goto('/test/mcq?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Could not open this test')).toBeVisible();
  await audit(page, 'test not found', findings);

  // MCQ: the question page, then its result.
  await startTest(page, 'Multiple Choice', 'SQL Fundamentals');
  await expect(page.getByText('Question 1 of 10')).toBeVisible();
  await audit(page, 'MCQ test', findings);
  const payloads = await testPayloads(page);
  for (let i = 0; i < payloads.length; i++) {
    await expect(page.getByText(`Question ${i + 1} of ${payloads.length}`)).toBeVisible();
    const letter = payloads[i]?.mcq?.correct ?? 'A';
    await page.getByRole('radio', { name: new RegExp(`^${letter}\\b`) }).check({ force: true });
    if (i < payloads.length - 1) await page.getByRole('button', { name: 'Next Question' }).click();
  }
  // The last question shows the answer list to review before submitting.
  await audit(page, 'MCQ last question and answer list', findings);
  await page.getByRole('button', { name: 'Submit Test' }).click();
  await expect(page.getByRole('heading', { name: 'Congratulations!' })).toBeVisible();
  await audit(page, 'MCQ result', findings);

  // Coding: the workspace (editor in both themes), then its result.
  await startTest(page, 'Coding Challenge', 'Python Basics');
  await expect(page).toHaveURL(/\/test\/coding\?id=/);
  await expect(page.locator('.cm-content')).toBeVisible();
  await audit(page, 'coding test', findings);
  const [coding] = await testPayloads(page);
  const reference = coding?.problem?.reference;
  if (!reference) throw new Error('no reference');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('python3');
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false))
    await confirm.getByRole('button').last().click();
  await replaceCode(page, reference.source);
  await page.getByRole('button', { name: 'Run Examples' }).click();
  await expect(page.getByRole('list', { name: 'Example runs' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Run Examples' })).toBeEnabled({ timeout: 60_000 });
  await audit(page, 'coding test after Run Examples', findings);
  // The phone layout (Problem / Code / Result tabs) is a different page state.
  await page.setViewportSize({ width: 375, height: 812 });
  await audit(page, 'coding test at 375px', findings);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Submit Code' }).click();
  // Submit is final: the workspace asks first (issue 16 item 4).
  const codingConfirm = page.getByRole('alertdialog', { name: 'Submit for grading?' });
  await expect(codingConfirm).toBeVisible();
  await audit(page, 'coding test submit confirmation', findings);
  await codingConfirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Tests Passed!' })).toBeVisible({
    timeout: 60_000,
  });
  await audit(page, 'coding result', findings);

  // Debug.
  await startTest(page, 'Debug Challenge', 'JavaScript Fundamentals');
  await expect(page).toHaveURL(/\/test\/debug\?id=/);
  await expect(page.locator('.cm-content')).toBeVisible();
  await audit(page, 'debug test', findings);
  const [debug] = await testPayloads(page);
  if (!debug?.problem?.fixedCode) throw new Error('no fix');
  await replaceCode(page, debug.problem.fixedCode);
  await page.getByRole('button', { name: 'Submit Fix' }).click();
  // Submit is final: the workspace asks first (issue 16 item 4).
  const debugConfirm = page.getByRole('alertdialog', { name: 'Submit for grading?' });
  await expect(debugConfirm).toBeVisible();
  await audit(page, 'debug test submit confirmation', findings);
  await debugConfirm.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Bugs Fixed!' })).toBeVisible({
    timeout: 60_000,
  });
  await audit(page, 'debug result', findings);

  // Pseudocode.
  await startTest(page, 'Pseudocode Test', 'Algorithms');
  await expect(page.getByLabel('Write Your Pseudocode')).toBeVisible();
  await audit(page, 'pseudocode test', findings);
  const [pseudo] = await testPayloads(page);
  const answer = pseudo?.problem?.rubric?.modelAnswer;
  if (!answer) throw new Error('no model answer');
  await page.getByLabel('Write Your Pseudocode').fill(answer);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Great Logic!' })).toBeVisible();
  await audit(page, 'pseudocode result', findings);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Algorithms - Pseudocode Test' })).toBeVisible();
  await audit(page, 'dashboard (with results)', findings);
  expectNone(findings);
});

test('courses, a course, the overview, a chapter test and its result have no axe violations in light and dark', async ({
  page,
}) => {
  const findings: Finding[] = [];
  await signUpViaApi(page, 'Course Auditor');
  await page.goto('/courses');
  await expect(page.getByRole('heading', { name: 'Learning Courses' })).toBeVisible();
  await audit(page, 'courses', findings);

  await page.goto('/course/python');
  const first = page.getByRole('group', { name: `Level 1: ${level1.title}` });
  await expect(first.getByRole('button', { name: 'Start Level' })).toBeVisible();
  await audit(page, 'course', findings);

  await first.getByRole('button', { name: 'Start Level' }).click();
  const modal = page.getByRole('dialog', { name: 'Chapter Overview' });
  await expect(modal.getByText('What You Will Learn')).toBeVisible();
  await audit(page, 'chapter overview modal', findings);

  await modal.getByRole('button', { name: 'Start Chapter Test' }).click();
  await expect(page.getByText('MCQ TEST', { exact: true })).toBeVisible();
  await audit(page, 'chapter test', findings);
  await passMcqLevel(page, level1.id);
  await audit(page, 'chapter result', findings);
  expectNone(findings);
});

test('profile view and edit, and settings have no axe violations in light and dark', async ({
  page,
}) => {
  const findings: Finding[] = [];
  await signUpViaApi(page, 'Profile Auditor');
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await audit(page, 'profile view', findings);

  // The learner's public page (/u/{handle}), as they open it from their profile.
  await page.getByRole('link', { name: 'View public profile' }).click();
  await expect(page).toHaveURL(/\/u\//);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'public profile', findings);
  await page.goto('/profile');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('Bio')).toBeVisible();
  await audit(page, 'profile edit', findings);

  await page.goto('/settings');
  await expect(page.getByRole('button', { name: 'Save Changes' }).first()).toBeVisible();
  await audit(page, 'settings', findings);

  await page.goto('/review');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, 'review', findings);
  expectNone(findings);
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the landing page with its menu, the dashboard with its sidebar and /tests have no axe violations in light and dark', async ({
    page,
  }) => {
    const findings: Finding[] = [];
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, 'landing menu (375px)', findings);

    await signUpViaApi(page, 'Phone Auditor');
    await audit(page, 'dashboard (375px)', findings);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
    await audit(page, 'sidebar open (375px)', findings);

    await page.goto('/tests');
    await expect(page.getByRole('button', { name: 'Start Test' })).toBeVisible();
    await audit(page, 'tests (375px)', findings);
    expectNone(findings);
  });
});
