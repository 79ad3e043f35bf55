/**
 * Generation through an AI provider. Every problem the AI writes is checked by running its
 * reference solution in the sandbox: only tests whose expected output it reproduces are kept,
 * and a problem left with fewer than 3 tests is regenerated (once). The AI writes feedback; it
 * never decides whether code passes.
 */
import { MCQ_QUESTION_COUNT, type Difficulty, type TestType } from '@app/shared/constants';
import type {
  CodingProblem,
  DebugProblem,
  PseudocodeRubric,
  TestCase,
} from '@app/shared/content.schemas';
import type { PseudocodeGrade } from '@app/shared/pseudocode-grader';
import type { CodeRunner } from '../grading/code-runner';
import type { AiClient } from './ai-client';
import {
  aiCodingSchema,
  aiDebugSchema,
  aiFeedbackSchema,
  aiMcqSetSchema,
  aiOverviewSchema,
  aiPseudocodeGradeSchema,
  aiPseudocodeSchema,
  type AiCoding,
  type AiDebug,
} from './ai-schemas';
import { mcqQuestion, problemQuestion } from './bank.generator';
import type { StoredQuestion } from './payload';
import { cleanProse, stripControl } from './sanitize';

const MIN_VERIFIED_TESTS = 3;
const SYSTEM =
  'You write accurate, current programming practice material for learners. Answer with JSON only, matching the schema exactly. Plain text: no markdown emphasis.';

class GenerationError extends Error {}

const clean = (list: readonly string[]) => list.map(cleanProse).filter((s) => s.length > 0);

/**
 * The rubric as grading context for the model: the key steps (with weights), other correct
 * approaches with theirs (never their model answers), the edge cases, and the known wrong steps
 * (a model reading the right words misses a flipped comparison as easily).
 */
function rubricContext(rubric: PseudocodeRubric | undefined): string {
  if (!rubric) return '';
  const ideas = rubric.ideas.map((i) => `- ${i.idea} (weight ${i.weight})`).join('\n');
  const edges = rubric.edgeCases.map((e) => `- ${e.case}`).join('\n');
  const wrong = (rubric.pitfalls ?? []).map((p) => `- ${p.mistake}`).join('\n');
  const pitfalls = wrong
    ? `\nKnown wrong steps: an answer that makes one of these mistakes gives wrong results and does not pass:\n${wrong}`
    : '';
  const others = (rubric.approaches ?? [])
    .map((a) => `- ${a.approach}: ${a.ideas.map((i) => i.idea).join('; ')}`)
    .join('\n');
  const approaches = others
    ? `\nOther correct approaches, graded on their own key steps instead:\n${others}`
    : '';
  return `\nRubric: the key steps an answer needs, in any wording:\n${ideas}${approaches}\nEdge cases to handle:\n${edges}${pitfalls}`;
}

/** Runs the reference program and keeps the tests whose expected output it reproduces. */
async function verifiedTests(
  runner: CodeRunner,
  language: CodingProblem['reference']['language'],
  source: string,
  tests: ReadonlyArray<{ input: string; expectedOutput: string }>,
): Promise<TestCase[]> {
  const all = tests.map((t) => ({
    input: stripControl(t.input),
    expectedOutput: stripControl(t.expectedOutput),
    hidden: false,
  }));
  const run = await runner.run({ language, source, tests: all });
  if (!run.compile.ok) return [];
  return all.filter((_, i) => run.tests[i]?.verdict === 'Accepted');
}

/** The first two verified tests are the visible examples; the rest are hidden. */
function splitVisible(
  kept: TestCase[],
  examples: AiCoding['examples'],
): { tests: TestCase[]; examples: CodingProblem['examples'] } {
  const tests = kept.map((t, i) => ({ ...t, hidden: i >= 2 }));
  const shown = tests
    .filter((t) => !t.hidden)
    .map((t) => ({
      input: t.input,
      output: t.expectedOutput,
      explanation:
        cleanProse(examples.find((e) => e.input.trim() === t.input.trim())?.explanation ?? '') ||
        'The expected output for this input.',
    }));
  return { tests, examples: shown };
}

