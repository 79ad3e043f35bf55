/**
 * Account activity into the outbox (Email Notifications): password changed, a sign-in from a
 * browser not seen before, a certificate issued. Called from better-auth's hooks (auth.ts) and
 * from certificates.service.ts; the scheduler sends them on its next tick.
 */
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import * as audience from './mail-audience.repository';
import { MAIL_KINDS, type MailKind, type PayloadOf } from './mail-kinds';
import * as repo from './mail.repository';

/**
 * Puts one account-activity mail in the outbox, 'pending' when the learner's switch for its kind
 * is on. Otherwise nothing is queued, unless `recordSkipped`: then the row is kept as 'skipped'
 * (never sent); `skip` makes it 'skipped' even with the switch on.
 */
async function queueAccountMail<K extends MailKind>(
  db: Kysely<Database>,
  userId: string,
  mail: { kind: K; period: string; payload: PayloadOf<K>; now: Date },
  options: { recordSkipped?: boolean; skip?: boolean } = {},
): Promise<void> {
  const who = await audience.findRecipient(db, userId);
  const send = who?.[MAIL_KINDS[mail.kind].setting] === true && options.skip !== true;
  if (!send && options.recordSkipped !== true) return;
  await repo.insertIfAbsent(db, {
    userId,
    kind: mail.kind,
    period: mail.period,
    status: send ? 'pending' : 'skipped',
    payload: mail.payload,
    now: mail.now.toISOString(),
  });
}

export async function notePasswordChanged(
  db: Kysely<Database>,
  userId: string,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await queueAccountMail(db, userId, {
    kind: 'password-changed',
    period: at,
    payload: { at },
    now,
  });
}

/** "Firefox on Linux"-like words of a user agent, without versions (an update is not a new browser). */
function browserOf(userAgent: string | null | undefined): { key: string; label: string } {
  const ua = (userAgent ?? '').slice(0, 512);
  const family = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'a browser';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'an unknown system';
  const key = createHash('sha256')
    .update(ua.replace(/[\d._]+/g, ''))
    .digest('base64url')
    .slice(0, 32);
  return { key, label: `${family} on ${os}` };
}

/**
 * Records the browser of a new session. The learner's first browser ever, and any browser while
 * the switch is off, is recorded as known ('skipped') without a mail; the unique key makes each
 * browser mail at most once.
 */
export async function noteSignIn(
  db: Kysely<Database>,
  session: { userId: string; userAgent?: string | null },
  now: Date = new Date(),
): Promise<void> {
  const browser = browserOf(session.userAgent);
  const period = `browser:${browser.key}`;
  if (await repo.hasRow(db, session.userId, 'new-sign-in', period)) return;
  const first = !(await repo.hasRow(db, session.userId, 'new-sign-in'));
  await queueAccountMail(
    db,
    session.userId,
    {
      kind: 'new-sign-in',
      period,
      payload: { at: now.toISOString(), browser: browser.label },
      now,
    },
    { recordSkipped: true, skip: first },
  );
}

/** Queues the certificate mail in the transaction that issues it (one per learner and course). */
export async function noteCertificate(
  db: Kysely<Database>,
  userId: string,
  course: { id: string; title: string },
  now: Date = new Date(),
): Promise<void> {
  await queueAccountMail(db, userId, {
    kind: 'certificate',
    period: course.id,
    payload: { courseId: course.id, courseTitle: course.title },
    now,
  });
}
