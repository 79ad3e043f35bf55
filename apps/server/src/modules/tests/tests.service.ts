/** Tests: create from generation, save answers before the deadline, grade on the server, dashboard. */
import { timeOrderedId } from '../../lib/time-ordered-id';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import {
  ANSWER_GRACE_SECONDS,
  MCQ_TIME_LIMIT_SECONDS,
  PROBLEM_MAX_SCORE,
  PROBLEM_TIME_LIMIT_SECONDS,
  TEST_TITLE_SUFFIX,
} from '@app/shared/constants';
import {
  LANGUAGE_LABELS,
  languageNamedIn,
  namesOnlyALanguage,
  sameLanguage,
} from '@app/shared/languages';
import { testTitle } from '@app/shared/test-rules';
import {
  codeAnswerSchema,
  mcqAnswerSchema,
  pseudocodeAnswerSchema,
  testTypeSchema,
  type AnswerBody,
  type CreateTestBody,
  type TestView,
} from '@app/shared/tests.schemas';
import { normaliseTopic } from '@app/content/topic-match';
import type { Database } from '../../db/schema';
import { AppError, notFound, shuttingDown } from '../../lib/app-error';
import type { EventBus } from '../events/event-bus';
import { practiceKey } from '../generation/practice-topic';
import { openAttemptQuestionTexts, unlockedLevelIds } from '../courses/courses.service';
import { ANY_TOPIC_KEY, findBankTopic, type Generation } from '../generation/generation.service';
import type { StoredPayload, StoredQuestion } from '../generation/payload';
import type { Judge } from '../judge/judge.service';
import type { CodeRunner } from '../grading/code-runner';
import { closeAtDeadline } from './expiry.service';
import { gradeTest } from './grade-test';
import { HeldTexts } from './held-texts';
import { holdLease, type GradingLease } from '../grading/grading-lease';
import { publishTestChanged } from './test-events';
import * as repo from './tests.repository';
import { parsePayload, testView } from './views';
import { GRADING_FAILED_NOTICE } from './recovery.repository';

export interface TestsDeps {
  db: Kysely<Database>;
  generation: Generation;
  runner: CodeRunner;
  /** A coding problem's tests with its generated ones and measured time limit (modules/judge). */
  judge: Judge;
  bus: EventBus;
  log: FastifyBaseLogger;
  mcqSeconds?: number;
  /** Aborted when the server starts shutting down: grading cut short then stays pending for the next start. */
  stopping?: AbortSignal;
  /** This process's grading lease: other processes' recovery leaves what it grades alone (024). */
  lease?: GradingLease;
  /** Open-test question texts kept between creations (SQLite only: held-texts.ts). */
  held?: HeldTexts;
}

