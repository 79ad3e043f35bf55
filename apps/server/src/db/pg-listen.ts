/**
 * LISTEN on one PostgreSQL channel from a dedicated client (never one of the pool's: a LISTEN
 * holds its connection for good). The client reconnects a second after its connection drops; a
 * notification sent while it is down is lost, so a listener's user must not depend on every one.
 */
import pg from 'pg';

export interface Listener {
  /** True while the LISTEN is in place (a notification now would arrive). */
  readonly connected: boolean;
  /** Settles after the first connection attempt: true when the LISTEN is in place. */
  ready(): Promise<boolean>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

export function listen(
  connectionString: string | undefined,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (err: unknown) => void,
): Listener {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let connecting: Promise<void> = Promise.resolve();

  const scheduleRetry = () => {
    if (!closed) retry = setTimeout(() => void (connecting = connect()), 1000);
  };

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
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
      if (msg.channel !== channel || !msg.payload) return;
      try {
        onPayload(msg.payload);
      } catch (err) {
        onError(err);
      }
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
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
    get connected() {
      return client !== undefined;
    },
    async ready() {
      await connecting;
      return client !== undefined;
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      await connecting;
      const c = client;
      client = undefined;
      if (c) await c.end().catch(() => {});
    },
  };
}
