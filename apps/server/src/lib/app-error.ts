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

export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const badRequest = (message: string) => new AppError('BAD_REQUEST', 400, message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') => new AppError(code, 403, message);
