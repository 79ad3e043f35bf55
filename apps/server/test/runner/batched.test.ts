/**
 * Batched runs (decision 033): a submission's tests in one box with the in-box driver. Verdicts
 * must be the per-test mode's, test by test; a test must not poison the next one; the program
 * cannot reach the driver; a box that dies leaves Internal Errors, never Accepted.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ReportParser } from '../../src/modules/runner/batch-run';
import type { RunTest } from '../../src/modules/runner/runner.types';
import { describeSandbox, testRunner } from './sandbox-gate';

const batched = testRunner(64_600);
const perTest = testRunner(64_650, { batchTests: false });
const T = { timeout: 180_000 };
afterAll(async () => {
  await Promise.all([batched.close(), perTest.close()]);
});

const test = (input: string, expectedOutput: string | null, hidden = false): RunTest => ({
  input,
  expectedOutput,
  hidden,
});

describeSandbox('runner: batched tests', () => {
  it('gives each test the verdict the per-test mode gives', T, async () => {
    // Echo n; n = 0: exit 3; n = 1: print a megabyte and more; n = 2: stderr; n = 3: SIGSEGV.
    const source = `#include <stdio.h>
#include <string.h>
#include <signal.h>
int main(void) {
  int n; if (scanf("%d", &n) != 1) return 1;
  if (n == 0) return 3;
  if (n == 1) { static char line[4096]; memset(line, 'x', sizeof line - 1); for (int i = 0; i < 400; i++) puts(line); }
  if (n == 2) fprintf(stderr, "warning: two\\n");
  if (n == 3) raise(SIGSEGV);
  printf("%d\\n", n);
  return 0;
}`;
    const tests = [
      test('5\n', '5\n'),
      test('6\n', '7\n'),
      test('0\n', '0\n'),
      test('1\n', '1\n'),
      test('2\n', '2\n', true),
      test('3\n', '3\n'),
      test('9\n', null),
    ];
    // A generous limit: printing 1.6 MB must end as Output Limit, even on a loaded machine.
    const limits = { timeMs: 10_000 };
    const [a, b] = await Promise.all([
      batched.run({ language: 'c', source, tests, limits }),
      perTest.run({ language: 'c', source, tests, limits }),
    ]);
    const shown = (r: typeof a) =>
      r.tests.map((t) => ({
        verdict: t.verdict,
        stdout: t.stdout,
        stderr: t.stderr,
        hidden: t.hidden,
      }));
    expect(a.tests.map((t) => t.verdict)).toEqual([
      'Accepted',
      'Wrong Answer',
      'Runtime Error',
      'Output Limit Exceeded',
      'Accepted',
      'Runtime Error',
      'Accepted',
    ]);
    expect(shown(a)).toEqual(shown(b));
    expect(a.verdict).toBe('Wrong Answer');
    expect(a.tests[4]?.stderr).toBe('warning: two\n');
    // How the two crashes ended, in both modes: a silent exit code, and the signal with its meaning.
    expect(a.tests[2]?.stderr).toBe('Exited with code 3.');
    expect(a.tests[5]?.stderr).toMatch(/^Killed by signal 11 \(SIGSEGV: a segmentation fault/);
  });

  it('a Time Limit Exceeded in the middle does not poison the later tests', T, async () => {
    const source = `#include <stdio.h>
int main(void) { int n; scanf("%d", &n); if (n == 2) { volatile unsigned x = 0; for (;;) x++; } printf("%d\\n", n * 10); }`;
    const r = await batched.run({
      language: 'c',
      source,
      tests: [test('1\n', '10\n'), test('2\n', '20\n'), test('3\n', '30\n'), test('4\n', '40\n')],
      limits: { timeMs: 1000 },
    });
    expect(r.tests.map((t) => t.verdict)).toEqual([
      'Accepted',
      'Time Limit Exceeded',
      'Accepted',
      'Accepted',
    ]);
    expect(r.tests[1]?.timeMs).toBeGreaterThanOrEqual(1000);
    expect(r.verdict).toBe('Time Limit Exceeded');
  });

  it.each([
    ['batched', batched],
    ['per test', perTest],
  ] as const)(
    '%s: after two time-outs in a row the hidden tests left are not run; visible ones always run',
    async (mode, runner) => {
      // Inputs 2 and up, and -1, loop. The lone time-out of hidden -1 stops nothing; visible 2, 3
      // and 4 run out of time and all run (they are visible); then the hidden 5 to 9 are left,
      // per test at once, batched at the end of the box that saw the second time-out (6 or 7).
      const source = `#include <stdio.h>
int main(void) { int n; scanf("%d", &n); if (n >= 2 || n == -1) { volatile unsigned x = 0; for (;;) x++; } printf("%d\\n", n); }`;
      const tests = [
        test('0\n', '0\n'),
        test('-1\n', '-1\n', true),
        test('1\n', '1\n', true),
        test('2\n', '2\n'),
        test('3\n', '3\n'),
        test('4\n', '4\n'),
        ...[5, 6, 7, 8, 9].map((n) => test(`${n}\n`, `${n}\n`, true)),
      ];
      const r = await runner.run({ language: 'c', source, tests, limits: { timeMs: 500 } });
      const TLE = 'Time Limit Exceeded';
      expect(r.tests.map((t) => t.verdict)).toEqual([
        'Accepted',
        TLE,
        'Accepted',
        ...Array<string>(8).fill(TLE),
      ]);
      const firstUnrun = r.tests.findIndex((t) => t.notRun === true);
      expect(mode === 'per test' ? [6] : [6, 7]).toContain(firstUnrun);
      for (const t of r.tests.slice(firstUnrun))
        expect(t).toMatchObject({ notRun: true, hidden: true, timeMs: 0 });
      for (const t of r.tests.slice(0, firstUnrun)) expect(t.notRun).toBeUndefined();
      expect(r.tests[5]?.timeMs).toBeGreaterThanOrEqual(500);
    },
    T.timeout,
  );

  it('a background process of one test is gone before the next', T, async () => {
    // Test 1 leaves a child that would write into test 2's output.
    const source = `import os, sys, time
n = int(sys.stdin.read())
if n == 1 and os.fork() == 0:
    os.setsid()
    time.sleep(1.5)
    print('late', flush=True)
    os._exit(0)
print(n)
`;
    const r = await batched.run({
      language: 'python3',
      source,
      tests: [test('1\n', '1\n'), test('2\n', '2\n'), test('3\n', '3\n')],
    });
    expect(r.tests.map((t) => [t.verdict, t.stdout])).toEqual([
      ['Accepted', '1\n'],
      ['Accepted', '2\n'],
      ['Accepted', '3\n'],
    ]);
  });

  it('/tmp and /dev/shm are empty again for every test', T, async () => {
    const source = `import os
seen = sorted(os.listdir('/tmp')) + sorted(os.listdir('/dev/shm'))
print('clean' if not seen else 'dirty ' + ' '.join(seen))
print(os.getpid())
with open('/tmp/marker', 'w') as f: f.write('x')
os.makedirs('/tmp/deep/a/b', exist_ok=True)
with open('/tmp/deep/a/b/f', 'w') as f: f.write('x')
os.chmod('/tmp/deep/a', 0)
with open('/dev/shm/m', 'w') as f: f.write('x')
`;
    const r = await batched.run({
      language: 'python3',
      source,
      tests: [test('', null), test('', null), test('', null)],
    });
    const lines = r.tests.map((t) => t.stdout.split('\n'));
    expect(lines.map((l) => l[0])).toEqual(['clean', 'clean', 'clean']);
    // One box for the three (one pid namespace: pids grow), and yet each test found /tmp empty.
    const pids = lines.map((l) => Number(l[1]));
    expect(pids[1]).toBeGreaterThan(pids[0] ?? Infinity);
    expect(pids[2]).toBeGreaterThan(pids[1] ?? Infinity);
    expect(r.verdict).toBe('Accepted');
  });

  it('the program cannot kill, stop or read the driver, nor see other inputs', T, async () => {
    const source = `import os, signal, sys
n = sys.stdin.read().strip()
out = []
for sig in (signal.SIGKILL, signal.SIGSTOP, signal.SIGTERM):
    try: os.kill(os.getppid(), sig)
    except OSError: pass
try: os.kill(-1, signal.SIGKILL)
except OSError: pass
for path in ('/proc/1/fd/0', '/proc/1/fd/1', '/proc/1/mem'):
    try:
        open(path, 'rb').read(1)
        out.append('read')
    except OSError:
        out.append('denied')
found = [name for name in os.listdir('/proc/self/fd')]
print(n, os.getppid(), ' '.join(out), len(found))
`;
    const r = await batched.run({
      language: 'python3',
      source,
      tests: ['a', 'b', 'c'].map((n) => test(`${n}\n`, `${n} 1 denied denied denied 4\n`)),
    });
    // Still judged test by test after every attempt: the driver (pid 1) was untouched.
    expect(r.tests.map((t) => [t.verdict, t.stdout])).toEqual([
      ['Accepted', 'a 1 denied denied denied 4\n'],
      ['Accepted', 'b 1 denied denied denied 4\n'],
      ['Accepted', 'c 1 denied denied denied 4\n'],
    ]);
  });

  it('measures memory per test: one test over the limit, the next one under it', T, async () => {
    const source = `#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  int mb; scanf("%d", &mb);
  char *p = malloc((size_t)mb << 20); if (!p) return 3;
  memset(p, 1, (size_t)mb << 20);
  printf("%d\\n", p[mb] + mb);
}`;
    const r = await batched.run({
      language: 'c',
      source,
      tests: [test('8\n', '9\n'), test('100\n', '101\n'), test('8\n', '9\n')],
      limits: { timeMs: 8000, memoryMb: 64 },
    });
    expect(r.tests.map((t) => t.verdict)).toEqual([
      'Accepted',
      'Memory Limit Exceeded',
      'Accepted',
    ]);
    expect(r.tests[1]?.memoryKb).toBeGreaterThan(64 * 1024);
    expect(r.tests[2]?.memoryKb).toBeLessThan(64 * 1024);
  });

  it('a box stopped mid-run leaves Internal Errors, never Accepted', T, async () => {
    const runner = testRunner(64_680);
    const source = `import sys, time
n = int(sys.stdin.read())
if n > 1: time.sleep(60)
print(n)
`;
    // Compile first, so that the run below starts its tests at once.
    await runner.run({ language: 'python3', source, tests: [test('1\n', '1\n')] });
    const run = runner.run({
      language: 'python3',
      source,
      tests: [test('1\n', '1\n'), test('2\n', '2\n'), test('3\n', '3\n')],
      limits: { timeMs: 15_000 },
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await runner.close();
    const r = await run;
    expect(r.tests.slice(1).map((t) => t.verdict)).toEqual(['Internal Error', 'Internal Error']);
    expect(['Accepted', 'Internal Error']).toContain(r.tests[0]?.verdict);
    expect(r.verdict).not.toBe('Accepted');
  });
});

describe('runner: the batch report', () => {
  const frame = (...parts: string[]) => Buffer.from(parts.join(''), 'latin1');
  const R = 'R exit=0 signal=0 timeout=0 ole=0 wall_ms=3 cpu_ms=1 maxrss_kb=900\n';

  it('keeps only whole tests when the report stops mid-test', () => {
    const p = new ReportParser(1024);
    p.push(frame('O 3\n', 'ok\n', R, 'O 4\n', 'half'));
    expect(p.report.tests.map((t) => t.stdout.toString())).toEqual(['ok\n']);
    expect(p.report.end).toBeNull();
  });

  it('parses chunks split anywhere, and the end', () => {
    const p = new ReportParser(1024);
    const data = frame(
      'O 3\n',
      'ab\n',
      'E 2\n',
      'e\n',
      R,
      'O 1\n',
      'x',
      R.replace('exit=0', 'exit=3'),
      'D\n',
    );
    for (let i = 0; i < data.length; i += 2) p.push(data.subarray(i, i + 2));
    expect(
      p.report.tests.map((t) => [t.stdout.toString(), t.stderr.toString(), t.exitCode]),
    ).toEqual([
      ['ab\n', 'e\n', 0],
      ['x', '', 3],
    ]);
    expect(p.report.end).toBe('done');
    expect(p.report.error).toBeUndefined();
  });

  it('refuses a report over the output cap or out of protocol', () => {
    const over = new ReportParser(4);
    over.push(frame('O 5\n', '12345', R));
    expect(over.report.error).toMatch(/cap/);
    expect(over.report.tests).toEqual([]);
    const junk = new ReportParser(1024);
    junk.push(frame('R exit=0 forged\n'));
    expect(junk.report.error).toMatch(/unexpected/);
  });
});
