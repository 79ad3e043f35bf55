import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema } from '@app/shared/profile.schemas';
import type { PublicIdentityUpdate } from '@app/shared/public-profile.schemas';
import { apiRequest } from '../../../lib/api-client';
import { profileQueryKey } from './get-profile';

function updatePublicIdentity(body: PublicIdentityUpdate) {
  return apiRequest('/api/profile/public', { method: 'PUT', body, schema: profileSchema });
}

/** Handle, time zone and the search-engine opt-in; the answer is the whole profile. */
export function useUpdatePublicIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePublicIdentity,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The time zone decides which day an activity counts for; public pages show the new handle.
      await queryClient.invalidateQueries({ queryKey: ['dashboard', 'activity'] });
      await queryClient.invalidateQueries({ queryKey: ['public-profile'] });
    },
  });
}
