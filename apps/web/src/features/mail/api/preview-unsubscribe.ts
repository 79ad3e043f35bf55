import { queryOptions, useQuery } from '@tanstack/react-query';
import { unsubscribeResultSchema } from '@app/shared/mail.schemas';
import { apiRequest } from '../../../lib/api-client';

const unsubscribePreviewOptions = (token: string) =>
  queryOptions({
    queryKey: ['unsubscribe', token] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/mail/unsubscribe?token=${encodeURIComponent(token)}`, {
        schema: unsubscribeResultSchema,
        signal,
      }),
    // A bad or expired link stays bad: no retries on 4xx.
    retry: false,
  });

/** GET /api/mail/unsubscribe: which switch the link turns off. Changes nothing (mail scanners follow links). */
export function useUnsubscribePreview(token: string) {
  return useQuery({ ...unsubscribePreviewOptions(token), enabled: token !== '' });
}
