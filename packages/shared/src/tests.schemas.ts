/**
 * The tests API contract. Client views never carry an answer key, a hidden test, a reference
 * solution or a bug list before the attempt is graded: the response schemas enforce it.
 */
import { z } from 'zod';
import { explainedUnion } from './explained-union';
import { safeText, utf8Length } from './text.schemas';
import {
  DIFFICULTIES,
  TEST_STATUSES,
  TEST_TYPES,
  TOPIC_MAX_LENGTH,
  SOURCE_MAX_BYTES,
  PSEUDOCODE_MAX_LENGTH,
} from './constants';
import { languageIdSchema, optionLetterSchema } from './content.schemas';
import { LANGUAGE_IDS } from './languages';
import { VERDICTS } from './verdicts';

export const testTypeSchema = z.enum(TEST_TYPES);
export const difficultySchema = z.enum(DIFFICULTIES);
export const testStatusSchema = z.enum(TEST_STATUSES);

export const createTestBodySchema = z
  .object({
    type: testTypeSchema,
    topic: safeText('The topic')
      .trim()
      .min(1, 'Please enter a topic')
      .max(TOPIC_MAX_LENGTH, `The topic must be at most ${TOPIC_MAX_LENGTH} characters`)
      // Zero-width spaces survive trim(): a topic names something in letters or digits.
      .refine((topic) => /[\p{L}\p{N}]/u.test(topic), 'Please enter a topic'),
    difficulty: difficultySchema,
  })
  .strict();
export type CreateTestBody = z.infer<typeof createTestBodySchema>;

const visibleTestSchema = z.object({ input: z.string(), expectedOutput: z.string() });

export const codeAnswerSchema = z
  .object({
    language: languageIdSchema,
    // In bytes, as the runner counts it: code saved here must be code that can be submitted.
    source: safeText('Code').refine(
      (source) => source.length <= SOURCE_MAX_BYTES && utf8Length(source) <= SOURCE_MAX_BYTES,
      `Code must be at most ${SOURCE_MAX_BYTES / 1024} KB`,
    ),
  })
  .strict();
export const mcqAnswerSchema = z.object({ answer: optionLetterSchema }).strict();
export const pseudocodeAnswerSchema = z
  .object({
    text: safeText('Pseudocode').max(
      PSEUDOCODE_MAX_LENGTH,
      `Pseudocode must be at most ${PSEUDOCODE_MAX_LENGTH} characters`,
    ),
  })
  .strict();
export const answerBodySchema = explainedUnion(
  [mcqAnswerSchema, codeAnswerSchema, pseudocodeAnswerSchema],
  'An answer is {"answer": "A" to "D"} for a multiple-choice question, {"language", "source"} for code or {"text"} for pseudocode',
);
export type AnswerBody = z.infer<typeof answerBodySchema>;

export const mcqQuestionViewSchema = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.literal('mcq'),
  question: z.string(),
  options: z.object({ A: z.string(), B: z.string(), C: z.string(), D: z.string() }),
  userAnswer: optionLetterSchema.nullable(),
  /**
   * Only once graded. The right answer and its explanation of a question answered wrongly stay
   * null while the test is failed (constants.ts, keyWithheld): a key read after a fail would pass
   * the next test on the same questions without knowing them.
   */
  review: z
    .object({
      correctAnswer: optionLetterSchema.nullable(),
      explanation: z.string().nullable(),
      isCorrect: z.boolean(),
    })
    .nullable(),
});

export const codingProblemViewSchema = z.object({
  title: z.string(),
  description: z.string(),
  examples: z.array(z.object({ input: z.string(), output: z.string(), explanation: z.string() })),
  constraints: z.array(z.string()),
  visibleTests: z.array(visibleTestSchema),
  hiddenTestCount: z.number(),
  starterCode: z.record(z.enum(LANGUAGE_IDS), z.string()),
  defaultLanguage: languageIdSchema,
});
export type CodingProblemView = z.infer<typeof codingProblemViewSchema>;

