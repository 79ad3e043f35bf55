/** The only SQL for tests, their questions and submissions. */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once';
import { isPostgres } from '../../db/create-db';
import type { Database, QuestionsTable, TestsTable } from '../../db/schema';
import { leaseColumns, type GradingLease } from '../grading/grading-lease';
import { encodePayload, type PayloadColumns, type StoredQuestion } from '../generation/payload';
import { GRADING_FAILED_NOTICE } from './recovery.repository';

export type TestRow = TestsTable;
export type QuestionRow = QuestionsTable;
/** A test row as it is inserted, before it has a score or a grading lease. */
export type NewTestRow = Omit<
  TestRow,
  'score' | 'completed_at' | 'feedback' | 'grading_owner' | 'grading_lease_until'
>;

/** A new test's rows, and with `versions` the learner's counters version before and after it. */
export interface InsertedTest {
  test: TestRow;
  questions: QuestionRow[];
  versions?: { before: number; after: number };
}

/**
 * Inserts the test and its questions and returns them as stored; undefined (nothing written) when
 * the learner already has an open test under the same type, difficulty and topic key (the partial
 * unique index of migration 005 decides, so two concurrent starts cannot both insert).
 *
 * A test of type 'mcq' must hold only MCQs: an MCQ answer is saved by one write that trusts the
 * test's type (saveAnswer). On PostgreSQL one statement writes it all (insertAtOnce); on SQLite,
 * or with `versions`, a transaction. With `versions`, the transaction also reads the learner's
 * counters version (migration 013) first and last: on SQLite nothing else changes the learner's
 * tests between the two (a later writer of another connection fails the insert), so `after` is
 * exactly `before` plus this test (held-texts.ts).
 */
export async function insertTest(
  db: Kysely<Database>,
  test: NewTestRow,
  questions: readonly StoredQuestion[],
  options: { versions?: boolean } = {},
): Promise<InsertedTest | undefined> {
  const stored: TestRow = {
    ...test,
    score: 0,
    completed_at: null,
    feedback: null,
    grading_owner: null,
    grading_lease_until: null,
  };
  const rows: QuestionRow[] = questions.map((q, position) => ({
    // The test's id and the position: side by side in the id index (one page written per test, not
    // one per question as random ids would), and as unguessable as the test's id.
    id: `${stored.id}-q${position}`,
    test_id: stored.id,
    position,
    question: q.question,
    options: JSON.stringify(q.options),
    correct_answer: q.correctAnswer,
    points: q.points,
    user_answer: null,
    answered_at: null,
    is_correct: null,
    explanation: q.explanation,
    payload: encodePayload(q),
  }));
  if (test.type === 'mcq' && questions.some((q) => q.payload.kind !== 'mcq'))
    throw new Error(`An MCQ test holds only MCQs (test ${test.id}).`);
  if (!options.versions && rows.length > 0 && isPostgres(db))
    return (await insertAtOnce(db, stored, rows)) ? { test: stored, questions: rows } : undefined;
  // Compiled once per set of columns and number of rows (db/compiled-once.ts): Kysely binds an
  // insert's values row by row, each row's in the order of its columns.
  const testColumns = Object.keys(stored) as (keyof TestRow)[];
  const questionColumns = Object.keys(rows[0] ?? {}) as (keyof QuestionRow)[];
  const testInsert = compiledOnce(
    db,
    `insert test ${testColumns.join()}`,
    testColumns.map((c) => stored[c]),
    () =>
      db
        .insertInto('tests')
        .values(stored)
        .onConflict((oc) => oc.doNothing())
        .returning('id'),
    { distinct: false },
  );
  const questionsInsert = compiledOnce(
    db,
    `insert ${rows.length} questions ${questionColumns.join()}`,
    rows.flatMap((r) => questionColumns.map((c) => r[c])),
    () => db.insertInto('questions').values(rows),
    { distinct: false },
  );
  return db.transaction().execute(async (trx) => {
    const before = options.versions ? await countersVersion(trx, stored.user_id) : undefined;
    const res = await trx.executeQuery(testInsert);
    if (res.rows.length === 0) return undefined;
    await trx.executeQuery(questionsInsert);
    if (before === undefined) return { test: stored, questions: rows };
    const after = await countersVersion(trx, stored.user_id);
    return { test: stored, questions: rows, versions: { before, after } };
  });
}

/**
 * PostgreSQL: the test and its questions inserted by one statement, which PostgreSQL runs as one
 * transaction, instead of begin, two inserts and commit: one round trip instead of four
 * (docs/decisions/061-fewer-statements-per-test.md). The questions come as one array per
 * column, so the text is the same for any number of questions, and are inserted only with the
 * test (none when the test was not inserted). True when the test was inserted.
 */
