import { Alert } from './alert';

/** A query that failed: what went wrong, and a button that asks again. */
export function LoadError({
  title,
  message,
  onRetry,
}: {
  title: string;
  message: string | undefined;
  onRetry: () => void;
}) {
  return (
    <Alert title={title}>
      {message}{' '}
      <button type="button" className="font-semibold underline" onClick={onRetry}>
        Try again
      </button>
    </Alert>
  );
}
