/**
 * Time spent inside SQLite (better-sqlite3's statements run on the event loop) while a bench
 * round runs: how much of a request's time the database takes, next to what the request costs.
 */
import type { DbHandle } from '../../apps/server/src/db/create-db';

type Sqlite = NonNullable<DbHandle['sqlite']>;
type Statement = ReturnType<Sqlite['prepare']>;
type Run = (this: Statement, ...args: unknown[]) => unknown;

export function sqliteTimer(db: Sqlite): { start(): void; stop(): number } {
  // Every statement shares this prototype, the ones the app prepared already included.
  const proto = Object.getPrototypeOf(db.prepare('select 1')) as Record<string, Run>;
  let on = false;
  let ms = 0;
  // Not `iterate`: its call only makes the iterator, the reading happens after it returns.
  for (const name of ['run', 'all', 'get']) {
    const original = proto[name];
    if (!original) continue;
    proto[name] = function timed(this: Statement, ...args: unknown[]) {
      if (!on) return original.apply(this, args);
      const t0 = performance.now();
      try {
        return original.apply(this, args);
      } finally {
        ms += performance.now() - t0;
      }
    };
  }
  return {
    start() {
      ms = 0;
      on = true;
    },
    stop() {
      on = false;
      return ms;
    },
  };
}