export interface AiGenerator {
  questions(type: TestType, topic: string, difficulty: Difficulty): Promise<StoredQuestion[]>;
  codeFeedback(input: {
    kind: 'coding' | 'debug';
    description: string;
    source: string;
    verdictSummary: string;
  }): Promise<string>;
  gradePseudocode(
    problem: {
      title: string;
      description: string;
      requirements: string[];
      rubric?: PseudocodeRubric;
    },
    answer: string,
  ): Promise<PseudocodeGrade>;
  overview(input: {
    courseTitle: string;
    chapterTitle: string;
    description: string;
    difficulty: string;
  }): Promise<{ whatYouWillLearn: string[]; proTip: string }>;
}

export function createAiGenerator(ai: AiClient, runner: CodeRunner): AiGenerator {
  async function coding(topic: string, difficulty: Difficulty): Promise<CodingProblem> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const p: AiCoding = await ai.object(aiCodingSchema, {
        system: SYSTEM,
        prompt: `Write one ${difficulty} coding problem about "${topic}" solved by a program that reads stdin and writes stdout. Give 2 examples, constraints, 8 test cases (exact expected output, edge cases included) and a complete Python 3 reference solution that reads all of stdin.`,
      });
      const kept = await verifiedTests(runner, 'python3', p.referenceSolution, p.testCases);
      if (kept.length < MIN_VERIFIED_TESTS) continue;
      const { tests, examples } = splitVisible(kept, p.examples);
      return {
        id: `ai-${Date.now().toString(36)}`,
        title: cleanProse(p.title),
        description: cleanProse(p.description),
        examples,
        constraints: clean(p.constraints).length
          ? clean(p.constraints)
          : ['Input as described above.'],
        testCases: tests,
        reference: { language: 'python3', source: p.referenceSolution },
      };
    }
    throw new GenerationError('Failed to generate coding problem');
  }

  async function debug(topic: string, difficulty: Difficulty): Promise<DebugProblem> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const p: AiDebug = await ai.object(aiDebugSchema, {
        system: SYSTEM,
        prompt: `Write one ${difficulty} debugging exercise about "${topic}": a complete program that reads stdin and writes stdout with 1 to 3 realistic bugs (not syntax errors), the same program fixed, the expected behaviour, 2 to 4 hints that do not give the answer away, and 8 test cases with exact expected output. Pick any of: javascript, python3, java, c, cpp, csharp, go, rust, kotlin.`,
      });
      const kept = await verifiedTests(runner, p.language, p.fixedCode, p.testCases);
      if (kept.length < MIN_VERIFIED_TESTS) continue;
      const buggy = await runner.run({ language: p.language, source: p.buggyCode, tests: kept });
      if (buggy.compile.ok && buggy.tests.every((t) => t.verdict === 'Accepted')) continue; // the "bug" changes nothing
      const hints = clean(p.hints).slice(0, 4);
      return {
        id: `ai-${Date.now().toString(36)}`,
        title: cleanProse(p.title),
        description: cleanProse(p.description),
        language: p.language,
        buggyCode: stripControl(p.buggyCode),
        fixedCode: p.fixedCode,
        expectedBehavior: cleanProse(p.expectedBehavior),
        hints:
          hints.length >= 2
            ? hints
            : [
                ...hints,
                'Run the visible tests by hand and compare each step with the expected output.',
              ].slice(0, 4),
        testCases: kept.map((t, i) => ({ ...t, hidden: i >= 2 })),
        bugs: [],
      };
    }
    throw new GenerationError('Failed to generate debug problem');
  }

  return {
    async questions(type, topic, difficulty) {
      if (type === 'mcq') {
        const set = await ai.object(aiMcqSetSchema, {
          system: SYSTEM,
          prompt: `Write ${MCQ_QUESTION_COUNT} ${difficulty} multiple-choice questions about "${topic}". Each has options A-D, exactly one correct letter, and a one-sentence explanation.`,
        });
        const qs = set.questions.slice(0, MCQ_QUESTION_COUNT).map((q) =>
          mcqQuestion({
            question: cleanProse(q.question),
            options: {
              A: cleanProse(q.options.A),
              B: cleanProse(q.options.B),
              C: cleanProse(q.options.C),
              D: cleanProse(q.options.D),
            },
            correct: q.correct_answer,
            explanation: cleanProse(q.explanation) || 'See the course material.',
          }),
        );
        if (qs.length < MCQ_QUESTION_COUNT)
          throw new GenerationError('Failed to generate questions');
        return qs;
      }
      if (type === 'coding')
        return [problemQuestion({ kind: 'coding', problem: await coding(topic, difficulty) })];
      if (type === 'debug')
        return [problemQuestion({ kind: 'debug', problem: await debug(topic, difficulty) })];
      const p = await ai.object(aiPseudocodeSchema, {
        system: SYSTEM,
        prompt: `Write one ${difficulty} pseudocode exercise about "${topic}": a description, numbered requirements, 1-2 examples (scenario and expected approach) and evaluation criteria.`,
      });
      const problem = {
        id: `ai-${Date.now().toString(36)}`,
        title: cleanProse(p.title),
        description: cleanProse(p.description),
        requirements: clean(p.requirements),
        examples: p.examples.map((e) => ({
          scenario: cleanProse(e.scenario),
          expectedApproach: cleanProse(e.expectedApproach),
        })),
        evaluationCriteria: clean(p.evaluationCriteria),
      };
      if (
        problem.requirements.length < 2 ||
        problem.examples.length < 1 ||
        problem.evaluationCriteria.length < 2
      )
        throw new GenerationError('Failed to generate pseudocode problem');
      return [problemQuestion({ kind: 'pseudocode', problem })];
    },

    async codeFeedback(input) {
      const r = await ai.object(aiFeedbackSchema, {
        system: SYSTEM,
        prompt: `A learner submitted code for this ${input.kind} problem. The test results (authoritative, do not contradict them): ${input.verdictSummary}\n\nProblem: ${input.description}\n\nCode:\n${input.source.slice(0, 8000)}\n\nWrite helpful feedback of at most 200 words: what works, what to fix next.`,
      });
      return stripControl(cleanProse(r.feedback)).split(/\s+/).slice(0, 220).join(' ');
    },

    async gradePseudocode(problem, answer) {
      const g = await ai.object(aiPseudocodeGradeSchema, {
        system: SYSTEM,
        prompt: `Grade this pseudocode answer from 0 to 100 for the problem below. Grade the logic, not the words: a blank, off-topic, copied-description answer or a list of keywords scores under 30.\nProblem: ${problem.title}: ${problem.description}\nRequirements: ${problem.requirements.join('; ')}${rubricContext(problem.rubric)}\n\nAnswer:\n${answer.slice(0, 8000)}`,
      });
      const score = Number.isFinite(g.score) ? Math.max(0, Math.min(100, Math.round(g.score))) : 50;
      return {
        score,
        logicCorrect: g.logicCorrect === true,
        edgeCasesHandled: g.edgeCasesHandled === true,
        clarityScore: Number.isFinite(g.clarityScore)
          ? Math.max(0, Math.min(10, Math.round(g.clarityScore)))
          : 5,
        feedback: stripControl(cleanProse(g.feedback)),
        strengths: clean(g.strengths),
        improvements: clean(g.improvements),
      };
    },

    async overview(input) {
      const o = await ai.object(aiOverviewSchema, {
        system: SYSTEM,
        prompt: `Chapter overview for "${input.chapterTitle}" (${input.difficulty}) of the course "${input.courseTitle}": ${input.description}. Give 5 to 7 short lines of theory only (what the learner will learn) and one practical pro tip.`,
      });
      const lines = clean(o.overview).slice(0, 7);
      if (lines.length < 5) throw new GenerationError('Failed to generate overview');
      return { whatYouWillLearn: lines, proTip: cleanProse(o.proTip) };
    },
  };
}
