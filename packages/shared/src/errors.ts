/** The one error shape every API error has: `{ error: { code, message, issues? } }`. */
import { z } from 'zod';

export const ERROR_CODES = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'GONE',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'RATE_LIMITED',
  'RUNNER_BUSY',
  'RUNNER_UNAVAILABLE',
  'SERVER_BUSY',
  'DEADLINE_PASSED',
  'LEVEL_LOCKED',
  'GENERATION_FAILED',
  'DATABASE_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export const errorIssueSchema = z.object({ path: z.string(), message: z.string() });
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(errorIssueSchema).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
