/**
 * The runner as a service: compile once per submission and cache it, one kotlinc at a time, a
 * bounded queue (RUNNER_BUSY), two runs per owner, clear refusals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SOURCE_MAX_BYTES } from '@app/shared/constants';
import type { LanguageId } from '@app/shared/languages';
import { afterAll, describe, expect, it } from 'vitest';
import { createRunner, RUNNER_BUSY_MESSAGE } from '../../src/modules/runner/runner.service';
import { checkSandbox, sandboxAvailable } from '../../src/modules/runner/sandbox';
import { PROGRAMS, SUM_TESTS } from './programs';
import { describeSandbox, testRunner } from './sandbox-gate';

const runner = testRunner(64_400);
afterAll(() => runner.close());
const T = { timeout: 120_000 };
const SLEEPER = `import time\ntime.sleep(1.5)\nprint('done')\n`;
/** The right Python 3 program on the sum tests, run for `userId` when given. */
const correctSum = (userId?: string) => ({
  language: 'python3' as const,
  source: PROGRAMS.python3.correct,
  tests: SUM_TESTS,
  ...(userId ? { userId } : {}),
});

describe('runner: refusals that need no sandbox', () => {
  it('refuses clearly and runs nothing without bubblewrap', async () => {
    expect(sandboxAvailable('/nonexistent/bwrap')).toBe(false);
    expect(checkSandbox('/nonexistent/bwrap').reason).toMatch(/bubblewrap is not installed/);
    const dir = mkdtempSync(join(tmpdir(), 'no-bwrap-'));
    const workDir = join(dir, 'runner');
    const none = createRunner({ workDir, bwrapPath: '/nonexistent/bwrap', log: () => undefined });
    await expect(
      none.run({ language: 'c', source: PROGRAMS.c.correct, tests: SUM_TESTS }),
    ).rejects.toMatchObject({
      code: 'RUNNER_UNAVAILABLE',
      statusCode: 503,
      message: expect.stringMatching(/bubblewrap is not installed/),
    });
    expect(none.stats().compiles).toBe(0);
    expect((await none.status()).available).toBe(false);
    await none.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rejects an unknown language and source over 64 KB', async () => {
    await expect(
      runner.run({ language: 'cobol' as LanguageId, source: 'x', tests: [] }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', statusCode: 400 });
    await expect(
      runner.run({ language: 'c', source: 'x'.repeat(SOURCE_MAX_BYTES + 1), tests: [] }),
    ).rejects.toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      statusCode: 413,
      message: expect.stringMatching(/64 KB/),
    });
  });
});

describeSandbox('runner: compile once, cache, queue', () => {
  it('compiles once per submission, then serves the build from the cache', T, async () => {
    const source = `${PROGRAMS.cpp.correct}\n// ${Date.now()}\n`;
    const before = runner.stats();
    const first = await runner.run({ language: 'cpp', source, tests: SUM_TESTS });
    expect(first.verdict).toBe('Accepted');
    expect(first.compile.cached).toBe(false);
    expect(runner.stats().compiles - before.compiles).toBe(1);
    expect(runner.stats().testsRun - before.testsRun).toBe(5);
    const second = await runner.run({ language: 'cpp', source, tests: SUM_TESTS });
    expect(second.compile).toMatchObject({ ok: true, cached: true, timeMs: 0 });
    expect(runner.stats().compiles - before.compiles).toBe(1);
    expect(runner.stats().cacheHits - before.cacheHits).toBe(1);
  });

  it('shares one compile between identical submissions in flight', T, async () => {
    const source = `${PROGRAMS.rust.correct}\n// ${Date.now()}\n`;
    const before = runner.stats().compiles;
    const all = await Promise.all(
      [1, 2, 3].map(() => runner.run({ language: 'rust', source, tests: SUM_TESTS.slice(0, 1) })),
    );
    expect(all.map((r) => r.verdict)).toEqual(['Accepted', 'Accepted', 'Accepted']);
    expect(runner.stats().compiles - before).toBe(1);
  });

  it('caches a compilation error too', T, async () => {
    const source = `int main( { ${Date.now()} }`;
    const a = await runner.run({ language: 'c', source, tests: SUM_TESTS });
    const b = await runner.run({ language: 'c', source, tests: SUM_TESTS });
    expect(a.verdict).toBe('Compilation Error');
    expect(b.compile).toMatchObject({ ok: false, cached: true, output: a.compile.output });
  });

  it('runs at most one kotlinc at a time', T, async () => {
    const sources = [1, 2].map(
      (n) => `fun main(args: Array<String>) {\n    println(${n})\n}\n// ${Date.now()}\n`,
    );
    const results = await Promise.all(
      sources.map((source, i) =>
        runner.run({
          language: 'kotlin',
          source,
          tests: [{ input: '', expectedOutput: String(i + 1) }],
        }),
      ),
    );
    expect(results.map((r) => r.verdict)).toEqual(['Accepted', 'Accepted']);
    expect(runner.stats().kotlincMaxConcurrent).toBe(1);
  });

  it('answers RUNNER_BUSY when the queue is full, and works again after', T, async () => {
    const small = testRunner(64_450, { workers: 1, queueSize: 1 });
    try {
      const held = [
        small.run({
          language: 'python3',
          source: SLEEPER,
          tests: [{ input: '', expectedOutput: 'done' }],
        }),
        small.run({
          language: 'python3',
          source: SLEEPER,
          tests: [{ input: '', expectedOutput: 'done' }],
        }),
      ];
      await expect(
        small.run({ language: 'python3', source: SLEEPER, tests: [] }),
      ).rejects.toMatchObject({
        code: 'RUNNER_BUSY',
        statusCode: 429,
        message: RUNNER_BUSY_MESSAGE,
      });
      expect((await Promise.all(held)).map((r) => r.verdict)).toEqual(['Accepted', 'Accepted']);
      const after = await small.run(correctSum());
      expect(after.verdict).toBe('Accepted');
    } finally {
      await small.close();
    }
  });

  it('lets one owner hold at most two runs at once', T, async () => {
    const test = [{ input: '', expectedOutput: 'done' }];
    const held = [1, 2].map(() =>
      runner.run({ language: 'python3', source: SLEEPER, tests: test, userId: 'user-1' }),
    );
    await expect(
      runner.run({ language: 'python3', source: SLEEPER, tests: test, userId: 'user-1' }),
    ).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      statusCode: 429,
    });
    const other = await runner.run(correctSum('user-2'));
    expect(other.verdict).toBe('Accepted');
    expect((await Promise.all(held)).map((r) => r.verdict)).toEqual(['Accepted', 'Accepted']);
    const again = await runner.run(correctSum('user-1'));
    expect(again.verdict).toBe('Accepted');
  });

  it('applies caller limits scaled by the language factor', T, async () => {
    const r = await runner.run({
      language: 'python3',
      source: SLEEPER,
      tests: [{ input: '', expectedOutput: 'done' }],
      limits: { timeMs: 400, memoryMb: 64 },
    });
    expect(r.limits).toEqual({ timeMs: 1000, memoryMb: 64 });
    expect(r.verdict).toBe('Time Limit Exceeded');
  });
});
