import { profileSchema, type ProfileUpdate } from '@app/shared/profile.schemas';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryKey } from '../../../lib/session';
import { useProfileSave } from './get-profile';

function updateProfile(body: ProfileUpdate) {
  return apiRequest('/api/profile', { method: 'PUT', body, schema: profileSchema });
}

export function useUpdateProfile() {
  // The display name is also the session user's name (the dashboard greeting).
  return useProfileSave(updateProfile, [sessionQueryKey]);
}
