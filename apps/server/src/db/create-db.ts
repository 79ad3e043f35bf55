/** One Kysely instance over SQLite (default, a file in DATA_DIR) or PostgreSQL (DATABASE_URL). */
import { chmodSync, closeSync, openSync, statSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { notingFailure } from './db-errors';
import { namingQueries, statementNames } from './pg-statement-names';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { BACKSTOP_CHECKPOINT_PAGES, startCheckpointer } from './wal-checkpointer';

export type Dialect = 'sqlite' | 'postgres';

/** Whether `db` (or a transaction of it) runs on PostgreSQL, for the SQL the two write differently. */
export const isPostgres = (db: Kysely<Database>) =>
  db.getExecutor().adapter instanceof PostgresAdapter;

export interface DbHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The pg pool when on PostgreSQL (LISTEN/NOTIFY needs its own client). */
  pool?: pg.Pool;
  /** The raw SQLite handle when on SQLite. */
  sqlite?: SQLite.Database;
}

/**
 * The pg client class of one pool. Its clients always have an 'error' listener: when the server
 * drops a connection while the pool is opening it, pg emits 'error' on a client nobody listens to
 * yet, which would crash the process. The query that used it still fails, and the app answers 503.
 *
 * A query that fails because the database went away (a pooled connection it ended) is noted on
 * the request being served, as a failed acquire is (`noteFailedConnects`): better-auth answers its
 * own 500 for a session read that fails so, without the error as its cause.
 *
 * A query with values whose text the pool sends again and again goes as a named statement, parsed
 * once per connection (pg-statement-names.ts). Queries without values (a transaction's begin and
 * commit, the migrations) go as before.
 */
function guardedClient(nameFor: (text: string) => string | undefined): typeof pg.Client {
  return class GuardedClient extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(config);
      this.on('error', () => {});
      const query = namingQueries(
        this.query.bind(this) as (...args: unknown[]) => unknown,
        nameFor,
        () => this.getTransactionStatus(),
      );
      this.query = ((...args: unknown[]) => {
        const result = query(...args);
        // The promise form only (Kysely's); the callback and submittable forms pass through.
        return result instanceof Promise ? notingFailure(result) : result;
      }) as pg.Client['query'];
    }
  };
}

/** app.db (and its -wal and -shm files, which SQLite creates with the database's mode) is 0600. */
function ownerOnly(file: string): void {
  if (file === ':memory:') return;
  closeSync(openSync(file, 'a', 0o600));
  if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
}

/** A failed acquire (pool timeout, server gone) is noted on the request being served (db-errors.ts). */
function noteFailedConnects(pool: pg.Pool): void {
  const connect = pool.connect.bind(pool);
  pool.connect = ((...args: Parameters<typeof connect>) => {
    if (args.length > 0) return connect(...args); // the callback form, used inside pg-pool itself
    return notingFailure(connect() as Promise<pg.PoolClient>);
  }) as typeof pool.connect;
}

export interface PoolOptions {
  /** Connections per process (DATABASE_POOL_MAX). */
  max?: number;
  /** How long a query waits for a free connection before failing as busy (DATABASE_POOL_TIMEOUT_MS). */
  acquireTimeoutMs?: number;
}

export function createDb(options: {
  databaseUrl?: string;
  dataDir: string;
  sqliteFile?: string;
  pool?: PoolOptions;
}): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      Client: guardedClient(statementNames()),
      max: options.pool?.max ?? 10,
      // Connections stay open once made (openPool makes them at start): a burst of learners
      // never waits for connection setup.
      min: options.pool?.max ?? 10,
      connectionTimeoutMillis: options.pool?.acquireTimeoutMs ?? 5000,
      idleTimeoutMillis: 30_000,
    });
    // A pool error (the server went away) must not crash the process; queries fail and recover.
    pool.on('error', () => {});
    noteFailedConnects(pool);
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
      dialect: 'postgres',
      pool,
    };
  }
  const file = options.sqliteFile ?? join(options.dataDir, 'app.db');
  ownerOnly(file);
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const database = withStatementCache(sqlite);
  // WAL checkpoints run on a thread of their own, not inside a request's commit (wal-checkpointer.ts).
  if (file !== ':memory:') {
    const checkpointer = startCheckpointer(file);
    sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
    const close = database.close;
    database.close = () => {
      checkpointer.stop();
      close();
    };
  }
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    sqlite,
  };
}

/** Opens every connection the pool may hold, so the first requests find them ready. */
export async function openPool(pool: pg.Pool): Promise<void> {
  const max = pool.options.max ?? 10;
  const clients = await Promise.all(Array.from({ length: max }, () => pool.connect()));
  for (const client of clients) client.release();
}

/** True when the database answers a trivial query. */
export async function pingDb(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
