import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type ProfileUpdate } from '@app/shared/profile.schemas';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { profileQueryKey } from './get-profile';

function updateProfile(body: ProfileUpdate) {
  return apiRequest('/api/profile', { method: 'PUT', body, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQueryKey, profile);
      // The display name is also the session user's name (the dashboard greeting).
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}
