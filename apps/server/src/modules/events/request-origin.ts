/** The tab a request came from (its `x-client-id` header), carried as `origin` in the events it causes. */
import type { FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER } from '@app/shared/constants';
import { clientIdSchema } from '@app/shared/live-events.schemas';

/** Undefined when absent or malformed: the id only spares its own tab a refetch, so a bad one is dropped. */
export function requestOrigin(request: FastifyRequest): string | undefined {
  const parsed = clientIdSchema.safeParse(request.headers[CLIENT_ID_HEADER]);
  return parsed.success ? parsed.data : undefined;
}
