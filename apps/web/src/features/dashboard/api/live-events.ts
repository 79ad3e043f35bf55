import type { InvalidateQueryFilters } from '@tanstack/react-query';
import type { LiveEvent } from '@app/shared/live-events.schemas';
import { activityQueryKey } from './get-activity';
import { reviewSummaryQueryKey } from './get-review-summary';

/** Every page of the dashboard's list of tests (['dashboard', page]), not the activity map. */
const dashboardPages: InvalidateQueryFilters = {
  queryKey: ['dashboard'],
  predicate: (query) => typeof query.queryKey[1] === 'number',
};

/**
 * The dashboard queries an event changes. A test started or reopened changes the list; a graded
 * one is also a day on the activity map, as is a graded level. The course panel reads ['progress'],
 * which the courses feature maps.
 */
export function dashboardQueriesFor(event: LiveEvent): InvalidateQueryFilters[] {
  switch (event.name) {
    case 'tests.changed':
      if (event.data.status === 'pending_result') return [];
      return event.data.status === 'completed'
        ? [dashboardPages, { queryKey: activityQueryKey }]
        : [dashboardPages];
    case 'progress.changed':
      return event.data.chapterId ? [{ queryKey: activityQueryKey }] : [];
    case 'review.changed':
      return [{ queryKey: reviewSummaryQueryKey }];
  }
}
