import { describe, expect, it } from 'vitest';
import { coursesQueriesFor } from '../features/courses/api/live-events';
import { dashboardQueriesFor } from '../features/dashboard/api/live-events';
import { testsQueriesFor } from '../features/tests/api/live-events';
import { clientId } from '../lib/api-client';
import { readLiveEvent } from './use-live-events';

const graded = JSON.stringify({
  testId: 't1',
  kind: 'coding',
  status: 'completed',
  origin: 'another-tab-1',
});

describe('live events', () => {
  it("skips the events this tab's own requests caused, and malformed ones", () => {
    expect(readLiveEvent('tests.changed', graded)?.data).toMatchObject({ testId: 't1' });
    expect(
      readLiveEvent(
        'tests.changed',
        JSON.stringify({ testId: 't1', kind: 'coding', status: 'completed', origin: clientId }),
      ),
    ).toBeUndefined();
    expect(readLiveEvent('tests.changed', JSON.stringify({ testId: 't1' }))).toBeUndefined();
    expect(readLiveEvent('tests.changed', 'not json')).toBeUndefined();
  });

  it('maps a graded test to that test and the dashboard list and activity, never the courses', () => {
    const event = readLiveEvent('tests.changed', graded)!;
    expect(testsQueriesFor(event).map((f) => f.queryKey)).toEqual([['tests', 't1']]);
    expect(dashboardQueriesFor(event).map((f) => f.queryKey)).toEqual([
      ['dashboard'],
      ['dashboard', 'activity'],
    ]);
    expect(coursesQueriesFor(event)).toEqual([]);
  });

  it('maps a progress change to the progress queries of that course, never the catalogue or course content', () => {
    const event = readLiveEvent(
      'progress.changed',
      JSON.stringify({ courseId: 'python', chapterId: 'python-1' }),
    )!;
    const keys = coursesQueriesFor(event).map((f) => f.queryKey);
    expect(keys).toEqual([['progress'], ['progress', 'python']]);
    expect(dashboardQueriesFor(event).map((f) => f.queryKey)).toEqual([['dashboard', 'activity']]);
    expect(testsQueriesFor(event)).toEqual([]);
  });

  it('leaves the dashboard alone while a test is being graded', () => {
    const event = readLiveEvent(
      'tests.changed',
      JSON.stringify({ testId: 't1', kind: 'mcq', status: 'pending_result' }),
    )!;
    expect(dashboardQueriesFor(event)).toEqual([]);
  });
});
