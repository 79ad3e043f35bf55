/**
 * Vitest global setup (server project): one PostgreSQL database migrated to the latest schema, once
 * per run, which each scratch database is copied from (databases.ts). A copy takes about 0.3 s;
 * running the migrations on each new database took about 2 s more, and the server tests make one
 * per describe block. The migrations still run from an empty database on PostgreSQL here, once
 * per run, and on SQLite in every test app. Without PostgreSQL there is no template, and
 * databases.ts decides (skip loudly, or fail in CI). Decision 054.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { testRunner } from '../runner/sandbox-gate';
import { adminUrlFor, PG_ADMIN_URL, RUN_PREFIX } from './pg-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each PostgreSQL test database is copied from; '' without one. */
    pgTemplate: string;
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const drop = (name: string) =>
  admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined);

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('pgTemplate', '');
  const name = `${RUN_PREFIX}_template_${process.pid}`;
  try {
    await admin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.query(`CREATE DATABASE ${name}`);
    });
  } catch {
    return undefined; // no PostgreSQL: databases.ts says so where it matters
  }
  // The app's own start migrates it (better-auth's tables, then the app's): nothing else runs.
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-template-'));
  const runner = testRunner(69_900);
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      MAIL_TICK_SECONDS: '0',
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'template-secret-template-secret-0123456',
      LOG_LEVEL: 'silent',
      DATABASE_URL: adminUrlFor(name),
    });
    const app = await buildApp(config, {
      logger: false,
      runner,
      mailer: { send: async () => undefined },
    });
    await app.ready();
    await app.close();
  } catch (err) {
    await drop(name);
    throw err;
  } finally {
    await runner.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide('pgTemplate', name);
  return () => drop(name);
}
