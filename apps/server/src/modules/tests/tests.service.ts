/** Tests: create from generation, save answers before the deadline, grade on the server, dashboard. */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ANSWER_GRACE_SECONDS,
  MCQ_TIME_LIMIT_SECONDS,
  PROBLEM_MAX_SCORE,
  PROBLEM_TIME_LIMIT_SECONDS,
  TEST_TITLE_SUFFIX,
  PASS_MARK_PERCENT,
} from '@app/shared/constants';
import { gradePseudocode as gradeWithRubric } from '@app/shared/pseudocode-grader';
import { percentOf, testTitle } from '@app/shared/test-rules';
import {
  codeAnswerSchema,
  mcqAnswerSchema,
  pseudocodeAnswerSchema,
  testTypeSchema,
  type AnswerBody,
  type CreateTestBody,
  type TestResult,
  type TestView,
} from '@app/shared/tests.schemas';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import type { EventBus } from '../events/event-bus';
import { findBankTopic } from '../generation/bank.generator';
import type { Generation } from '../generation/generation.service';
import type { CodeRunner } from './code-runner';
import { gradeCode } from './grading';
import * as repo from './tests.repository';
import { parseCodeAnswer, parsePayload, parsePseudocodeAnswer, testView } from './views';

export interface TestsDeps {
  db: Kysely<Database>;
  generation: Generation;
  runner: CodeRunner;
  bus: EventBus;
  log: FastifyBaseLogger;
  mcqSeconds?: number;
}

const GENERATION_FAILED: Record<CreateTestBody['type'], string> = {
  mcq: 'Failed to generate questions. Please try again.',
  coding: 'Failed to generate problem. Please try again.',
  debug: 'Failed to generate debug problem. Please try again.',
  pseudocode: 'Failed to generate pseudocode problem. Please try again.',
};

const EVALUATION_FAILED: Record<CreateTestBody['type'], string> = {
  mcq: 'Failed to submit the test. Please try again.',
  coding: 'Failed to evaluate code. Please try again.',
  debug: 'Failed to evaluate debug code. Please try again.',
  pseudocode: 'Failed to evaluate pseudocode. Please try again.',
};

async function loadView(deps: TestsDeps, userId: string, testId: string): Promise<TestView> {
  const test = await repo.findTest(deps.db, userId, testId);
  if (!test) throw notFound('Test not found.');
  return testView(test, await repo.findQuestions(deps.db, testId), new Date());
}

function publish(deps: TestsDeps, userId: string, testId: string): void {
  deps.bus.publish({ userId, name: 'tests.changed', data: { testId } }).catch((err: unknown) => deps.log.warn({ err }, 'publish tests.changed failed'));
}

export async function createTest(deps: TestsDeps, userId: string, body: CreateTestBody): Promise<TestView> {
  const bankTopic = findBankTopic(body.topic).topic.id;
  const seen = new Set(await repo.recentQuestionKeys(deps.db, userId, bankTopic, body.type, body.difficulty));
  let generated;
  try {
    generated = await deps.generation.createTest({ ...body, seen });
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) throw err;
    deps.log.error({ err }, 'test generation failed');
    throw new AppError('GENERATION_FAILED', 502, GENERATION_FAILED[body.type]);
  }
  if (generated.questions.length === 0) throw new AppError('GENERATION_FAILED', 502, GENERATION_FAILED[body.type]);

  const now = new Date();
  const seconds = body.type === 'mcq' ? (deps.mcqSeconds ?? MCQ_TIME_LIMIT_SECONDS) : PROBLEM_TIME_LIMIT_SECONDS;
  const id = randomUUID();
  const maxScore = body.type === 'mcq' ? generated.questions.reduce((s, q) => s + q.points, 0) : PROBLEM_MAX_SCORE;
  await repo.insertTest(
    deps.db,
    {
      id,
      user_id: userId,
      title: testTitle(body.topic, TEST_TITLE_SUFFIX[body.type]),
      type: body.type,
      topic: body.topic,
      bank_topic: generated.bankTopic?.id ?? null,
      difficulty: body.difficulty,
      total_questions: generated.questions.length,
      max_score: maxScore,
      status: 'in_progress',
      source: generated.source,
      notice: generated.notice,
      created_at: now.toISOString(),
      started_at: now.toISOString(),
      deadline_at: new Date(now.getTime() + seconds * 1000).toISOString(),
    },
    generated.questions,
  );
  publish(deps, userId, id);
  return loadView(deps, userId, id);
}

