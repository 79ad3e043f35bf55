import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';
import { LoadingScreen } from './spinner';

/** A signed-in page's data once it is there; until then its loading state, or the error and Try again. */
export function QueryContent<T>({
  query,
  loading,
  errorTitle,
  children,
}: {
  query: UseQueryResult<T>;
  /** Said while the data loads. */
  loading: string;
  errorTitle: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingScreen label={loading} fullScreen={false} />;
  if (query.isError) {
    return (
      <LoadError
        title={errorTitle}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return children(query.data);
}
