import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileSchema } from '@app/shared/profile.schemas';
import { apiRequest } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => apiRequest('/api/profile', { schema: profileSchema, signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