export async function getTest(deps: TestsDeps, userId: string, testId: string): Promise<TestView> {
  return loadView(deps, userId, testId);
}

function beforeDeadline(deadlineAt: string, now: Date): boolean {
  return now.getTime() <= new Date(deadlineAt).getTime() + ANSWER_GRACE_SECONDS * 1000;
}

/** Validates an answer against the question's kind and returns what is stored. */
function encodeAnswer(kind: string, answer: AnswerBody): string {
  if (kind === 'mcq') {
    const a = mcqAnswerSchema.safeParse(answer);
    if (!a.success) throw new AppError('VALIDATION_FAILED', 400, 'An MCQ answer is { answer: "A" | "B" | "C" | "D" }.');
    return a.data.answer;
  }
  if (kind === 'pseudocode') {
    const a = pseudocodeAnswerSchema.safeParse(answer);
    if (!a.success) throw new AppError('VALIDATION_FAILED', 400, 'A pseudocode answer is { text }.');
    return JSON.stringify(a.data);
  }
  const a = codeAnswerSchema.safeParse(answer);
  if (!a.success) throw new AppError('VALIDATION_FAILED', 400, 'A code answer is { language, source }.');
  return JSON.stringify(a.data);
}

export async function saveAnswer(deps: TestsDeps, userId: string, testId: string, questionId: string, answer: AnswerBody): Promise<{ saved: true; answeredAt: string }> {
  const test = await repo.findTest(deps.db, userId, testId);
  if (!test) throw notFound('Test not found.');
  if (test.status !== 'in_progress') throw new AppError('CONFLICT', 409, 'This test has already been submitted.');
  const now = new Date();
  if (!beforeDeadline(test.deadline_at, now)) throw new AppError('DEADLINE_PASSED', 409, 'Time is up: answers after the deadline do not count.');
  const question = (await repo.findQuestions(deps.db, testId)).find((q) => q.id === questionId);
  if (!question) throw notFound('Question not found in this test.');
  const stored = encodeAnswer(parsePayload(question).kind, answer);
  await repo.saveAnswer(deps.db, testId, questionId, stored, now.toISOString());
  return { saved: true, answeredAt: now.toISOString() };
}

