/**
 * The only SQL of account deletion and export. Deletion covers every table that holds a learner's
 * rows (db/schema.ts and better-auth's session, account, verification, user) in one transaction.
 * A table added later must be added here too: test/api/account.test.ts scans every table of the
 * database for the deleted learner's id and email.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { findUserRow } from '../../lib/user-rows';

/** better-auth's tables, as far as deletion and export read them (its default camelCase columns). */
type AuthTables = {
  session: {
    id: string;
    token: string;
    userId: string;
    createdAt: string | Date;
    expiresAt: string | Date;
    ipAddress: string | null;
    userAgent: string | null;
  };
  account: {
    id: string;
    userId: string;
    providerId: string;
    password: string | null;
    createdAt: string | Date;
  };
  verification: { id: string; identifier: string; value: string };
};
type Db = Kysely<Database & AuthTables>;

const withAuth = (db: Kysely<Database>): Db => db.withTables<AuthTables>();

/** The stored password hash of the learner's email-and-password account, if any. */
export async function credentialHash(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await withAuth(db)
    .selectFrom('account')
    .select('password')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return row?.password ?? null;
}

export interface DeletedCounts {
  questions: number;
  submissions: number;
  tests: number;
  chapterAttempts: number;
  courseProgress: number;
  settings: number;
  profile: number;
  sessions: number;
  accounts: number;
  verifications: number;
  rateLimits: number;
  contactMessages: number;
  reviewCards: number;
  certificates: number;
  mailOutbox: number;
  user: number;
}

const n = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);

/** Deletes every row of the learner in one transaction; answers the session tokens it ended. */
export async function deleteAccount(
  db: Kysely<Database>,
  user: { id: string; email: string },
): Promise<{ counts: DeletedCounts; sessionTokens: string[] }> {
  return withAuth(db)
    .transaction()
    .execute(async (trx: Transaction<Database & AuthTables>) => {
      const sessionTokens = (
        await trx.selectFrom('session').select('token').where('userId', '=', user.id).execute()
      ).map((s) => s.token);
      const testIds = trx.selectFrom('tests').select('id').where('user_id', '=', user.id);
      const counts: DeletedCounts = {
        questions: n(
          await trx.deleteFrom('questions').where('test_id', 'in', testIds).executeTakeFirst(),
        ),
        submissions: n(
          await trx.deleteFrom('submissions').where('user_id', '=', user.id).executeTakeFirst(),
        ),
        tests: n(await trx.deleteFrom('tests').where('user_id', '=', user.id).executeTakeFirst()),
        chapterAttempts: n(
          await trx
            .deleteFrom('chapter_attempts')
            .where('user_id', '=', user.id)
            .executeTakeFirst(),
        ),
        courseProgress: n(
          await trx.deleteFrom('course_progress').where('user_id', '=', user.id).executeTakeFirst(),
        ),
        settings: n(
          await trx.deleteFrom('settings').where('user_id', '=', user.id).executeTakeFirst(),
        ),
        profile: n(
          await trx.deleteFrom('profiles').where('user_id', '=', user.id).executeTakeFirst(),
        ),
        sessions: n(
          await trx.deleteFrom('session').where('userId', '=', user.id).executeTakeFirst(),
        ),
        accounts: n(
          await trx.deleteFrom('account').where('userId', '=', user.id).executeTakeFirst(),
        ),
        // Reset tokens hold the user id as their value; other verifications name the email.
        verifications: n(
          await trx
            .deleteFrom('verification')
            .where((eb) => eb.or([eb('value', '=', user.id), eb('identifier', '=', user.email)]))
            .executeTakeFirst(),
        ),
        // The sign-in limiter's counter is keyed by the email (auth-rate-limit.ts).
        rateLimits: n(
          await trx
            .deleteFrom('rate_limits')
            .where('key', '=', `account:${user.email.trim().toLowerCase()}`)
            .executeTakeFirst(),
        ),
        // Contact-page messages carry the sender's email (migration 006).
        contactMessages: n(
          await trx
            .deleteFrom('contact_messages')
            .where(sql<boolean>`lower(email) = ${user.email.trim().toLowerCase()}`)
            .executeTakeFirst(),
        ),
        // The review queue (migration 008).
        reviewCards: n(
          await trx.deleteFrom('review_cards').where('user_id', '=', user.id).executeTakeFirst(),
        ),
        // Certificates (migration 009) are revoked and detached: the public page then says "not valid".
        certificates: Number(
          (
            await trx
              .updateTable('certificates')
              .set({ user_id: null, revoked_at: new Date().toISOString() })
              .where('user_id', '=', user.id)
              .executeTakeFirst()
          ).numUpdatedRows,
        ),
        // Mail queued or sent to the learner (migration 010).
        mailOutbox: n(
          await trx.deleteFrom('mail_outbox').where('user_id', '=', user.id).executeTakeFirst(),
        ),
        user: n(await trx.deleteFrom('user').where('id', '=', user.id).executeTakeFirst()),
      };
      return { counts, sessionTokens };
    });
}

