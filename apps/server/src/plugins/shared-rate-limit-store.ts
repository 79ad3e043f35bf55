/**
 * The general API rate limit's counters in the database, so every server process behind a load
 * balancer counts the same requests (issue 14). Used on PostgreSQL, where several processes may
 * share one database; one SQLite process keeps @fastify/rate-limit's in-memory store. The counters
 * are the auth limiter's fixed windows (rate_limits table, swept by auth.routes.ts); each route
 * counts apart, as with the in-memory store.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { countHit } from '../modules/auth/rate-limit.repository';

const KEY_PREFIX = 'api:';
/** rate_limits.key is varchar(400): a longer route and address are cut, never refused. */
const MAX_KEY = 400;

export function sharedRateLimitStore(db: Kysely<Database>): FastifyRateLimitStoreCtor {
  class SharedStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly route = 'global',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      const now = Date.now();
      const stored = `${KEY_PREFIX}${this.route}:${key}`.slice(0, MAX_KEY);
      countHit(db, stored, timeWindow, now).then(
        ({ hits, resetAt }) => callback(null, { current: hits, ttl: Math.max(0, resetAt - now) }),
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    /** A route with its own limit: the plugin passes its merged options with the route's info. */
    child(params: object): FastifyRateLimitStore {
      const { routeInfo, groupId } = params as {
        routeInfo?: { method?: unknown; url?: string };
        groupId?: string;
      };
      return new SharedStore(
        undefined,
        groupId ?? `${String(routeInfo?.method ?? '')}:${routeInfo?.url ?? ''}`,
      );
    }
  }
  return SharedStore;
}
