import { describe, expect, it } from 'vitest';
import { renderPage } from './prerender';

// Hydrating this markup is checked in a real browser (e2e/tests/prerender.spec.ts): React's server
// and client renderers cannot share one JavaScript realm.
describe('prerendered public pages', () => {
  it('renders the landing page with its hero heading and no inline script', async () => {
    const markup = await renderPage('/');
    expect(markup).toMatch(/<h1[^>]*>Sharpen your coding skills/);
    expect(markup).not.toContain('<script');
    // The page never waits for the session: no 'Loading...' screen instead of the page.
    expect(markup).not.toContain('Loading...');
  });

  it('renders the login form without waiting for the session', async () => {
    const markup = await renderPage('/login');
    expect(markup).toContain('aria-label="Log in"');
    expect(markup).not.toContain('Loading...');
  });
});
