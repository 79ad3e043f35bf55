/**
 * Delete my account and Export my data (issue 15, item 6) on both databases. Deletion is checked
 * against every table of the database (better-auth's included, and any table added later): no
 * row may still hold the learner's id or email.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dialectsUnderTest } from '../helpers/databases';
import {
  as,
  deleteAccount,
  ORIGIN,
  postFromSite,
  signUp,
  useTestApp,
  type TestUser,
} from '../helpers/test-app';
import { insertFinishedTest, insertLevelAttempt } from '../helpers/activity-factory';
import { insertPassedSubmission } from '../helpers/submission-factory';
import { newSerial } from '../../src/modules/certificates/certificate-codes';

const dialects = await dialectsUnderTest();

describe.each(dialects)('account deletion and export on %s', (dialect) => {
  const t = useTestApp(dialect);

  const db = () => t.database.handle.db;

  async function allTables(): Promise<string[]> {
    if (dialect === 'sqlite') {
      const r = await sql<{
        name: string;
      }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
        db(),
      );
      return r.rows.map((x) => x.name);
    }
    const r = await sql<{
      name: string;
    }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(
      db(),
    );
    return r.rows.map((x) => x.name);
  }

  /** Every table, every row, as text: the tables whose rows mention any of the needles. */
  async function tablesMentioning(needles: string[]): Promise<string[]> {
    const hits: string[] = [];
    for (const table of await allTables()) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        db(),
      );
      const text = JSON.stringify(rows.rows).toLowerCase();
      if (needles.some((n) => text.includes(n.toLowerCase()))) hits.push(table);
    }
    return hits;
  }

  /** A learner with a row in every table a learner can reach, and two sessions. */
  async function busyLearner(): Promise<{ user: TestUser; second: string }> {
    const user = await signUp(t.app, { name: 'Delete Dee' });
    const now = Date.now();
    await insertFinishedTest(db(), user.id, {
      completedAt: new Date(now - 3_600_000).toISOString(),
    });
    await insertLevelAttempt(db(), user.id, {
      completedAt: new Date(now - 3_600_000).toISOString(),
      score: 50,
    });
    await insertPassedSubmission(db(), user.id, 'print(1)');
    await t.app.inject({ method: 'POST', url: '/api/courses/python/visit', headers: as(user) });
    // A certificate (migration 009): revoked and detached from the learner by the deletion.
    await db()
      .insertInto('certificates')
      .values({
        serial: newSerial(),
        user_id: user.id,
        course_id: 'python',
        course_title: 'Python Programming',
        levels: 8,
        completed_at: new Date().toISOString(),
        issued_at: new Date().toISOString(),
        revoked_at: null,
      })
      .execute();
    await db()
      .insertInto('contact_messages')
      .values({
        id: `msg-${user.id}`,
        topic: 'careers',
        name: 'Delete Dee',
        email: user.email.toUpperCase(),
        company: '',
        message: 'Hello',
        created_at: new Date().toISOString(),
      })
      .execute();
    const stamp = new Date().toISOString();
    await db()
      .insertInto('review_cards')
      .values({
        id: `card-${user.id}`,
        user_id: user.id,
        content_key: 'k',
        reason: 'mistake',
        source: 'SQL MCQ Test',
        question: 'Q?',
        options: '{"A":"a","B":"b","C":"c","D":"d"}',
        correct_answer: 'A',
        explanation: 'E',
        due: stamp,
        stability: 0,
        difficulty: 0,
        elapsed_days: 0,
        scheduled_days: 0,
        learning_steps: 0,
        reps: 0,
        lapses: 0,
        state: 0,
        last_review: null,
        created_at: stamp,
        updated_at: stamp,
      })
      .execute();
    // A reset link and a failed sign-in leave rows keyed by the id and the email.
    await postFromSite(t.app, '/api/auth/request-password-reset', {
      email: user.email,
      redirectTo: '/reset-password',
    });
    const again = await postFromSite(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    const second =
      (again.headers['set-cookie'] as string[] | string | undefined)
        ?.toString()
        .match(/better-auth\.session_token=[^;]+/)?.[0] ?? '';
    expect(second).not.toBe('');
    return { user, second };
  }

  it('refuses a wrong or missing password and deletes nothing', async () => {
    const { user } = await busyLearner();
    const wrong = await deleteAccount(t.app, user, 'not-my-password-1');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.message).toMatch(/password is not correct\. Nothing was deleted/);
    const empty = await deleteAccount(t.app, user, '');
    expect(empty.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })).statusCode,
    ).toBe(200);
    expect(
      await db().selectFrom('tests').select('id').where('user_id', '=', user.id).execute(),
    ).toHaveLength(1);
  });

  it('needs a session and a same-site request', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/account/delete',
          payload: { password: 'x' },
        })
      ).statusCode,
    ).toBe(401);
    const { user } = await busyLearner();
    const cross = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { password: user.password },
    });
    expect(cross.statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })).statusCode,
    ).toBe(200);
  });

  it('with the password: deletes every row of the learner in every table, ends every session, says what it deleted; others keep theirs', async () => {
    const bystander = await busyLearner();
    const { user, second } = await busyLearner();
    expect((await tablesMentioning([user.id])).sort()).toEqual(
      expect.arrayContaining([
        'account',
        'certificates',
        'chapter_attempts',
        'course_progress',
        'profiles',
        'review_cards',
        'session',
        'settings',
        'submissions',
        'tests',
        'user',
        'verification',
      ]),
    );

    const res = await deleteAccount(t.app, user);
    expect(res.statusCode).toBe(200);
    const deleted = new Map<string, number>(
      res.json().deleted.map((d: { what: string; count: number }) => [d.what, d.count]),
    );
    for (const [what, count] of [
      ['Tests', 1],
      ['Test questions and your answers', 1],
      ['Level attempts', 1],
      ['Code submissions', 1],
      ['Course progress', 1],
      ['Profile', 1],
      ['Settings', 1],
      ['Sessions (signed out everywhere)', 2],
      ['Account', 1],
      ['Certificates (revoked: their pages now say they are not valid)', 1],
      ['Messages sent from the contact page', 1],
      ['Review queue questions', 1],
    ] as const)
      expect(deleted.get(what), what).toBe(count);
    expect(deleted.get('Password reset links')).toBeGreaterThanOrEqual(1);
    const cleared = String(res.headers['set-cookie']);
    expect(cleared).toMatch(/better-auth\.session_token=; Path=\/; Max-Age=0/);

    expect(await tablesMentioning([user.id, user.email])).toEqual([]);
    // Both sessions are over at once, on this process too (its session cache).
    for (const cookie of [user.cookie, second]) {
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/profile',
            headers: { cookie, origin: ORIGIN },
          })
        ).statusCode,
      ).toBe(401);
    }
    const signIn = await postFromSite(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(signIn.statusCode).toBe(401);
    // The bystander is untouched.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(bystander.user) }))
        .statusCode,
    ).toBe(200);
    expect(
      await db()
        .selectFrom('tests')
        .select('id')
        .where('user_id', '=', bystander.user.id)
        .execute(),
    ).toHaveLength(1);
  });

  it('the public profile of a deleted learner is gone', async () => {
    const { user } = await busyLearner();
    const handle = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })
    ).json().handle;
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${handle}` })).statusCode).toBe(
      200,
    );
    await deleteAccount(t.app, user);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/${handle}` })).statusCode).toBe(
      404,
    );
  });

  it('exports the learner’s data as a JSON download, without secrets or open tests’ answers', async () => {
    const { user } = await busyLearner();
    const open = await insertFinishedTest(db(), user.id, {
      completedAt: new Date().toISOString(),
      question: 'OPEN-QUESTION',
    });
    await db()
      .updateTable('tests')
      .set({ status: 'in_progress', completed_at: null })
      .where('id', '=', open)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: as(user),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="codeconquer-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json();
    expect(data.account).toEqual({ id: user.id, name: 'Delete Dee', email: user.email });
    expect(data.profile.handle).toMatch(/^delete-dee/);
    expect(data.settings.public_profile).toBe(1);
    expect(data.tests).toHaveLength(2);
    const done = data.tests.find((x: { status: string }) => x.status === 'completed');
    expect(done.questions[0]).toMatchObject({
      yourAnswer: 'B',
      correctAnswer: 'B',
      isCorrect: true,
    });
    const openTest = data.tests.find((x: { status: string }) => x.status === 'in_progress');
    expect(openTest.questions[0]).toMatchObject({
      question: 'OPEN-QUESTION',
      correctAnswer: null,
      explanation: null,
    });
    expect(data.levelAttempts).toHaveLength(1);
    expect(data.submissions[0]).toMatchObject({ source: 'print(1)', verdicts: ['Accepted'] });
    expect(data.sessions.length).toBe(2);
    expect(data.signInMethods).toEqual([expect.objectContaining({ provider: 'credential' })]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ topic: 'careers', message: 'Hello' }),
    ]);
    expect(data.certificates).toEqual([
      expect.objectContaining({
        course_id: 'python',
        course_title: 'Python Programming',
        levels: 8,
      }),
    ]);
    // No password hash, session token or stored problem payload.
    const hash = await db()
      .withTables<{ account: { userId: string; password: string | null } }>()
      .selectFrom('account')
      .select('password')
      .where('userId', '=', user.id)
      .executeTakeFirst();
    expect(hash?.password).toBeTruthy();
    expect(res.body).not.toContain(hash?.password ?? 'x');
    expect(res.body).not.toContain(user.cookie.split('=')[1]!.split('.')[0]!);
    expect(res.body).not.toContain('"payload"');
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(
      401,
    );
  });
});
