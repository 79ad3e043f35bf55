import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryOptions } from '../features/settings/api/get-settings';
import { applyTheme } from '../lib/theme';
import { storeLanguage } from '../lib/locale';

/**
 * Applies the signed-in user's saved theme and language to the whole app (and remembers them so
 * public pages and the next first paint use them too).
 */
export function useSettingsSync() {
  const { data } = useQuery(settingsQueryOptions);
  const theme = data?.theme;
  const language = data?.language;

  useEffect(() => {
    if (theme) applyTheme(theme);
  }, [theme]);

  useEffect(() => {
    if (language) storeLanguage(language);
  }, [language]);
}
