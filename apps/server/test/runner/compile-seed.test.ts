/**
 * Compile seeds (compile-seed.ts): built once per toolchain into a folder renamed when complete;
 * a build stopped part-way leaves nothing behind; a runner with prepareSeeds builds them at start,
 * before any submission needs one.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type CompileSeed, ensureSeed } from '../../src/modules/runner/compile-seed';
import { toolchainFingerprint } from '../../src/modules/runner/toolchains';
import { LANGUAGES } from '../../src/modules/runner/languages';
import { describeSandbox, testRunner } from './sandbox-gate';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function seedRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'seed-test-'));
  roots.push(root);
  return root;
}

/** A seed whose build writes one file, or waits until its signal aborts when `hang` is set. */
function fakeSeed(hang = false): CompileSeed & { builds: number } {
  const seed = {
    box: '/opt/fake-seed',
    builds: 0,
    async build(hostDir: string, signal?: AbortSignal) {
      seed.builds += 1;
      await writeFile(join(hostDir, 'part'), 'half');
      if (!hang) return;
      await new Promise<never>((_, reject) => {
        signal?.addEventListener('abort', () => reject(new Error('stopped')), { once: true });
      });
    },
  };
  return seed;
}

describe('ensureSeed', () => {
  it('builds a toolchain seed once and reuses it', async () => {
    const root = seedRoot();
    const seed = fakeSeed();
    const first = await ensureSeed(root, 'fake', 'toolchain-1', seed);
    const second = await ensureSeed(root, 'fake', 'toolchain-1', seed);
    expect(second).toBe(first);
    expect(seed.builds).toBe(1);
    expect(readdirSync(first)).toEqual(['part']);
    // Another toolchain fingerprint is another seed.
    expect(await ensureSeed(root, 'fake', 'toolchain-2', seed)).not.toBe(first);
    expect(seed.builds).toBe(2);
  });

  it('removes a build stopped part-way, and builds again next time', async () => {
    const root = seedRoot();
    const stop = new AbortController();
    const pending = ensureSeed(root, 'fake', 'toolchain-1', fakeSeed(true), stop.signal);
    await expect.poll(() => readdirSync(root).length).toBe(1);
    stop.abort();
    await expect(pending).rejects.toThrow('stopped');
    expect(readdirSync(root)).toEqual([]);
    const dir = await ensureSeed(root, 'fake', 'toolchain-1', fakeSeed());
    expect(readdirSync(root)).toEqual([dir.slice(root.length + 1)]);
  });
});

describeSandbox('a runner that prepares its seeds', () => {
  it(
    'has Go seed ready after start, before any submission, and compiles with it',
    {
      timeout: 240_000,
    },
    async () => {
      if (!(await toolchainFingerprint(LANGUAGES.go)))
        throw new Error('Go is not installed: run scripts/install-system-deps.sh');
      const logged: string[] = [];
      const runner = testRunner(64_780, {
        workers: 1,
        prepareSeeds: true,
        log: (_level, message) => logged.push(message),
      });
      try {
        await expect
          .poll(() => logged.find((m) => m.startsWith('compile seeds ready')), {
            timeout: 200_000,
            interval: 200,
          })
          .toBe('compile seeds ready: go');
        expect(
          readdirSync('/var/tmp/codeconquer-test-seeds').some((d) => /^seed-go-[0-9a-f]+$/.test(d)),
        ).toBe(true);
        const run = await runner.run({
          language: 'go',
          source: 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("seeded") }\n',
          tests: [{ input: '', expectedOutput: 'seeded\n' }],
        });
        expect(run.verdict).toBe('Accepted');
      } finally {
        await runner.close();
      }
    },
  );
});
