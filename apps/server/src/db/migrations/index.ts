/** Forward-only migrations, run at start. Same set for SQLite and PostgreSQL. */
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import * as m001 from './001-profiles-settings';
import * as m002 from './002-tests';
import * as m003 from './003-courses';
import * as m004 from './004-rate-limits';
import * as m005 from './005-one-open-attempt';
import * as m006 from './006-contact-messages';
import * as m007 from './007-public-profiles-activity';
import * as m008 from './008-review-queue';
import * as m009 from './009-certificates';
import * as m010 from './010-mail';
import * as m011 from './011-grading-lease';
import * as m012 from './012-dashboard-counters';
import * as m013 from './013-dashboard-version';
import * as m014 from './014-recent-tests-index';

const MIGRATIONS: Record<string, Migration> = {
  '001-profiles-settings': m001,
  '002-tests': m002,
  '003-courses': m003,
  '004-rate-limits': m004,
  '005-one-open-attempt': m005,
  '006-contact-messages': m006,
  '007-public-profiles-activity': m007,
  '008-review-queue': m008,
  '009-certificates': m009,
  '010-mail': m010,
  '011-grading-lease': m011,
  '012-dashboard-counters': m012,
  '013-dashboard-version': m013,
  '014-recent-tests-index': m014,
};

class StaticProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    return MIGRATIONS;
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: new StaticProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
