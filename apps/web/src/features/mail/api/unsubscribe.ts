import { useMutation } from '@tanstack/react-query';
import { unsubscribeResultSchema } from '@app/shared/mail.schemas';
import { apiRequest } from '../../../lib/api-client';

function unsubscribe(token: string) {
  return apiRequest('/api/mail/unsubscribe', {
    method: 'POST',
    body: { token },
    schema: unsubscribeResultSchema,
  });
}

/** POST /api/mail/unsubscribe: turns the link's switch off (no sign-in: the token is signed). */
export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