async function grade(deps: TestsDeps, userId: string, test: repo.TestRow, questions: repo.QuestionRow[]): Promise<{ score: number; result: TestResult; marks: Array<{ id: string; isCorrect: boolean }> }> {
  if (test.type === 'mcq') {
    const marks = questions.map((q) => {
      const p = parsePayload(q);
      return { id: q.id, isCorrect: p.kind === 'mcq' && q.user_answer === p.mcq.correct, points: q.points };
    });
    const correct = marks.filter((m) => m.isCorrect).length;
    const score = marks.filter((m) => m.isCorrect).reduce((s, m) => s + m.points, 0);
    const percent = percentOf(score, test.max_score);
    return { score, marks, result: { kind: 'mcq', correct, wrong: questions.length - correct, total: questions.length, percent, passed: percent >= PASS_MARK_PERCENT } };
  }
  const question = questions[0];
  if (!question) throw new Error('problem test without a question');
  const p = parsePayload(question);
  if (p.kind === 'coding' || p.kind === 'debug') {
    const answer = parseCodeAnswer(question.user_answer);
    if (!answer || answer.source.trim() === '') throw new AppError('VALIDATION_FAILED', 400, 'Please write some code before submitting!');
    const graded = await gradeCode(deps.runner, {
      kind: p.kind,
      language: answer.language,
      source: answer.source,
      tests: p.problem.testCases,
      userId,
      bugs: p.kind === 'debug' ? p.problem.bugs : undefined,
    });
    await repo.insertSubmission(deps.db, {
      userId,
      context: 'test',
      contextId: test.id,
      language: answer.language,
      source: answer.source,
      verdicts: graded.result.testResults.map((r) => r.verdict),
      passed: graded.result.testResults.filter((r) => r.passed).length,
      total: graded.result.testResults.length,
      timeMs: graded.result.testResults.reduce((s, r) => s + r.timeMs, 0),
    });
    const ai = await deps.generation.codeFeedback({ kind: p.kind, description: p.problem.description, source: answer.source, verdictSummary: graded.result.feedback });
    const result = ai ? { ...graded.result, feedback: ai } : graded.result;
    return { score: graded.score, result, marks: [{ id: question.id, isCorrect: graded.result.passed }] };
  }
  if (p.kind === 'pseudocode') {
    const answer = parsePseudocodeAnswer(question.user_answer);
    if (!answer || answer.text.trim() === '') throw new AppError('VALIDATION_FAILED', 400, 'Please write your pseudocode solution before submitting.');
    const g = p.problem.rubric ? gradeWithRubric({ ...p.problem, rubric: p.problem.rubric }, answer.text) : await deps.generation.gradePseudocode(p.problem, answer.text);
    if (!g) throw new AppError('GENERATION_FAILED', 502, EVALUATION_FAILED.pseudocode);
    return {
      score: g.score,
      marks: [{ id: question.id, isCorrect: g.score >= PASS_MARK_PERCENT }],
      result: { kind: 'pseudocode', score: g.score, passed: g.score >= PASS_MARK_PERCENT, logicCorrect: g.logicCorrect, edgeCasesHandled: g.edgeCasesHandled, clarityScore: g.clarityScore, feedback: g.feedback, strengths: g.strengths, improvements: g.improvements },
    };
  }
  throw new Error(`unexpected payload ${p.kind} in a ${test.type} test`);
}

/**
 * Grades the test once. A final answer in the body is saved first when before the deadline.
 * in_progress -> pending_result (while grading) -> completed. Repeated submits return the result.
 */
export async function submitTest(deps: TestsDeps, userId: string, testId: string, final?: { questionId?: string; answer?: AnswerBody }): Promise<TestView> {
  const test = await repo.findTest(deps.db, userId, testId);
  if (!test) throw notFound('Test not found.');
  if (test.status !== 'in_progress') return loadView(deps, userId, testId);
  if (final?.answer) {
    const questions = await repo.findQuestions(deps.db, testId);
    const target = final.questionId ? questions.find((q) => q.id === final.questionId) : questions.length === 1 ? questions[0] : undefined;
    if (!target) throw new AppError('VALIDATION_FAILED', 400, 'Name the question this answer is for.');
    if (beforeDeadline(test.deadline_at, new Date())) {
      await repo.saveAnswer(deps.db, testId, target.id, encodeAnswer(parsePayload(target).kind, final.answer), new Date().toISOString());
    }
  }
  if (!(await repo.claimForGrading(deps.db, testId))) return loadView(deps, userId, testId);
  publish(deps, userId, testId);
  try {
    const questions = await repo.findQuestions(deps.db, testId);
    const { score, result, marks } = await grade(deps, userId, test, questions);
    await repo.completeTest(deps.db, testId, { score, feedback: JSON.stringify(result), completedAt: new Date().toISOString(), questionMarks: marks });
  } catch (err) {
    await repo.releaseGrading(deps.db, testId);
    publish(deps, userId, testId);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'grading failed');
    throw new AppError('INTERNAL', 500, EVALUATION_FAILED[testTypeSchema.parse(test.type)]);
  }
  publish(deps, userId, testId);
  return loadView(deps, userId, testId);
}

/** Learners and completed tests, for the public figures of the landing and About pages. */
export async function publicCounts(db: Kysely<Database>): Promise<{ learners: number; testsTaken: number }> {
  return repo.countDistinct(db);
}
