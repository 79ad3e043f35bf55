import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../fastify';
import { AppError } from '../../lib/app-error';

/** The signed-in user of a request behind `app.authenticate`. */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 401, 'Please sign in to continue.');
  return request.user;
}
