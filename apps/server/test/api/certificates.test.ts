/**
 * Certificates (issue 15, item 4) on both databases: issued once when the last level is passed
 * (through the real grading path), public and verifiable by id and HMAC code, a PDF whose text
 * names the learner and the course, listed on the profile, revoked when the account is deleted.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { COURSES } from '@app/content/catalogue';
import { createCertificateCodes } from '../../src/modules/certificates/certificate-codes';
import { issueCertificate } from '../../src/modules/certificates/certificates.service';
import * as m009 from '../../src/db/migrations/009-certificates';
import type { CourseProgressTable } from '../../src/db/schema';
import { dialectsUnderTest } from '../helpers/databases';
import { attemptsUrl, startMcqAttempt, submitAttempt } from '../helpers/levels-api';
import {
  as,
  createTestApp,
  deleteAccount,
  NEW_ACCOUNT_SETTINGS,
  ORIGIN,
  signUp,
  useTestApp,
  type TestUser,
} from '../helpers/test-app';

const dialects = await dialectsUnderTest();

/** The shortest course whose last level is an MCQ level (graded without the sandbox). */
function shortestMcqEnding() {
  const found = COURSES.filter((c) => c.chapters.at(-1)?.testType === 'mcq').sort(
    (a, b) => a.totalChapters - b.totalChapters,
  )[0];
  const final = found?.chapters.at(-1);
  if (!found || !final) throw new Error('no course ending with an MCQ level');
  return { course: found, last: final };
}
const { course, last } = shortestMcqEnding();

const NAME = 'Zoë Łukasz-Ωmega';

async function pdfText(body: Buffer): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(body));
  const { text } = await extractText(pdf, { mergePages: true });
  return text;
}

