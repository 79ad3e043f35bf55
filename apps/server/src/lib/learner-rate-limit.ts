import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests a minute under the general limit: a signed-in learner's own, and an address's. */
const GENERAL_LIMIT = { perLearner: 300, perAddress: 1200 } as const;
const LEARNER_KEY = 'learner:';

/**
 * The general limit's key, known before authentication: the learner whose session this process
 * verified in the last minute (app.knownUser), else the address. Counted per address only, a
 * classroom or campus behind one address shared one allowance (30 learners, 10 a minute each);
 * a cookie this process has not verified counts against its address, so made-up cookies gain
 * nothing.
 */
export function requesterKey(app: FastifyInstance): (request: FastifyRequest) => string {
  const known = app.hasDecorator('knownUser') ? app.knownUser : () => undefined;
  return (request) => {
    const user = known(request);
    return user ? `${LEARNER_KEY}${user.id}` : request.ip;
  };
}

/** A general limit's allowance for a key of requesterKey. */
export const generalMax = (_request: FastifyRequest, key: string): number =>
  key.startsWith(LEARNER_KEY) ? GENERAL_LIMIT.perLearner : GENERAL_LIMIT.perAddress;

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
