/**
 * Queries compiled once and run again with new values (docs/decisions/040-test-creation-reads-and-writes.md).
 *
 * Kysely builds and compiles every query anew: operation nodes, frozen, then visited into SQL.
 * For test creation that was about a fifth of its CPU, most of it the insert of ten question rows
 * of twelve columns. The SQL text of a query depends only on its shape (its columns, conditions
 * and number of rows), not on its values, so for a hot query the SQL compiled the first time is
 * kept and later runs pass only the values, in the order the compiled query had them.
 *
 * That order is checked, not assumed: the SQL is kept only when the first compiled query's
 * parameters are exactly the values given, in order, and none of them repeats (so two values
 * swapped could not go unseen). Until a call passes that check, every call is built by Kysely.
 * The texts are kept per database (one adapter per Kysely instance and its transactions), as
 * SQLite and PostgreSQL write placeholders differently.
 */
import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

type Texts = Map<string, string>;

/** Per database adapter: query name -> SQL text. */
const kept = new WeakMap<object, Texts>();

/** At most this many shapes per database (a shape is a query name and its number of rows). */
const MAX_SHAPES = 200;

const pairwiseDistinct = (values: readonly unknown[]) => new Set(values).size === values.length;

function sameValues(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

/**
 * The compiled query for `values`: Kysely's from `build()` until the SQL of `shape` is known, then
 * that SQL with `values`. `values` are the query's parameters in order, as `build()` would bind them.
 */
export function compiledOnce<R>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database's queries
  db: Kysely<any>,
  shape: string,
  values: readonly unknown[],
  build: () => Compilable<R>,
  options: { distinct: boolean } = { distinct: true },
): CompiledQuery<R> {
  const adapter = db.getExecutor().adapter;
  let texts = kept.get(adapter);
  const sql = texts?.get(shape);
  if (sql !== undefined) return CompiledQuery.raw(sql, [...values]) as CompiledQuery<R>;
  const compiled = build().compile();
  const checked =
    sameValues(compiled.parameters, values) && (!options.distinct || pairwiseDistinct(values));
  if (checked) {
    if (!texts) kept.set(adapter, (texts = new Map()));
    if (texts.size < MAX_SHAPES) texts.set(shape, compiled.sql);
  }
  return compiled;
}
