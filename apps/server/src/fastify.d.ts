/**
 * What the plugins (src/plugins/*.ts) decorate the app with: the one way a module's routes get
 * their dependencies (docs/decisions/029-server-plugins.md).
 */
import 'fastify';
import type { Kysely } from 'kysely';
import type pg from 'pg';
import type { AppConfig } from './config';
import type { Dialect } from './db/create-db';
import type { Database } from './db/schema';
import type { Mailer } from './lib/mailer';
import type { Auth } from './modules/auth/auth';
import type { SessionCache } from './modules/auth/session-cache';
import type { EventBus } from './modules/events/event-bus';
import type { Generation } from './modules/generation/generation.service';
import type { GradingLease } from './modules/grading/grading-lease';
import type { Judge } from './modules/judge/judge.service';
import type { UnsubscribeTokens } from './modules/mail/mail-tokens';
import type { Runner } from './modules/runner/runner.types';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** app.ts */
    config: AppConfig;
    /** plugins/db.ts */
    db: Kysely<Database>;
    dialect: Dialect;
    /** The pg pool on PostgreSQL (LISTEN/NOTIFY takes its own client from it); null on SQLite. */
    pgPool: pg.Pool | null;
    /** plugins/bus.ts */
    bus: EventBus;
    /** plugins/mail.ts */
    mailer: Mailer;
    unsubscribeTokens: UnsubscribeTokens;
    /** plugins/auth.ts: better-auth, this process's session cache, and the session check. */
    auth: Auth;
    sessions: SessionCache;
    /**
     * The user whose session cookie this process has verified within the cache's minute, without
     * reading anything; undefined otherwise. The rate limits count by it before authentication.
     */
    knownUser: (request: FastifyRequest) => SessionUser | undefined;
    /** 401 unless signed in; sets request.user. Every /api route runs it unless it is public. */
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** plugins/runner.ts: the sandbox pool (inline) or the queue to the workers. */
    runner: Runner;
    /** plugins/grading.ts */
    judge: Judge;
    gradingLease: GradingLease;
    /** Aborted when the app starts closing: grading cut short stays pending for the next start. */
    stopping: AbortSignal;
    /** plugins/generation.ts */
    generation: Generation;
  }
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** An /api route anyone may call, signed in or not (plugins/auth.ts denies the others). */
    public?: boolean;
  }
}
