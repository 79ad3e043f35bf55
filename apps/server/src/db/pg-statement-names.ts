/**
 * Names for the SQL texts the app sends PostgreSQL again and again (docs/decisions/060).
 *
 * pg sends a query with values as an unnamed statement, which PostgreSQL parses, analyses and
 * plans anew every time. A named statement is parsed once per connection (pg remembers which
 * names each connection holds) and later runs send only the name and the values. Kysely compiles
 * a query shape to the same text every time, so the app sends the same texts over and over.
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
 * PostgreSQL refuses a prepared statement whose result columns changed since it was prepared (a
 * migration added a column under a `select *`) until it is prepared again: SQLSTATE 0A000 from
 * RevalidateCachedQuery (the routine, as the message may be in another language).
 */
function isStalePlan(error: unknown): boolean {
  const { code, routine } = (error ?? {}) as { code?: unknown; routine?: unknown };
  return code === '0A000' && routine === 'RevalidateCachedQuery';
}

/**
 * One connection's `query`, sending a query with values in the promise form (Kysely's) as its
 * text's named statement. When PostgreSQL refuses a statement as stale (`isStalePlan`), this
 * connection prepares that text again under a new name from then on, and a query outside a
 * transaction is sent again at once; inside a transaction the error stands, as the transaction is
 * aborted by then. Whether a transaction is open is followed by the texts Kysely sends to begin and
 * end one.
 */
export function namingQueries(query: Query, nameFor: (text: string) => string | undefined): Query {
  const renamed = new Map<string, string>();
  let retired = 0;
  let inTransaction = false;
  const send = (name: string, text: string, values: unknown[]) =>
    query({ name: renamed.get(name) ?? name, text, values }) as Promise<unknown>;
  return (...args) => {
    const [text, values] = args;
    if (args.length !== 2 || typeof text !== 'string' || !Array.isArray(values))
      return query(...args);
    if (values.length === 0) {
      if (text === 'begin' || text.startsWith('start transaction')) inTransaction = true;
      else if (text === 'commit' || text === 'rollback') inTransaction = false;
      return query(...args);
    }
    const name = nameFor(text);
    if (name === undefined) return query(...args);
    const outside = !inTransaction;
    return send(name, text, values).catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      renamed.set(name, `${name}_${++retired}`);
      if (outside) return send(name, text, values);
      throw error;
    });
  };
}
