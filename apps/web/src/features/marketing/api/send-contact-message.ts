import { useMutation } from '@tanstack/react-query';
import { contactReceiptSchema, type ContactMessageBody } from '@app/shared/contact.schemas';
import { apiRequest } from '../../../lib/api-client';

function sendContactMessage(body: ContactMessageBody) {
  return apiRequest('/api/contact', { method: 'POST', body, schema: contactReceiptSchema });
}

/** POST /api/contact: the message is stored for the operator. */
export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
