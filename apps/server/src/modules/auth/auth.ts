/**
 * Accounts with better-auth: email and password, Google when configured, sessions in httpOnly
 * cookies. Profile and settings rows are created on the server at sign-up.
 */
import { betterAuth } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Dialect } from '../../db/create-db';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { ensureProfileAndSettings } from '../profile/profile.service';

export const RESET_TOKEN_TTL_SECONDS = 60 * 60;

/** Origins that may post to /api/auth: PUBLIC_URL, and its localhost twin in local use. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.hostname === 'localhost') origins.push(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.push(url.origin.replace('127.0.0.1', 'localhost'));
  return origins;
}

export function createAuth(options: { config: AppConfig; db: Kysely<Database>; dialect: Dialect; mailer: Mailer; log: FastifyBaseLogger }) {
  const { config, db, dialect, mailer, log } = options;
  return betterAuth({
    appName: 'CodeConquer',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: dialect },
    trustedOrigins: trustedOrigins(config.publicUrl),
    telemetry: { enabled: false },
    // Into the app's log, never the console. The schema check before the first migration is expected.
    logger: {
      log(level, message) {
        if (/schema mismatch/i.test(message)) return;
        log[level]({ source: 'better-auth' }, message);
      },
    },
    rateLimit: { enabled: false }, // @fastify/rate-limit guards these routes
    advanced: { useSecureCookies: config.publicUrl.startsWith('https://') },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, url }) {
        await mailer.send({
          to: user.email,
          subject: 'Reset your CodeConquer password',
          text: `Hello ${user.name},\n\nSomeone asked to reset the password of your CodeConquer account. Open this link within one hour to choose a new password:\n\n${url}\n\nIf it was not you, ignore this message; your password stays as it is.`,
        });
      },
    },
    socialProviders:
      config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: config.GOOGLE_CLIENT_ID, clientSecret: config.GOOGLE_CLIENT_SECRET } }
        : {},
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await ensureProfileAndSettings(db, { id: user.id, email: user.email, name: user.name });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
