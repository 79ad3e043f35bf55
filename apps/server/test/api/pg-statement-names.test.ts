/** Texts sent to PostgreSQL again and again go as named statements (docs/decisions/060). */
import { CompiledQuery, Kysely, PostgresDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementNames } from '../../src/db/pg-statement-names';
import { openAttemptPayloads } from '../../src/modules/courses/courses.repository';
import { openQuestionTexts } from '../../src/modules/tests/tests.repository';
import type { Database } from '../../src/db/schema';
import { createTestDatabase, dialectsUnderTest, type TestDatabase } from '../helpers/databases';

describe('statementNames', () => {
  it('names a text on its second use and keeps that name', () => {
    const nameFor = statementNames();
    expect(nameFor('select $1')).toBeUndefined();
    expect(nameFor('select $1')).toBe('cc_0');
    expect(nameFor('select $1')).toBe('cc_0');
    expect(nameFor('select $1 + 1')).toBeUndefined();
    expect(nameFor('select $1 + 1')).toBe('cc_1');
    expect(nameFor('select $1')).toBe('cc_0');
  });

  it('names at most `max` texts; the others always go unnamed', () => {
    const nameFor = statementNames(1);
    nameFor('a');
    expect(nameFor('a')).toBe('cc_0');
    nameFor('b');
    expect(nameFor('b')).toBeUndefined();
    expect(nameFor('b')).toBeUndefined();
    expect(nameFor('a')).toBe('cc_0');
  });

  it('forgets the texts seen once when there are too many of them, so its memory stays bounded', () => {
    const nameFor = statementNames();
    nameFor('first');
    for (let i = 0; i < 1000; i++) nameFor(`once ${i}`);
    // `first` was forgotten with the rest: its next use is a first use again.
    expect(nameFor('first')).toBeUndefined();
    expect(nameFor('first')).toBe('cc_0');
  });
});

const dialects = await dialectsUnderTest();

