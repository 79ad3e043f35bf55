/** The host's writes and reads in a box never follow a planted symlink (no sandbox needed). */
import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  collectArtifacts,
  readRegularFile,
  writeNewFile,
} from '../../src/modules/runner/box-files';
import { BuildCache } from '../../src/modules/runner/build-cache';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function planted() {
  const dir = mkdtempSync(join(tmpdir(), 'box-files-'));
  made.push(dir);
  const victim = join(dir, 'victim.txt');
  writeFileSync(victim, 'host data');
  const box = join(dir, 'box');
  mkdirSync(box);
  return { dir, victim, box };
}

describe('runner: host-side file access', () => {
  it('refuses to write through a symlink planted in a box', async () => {
    const { victim, box } = planted();
    symlinkSync(victim, join(box, 'main.c'));
    await expect(writeNewFile(join(box, 'main.c'), 'int main(){}')).rejects.toMatchObject({
      code: 'EEXIST',
    });
    expect(readFileSync(victim, 'utf8')).toBe('host data');
  });

  it('refuses to read a build output that is a symlink, a FIFO or too large', async () => {
    const { victim, box } = planted();
    symlinkSync(victim, join(box, 'main'));
    await expect(collectArtifacts(box, (n) => n === 'main', 1 << 20)).rejects.toThrow(
      /not a regular file/,
    );
    await expect(readRegularFile(join(box, 'main'), 1 << 20)).rejects.toThrow(/ELOOP|cannot open/);
    execFileSync('mkfifo', [join(box, 'fifo')]);
    await expect(readRegularFile(join(box, 'fifo'), 1 << 20)).rejects.toThrow(/not a regular file/);
    writeFileSync(join(box, 'big'), Buffer.alloc(2048));
    await expect(readRegularFile(join(box, 'big'), 1024)).rejects.toThrow(/larger than/);
  });

  it('keeps the build cache under its size, least recently used out, pinned entries kept', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'runner-cache-test-'));
    made.push(dir);
    const cache = new BuildCache(dir, 3000);
    await cache.init();
    const key = (n: number) => n.toString(16).padStart(64, '0');
    const file = (size: number) => [{ name: 'main', data: Buffer.alloc(size, 1), mode: 0o755 }];
    const meta = { ok: true, output: '', compileMs: 1 };
    (await cache.store(key(1), file(1000), meta)).release();
    const pinned = await cache.store(key(2), file(1000), meta);
    (await cache.store(key(3), file(900), meta)).release();
    cache.acquire(key(1))?.release(); // 1 is now more recent than 3
    (await cache.store(key(4), file(1000), meta)).release();
    expect(cache.size).toBeLessThanOrEqual(3000);
    expect(cache.acquire(key(3))).toBeUndefined();
    expect(cache.acquire(key(2))).toBeDefined();
    pinned.release();
    expect(cache.evictions).toBeGreaterThanOrEqual(1);
    // A new process finds the entries that are left; a link planted in an entry, or a file
    // under a key's name, is removed, never loaded.
    mkdirSync(join(dir, key(7)));
    writeFileSync(join(dir, key(7), 'meta.json'), JSON.stringify(meta));
    symlinkSync('/etc/passwd', join(dir, key(7), 'main'));
    writeFileSync(join(dir, key(8)), 'x');
    const again = new BuildCache(dir, 3000);
    await again.init();
    expect(again.count).toBe(cache.count);
    expect(again.acquire(key(7))).toBeUndefined();
    expect(existsSync(join(dir, key(7)))).toBe(false);
    expect(existsSync(join(dir, key(8)))).toBe(false);
    expect(readFileSync(join(dir, key(4), 'main')).length).toBe(1000);
  });

  it('keeps builds on disk for the next runner: only whole entries, trimmed to the size, newest kept', async () => {
    const root = mkdtempSync(join(tmpdir(), 'runner-keep-test-'));
    made.push(root);
    const keep = join(root, 'keep');
    const key = (n: number) => n.toString(16).padStart(64, '0');
    const file = (size: number) => [{ name: 'main', data: Buffer.alloc(size, 7), mode: 0o755 }];
    const meta = { ok: true, output: '', compileMs: 1 };
    mkdirSync(join(root, 'a'));
    const first = new BuildCache(join(root, 'a'), 5000, keep);
    await first.init();
    for (const n of [1, 2, 3]) (await first.store(key(n), file(1000), meta)).release();
    // A half-written copy and a link planted in the keep folder are never loaded.
    mkdirSync(join(keep, 'tmp-half'));
    mkdirSync(join(keep, key(9)));
    symlinkSync('/etc/passwd', join(keep, key(9), 'main'));
    // A runner with a fresh cache folder and room for two entries starts with the newest two.
    utimesSync(join(keep, key(1)), new Date(1000), new Date(1000));
    mkdirSync(join(root, 'b'));
    const second = new BuildCache(join(root, 'b'), 2200, keep);
    await second.init();
    expect(second.acquire(key(1))).toBeUndefined();
    expect(second.acquire(key(2))).toBeDefined();
    expect(second.acquire(key(3))).toBeDefined();
    expect(second.acquire(key(9))).toBeUndefined();
    expect(existsSync(join(keep, key(9)))).toBe(false);
    expect(readFileSync(join(root, 'b', key(3), 'main'))).toEqual(Buffer.alloc(1000, 7));
    // The keep folder was trimmed to the same size: the oldest entry is gone from it too.
    expect(existsSync(join(keep, key(1)))).toBe(false);
    expect(existsSync(join(keep, key(3)))).toBe(true);
  });
});
