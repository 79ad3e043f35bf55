/**
 * The format of everything in packages/content: the course catalogue, lessons, and the practice
 * bank. The same problem format serves course coding levels and practice coding tests.
 */
import { z } from 'zod';
import { DIFFICULTIES } from './constants';
import { LANGUAGE_IDS } from './languages';

const text = z.string().trim().min(1);

export const optionLetterSchema = z.enum(['A', 'B', 'C', 'D']);
export type OptionLetter = z.infer<typeof optionLetterSchema>;
export const OPTION_LETTERS = optionLetterSchema.options;

/** A multiple-choice question with four options and exactly one correct letter. */
export const mcqSchema = z
  .object({
    question: text,
    options: z.object({ A: text, B: text, C: text, D: text }).strict(),
    correct: optionLetterSchema,
    explanation: text,
  })
  .strict();
export type Mcq = z.infer<typeof mcqSchema>;

/** A stdin/stdout test case. Visible ones are shown to learners as examples. */
export const testCaseSchema = z
  .object({
    input: z.string(),
    expectedOutput: z.string(),
    hidden: z.boolean(),
  })
  .strict();
export type TestCase = z.infer<typeof testCaseSchema>;

export const languageIdSchema = z.enum(LANGUAGE_IDS);

export const sourceSchema = z.object({ language: languageIdSchema, source: text }).strict();

/** A known wrong or too-slow solution: CI checks that it fails with the given verdict kind. */
export const wrongSolutionSchema = z
  .object({
    name: z.string().regex(/^[a-z0-9-]+$/),
    language: languageIdSchema,
    source: text,
    /** WA: fails some test with Wrong Answer; TLE: with Time Limit Exceeded; any: any failure. */
    mustFail: z.enum(['WA', 'TLE', 'any']),
    why: text,
  })
  .strict();
export type WrongSolution = z.infer<typeof wrongSolutionSchema>;

/**
 * How a problem's large hidden tests are made, the way Polygon prepares a problem (docs/runner.md,
 * "Generated tests"): `generator` (python3) reads one line of arguments on stdin and prints one
 * test input, deterministic for its arguments; `validator` (python3) exits non-zero on an input
 * outside the constraints. The reference gives the expected outputs and its measured time sets the
 * time limit. Generated tests are hidden, built on first need and cached by content hash.
 */
export const judgeSpecSchema = z
  .object({
    generator: text,
    /** args: the generator's stdin line; label: the size shown in verdicts ("n = 100,000"). */
    tests: z.array(z.object({ args: text, label: text }).strict()).min(2),
    validator: text,
    /** Shown when a large test exceeds the time limit, e.g. "O(n)". */
    intendedComplexity: text.optional(),
    wrongSolutions: z.array(wrongSolutionSchema),
  })
  .strict();
export type JudgeSpec = z.infer<typeof judgeSpecSchema>;

/** A coding problem: read stdin, print stdout. Starter code comes from the language templates. */
export const codingProblemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    description: text,
    examples: z
      .array(z.object({ input: z.string(), output: z.string(), explanation: text }).strict())
      .min(1),
    constraints: z.array(text).min(1),
    testCases: z.array(testCaseSchema).min(6),
    reference: sourceSchema,
    /** Generated tests, validator and wrong solutions; optional until every problem has them. */
    judge: judgeSpecSchema.optional(),
  })
  .strict();
export type CodingProblem = z.infer<typeof codingProblemSchema>;

/** A debug problem: buggy code in one language, its fix, and which tests expose each bug. */
export const debugProblemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    description: text,
    language: languageIdSchema,
    buggyCode: text,
    fixedCode: text,
    expectedBehavior: text,
    hints: z.array(text).min(2).max(4),
    testCases: z.array(testCaseSchema).min(4),
    /** testIndexes: indexes into testCases that fail while this bug is present. */
    bugs: z
      .array(
        z
          .object({ description: text, testIndexes: z.array(z.number().int().min(0)).min(1) })
          .strict(),
      )
      .min(1),
  })
  .strict();
export type DebugProblem = z.infer<typeof debugProblemSchema>;

/**
 * An accepted wording: keywords separated by spaces. It matches an answer when every keyword
 * starts a word (or its stem, a built-in synonym, an operator such as <=) of one step of the
 * answer, or of a step and the next, and that step does something (a verb, an operator, a
 * condition): 'sort ascending' matches 'Sort the list in ascending order' and 'order rows by name, A to Z'.
 */
const wordingsSchema = z.array(text).min(1);

/** The key steps of one algorithm, each with its weight and accepted wordings. */
const rubricIdeasSchema = z
  .array(
    z
      .object({ idea: text, weight: z.number().positive().max(10), accept: wordingsSchema })
      .strict(),
  )
  .min(2);

