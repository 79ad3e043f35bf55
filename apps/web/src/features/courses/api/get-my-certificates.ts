import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { certificateSummarySchema } from '@app/shared/certificates.schemas';
import { apiRequest } from '../../../lib/api-client';

const myCertificatesQueryOptions = () =>
  queryOptions({
    queryKey: ['certificates', 'mine'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/certificates/mine', { schema: z.array(certificateSummarySchema), signal }),
  });

/**
 * GET /api/certificates/mine: the learner's certificates. Fetched only once a course is completed
 * (its certificate is issued in the same transaction, so the completed progress implies it).
 */
export function useCourseCertificate(
  courseId: string,
  completed: boolean,
  { fresh = false }: { fresh?: boolean } = {},
) {
  return useQuery({
    ...myCertificatesQueryOptions(),
    enabled: completed,
    // Right after the last level is passed a cached list predates the certificate: read it again.
    ...(fresh ? { refetchOnMount: 'always' as const } : {}),
    select: (list) => list.find((c) => c.courseId === courseId) ?? null,
  });
}
