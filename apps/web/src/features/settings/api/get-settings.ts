import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsSchema } from '@app/shared/settings.schemas';
import { apiRequest } from '../../../lib/api-client';

export const settingsQueryKey = ['settings'] as const;

export const settingsQueryOptions = queryOptions({
  queryKey: settingsQueryKey,
  queryFn: ({ signal }) => apiRequest('/api/settings', { schema: settingsSchema, signal }),
});

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
