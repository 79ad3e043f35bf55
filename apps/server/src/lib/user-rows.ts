/**
 * Reads of a learner's own rows by owner, shared by the repositories: every query names the owner,
 * so another learner's row is indistinguishable from none.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Tables whose rows belong to one learner: an `id`, and the owner's `user_id`. */
type OwnedTable = {
  [K in keyof Database]: Database[K] extends { id: string; user_id: string } ? K : never;
}[keyof Database];

/** Tables with at most one row per learner, keyed by `user_id`. */
type OneRowPerUserTable = 'profiles' | 'settings';

/**
 * The learner's rows of `table`. Typed through the columns the tables above share (Kysely cannot
 * check a query on a table chosen by a type parameter); each caller types the row as its table's.
 */
function rowsOf(db: Kysely<Database>, table: string, userId: string) {
  return (db as unknown as Kysely<Record<string, { id: string; user_id: string }>>)
    .selectFrom(table)
    .selectAll()
    .where('user_id', '=', userId);
}

/** The learner's row by id; undefined when there is none or it is another learner's. */
export async function findOwnedRow<T extends OwnedTable>(
  db: Kysely<Database>,
  table: T,
  userId: string,
  id: string,
): Promise<Database[T] | undefined> {
  const row = await rowsOf(db, table, userId).where('id', '=', id).executeTakeFirst();
  return row as Database[T] | undefined;
}

/** The learner's one row of a table keyed by `user_id`; undefined before it is created. */
export async function findUserRow<T extends OneRowPerUserTable>(
  db: Kysely<Database>,
  table: T,
  userId: string,
): Promise<Database[T] | undefined> {
  const row = await rowsOf(db, table, userId).executeTakeFirst();
  return row as Database[T] | undefined;
}
