/**
 * Every repository and route test runs on SQLite and on PostgreSQL. Each test file gets fresh
 * databases: a SQLite file in a temp dir, and a scratch PostgreSQL database created from
 * TEST_PG_ADMIN_URL (set by scripts/test.sh), copied from the run's migrated template
 * (pg-template.ts), and dropped afterwards.
 * In CI PostgreSQL is required; elsewhere its tests skip, loudly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Dialect, type DbHandle } from '../../src/db/create-db';
import { adminUrlFor, dropDatabase, PG_ADMIN_URL, RUN_PREFIX, withAdmin } from './pg-admin';

export { PG_ADMIN_URL } from './pg-admin';

let pgReachable: boolean | undefined;

async function canReachPostgres(): Promise<boolean> {
  pgReachable ??= await withAdmin((c) => c.query('select 1'), 2000).then(
    () => true,
    () => false,
  );
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

/** PostgreSQL's answer while another session still reads the template (retried). */
const OBJECT_IN_USE = '55006';

/** Run by Vitest (the tests), not by a script that borrows these helpers (`npm run bench -- --pg`). */
const inVitest = process.env.VITEST !== undefined;

/**
 * A new scratch database: in a Vitest run, a copy of the run's migrated template (pg-template.ts)
 * when there is one, else empty (the app migrates it at start). A test database's commits do not
 * wait for the disk: it is dropped at the end, and no test measures durability. A bench's commits
 * wait, as in production.
 */
async function createScratchDatabase(admin: pg.Client, name: string): Promise<void> {
  const template = inVitest ? inject('pgTemplate') : undefined;
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
      break;
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code !== OBJECT_IN_USE || attempt === 10) throw err;
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
  }
  if (inVitest) await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
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
  await withAdmin((admin) => createScratchDatabase(admin, name));
  const url = adminUrlFor(name);
  const handle = createDb({ databaseUrl: url, dataDir });
  return {
    handle,
    url,
    dataDir,
    async drop() {
      await handle.db.destroy();
      await dropDatabase(name);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
