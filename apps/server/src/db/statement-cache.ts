/**
 * Kysely's SQLite driver prepares every query anew (`db.prepare(sql)` per call), and compiling the
 * SQL was 9-16% of the server's CPU. Kysely compiles the same query shape to the same SQL text,
 * so this keeps the prepared statements by SQL text (the most recently used `max`) and hands the
 * same statement back. SQLite re-prepares a statement by itself when the schema changes. A
 * statement still being iterated (a streamed query) is busy: a fresh one is prepared instead.
 */
import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const STATEMENT_CACHE_SIZE = 500;

export function withStatementCache(
  db: SQLite.Database,
  max = STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => db.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Most recently used last, so the first key is the one to drop.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = db.prepare(sql);
      if (cached) return statement;
      if (statements.size >= max) {
        const oldest = statements.keys().next();
        if (!oldest.done) statements.delete(oldest.value);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
