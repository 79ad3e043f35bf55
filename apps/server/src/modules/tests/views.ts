/** Rows -> the client's view. Answer keys, hidden tests and reference code stay on the server until graded. */
import { allStarterCode, languageNamedIn, type LanguageId } from '@app/shared/languages';
import { keyWithheld } from '@app/shared/constants';
import { optionLetterSchema, type OptionLetter, type TestCase } from '@app/shared/content.schemas';
import { isPassed } from '@app/shared/test-rules';
import {
  codeAnswerSchema,
  pseudocodeAnswerSchema,
  testResultSchema,
  type QuestionView,
  type TestView,
} from '@app/shared/tests.schemas';
import { difficultySchema, testStatusSchema, testTypeSchema } from '@app/shared/tests.schemas';
import { BANK_TOPICS } from '@app/content/bank';
import { normaliseTopic } from '@app/content/topic-match';
import { parseJsonColumn } from '../../lib/json-column';
import { decodePayload, type PayloadColumns, type StoredPayload } from '../generation/payload';
import type { QuestionRow, TestRow } from './tests.repository';

export function parsePayload(row: PayloadColumns): StoredPayload {
  return decodePayload(row);
}

export const parseCodeAnswer = (text: string | null) => parseJsonColumn(codeAnswerSchema, text);
export const parsePseudocodeAnswer = (text: string | null) =>
  parseJsonColumn(pseudocodeAnswerSchema, text);
const parseLetter = (text: string | null) => {
  const r = optionLetterSchema.safeParse(text);
  return r.success ? r.data : null;
};

/** The tests a learner sees before grading, and how many stay hidden (`extraHidden` more beside them). */
function shownTests(testCases: readonly TestCase[], extraHidden = 0) {
  const visible = testCases.filter((t) => !t.hidden);
  return {
    visibleTests: visible.map((t) => ({ input: t.input, expectedOutput: t.expectedOutput })),
    hiddenTestCount: testCases.length - visible.length + extraHidden,
  };
}

function questionView(
  row: QuestionRow,
  graded: boolean,
  passed: boolean,
  defaultLanguage: LanguageId = 'javascript',
): QuestionView {
  const p = parsePayload(row);
  const base = { id: row.id, position: row.position };
  switch (p.kind) {
    case 'mcq':
      return {
        ...base,
        kind: 'mcq',
        question: p.mcq.question,
        options: p.mcq.options,
        userAnswer: parseLetter(row.user_answer),
        review: graded ? mcqReview(p.mcq, passed, row.is_correct === 1) : null,
      };
    case 'coding':
      return {
        ...base,
        kind: 'coding',
        problem: {
          title: p.problem.title,
          description: p.problem.description,
          examples: p.problem.examples,
          constraints: p.problem.constraints,
          // Generated large tests (modules/judge) are hidden tests too.
          ...shownTests(p.problem.testCases, p.problem.judge?.tests.length ?? 0),
          starterCode: allStarterCode(),
          defaultLanguage,
        },
        userAnswer: parseCodeAnswer(row.user_answer),
      };
    case 'debug':
      return {
        ...base,
        kind: 'debug',
        problem: {
          title: p.problem.title,
          description: p.problem.description,
          language: p.problem.language,
          buggyCode: p.problem.buggyCode,
          expectedBehavior: p.problem.expectedBehavior,
          hints: p.problem.hints,
          ...shownTests(p.problem.testCases),
          bugCount: p.problem.bugs.length > 0 ? p.problem.bugs.length : null,
        },
        userAnswer: parseCodeAnswer(row.user_answer),
      };
    case 'pseudocode':
      return {
        ...base,
        kind: 'pseudocode',
        problem: {
          title: p.problem.title,
          description: p.problem.description,
          requirements: p.problem.requirements,
          examples: p.problem.examples,
          evaluationCriteria: p.problem.evaluationCriteria,
        },
        userAnswer: parsePseudocodeAnswer(row.user_answer),
      };
  }
}

/** Graded and at the pass mark: the keys of its missed questions may be shown (keyWithheld). */
export function passedTest(test: Pick<TestRow, 'status' | 'score' | 'max_score'>): boolean {
  return (
    test.status === 'completed' &&
    isPassed({ status: 'completed', score: test.score, maxScore: test.max_score })
  );
}

/** A graded MCQ's review: its key and explanation, unless withheld (a wrong answer, a failed test). */
function mcqReview(
  mcq: { correct: OptionLetter; explanation: string },
  passed: boolean,
  isCorrect: boolean,
) {
  return keyWithheld(passed, isCorrect)
    ? { correctAnswer: null, explanation: null, isCorrect }
    : { correctAnswer: mcq.correct, explanation: mcq.explanation, isCorrect };
}

export function testView(test: TestRow, questions: readonly QuestionRow[], now: Date): TestView {
  const graded = test.status === 'completed';
  const passed = passedTest(test);
  // Every coding problem runs in all ten languages: one on 'Go Concurrency' opens in Go.
  const codingLanguage = languageNamedIn(test.topic) ?? 'javascript';
  const bankName = test.bank_topic
    ? BANK_TOPICS.find((t) => t.id === test.bank_topic)?.name
    : undefined;
  return {
    id: test.id,
    title: test.title,
    type: testTypeSchema.parse(test.type),
    topic: test.topic,
    bankTopic:
      test.bank_topic && bankName
        ? {
            id: test.bank_topic,
            name: bankName,
            exact:
              normaliseTopic(bankName) === normaliseTopic(test.topic) ||
              test.bank_topic === test.topic,
          }
        : null,
    difficulty: difficultySchema.parse(test.difficulty),
    status: testStatusSchema.parse(test.status),
    source: test.source,
    notice: test.notice,
    totalQuestions: test.total_questions,
    maxScore: test.max_score,
    score: test.score,
    createdAt: test.created_at,
    deadlineAt: test.deadline_at,
    completedAt: test.completed_at,
    serverNow: now.toISOString(),
    questions: questions.map((q) => questionView(q, graded, passed, codingLanguage)),
    result: graded ? parseJsonColumn(testResultSchema, test.feedback) : null,
  };
}
