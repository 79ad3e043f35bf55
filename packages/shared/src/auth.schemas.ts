/**
 * Limits on the account fields better-auth writes (sign-up, update-user): the same as the
 * profile's, so a name accepted at sign-up is one the Profile form can save.
 */
import { z } from 'zod';
import { PROFILE_LIMITS } from './profile.schemas';

export const EMAIL_MAX_LENGTH = 254;
export const IMAGE_URL_MAX_LENGTH = 2048;

export const accountNameSchema = z
  .string()
  .trim()
  .min(1, 'Full name is required')
  .max(
    PROFILE_LIMITS.displayName,
    `Full name must be at most ${PROFILE_LIMITS.displayName} characters`,
  );

export const accountEmailSchema = z
  .string()
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`);

/** An avatar is an http(s) URL, or nothing. */
export const accountImageSchema = z
  .string()
  .max(IMAGE_URL_MAX_LENGTH, `Image URL must be at most ${IMAGE_URL_MAX_LENGTH} characters`)
  .refine(
    (v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v),
    'Image must be an http(s) URL, or empty',
  )
  .nullable();

/** The user fields a request may write; each is checked only when present. */
export const accountFieldsSchema = z.object({
  name: accountNameSchema.optional(),
  email: accountEmailSchema.optional(),
  image: accountImageSchema.optional(),
});
