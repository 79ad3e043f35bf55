import { queryOptions, useQuery } from '@tanstack/react-query';
import { certificateSchema } from '@app/shared/certificates.schemas';
import { apiRequest } from '../../../lib/api-client';

const certificateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['certificate', id] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/certificates/${encodeURIComponent(id)}`, {
        schema: certificateSchema,
        signal,
      }),
    // A wrong id stays wrong: no retries on 4xx.
    retry: false,
  });

/** GET /api/certificates/{id}: public; 404 for an unknown id or a wrong code, 410 once revoked. */
export function useCertificate(id: string) {
  return useQuery(certificateQueryOptions(id));
}

/** The PDF download (rendered by the server). */
export const certificatePdfUrl = (id: string) => `/api/certificates/${encodeURIComponent(id)}/pdf`;