export const debugProblemViewSchema = z.object({
  title: z.string(),
  description: z.string(),
  language: languageIdSchema,
  buggyCode: z.string(),
  expectedBehavior: z.string(),
  hints: z.array(z.string()),
  visibleTests: z.array(visibleTestSchema),
  hiddenTestCount: z.number(),
  bugCount: z.number().nullable(),
});

export const pseudocodeProblemViewSchema = z.object({
  title: z.string(),
  description: z.string(),
  requirements: z.array(z.string()),
  examples: z.array(z.object({ scenario: z.string(), expectedApproach: z.string() })),
  evaluationCriteria: z.array(z.string()),
});

const codeAnswerViewSchema = z.object({ language: languageIdSchema, source: z.string() });

export const codingQuestionViewSchema = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.literal('coding'),
  problem: codingProblemViewSchema,
  userAnswer: codeAnswerViewSchema.nullable(),
});
export const debugQuestionViewSchema = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.literal('debug'),
  problem: debugProblemViewSchema,
  userAnswer: codeAnswerViewSchema.nullable(),
});
export const pseudocodeQuestionViewSchema = z.object({
  id: z.string(),
  position: z.number(),
  kind: z.literal('pseudocode'),
  problem: pseudocodeProblemViewSchema,
  userAnswer: z.object({ text: z.string() }).nullable(),
});

export const questionViewSchema = z.discriminatedUnion('kind', [
  mcqQuestionViewSchema,
  codingQuestionViewSchema,
  debugQuestionViewSchema,
  pseudocodeQuestionViewSchema,
]);
export type QuestionView = z.infer<typeof questionViewSchema>;

const testResultRowBase = { index: z.number(), verdict: z.enum(VERDICTS), passed: z.boolean() };
/** A visible example: its input, expected and actual output and run time. */
export const visibleTestResultRowSchema = z.object({
  ...testResultRowBase,
  hidden: z.literal(false),
  input: z.string().nullable(),
  expected: z.string().nullable(),
  actual: z.string().nullable(),
  timeMs: z.number(),
});
/**
 * A hidden test: pass or fail and verdict only. No output, run time or memory, so a program
 * cannot leak the hidden inputs through them (issue 11). Parsing strips any other key.
 */
export const hiddenTestResultRowSchema = z.object({
  ...testResultRowBase,
  hidden: z.literal(true),
  /**
   * A generated large test's size and the limit it failed, e.g. "large test (n = 100,000)", never
   * its input; or why it was not run (after time-outs in a row).
   */
  note: z.string().optional(),
  /**
   * Only on the first failing hidden test, only after grading, only for a hand-written test whose
   * input is at most HIDDEN_INPUT_SHOWN_MAX_CHARS characters; never a generated (judge) test's.
   */
  input: z.string().optional(),
});
export const testResultRowSchema = z.discriminatedUnion('hidden', [
  visibleTestResultRowSchema,
  hiddenTestResultRowSchema,
]);
export type TestResultRow = z.infer<typeof testResultRowSchema>;

export const mcqResultSchema = z.object({
  kind: z.literal('mcq'),
  correct: z.number(),
  wrong: z.number(),
  total: z.number(),
  percent: z.number(),
  passed: z.boolean(),
});
export const codeResultSchema = z.object({
  kind: z.enum(['coding', 'debug']),
  passed: z.boolean(),
  score: z.number(),
  feedback: z.string(),
  compileOutput: z.string().nullable(),
  language: languageIdSchema.nullable(),
  testResults: z.array(testResultRowSchema),
  /** Debug only: bugs whose tests now pass, out of the problem's bugs; null where there is no bug list. */
  bugsFound: z.object({ found: z.number(), total: z.number() }).nullable(),
});
export type CodeResult = z.infer<typeof codeResultSchema>;
export const pseudocodeResultSchema = z.object({
  kind: z.literal('pseudocode'),
  score: z.number(),
  passed: z.boolean(),
  logicCorrect: z.boolean(),
  edgeCasesHandled: z.boolean(),
  clarityScore: z.number(),
  feedback: z.string(),
  strengths: z.array(z.string()),
  improvements: z.array(z.string()),
});
export const testResultSchema = z.discriminatedUnion('kind', [
  mcqResultSchema,
  codeResultSchema,
  pseudocodeResultSchema,
]);
export type TestResult = z.infer<typeof testResultSchema>;

