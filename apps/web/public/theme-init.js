// Runs before the first paint: applies the theme remembered by src/lib/theme.ts, or the saved one
// a server-rendered page carries.
// Also runs before any module: zod reads this global config (zod/v4/core/core.js) when its schemas
// are created as the shared contract loads, and without `jitless` probes `new Function`, which the
// CSP (script-src 'self') reports as a violation. main.tsx sets the same through zod's config().
window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });
(function () {
  try {
    // A page the server rendered for a signed-in learner carries their saved theme, which wins
    // over what this browser remembers (it may have been changed on another device).
    var saved = document.documentElement.getAttribute('data-theme');
    if (saved) localStorage.setItem('codeconquer.theme', saved);
    var theme = saved || localStorage.getItem('codeconquer.theme');
    var dark =
      theme === 'dark' ||
      (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* storage unavailable: stay light */
  }
})();
