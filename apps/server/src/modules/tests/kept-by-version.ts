import { BoundedMap } from '../../lib/bounded-map';

/**
 * Values this process keeps per learner as of their counters version (migration 013): the
 * dashboard's answers as sent (docs/decisions/039) and the texts of their open tests' questions
 * (held-texts.ts, decision 042). Every change of a learner's tests that either shows moves that
 * version, whichever process made it, so a value kept at the version read now is never older
 * than the database. At most `maxEntries` values; the one set longest ago goes first.
 */
export class KeptByVersion<V> {
  private readonly entries: BoundedMap<string, { version: number; value: V }>;

  constructor(maxEntries: number) {
    this.entries = new BoundedMap(maxEntries);
  }

  /** The value kept under `key` at `version`, if this process has it. */
  get(key: string, version: number): V | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(key: string, version: number, value: V): void {
    this.entries.set(key, { version, value });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }
}
