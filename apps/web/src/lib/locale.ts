// Type-only: importing values from settings.schemas would pull zod into the landing page's bundle.
import type { UiLanguage } from '@app/shared/settings.schemas';
import { readStoredChoice, storeChoice } from './stored-choice';

const LANGUAGE_KEY = 'codeconquer.language';

/** BCP 47 locale used to format dates and numbers for each language setting. */
const LOCALES: Record<UiLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  hi: 'hi-IN',
};

/** The language stored last, when storage could not keep it (private mode, blocked). */
let unsaved: UiLanguage | undefined;

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Another tab saved a language (or cleared storage): this tab's dates follow it. */
function onStorage(event: StorageEvent) {
  if (event.key === LANGUAGE_KEY || event.key === null) notify();
}

/**
 * Calls `listener` whenever the locale may have changed: a language stored here or in another tab.
 * Returns the unsubscribe. (lib/use-locale.ts makes it a hook; this file stays free of React,
 * because the boot script imports it.)
 */
export function subscribeLocale(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/**
 * Remembers the language setting, which drives date and number formatting, and tells the dates
 * and numbers on screen (through `subscribeLocale`) so they change at once.
 */
export function storeLanguage(language: UiLanguage) {
  unsaved = storeChoice(LANGUAGE_KEY, language) ? undefined : language;
  notify();
}

/**
 * On the server (src/prerender.tsx), the saved language of the learner whose page is being
 * rendered: the server has no localStorage, and the page must be in the language the browser will
 * hydrate it in.
 */
export const SERVER_LANGUAGE = Symbol.for('codeconquer.serverLanguage');

type WithServerLanguage = { [SERVER_LANGUAGE]?: () => UiLanguage | undefined };

export function currentLocale(): string {
  const server = (globalThis as WithServerLanguage)[SERVER_LANGUAGE]?.();
  return LOCALES[server ?? unsaved ?? readStoredChoice(LANGUAGE_KEY, LOCALES, 'en')];
}

/**
 * Remembers the language whose locale is `locale` (a server-rendered page's: the learner's saved
 * setting), so this browser formats as the page was rendered. An unknown locale changes nothing.
 */
export function adoptLocale(locale: string) {
  const language = (Object.keys(LOCALES) as UiLanguage[]).find((key) => LOCALES[key] === locale);
  if (language) storeLanguage(language);
}
