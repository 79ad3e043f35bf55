/**
 * Live updates for signed-in users. In-process on SQLite; on PostgreSQL every publish goes through
 * NOTIFY and every process LISTENs, so all server processes fan out the same events.
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { z } from 'zod';
import { liveEventSchema } from '@app/shared/live-events.schemas';

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

/** LISTEN on a dedicated client (not from the pool); reconnects when the connection drops. */
export function createPostgresBus(pool: pg.Pool, onError: (err: unknown) => void): EventBus {
  const bus = emitterBus();
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const scheduleRetry = () => {
    if (!closed) retry = setTimeout(() => void (connecting = connect()), 1000);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({
      connectionString: pool.options.connectionString,
      connectionTimeoutMillis: 5000,
    });
    // Keep a listener for the client's whole life: a reset socket must never become uncaught.
    c.on('error', (err) => {
      onError(err);
      if (client === c) {
        client = undefined;
        scheduleRetry();
      }
      void c.end().catch(() => {});
    });
    c.on('notification', (msg) => {
      if (msg.channel !== CHANNEL || !msg.payload) return;
      try {
        const parsed = eventSchema.safeParse(JSON.parse(msg.payload));
        if (parsed.success) bus.deliver(parsed.data);
      } catch (err) {
        onError(err);
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      if (closed) {
        await c.end().catch(() => {});
        return;
      }
      client = c;
    } catch (err) {
      onError(err);
      void c.end().catch(() => {});
      scheduleRetry();
    }
  };
  connecting = connect();

  return {
    async publish(event) {
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: bus.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => {});
      bus.emitter.removeAllListeners();
    },
  };
}
