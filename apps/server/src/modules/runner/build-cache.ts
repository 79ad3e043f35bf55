/**
 * Build artifacts by sha256(language, toolchain, flags, source), bounded in bytes, least recently
 * used first out. Entries are root-owned directories that boxes mount read-only at /box. An entry
 * in use by a run is pinned and never evicted under it. Failed compiles are cached too (meta only),
 * so resubmitting the same broken code costs nothing.
 *
 * Kept builds: with a `keep` folder (root-owned, on disk), every new entry is also copied there,
 * and `init` first copies the newest kept entries that fit into the cache. A key names the
 * language, toolchain fingerprint, flags and source, so a kept entry is only ever found for the
 * same build. The folder is trimmed to the cache's size at each start, oldest first.
 */
import { randomBytes } from 'node:crypto';
import { cp, lstat, mkdir, readdir, readFile, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { makeNewDir, writeNewFile } from './box-files';

const metaSchema = z.object({ ok: z.boolean(), output: z.string(), compileMs: z.number() });
export type BuildMeta = z.infer<typeof metaSchema>;

export interface CacheEntry {
  key: string;
  dir: string;
  bytes: number;
  meta: BuildMeta;
}

export interface PinnedEntry {
  entry: CacheEntry;
  release: () => void;
}

const KEY = /^[0-9a-f]{64}$/;

export class BuildCache {
  /** Insertion order = recency: the first entry is the least recently used. */
  private readonly entries = new Map<string, CacheEntry>();
  private readonly pins = new Map<string, number>();
  private total = 0;
  evictions = 0;

  constructor(
    readonly dir: string,
    private readonly maxBytes: number,
    private readonly keep?: string,
  ) {}

  /** Loads what a previous process left, oldest first; drops half-written entries. */
  async init(): Promise<void> {
    if (this.keep) await this.restoreKept(this.keep);
    const found = await scanEntries(this.dir);
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { key, dir, bytes } of found) {
      try {
        const meta = metaSchema.parse(JSON.parse(await readFile(join(dir, 'meta.json'), 'utf8')));
        this.add({ key, dir, bytes, meta });
      } catch {
        await rm(dir, { recursive: true, force: true });
      }
    }
    await this.evict();
  }

  get size(): number {
    return this.total;
  }

  get count(): number {
    return this.entries.size;
  }

  /** The entry, marked most recently used and pinned until `release` is called. */
  acquire(key: string): PinnedEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    const now = new Date();
    void utimes(entry.dir, now, now).catch(() => undefined);
    return { entry, release: this.pin(key) };
  }

  private pin(key: string): () => void {
    this.pins.set(key, (this.pins.get(key) ?? 0) + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const left = (this.pins.get(key) ?? 1) - 1;
      if (left <= 0) this.pins.delete(key);
      else this.pins.set(key, left);
      void this.evict();
    };
  }

  /** Writes a new entry (O_EXCL, O_NOFOLLOW) beside the cache and renames it into place. */
  async store(
    key: string,
    files: Array<{ name: string; data: Uint8Array; mode: number }>,
    meta: BuildMeta,
  ): Promise<PinnedEntry> {
    if (!KEY.test(key)) throw new Error('bad cache key');
    const existing = this.acquire(key);
    if (existing) return existing;
    const tmp = join(this.dir, `tmp-${randomBytes(8).toString('hex')}`);
    await makeNewDir(tmp, 0o755);
    let bytes = 0;
    try {
      for (const file of files) {
        if (file.name === 'meta.json' || file.name.includes('/')) continue;
        await writeNewFile(join(tmp, file.name), file.data, file.mode & 0o111 ? 0o755 : 0o644);
        bytes += file.data.length;
      }
      const metaText = JSON.stringify(meta);
      await writeNewFile(join(tmp, 'meta.json'), metaText, 0o644);
      bytes += metaText.length;
      await rename(tmp, join(this.dir, key));
    } catch (err) {
      await rm(tmp, { recursive: true, force: true });
      const raced = this.acquire(key);
      if (raced) return raced;
      throw err;
    }
    const entry: CacheEntry = { key, dir: join(this.dir, key), bytes, meta };
    if (this.keep) await copyEntry(entry.dir, this.keep, key);
    this.add(entry);
    const release = this.pin(key);
    await this.evict();
    return { entry, release };
  }

  /**
   * Copies the newest kept entries that fit in maxBytes into the cache folder and removes the
   * older ones from the keep folder. A folder not owned by root, or a link, is refused.
   */
  private async restoreKept(keep: string): Promise<void> {
    await mkdir(keep, { recursive: true, mode: 0o700 });
    const s = await lstat(keep);
    if (!s.isDirectory() || s.isSymbolicLink() || s.uid !== process.getuid?.())
      throw new Error(`${keep} must be a directory owned by this process's user`);
    const kept = await scanEntries(keep);
    kept.sort((a, b) => b.mtime - a.mtime);
    let total = 0;
    for (const { key, bytes } of kept) {
      total += bytes;
      if (total > this.maxBytes) {
        await rm(join(keep, key), { recursive: true, force: true });
        continue;
      }
      const tmp = join(this.dir, `tmp-${randomBytes(8).toString('hex')}`);
      try {
        // Another runner sharing the folder may be trimming it: a copy that fails is skipped.
        await cp(join(keep, key), tmp, {
          recursive: true,
          errorOnExist: true,
          preserveTimestamps: true,
        });
        await rename(tmp, join(this.dir, key));
      } catch {
        await rm(tmp, { recursive: true, force: true });
        continue;
      }
      const now = new Date();
      await utimes(join(keep, key), now, now).catch(() => undefined);
    }
  }

  private add(entry: CacheEntry): void {
    this.entries.set(entry.key, entry);
    this.total += entry.bytes;
  }

  private async evict(): Promise<void> {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      if (this.pins.has(key)) continue;
      this.entries.delete(key);
      this.total -= entry.bytes;
      this.evictions++;
      await rm(entry.dir, { recursive: true, force: true });
    }
  }
}

