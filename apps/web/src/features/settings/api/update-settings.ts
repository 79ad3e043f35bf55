import { useMutation, useQueryClient } from '@tanstack/react-query';
import { settingsSchema, type SettingsUpdate } from '@app/shared/settings.schemas';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

function updateSettings(body: SettingsUpdate) {
  return apiRequest('/api/settings', { method: 'PUT', body, schema: settingsSchema });
}

/** Saves, then reloads the settings from the server (spec: 'After saving, settings are reloaded'). */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsQueryKey }),
  });
}
