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

/** Remembers the language setting; it drives date and number formatting. */
export function storeLanguage(language: UiLanguage) {
  storeChoice(LANGUAGE_KEY, language);
}

export function currentLocale(): string {
  return LOCALES[readStoredChoice(LANGUAGE_KEY, LOCALES, 'en')];
}
