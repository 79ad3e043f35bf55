/** Where the tests' PostgreSQL databases are made, and the name every one of this run starts with. */
import pg from 'pg';

export const PG_ADMIN_URL =
  process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const RUN_PREFIX = process.env.TEST_PG_PREFIX ?? 'cct_local';

/** The admin URL with another database. */
export function adminUrlFor(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Runs `run` on a new connection to the admin database and closes it after. `connectTimeoutMs`
 * bounds the connect only (pg's default, 0, waits as long as the server takes).
 */
export async function withAdmin<T>(
  run: (client: pg.Client) => Promise<T>,
  connectTimeoutMs = 0,
): Promise<T> {
  const client = new pg.Client({
    connectionString: PG_ADMIN_URL,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops a database of this run, closing whatever connections it still has. */
export async function dropDatabase(name: string): Promise<void> {
  await withAdmin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
