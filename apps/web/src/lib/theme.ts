// Type-only: importing values from settings.schemas would pull zod into the landing page's bundle.
import type { Theme } from '@app/shared/settings.schemas';
import { readStoredChoice, storeChoice } from './stored-choice';

/** Same key as public/theme-init.js, which applies it before the first paint. */
const THEME_KEY = 'codeconquer.theme';
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** Every theme of the shared contract (compile error if the contract adds or drops one). */
const KNOWN_THEMES: Record<Theme, true> = { light: true, dark: true, system: true };

function paint(theme: Theme) {
  const dark = theme === 'dark' || (theme === 'system' && darkQuery().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
}

let stopFollowingSystem: (() => void) | null = null;

/** Applies a theme to <html> app-wide and remembers it for the next visit's first paint. */
export function applyTheme(theme: Theme) {
  storeChoice(THEME_KEY, theme);
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  paint(theme);
  if (theme === 'system') {
    const query = darkQuery();
    const onChange = () => paint('system');
    query.addEventListener('change', onChange);
    stopFollowingSystem = () => query.removeEventListener('change', onChange);
  }
}

/**
 * Shows a theme without remembering it (Settings previews a choice before Save). Applying the
 * saved theme again with applyTheme() ends the preview.
 */
export function previewTheme(theme: Theme) {
  stopFollowingSystem?.();
  stopFollowingSystem = null;
  paint(theme);
}

/** Call once at start: follows the OS while the remembered theme is 'system'. */
export function initTheme() {
  applyTheme(readStoredChoice(THEME_KEY, KNOWN_THEMES, 'light'));
}
