/**
 * Password hashing on threads of its own at a low priority (modules/auth/password-hashing.ts):
 * better-auth's own format, so a hash made here verifies with better-auth's verify and the other
 * way round; a wrong password does not verify; a malformed stored hash is an error; the threads
 * that hash run at nice 15 (Linux), or at PASSWORD_HASH_NICE when set; a process waiting for a
 * hash stays alive for it, and exits once it has it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { passwordHashing } from '../../src/modules/auth/password-hashing';
import { type ThreadNice, threadNices } from '../helpers/thread-nices';

describe('password hashing', () => {
  it('hashes in better-auth’s format: its hashes verify here, ours verify there, wrong passwords do not', async () => {
    const ours = await passwordHashing.hash('correct-horse-1');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(ours).not.toContain('correct-horse-1');
    expect(await passwordHashing.verify({ hash: ours, password: 'correct-horse-1' })).toBe(true);
    expect(await passwordHashing.verify({ hash: ours, password: 'correct-horse-2' })).toBe(false);
    expect(await verifyPassword({ hash: ours, password: 'correct-horse-1' })).toBe(true);
    const theirs = await hashPassword('Ünïcode pässword ①');
    // NFKC: the same password typed with composed or decomposed accents verifies.
    expect(await passwordHashing.verify({ hash: theirs, password: 'Ünïcode pässword ①' })).toBe(
      true,
    );
    expect(
      await passwordHashing.verify({ hash: theirs, password: 'U\u0308nïcode pässword ①' }),
    ).toBe(true);
    expect(await passwordHashing.verify({ hash: theirs, password: 'Unicode password 1' })).toBe(
      false,
    );
  });

  it('refuses a malformed stored hash', async () => {
    await expect(passwordHashing.verify({ hash: 'no-colon', password: 'x' })).rejects.toThrow(
      'Invalid password hash',
    );
  });

  it('hashes on threads at nice 15, several at once, while this thread stays at its own priority', async () => {
    const atFifteen = () => threadNices().filter((t) => t.nice === 15);
    const before = atFifteen().length;
    const hashes = await Promise.all(
      Array.from({ length: 4 }, (_, i) => passwordHashing.hash(`password-${i}`)),
    );
    expect(new Set(hashes).size).toBe(4);
    const after = atFifteen();
    expect(after.length).toBeGreaterThanOrEqual(Math.max(before, 1));
    expect(after.length).toBeLessThanOrEqual(2);
    expect(after.some((t) => t.main)).toBe(false); // the main thread is not reniced
  });

  it('keeps a process alive while it waits for a hash, and lets it exit afterwards', () => {
    const run = runWithHashing(
      `const hash = await passwordHashing.hash('correct-horse-1');\n` +
        `console.log(hash.length);\n`,
    );
    expect({ status: run.status, signal: run.signal, stdout: run.stdout.trim() }).toEqual({
      status: 0,
      signal: null,
      stdout: '161',
    });
  });

  it('starts its threads at the niceness it is given (PASSWORD_HASH_NICE)', () => {
    // Each thread's nice value after two hashes at once: one on each thread, so both have set
    // their niceness (a thread sets it before it takes its first request).
    const run = runWithHashing(
      `setPasswordHashNice(7);\n` +
        `await Promise.all([passwordHashing.hash('correct-horse-1'), passwordHashing.hash('correct-horse-2')]);\n` +
        `console.log(JSON.stringify(threadNices()));\n`,
    );
    expect(run.status).toBe(0);
    const threads = JSON.parse(run.stdout) as ThreadNice[];
    expect(threads.filter((t) => t.nice === 7)).toHaveLength(2);
    expect(threads.filter((t) => t.nice === 15)).toEqual([]);
    // The child's main thread keeps the niceness it was started with (this process's).
    expect(threads.filter((t) => t.main)).toEqual([
      expect.objectContaining({ nice: getPriority() }),
    ]);
  });
});

/**
 * Runs `body` as a script of its own process, with the hashing module's exports and threadNices
 * imported. 30 s: far beyond one hash; a process kept alive by idle threads never exits by itself.
 */
function runWithHashing(body: string) {
  const dir = mkdtempSync(join(tmpdir(), 'hashing-'));
  try {
    const script = join(dir, 'script.mts');
    const module = join(import.meta.dirname, '../../src/modules/auth/password-hashing.ts');
    const nices = join(import.meta.dirname, '../helpers/thread-nices.ts');
    writeFileSync(
      script,
      `import { passwordHashing, setPasswordHashNice } from ${JSON.stringify(module)};\n` +
        `import { threadNices } from ${JSON.stringify(nices)};\n` +
        body,
    );
    return spawnSync(process.execPath, ['--import', 'tsx', script], {
      cwd: join(import.meta.dirname, '../..'),
      encoding: 'utf8',
      timeout: 30_000,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
