/**
 * The public pages are prerendered at build (issue 17, docs/decisions/027): their content is in
 * the HTML before any script runs; the app loads on the first interaction (or at once for a
 * signed-in visitor) and hydrates the page without a React warning, keeping what was typed and
 * doing a click or submit made before it ran.
 */
import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { appLoaded, AUTH_TIMEOUT, hydrated, logInViaUi, newEmail, signUpViaUi } from './helpers';

const PAGES = [
  { path: '/', heading: /Sharpen your coding skills/ },
  { path: '/about', heading: /./ },
  { path: '/login', heading: /./ },
  { path: '/signup', heading: /./ },
];

/** The page's console warnings and errors and its uncaught errors, as they come. */
function consoleProblems(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  return messages;
}
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('each public page shows its heading from the HTML alone', async ({ page }) => {
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByText('Loading...')).toHaveCount(0);
    }
  });
});

test('a public page loads no app code until the visitor interacts, then hydrates with no console warning or error', async ({
  page,
}) => {
  const messages = consoleProblems(page);
  // A phone screen (Lighthouse's): on a wide one the landing's catalogue is near enough to start it.
  await page.setViewportSize({ width: 412, height: 823 });
  for (const { path } of PAGES) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await appLoaded(page), `${path} loaded the app before any interaction`).toBe(false);
    // The figures are painted by the boot script from /api/meta (the landing and About show them).
    if (path === '/')
      await expect(page.getByText('Course levels').locator('..').getByLabel('Loading')).toHaveCount(
        0,
      );
    await page.keyboard.press('Tab');
    await expect.poll(() => appLoaded(page)).toBe(true);
    await page.waitForLoadState('networkidle');
  }
  expect(messages).toEqual([]);
});

test('the prerendered login form signs in; the hint cookie sends a signed-in visitor on and goes at logout', async ({
  page,
  browser,
}) => {
  const email = newEmail('prerender');
  // An account first, in another context so this page starts signed out.
  const other = await browser.newPage();
  await signUpViaUi(other, 'Prerender Learner', email);
  await other.close();

  // Typed into and submitted while the app is still loading: the fields keep what was typed and
  // the held submit is done once the app has hydrated (docs/decisions/038).
  await page.goto('/login');
  await page.waitForLoadState('networkidle');
  expect(await appLoaded(page), 'the login page loaded the app before any interaction').toBe(false);
  await logInViaUi(page, email);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: AUTH_TIMEOUT });
  await expect(page.getByRole('heading', { name: 'Welcome Prerender Learner!' })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');

  // Signed in: the hint cookie starts the app at once on /signup, which sends the visitor on.
  await page.goto('/signup');
  await expect(page).toHaveURL(/\/dashboard$/);

  // Logged out: the hint is gone, so /login stays put without loading the app.
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => (await page.context().cookies()).map((c) => c.name))
    .not.toContain('cc_signed_in');
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a tap on the prerendered landing menu starts the app and opens the menu', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
});

