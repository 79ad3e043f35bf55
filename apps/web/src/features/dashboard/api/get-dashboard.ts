import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { dashboardSchema } from '@app/shared/tests.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['dashboard'], which the live `tests.changed` event invalidates. */
const dashboardQueryKey = (page: number) => ['dashboard', page] as const;

/** The `?page=` of /dashboard: a whole number from 1, else 1 (also read by the route's loader). */
export function dashboardPageFrom(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

function getDashboard(page: number, signal?: AbortSignal) {
  return apiRequest(`/api/dashboard?page=${page}`, { schema: dashboardSchema, signal });
}

export const dashboardQueryOptions = (page: number) =>
  queryOptions({
    queryKey: dashboardQueryKey(page),
    queryFn: ({ signal }) => getDashboard(page, signal),
  });

/** Stats, one page of recent tests (server-paged, 2 per page) and the score history. */
export function useDashboard(page: number) {
  // Keeps the previous page on screen while the next one loads.
  return useQuery({ ...dashboardQueryOptions(page), placeholderData: keepPreviousData });
}
