/**
 * axe-core run in the page itself: injected once per document, then `axe.run` on it. Not
 * `@axe-core/playwright`'s AxeBuilder, which injects axe into every frame and opens a blank page
 * to combine the frames' results on every run: 0.8-2.2 s a run against 0.1-0.5 s this way, measured
 * on the public pages (decision 057). The app has no frames, so the two audit the same document;
 * a page with one fails here rather than go unaudited.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The rules both audits run: WCAG 2.0 A and AA, and 2.1 AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa'];

type WithAxe = { axe?: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };

/** The violations axe finds in the page as it is, with `options` (tags, rules). */
export async function axeViolations(
  page: Page,
  options: RunOptions,
): Promise<AxeResults['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (opts) => {
    const { axe } = window as WithAxe;
    if (!axe) throw new Error('axe-core did not load in the page');
    // A frame would be skipped without a finding (axe is injected into this document only).
    if (document.querySelector('iframe, frame'))
      throw new Error('the page has a frame: axe in the page does not audit it');
    const { violations } = await axe.run(document, opts);
    return violations;
  }, options);
}
