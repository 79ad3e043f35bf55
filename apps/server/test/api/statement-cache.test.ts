/** Prepared statements kept by SQL text for Kysely on SQLite (issue 17). */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from '../../src/db/statement-cache';

let raw: SQLite.Database | undefined;
afterEach(() => raw?.close());

function memory(): SQLite.Database {
  raw = new SQLite(':memory:');
  raw.exec('create table t (id integer primary key, name text)');
  raw.exec("insert into t (name) values ('a'), ('b'), ('c')");
  return raw;
}

describe('statement cache', () => {
  it('hands back the same prepared statement for the same SQL', () => {
    const db = withStatementCache(memory());
    expect(db.prepare('select * from t')).toBe(db.prepare('select * from t'));
    expect(db.prepare('select * from t')).not.toBe(db.prepare('select name from t'));
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(memory());
    const first = db.prepare('select name from t order by id');
    const rows = first.iterate([]);
    expect(rows.next().value).toEqual({ name: 'a' });
    const second = db.prepare('select name from t order by id');
    expect(second).not.toBe(first);
    expect(rows.next().value).toEqual({ name: 'b' });
    rows.return?.();
    expect(second.all([])).toEqual([{ name: 'a' }, { name: 'b' }, { name: 'c' }]);
    expect(db.prepare('select name from t order by id')).toBe(first);
  });

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const db = withStatementCache(memory(), 2);
    const one = db.prepare('select 1');
    const two = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(one); // now the most recent
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(one);
    expect(db.prepare('select 2')).not.toBe(two);
  });

  it('gives Kysely the same answers as without it, with parameters and after a schema change', async () => {
    const db = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: withStatementCache(memory()) }),
    });
    const byName = (name: string) =>
      db.selectFrom('t').select('id').where('name', '=', name).execute();
    expect(await byName('b')).toEqual([{ id: 2 }]);
    expect(await byName('c')).toEqual([{ id: 3 }]);
    await sql`alter table t add column extra text default 'x'`.execute(db);
    expect(await db.selectFrom('t').selectAll().where('id', '=', 1).execute()).toEqual([
      { id: 1, name: 'a', extra: 'x' },
    ]);
    await db.insertInto('t').values({ id: 4, name: 'd' }).execute();
    expect(await byName('d')).toEqual([{ id: 4 }]);
  });
});
