/**
 * A version on each learner's dashboard counters (docs/decisions/039): the dashboard's answer is
 * kept in memory and sent again while the version it was made at is the one in the database. The
 * counters trigger of migration 012 now also moves `version` on every write to a learner's tests
 * that the dashboard shows (status, score, dates, title, type, difficulty; insert and delete).
 *
 * A version never comes back: each change sets it to the greater of the old one plus one and the
 * clock in microseconds, and a row the triggers create (the learner's first test, or the first
 * after all were deleted, which dropped the row) starts at the clock. A version cached from a
 * deleted row could only be met again after more changes than microseconds had passed.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';
import {
  contributions,
  COUNTED_COLUMNS,
  COUNTERS,
  dropEmpty,
  type Row,
} from './012-dashboard-counters';

type Dialect = 'sqlite' | 'postgres';

/** The clock in microseconds since 1970, as each database says it. */
const CLOCK: Record<Dialect, string> = {
  sqlite: `cast((julianday('now') - 2440587.5) * 86400000000 as integer)`,
  postgres: `(extract(epoch from clock_timestamp()) * 1000000)::bigint`,
};
const GREATER: Record<Dialect, string> = { sqlite: 'max', postgres: 'greatest' };

/** The columns whose change moves the version: what the counters count and what the list shows. */
const VERSIONED_COLUMNS = `${COUNTED_COLUMNS}, created_at, title, type, difficulty`;

const counts = (r: Row) => {
  const c = contributions(r);
  return COUNTERS.map((k) => c[k as keyof typeof c]);
};

const addNew = (d: Dialect) =>
  `insert into test_counters (user_id, ${COUNTERS.join(', ')}, version) values (NEW.user_id, ${counts('NEW').join(', ')}, ${CLOCK[d]})
    on conflict (user_id) do update set ${COUNTERS.map((k) => `${k} = test_counters.${k} + excluded.${k}`).join(', ')},
    version = ${GREATER[d]}(test_counters.version + 1, excluded.version)`;

const subtractOld = (d: Dialect) => {
  const old = counts('OLD');
  return `update test_counters set ${COUNTERS.map((k, i) => `${k} = ${k} - (${old[i]})`).join(', ')},
    version = ${GREATER[d]}(version + 1, ${CLOCK[d]}) where user_id = OLD.user_id`;
};

async function sqliteTriggers(db: Kysely<unknown>): Promise<void> {
  const body = (statements: string[]) => `begin ${statements.map((s) => `${s};`).join(' ')} end`;
  for (const kind of ['insert', 'update', 'delete'])
    await sql.raw(`drop trigger tests_counters_${kind}`).execute(db);
  const statements = [
    `create trigger tests_counters_insert after insert on tests ${body([addNew('sqlite')])}`,
    `create trigger tests_counters_update after update of ${VERSIONED_COLUMNS} on tests ${body([subtractOld('sqlite'), dropEmpty, addNew('sqlite')])}`,
    `create trigger tests_counters_delete after delete on tests ${body([subtractOld('sqlite'), dropEmpty])}`,
  ];
  for (const s of statements) await sql.raw(s).execute(db);
}

async function postgresTriggers(db: Kysely<unknown>): Promise<void> {
  const block = (statements: string[]) => statements.map((s) => `${s};`).join('\n');
  await sql
    .raw(
      `create or replace function tests_counters_keep() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then ${block([subtractOld('postgres'), dropEmpty])} end if;
        if tg_op in ('INSERT', 'UPDATE') then ${block([addNew('postgres')])} end if;
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
  // Rows from before start at the clock too: 0 stays the version of a learner without a row.
  await sql
    .raw(`update test_counters set version = ${CLOCK[postgres ? 'postgres' : 'sqlite']}`)
    .execute(db);
  if (postgres) await postgresTriggers(db);
  else await sqliteTriggers(db);
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
