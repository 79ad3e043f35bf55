/**
 * Grading leases (docs/decisions/024-grading-lease-and-busy-database.md). The process that claims
 * a test (pending_result) or a chapter attempt (grading) writes its owner id and a lease expiry,
 * and renews the lease every third of its length while it grades. Recovery at start in any
 * process takes only rows whose lease expired or that have no owner, so a restart of one API
 * process never grades again what another live process is grading.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface GradingLease {
  /** This process: host, pid and a random part (two apps in one test process differ). */
  owner: string;
  seconds: number;
}

export type LeasedTable = 'tests' | 'chapter_attempts';

/** The status a row has while it is being graded. */
const GRADING: Record<LeasedTable, string> = {
  tests: 'pending_result',
  chapter_attempts: 'grading',
};

/** The id's field in a log line about the row. */
const LOG_KEY: Record<LeasedTable, 'testId' | 'attemptId'> = {
  tests: 'testId',
  chapter_attempts: 'attemptId',
};

export function newGradingLease(seconds: number): GradingLease {
  return { owner: `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, seconds };
}

/** The columns a claim writes; none without a lease (the row is then recoverable at once, as before 011). */
export function leaseColumns(
  lease: GradingLease | undefined,
  now = Date.now(),
): { grading_owner?: string; grading_lease_until?: string } {
  if (!lease) return {};
  return {
    grading_owner: lease.owner,
    grading_lease_until: new Date(now + lease.seconds * 1000).toISOString(),
  };
}

/** Rows nobody holds: no owner, or a lease that expired (its holder stopped renewing: it died). */
function leaseIsFree<T extends LeasedTable>(eb: ExpressionBuilder<Database, T>, now = new Date()) {
  const e = eb as unknown as ExpressionBuilder<Database, 'tests'>;
  return e.or([
    e('grading_owner', 'is', null),
    e('grading_lease_until', 'is', null),
    e('grading_lease_until', '<', now.toISOString()),
  ]);
}

/** Ids of the rows a stopped process left being graded (no live process holds their lease), oldest first. */
export async function abandonedGradingIds(
  db: Kysely<Database>,
  table: LeasedTable,
): Promise<string[]> {
  const rows = await (db as Kysely<Pick<Database, 'tests'>>)
    .selectFrom(table as 'tests')
    .select('id')
    .where('status', '=', GRADING[table])
    .where((eb) => leaseIsFree(eb))
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * The row while it is still being graded; undefined once it left its grading status. Typed through
 * `tests` like the queries above (both tables have these columns); the row is the one of `table`.
 */
async function findGrading<T extends LeasedTable>(
  db: Kysely<Database>,
  table: T,
  id: string,
): Promise<Database[T] | undefined> {
  const row = await (db as Kysely<Pick<Database, 'tests'>>)
    .selectFrom(table as 'tests')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', GRADING[table])
    .executeTakeFirst();
  return row as Database[T] | undefined;
}

/** Takes a row still being graded whose lease is free; false when it finished or a live process holds it. */
async function takeOverLease(
  db: Kysely<Database>,
  table: LeasedTable,
  id: string,
  lease: GradingLease | undefined,
): Promise<boolean> {
  const res = await (db as Kysely<Pick<Database, 'tests'>>)
    .updateTable(table as 'tests')
    .set(leaseColumns(lease))
    .where('id', '=', id)
    .where('status', '=', GRADING[table])
    .where((eb) => leaseIsFree(eb))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export interface HeldLease {
  /** Stops renewing (the grading ended: the row left its grading status). */
  stop(): void;
  /** Stops renewing and frees the row at once, for a grading abandoned by a shutdown: the next start takes it. */
  abandon(): Promise<void>;
}

/** Renews this process's lease on the row every third of its length until stopped. */
export function holdLease(
  db: Kysely<Database>,
  table: LeasedTable,
  id: string,
  lease: GradingLease | undefined,
  onError: (err: unknown) => void,
): HeldLease {
  if (!lease) return { stop: () => undefined, abandon: async () => undefined };
  const mine = (db as Kysely<Pick<Database, 'tests'>>)
    .updateTable(table as 'tests')
    .where('id', '=', id)
    .where('grading_owner', '=', lease.owner)
    .where('status', '=', GRADING[table]);
  const timer = setInterval(
    () => {
      mine
        .set({ grading_lease_until: leaseColumns(lease).grading_lease_until })
        .execute()
        .catch(onError);
    },
    (lease.seconds * 1000) / 3,
  );
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    abandon: async () => {
      clearInterval(timer);
      await mine.set({ grading_owner: null, grading_lease_until: null }).execute().catch(onError);
    },
  };
}

/**
 * Recovers one row a stopped process left being graded: takes its lease ('held-elsewhere' when a
 * live process holds it), reads it again ('gone' once it left its grading status) and grades it
 * while renewing the lease. A grading a shutdown left pending frees the lease at once for the next
 * start.
 */
export async function recoverLeased<T extends LeasedTable, Outcome extends string>(
  deps: { db: Kysely<Database>; lease?: GradingLease; log: Pick<FastifyBaseLogger, 'warn'> },
  job: {
    table: T;
    id: string;
    grade: (row: Database[T]) => Promise<Outcome>;
    stopping: AbortSignal;
  },
): Promise<Outcome | 'gone' | 'held-elsewhere'> {
  const { table, id } = job;
  const find = () => findGrading(deps.db, table, id);
  if (!(await takeOverLease(deps.db, table, id, deps.lease)))
    return (await find()) ? 'held-elsewhere' : 'gone';
  const row = await find();
  if (!row) return 'gone';
  const held = holdLease(deps.db, table, id, deps.lease, (err) =>
    deps.log.warn({ err, [LOG_KEY[table]]: id }, 'renewing the grading lease failed'),
  );
  const outcome = await job.grade(row);
  if (outcome === 'left-pending' && job.stopping.aborted) await held.abandon();
  else held.stop();
  return outcome;
}
