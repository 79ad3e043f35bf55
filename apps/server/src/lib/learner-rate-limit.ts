import type {} from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';

/**
 * A route's own rate limit counted per signed-in learner (per address for anyone else), checked
 * once the session is known (`preHandler`). Counted per address, learners behind one (a classroom,
 * a campus) shared one allowance, and one learner's failed attempts locked the others out.
 */
export function perLearner(route: string, limit: { max: number; timeWindow: string }) {
  return {
    ...limit,
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.user ? `${route}:${request.user.id}` : request.ip,
  };
}
