import { useMutation } from '@tanstack/react-query';
import { deleteAccountResultSchema, type DeleteAccountBody } from '@app/shared/account.schemas';
import { apiRequest } from '../../../lib/api-client';

function deleteAccount(body: DeleteAccountBody) {
  return apiRequest('/api/account/delete', {
    method: 'POST',
    body,
    schema: deleteAccountResultSchema,
  });
}

/** Deletes the account and everything in it; the answer lists what was deleted. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
