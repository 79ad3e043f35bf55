/**
 * AI-written problems are checked by running their reference solution in the sandbox
 * (MockLanguageModelV4 stands in for the provider): tests it does not reproduce are dropped, and a
 * problem left with fewer than 3 tests is regenerated.
 */
import { MockLanguageModelV4 } from 'ai/test';
import { afterAll, expect, it } from 'vitest';
import { createAiClient } from '../../src/modules/generation/ai-client';
import { createAiGenerator } from '../../src/modules/generation/ai-generation';
import { describeSandbox, testRunner } from '../runner/sandbox-gate';
import { modelReply } from '../helpers/model-reply';

const runner = testRunner(64_900);
afterAll(() => runner.close());

const sumProblem = (tests: Array<[string, string]>) => ({
  title: 'Sum of **two** numbers',
  description: 'Read two integers and print their sum.',
  examples: [{ input: '1 2\n', output: '3', explanation: '1 + 2 = 3' }],
  constraints: ['-1000 <= a, b <= 1000'],
  testCases: tests.map(([input, expectedOutput]) => ({ input, expectedOutput })),
  referenceSolution: 'a, b = map(int, input().split())\nprint(a + b)\n',
});

/** The coding problem the generator makes from the model's replies, checked in the sandbox. */
async function generatedProblem(model: MockLanguageModelV4) {
  const gen = createAiGenerator(createAiClient(model, 5000), runner);
  const [q] = await gen.questions('coding', 'arithmetic', 'easy');
  if (q?.payload.kind !== 'coding') throw new Error('expected a coding problem');
  return q.payload.problem;
}

describeSandbox('AI problems checked in the sandbox (MockLanguageModelV4)', () => {
  it('drops the tests whose expected output the reference does not reproduce', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: modelReply(
        sumProblem([
          ['1 2\n', '3'],
          ['5 5\n', '10'],
          ['2 2\n', '5'],
          ['-1 1\n', '0'],
          ['7 8\n', '15'],
        ]),
      ),
    });
    const problem = await generatedProblem(model);
    expect(problem.testCases.map((t) => t.input)).toEqual(['1 2\n', '5 5\n', '-1 1\n', '7 8\n']);
    expect(problem.testCases.map((t) => t.hidden)).toEqual([false, false, true, true]);
    expect(problem.title).toBe('Sum of two numbers');
  });

  it('regenerates a problem left with fewer than 3 verified tests', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: [
        modelReply(
          sumProblem([
            ['1 2\n', '4'],
            ['5 5\n', '11'],
            ['2 2\n', '4'],
          ]),
        ),
        modelReply(
          sumProblem([
            ['1 2\n', '3'],
            ['5 5\n', '10'],
            ['2 2\n', '4'],
          ]),
        ),
      ],
    });
    const problem = await generatedProblem(model);
    expect(problem.testCases).toHaveLength(3);
    expect(model.doGenerateCalls).toHaveLength(2);
  });

  it('gives up (so the bank can serve) when the regenerated problem still does not verify', async () => {
    const bad = modelReply(
      sumProblem([
        ['1 2\n', '4'],
        ['5 5\n', '11'],
        ['2 2\n', '5'],
      ]),
    );
    const model = new MockLanguageModelV4({ doGenerate: [bad, bad] });
    const gen = createAiGenerator(createAiClient(model, 5000), runner);
    await expect(gen.questions('coding', 'arithmetic', 'easy')).rejects.toThrow(
      /Failed to generate coding problem/,
    );
  });

  it('a debug problem whose buggy code passes every test is not accepted', async () => {
    const same = 'a, b = map(int, input().split())\nprint(a + b)\n';
    const debug = (buggy: string) =>
      modelReply({
        title: 'Fix the sum',
        description: 'Print the sum of two integers.',
        language: 'python3',
        buggyCode: buggy,
        fixedCode: same,
        expectedBehavior: 'Prints a + b.',
        hints: ['Look at the operator.', 'Check the output.'],
        testCases: [
          { input: '1 2\n', expectedOutput: '3' },
          { input: '5 5\n', expectedOutput: '10' },
          { input: '-1 1\n', expectedOutput: '0' },
        ],
      });
    const model = new MockLanguageModelV4({
      doGenerate: [debug(same), debug('a, b = map(int, input().split())\nprint(a - b)\n')],
    });
    const gen = createAiGenerator(createAiClient(model, 5000), runner);
    const [q] = await gen.questions('debug', 'arithmetic', 'easy');
    if (q?.payload.kind !== 'debug') throw new Error('expected a debug problem');
    expect(q.payload.problem.buggyCode).toContain('a - b');
    expect(q.payload.problem.bugs).toEqual([]);
  });
});
