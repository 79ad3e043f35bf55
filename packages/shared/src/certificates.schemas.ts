/**
 * Course certificates (issue 15, docs/decisions/015-certificates.md). A certificate's public id is
 * `{serial}-{code}`: the serial is 20 random base32 characters (100 bits, the row's key), the code
 * 8 base32 characters of an HMAC of the serial under the server secret. Either part wrong: 404.
 */
import { z } from 'zod';

export const CERTIFICATE_SERIAL_LENGTH = 20;
export const CERTIFICATE_CODE_LENGTH = 8;
const CERTIFICATE_ID_PATTERN = /^[a-z2-7]{20}-[a-z2-7]{8}$/;

export function isCertificateId(value: string): boolean {
  return CERTIFICATE_ID_PATTERN.test(value);
}

/** The code as printed: upper case in two groups of four ('ABCD-EFGH'). */
export function formatVerificationCode(code: string): string {
  const upper = code.toUpperCase();
  return `${upper.slice(0, 4)}-${upper.slice(4)}`;
}

export const certificateParamsSchema = z
  .object({
    id: z
      .string()
      .max(64)
      .refine(
        isCertificateId,
        'A certificate id is 20 letters and digits, a hyphen and an 8-character code.',
      ),
  })
  .strict();

export const certificateSchema = z.object({
  id: z.string(),
  verificationCode: z.string(),
  holderName: z.string(),
  /** The holder's public profile handle, only while their profile is public. */
  holderHandle: z.string().nullable(),
  courseId: z.string(),
  courseTitle: z.string(),
  levels: z.number().int(),
  completedAt: z.string(),
  issuedAt: z.string(),
});
export type Certificate = z.infer<typeof certificateSchema>;

/** What the learner's own pages and the public profile list. */
export const certificateSummarySchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  levels: z.number().int(),
  completedAt: z.string(),
});
export type CertificateSummary = z.infer<typeof certificateSummarySchema>;

export const INVALID_CERTIFICATE_MESSAGE = 'This certificate is not valid.';
