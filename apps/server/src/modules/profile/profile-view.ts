/** The part of a profile row the learner wrote, as the Profile page and the public profile show it. */
import { z } from 'zod';
import type { ProfilesTable } from '../../db/schema';

const skillsColumn = z.array(z.string());

export function aboutFields(
  row: Pick<
    ProfilesTable,
    | 'display_name'
    | 'bio'
    | 'location'
    | 'website'
    | 'github'
    | 'linkedin'
    | 'company'
    | 'role'
    | 'skills'
  >,
) {
  const skills = skillsColumn.safeParse(JSON.parse(row.skills));
  return {
    displayName: row.display_name,
    bio: row.bio,
    location: row.location,
    website: row.website,
    github: row.github,
    linkedin: row.linkedin,
    company: row.company,
    role: row.role,
    skills: skills.success ? skills.data : [],
  };
}
