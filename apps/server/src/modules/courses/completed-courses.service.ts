/** The courses a learner completed, for the public profile: ids, titles and dates only. */
import type { Kysely } from 'kysely';
import { COURSES } from '@app/content/catalogue';
import type { CompletedCourse } from '@app/shared/public-profile.schemas';
import type { Database } from '../../db/schema';
import * as repo from './courses.repository';

export async function completedCourses(
  db: Kysely<Database>,
  userId: string,
): Promise<CompletedCourse[]> {
  const titles = new Map(COURSES.map((c) => [c.id, c.title]));
  const progress = await repo.listProgress(db, userId);
  return progress
    .filter((p) => p.status === 'completed' && titles.has(p.courseId))
    .map((p) => ({
      courseId: p.courseId,
      title: titles.get(p.courseId) ?? p.courseId,
      completedAt: p.completedAt,
    }))
    .sort((a, b) => (a.completedAt ?? '').localeCompare(b.completedAt ?? ''));
}
