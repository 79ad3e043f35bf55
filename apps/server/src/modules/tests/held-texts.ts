import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { KeptByVersion } from './kept-by-version';
import * as repo from './tests.repository';

/**
 * The question texts of each learner's open tests, which a new test leaves out (decision 010),
 * kept in this process as of the learner's counters version (migration 013), on SQLite
 * (docs/decisions/042-held-texts-kept.md). Every change of which tests are open (a test created,
 * submitted, closed at its deadline or deleted) moves that version, whichever process made it, so
 * texts kept at the version read now are the database's. A creation adds its own questions under
 * the version its insert made, when the insert's transaction saw the version the texts were kept
 * at (nothing else changed in between): a learner creating test after test reads the texts once.
 */
export class HeldTexts {
  private readonly kept: KeptByVersion<readonly string[]>;

  /** At most `maxEntries` learners, the oldest out first, and none with more than `maxTexts` texts. */
  constructor(
    maxEntries = 2_000,
    private readonly maxTexts = 400,
  ) {
    this.kept = new KeptByVersion(maxEntries);
  }

  private keep(userId: string, version: number, texts: readonly string[]): void {
    if (version > 0 && texts.length <= this.maxTexts) this.kept.set(userId, version, texts);
    else this.kept.delete(userId);
  }

  /** The texts at the learner's current version: kept, or read and kept. */
  async read(
    db: Kysely<Database>,
    userId: string,
  ): Promise<{ version: number; texts: readonly string[] }> {
    const version = await repo.countersVersion(db, userId);
    const kept = version > 0 ? this.kept.get(userId, version) : undefined;
    if (kept) return { version, texts: kept };
    // Read after the version: at worst newer than it, and then never asked for at that version.
    const texts = await repo.openQuestionTexts(db, userId);
    this.keep(userId, version, texts);
    return { version, texts };
  }

  /**
   * After a creation: its texts join those read at `read.version`, under the version its insert
   * made, when the insert's transaction started from `read.version`; else the entry is dropped.
   */
  added(
    userId: string,
    read: { version: number; texts: readonly string[] },
    versions: { before: number; after: number },
    added: readonly string[],
  ): void {
    if (versions.before === read.version && versions.after > versions.before)
      this.keep(userId, versions.after, [...read.texts, ...added]);
    else this.kept.delete(userId);
  }
}
