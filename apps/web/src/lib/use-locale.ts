import { useSyncExternalStore } from 'react';
import { currentLocale, subscribeLocale } from './locale';

/**
 * The locale for dates and numbers (the learner's language setting), re-rendering the component
 * when it changes: saved in Settings, arrived with the settings of a learner who just signed in, or
 * saved in another tab. On the server and while hydrating it is the language the page was rendered
 * in (mount.tsx adopts it before hydration), so the markup matches.
 */
export function useLocale(): string {
  return useSyncExternalStore(subscribeLocale, currentLocale, currentLocale);
}
