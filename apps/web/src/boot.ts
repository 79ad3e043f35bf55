/**
 * The only script a prerendered public page loads (docs/decisions/027). The page works from its
 * HTML: links are links, the figures are painted from /api/meta here. The app (React, the router,
 * the page's code: ~100 KB gzipped) starts only when it is needed:
 * - at once for a signed-in visitor (the `cc_signed_in` hint cookie): /login and /signup send them on;
 * - on the first interaction (pointer, key, focus: on login and sign-up, a field focused);
 * - when a part that only the app can fill (the course catalogue) comes near the screen.
 * A button clicked or a form submitted before then is held and done again once the app has
 * hydrated; what was typed is kept (lib/boot-handoff.ts). Other pages load main.tsx directly.
 *
 * The signed-in pages the server renders per request (docs/decisions/041) load it too: they
 * arrive whole, with the visitor's data, so the app starts on the first interaction, when the tab
 * is shown again after being hidden (the learner may have finished a test elsewhere: the app then
 * refreshes what is stale), or once the browser is idle some seconds after `load` (to follow live
 * updates), whichever comes first: starting it costs a phone a second of main thread, which then
 * never competes with the first paint or the first tap.
 */
import {
  bootHandoff,
  isHydrated,
  restoreIfHydrated,
  restoreWhenHydrated,
} from './lib/boot-handoff';
import { formatNumber } from './lib/format';
import { currentLocale } from './lib/locale';
import { SERVER_STATE_ID } from './lib/server-render-state';
import { hasSignedInHint } from './lib/signed-in-hint';

const TRIGGERS = ['pointerdown', 'keydown', 'focusin'] as const;
/** A server-rendered page starts the app when the browser is idle this long after `load`. */
const IDLE_START_MS = 5_000;
let started = false;
let observer: IntersectionObserver | undefined;

function start() {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) document.removeEventListener(type, start, true);
  observer?.disconnect();
  void import('./main');
}

/** Holds a click on a button (a submit included) or a submit until the app can handle it. */
function hold(event: Event) {
  if (bootHandoff.hydrated) return;
  const target = event.target instanceof Element ? event.target : null;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    bootHandoff.pendingSubmit = target;
  } else {
    const button = target?.closest('button');
    if (!button) return;
    bootHandoff.pendingClick = button;
  }
  event.preventDefault();
  start();
}

/** The prerendered figures (`<dd data-stat="learners">`), from /api/meta, as StatBlock shows them. */
function paintFigures() {
  const cells = document.querySelectorAll<HTMLElement>('[data-stat]');
  if (cells.length === 0) return;
  bootHandoff.meta = fetch('/api/meta')
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null);
  void bootHandoff.meta.then((meta) => {
    const stats = typeof meta === 'object' && meta !== null && 'stats' in meta ? meta.stats : null;
    if (typeof stats !== 'object' || stats === null) return;
    for (const cell of cells) {
      const value: unknown = Object.entries(stats).find(([key]) => key === cell.dataset.stat)?.[1];
      if (typeof value !== 'number') continue;
      // A zero figure is left out (StatBlock does the same).
      if (value === 0) cell.parentElement?.remove();
      else cell.textContent = formatNumber(value, currentLocale());
    }
  });
}

/**
 * Notes a field typed into or a list chosen in before the app has hydrated it, to restore after
 * hydration: the root commits before a Suspense boundary's content (a signed-in page's), and a key
 * typed in between was lost when the field's hydration set it back to what was rendered.
 */
function keepValue(event: Event) {
  const field = event.target;
  if (!(field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) return;
  const awaiting = bootHandoff.awaiting.has(field);
  if (bootHandoff.hydrated && isHydrated(field) && !awaiting) return;
  bootHandoff.pendingValues.set(field, field.value);
  // First typed into after the replay began: restored on its own once it has hydrated.
  if (bootHandoff.hydrated && !awaiting) restoreWhenHydrated(field);
}

paintFigures();
document.addEventListener('click', hold, true);
document.addEventListener('submit', hold, true);
document.addEventListener('input', keepValue, true);
document.addEventListener('change', keepValue, true);
// Past the app's root, so after React has handled the event (lib/boot-handoff.ts says why).
document.addEventListener('input', restoreIfHydrated);
document.addEventListener('change', restoreIfHydrated);
// The login and sign-up fields keep what is typed before the app runs (docs/decisions/038), so
// those pages wait for an interaction too.
const serverRendered = document.getElementById(SERVER_STATE_ID) !== null;
if (hasSignedInHint() && !serverRendered) {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
} else {
  if (serverRendered) {
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') start();
    });
    const startWhenIdle = () =>
      setTimeout(() => {
        if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2_000 });
        else start();
      }, IDLE_START_MS);
    if (document.readyState === 'complete') startWhenIdle();
    else window.addEventListener('load', startWhenIdle, { once: true });
  }
  for (const type of TRIGGERS)
    document.addEventListener(type, start, { capture: true, passive: true });
  const needed = document.querySelectorAll('[data-needs-app]');
  if (needed.length > 0) {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start();
      },
      { rootMargin: '50% 0px' },
    );
    for (const element of needed) observer.observe(element);
  }
}
