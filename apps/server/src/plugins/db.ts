/** The database (SQLite or PostgreSQL: db/create-db.ts): `app.db`, `app.dialect`, `app.pgPool`. */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDb, type DbHandle, openPool } from '../db/create-db';

interface DbOptions {
  /** A database the caller owns (tests): used as it is and left open when the app closes. */
  dbHandle?: DbHandle;
}

async function db(app: FastifyInstance, opts: DbOptions): Promise<void> {
  const { config } = app;
  const handle =
    opts.dbHandle ??
    createDb({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.dataDir,
      pool: { max: config.DATABASE_POOL_MAX, acquireTimeoutMs: config.DATABASE_POOL_TIMEOUT_MS },
    });
  app.decorate('db', handle.db);
  app.decorate('dialect', handle.dialect);
  app.decorate('pgPool', handle.pool ?? null);
  // onClose hooks run last-registered first: the bus and the rest close before the pool does.
  if (opts.dbHandle) return;
  app.addHook('onClose', () => handle.db.destroy());
  // A database that is down at start is reported by the migrations; the pool fills later.
  const pool = handle.pool;
  if (pool) app.addHook('onReady', () => openPool(pool).catch(() => undefined));
}

export const dbPlugin = fp(db, { name: 'db' });
