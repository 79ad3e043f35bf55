/** Business numbers of the product (spec section 9). Everything else reads them from here. */

export const PASS_MARK_PERCENT = 60;

export const TEST_TYPES = ['mcq', 'coding', 'debug', 'pseudocode'] as const;
export type TestType = (typeof TEST_TYPES)[number];

export const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export const DEFAULT_DIFFICULTY: Difficulty = 'medium';

export const TEST_STATUSES = ['in_progress', 'pending_result', 'completed'] as const;
export type TestStatus = (typeof TEST_STATUSES)[number];

export const MCQ_QUESTION_COUNT = 10;
export const MCQ_POINTS = 1;
export const MCQ_TIME_LIMIT_SECONDS = 1800;
export const MCQ_TIMER_RED_BELOW_SECONDS = 60;

export const PROBLEM_MAX_SCORE = 100;
export const PROBLEM_TIME_LIMIT_SECONDS = 3600;
export const PROBLEM_TIMER_RED_BELOW_SECONDS = 300;
/** A failed hidden test's input is shown after grading only up to this many characters (never a generated one). */
export const HIDDEN_INPUT_SHOWN_MAX_CHARS = 200;
/** Submissions listed in a problem's history on its result page. */
export const PROBLEM_HISTORY_LIMIT = 20;

export const RECENT_TESTS_PAGE_SIZE = 2;
/** Open tests listed apart on the dashboard. */
export const DASHBOARD_OPEN_TESTS_SHOWN = 4;

export const CHAPTER_MCQ_COUNT = 5;
export const CHAPTER_MCQ_POINTS = 10;
export const CHAPTER_CODING_MAX_SCORE = 100;
export const MAX_OBJECTIVES_SHOWN = 4;

export const TOPIC_MAX_LENGTH = 100;
export const SOURCE_MAX_BYTES = 64 * 1024;
export const STDIN_MAX_BYTES = 64 * 1024;
export const PSEUDOCODE_MAX_LENGTH = 20_000;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

export const TEST_TITLE_SUFFIX: Record<TestType, string> = {
  mcq: 'MCQ Test',
  coding: 'Coding Challenge',
  debug: 'Debug Challenge',
  pseudocode: 'Pseudocode Test',
};

/** Placeholder stored in correct_answer for problem questions (spec section 3). */
export const PROBLEM_ANSWER_PLACEHOLDER: Record<Exclude<TestType, 'mcq'>, string> = {
  coding: 'See test cases',
  debug: 'Fixed code with bugs removed',
  pseudocode: 'Algorithmic pseudocode solution',
};

/** Answers saved up to this long after the deadline still count (network latency of the auto-submit). */
export const ANSWER_GRACE_SECONDS = 5;

/** The header each browser tab sends with every API request: an id made once per tab (decision 023). */
export const CLIENT_ID_HEADER = 'x-client-id';

/**
 * Whether the right answer (and explanation) of a graded question stays hidden: answered wrongly
 * in a test or level that is failed. Shown after a fail, the keys let a learner who knows nothing
 * pass the retry, whose questions come from the same small pool (decision 047).
 */
export const keyWithheld = (passed: boolean, isCorrect: boolean): boolean => !passed && !isCorrect;