/** The dependencies from the app's decorators (plugins/*.ts): for the routes and recovery at start. */
export function testsDeps(app: FastifyInstance): TestsDeps {
  const { db, dialect, generation, runner, judge, bus, log, stopping, gradingLease: lease } = app;
  return {
    db,
    generation,
    runner,
    judge,
    bus,
    log,
    mcqSeconds: app.config.TEST_MCQ_SECONDS,
    stopping,
    lease,
    held: dialect === 'sqlite' ? new HeldTexts() : undefined,
  };
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

type OpenKey = repo.OpenTestKey;

/**
 * The topic the one-open-test rule counts under: the bank topic for bank tests, else the typed
 * topic. A bank problem test on a language counts under the language too: 'Java' and 'C++' draw
 * from the same problems but are two tests, each in its own language.
 */
function openKey(body: CreateTestBody, fromBank: boolean, bankTopic: string): OpenKey {
  const typed = normaliseTopic(body.topic) || body.topic.trim().toLowerCase();
  const language = body.type === 'mcq' ? undefined : languageNamedIn(body.topic);
  const inLanguage = language ? `${bankTopic.slice(0, 180)}#${language}` : bankTopic;
  return {
    type: body.type,
    difficulty: body.difficulty,
    topicKey: (fromBank ? inLanguage : typed).slice(0, 200),
  };
}

/** Said on the result when submit brought an answer the deadline had already closed. */
export const LATE_ANSWER_NOTICE =
  'Your last answer arrived after time was up, so it was not counted: the test was graded with the answers saved before the deadline.';

const RESUMED_NOTICE =
  'You already have this test open, so here it is with your saved answers. Submit it to start a new one.';

/**
 * The learner's open test under this key, to resume (docs/decisions/010-one-open-attempt.md). One
 * past its deadline is graded as it stands first and then no longer blocks a new one.
 */
async function resumeOpenTest(
  deps: TestsDeps,
  userId: string,
  key: OpenKey,
): Promise<TestView | undefined> {
  const open = await repo.findOpenTest(deps.db, userId, key);
  if (!open) return undefined;
  if (beforeDeadline(open.deadline_at, new Date()))
    return { ...(await loadView(deps, userId, open.id)), notice: RESUMED_NOTICE };
  // Closed as submitted at its deadline (Expired), or claimed by a concurrent submit: no longer open.
  if (await closeAtDeadline(deps, userId, open)) return undefined;
  const view = await loadView(deps, userId, open.id);
  // Grading failed (logged by closeAtDeadline): the learner resumes it and can submit it again.
  return view.status === 'in_progress' ? view : undefined;
}

/**
 * Starts a practice test, or resumes the learner's open one of the same type, topic and
 * difficulty: a learner has one open test per key, so throwaway tests cannot reveal its answers.
 */
export async function createTest(
  deps: TestsDeps,
  userId: string,
  body: CreateTestBody,
  origin?: string,
): Promise<TestView> {
  // A problem test on a language alone ('Java') draws from every bank topic (decision 043).
  const languageOnly = body.type !== 'mcq' && namesOnlyALanguage(body.topic);
  const bankTopic = languageOnly
    ? ANY_TOPIC_KEY
    : deps.generation.provider === 'bank'
      ? practiceKey(body.topic)
      : findBankTopic(body.topic).topic.id;
  const resumed = await resumeOpenTest(
    deps,
    userId,
    openKey(body, deps.generation.provider === 'bank', bankTopic),
  );
  if (resumed) return resumed;
  const seen = new Set(
    await repo.recentQuestionKeys(deps.db, userId, bankTopic, body.type, body.difficulty),
  );
  // Questions of the learner's open tests and level attempts stay out of any new test while open.
  const open = deps.held ? await deps.held.read(deps.db, userId) : undefined;
  const held = new Set([
    ...(open?.texts ?? (await repo.openQuestionTexts(deps.db, userId))),
    ...(await openAttemptQuestionTexts(deps.db, userId)),
  ]);
  let generated;
  try {
    const unlockedLevels =
      body.type === 'mcq' ? undefined : await unlockedLevelIds(deps.db, userId);
    generated = await deps.generation.createTest({ ...body, seen, held, unlockedLevels });
  } catch (err) {
    if (err instanceof AppError && err.statusCode < 500) throw err;
    deps.log.error({ err }, 'test generation failed');
    throw new AppError('GENERATION_FAILED', 502, GENERATION_FAILED[body.type]);
  }
  if (generated.questions.length === 0)
    throw new AppError('GENERATION_FAILED', 502, GENERATION_FAILED[body.type]);

  const key = openKey(body, generated.source === 'bank', generated.bankTopic?.id ?? bankTopic);
  const now = new Date();
  const seconds =
    body.type === 'mcq' ? (deps.mcqSeconds ?? MCQ_TIME_LIMIT_SECONDS) : PROBLEM_TIME_LIMIT_SECONDS;
  const maxScore =
    body.type === 'mcq' ? generated.questions.reduce((s, q) => s + q.points, 0) : PROBLEM_MAX_SCORE;
  const row = {
    id: timeOrderedId(),
    user_id: userId,
    title: testTitle(generated.servedTopic ?? body.topic, TEST_TITLE_SUFFIX[body.type]),
    type: body.type,
    topic: body.topic,
    bank_topic: generated.bankTopic?.id ?? null,
    topic_key: key.topicKey,
    difficulty: body.difficulty,
    total_questions: generated.questions.length,
    max_score: maxScore,
    status: 'in_progress',
    source: generated.source,
    notice: generated.notice,
    created_at: now.toISOString(),
    started_at: now.toISOString(),
    deadline_at: new Date(now.getTime() + seconds * 1000).toISOString(),
  };
  return startTest(deps, { userId, key, row, questions: generated.questions, origin, open });
}

/**
 * Inserts a new test and announces it. Lost a race with a concurrent start (or an open test
 * appeared under its key): resumes that one instead; a second lost race is a 409.
 */
export async function startTest(
  deps: TestsDeps,
  start: {
    userId: string;
    key: OpenKey;
    row: repo.NewTestRow;
    questions: readonly StoredQuestion[];
    origin: string | undefined;
    /** The open-test texts the creation left out, as HeldTexts read them. */
    open?: { version: number; texts: readonly string[] };
  },
): Promise<TestView> {
  const { userId, key, row, open } = start;
  // `open` comes from deps.held (createTest): the insert then reads the versions it needs.
  const options = { versions: open !== undefined };
  let inserted = await repo.insertTest(deps.db, row, start.questions, options);
  for (let tries = 0; !inserted; tries++) {
    const other = await resumeOpenTest(deps, userId, key);
    if (other) return other;
    if (tries > 0)
      throw new AppError(
        'CONFLICT',
        409,
        'Another test on this topic was just started. Please try again.',
      );
    inserted = await repo.insertTest(deps.db, row, start.questions, options);
  }
  if (open && inserted.versions)
    deps.held?.added(
      userId,
      open,
      inserted.versions,
      inserted.questions.map((q) => q.question),
    );
  // The view of the rows as inserted: nothing to read back (the payloads are parsed as stored,
  // which trims their texts, so the view is the one a later GET gives).
  const view = testView(inserted.test, inserted.questions, new Date());
  publishTestChanged(deps, userId, view, start.origin);
  return view;
}

export async function getTest(deps: TestsDeps, userId: string, testId: string): Promise<TestView> {
  return loadView(deps, userId, testId);
}

function beforeDeadline(deadlineAt: string, now: Date): boolean {
  return now.getTime() <= new Date(deadlineAt).getTime() + ANSWER_GRACE_SECONDS * 1000;
}

/** Validates an answer against the question (its kind; a debug fix's language) and returns what is stored. */
function encodeAnswer(question: StoredPayload, answer: AnswerBody): string {
  const { kind } = question;
  if (kind === 'mcq') {
    const a = mcqAnswerSchema.safeParse(answer);
    if (!a.success)
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'An MCQ answer is { answer: "A" | "B" | "C" | "D" }.',
      );
    return a.data.answer;
  }
  if (kind === 'pseudocode') {
    const a = pseudocodeAnswerSchema.safeParse(answer);
    if (!a.success)
      throw new AppError('VALIDATION_FAILED', 400, 'A pseudocode answer is { text }.');
    return JSON.stringify(a.data);
  }
  const a = codeAnswerSchema.safeParse(answer);
  if (!a.success)
    throw new AppError('VALIDATION_FAILED', 400, 'A code answer is { language, source }.');
  // A debug challenge is fixing the code given: a rewrite in another language proves nothing of it.
  if (question.kind === 'debug' && !sameLanguage(a.data.language, question.problem.language)) {
    const wanted = LANGUAGE_LABELS[question.problem.language];
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      `This debug challenge is in ${wanted}: fix its code in ${wanted}, not ${LANGUAGE_LABELS[a.data.language]}.`,
      [{ path: 'body.language', message: `Fix the code in ${wanted}.` }],
    );
  }
  return JSON.stringify(a.data);
}

