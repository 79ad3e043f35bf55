/**
 * Tables and indexes of the migrations, declared instead of chained: a table is its columns in
 * order with their types, and every column is NOT NULL unless listed as nullable. A one-column
 * primary key takes PRIMARY KEY alone (no NOT NULL); a primary key over several columns is a
 * named constraint. The SQL is the same as the builder chains written out by hand.
 */
import type { ColumnDataType, CreateTableBuilder, Kysely, OnModifyForeignAction } from 'kysely';

/** Timestamps are ISO 8601 UTC text in both databases, compared as text. */
export const TIMESTAMP = 'varchar(40)';

/** better-auth's user ids. */
export const USER_ID = 'varchar(64)';

export interface Reference {
  /** `table.column` */
  to: string;
  onDelete: OnModifyForeignAction;
}

/** The row goes with the learner's account. */
export const USER_CASCADE: Reference = { to: 'user.id', onDelete: 'cascade' };

/** A column with a DEFAULT. */
interface DefaultedColumn {
  type: ColumnDataType;
  default: string | number;
}

export function withDefault(type: ColumnDataType, value: string | number): DefaultedColumn {
  return { type, default: value };
}

/** Index name -> its columns, in index order. */
type Indexes<C extends string> = Record<string, C[]>;

export interface TableSpec<C extends string> {
  /** Column name -> type (or `withDefault(type, value)`), in table order. */
  columns: Record<C, ColumnDataType | DefaultedColumn>;
  primaryKey: NoInfer<C> | { name: string; columns: NoInfer<C>[] };
  /** The columns that may hold NULL. */
  nullable?: NoInfer<C>[];
  references?: Partial<Record<NoInfer<C>, Reference>>;
  indexes?: Indexes<NoInfer<C>>;
  uniqueIndexes?: Indexes<NoInfer<C>>;
}

export async function createTable<C extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
  db: Kysely<any>,
  table: string,
  spec: TableSpec<C>,
): Promise<void> {
  const { primaryKey } = spec;
  const nullable = new Set<string>(spec.nullable);
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  const columns = Object.entries(spec.columns) as Array<[C, ColumnDataType | DefaultedColumn]>;
  for (const [column, definition] of columns) {
    const { type, default: fallback } =
      typeof definition === 'string' ? { type: definition, default: undefined } : definition;
    const reference = spec.references?.[column];
    builder = builder.addColumn(column, type, (c) => {
      let col = c;
      if (column === primaryKey) col = col.primaryKey();
      else if (!nullable.has(column)) col = col.notNull();
      if (fallback !== undefined) col = col.defaultTo(fallback);
      if (reference) col = col.references(reference.to).onDelete(reference.onDelete);
      return col;
    });
  }
  if (typeof primaryKey === 'object') {
    builder = builder.addPrimaryKeyConstraint(primaryKey.name, primaryKey.columns);
  }
  await builder.execute();
  await createIndexes(db, table, spec.indexes ?? {});
  await createIndexes(db, table, spec.uniqueIndexes ?? {}, { unique: true });
}

export async function createIndexes(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
  db: Kysely<any>,
  table: string,
  indexes: Indexes<string>,
  options: { unique?: boolean } = {},
): Promise<void> {
  for (const [name, columns] of Object.entries(indexes)) {
    const index = db.schema.createIndex(name);
    await (options.unique ? index.unique() : index).on(table).columns(columns).execute();
  }
}
