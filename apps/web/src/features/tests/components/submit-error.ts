import { ApiError } from '../../../lib/api-client';

/**
 * What a failed submit says: the server's validation message (e.g. 'Please write some code before
 * submitting!'), otherwise the spec's alert for the test type.
 */
export function submitErrorMessage(error: Error, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
