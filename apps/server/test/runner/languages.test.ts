/**
 * Every language, through the real sandbox: a correct solution passes a five-test problem, a wrong
 * one fails the right test, a syntax error is a Compilation Error with the compiler's message, an
 * infinite loop is a Time Limit Exceeded, a memory bomb a Memory Limit Exceeded or Runtime Error,
 * and the starter template compiles and runs.
 */
import { LANGUAGE_IDS, starterCode } from '@app/shared/languages';
import { afterAll, describe, expect, it } from 'vitest';
import { PROGRAMS, SUM_TESTS, WRONG_TEST_INDEX } from './programs';
import { describeSandbox, testRunner } from './sandbox-gate';

const runner = testRunner(64_100);
afterAll(() => runner.close());

const T = { timeout: 180_000 };

describeSandbox('runner: the ten languages', () => {
  it('reports a toolchain version for every language', T, async () => {
    const infos = await runner.toolchains();
    expect(infos.map((i) => i.language)).toEqual([...LANGUAGE_IDS]);
    for (const info of infos)
      expect(info, info.language).toMatchObject({
        available: true,
        version: expect.stringMatching(/\d+\.\d+/),
      });
  });

  for (const language of LANGUAGE_IDS) {
    const p = PROGRAMS[language];
    describe.concurrent(language, () => {
      it('accepts a correct solution on a five-test problem', T, async () => {
        const r = await runner.run({ language, source: p.correct, tests: SUM_TESTS });
        expect(r.compile.ok, r.compile.output).toBe(true);
        expect(
          r.tests.map((t) => t.verdict),
          JSON.stringify(r.tests.map((t) => t.stderr)),
        ).toEqual(Array(5).fill('Accepted'));
        expect(r.verdict).toBe('Accepted');
        expect(r.passed).toBe(5);
        expect(r.tests[0]?.stdout).toBe('3\n');
        expect(r.tests.map((t) => t.hidden)).toEqual(SUM_TESTS.map((t) => t.hidden));
        for (const t of r.tests) expect(t.memoryKb).toBeGreaterThan(0);
      });

      it('gives Wrong Answer on the test that a wrong solution fails', T, async () => {
        const r = await runner.run({ language, source: p.wrong, tests: SUM_TESTS });
        const expected = SUM_TESTS.map((_, i) =>
          i === WRONG_TEST_INDEX ? 'Wrong Answer' : 'Accepted',
        );
        expect(r.tests.map((t) => t.verdict)).toEqual(expected);
        expect(r.verdict).toBe('Wrong Answer');
        expect(r.tests[WRONG_TEST_INDEX]?.stdout.trim()).toBe('8');
      });

      it("gives Compilation Error with the compiler's message on a syntax error", T, async () => {
        const r = await runner.run({
          language,
          source: p.syntaxError,
          tests: SUM_TESTS.slice(0, 2),
        });
        expect(r.compile.ok).toBe(false);
        expect(r.compile.output).toMatch(p.syntaxMessage);
        expect(r.tests.map((t) => t.verdict)).toEqual(['Compilation Error', 'Compilation Error']);
        expect(r.verdict).toBe('Compilation Error');
      });

      it('gives Time Limit Exceeded on an infinite loop', T, async () => {
        const r = await runner.run({
          language,
          source: p.infiniteLoop,
          tests: [{ input: '', expectedOutput: '' }],
        });
        expect(r.compile.ok, r.compile.output).toBe(true);
        expect(r.tests[0]?.verdict).toBe('Time Limit Exceeded');
        expect(r.tests[0]?.timeMs).toBeGreaterThanOrEqual(r.limits.timeMs);
        expect(r.tests[0]?.timeMs).toBeLessThan(r.limits.timeMs + 2000);
      });

      it('gives Memory Limit Exceeded or Runtime Error on a memory bomb', T, async () => {
        const r = await runner.run({
          language,
          source: p.memoryBomb,
          tests: [{ input: '', expectedOutput: '' }],
          // Time enough to reach the memory limit where page faults are slow (some VMs take over
          // a second to touch 256 MB even outside the sandbox): the memory limit must end it.
          limits: { timeMs: 10_000 },
        });
        expect(r.compile.ok, r.compile.output).toBe(true);
        expect(['Memory Limit Exceeded', 'Runtime Error'], JSON.stringify(r.tests[0])).toContain(
          r.tests[0]?.verdict,
        );
      });

      it('compiles and runs the starter template', T, async () => {
        const r = await runner.run({
          language,
          source: starterCode(language),
          tests: [{ input: '1 2\n3\n', expectedOutput: '' }],
        });
        expect(r.compile.ok, r.compile.output).toBe(true);
        expect(r.tests[0]?.verdict, r.tests[0]?.stderr).toBe('Accepted');
      });
    });
  }
});
