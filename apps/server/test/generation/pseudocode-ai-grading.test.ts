/**
 * AI grading of pseudocode (MockLanguageModelV4 stands in for the provider): the model sees the
 * rubric as context (its known wrong steps too), and the offline verdict guards it: a keyword list or a pasted statement does
 * not pass even when the model says it does. Without an AI grade the offline rubric grader serves.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fastify } from 'fastify';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { PASS_MARK_PERCENT } from '@app/shared/constants';
import { findBankTopic } from '../../src/modules/generation/bank.generator';
import { loadConfig } from '../../src/config';
import { createAiClient } from '../../src/modules/generation/ai-client';
import { createAiGenerator } from '../../src/modules/generation/ai-generation';
import {
  createAiGeneration,
  createBankGeneration,
} from '../../src/modules/generation/generation.service';
import type { CodeRunner } from '../../src/modules/grading/code-runner';
import { modelReply } from '../helpers/model-reply';

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: mkdtempSync(join(tmpdir(), 'pseudo-ai-')),
  BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
  AI_PROVIDER: 'gemini',
  GEMINI_API_KEY: 'test-key',
  LOG_LEVEL: 'silent',
});
/** Grading never runs code. */
const noRunner: CodeRunner = {
  run() {
    throw new Error('pseudocode grading must not run code');
  },
};

const generous = {
  score: 95,
  logicCorrect: true,
  edgeCasesHandled: true,
  clarityScore: 9,
  feedback: 'Excellent, complete answer.',
  strengths: ['Everything'],
  improvements: [],
};

function aiGeneration(model: MockLanguageModelV4) {
  return createAiGeneration(
    config,
    createAiGenerator(createAiClient(model, 5000), noRunner),
    fastify({ logger: false }).log,
  );
}

const problem = (() => {
  const p = findBankTopic('algorithms').topic.levels.easy.pseudocode.find(
    (x) => x.id === 'algo-pseudo-binary-search',
  );
  if (!p) throw new Error('bank problem algo-pseudo-binary-search is missing');
  return p;
})();
const keywordList = [...problem.rubric.ideas, ...problem.rubric.edgeCases]
  .map((c, i) => `${i + 1}. ${['IF', 'FOR', 'WHILE', 'RETURN'][i % 4]} ${c.accept[0]}`)
  .join('\n');
const promptText = (model: MockLanguageModelV4) =>
  JSON.stringify(model.doGenerateCalls[0]?.prompt ?? '');

describe('AI pseudocode grading with the offline guard (MockLanguageModelV4)', () => {
  it('gives the model the rubric as context and keeps its grade for a real answer', async () => {
    const model = new MockLanguageModelV4({ doGenerate: modelReply(generous) });
    const g = await aiGeneration(model).gradePseudocode(problem, problem.rubric.modelAnswer);
    expect(g?.score).toBe(95);
    expect(g?.logicCorrect).toBe(true);
    for (const idea of problem.rubric.ideas) expect(promptText(model)).toContain(idea.idea);
    expect(problem.rubric.pitfalls?.length).toBeGreaterThan(0);
    for (const pitfall of problem.rubric.pitfalls ?? [])
      expect(promptText(model)).toContain(JSON.stringify(pitfall.mistake).slice(1, -1));
    expect(promptText(model)).not.toContain(problem.rubric.modelAnswer.slice(0, 40));
  });

  it("names the rubric's other correct approaches and their key steps, never their model answers", async () => {
    const bst = findBankTopic('data-structures').topic.levels.medium.pseudocode.find(
      (x) => x.id === 'ds-pseudo-validate-bst',
    );
    const other = bst?.rubric.approaches?.[0];
    if (!bst || !other) throw new Error('ds-pseudo-validate-bst has no other approach');
    const model = new MockLanguageModelV4({ doGenerate: modelReply(generous) });
    const answer = `prev = none
walk(n): if n is null -> true
  if walk(n.left) fails -> false
  if prev is not none and n.key <= prev -> false
  prev = n.key; return walk(n.right)`;
    const g = await aiGeneration(model).gradePseudocode(bst, answer);
    expect(g?.score).toBe(95);
    expect(promptText(model)).toContain(other.approach);
    for (const idea of other.ideas) expect(promptText(model)).toContain(idea.idea);
    expect(promptText(model)).not.toContain(other.modelAnswer.slice(0, 40));
  });

  it.each([
    ['a list of rubric words after IF / FOR / WHILE / RETURN', keywordList],
    ['the statement pasted back', [problem.description, ...problem.requirements].join('\n')],
  ])('does not let the model pass %s', async (_what, answer) => {
    const model = new MockLanguageModelV4({ doGenerate: modelReply(generous) });
    const g = await aiGeneration(model).gradePseudocode(problem, answer);
    expect(model.doGenerateCalls).toHaveLength(1);
    expect(g?.score).toBeLessThan(30);
    expect(g?.score).toBeLessThan(PASS_MARK_PERCENT);
    expect(g?.logicCorrect).toBe(false);
    expect(g?.feedback).not.toBe(generous.feedback);
  });

  it('does not let the model pass the model answer with its bounds swapped (a rubric pitfall)', async () => {
    const swapped = problem.rubric.modelAnswer
      .replace('THEN set low = mid + 1', 'THEN set high = mid - 1')
      .replace('ELSE set high = mid - 1', 'ELSE set low = mid + 1');
    expect(swapped).not.toBe(problem.rubric.modelAnswer);
    const model = new MockLanguageModelV4({ doGenerate: modelReply(generous) });
    const g = await aiGeneration(model).gradePseudocode(problem, swapped);
    expect(g?.score).toBeLessThan(PASS_MARK_PERCENT);
    expect(g?.logicCorrect).toBe(false);
    expect(g?.improvements[0]).toMatch(
      /^This step is wrong: ".*arr\[mid\] < target.*high = mid - 1"/,
    );
    const offline = await createBankGeneration().gradePseudocode(problem, swapped);
    expect(offline?.score).toBeLessThan(PASS_MARK_PERCENT);
    expect(offline?.feedback).toContain('one of them does not do what the problem needs');
  });

  it('guards an AI-written problem (no rubric) with the structure check alone', async () => {
    const { rubric: _rubric, ...noRubric } = problem;
    const model = new MockLanguageModelV4({ doGenerate: modelReply(generous) });
    const g = await aiGeneration(model).gradePseudocode(
      noRubric,
      [problem.description, ...problem.requirements].join('\n'),
    );
    expect(g?.score).toBeLessThan(30);
    expect(g?.logicCorrect).toBe(false);
    expect(promptText(model)).not.toContain('Rubric:');
  });

  it('falls back to the offline rubric grade when the model fails, and to nothing without a rubric', async () => {
    const model = new MockLanguageModelV4({
      doGenerate: () => {
        throw new Error('provider down');
      },
    });
    const g = await aiGeneration(model).gradePseudocode(problem, problem.rubric.modelAnswer);
    expect(g?.score).toBeGreaterThanOrEqual(80);
    const { rubric: _rubric, ...noRubric } = problem;
    expect(
      await aiGeneration(model).gradePseudocode(noRubric, problem.rubric.modelAnswer),
    ).toBeNull();
    expect(await createBankGeneration().gradePseudocode(problem, keywordList)).toMatchObject({
      logicCorrect: false,
    });
  });
});
