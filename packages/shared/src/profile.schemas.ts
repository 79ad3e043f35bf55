/** Profile (spec section 3) and what the Profile page may write. */
import { z } from 'zod';
import { safeText } from './text.schemas';

export const PROFILE_LIMITS = {
  displayName: 80,
  bio: 1000,
  location: 100,
  website: 200,
  github: 39,
  linkedin: 100,
  company: 100,
  role: 100,
  skill: 40,
  skills: 30,
} as const;

const optionalText = (max: number, label: string) =>
  safeText(label).trim().max(max, `${label} must be at most ${max} characters`);

/** GitHub usernames: letters, digits and single hyphens, not starting or ending with one. */
const githubUsername = safeText('GitHub username')
  .trim()
  .max(PROFILE_LIMITS.github, `GitHub username must be at most ${PROFILE_LIMITS.github} characters`)
  .regex(
    /^$|^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9]))*$/,
    'GitHub username may contain only letters, digits and single hyphens',
  );

const linkedinUsername = safeText('LinkedIn username')
  .trim()
  .max(
    PROFILE_LIMITS.linkedin,
    `LinkedIn username must be at most ${PROFILE_LIMITS.linkedin} characters`,
  )
  .regex(
    /^$|^[A-Za-z0-9-_%]+$/,
    'LinkedIn username may contain only letters, digits, hyphens and underscores',
  );

const website = safeText('Website')
  .trim()
  .max(PROFILE_LIMITS.website, `Website must be at most ${PROFILE_LIMITS.website} characters`)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v),
    'Website must be an http(s) URL, like https://example.com',
  );

/** Trim, drop empty and duplicate (case-insensitive) skills, keep order. */
export function normaliseSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of skills) {
    const s = raw.trim();
    const key = s.toLowerCase();
    if (s === '' || seen.has(key)) continue;
    seen.add(key);
    out.push(s);
  }
  return out;
}

export const profileUpdateSchema = z
  .object({
    displayName: safeText('Display name')
      .trim()
      .min(1, 'Display name is required')
      .max(
        PROFILE_LIMITS.displayName,
        `Display name must be at most ${PROFILE_LIMITS.displayName} characters`,
      ),
    bio: optionalText(PROFILE_LIMITS.bio, 'Bio'),
    location: optionalText(PROFILE_LIMITS.location, 'Location'),
    website,
    github: githubUsername,
    linkedin: linkedinUsername,
    company: optionalText(PROFILE_LIMITS.company, 'Company'),
    role: optionalText(PROFILE_LIMITS.role, 'Role'),
    skills: z
      .array(
        safeText('A skill').max(
          PROFILE_LIMITS.skill,
          `Each skill must be at most ${PROFILE_LIMITS.skill} characters`,
        ),
      )
      .max(PROFILE_LIMITS.skills, `At most ${PROFILE_LIMITS.skills} skills`)
      .transform(normaliseSkills),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  github: z.string(),
  linkedin: z.string(),
  company: z.string(),
  role: z.string(),
  skills: z.array(z.string()),
  /** The public profile's address, /u/{handle} (suggested from the name at sign-up). */
  handle: z.string().nullable(),
  /** IANA time zone; null until the browser's default is saved or the learner picks one. */
  timeZone: z.string().nullable(),
  /** Search engines may index the public profile (default off: `noindex`). */
  allowIndexing: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;