export async function saveAnswer(
  deps: TestsDeps,
  userId: string,
  testId: string,
  questionId: string,
  answer: AnswerBody,
): Promise<{ saved: true; answeredAt: string }> {
  // An MCQ answer to the learner's open MCQ test is stored by one statement that checks all of it
  // (decision 061). What it does not store goes the long way below, for the error that says why.
  const mcq = mcqAnswerSchema.safeParse(answer);
  if (mcq.success) {
    const at = new Date();
    const scope = { userId, type: 'mcq' };
    if ((await writeAnswer(deps, testId, questionId, mcq.data.answer, at, scope)) === 1)
      return { saved: true, answeredAt: at.toISOString() };
  }
  const target = await repo.findAnswerTarget(deps.db, userId, testId, questionId);
  if (!target) throw notFound('Test not found.');
  if (target.status !== 'in_progress')
    throw new AppError('CONFLICT', 409, 'This test has already been submitted.');
  const now = new Date();
  if (!beforeDeadline(target.deadline_at, now))
    throw new AppError(
      'DEADLINE_PASSED',
      409,
      'Time is up: answers after the deadline do not count.',
    );
  if (!target.question) throw notFound('Question not found in this test.');
  const stored = encodeAnswer(parsePayload(target.question), answer);
  if ((await writeAnswer(deps, testId, questionId, stored, now, { userId })) === 0) {
    // Submitted or timed out between the checks above and the write: nothing was stored.
    const latest = await repo.findTest(deps.db, userId, testId);
    if (latest?.status !== 'in_progress')
      throw new AppError('CONFLICT', 409, 'This test has already been submitted.');
    throw new AppError(
      'DEADLINE_PASSED',
      409,
      'Time is up: answers after the deadline do not count.',
    );
  }
  return { saved: true, answeredAt: now.toISOString() };
}

/** One statement checks owner, status, deadline and, when given, type (repo.saveAnswer). */
function writeAnswer(
  deps: TestsDeps,
  testId: string,
  questionId: string,
  answer: string,
  now: Date,
  scope: repo.AnswerScope,
): Promise<number> {
  const deadlineFloor = new Date(now.getTime() - ANSWER_GRACE_SECONDS * 1000).toISOString();
  return repo.saveAnswer(deps.db, {
    testId,
    questionId,
    answer,
    now: now.toISOString(),
    deadlineFloor,
    scope,
  });
}

