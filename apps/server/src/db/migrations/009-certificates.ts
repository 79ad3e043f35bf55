/**
 * Course certificates (issue 15, docs/decisions/015-certificates.md).
 * - serial: 20 random base32 characters; the public id adds an HMAC code derived at read time.
 * - user_id: NULL once revoked by account deletion (the row keeps nothing of the learner, so the
 *   page can answer "not valid" instead of "never existed").
 * - course_title, levels: as issued, so a later catalogue change does not rewrite a certificate.
 * - unique (user_id, course_id): one certificate per learner and course, whatever the races.
 * Courses completed before this migration get their certificate here.
 */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { COURSES } from '@app/content/catalogue';
import { createTable, TIMESTAMP, USER_ID } from './schema-helpers';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** 20 base32 characters from 100 random bits (same alphabet as certificates.service.ts). */
function newSerial(): string {
  const bytes = randomBytes(20);
  return Array.from(bytes, (b) => BASE32[b & 31]).join('');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await createTable(db, 'certificates', {
    columns: {
      serial: 'varchar(20)',
      user_id: USER_ID,
      course_id: 'varchar(40)',
      course_title: 'varchar(200)',
      levels: 'integer',
      completed_at: TIMESTAMP,
      issued_at: TIMESTAMP,
      revoked_at: TIMESTAMP,
    },
    primaryKey: 'serial',
    nullable: ['user_id', 'revoked_at'],
    references: { user_id: { to: 'user.id', onDelete: 'set null' } },
    uniqueIndexes: { certificates_user_course: ['user_id', 'course_id'] },
  });

  const courses = new Map(COURSES.map((c) => [c.id, c]));
  const done: Array<{
    user_id: string;
    course_id: string;
    completed_at: string | null;
    last_accessed_at: string;
  }> = await db
    .selectFrom('course_progress')
    .select(['user_id', 'course_id', 'completed_at', 'last_accessed_at'])
    .where('status', '=', 'completed')
    .execute();
  const now = new Date().toISOString();
  for (const row of done) {
    const course = courses.get(row.course_id);
    if (!course) continue;
    await db
      .insertInto('certificates')
      .values({
        serial: newSerial(),
        user_id: row.user_id,
        course_id: row.course_id,
        course_title: course.title,
        levels: course.totalChapters,
        completed_at: row.completed_at ?? row.last_accessed_at,
        issued_at: now,
        revoked_at: null,
      })
      .execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only');
}
