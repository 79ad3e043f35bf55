/**
 * Public profiles (issue 15): handles, the learner's time zone, and what `GET /api/users/{handle}`
 * may show. The response schema is the allow-list: answers and code have no field here.
 */
import { z } from 'zod';
import { activitySchema } from './activity.schemas';
import { certificateSummarySchema } from './certificates.schemas';

export const HANDLE_MIN_LENGTH = 3;
export const HANDLE_MAX_LENGTH = 30;
export const HANDLE_RULE = `A handle is ${HANDLE_MIN_LENGTH} to ${HANDLE_MAX_LENGTH} characters of lowercase letters a-z, digits 0-9 and hyphens (-).`;
const HANDLE_PATTERN = /^[a-z0-9-]{3,30}$/;

export function isValidHandle(value: string): boolean {
  return HANDLE_PATTERN.test(value);
}

export const handleSchema = z.string().refine(isValidHandle, HANDLE_RULE);

/**
 * Handles no learner may choose: the site's own names and its pages', which a public profile at
 * /u/{handle} could pass itself off as ("admin", "support", "codeconquer").
 */
const RESERVED_HANDLES = new Set([
  'about',
  'admin',
  'administrator',
  'api',
  'code-conquer',
  'codeconquer',
  'contact',
  'help',
  'login',
  'mod',
  'moderator',
  'no-reply',
  'noreply',
  'null',
  'official',
  'owner',
  'postmaster',
  'profile',
  'root',
  'security',
  'settings',
  'signup',
  'staff',
  'support',
  'system',
  'team',
  'undefined',
  'webmaster',
  'www',
]);

export function isReservedHandle(value: string): boolean {
  return RESERVED_HANDLES.has(value);
}

export const handleReservedMessage = (handle: string) =>
  `The handle "${handle}" is reserved for the site, so choose another one. ${HANDLE_RULE}`;

export const handleTakenMessage = (handle: string) =>
  `The handle "${handle}" is taken: handles are unique, so choose another one. ${HANDLE_RULE}`;

/** A handle from a display name: accents dropped, lowercase, runs of anything else become one hyphen. */
export function suggestHandle(name: string): string {
  const base = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, HANDLE_MAX_LENGTH)
    .replace(/-+$/g, '');
  return base.length >= HANDLE_MIN_LENGTH ? base : `learner${base ? `-${base}` : ''}`;
}

/** `base` with a numeric suffix, still within the length limit ('ada' -> 'ada-2'). */
export function handleWithSuffix(base: string, n: number): string {
  const suffix = `-${n}`;
  return `${base.slice(0, HANDLE_MAX_LENGTH - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

export const TIME_ZONE_RULE =
  'Time zone must be an IANA time zone name, like Europe/Paris or Asia/Tokyo.';

/** An IANA zone name the runtime knows ('Asia/Tokyo', 'UTC'); offsets like '+09:00' are refused. */
export function isValidTimeZone(value: string): boolean {
  if (value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value))
    return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = z.string().refine(isValidTimeZone, TIME_ZONE_RULE);

/** What the Profile page's "Public profile" card writes. */
export const publicIdentityUpdateSchema = z
  .object({
    handle: handleSchema,
    timeZone: timeZoneSchema,
    allowIndexing: z.boolean(),
  })
  .strict();
export type PublicIdentityUpdate = z.infer<typeof publicIdentityUpdateSchema>;

/** The browser's default time zone, sent once when the profile has none. */
export const timeZoneUpdateSchema = z.object({ timeZone: timeZoneSchema }).strict();

export const publicStatsSchema = z.object({
  totalTests: z.number().int(),
  passed: z.number().int(),
  failed: z.number().int(),
  passRate: z.number(),
  avgScore: z.number(),
});

export const completedCourseSchema = z.object({
  courseId: z.string(),
  title: z.string(),
  completedAt: z.string().nullable(),
});
export type CompletedCourse = z.infer<typeof completedCourseSchema>;

export const userHandleParamsSchema = z.object({ handle: z.string().max(100) }).strict();

export const publicProfileSchema = z.object({
  handle: z.string(),
  displayName: z.string(),
  bio: z.string(),
  location: z.string(),
  website: z.string(),
  github: z.string(),
  linkedin: z.string(),
  company: z.string(),
  role: z.string(),
  skills: z.array(z.string()),
  /** Only when the learner turned Show Email on. */
  email: z.string().nullable(),
  memberSince: z.string(),
  /** False: pages carry `noindex` (the default); true only when the learner opted in. */
  indexable: z.boolean(),
  /** 'private' is only ever answered to the owner (a preview); everyone else gets a 404. */
  visibility: z.enum(['public', 'private']),
  isOwner: z.boolean(),
  stats: publicStatsSchema,
  coursesCompleted: z.array(completedCourseSchema),
  /** Valid certificates with their public ids (each page is public by its id anyway). */
  certificates: z.array(certificateSummarySchema),
  activity: activitySchema,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;
