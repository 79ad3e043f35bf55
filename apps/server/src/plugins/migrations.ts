/**
 * Brings the schema up to date before any route or recovery reads it: better-auth's tables
 * first (user, session, account, verification), then the app's (db/migrations), which refer to
 * better-auth's user table.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { getMigrations } from 'better-auth/db/migration';
import { migrateToLatest } from '../db/migrations/index';

async function migrations(app: FastifyInstance): Promise<void> {
  const { runMigrations } = await getMigrations(app.auth.options);
  await runMigrations();
  await migrateToLatest(app.db);
}

export const migrationsPlugin = fp(migrations, {
  name: 'migrations',
  dependencies: ['db', 'auth'],
});