export const testViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: testTypeSchema,
  topic: z.string(),
  /** The bank topic used, and whether it was an exact match for what the learner typed. */
  bankTopic: z.object({ id: z.string(), name: z.string(), exact: z.boolean() }).nullable(),
  difficulty: difficultySchema,
  status: testStatusSchema,
  source: z.string(),
  /** Shown on the page: e.g. the AI provider failed and the bank served. */
  notice: z.string().nullable(),
  totalQuestions: z.number(),
  maxScore: z.number(),
  score: z.number(),
  createdAt: z.string(),
  deadlineAt: z.string(),
  completedAt: z.string().nullable(),
  serverNow: z.string(),
  questions: z.array(questionViewSchema),
  result: testResultSchema.nullable(),
});
export type TestView = z.infer<typeof testViewSchema>;

export const submitBodySchema = z
  .object({
    answer: answerBodySchema.optional(),
    questionId: safeText('The question id').max(64).optional(),
  })
  .strict();

export const testSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  type: testTypeSchema,
  difficulty: difficultySchema,
  status: testStatusSchema,
  score: z.number(),
  maxScore: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  /** Left open past its deadline and closed by the server, graded as submitted at the deadline. */
  expired: z.boolean(),
});
export type TestSummary = z.infer<typeof testSummarySchema>;

export const dashboardSchema = z.object({
  stats: z.object({
    /** Finished tests: graded (expired ones included) or being graded; open ones are `inProgress`. */
    totalTests: z.number(),
    passed: z.number(),
    failed: z.number(),
    pending: z.number(),
    inProgress: z.number(),
    /** Of the finished tests, those closed at their deadline. */
    expired: z.number(),
    avgScore: z.number(),
    passRate: z.number(),
  }),
  /** The open tests (newest first, at most DASHBOARD_OPEN_TESTS_SHOWN), shown apart from results. */
  inProgress: z.array(testSummarySchema),
  /** Finished tests, one per title, the learner's own results before expired ones. */
  recent: z.object({
    items: z.array(testSummarySchema),
    page: z.number(),
    pageCount: z.number(),
    total: z.number(),
  }),
  scoreHistory: z.array(z.object({ date: z.string(), percent: z.number(), title: z.string() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

export const runBodySchema = z
  .object({
    language: languageIdSchema,
    source: safeText('Code')
      .min(1, 'Please write some code first')
      .max(SOURCE_MAX_BYTES, `Code must be at most ${SOURCE_MAX_BYTES / 1024} KB`),
    stdin: safeText('Input').max(SOURCE_MAX_BYTES, 'Input must be at most 64 KB'),
  })
  .strict();

/** One graded attempt at the same problem, for the history on a coding or debug result page. */
export const problemHistoryItemSchema = z.object({
  testId: z.string(),
  completedAt: z.string(),
  language: languageIdSchema.nullable(),
  score: z.number(),
  maxScore: z.number(),
  passed: z.boolean(),
});
export const problemHistorySchema = z.object({ items: z.array(problemHistoryItemSchema) });
export type ProblemHistory = z.infer<typeof problemHistorySchema>;

/** The path of POST /api/tests/:id/retry and GET /api/tests/:id/history. */
export const testIdParamsSchema = z.object({ id: z.string().min(1).max(64) }).strict();
