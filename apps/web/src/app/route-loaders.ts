/**
 * Loaders of the signed-in routes: they only start requests (into the React Query cache) and never
 * wait for them, so the session, the page's data and the page's code all load at once instead of
 * one after the other (docs/decisions/027). The pages read the same queries with useQuery. The API
 * modules are imported statically (a few hundred bytes in the entry; their schemas are there
 * already), so the requests start as soon as the entry runs, not one chunk later (decision 037).
 * The server runs the same loaders to render /dashboard and /courses (src/prerender.tsx, decision
 * 041) and waits for what they start: a query those pages show must be started here.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { activityQueryOptions } from '../features/dashboard/api/get-activity';
import { dashboardPageFrom, dashboardQueryOptions } from '../features/dashboard/api/get-dashboard';
import { reviewSummaryQueryOptions } from '../features/dashboard/api/get-review-summary';
import {
  coursesQueryOptions,
  latestCourseProgress,
  progressListQueryOptions,
} from '../lib/course-lists';
import { courseQueryOptions } from '../features/courses/api/get-course';
import { sessionQueryOptions } from '../lib/session';

const queryClientContext = createContext<QueryClient>();

/** The router's `getContext`: every loader gets the app's query client. */
export function loaderContext(client: QueryClient): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(queryClientContext, client);
    return context;
  };
}

/** RequireAuth's route: the sign-in state, in parallel with the page's own loader. */
export function sessionLoader({ context }: LoaderFunctionArgs) {
  void context.get(queryClientContext).prefetchQuery(sessionQueryOptions);
  return null;
}

export function dashboardLoader({ context, request }: LoaderFunctionArgs) {
  const client = context.get(queryClientContext);
  const page = dashboardPageFrom(new URL(request.url).searchParams.get('page'));
  void client.prefetchQuery(dashboardQueryOptions(page));
  void client.prefetchQuery(activityQueryOptions);
  void client.prefetchQuery(reviewSummaryQueryOptions);
  // The "Your Courses" panel.
  void client.prefetchQuery(coursesQueryOptions);
  void client.prefetchQuery(progressListQueryOptions);
  return null;
}

export function coursesLoader({ context }: LoaderFunctionArgs) {
  const client = context.get(queryClientContext);
  void client.prefetchQuery(coursesQueryOptions);
  void client.prefetchQuery(progressListQueryOptions);
  // The Continue Learning banner names the current level of the course opened last: its levels
  // are fetched as soon as both lists are in, so the page is rendered (and first painted) whole.
  void Promise.all([
    client.ensureQueryData(coursesQueryOptions),
    client.ensureQueryData(progressListQueryOptions),
  ]).then(
    ([catalogue, progress]) => {
      const latest = latestCourseProgress(catalogue, progress);
      if (latest) void client.prefetchQuery(courseQueryOptions(latest.courseId));
    },
    // The page shows the lists' own errors.
    () => undefined,
  );
  return null;
}
