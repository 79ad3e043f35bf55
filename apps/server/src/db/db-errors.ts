/**
 * Database errors that are not bugs: the database is down, or busy (every pooled connection in use
 * past the acquire timeout, too many clients, SQLite locked past busy_timeout). Both answer 503 with
 * Retry-After (plugins/error-handler.ts). better-auth turns its database errors into its own 500s
 * and 422s, so the pool also notes them on the request being served (`watchDatabase`): a request
 * that fails after such an error answers 503 too (docs/decisions/024-grading-lease-and-busy-database.md).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export type DatabaseTrouble = 'busy' | 'down';

const BUSY_CODES = new Set(['53300', 'SQLITE_BUSY', 'SQLITE_LOCKED']);
// pg-pool's acquire timeout: "timeout exceeded when trying to connect" (no code).
const BUSY_MESSAGE = /timeout exceeded when trying to connect|too many clients|database is locked/i;
const DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
  '55000',
  'SQLITE_CANTOPEN',
]);
// pg's "Client has encountered a connection error and is not queryable" (and "was closed"): a
// pooled connection the database ended (an outage, pg_terminate_backend) met by a query.
const DOWN_MESSAGE =
  /Connection terminated|connect ECONNREFUSED|not currently accepting connections|database system is (starting up|shutting down)|Client (has encountered a connection error|was closed) and is not queryable/i;

/** 'busy' or 'down' for an error that means the database cannot serve now (looks through `cause`). */
export function databaseTrouble(error: unknown, depth = 0): DatabaseTrouble | undefined {
  if (!(error instanceof Error) || depth > 5) return undefined;
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (BUSY_CODES.has(code) || BUSY_MESSAGE.test(error.message)) return 'busy';
  if (DOWN_CODES.has(code) || DOWN_MESSAGE.test(error.message)) return 'down';
  return databaseTrouble(error.cause, depth + 1);
}

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS: Record<DatabaseTrouble, number> = { busy: 2, down: 5 };

export const TROUBLE_ANSWER: Record<
  DatabaseTrouble,
  { code: 'SERVER_BUSY' | 'DATABASE_UNAVAILABLE'; message: string }
> = {
  busy: {
    code: 'SERVER_BUSY',
    message:
      'The server is busy right now. Nothing was changed; please try again in a few seconds.',
  },
  down: {
    code: 'DATABASE_UNAVAILABLE',
    message: 'The database is unavailable right now. Please try again shortly.',
  },
};

export interface TroubleNote {
  trouble?: DatabaseTrouble;
}

const seen = new AsyncLocalStorage<TroubleNote>();

/** Runs `fn` (and all it starts) with `note` collecting the database trouble met on the way. */
export function watchDatabase(note: TroubleNote, fn: () => void): void {
  seen.run(note, fn);
}

/** Notes a database error on the request being served; a no-op outside watchDatabase. */
function noteDatabaseError(error: unknown): void {
  const note = seen.getStore();
  const trouble = databaseTrouble(error);
  if (note && trouble && note.trouble !== 'down') note.trouble = trouble;
}

/**
 * `operation`, its failure noted on the request being served before it reaches the caller: the
 * pool's acquire and each pooled client's query (create-db.ts), since a library may answer its
 * own 500 for a failed query without the error as its cause (better-auth does).
 */
export function notingFailure<T>(operation: Promise<T>): Promise<T> {
  return operation.catch((err: unknown) => {
    noteDatabaseError(err);
    throw err;
  });
}
