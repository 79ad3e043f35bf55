/**
 * Every repository and route test runs on SQLite and on PostgreSQL. Each test file gets fresh
 * databases: a SQLite file in a temp dir, and a scratch PostgreSQL database created from
 * TEST_PG_ADMIN_URL (set by scripts/test.sh) and dropped afterwards.
 * In CI PostgreSQL is required; elsewhere its tests skip, loudly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Dialect, type DbHandle } from '../../src/db/create-db';

export const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUN_PREFIX = process.env.TEST_PG_PREFIX ?? 'cct_local';

let pgReachable: boolean | undefined;

async function canReachPostgres(): Promise<boolean> {
  if (pgReachable !== undefined) return pgReachable;
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    pgReachable = true;
  } catch {
    pgReachable = false;
  } finally {
    await client.end().catch(() => {});
  }
  return pgReachable;
}

/** The dialects this run tests. Top-level await in test files: `const dialects = await dialectsUnderTest()`. */
export async function dialectsUnderTest(): Promise<Dialect[]> {
  if (await canReachPostgres()) return ['sqlite', 'postgres'];
  if (process.env.CI === 'true')
    throw new Error(
      `PostgreSQL is required in CI but ${PG_ADMIN_URL} is not reachable (scripts/test.sh starts it).`,
    );
  console.warn(
    `\n!!! PostgreSQL at ${PG_ADMIN_URL} is not reachable: SKIPPING the PostgreSQL half of the database tests (outside CI only).\n`,
  );
  return ['sqlite'];
}

export interface TestDatabase {
  handle: DbHandle;
  url?: string;
  dataDir: string;
  drop(): Promise<void>;
}

function adminUrlFor(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function createTestDatabase(dialect: Dialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-test-'));
  if (dialect === 'sqlite') {
    const handle = createDb({ dataDir });
    return {
      handle,
      dataDir,
      async drop() {
        await handle.db.destroy();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `${RUN_PREFIX}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = adminUrlFor(name);
  const handle = createDb({ databaseUrl: url, dataDir });
  return {
    handle,
    url,
    dataDir,
    async drop() {
      await handle.db.destroy();
      const a = new pg.Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
