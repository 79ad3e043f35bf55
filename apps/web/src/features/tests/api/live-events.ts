import type { InvalidateQueryFilters } from '@tanstack/react-query';
import type { LiveEvent } from '@app/shared/live-events.schemas';

/** The tests queries an event changes: the test it names and that test's attempt history. */
export function testsQueriesFor(event: LiveEvent): InvalidateQueryFilters[] {
  return event.name === 'tests.changed' ? [{ queryKey: ['tests', event.data.testId] }] : [];
}
