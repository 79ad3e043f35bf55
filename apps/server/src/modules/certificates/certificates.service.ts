/**
 * Course certificates (issue 15, docs/decisions/015-certificates.md): issued once when a course is
 * completed (in the transaction that saves the completing level), public by their unguessable id,
 * revoked when the account is deleted.
 */
import type { Kysely, Transaction } from 'kysely';
import {
  INVALID_CERTIFICATE_MESSAGE,
  type Certificate,
  type CertificateSummary,
} from '@app/shared/certificates.schemas';
import { formatVerificationCode } from '@app/shared/certificates.schemas';
import type { Database } from '../../db/schema';
import { AppError, notFound } from '../../lib/app-error';
import { newSerial, type CertificateCodes } from './certificate-codes';
import * as repo from './certificates.repository';
import { noteCertificate } from '../mail/mail-events';

export interface CourseForCertificate {
  id: string;
  title: string;
  totalChapters: number;
}

/**
 * Issues the learner's certificate for a completed course unless they have one: idempotent, and
 * concurrent completions insert one row (unique index on user and course).
 */
export async function issueCertificate(
  trx: Transaction<Database>,
  userId: string,
  course: CourseForCertificate,
  completedAt: string,
): Promise<void> {
  const issued = await repo.insertIfAbsent(trx, {
    serial: newSerial(),
    user_id: userId,
    course_id: course.id,
    course_title: course.title,
    levels: course.totalChapters,
    completed_at: completedAt,
    issued_at: new Date().toISOString(),
    revoked_at: null,
  });
  // Email Notifications: queued in the same transaction, so a rolled-back completion mails nothing.
  if (issued) await noteCertificate(trx, userId, course);
}

const invalid = () => notFound(INVALID_CERTIFICATE_MESSAGE);

/** A valid certificate by its public id; 404 for an unknown id or a wrong code, 410 once revoked. */
export async function getCertificate(
  db: Kysely<Database>,
  codes: CertificateCodes,
  id: string,
): Promise<Certificate> {
  const serial = codes.serialOf(id);
  const row = serial === null ? undefined : await repo.findWithHolder(db, serial);
  if (!row) throw invalid();
  if (row.revoked_at !== null || row.user_id === null)
    throw new AppError('GONE', 410, `${INVALID_CERTIFICATE_MESSAGE} It was revoked.`);
  return {
    id,
    verificationCode: formatVerificationCode(id.slice(id.indexOf('-') + 1)),
    holderName: row.display_name ?? row.user_name ?? '',
    holderHandle: row.public_profile === 1 ? row.handle : null,
    courseId: row.course_id,
    courseTitle: row.course_title,
    levels: row.levels,
    completedAt: row.completed_at,
    issuedAt: row.issued_at,
  };
}

/** The learner's valid certificates with their public ids (their own pages and the public profile). */
export async function listCertificates(
  db: Kysely<Database>,
  codes: CertificateCodes,
  userId: string,
): Promise<CertificateSummary[]> {
  const rows = await repo.listForUser(db, userId);
  return rows.map((r) => ({
    id: codes.publicId(r.serial),
    courseId: r.course_id,
    courseTitle: r.course_title,
    levels: r.levels,
    completedAt: r.completed_at,
  }));
}
