import type { ErrorCode } from '@app/shared/errors';

/** The one error services throw; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly issues?: Array<{ path: string; message: string }>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A refusal that may succeed later (429, 503): the answer carries a `Retry-After` header. */
export class RetryLaterError extends AppError {
  constructor(
    code: ErrorCode,
    statusCode: number,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(code, statusCode, message);
  }
}

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') =>
  new AppError(code, 403, message);
/** Grading cut short by a shutdown: the submission stays saved and is graded at the next start. */
export const shuttingDown = () =>
  new RetryLaterError(
    'SERVER_BUSY',
    503,
    'The server is restarting. Your answers are saved and will be graded as soon as it is back.',
    15,
  );