describe.each(dialects)('certificates on %s', (dialect) => {
  const t = useTestApp(dialect);

  const db = () => t.database.handle.db;
  const certRows = (userId: string) =>
    db().selectFrom('certificates').selectAll().where('user_id', '=', userId).execute();
  const mine = async (user: TestUser) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/certificates/mine', headers: as(user) })
    ).json();
  const publicGet = (url: string) =>
    t.app.inject({ method: 'GET', url, headers: { origin: ORIGIN } });

  /** The learner's progress on the course at its last level, written directly (enrolled 2026-01-01). */
  const insertProgress = (
    user: TestUser,
    row: Omit<CourseProgressTable, 'user_id' | 'course_id' | 'current_chapter' | 'enrolled_at'>,
  ) =>
    db()
      .insertInto('course_progress')
      .values({
        user_id: user.id,
        course_id: course.id,
        current_chapter: course.totalChapters,
        enrolled_at: '2026-01-01T00:00:00.000Z',
        ...row,
      })
      .execute();

  /** Every level but the last completed (written directly), then the last passed through the API. */
  async function finishCourse(user: TestUser) {
    const before = Array.from({ length: course.totalChapters - 1 }, (_, i) => i + 1);
    await insertProgress(user, {
      completed_chapters: JSON.stringify(before),
      chapter_scores: JSON.stringify(
        Object.fromEntries(
          before.map((o) => [String(o), { mcqScore: 100, codingScore: 100, completed: true }]),
        ),
      ),
      status: 'in_progress',
      last_accessed_at: '2026-01-01T00:00:00.000Z',
      completed_at: null,
    });
    return passLastLevel(user);
  }

  async function passLastLevel(user: TestUser) {
    const levelUrl = attemptsUrl(course.id, last.id);
    const { attempt, questions } = await startMcqAttempt(t, user, levelUrl);
    const answers = Object.fromEntries(questions.map((q) => [q.id, q.correct]));
    const res = await submitAttempt(t.app, user, levelUrl, attempt.id, { answers });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ passed: true, progressSaved: true });
  }

  async function learnerWithCertificate(name = NAME) {
    const user = await signUp(t.app, { name });
    await finishCourse(user);
    const [cert] = await mine(user);
    return { user, id: String(cert.id) };
  }

  it('passing the last level completes the course and issues exactly one certificate; a retake issues none', async () => {
    const user = await signUp(t.app, { name: NAME });
    expect(await mine(user)).toEqual([]);
    await finishCourse(user);
    const progress = (
      await t.app.inject({ method: 'GET', url: `/api/progress/${course.id}`, headers: as(user) })
    ).json();
    expect(progress.status).toBe('completed');
    const rows = await certRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      course_id: course.id,
      course_title: course.title,
      levels: course.totalChapters,
      completed_at: progress.completedAt,
      revoked_at: null,
    });

    await passLastLevel(user);
    expect(await certRows(user.id)).toHaveLength(1);
    const list = await mine(user);
    expect(list).toEqual([
      {
        id: expect.stringMatching(/^[a-z2-7]{20}-[a-z2-7]{8}$/),
        courseId: course.id,
        courseTitle: course.title,
        levels: course.totalChapters,
        completedAt: progress.completedAt,
      },
    ]);
    expect(list[0].id.startsWith(rows[0]?.serial)).toBe(true);
  });

  it('migration 009 issues certificates for courses completed before it, once', async () => {
    const user = await signUp(t.app);
    const other = await signUp(t.app);
    await finishCourse(other);
    // Back to the state before 009: no table, the migration not recorded; then a completion from then.
    await db().schema.dropTable('certificates').execute();
    await sql`delete from kysely_migration where name = ${'009-certificates'}`.execute(db());
    await insertProgress(user, {
      completed_chapters: '[]',
      chapter_scores: '{}',
      status: 'completed',
      last_accessed_at: '2026-01-03T00:00:00.000Z',
      completed_at: '2026-01-02T00:00:00.000Z',
    });
    // 009's own up(): later migrations (010 onwards) are recorded, so the Migrator would refuse
    // to run an earlier one out of order.
    await m009.up(db());
    expect(await certRows(user.id)).toEqual([
      expect.objectContaining({
        course_id: course.id,
        course_title: course.title,
        levels: course.totalChapters,
        completed_at: '2026-01-02T00:00:00.000Z',
        revoked_at: null,
      }),
    ]);
    expect(await certRows(other.id)).toHaveLength(1);
    expect(await mine(user)).toHaveLength(1);
  });

  it('concurrent completions insert one certificate (unique index on learner and course)', async () => {
    const user = await signUp(t.app);
    const now = new Date().toISOString();
    await Promise.all(
      Array.from({ length: 6 }, () =>
        db()
          .transaction()
          .execute((trx) => issueCertificate(trx, user.id, course, now)),
      ),
    );
    expect(await certRows(user.id)).toHaveLength(1);
  });

  it('needs a session to list my certificates', async () => {
    expect((await publicGet('/api/certificates/mine')).statusCode).toBe(401);
  });

  it('opens signed out by id: name, course, date, levels and code; nothing else of the learner', async () => {
    const { user, id } = await learnerWithCertificate();
    const res = await publicGet(`/api/certificates/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      holderName: NAME,
      courseId: course.id,
      courseTitle: course.title,
      levels: course.totalChapters,
    });
    expect(body.verificationCode).toBe(`${id.slice(21, 25)}-${id.slice(25)}`.toUpperCase());
    expect(res.body).not.toContain(user.id);
    expect(res.body).not.toContain(user.email);
    const page = await t.app.inject({
      method: 'GET',
      url: `/certificates/${id}`,
      headers: { accept: 'text/html' },
    });
    expect(page.headers['x-robots-tag']).toMatch(/noindex/);
  });

  it('a wrong code, a code made with another secret, or an unknown id is 404; a malformed id is 400', async () => {
    const { id } = await learnerWithCertificate();
    const serial = id.slice(0, 20);
    const code = id.slice(21);
    const flipped = `${serial}-${code.startsWith('a') ? 'b' : 'a'}${code.slice(1)}`;
    const forged = createCertificateCodes('another-secret-another-secret-another-secret').publicId(
      serial,
    );
    const unknown = createCertificateCodes(t.config.authSecret).publicId('a'.repeat(20));
    for (const bad of [flipped, forged, unknown]) {
      const res = await publicGet(`/api/certificates/${bad}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('This certificate is not valid.');
      expect((await publicGet(`/api/certificates/${bad}/pdf`)).statusCode).toBe(404);
    }
    for (const malformed of [
      serial,
      `${serial}-${code}x`,
      `${id.toUpperCase()}`,
      '..%2F..%2Fetc',
    ]) {
      expect((await publicGet(`/api/certificates/${malformed}`)).statusCode).toBe(400);
    }
  });

  it('serves a PDF whose text names the learner, the course, the levels, the date and the verification URL', async () => {
    const { id } = await learnerWithCertificate();
    const cert = (await publicGet(`/api/certificates/${id}`)).json();
    const res = await publicGet(`/api/certificates/${id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="codeconquer-certificate-${course.id}.pdf"`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain(NAME);
    expect(text).toContain(course.title);
    expect(text).toContain(`${course.totalChapters} levels passed`);
    const date = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(cert.completedAt));
    expect(text).toContain(`Completed on ${date}`);
    expect(text).toContain(`Verify at ${ORIGIN}/certificates/${id}`);
    expect(text).toContain(`Verification code: ${cert.verificationCode}`);
  });

  it('is listed on the public profile; a private profile hides the list, the certificate page stays public', async () => {
    const { user, id } = await learnerWithCertificate('Cert Profile');
    const handle: string = (
      await t.app.inject({ method: 'GET', url: '/api/profile', headers: as(user) })
    ).json().handle;
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/settings',
          headers: as(user),
          payload: NEW_ACCOUNT_SETTINGS,
        })
      ).statusCode,
    ).toBe(200);
    const shown = await publicGet(`/api/users/${handle}`);
    expect(shown.json().certificates).toEqual([
      expect.objectContaining({ id, courseId: course.id, courseTitle: course.title }),
    ]);
    expect((await publicGet(`/api/certificates/${id}`)).json().holderHandle).toBe(handle);

    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: as(user),
      payload: { ...NEW_ACCOUNT_SETTINGS, publicProfile: false },
    });
    const hidden = await publicGet(`/api/users/${handle}`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body).not.toContain(id);
    const page = await publicGet(`/api/certificates/${id}`);
    expect(page.statusCode).toBe(200);
    // No link to a private profile.
    expect(page.json().holderHandle).toBeNull();
  });

  it('deleting the account revokes the certificate: its page and PDF answer 410 "not valid", no row keeps the learner', async () => {
    const { user, id } = await learnerWithCertificate();
    const res = await deleteAccount(t.app, user);
    expect(res.statusCode).toBe(200);
    const deleted = new Map<string, number>(
      res.json().deleted.map((d: { what: string; count: number }) => [d.what, d.count]),
    );
    expect([...deleted.entries()].find(([what]) => what.startsWith('Certificates'))?.[1]).toBe(1);

    const gone = await publicGet(`/api/certificates/${id}`);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().error.message).toMatch(/^This certificate is not valid\./);
    expect(gone.body).not.toContain(NAME);
    expect((await publicGet(`/api/certificates/${id}/pdf`)).statusCode).toBe(410);
    const row = await db()
      .selectFrom('certificates')
      .selectAll()
      .where('serial', '=', id.slice(0, 20))
      .executeTakeFirstOrThrow();
    expect(row.user_id).toBeNull();
    expect(row.revoked_at).not.toBeNull();
  });
});

describe('certificate PDF rate limit', () => {
  it('allows 30 PDF requests a minute from one client, then answers 429; the JSON page is not held to it', async () => {
    const t = await createTestApp('sqlite', { RATE_LIMIT: 'true' });
    try {
      const unknown = createCertificateCodes(t.config.authSecret).publicId('b'.repeat(20));
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1)
        statuses.push(
          (await t.app.inject({ method: 'GET', url: `/api/certificates/${unknown}/pdf` }))
            .statusCode,
        );
      expect(statuses.slice(0, 30).every((s) => s === 404)).toBe(true);
      expect(statuses[30]).toBe(429);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/certificates/${unknown}` })).statusCode,
      ).toBe(404);
    } finally {
      await t.close();
    }
  });
});