interface FoundEntry {
  key: string;
  dir: string;
  bytes: number;
  mtime: number;
}

/**
 * The entries in a cache or keep folder. Removes what an entry must not be: a half-written one
 * older than 10 minutes (a crashed process's; a young one may be another live process's), and
 * anything under a key's name that is not a directory of plain files (a link is never followed).
 */
async function scanEntries(folder: string): Promise<FoundEntry[]> {
  const found: FoundEntry[] = [];
  for (const name of await readdir(folder).catch(() => [])) {
    const dir = join(folder, name);
    if (!KEY.test(name)) {
      const age = Date.now() - ((await stat(dir).catch(() => null))?.mtimeMs ?? 0);
      if (age > 10 * 60_000) await rm(dir, { recursive: true, force: true });
      continue;
    }
    try {
      const folderStat = await lstat(dir);
      if (!folderStat.isDirectory()) throw new Error('not a directory');
      let bytes = 0;
      for (const file of await readdir(dir)) {
        const f = await lstat(join(dir, file));
        if (!f.isFile()) throw new Error('not a plain file');
        bytes += f.size;
      }
      found.push({ key: name, dir, bytes, mtime: folderStat.mtimeMs });
    } catch {
      await rm(dir, { recursive: true, force: true });
    }
  }
  return found;
}

/** Copies a cache entry into the keep folder (beside it, then renamed); a failure only costs the copy. */
async function copyEntry(from: string, keep: string, key: string): Promise<void> {
  const tmp = join(keep, `tmp-${randomBytes(8).toString('hex')}`);
  try {
    await cp(from, tmp, { recursive: true, errorOnExist: true });
    await rename(tmp, join(keep, key));
  } catch {
    await rm(tmp, { recursive: true, force: true });
  }
}
