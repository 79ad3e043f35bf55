/**
 * Generation: the bank by default; an AI provider when configured, with the bank as fallback
 * (AI_FALLBACK=bank) and a notice on the page. Providers live in ./ai-*.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Difficulty, TestType } from '@app/shared/constants';
import type { PseudocodeProblem } from '@app/shared/content.schemas';
import type { PseudocodeGrade } from '@app/shared/pseudocode-grader';
import type { AppConfig } from '../../config';
import type { CodeRunner } from '../tests/code-runner';
import { generateFromBank } from './bank.generator';
import type { GeneratedTest } from './payload';

export interface CreateTestInput {
  type: TestType;
  topic: string;
  difficulty: Difficulty;
  /** Question texts the learner saw recently, to vary retakes. */
  seen: ReadonlySet<string>;
}

export interface CodeFeedbackInput {
  kind: 'coding' | 'debug';
  description: string;
  source: string;
  verdictSummary: string;
}

export interface Generation {
  readonly provider: AppConfig['aiProvider'];
  createTest(input: CreateTestInput): Promise<GeneratedTest>;
  /** AI-written feedback on graded code; null without AI or when it fails. */
  codeFeedback(input: CodeFeedbackInput): Promise<string | null>;
  /** AI grading of pseudocode without a rubric; null without AI or when it fails. */
  gradePseudocode(problem: Omit<PseudocodeProblem, 'rubric'>, answer: string): Promise<PseudocodeGrade | null>;
}

export function createBankGeneration(): Generation {
  return {
    provider: 'bank',
    async createTest(input) {
      return generateFromBank(input);
    },
    async codeFeedback() {
      return null;
    },
    async gradePseudocode() {
      return null;
    },
  };
}

export function createGeneration(config: AppConfig, _runner: CodeRunner, _log: FastifyBaseLogger): Generation {
  if (config.aiProvider === 'bank') return createBankGeneration();
  // AI providers: see ai-generation.ts (added with the AI issue work).
  return createBankGeneration();
}
