/**
 * Names for the SQL texts the app sends PostgreSQL again and again (docs/decisions/060).
 *
 * pg sends a query with values as an unnamed statement, which PostgreSQL parses, analyses and
 * plans anew every time. A named statement is parsed once per connection (pg remembers which
 * names each connection holds): later runs leave out the Parse, and after five runs PostgreSQL may
 * keep one plan for all values. Kysely compiles a query shape to the same text every time, so the
 * app sends the same texts over and over.
 *
 * A text gets its name on its second use, so a text sent once (a migration's statement, a rare
 * length of an `in` list) takes none, and at most `max` texts get one: that bounds the statements
 * each connection keeps. Names are per pool (`cc_0`, `cc_1`, ...), each always for the same text.
 */

/**
 * Texts named per pool; each of the pool's connections keeps at most this many statements, and one
 * more for each it had to prepare again (`namingQueries`).
 */
const MAX_NAMED_STATEMENTS = 200;

/** Texts remembered as seen once; past this the memory starts again, so it stays bounded. */
const SEEN_ONCE_MAX = 1000;

/** Answers the name for a text, or undefined when the text goes unnamed (first use, or past `max`). */
export function statementNames(max = MAX_NAMED_STATEMENTS): (text: string) => string | undefined {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  return (text) => {
    const name = names.get(text);
    if (name !== undefined || names.size >= max) return name;
    if (!seenOnce.delete(text)) {
      if (seenOnce.size >= SEEN_ONCE_MAX) seenOnce = new Set();
      seenOnce.add(text);
      return undefined;
    }
    const named = `cc_${names.size}`;
    names.set(text, named);
    return named;
  };
}

type Query = (...args: unknown[]) => unknown;

/**
 * An error that says a statement which ran on this connection before no longer fits, or is gone:
 * its result columns changed (0A000 from RevalidateCachedQuery, a migration added a column under a
 * `select *`), its text no longer analyses with the types it was prepared with (class 42, a
 * column's type changed), or the statement was dropped (26000: `deallocate`, or pg closing it when
 * a value could not be sent).
 */
function isStale(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return (
    typeof code === 'string' && (code === '0A000' || code === '26000' || code.startsWith('42'))
  );
}

/**
 * One connection's `query`, sending a query with values in the promise form (Kysely's) as its
 * text's named statement. When a statement that ran on this connection before fails as stale
 * (`isStale`), the connection prepares that text under a new name from then on, and a query sent
 * outside a transaction (`transactionStatus()` 'I', pg's own record from the server) is sent again
 * at once; inside a transaction the error stands, as the transaction is aborted by then. The
 * stale statement itself stays on the connection until it closes.
 */
export function namingQueries(
  query: Query,
  nameFor: (text: string) => string | undefined,
  transactionStatus: () => string | null,
): Query {
  const renamed = new Map<string, string>();
  const ran = new Set<string>();
  let retired = 0;
  const send = (name: string, text: string, values: unknown[]) =>
    (query({ name, text, values }) as Promise<unknown>).then((result) => {
      ran.add(name);
      return result;
    });
  return (...args) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values) || !values.length)
      return query(...args);
    const base = nameFor(text);
    if (base === undefined) return query(...args);
    const name = renamed.get(base) ?? base;
    const outside = transactionStatus() === 'I';
    return send(name, text, values).catch((error: unknown) => {
      if (!ran.has(name) || !isStale(error)) throw error;
      ran.delete(name);
      const fresh = `${base}_${++retired}`;
      renamed.set(base, fresh);
      if (outside) return send(fresh, text, values);
      throw error;
    });
  };
}