/**
 * Grades the test once. A final answer in the body is saved first when before the deadline.
 * in_progress -> pending_result (while grading) -> completed. Repeated submits return the result.
 * One `tests.changed` per submit, when grading ends (the response already is the graded view).
 */
export async function submitTest(
  deps: TestsDeps,
  userId: string,
  testId: string,
  final?: { questionId?: string; answer?: AnswerBody },
  origin?: string,
): Promise<TestView> {
  const test = await repo.findTest(deps.db, userId, testId);
  if (!test) throw notFound('Test not found.');
  if (test.status !== 'in_progress') return loadView(deps, userId, testId);
  // Stored 0 rows: past the deadline (or submitted meanwhile, and then the claim below fails).
  let lateAnswer = false;
  if (final?.answer) {
    const questions = await repo.findQuestions(deps.db, testId);
    const target = final.questionId
      ? questions.find((q) => q.id === final.questionId)
      : questions.length === 1
        ? questions[0]
        : undefined;
    if (!target)
      throw new AppError('VALIDATION_FAILED', 400, 'Name the question this answer is for.');
    lateAnswer =
      (await writeAnswer(
        deps,
        testId,
        target.id,
        encodeAnswer(parsePayload(target), final.answer),
        new Date(),
        { userId },
      )) === 0;
  }
  if (!(await repo.claimForGrading(deps.db, testId, deps.lease)))
    return loadView(deps, userId, testId);
  const held = holdLease(deps.db, 'tests', testId, deps.lease, (err) =>
    deps.log.warn({ err, testId }, 'renewing the grading lease failed'),
  );
  let questions: repo.QuestionRow[];
  let marks: repo.QuestionMark[];
  let completed: repo.TestRow | undefined;
  try {
    questions = await repo.findQuestions(deps.db, testId);
    const graded = await gradeTest(
      deps,
      userId,
      test,
      questions,
      !beforeDeadline(test.deadline_at, new Date()),
    );
    marks = graded.marks;
    completed = await repo.completeTest(deps.db, testId, {
      score: graded.score,
      feedback: JSON.stringify(graded.result),
      completedAt: new Date().toISOString(),
      questionMarks: marks,
      ...(lateAnswer ? { notice: withLateNotice(test.notice) } : {}),
    });
  } catch (err) {
    // Stopped by a shutdown: left in pending_result, graded at the next start (recovery.service.ts).
    if (deps.stopping?.aborted && !(err instanceof AppError && err.statusCode < 500)) {
      await held.abandon();
      throw shuttingDown();
    }
    // Back to in_progress so the learner can submit again; refused by the one-open index when a
    // new test under the same key was started meanwhile, and then it stays pending.
    const status = await repo.releaseGrading(deps.db, testId).then(
      () => 'in_progress',
      (e: unknown) => (
        deps.log.warn({ err: e, testId }, 'release after failed grading refused'),
        'pending_result'
      ),
    );
    publishTestChanged(deps, userId, { id: testId, type: test.type, status }, origin);
    if (err instanceof AppError) throw err;
    deps.log.error({ err }, 'grading failed');
    throw new AppError('INTERNAL', 500, EVALUATION_FAILED[testTypeSchema.parse(test.type)]);
  } finally {
    held.stop();
  }
  // Deleted with its learner's account while it was graded.
  if (!completed) throw notFound('Test not found.');
  // The rows as they now stand (grading changes a test's questions only by their marks): no
  // second read of the test and its questions.
  const view = testView(completed, withMarks(questions, marks), new Date());
  publishTestChanged(deps, userId, view, origin);
  return view;
}

/** The question rows with the marks grading gave them, as completeTest stores them. */
function withMarks(
  questions: readonly repo.QuestionRow[],
  marks: readonly repo.QuestionMark[],
): repo.QuestionRow[] {
  const byId = new Map(marks.map((m) => [m.id, m.isCorrect ? 1 : 0]));
  return questions.map((q) => ({ ...q, is_correct: byId.get(q.id) ?? q.is_correct }));
}

/** The test's own notice (which bank topic served it, say), then the late answer's. */
function withLateNotice(notice: string | null): string {
  const kept = notice === GRADING_FAILED_NOTICE ? null : notice;
  return kept ? `${kept} ${LATE_ANSWER_NOTICE}` : LATE_ANSWER_NOTICE;
}

/** Learners and completed tests, for the public figures of the landing and About pages. */
export async function publicCounts(
  db: Kysely<Database>,
): Promise<{ learners: number; testsTaken: number }> {
  return repo.countDistinct(db);
}
