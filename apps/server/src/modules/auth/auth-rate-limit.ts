/**
 * The strict limits of the sign-in, sign-up and password routes, counted in the database so that
 * every server process shares them:
 * - per address: 60 requests a minute on the strict routes, enough for a classroom behind one
 *   address signing in at the start of a lesson (10 a minute kept 20 of 30 waiting), and 10 a
 *   minute on those that send an e-mail (a password reset link), so one address cannot flood
 *   someone's inbox;
 * - per account: 5 sign-ins without a success in 15 minutes (a success clears the count).
 * A hit is counted before the request runs, so parallel guesses cannot slip past the limit.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { clearKey, countHit, deleteEnded } from './rate-limit.repository';

const AUTH_ADDRESS_LIMIT = { max: 60, windowMs: 60_000 };
const MAIL_ADDRESS_LIMIT = { max: 10, windowMs: 60_000 };
const ACCOUNT_SIGN_IN_LIMIT = { max: 5, windowMs: 15 * 60_000 };

/** Canonical paths (as better-auth routes them) that count against the per-address limit. */
const STRICT_PREFIXES = [
  '/api/auth/sign-in/',
  '/api/auth/sign-up/',
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
  '/api/auth/reset-password',
  '/api/auth/change-password',
];
export const SIGN_IN_EMAIL_PATH = '/api/auth/sign-in/email';
/** Strict paths that send an e-mail, counted apart under the lower limit. */
const MAIL_PREFIXES = ['/api/auth/request-password-reset', '/api/auth/forget-password'];

export const isStrictPath = (path: string): boolean =>
  STRICT_PREFIXES.some((p) => path.startsWith(p));

/** "45 seconds", "60 seconds", "2 minutes", "15 minutes": the wait, rounded up (a minute-long window always reads in seconds). */
function describeWait(seconds: number): string {
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429 in the one error shape; `retryAfter` (seconds) also goes in the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    message: string,
    readonly retryAfter: number,
  ) {
    super('RATE_LIMITED', 429, message);
  }
}

export interface AuthRateLimiter {
  /** Counts a strict request to `path` from `address`; throws RateLimitedError past the limit. */
  checkAddress(address: string, path: string): Promise<void>;
  /** Counts a sign-in attempt on `email`; throws RateLimitedError past the limit. */
  checkAccount(email: string): Promise<void>;
  /** A successful sign-in clears the account's count. */
  clearAccount(email: string): Promise<void>;
  /** Deletes ended windows (called on a timer). */
  sweep(): Promise<void>;
}

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;

export function createAuthRateLimiter(
  db: Kysely<Database>,
  now: () => number = Date.now,
): AuthRateLimiter {
  async function count(
    key: string,
    limit: { max: number; windowMs: number },
  ): Promise<number | null> {
    const at = now();
    const { hits, resetAt } = await countHit(db, key, limit.windowMs, at);
    return hits > limit.max ? Math.max(1, Math.ceil((resetAt - at) / 1000)) : null;
  }
  return {
    async checkAddress(address, path) {
      const mail = MAIL_PREFIXES.some((p) => path.startsWith(p));
      const wait = mail
        ? await count(`mail:${address}`, MAIL_ADDRESS_LIMIT)
        : await count(`address:${address}`, AUTH_ADDRESS_LIMIT);
      if (wait !== null)
        throw new RateLimitedError(
          `Too many attempts from your network. Please wait ${describeWait(wait)} and try again.`,
          wait,
        );
    },
    async checkAccount(email) {
      const wait = await count(accountKey(email), ACCOUNT_SIGN_IN_LIMIT);
      if (wait !== null) {
        throw new RateLimitedError(
          `Too many failed sign-ins for this account. Please wait ${describeWait(wait)} and try again, or reset your password.`,
          wait,
        );
      }
    },
    async clearAccount(email) {
      await clearKey(db, accountKey(email));
    },
    async sweep() {
      await deleteEnded(db, now());
    },
  };
}
