/**
 * The graded pseudocode corpus: for 30 bank problems across all 18 topics, hand-written correct
 * answers in different styles and partial answers that each leave out one named edge case or
 * idea (written from the problem statements alone, before the rubrics were read), plus generated
 * adversarial answers. packages/content/test/pseudocode-corpus.test.ts holds the grader to its
 * targets on it; scripts/pseudocode-corpus-report.ts prints the figures.
 */
import type { PseudocodeProblem } from '@app/shared/content.schemas';
import { adversarialAnswers, EMPTYISH_ANSWERS } from '../pseudocode-adversarial';
import { advancedAlgorithmsCorpus } from './advanced-algorithms';
import { algorithmsCorpus } from './algorithms';
import { cloudCorpus } from './cloud-computing';
import { dataStructuresCorpus } from './data-structures';
import { devopsCorpus } from './devops-cicd';
import { generalProgrammingCorpus } from './general-programming';
import { gitCorpus } from './git';
import { htmlCssCorpus } from './html-css';
import { javascriptCorpus } from './javascript-fundamentals';
import { machineLearningCorpus } from './machine-learning';
import { microservicesCorpus } from './microservices';
import { nodeCorpus } from './nodejs-express';
import { oopCorpus } from './oop';
import { pythonCorpus } from './python-basics';
import { reactCorpus } from './react';
import { restCorpus } from './rest-apis';
import { sqlCorpus } from './sql';
import { systemDesignCorpus } from './system-design';
import type { CorpusAnswer, CorpusEntry, CorpusKind } from './types';

export type { CorpusAnswer, CorpusEntry, CorpusKind } from './types';
export { corpusEntrySchema } from './schema';

export const PSEUDOCODE_CORPUS: readonly CorpusEntry[] = [
  ...htmlCssCorpus,
  ...javascriptCorpus,
  ...pythonCorpus,
  ...gitCorpus,
  ...sqlCorpus,
  ...reactCorpus,
  ...nodeCorpus,
  ...restCorpus,
  ...dataStructuresCorpus,
  ...algorithmsCorpus,
  ...oopCorpus,
  ...systemDesignCorpus,
  ...microservicesCorpus,
  ...advancedAlgorithmsCorpus,
  ...machineLearningCorpus,
  ...cloudCorpus,
  ...devopsCorpus,
  ...generalProgrammingCorpus,
];

export interface CorpusCase extends CorpusAnswer {
  readonly problem: PseudocodeProblem;
  readonly topic: string;
}

export interface CorpusProblem {
  readonly topic: string;
  readonly problem: PseudocodeProblem;
}

/** An off-topic answer: the first correct answer of the next corpus problem from another topic. */
function offTopicFor(i: number, found: readonly CorpusProblem[]): CorpusAnswer | null {
  const me = found[i];
  for (let k = 1; me && k < found.length; k++) {
    const j = (i + k) % found.length;
    const other = found[j];
    const answer = PSEUDOCODE_CORPUS[j]?.answers.find((a) => a.kind === 'correct');
    if (other && answer && other.topic !== me.topic)
      return {
        kind: 'adversarial',
        style: `off-topic: correct answer to ${other.problem.id}`,
        text: answer.text,
      };
  }
  return null;
}

/** Every graded case of the corpus: the written answers plus generated adversarial ones. */
export function corpusCases(
  lookup: (problemId: string) => CorpusProblem | undefined,
): CorpusCase[] {
  const found = PSEUDOCODE_CORPUS.map((e) => {
    const p = lookup(e.problemId);
    if (!p) throw new Error(`corpus problem ${e.problemId} is not in the bank`);
    return p;
  });
  return PSEUDOCODE_CORPUS.flatMap((entry, i) => {
    const { problem, topic } = found[i] as CorpusProblem;
    const offTopic = offTopicFor(i, found);
    const generated: CorpusAnswer[] = [
      ...adversarialAnswers(problem).map((a) => ({
        kind: 'adversarial' as CorpusKind,
        style: a.style,
        text: a.text,
      })),
      ...(offTopic ? [offTopic] : []),
      {
        kind: 'adversarial',
        style: 'empty-ish',
        text: EMPTYISH_ANSWERS[i % EMPTYISH_ANSWERS.length] ?? '',
      },
      {
        kind: 'adversarial',
        style: 'empty-ish',
        text: EMPTYISH_ANSWERS[(i + 3) % EMPTYISH_ANSWERS.length] ?? '',
      },
    ];
    return [...entry.answers, ...generated].map((a) => ({ ...a, problem, topic }));
  });
}