describe.runIf(dialects.includes('postgres'))('a pool on PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    await database.drop();
  });

  it('prepares a repeated query once on its connection and binds each run its own values', async () => {
    const { db } = database.handle;
    const text = 'select $1::int * 2 as doubled';
    const prepared = await db.connection().execute(async (conn) => {
      const doubled: number[] = [];
      for (const n of [1, 2, 3]) {
        const { rows } = await conn.executeQuery<{ doubled: number }>(CompiledQuery.raw(text, [n]));
        doubled.push(rows[0]?.doubled ?? -1);
      }
      expect(doubled).toEqual([2, 4, 6]);
      return (
        await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements where statement = ${text}`.execute(
          conn,
        )
      ).rows;
    });
    expect(prepared).toHaveLength(1);
    expect(prepared[0]?.name).toMatch(/^cc_\d+$/);
  });

  /** A table made for one test, and `sql` run on one connection of the pool (names are per connection). */
  async function onOneConnection(
    table: string,
    run: (
      conn: Kysely<Database>,
      select: (text: string, id: number) => Promise<unknown[]>,
    ) => Promise<void>,
  ) {
    const { db } = database.handle;
    await sql`create table ${sql.table(table)} (id int primary key, a int)`.execute(db);
    await sql`insert into ${sql.table(table)} values (1, 10), (2, 20)`.execute(db);
    await db.connection().execute(async (conn) => {
      const select = async (text: string, id: number) =>
        (await conn.executeQuery(CompiledQuery.raw(text, [id]))).rows;
      try {
        await run(conn, select);
      } finally {
        // A failed check must not hand the pool a connection inside an open transaction.
        await sql`rollback`.execute(conn).catch(() => undefined);
      }
    });
  }

  it('prepares a statement again when a table under its `select *` gained a column', async () => {
    await onOneConnection('altered', async (conn, select) => {
      const text = 'select * from altered where id = $1';
      await select(text, 1);
      await select(text, 2); // named from here on
      expect(await select(text, 1)).toEqual([{ id: 1, a: 10 }]);
      // Transactions before, as on every pooled connection: committed, and rolled back.
      await conn.transaction().execute(async (trx) => {
        expect(await trx.executeQuery(CompiledQuery.raw(text, [2]))).toMatchObject({
          rows: [{ id: 2, a: 20 }],
        });
      });
      await expect(
        conn.transaction().execute(async () => {
          throw new Error('undone');
        }),
      ).rejects.toThrow('undone');
      await sql`alter table altered add column b int default 7`.execute(conn);
      // Outside a transaction: prepared again and sent again, no error.
      expect(await select(text, 1)).toEqual([{ id: 1, a: 10, b: 7 }]);

      await sql`alter table altered add column c int default 8`.execute(conn);
      // Inside a transaction the first run fails (the transaction is aborted by then) ...
      await expect(
        conn.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw(text, [2]))),
      ).rejects.toMatchObject({ code: '0A000' });
      // ... and the next one is prepared again.
      await conn.transaction().execute(async (trx) => {
        expect((await trx.executeQuery(CompiledQuery.raw(text, [2]))).rows).toEqual([
          { id: 2, a: 20, b: 7, c: 8 },
        ]);
      });
    });
  });

  it('prepares a statement again when a column it compares changed type', async () => {
    await onOneConnection('retyped', async (conn, select) => {
      const text = 'select id from retyped where a = $1';
      await select(text, 10);
      await select(text, 10); // named, its parameter typed as the column's
      await sql`alter table retyped alter column a type text`.execute(conn);
      expect(await select(text, 20)).toEqual([{ id: 2 }]);
    });
  });

  it('prepares a statement again when the connection lost it', async () => {
    await onOneConnection('dropped', async (conn, select) => {
      const text = 'select a from dropped where id = $1';
      await select(text, 1);
      await select(text, 1);
      await sql`deallocate all`.execute(conn);
      expect(await select(text, 2)).toEqual([{ a: 20 }]);
      // A value pg cannot send makes it close the statement, as a `deallocate` would.
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(conn.executeQuery(CompiledQuery.raw(text, [circular]))).rejects.toThrow();
      expect(await select(text, 1)).toEqual([{ a: 10 }]);
    });
  });

  it('sends a query without values as before: several statements in one text still run', async () => {
    const { db } = database.handle;
    await sql`create table several (n int); insert into several values (1), (2)`.execute(db);
    // Sent again and again, as a text to be named would be: a named statement holds one command.
    for (let i = 0; i < 3; i++)
      await sql`update several set n = n + 1; update several set n = n * 2`.execute(db);
    const { rows } = await sql<{ total: number }>`select sum(n)::int as total from several`.execute(
      db,
    );
    expect(rows).toEqual([{ total: 52 }]);
  });

  it('the reads of every test creation can use their partial indexes under a generic plan', async () => {
    const pool = database.handle.pool;
    if (!pool) throw new Error('a PostgreSQL handle has a pool');
    // The SQL and values these reads send, as a named statement would be planned once for all values.
    const sent: Array<{ text: string; values: readonly unknown[] }> = [];
    const logged = new Kysely<Database>({
      dialect: new PostgresDialect({ pool }),
      log: (event) => {
        sent.push({ text: event.query.sql, values: event.query.parameters });
      },
    });
    await openQuestionTexts(logged, 'learner-1');
    await openAttemptPayloads(logged, 'learner-1');
    const client = await pool.connect();
    const plans: string[] = [];
    try {
      await client.query('set plan_cache_mode = force_generic_plan');
      for (const [i, { text, values }] of sent.entries()) {
        await client.query(`prepare generic_${i} as ${text}`);
        const args = values.map((v) => client.escapeLiteral(String(v))).join(', ');
        const { rows } = await client.query<{ 'QUERY PLAN': string }>(
          `explain execute generic_${i}(${args})`,
        );
        plans.push(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    } finally {
      // Closed, not returned: its session plans generically and holds two test statements.
      client.release(true);
    }
    expect(plans).toHaveLength(2);
    expect(plans[0]).toContain('tests_one_open');
    expect(plans[1]).toContain('chapter_attempts_one_open');
  });
});
