import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { TriangleAlert } from 'lucide-react';
import { ApiError } from '../lib/api-client';
import { buttonClasses } from '../components/ui/button';
import { paths } from '../lib/paths';

function describe(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed/i.test(error.message)
  ) {
    return 'A newer version of the app is available. Reload the page to get it.';
  }
  return 'Something unexpected happened. Please try again.';
}

/** Route-level error boundary: shows what went wrong and a way out. */
export function RouteError() {
  const error = useRouteError();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <TriangleAlert aria-hidden="true" className="size-12 text-amber-500" />
      <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Something went wrong</h1>
      <p role="alert" className="max-w-md text-slate-600 dark:text-slate-400">
        {describe(error)}
      </p>
      <div className="flex gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={buttonClasses('primary')}
        >
          Reload
        </button>
        <Link to={paths.home()} className={buttonClasses('secondary')}>
          Go home
        </Link>
      </div>
    </main>
  );
}
