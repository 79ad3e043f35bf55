import { BoundedMap } from '../../lib/bounded-map';

/**
 * GET /api/dashboard's answers as sent (JSON), by learner and page, in this process
 * (docs/decisions/039). An answer is good while the learner's counters version (migration 013) is
 * the one it was made at: every change the dashboard shows moves that version, whichever process
 * made it, so an answer from here is never older than the database. At most `maxEntries` answers;
 * the oldest goes first.
 */
export class DashboardCache {
  private readonly entries: BoundedMap<string, { version: number; json: string }>;

  constructor(maxEntries = 2_000) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The answer made at `version`, if this process has it. */
  get(userId: string, page: number, version: number): string | undefined {
    const entry = this.entries.get(`${userId}:${page}`);
    return entry?.version === version ? entry.json : undefined;
  }

  set(userId: string, page: number, version: number, json: string): void {
    this.entries.set(`${userId}:${page}`, { version, json });
  }
}
