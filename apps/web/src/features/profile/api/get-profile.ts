import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { profileSchema, type Profile } from '@app/shared/profile.schemas';
import { apiRequest } from '../../../lib/api-client';

const profileQueryKey = ['profile'] as const;

const profileQueryOptions = queryOptions({
  queryKey: profileQueryKey,
  queryFn: ({ signal }) => apiRequest('/api/profile', { schema: profileSchema, signal }),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

/**
 * A save that answers with the whole profile: the answer replaces the cached profile, then the
 * queries under `alsoRefresh` (other places that show what changed) load again.
 */
export function useProfileSave<B>(
  save: (body: B) => Promise<Profile>,
  alsoRefresh: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      for (const queryKey of alsoRefresh) await queryClient.invalidateQueries({ queryKey });
    },
  });
}
