// Type-only: importing values from settings.schemas would pull zod into the landing page's bundle.
import type { UiLanguage } from '@app/shared/settings.schemas';

const LANGUAGE_KEY = 'codeconquer.language';

/** BCP 47 locale used to format dates and numbers for each language setting. */
const LOCALES: Record<UiLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  de: 'de-DE',
  hi: 'hi-IN',
};

function isLanguage(value: unknown): value is UiLanguage {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value);
}

function getStoredLanguage(): UiLanguage {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

/** Remembers the language setting; it drives date and number formatting. */
export function storeLanguage(language: UiLanguage) {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    /* storage unavailable */
  }
}

export function currentLocale(): string {
  return LOCALES[getStoredLanguage()];
}
