/**
 * Live updates for signed-in users. In-process on SQLite; on PostgreSQL every publish goes through
 * NOTIFY and every process LISTENs, so all server processes fan out the same events.
 */
import { EventEmitter } from 'node:events';
import type pg from 'pg';
import { z } from 'zod';

export const LIVE_EVENTS = ['tests.changed', 'progress.changed'] as const;
export type LiveEventName = (typeof LIVE_EVENTS)[number];

const eventSchema = z.object({ userId: z.string(), name: z.enum(LIVE_EVENTS), data: z.record(z.string(), z.unknown()) });
export type LiveEvent = z.infer<typeof eventSchema>;

export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(userId: string, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'app_events';

function emitterBus(): { emitter: EventEmitter; deliver: (e: LiveEvent) => void; subscribe: EventBus['subscribe'] } {
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

/** LISTEN on a dedicated client; reconnects when the connection drops. */
export function createPostgresBus(pool: pg.Pool, onError: (err: unknown) => void): EventBus {
  const bus = emitterBus();
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    try {
      const c = await pool.connect();
      c.on('notification', (msg) => {
        if (msg.channel !== CHANNEL || !msg.payload) return;
        try {
          const parsed = eventSchema.safeParse(JSON.parse(msg.payload));
          if (parsed.success) bus.deliver(parsed.data);
        } catch (err) {
          onError(err);
        }
      });
      c.on('error', (err) => {
        onError(err);
        c.release(true);
        client = undefined;
        if (!closed) retry = setTimeout(() => void connect(), 1000);
      });
      await c.query(`LISTEN ${CHANNEL}`);
      client = c;
    } catch (err) {
      onError(err);
      if (!closed) retry = setTimeout(() => void connect(), 1000);
    }
  };
  const ready = connect();

  return {
    async publish(event) {
      await ready;
      await pool.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: bus.subscribe,
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await ready;
      if (client) {
        try {
          await client.query(`UNLISTEN ${CHANNEL}`);
        } catch {
          /* connection already gone */
        }
        client.release();
      }
      bus.emitter.removeAllListeners();
    },
  };
}