test.describe('signed-in pages rendered by the server', () => {
  test('the dashboard and the catalogue arrive with the learner’s data, hydrate on interaction without a warning, and then navigate in the app', async ({
    page,
  }) => {
    const messages = consoleProblems(page);
    await signUpViaUi(page, 'Rendered Learner');

    // In the HTML itself, before any script (docs/decisions/041).
    for (const [path, text] of [
      ['/dashboard', 'Rendered Learner'],
      ['/courses', 'Learning Courses'],
    ] as const) {
      const html = await (await page.request.get(path)).text();
      expect(html, `${path} was not rendered on the server`).toContain(text);
      expect(html).toContain('id="server-state"');
    }

    await page.goto('/courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Learning Courses' })).toBeVisible();
    await page.waitForLoadState('load');
    expect(await appLoaded(page), 'the app started before any interaction').toBe(false);
    await page.keyboard.press('Tab');
    await expect.poll(() => appLoaded(page)).toBe(true);
    // Hydrated, the sidebar's links navigate inside the app: this document stays.
    const dashboard = page.getByRole('link', { name: 'Dashboard' }).first();
    await expect.poll(() => hydrated(dashboard)).toBe(true);
    await page.evaluate(() => {
      (window as { sameDocument?: boolean }).sameDocument = true;
    });
    await dashboard.click();
    await expect(page.getByRole('heading', { name: 'Welcome Rendered Learner!' })).toBeVisible();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(messages).toEqual([]);
  });

  test('a learner who saved another language gets the page rendered in it, and what they type while the app starts stays', async ({
    page,
  }) => {
    const messages = consoleProblems(page);
    await signUpViaUi(page, 'Langue Learner');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('fr');
    await page.getByRole('button', { name: 'Save Changes' }).last().click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    const html = await (await page.request.get('/courses')).text();
    expect(html).toContain('"locale":"fr-FR"');

    // Before, the server rendered in English and the app, started by the first key, drew the
    // page afresh in French: the search box under the learner's fingers was replaced, and what
    // they typed went with it. And the box showed the URL, which the router changes a moment
    // after each key: keys typed faster than that were lost (any language).
    await page.goto('/courses');
    await page.waitForLoadState('load');
    expect(await appLoaded(page), 'the app started before any interaction').toBe(false);
    const search = page.getByPlaceholder('Search courses...');
    await search.click();
    await page.keyboard.type('react', { delay: 20 });
    await expect(search).toBeFocused();
    await expect(search).toHaveValue('react');
    await expect(page).toHaveURL(/[?&]q=react/);
    expect(messages).toEqual([]);
  });

  test('signing in on a browser that has never seen the learner, the dashboard comes in their saved language without a reload', async ({
    page,
    browser,
  }) => {
    const { email } = await signUpViaUi(page, 'Sprache Learner');
    await page.goto('/settings');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
    await page.getByRole('button', { name: 'Save Changes' }).last().click();
    await expect(page.getByText('Settings saved.')).toBeVisible();

    // A new browser: nothing stored, so the login page and the app start in English, and the
    // dashboard the login leads to is drawn by the app, not the server. The learner's settings
    // arrive beside its data; before, what was drawn before them stayed in English until another
    // page was drawn, and the activity map's weekdays were English in every language.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    const messages = consoleProblems(fresh);
    await fresh.goto('/login');
    await logInViaUi(fresh, email);
    await expect(fresh.getByRole('heading', { name: 'Welcome Sprache Learner!' })).toBeVisible({
      timeout: AUTH_TIMEOUT,
    });
    // Monday as this browser writes it in German (2026-03-02 was a Monday): "Mo" or "Mo.".
    const monday = await fresh.evaluate(() =>
      new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }).format(
        new Date(Date.UTC(2026, 2, 2)),
      ),
    );
    expect(monday).toMatch(/^Mo/);
    const map = fresh.getByRole('table', { name: /Your activity/ });
    await expect(map.getByRole('rowheader').nth(1)).toHaveText(monday);

    // Loaded afresh, the server renders the dashboard in German (its weekdays and the map's 364
    // day descriptions by Node's Intl), and the browser hydrates it with its own: no mismatch.
    await fresh.goto('/dashboard');
    await fresh.waitForLoadState('load');
    expect(await appLoaded(fresh), 'the app started before any interaction').toBe(false);
    await expect(map.getByRole('rowheader').nth(1)).toHaveText(monday);
    await fresh.keyboard.press('Tab');
    await expect.poll(() => appLoaded(fresh)).toBe(true);
    await expect
      .poll(() => hydrated(fresh.getByRole('link', { name: 'Dashboard' }).first()))
      .toBe(true);
    await expect(map.getByRole('rowheader').nth(1)).toHaveText(monday);
    expect(messages).toEqual([]);
    await other.close();
  });

  test('at phone width the rendered activity map shows the newest week before the app starts', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUpViaUi(page, 'Phone Learner');
    await page.goto('/dashboard');
    const map = page.getByRole('region', { name: 'Your activity, scrollable' });
    await expect(map).toBeVisible();
    // The newest day with a date is today (days to come have no data-date).
    const inView = (el: Element) => {
      const days = [...el.querySelectorAll('td[data-date]')];
      const newest = days
        .map((d) => d.getAttribute('data-date') ?? '')
        .sort()
        .at(-1);
      const cell = days.find((d) => d.getAttribute('data-date') === newest);
      if (!cell) return 'no day cells';
      const box = el.getBoundingClientRect();
      const day = cell.getBoundingClientRect();
      return {
        overflows: el.scrollWidth > el.clientWidth,
        todayInView: day.left >= box.left && day.right <= box.right,
      };
    };
    const beforeApp = await map.evaluate(inView);
    // Measured before the app's code had loaded (the idle start could come at any time).
    expect(await appLoaded(page), 'the app started before any interaction').toBe(false);
    expect(beforeApp).toEqual({ overflows: true, todayInView: true });
    await page.keyboard.press('Tab');
    await expect.poll(() => hydrated(map)).toBe(true);
    expect(await map.evaluate(inView)).toEqual({ overflows: true, todayInView: true });
    // Where the whole year fits, it sits at the left of its box.
    await page.setViewportSize({ width: 1280, height: 900 });
    const fits = await map.evaluate((el) => ({
      overflows: el.scrollWidth > el.clientWidth,
      left: Math.round(
        (el.querySelector('table')?.getBoundingClientRect().left ?? -1) -
          el.getBoundingClientRect().left,
      ),
    }));
    expect(fits).toEqual({ overflows: false, left: 0 });
  });

  test('left alone, a rendered page starts the app once the browser is idle', async ({ page }) => {
    await signUpViaUi(page, 'Idle Learner');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Welcome Idle Learner!' })).toBeVisible();
    expect(await appLoaded(page)).toBe(false);
    await expect.poll(() => appLoaded(page), { timeout: 15_000 }).toBe(true);
  });
});
