/**
 * Generation: the bank by default; an AI provider when configured, with the bank as fallback
 * (AI_FALLBACK=bank) and a notice on the page. Providers live in ./ai-*.ts.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { TestType } from '@app/shared/constants';
import {
  LANGUAGE_LABELS,
  languageNamedIn,
  namesOnlyALanguage,
  type LanguageId,
} from '@app/shared/languages';
import {
  gradePseudocode as gradeWithRubric,
  type PseudocodeGrade,
} from '@app/shared/pseudocode-grader';
import { guardAiGrade, type GradedProblem } from '@app/shared/pseudocode-guard';
import type { AppConfig } from '../../config';
import type { CodeRunner } from '../grading/code-runner';
import type { LanguageModel } from 'ai';
import { createAiClient, createModel } from './ai-client';
import { createAiGenerator, type AiGenerator } from './ai-generation';
import { generateFromBank, generateInLanguage } from './bank.generator';
import { generatePractice, shownTopic, type PracticeRequest } from './practice-topic';
import type { GeneratedTest } from './payload';

/** The bank's drawing rules, for other modules (course levels draw their questions with them). */
export {
  ANY_TOPIC_KEY,
  drawMcqs,
  drawPreferringUnseen,
  findBankTopic,
  shuffleOptions,
} from './bank.generator';

interface CreateTestInput extends PracticeRequest {
  type: TestType;
}

interface CodeFeedbackInput {
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
  /**
   * Pseudocode grading: with AI, the model grades with the rubric (when there is one) as context and
   * the offline verdict guards it (a non-answer cannot pass); without AI, or when it fails, the
   * offline rubric grader; null when there is neither an AI grade nor a rubric.
   */
  gradePseudocode(problem: GradedProblem, answer: string): Promise<PseudocodeGrade | null>;
  /** An AI-written chapter overview; null without AI or when it fails (the stored one serves). */
  chapterOverview(
    input: OverviewInput,
  ): Promise<{ whatYouWillLearn: string[]; proTip: string } | null>;
}

interface OverviewInput {
  courseTitle: string;
  chapterTitle: string;
  description: string;
  difficulty: string;
}

export const BANK_FALLBACK_NOTICE =
  'The AI provider could not generate this test, so it comes from the built-in question bank.';

/**
 * A test on a topic that names a language (decision 043): a coding or pseudocode problem of any
 * bank topic, or a debug problem in the language. `alone`: the topic is only the language;
 * `fallback`: a debug test, and nothing in the pool is on the rest of the topic. Null when the
 * bank has no such problem.
 */
function testInLanguage(
  input: CreateTestInput,
  language: LanguageId,
  why: 'alone' | 'fallback',
): GeneratedTest | null {
  const type = input.type;
  if (type === 'mcq') return null;
  const test = generateInLanguage({ ...input, type, language });
  if (!test) return null;
  const label = LANGUAGE_LABELS[language];
  const from = test.bankTopic?.name ?? 'the bank';
  const typed = shownTopic(input.topic);
  const notice =
    why === 'fallback'
      ? `We have no debug problem on ${typed} offline; this one is in ${label}, from ${from}.`
      : {
          coding: `Every coding problem here can be solved in ${label}: this one comes from ${from}.`,
          debug: `This ${label} debug problem comes from ${from}.`,
          pseudocode: `Pseudocode reads the same whatever the language: this problem comes from ${from}.`,
        }[type];
  return { ...test, servedTopic: label, notice };
}

export function createBankGeneration(): Generation {
  return {
    provider: 'bank',
    async createTest(input) {
      const language = input.type === 'mcq' ? undefined : languageNamedIn(input.topic);
      // 'Java' alone names no subject: searching statements for the word finds 'go left' for Go.
      const alone = language && namesOnlyALanguage(input.topic);
      const inLanguage = alone ? testInLanguage(input, language, 'alone') : null;
      if (inLanguage) return inLanguage;
      const practice = generatePractice({ ...input, language });
      if (practice) return practice;
      const bank = generateFromBank(input);
      if (!bank.bankTopic || bank.bankTopic.exact) return bank;
      // A debug test on 'Go Concurrency' with none on it offline: a Go one rather than any. Coding
      // stays on the bank topic (it opens in the language), and so does pseudocode, written alike
      // in every language.
      const fallback =
        language && input.type === 'debug' ? testInLanguage(input, language, 'fallback') : null;
      if (fallback) return fallback;
      // A test on a topic nothing in the pool is about is titled with the bank topic that serves it.
      const typed = shownTopic(input.topic);
      const what = input.type === 'mcq' ? 'questions' : `${input.type} problem`;
      const opens =
        language && input.type === 'coding' ? ` It opens in ${LANGUAGE_LABELS[language]}.` : '';
      const notice = `We have no ${what} on ${typed} offline; this test is on ${bank.bankTopic.name} instead.${opens}`;
      return { ...bank, servedTopic: bank.bankTopic.name, notice: bank.notice ?? notice };
    },
    async codeFeedback() {
      return null;
    },
    async gradePseudocode(problem, answer) {
      return problem.rubric
        ? gradeWithRubric({ ...problem, rubric: problem.rubric }, answer)
        : null;
    },
    async chapterOverview() {
      return null;
    },
  };
}

/** AI generation with the bank behind it: failures fall back (AI_FALLBACK=bank) with a notice. */
export function createAiGeneration(
  config: AppConfig,
  ai: AiGenerator,
  log: FastifyBaseLogger,
): Generation {
  const bank = createBankGeneration();
  const soft = async <T>(what: string, f: () => Promise<T>): Promise<T | null> => {
    try {
      return await f();
    } catch (err) {
      log.warn({ err: String(err) }, `AI ${what} failed`);
      return null;
    }
  };
  return {
    provider: config.aiProvider,
    async createTest(input) {
      try {
        const questions = await ai.questions(input.type, input.topic, input.difficulty);
        return { source: config.aiProvider, notice: null, bankTopic: null, questions };
      } catch (err) {
        log.warn({ err: String(err), type: input.type }, 'AI generation failed');
        if (config.AI_FALLBACK !== 'bank') throw err;
        const fromBank = await bank.createTest(input);
        return { ...fromBank, notice: BANK_FALLBACK_NOTICE };
      }
    },
    codeFeedback: (input) => soft('feedback', () => ai.codeFeedback(input)),
    async gradePseudocode(problem, answer) {
      const graded = await soft('pseudocode grading', () => ai.gradePseudocode(problem, answer));
      return graded ? guardAiGrade(problem, answer, graded) : bank.gradePseudocode(problem, answer);
    },
    chapterOverview: (input) => soft('overview', () => ai.overview(input)),
  };
}

export function createGeneration(
  config: AppConfig,
  runner: CodeRunner,
  log: FastifyBaseLogger,
  model?: LanguageModel,
): Generation {
  if (config.aiProvider === 'bank' && !model) return createBankGeneration();
  const client = createAiClient(model ?? createModel(config), config.AI_TIMEOUT_MS);
  return createAiGeneration(config, createAiGenerator(client, runner), log);
}
