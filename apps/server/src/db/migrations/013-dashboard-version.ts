/**
 * A version on each learner's dashboard counters (docs/decisions/039): the dashboard's answer is
 * kept in memory and sent again while the version it was made at is the one in the database. The
 * counters trigger of migration 012 now also sets `version` on every write to a learner's tests
 * that the dashboard shows (status, score, dates, title, type, difficulty; insert and delete).
 *
 * Versions come from one counter for the whole database (a sequence on PostgreSQL, a one-row
 * table on SQLite), moved once per trigger run, so a version is never given twice: also not to a
 * counters row made again after the triggers dropped it (the learner's last test deleted, or an
 * update of a learner's only test, which subtracts the old test, drops the empty row and adds the
 * new). Rows from before start at 1; 0 stays the version of a learner without a row.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  contributions,
  COUNTED_COLUMNS,
  COUNTERS,
  dropEmpty,
  type Row,
} from './012-dashboard-counters';

/** The version this trigger run gives: the PL/pgSQL variable, or the SQLite counter's value. */
type Version = 'v' | '(select v from test_counters_version)';

/** The columns whose change moves the version: what the counters count and what the list shows. */
const VERSIONED_COLUMNS = `${COUNTED_COLUMNS}, created_at, title, type, difficulty`;

const counts = (r: Row) => {
  const c = contributions(r);
  return COUNTERS.map((k) => c[k as keyof typeof c]);
};

const addNew = (version: Version) =>
  `insert into test_counters (user_id, ${COUNTERS.join(', ')}, version) values (NEW.user_id, ${counts('NEW').join(', ')}, ${version})
    on conflict (user_id) do update set ${COUNTERS.map((k) => `${k} = test_counters.${k} + excluded.${k}`).join(', ')}, version = excluded.version`;

const subtractOld = (version: Version) => {
  const old = counts('OLD');
  return `update test_counters set ${COUNTERS.map((k, i) => `${k} = ${k} - (${old[i]})`).join(', ')}, version = ${version}
    where user_id = OLD.user_id`;
};

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create table test_counters_version (id integer primary key check (id = 1), v integer not null)`.execute(
    db,
  );
  await sql`insert into test_counters_version (id, v) values (1, 1)`.execute(db);
  const version: Version = '(select v from test_counters_version)';
  const next = 'update test_counters_version set v = v + 1';
  const body = (statements: string[]) =>
    `begin ${[next, ...statements].map((s) => `${s};`).join(' ')} end`;
  for (const kind of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger tests_counters_${kind}`).execute(db);
  const statements = [
    `create trigger tests_counters_insert after insert on tests ${body([addNew(version)])}`,
    `create trigger tests_counters_update after update of ${VERSIONED_COLUMNS} on tests ${body([subtractOld(version), dropEmpty, addNew(version)])}`,
    `create trigger tests_counters_delete after delete on tests ${body([subtractOld(version), dropEmpty])}`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence test_counters_version start with 2`.execute(db);
  const block = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  await sql
    .raw(
      `create or replace function tests_counters_keep() returns trigger language plpgsql as $$
      declare v bigint := nextval('test_counters_version');
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${block([subtractOld('v'), dropEmpty])} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${block([addNew('v')])} end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql.raw('drop trigger tests_counters on tests').execute(db);
  await sql
    .raw(
      `create trigger tests_counters after insert or delete or update of ${VERSIONED_COLUMNS} on tests for each row execute function tests_counters_keep()`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .alterTable('test_counters')
    .addColumn('version', postgres ? 'bigint' : 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Rows from before: version 1, below every version the triggers give (2 and up).
  await sql`update test_counters set version = 1`.execute(db);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
