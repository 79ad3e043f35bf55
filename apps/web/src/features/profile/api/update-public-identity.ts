import { profileSchema } from '@app/shared/profile.schemas';
import type { PublicIdentityUpdate } from '@app/shared/public-profile.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useProfileSave } from './get-profile';

function updatePublicIdentity(body: PublicIdentityUpdate) {
  return apiRequest('/api/profile/public', { method: 'PUT', body, schema: profileSchema });
}

/** Handle, time zone and the search-engine opt-in; the answer is the whole profile. */
export function useUpdatePublicIdentity() {
  // The time zone decides which day an activity counts for; public pages show the new handle.
  return useProfileSave(updatePublicIdentity, [['dashboard', 'activity'], ['public-profile']]);
}
