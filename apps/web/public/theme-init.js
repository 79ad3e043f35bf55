// Runs before the first paint: applies the theme remembered by src/lib/theme.ts.
(function () {
  try {
    var theme = localStorage.getItem('codeconquer.theme');
    var dark =
      theme === 'dark' ||
      (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    /* storage unavailable: stay light */
  }
})();
