/**
 * The only script a prerendered public page waits for (docs/decisions/027): the page is already
 * painted from its HTML, so the app (React, the router, the page's code) loads after the `load`
 * event and hydrates it, off the critical path. Non-prerendered pages load main.tsx directly.
 */
function start() {
  void import('./main');
}

if (document.readyState === 'complete') start();
else window.addEventListener('load', start, { once: true });
