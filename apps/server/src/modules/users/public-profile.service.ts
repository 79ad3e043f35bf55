/**
 * GET /api/users/{handle} (issue 15). Public Profile off: a 404 for everyone but the owner, with
 * the same message as a handle nobody has, so the answer never tells whether the learner exists.
 * Show Email off: no email. Answers, code and individual tests have no field in the response.
 */
import type { Kysely } from 'kysely';
import { isValidHandle, type PublicProfile } from '@app/shared/public-profile.schemas';
import type { Database } from '../../db/schema';
import type { SessionUser } from '../../fastify';
import { notFound } from '../../lib/app-error';
import { getActivity } from '../activity/activity.service';
import type { CertificateCodes } from '../certificates/certificate-codes';
import { listCertificates } from '../certificates/certificates.service';
import { completedCourses } from '../courses/completed-courses.service';
import { findByHandle } from '../profile/public-identity.service';
import { aboutFields } from '../profile/profile-view';
import { testTotals } from '../tests/test-stats.service';

const noProfile = (handle: string) => notFound(`There is no public profile at /u/${handle}.`);

export async function getPublicProfile(
  db: Kysely<Database>,
  handle: string,
  viewer: SessionUser | null,
  codes: CertificateCodes,
): Promise<PublicProfile> {
  const row = isValidHandle(handle) ? await findByHandle(db, handle) : undefined;
  const isOwner = row !== undefined && viewer?.id === row.user_id;
  if (!row || row.handle === null || (row.public_profile !== 1 && !isOwner))
    throw noProfile(handle);
  const isPublic = row.public_profile === 1;
  const about = aboutFields(row);
  const [stats, coursesCompleted, activity, certificates] = await Promise.all([
    testTotals(db, row.user_id),
    completedCourses(db, row.user_id),
    getActivity(db, row.user_id, row.time_zone ?? 'UTC'),
    listCertificates(db, codes, row.user_id),
  ]);
  return {
    handle: row.handle,
    ...about,
    email: row.show_email === 1 ? row.email : null,
    memberSince: row.created_at,
    indexable: isPublic && row.allow_indexing === 1,
    visibility: isPublic ? 'public' : 'private',
    isOwner,
    stats,
    coursesCompleted,
    certificates,
    activity,
  };
}

/** Whether the page at /u/{handle} may be indexed: public and opted in; anything else is noindex. */
export async function isIndexable(db: Kysely<Database>, handle: string): Promise<boolean> {
  if (!isValidHandle(handle)) return false;
  const row = await findByHandle(db, handle);
  return row !== undefined && row.public_profile === 1 && row.allow_indexing === 1;
}
