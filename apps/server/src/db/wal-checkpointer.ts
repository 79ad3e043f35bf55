/**
 * SQLite's WAL checkpoints on a thread of their own (docs/decisions/040-test-creation-reads-and-writes.md).
 *
 * By default the connection that commits past 1,000 WAL pages copies the WAL into the database
 * file and syncs both, inside that commit: with better-sqlite3 that is the event loop. Creating a
 * test writes about 24 pages, so every ~40th creation took 9-18 ms instead of ~0.15 ms, the 2 % of
 * commits that were over half of all commit time, and every request waiting behind it waited too.
 *
 * This thread opens its own connection to the file and runs a PASSIVE checkpoint (it never waits
 * for, nor blocks, readers and writers) every INTERVAL_MS, so the serving connection
 * only appends to the WAL. Its own automatic checkpoint stays, at a higher mark, as the backstop
 * should this thread fall behind or stop.
 */
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** The serving connection checkpoints by itself only past this many WAL pages (16 MB). */
export const BACKSTOP_CHECKPOINT_PAGES = 4000;
/** How often the thread looks at the WAL. */
const INTERVAL_MS = 50;

/** The thread's code (a script, so the bundled server needs no file beside it). */
const THREAD_SOURCE = `
const { workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file, { fileMustExist: true });
db.pragma('busy_timeout = 0');
db.pragma('synchronous = NORMAL');
setInterval(() => {
  try {
    // With no new WAL pages since the last one, a checkpoint copies and syncs nothing.
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch {
    // Busy (another checkpoint runs) or the file is going away: the next tick tries again.
  }
}, ${INTERVAL_MS});
`;

/** Starts checkpointing `file` (a WAL-mode database) on a thread; `stop` ends the thread. */
export function startCheckpointer(file: string): { stop(): void } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { file, driver } });
  // The serving connection's backstop covers a thread that fails to start or stops.
  worker.on('error', () => {});
  // The thread never keeps the process alive.
  worker.unref();
  return {
    stop() {
      void worker.terminate();
    },
  };
}