async function insertAtOnce(
  db: Kysely<Database>,
  test: TestRow,
  rows: readonly QuestionRow[],
): Promise<boolean> {
  const testColumns = Object.keys(test) as (keyof TestRow)[];
  const arrays = QUESTION_ARRAYS.map(([column]) => rows.map((r) => r[column]));
  const query = compiledOnce(
    db,
    `insert test at once ${testColumns.join()}`,
    [...testColumns.map((c) => test[c]), ...arrays],
    () => {
      const testInsert = db
        .insertInto('tests')
        .values(test)
        .onConflict((oc) => oc.doNothing())
        .returning('id');
      const columns = sql.join(QUESTION_ARRAYS.map(([column]) => sql.ref(column)));
      const unnested = sql.join(
        QUESTION_ARRAYS.map(([, type], i) => sql`${arrays[i]}::${sql.raw(type)}[]`),
      );
      // The questions' user_answer, answered_at and is_correct stay null.
      const statement = sql<{ inserted: number }>`with t as (${testInsert}),
        q as (insert into questions (test_id, ${columns})
          select t.id, q.* from t, unnest(${unnested}) as q(${columns}))
        select count(*)::integer as inserted from t`;
      return { compile: () => statement.compile(db) };
    },
    { distinct: false },
  );
  const res = await db.executeQuery(query);
  return (res.rows[0]?.inserted ?? 0) > 0;
}

/** The question columns insertAtOnce sends as arrays, with their PostgreSQL types. */
const QUESTION_ARRAYS = [
  ['id', 'text'],
  ['position', 'integer'],
  ['question', 'text'],
  ['options', 'text'],
  ['correct_answer', 'text'],
  ['points', 'integer'],
  ['explanation', 'text'],
  ['payload', 'text'],
] as const satisfies readonly (readonly [keyof QuestionRow, string])[];

/**
 * The learner's counters version (migration 013): moves on every insert, delete or status change
 * of their tests; 0 without tests.
 */
export async function countersVersion(db: Kysely<Database>, userId: string): Promise<number> {
  const query = compiledOnce(db, 'counters version', [userId], () =>
    db.selectFrom('test_counters').select('version').where('user_id', '=', userId),
  );
  const row = (await db.executeQuery(query)).rows[0];
  return Number(row?.version ?? 0);
}

export interface OpenTestKey {
  type: string;
  difficulty: string;
  topicKey: string;
}

/** The learner's open test under this type, difficulty and topic key, if any. */
export async function findOpenTest(
  db: Kysely<Database>,
  userId: string,
  key: OpenTestKey,
): Promise<TestRow | undefined> {
  const query = compiledOnce(
    db,
    'open test',
    [userId, key.type, key.difficulty, key.topicKey],
    () =>
      db
        .selectFrom('tests')
        .selectAll()
        .where('user_id', '=', userId)
        .where('type', '=', key.type)
        .where('difficulty', '=', key.difficulty)
        .where('topic_key', '=', key.topicKey)
        // A literal, not a parameter: SQLite uses the partial index tests_one_open only when it can see
        // that the query's status is the index's (a bound value it cannot), else it scans the learner's tests.
        .where('status', '=', sql.lit('in_progress')),
  );
  return (await db.executeQuery(query)).rows[0];
}

