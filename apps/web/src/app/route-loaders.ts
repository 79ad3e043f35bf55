/**
 * Loaders of the signed-in routes: they only start requests (into the React Query cache) and never
 * wait for them, so the session, the page's data and the page's code all load at once instead of
 * one after the other (docs/decisions/027). The pages read the same queries with useQuery.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
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

export async function dashboardLoader({ context, request }: LoaderFunctionArgs) {
  const client = context.get(queryClientContext);
  // The API modules are small chunks: importing them does not wait for the page's code.
  const [dashboard, { activityQueryOptions }, { reviewSummaryQueryOptions }] = await Promise.all([
    import('../features/dashboard/api/get-dashboard'),
    import('../features/dashboard/api/get-activity'),
    import('../features/dashboard/api/get-review-summary'),
  ]);
  const page = dashboard.dashboardPageFrom(new URL(request.url).searchParams.get('page'));
  void client.prefetchQuery(dashboard.dashboardQueryOptions(page));
  void client.prefetchQuery(activityQueryOptions);
  void client.prefetchQuery(reviewSummaryQueryOptions);
  return null;
}

export async function coursesLoader({ context }: LoaderFunctionArgs) {
  const client = context.get(queryClientContext);
  const [{ coursesQueryOptions }, { progressListQueryOptions }] = await Promise.all([
    import('../features/courses/api/get-courses'),
    import('../features/courses/api/get-progress'),
  ]);
  void client.prefetchQuery(coursesQueryOptions);
  void client.prefetchQuery(progressListQueryOptions);
  return null;
}
