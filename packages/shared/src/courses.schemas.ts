/** The courses and progress API contract. */
import { z } from 'zod';
import { explainedUnion } from './explained-union';
import { safeText } from './text.schemas';
import {
  chapterDifficultySchema,
  chapterTestTypeSchema,
  courseLevelSchema,
  languageIdSchema,
  optionLetterSchema,
} from './content.schemas';
import { codingProblemViewSchema, codeAnswerSchema, testResultRowSchema } from './tests.schemas';

export const courseSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  difficulty: courseLevelSchema,
  totalChapters: z.number(),
  estimatedHours: z.number(),
  language: languageIdSchema.nullable(),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const chapterSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  order: z.number(),
  title: z.string(),
  description: z.string(),
  difficulty: chapterDifficultySchema,
  testType: chapterTestTypeSchema,
  objectives: z.array(z.string()),
  /** The true size of the level's test: 5 questions, or 1 challenge. */
  testSize: z.object({ questions: z.number(), label: z.string() }),
});
export type ChapterSummary = z.infer<typeof chapterSummarySchema>;

export const courseDetailSchema = courseSummarySchema.extend({
  chapters: z.array(chapterSummarySchema),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const chapterDetailSchema = chapterSummarySchema.extend({
  lesson: z.string(),
  overview: z.object({ whatYouWillLearn: z.array(z.string()), proTip: z.string() }),
  course: courseSummarySchema,
});
export type ChapterDetail = z.infer<typeof chapterDetailSchema>;

export const chapterOverviewViewSchema = z.object({
  whatYouWillLearn: z.array(z.string()),
  proTip: z.string(),
  source: z.string(),
});

export const chapterScoreSchema = z.object({
  mcqScore: z.number(),
  codingScore: z.number(),
  completed: z.boolean(),
});

export const courseProgressSchema = z.object({
  courseId: z.string(),
  currentChapter: z.number(),
  completedChapters: z.array(z.number()),
  chapterScores: z.record(z.string(), chapterScoreSchema),
  status: z.enum(['in_progress', 'completed']),
  enrolledAt: z.string(),
  lastAccessedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

export const chapterMcqViewSchema = z.object({
  id: z.string(),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
});

/** The body of a submit, and of a draft save (PUT .../draft: the answers chosen so far). */
export const attemptSubmitSchema = explainedUnion(
  [
    z.object({ answers: z.record(safeText('A question id').max(64), optionLetterSchema) }).strict(),
    codeAnswerSchema,
  ],
  'A level answer is {"answers": {question id: "A" to "D"}} or {"language", "source"}',
);
export type AttemptSubmit = z.infer<typeof attemptSubmitSchema>;

/** A graded chapter attempt: the score, and the review of this attempt's own questions only. */
export const chapterResultSchema = z.object({
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  feedback: z.string().nullable(),
  /** As a test's review: a wrong answer's key and explanation are null while the level is failed. */
  review: z.array(
    z.object({
      id: z.string(),
      correctAnswer: optionLetterSchema.nullable(),
      explanation: z.string().nullable(),
      userAnswer: optionLetterSchema.nullable(),
      isCorrect: z.boolean(),
    }),
  ),
  testResults: z.array(testResultRowSchema),
  compileOutput: z.string().nullable(),
  progressSaved: z.boolean(),
});
export type ChapterResult = z.infer<typeof chapterResultSchema>;

export const attemptViewSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  chapterId: z.string(),
  testType: chapterTestTypeSchema,
  maxScore: z.number(),
  status: z.enum(['in_progress', 'completed']),
  source: z.string(),
  notice: z.string().nullable(),
  questions: z.array(chapterMcqViewSchema),
  problem: codingProblemViewSchema.nullable(),
  result: chapterResultSchema.nullable(),
  /** The answers saved so far while in progress (a resumed attempt shows them); null once graded. */
  draft: attemptSubmitSchema.nullable(),
});
export type AttemptView = z.infer<typeof attemptViewSchema>;
