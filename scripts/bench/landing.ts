/**
 * The landing page's JavaScript before the app starts (docs/decisions/027), from the build in
 * apps/web/dist (`npm run build` first): the module scripts and modulepreloads of
 * dist/prerendered/landing.html plus every chunk they import statically, gzipped. The app itself
 * (dist/index.html's entry and its modulepreloads) loads after the page has painted; its size is
 * reported beside it. A landing over budget sets a failing exit code.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export const LANDING_JS_BUDGET_KB = 75;

const dist = join(import.meta.dirname, '../../apps/web/dist');

/** `assets/x.js` files an HTML page loads as module scripts or modulepreloads. */
function pageScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<(?:script type="module"|link rel="modulepreload")[^>]*(?:src|href)="\/(assets\/[^"]+\.js)"/g,
    ),
  ].map((m) => m[1] ?? '');
}

/** The files plus every chunk they import statically (`import ... from "./x.js"`), transitively. */
function withStaticImports(files: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...files];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(dist, file), 'utf8');
    for (const m of code.matchAll(
      /(?:^|[;}\s])import\s*(?:[\w${},*\s]+from\s*)?"(\.\/[^"]+\.js)"/g,
    ))
      queue.push(posix.join(posix.dirname(file), m[1] ?? ''));
  }
  return seen;
}

const gzippedKb = (files: Iterable<string>) =>
  [...files].reduce((n, f) => n + gzipSync(readFileSync(join(dist, f))).length, 0) / 1024;

export function landingBundle(log: (key: string, value: unknown) => void): void {
  const landing = join(dist, 'prerendered', 'landing.html');
  if (!existsSync(landing)) {
    console.log('landing bundle: apps/web/dist/prerendered missing, run `npm run build` first');
    return;
  }
  const kb = gzippedKb(withStaticImports(pageScripts(readFileSync(landing, 'utf8'))));
  log(`landing JS gzipped KB before the app starts (target <= ${LANDING_JS_BUDGET_KB})`, kb);
  log('landing JS within budget', kb <= LANDING_JS_BUDGET_KB);
  if (kb > LANDING_JS_BUDGET_KB) process.exitCode = 1;
  const app = withStaticImports(pageScripts(readFileSync(join(dist, 'index.html'), 'utf8')));
  log(
    'app JS gzipped KB (index.html entry + modulepreloads, loaded after paint on the landing)',
    gzippedKb(app),
  );
}
