/** Where the tests' PostgreSQL databases are made, and the name every one of this run starts with. */
export const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const RUN_PREFIX = process.env.TEST_PG_PREFIX ?? 'cct_local';

/** The admin URL with another database. */
export function adminUrlFor(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}
