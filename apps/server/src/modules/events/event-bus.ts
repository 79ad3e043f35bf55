/**
 * Live updates for signed-in users. In-process on SQLite; on PostgreSQL every publish goes through
 * NOTIFY and every process LISTENs, so all server processes fan out the same events.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { z } from 'zod';
import { liveEventSchema } from '@app/shared/live-events.schemas';
import { listen } from '../../db/pg-listen';

/** One event for one user (its shape: packages/shared/src/live-events.schemas.ts). */
const eventSchema = z.intersection(z.object({ userId: z.string() }), liveEventSchema);
export type UserLiveEvent = z.infer<typeof eventSchema>;
type LiveEvent = UserLiveEvent;

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'app_events';

function emitterBus(): {
  emitter: EventEmitter;
  deliver: (e: LiveEvent) => void;
  subscribe: EventBus['subscribe'];
} {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    emitter,
    deliver: (e) => emitter.emit(e.userId, e),
    subscribe(userId, listener) {
      emitter.on(userId, listener);
      return () => emitter.off(userId, listener);
    },
  };
}

export function createMemoryBus(): EventBus {
  const bus = emitterBus();
  return {
    async publish(event) {
      bus.deliver(event);
    },
    subscribe: bus.subscribe,
    async close() {
      bus.emitter.removeAllListeners();
    },
  };
}

/** Every process LISTENs (db/pg-listen.ts) and delivers to its own subscribers. */
export function createPostgresBus(pool: pg.Pool, onError: (err: unknown) => void): EventBus {
  const bus = emitterBus();
  const listener = listen(
    pool.options.connectionString,
    CHANNEL,
    (payload) => {
      const parsed = eventSchema.safeParse(JSON.parse(payload));
      if (parsed.success) bus.deliver(parsed.data);
    },
    onError,
  );
  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: bus.subscribe,
    async close() {
      await listener.close();
      bus.emitter.removeAllListeners();
    },
  };
}
