import { queryOptions, useQuery } from '@tanstack/react-query';
import { activitySchema } from '@app/shared/activity.schemas';
import { apiRequest } from '../../../lib/api-client';

/** Under ['dashboard']: `tests.changed` (and `progress.changed`, a passed level) make it stale. */
export const activityQueryKey = ['dashboard', 'activity'] as const;

export const activityQueryOptions = queryOptions({
  queryKey: activityQueryKey,
  queryFn: ({ signal }) => apiRequest('/api/activity', { schema: activitySchema, signal }),
});

/** The last 52 weeks of activity and the streaks, in the learner's time zone. */
export function useActivity() {
  return useQuery(activityQueryOptions);
}