export const pseudocodeRubricSchema = z
  .object({
    ideas: rubricIdeasSchema,
    edgeCases: z.array(z.object({ case: text, accept: wordingsSchema }).strict()).min(1),
    /**
     * Problem-specific synonym sets: words or phrases that mean the same here. A wording that
     * contains one member also accepts each other member in its place: with ['order by', 'sort'],
     * 'sort name' also accepts 'order by name'. General synonyms (sort/order, at most/<=) are built in.
     */
    synonyms: z.array(z.array(text).min(2)).optional(),
    /**
     * Wrong steps in the right words: a flipped comparison, the wrong bound moved, a delete before
     * the copy. A pattern's keywords must occur in its order within one clause of one step (see
     * pseudocode-pitfalls); an answer that falls into one does not pass and is told the mistake.
     */
    pitfalls: z.array(z.object({ mistake: text, patterns: wordingsSchema }).strict()).optional(),
    /** A full-marks answer; the validator checks it grades at 80 or more. */
    modelAnswer: text,
    /**
     * Other correct algorithms (an in-order walk instead of passing bounds down; cyclic
     * replacements instead of three reversals), each with its own key steps and model answer. An
     * answer is graded on the key steps of the algorithm it follows best; edge cases, synonyms and
     * pitfalls are shared, so a pitfall must not fall on a step of any of them.
     */
    approaches: z
      .array(z.object({ approach: text, ideas: rubricIdeasSchema, modelAnswer: text }).strict())
      .optional(),
  })
  .strict();
export type PseudocodeRubric = z.infer<typeof pseudocodeRubricSchema>;

export const pseudocodeProblemSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    title: text,
    description: text,
    requirements: z.array(text).min(2),
    examples: z.array(z.object({ scenario: text, expectedApproach: text }).strict()).min(1),
    evaluationCriteria: z.array(text).min(2),
    rubric: pseudocodeRubricSchema,
  })
  .strict();
export type PseudocodeProblem = z.infer<typeof pseudocodeProblemSchema>;

export const difficultySchema = z.enum(DIFFICULTIES);

/** One practice-bank topic: for each difficulty, MCQs and problems of every type. */
const bankLevelSchema = z
  .object({
    mcq: z.array(mcqSchema).min(12),
    coding: z.array(codingProblemSchema).min(2),
    debug: z.array(debugProblemSchema).min(2),
    pseudocode: z.array(pseudocodeProblemSchema).min(2),
  })
  .strict();
export type BankLevel = z.infer<typeof bankLevelSchema>;

export const bankTopicSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    name: text,
    /** Lower-case names a learner might type: 'js', 'react hooks', 'docker'. */
    aliases: z.array(text).min(1),
    levels: z
      .object({ easy: bankLevelSchema, medium: bankLevelSchema, hard: bankLevelSchema })
      .strict(),
  })
  .strict();
export type BankTopic = z.infer<typeof bankTopicSchema>;

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const courseLevelSchema = z.enum(COURSE_LEVELS);
export type CourseLevel = z.infer<typeof courseLevelSchema>;
export const CHAPTER_DIFFICULTIES = ['Easy', 'Medium', 'Hard'] as const;
export const chapterDifficultySchema = z.enum(CHAPTER_DIFFICULTIES);
export const chapterTestTypeSchema = z.enum(['mcq', 'coding']);

export const chapterOverviewSchema = z
  .object({
    /** 'What You Will Learn': 5 to 7 lines, theory only. */
    whatYouWillLearn: z.array(text).min(5).max(7),
    proTip: text,
  })
  .strict();
export type ChapterOverview = z.infer<typeof chapterOverviewSchema>;

export const chapterContentSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+-\d+$/),
    order: z.number().int().min(1),
    title: text,
    description: text,
    difficulty: chapterDifficultySchema,
    testType: chapterTestTypeSchema,
    objectives: z.array(text).length(4),
    /** The lesson in Markdown, at least 250 words. */
    lesson: text,
    overview: chapterOverviewSchema,
    /** At least 8 on mcq levels. */
    mcqs: z.array(mcqSchema),
    /** At least 1 on coding levels. */
    problems: z.array(codingProblemSchema),
  })
  .strict();
export type ChapterContent = z.infer<typeof chapterContentSchema>;

export const courseContentSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+$/),
    title: text,
    description: text,
    /** A lucide-react icon name, e.g. 'Code', 'Database'. */
    icon: text,
    /** A CSS colour, '#3776ab'. */
    color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    difficulty: courseLevelSchema,
    totalChapters: z.number().int().positive(),
    estimatedHours: z.number().int().positive(),
    /** The language preselected in coding levels, when the course is about one of the ten. */
    language: languageIdSchema.optional(),
    chapters: z.array(chapterContentSchema),
  })
  .strict();
export type CourseContent = z.infer<typeof courseContentSchema>;