/** Runs a record of queries at once; their results under the same keys. */
async function allQueries<T extends Record<string, Promise<unknown>>>(
  queries: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const values = await Promise.all(Object.values(queries));
  return Object.fromEntries(Object.keys(queries).map((key, i) => [key, values[i]])) as {
    [K in keyof T]: Awaited<T[K]>;
  };
}

/** Everything the export holds, read in one go (JSON columns still as text). */
export async function exportRows(db: Kysely<Database>, userId: string) {
  const adb = withAuth(db);
  const email =
    (await db.selectFrom('user').select('email').where('id', '=', userId).executeTakeFirst())
      ?.email ?? '';
  return allQueries({
    user: db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirst(),
    profile: findUserRow(db, 'profiles', userId),
    settings: findUserRow(db, 'settings', userId),
    tests: db
      .selectFrom('tests')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    questions: db
      .selectFrom('questions')
      .innerJoin('tests', 'tests.id', 'questions.test_id')
      .select([
        'questions.test_id',
        'questions.position',
        'questions.question',
        'questions.options',
        'questions.correct_answer',
        'questions.user_answer',
        'questions.is_correct',
        'questions.explanation',
        'tests.status',
      ])
      .where('tests.user_id', '=', userId)
      .orderBy('questions.test_id')
      .orderBy('questions.position')
      .execute(),
    attempts: db
      .selectFrom('chapter_attempts')
      .select([
        'id',
        'course_id',
        'chapter_id',
        'chapter_order',
        'test_type',
        'answers',
        'score',
        'max_score',
        'status',
        'result',
        'created_at',
        'completed_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    progress: db.selectFrom('course_progress').selectAll().where('user_id', '=', userId).execute(),
    submissions: db
      .selectFrom('submissions')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    sessions: adb
      .selectFrom('session')
      .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
      .where('userId', '=', userId)
      .execute(),
    accounts: adb
      .selectFrom('account')
      .select(['providerId', 'createdAt'])
      .where('userId', '=', userId)
      .execute(),
    contactMessages: db
      .selectFrom('contact_messages')
      .select(['topic', 'name', 'company', 'message', 'created_at'])
      .where(sql<boolean>`lower(email) = ${email.trim().toLowerCase()}`)
      .execute(),
    reviewCards: db
      .selectFrom('review_cards')
      .select([
        'reason',
        'source',
        'question',
        'options',
        'correct_answer',
        'explanation',
        'due',
        'reps',
        'lapses',
        'last_review',
        'created_at',
      ])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
  });
}

/** The learner's certificates for the export (migration 009); their addresses are on Profile and course pages. */
export async function exportCertificates(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('certificates')
    .select(['course_id', 'course_title', 'levels', 'completed_at', 'issued_at'])
    .where('user_id', '=', userId)
    .orderBy('completed_at')
    .execute();
}

/** Mail queued or sent to the learner (migration 010), for the export. */
export async function exportMail(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('mail_outbox')
    .select(['kind', 'period', 'status', 'payload', 'attempts', 'created_at', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
}
