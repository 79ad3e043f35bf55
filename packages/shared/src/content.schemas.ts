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

export const sourceSchema = z
  .object({ language: languageIdSchema, source: text })
  .strict();

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
    bugs: z.array(z.object({ description: text, testIndexes: z.array(z.number().int().min(0)).min(1) }).strict()).min(1),
  })
  .strict();
export type DebugProblem = z.infer<typeof debugProblemSchema>;

/**
 * An accepted wording: keywords separated by spaces. It matches an answer when every keyword
 * starts a word of the answer (case-insensitive), in any order: 'sort ascending' matches
 * 'Sorting the list in ascending order'.
 */
const wordingsSchema = z.array(text).min(1);

export const pseudocodeRubricSchema = z
  .object({
    ideas: z
      .array(z.object({ idea: text, weight: z.number().positive().max(10), accept: wordingsSchema }).strict())
      .min(2),
    edgeCases: z.array(z.object({ case: text, accept: wordingsSchema }).strict()).min(1),
    /** A full-marks answer; the validator checks it grades at 80 or more. */
    modelAnswer: text,
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
    levels: z.object({ easy: bankLevelSchema, medium: bankLevelSchema, hard: bankLevelSchema }).strict(),
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
