/** Hot queries compiled once and run again with new values (docs/decisions/040). */
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { compiledOnce } from '../../src/db/compiled-once';

interface Tables {
  t: { id: number; name: string; kind: string };
}

const open: Kysely<Tables>[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
});

function database(): Kysely<Tables> {
  const raw = new SQLite(':memory:');
  raw.exec('create table t (id integer primary key, name text, kind text)');
  raw.exec("insert into t (name, kind) values ('a', 'x'), ('b', 'y'), ('c', 'x'), ('x', 'b')");
  const db = new Kysely<Tables>({ dialect: new SqliteDialect({ database: raw }) });
  open.push(db);
  return db;
}

/** Ids of rows named `name` of kind `kind`, as a hot query would read them: build() is counted. */
function byNameAndKind(db: Kysely<Tables>, shape: string, values: readonly string[]) {
  const [name = '', kind = ''] = values;
  const build = vi.fn(() =>
    db.selectFrom('t').select('id').where('name', '=', name).where('kind', '=', kind),
  );
  const query = compiledOnce(db, shape, values, build);
  return { build, rows: async () => (await db.executeQuery(query)).rows };
}

describe('compiledOnce', () => {
  it('builds a query the first time and runs its kept SQL with the new values after', async () => {
    const db = database();
    const first = byNameAndKind(db, 'by name and kind', ['a', 'x']);
    expect(first.build).toHaveBeenCalledTimes(1);
    expect(await first.rows()).toEqual([{ id: 1 }]);

    const again = byNameAndKind(db, 'by name and kind', ['c', 'x']);
    expect(again.build).not.toHaveBeenCalled();
    expect(await again.rows()).toEqual([{ id: 3 }]);
    expect(await byNameAndKind(db, 'by name and kind', ['a', 'y']).rows()).toEqual([]);
  });

  it('keeps nothing when the values are not given in the order the query binds them', async () => {
    const db = database();
    // Kind first, name second: the reverse of the built query's parameters.
    const swapped = (name: string, kind: string) => {
      const build = vi.fn(() =>
        db.selectFrom('t').select('id').where('name', '=', name).where('kind', '=', kind),
      );
      return { build, query: compiledOnce(db, 'swapped', [kind, name], build) };
    };
    expect((await db.executeQuery(swapped('a', 'x').query)).rows).toEqual([{ id: 1 }]);
    // Had the SQL been kept, this would bind name = 'b', kind = 'x' and find nothing.
    const second = swapped('x', 'b');
    expect(second.build).toHaveBeenCalledTimes(1);
    expect((await db.executeQuery(second.query)).rows).toEqual([{ id: 4 }]);
  });

  it('keeps nothing while two values are the same, as their order could not be told', () => {
    const db = database();
    expect(byNameAndKind(db, 'same values', ['x', 'x']).build).toHaveBeenCalledTimes(1);
    expect(byNameAndKind(db, 'same values', ['x', 'x']).build).toHaveBeenCalledTimes(1);
    // The first call with two different values is checked and kept.
    expect(byNameAndKind(db, 'same values', ['a', 'x']).build).toHaveBeenCalledTimes(1);
    expect(byNameAndKind(db, 'same values', ['x', 'x']).build).not.toHaveBeenCalled();
  });

  it('keeps the SQL per database, as each writes its own', () => {
    const one = database();
    const other = database();
    byNameAndKind(one, 'per database', ['a', 'x']);
    expect(byNameAndKind(one, 'per database', ['b', 'y']).build).not.toHaveBeenCalled();
    expect(byNameAndKind(other, 'per database', ['b', 'y']).build).toHaveBeenCalledTimes(1);
  });
});
