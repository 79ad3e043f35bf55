import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicProfileSchema } from '@app/shared/public-profile.schemas';
import { apiRequest } from '../../../lib/api-client';

const publicProfileQueryOptions = (handle: string) =>
  queryOptions({
    queryKey: ['public-profile', handle] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/users/${encodeURIComponent(handle)}`, {
        schema: publicProfileSchema,
        signal,
      }),
  });

/** A learner's public profile; a 404 when it is private (unless it is yours) or nobody has the handle. */
export function usePublicProfile(handle: string) {
  return useQuery(publicProfileQueryOptions(handle));
}
