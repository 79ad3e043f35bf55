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
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app';
import { testRunner } from '../runner/sandbox-gate';
import { adminUrlFor, dropDatabase, RUN_PREFIX, withAdmin } from './pg-admin';
import { testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated database each PostgreSQL test database is copied from; '' without one. */
    pgTemplate: string;
  }
}

export async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  project.provide('pgTemplate', '');
  const name = `${RUN_PREFIX}_template_${process.pid}`;
  try {
    await withAdmin(async (c) => {
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
      await c.query(`CREATE DATABASE ${name}`);
    }, 2000);
  } catch {
    return undefined; // no PostgreSQL: databases.ts says so where it matters
  }
  // The app's own start migrates it (better-auth's tables, then the app's): nothing else runs.
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-template-'));
  const runner = testRunner(69_900);
  try {
    const config = testConfig(dataDir, { DATABASE_URL: adminUrlFor(name) });
    const app = await buildApp(config, {
      logger: false,
      runner,
      mailer: { send: async () => undefined },
    });
    await app.ready();
    await app.close();
  } catch (err) {
    await dropDatabase(name);
    throw err;
  } finally {
    await runner.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  project.provide('pgTemplate', name);
  return () => dropDatabase(name);
}
