import type { InvalidateQueryFilters } from '@tanstack/react-query';
import type { LiveEvent } from '@app/shared/live-events.schemas';
import { courseProgressQueryKey } from './get-course-progress';
import { progressListQueryKey } from '../../../lib/course-lists';

/**
 * The courses queries an event changes: the progress list and the named course's progress. Course
 * and level content (['courses', ...]) and the catalogue (['catalogue']) never change with progress.
 */
export function coursesQueriesFor(event: LiveEvent): InvalidateQueryFilters[] {
  if (event.name !== 'progress.changed') return [];
  return [
    { queryKey: progressListQueryKey, exact: true },
    { queryKey: courseProgressQueryKey(event.data.courseId), exact: true },
  ];
}
