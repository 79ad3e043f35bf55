import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { courseSummarySchema } from '@app/shared/courses.schemas';
import { apiRequest } from '../../../lib/api-client';

const catalogueSchema = z.array(courseSummarySchema);

/**
 * GET /api/courses (public): the catalogue for signed-out visitors on the landing page. Same key
 * as the courses pages, so signing in reuses it.
 */
export function useCatalogue() {
  return useQuery({
    queryKey: ['catalogue'],
    queryFn: ({ signal }) => apiRequest('/api/courses', { schema: catalogueSchema, signal }),
    staleTime: 5 * 60_000,
  });
}
