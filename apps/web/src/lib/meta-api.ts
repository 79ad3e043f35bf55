import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LanguageId } from '@app/shared/languages';
import { metaSchema } from '@app/shared/meta.schemas';
import { apiRequest } from './api-client';

/** Public facts about this server: Google sign-in, the true figures, the runner's toolchains. */
export const metaQueryOptions = queryOptions({
  queryKey: ['meta'],
  queryFn: ({ signal }) => apiRequest('/api/meta', { schema: metaSchema, signal }),
  staleTime: 5 * 60_000,
});

export function useMeta() {
  return useQuery(metaQueryOptions);
}

/** The version the runner compiles or runs `language` with ("Go 1.23.5"), once /api/meta is in. */
export function useRuntimeVersion(language: LanguageId): string | undefined {
  return useQuery({ ...metaQueryOptions, select: (meta) => meta.runtimes[language] }).data;
}