/** A test of this user, or undefined (another user's test is indistinguishable from none). */
export async function findTest(
  db: Kysely<Database>,
  userId: string,
  testId: string,
): Promise<TestRow | undefined> {
  return db
    .selectFrom('tests')
    .selectAll()
    .where('id', '=', testId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

export async function findQuestions(db: Kysely<Database>, testId: string): Promise<QuestionRow[]> {
  return db
    .selectFrom('questions')
    .selectAll()
    .where('test_id', '=', testId)
    .orderBy('position')
    .execute();
}

/** What an answer save checks, read at once: the learner's test and, when it is one of its questions, the question. */
export interface AnswerTarget {
  status: string;
  deadline_at: string;
  question: PayloadColumns | undefined;
}

/**
 * The learner's test (undefined when it is not theirs or does not exist) and the question of it
 * that the answer is for, in one read of one question row, not the test's ten with payloads.
 */
export async function findAnswerTarget(
  db: Kysely<Database>,
  userId: string,
  testId: string,
  questionId: string,
): Promise<AnswerTarget | undefined> {
  // The join's value comes first in the SQL, then the test's.
  const query = compiledOnce(db, 'answer target', [questionId, testId, userId], () =>
    db
      .selectFrom('tests')
      .leftJoin('questions', (join) =>
        join.onRef('questions.test_id', '=', 'tests.id').on('questions.id', '=', questionId),
      )
      .select([
        'tests.status',
        'tests.deadline_at',
        'questions.id as question_id',
        'questions.question',
        'questions.options',
        'questions.correct_answer',
        'questions.explanation',
        'questions.payload',
      ])
      .where('tests.id', '=', testId)
      .where('tests.user_id', '=', userId),
  );
  const row = (await db.executeQuery(query)).rows[0];
  if (!row) return undefined;
  const {
    status,
    deadline_at,
    question_id,
    question,
    options,
    correct_answer,
    explanation,
    payload,
  } = row;
  return {
    status,
    deadline_at,
    question:
      question_id === null ||
      question === null ||
      options === null ||
      correct_answer === null ||
      payload === null
        ? undefined
        : { question, options, correct_answer, explanation, payload },
  };
}

/** Whose test an answer must be for, and with `type` of which type (an MCQ answer: 'mcq'). */
export interface AnswerScope {
  userId: string;
  type?: string;
}

/**
 * Stores an answer only while the test is the learner's (and of `scope.type` when given), in
 * progress and `deadline_at >= deadlineFloor`, checked in the same statement (issue 13 item 9). On
 * PostgreSQL the test row is read FOR SHARE, which conflicts with the submit's status UPDATE: a save
 * either commits before grading reads the answers or sees the test already claimed and writes
 * nothing. SQLite runs writes one at a time. Returns the number of answers written (0 or 1).
 */
export async function saveAnswer(
  db: Kysely<Database>,
  a: {
    testId: string;
    questionId: string;
    answer: string;
    now: string;
    deadlineFloor: string;
    scope: AnswerScope;
  },
): Promise<number> {
  const { userId, type } = a.scope;
  const values = [a.answer, a.now, a.questionId, a.testId, userId, 'in_progress', a.deadlineFloor];
  // Compiled once (db/compiled-once.ts): ten saves a test, the app's most frequent write.
  const query = compiledOnce(
    db,
    type === undefined ? 'save answer' : 'save answer of a type',
    type === undefined ? values : [...values, type],
    () => {
      const mine = db
        .selectFrom('tests')
        .select('tests.id')
        .where('tests.id', '=', a.testId)
        .where('tests.user_id', '=', userId)
        .where('tests.status', '=', 'in_progress')
        .where('tests.deadline_at', '>=', a.deadlineFloor);
      const open = type === undefined ? mine : mine.where('tests.type', '=', type);
      return db
        .updateTable('questions')
        .set({ user_answer: a.answer, answered_at: a.now })
        .where('id', '=', a.questionId)
        .where('test_id', 'in', isPostgres(db) ? open.forShare() : open);
    },
  );
  return Number((await db.executeQuery(query)).numAffectedRows ?? 0);
}

/** in_progress -> pending_result under this process's lease; false when another request already moved it. */
export async function claimForGrading(
  db: Kysely<Database>,
  testId: string,
  lease?: GradingLease,
): Promise<boolean> {
  const res = await db
    .updateTable('tests')
    .set({ status: 'pending_result', ...leaseColumns(lease) })
    .where('id', '=', testId)
    .where('status', '=', 'in_progress')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * pending_result -> in_progress, with a notice for the learner when one is given (recovery.service.ts);
 * throws when the one-open index refuses it.
 */
export async function releaseGrading(
  db: Kysely<Database>,
  testId: string,
  notice?: string,
): Promise<void> {
  await db
    .updateTable('tests')
    .set({ status: 'in_progress', ...(notice === undefined ? {} : { notice }) })
    .where('id', '=', testId)
    .where('status', '=', 'pending_result')
    .execute();
}

/** Whether grading found one question right. */
export interface QuestionMark {
  id: string;
  isCorrect: boolean;
}

/**
 * Stores the grade and the questions' marks at once, and returns the completed test as stored;
 * undefined when the test is gone (its learner deleted their account meanwhile).
 */
export async function completeTest(
  db: Kysely<Database>,
  testId: string,
  result: {
    score: number;
    feedback: string;
    completedAt: string;
    questionMarks: readonly QuestionMark[];
    /** Replaces the stored notice (a final answer that came after the deadline, say). */
    notice?: string;
  },
): Promise<TestRow | undefined> {
  const marked = result.questionMarks.map((q) => q.id);
  const right = result.questionMarks.filter((q) => q.isCorrect).map((q) => q.id);
  const completion = {
    status: 'completed',
    score: result.score,
    completed_at: result.completedAt,
    feedback: result.feedback,
    // A grading-failed notice from recovery at start no longer applies once the test is graded.
    notice: result.notice ?? sql<string | null>`nullif(notice, ${GRADING_FAILED_NOTICE})`,
  };
  // PostgreSQL: the marks and the test in one statement, one transaction and one round trip
  // instead of four (decision 061); the ids as arrays, so one text serves every test.
  if (marked.length > 0 && isPostgres(db))
    return db
      .with('marked', (qc) =>
        qc
          .updateTable('questions')
          .set({ is_correct: sql<number>`case when id = any(${right}::text[]) then 1 else 0 end` })
          .where('test_id', '=', testId)
          .where('id', '=', sql<string>`any(${marked}::text[])`)
          .returning('id'),
      )
      .updateTable('tests')
      .set(completion)
      .where('id', '=', testId)
      .returningAll()
      .executeTakeFirst();
  // SQLite (and a test without marks): a transaction. Every mark in one statement: one statement a
  // question held the transaction for ten statements.
  return db.transaction().execute(async (trx) => {
    if (marked.length > 0)
      await trx
        .updateTable('questions')
        .set({
          is_correct:
            right.length === 0
              ? 0
              : sql<number>`case when id in (${sql.join(right)}) then 1 else 0 end`,
        })
        .where('test_id', '=', testId)
        .where('id', 'in', marked)
        .execute();
    return trx
      .updateTable('tests')
      .set(completion)
      .where('id', '=', testId)
      .returningAll()
      .executeTakeFirst();
  });
}

export async function insertSubmission(
  db: Kysely<Database>,
  s: {
    userId: string;
    context: string;
    contextId: string;
    language: string;
    source: string;
    verdicts: unknown;
    passed: number;
    total: number;
    timeMs: number;
  },
): Promise<void> {
  await db
    .insertInto('submissions')
    .values({
      id: randomUUID(),
      user_id: s.userId,
      context: s.context,
      context_id: s.contextId,
      language: s.language,
      source: s.source,
      verdicts: JSON.stringify(s.verdicts),
      passed: s.passed,
      total: s.total,
      time_ms: s.timeMs,
      created_at: new Date().toISOString(),
    })
    .execute();
}

/** The question texts of the learner's open (in progress) tests. */
export async function openQuestionTexts(db: Kysely<Database>, userId: string): Promise<string[]> {
  const query = compiledOnce(db, 'open question texts', [userId], () =>
    db
      .selectFrom('questions')
      .innerJoin('tests', 'tests.id', 'questions.test_id')
      .select('questions.question')
      .where('tests.user_id', '=', userId)
      // A literal, not a parameter: PostgreSQL's generic plan of a named statement (decision 060)
      // knows no value for a parameter, so it could not use the partial index tests_one_open.
      .where('tests.status', '=', sql.lit('in_progress')),
  );
  return (await db.executeQuery(query)).rows.map((r) => r.question);
}

/**
 * Question texts of the user's recent tests on the same bank topic, type and difficulty, the most
 * recently seen first (the draw prefers unseen questions, then the least recently seen).
 */
export async function recentQuestionKeys(
  db: Kysely<Database>,
  userId: string,
  bankTopic: string,
  type: string,
  difficulty: string,
  limit = 20,
): Promise<string[]> {
  const query = compiledOnce(
    db,
    'recent question keys',
    [userId, bankTopic, type, difficulty, limit],
    () => {
      const recent = db
        .selectFrom('tests')
        .select(['id', 'created_at'])
        .where('user_id', '=', userId)
        .where('bank_topic', '=', bankTopic)
        .where('type', '=', type)
        .where('difficulty', '=', difficulty)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit);
      return db
        .selectFrom(recent.as('t'))
        .innerJoin('questions as q', 'q.test_id', 't.id')
        .select('q.question')
        .orderBy('t.created_at', 'desc')
        .orderBy('t.id', 'desc')
        .orderBy('q.position');
    },
  );
  return (await db.executeQuery(query)).rows.map((r) => r.question);
}

type CounterColumns =
  'total' | 'passed' | 'completed' | 'pending' | 'in_progress' | 'expired' | 'percent_sum';

/** A learner's counters as numbers; zeros for a learner without a row (no tests yet). */
function counterValues(row: { [K in CounterColumns]: number | string | null } | undefined) {
  return {
    total: Number(row?.total ?? 0),
    passed: Number(row?.passed ?? 0),
    completed: Number(row?.completed ?? 0),
    pending: Number(row?.pending ?? 0),
    inProgress: Number(row?.in_progress ?? 0),
    /** Completed by the server at the deadline (counted in `completed` too). */
    expired: Number(row?.expired ?? 0),
    percentSum: Number(row?.percent_sum ?? 0),
  };
}

/** A learner's test counts: one row kept by triggers on tests (migration 012), zeros for a new learner. */
export async function aggregateStats(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('test_counters')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return counterValues(row);
}

/**
 * The dashboard's counts in one statement: the counters (aggregateStats) and how many distinct
 * titles the learner's finished tests have (the pages of the recent list). A learner without a
 * counters row has no tests, so no titles either.
 */
export async function dashboardCounts(db: Kysely<Database>, userId: string) {
  const row = await db
    .selectFrom('test_counters as c')
    .selectAll('c')
    .select((eb) =>
      eb
        .selectFrom('test_titles')
        .where('user_id', '=', userId)
        .select(sql<number>`count(*)`.as('n'))
        .as('titles'),
    )
    .where('c.user_id', '=', userId)
    .executeTakeFirst();
  return {
    ...counterValues(row),
    titles: Number(row?.titles ?? 0),
    /** Moves on every change the dashboard shows (migration 013); 0 for a learner without tests. */
    version: Number(row?.version ?? 0),
  };
}

/**
 * Recent finished tests de-duplicated by title, one page: the learner's own results newest first,
 * then expired ones, so abandoned tests never push results off the first page. test_titles holds
 * the row per title (a result the learner submitted wins over an expired one of the same title),
 * kept by triggers (migration 012); its index gives the page without a sort.
 */
export async function recentDistinctByTitle(
  db: Kysely<Database>,
  userId: string,
  offset: number,
  limit: number,
) {
  return db
    .selectFrom('test_titles as l')
    .innerJoin('tests as t', 't.id', 'l.test_id')
    .where('l.user_id', '=', userId)
    .select([
      't.id',
      't.title',
      't.type',
      't.difficulty',
      't.status',
      't.score',
      't.max_score',
      't.created_at',
      't.completed_at',
      'l.expired',
    ])
    .orderBy('l.expired', 'asc')
    .orderBy('l.created_at', 'desc')
    .orderBy('l.test_id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/** The learner's open tests, newest first (shown apart from the results). */
export async function openTests(db: Kysely<Database>, userId: string, limit: number) {
  return db
    .selectFrom('tests')
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .select([
      'id',
      'title',
      'type',
      'difficulty',
      'status',
      'score',
      'max_score',
      'created_at',
      'completed_at',
    ])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Open tests whose deadline is before `floor` (deadline plus grace already passed). */
export async function expiredOpenTests(
  db: Kysely<Database>,
  userId: string,
  floor: string,
): Promise<TestRow[]> {
  return db
    .selectFrom('tests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'in_progress')
    .where('deadline_at', '<', floor)
    .orderBy('deadline_at')
    .execute();
}

/** Percent per completed test over time (latest 50) for the dashboard chart. */
export async function scoreHistory(db: Kysely<Database>, userId: string, limit = 50) {
  const rows = await db
    .selectFrom('tests')
    .where('user_id', '=', userId)
    .where('status', '=', 'completed')
    .select(['title', 'score', 'max_score', 'completed_at'])
    .orderBy('completed_at', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export async function countDistinct(db: Kysely<Database>) {
  const [users, tests] = await Promise.all([
    db
      .selectFrom('user')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('tests')
      .where('status', '=', 'completed')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirst(),
  ]);
  return { learners: Number(users?.n ?? 0), testsTaken: Number(tests?.n ?? 0) };
}

/** The user's graded tests of this type whose problem has this statement, newest first (retry history). */
export async function problemHistory(
  db: Kysely<Database>,
  q: { userId: string; type: string; question: string; limit: number },
) {
  return db
    .selectFrom('tests')
    .innerJoin('questions', 'questions.test_id', 'tests.id')
    .select([
      'tests.id',
      'tests.created_at',
      'tests.completed_at',
      'tests.score',
      'tests.max_score',
      'questions.user_answer',
    ])
    .where('tests.user_id', '=', q.userId)
    .where('tests.type', '=', q.type)
    .where('tests.status', '=', 'completed')
    .where('questions.position', '=', 0)
    .where('questions.question', '=', q.question)
    .orderBy('tests.completed_at', 'desc')
    .orderBy('tests.id', 'desc')
    .limit(q.limit)
    .execute();
}
