import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isIPv6 } from 'node:net';

/**
 * What a limit counts an address as: an IPv4 address itself (an IPv4-mapped IPv6 one too), an
 * IPv6 address's /64, which one host holds whole (as @fastify/rate-limit's own key does), so a
 * client cannot take a fresh allowance with each of its addresses.
 */
export function addressKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const address = ip.split('%')[0] ?? ip;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  // An embedded IPv4 address (the last 32 bits) stands for two groups.
  const width = (parts: string[]) => parts.reduce((n, g) => n + (g.includes('.') ? 2 : 1), 0);
  const all =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(8 - width(groups(head)) - width(groups(tail))).fill('0'),
          ...groups(tail),
        ];
  return `${all
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

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
    return user ? `${LEARNER_KEY}${user.id}` : addressKey(request.ip);
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
      request.user ? `${route}:${request.user.id}` : addressKey(request.ip),
  };
}
