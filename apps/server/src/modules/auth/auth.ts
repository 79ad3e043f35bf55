/**
 * Accounts with better-auth: email and password, Google when configured, sessions in httpOnly
 * cookies. Profile and settings rows are created on the server at sign-up.
 * Sign-up never reveals a registered email: it answers the same way (no session; the web signs
 * in next) and mails the owner instead. Reset tokens are stored hashed and a new one voids the
 * older ones. better-auth 1.7.7 can hash verification identifiers (reset tokens) and encrypt
 * OAuth tokens; it stores session tokens as they are (it looks sessions up by token).
 */
import { betterAuth } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { z } from 'zod';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Dialect } from '../../db/create-db';
import type { Database } from '../../db/schema';
import type { Mailer } from '../../lib/mailer';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { ensureProfileAndSettings } from '../profile/profile.service';
import { notePasswordChanged, noteSignIn } from '../mail/mail-events';
import { assertAccountFields, authGuards } from './auth-guards';
import { type PasswordHashing, passwordHashing, setPasswordHashNice } from './password-hashing';
import { deleteOlderResetTokens, hashResetIdentifier, RESET_PREFIX } from './reset-tokens';
import type { SessionCache } from './session-cache';

const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/**
 * How long a verified session is trusted without reading the database: the signed copy in the
 * browser's cookie (better-auth's cookie cache) and this process's SessionCache. Sessions revoked
 * on this process stop at once; one revoked on another process can be used there this long.
 */
export const SESSION_CACHE_SECONDS = 60;
const CACHE_VERSION = '1';
/** What /change-password answers when it worked (an error answer does not parse). */
const passwordChangedAnswer = z.object({ user: z.object({ id: z.string() }) });

/** Origins that may post to /api/auth: PUBLIC_URL, and its localhost twin in local use. */
export function trustedOrigins(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.hostname === 'localhost') origins.push(url.origin.replace('localhost', '127.0.0.1'));
  if (url.hostname === '127.0.0.1') origins.push(url.origin.replace('127.0.0.1', 'localhost'));
  return origins;
}

type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * better-auth logs at error what a client asked for and was refused (a route this app turns off,
 * such as change-email; an e-mail unchanged; a callback URL of another site): the client's answer
 * says so, and at error they read as faults of the server, one line per request anyone can send.
 */
const REFUSED_REQUEST =
  /is disabled|isn't enabled|is the same|^Invalid [a-zA-Z ]+: |^Provider not found|does not support/;

/** The level a better-auth log line goes to in the app's log; null: dropped. */
export function betterAuthLogLevel(level: LogLevel, message: string): LogLevel | null {
  // The schema check before the first migration is expected.
  if (/schema mismatch/i.test(message)) return null;
  return level === 'error' && REFUSED_REQUEST.test(message) ? 'debug' : level;
}

export function createAuth(options: {
  config: AppConfig;
  db: Kysely<Database>;
  dialect: Dialect;
  mailer: Mailer;
  log: FastifyBaseLogger;
  sessions: SessionCache;
  /** Another hashing than the app's scrypt threads (the tests' apps: test/helpers/test-app.ts). */
  passwordHashing?: PasswordHashing;
}) {
  const { config, db, dialect, mailer, log, sessions } = options;
  setPasswordHashNice(config.PASSWORD_HASH_NICE);
  return betterAuth({
    appName: 'CodeConquer',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: { db, type: dialect },
    trustedOrigins: trustedOrigins(config.publicUrl),
    telemetry: { enabled: false },
    // Into the app's log, never the console.
    logger: {
      log(level, message, ...args: unknown[]) {
        const to = betterAuthLogLevel(level, message);
        // The error it passes along (a database's, a provider's) is what an operator needs.
        const err = args.find((arg) => arg instanceof Error);
        if (to) log[to]({ source: 'better-auth', ...(err ? { err } : {}) }, message);
      },
    },
    // Errors that are not better-auth's own answers reach forward() (auth.routes.ts) instead of
    // better-call's bare 500 and its console.error: a busy database then answers 503.
    onAPIError: { throw: true },
    rateLimit: { enabled: false }, // auth-rate-limit.ts (shared, in the database) guards these routes
    advanced: { useSecureCookies: config.publicUrl.startsWith('https://') },
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_PREFIX]: { hash: hashResetIdentifier } },
      },
    },
    account: { encryptOAuthTokens: true },
    session: {
      cookieCache: {
        enabled: true,
        maxAge: SESSION_CACHE_SECONDS,
        // A copy of a revoked session gets another version: better-auth drops it and reads the
        // database, which no longer has the session, so the request is signed out.
        version: (session) => (sessions.isRevoked(session.token) ? 'revoked' : CACHE_VERSION),
      },
    },
    hooks: {
      before: authGuards,
      // Email Notifications (modules/mail): a password changed while signed in. A reset mails
      // through onPasswordReset below.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/change-password') return;
        const changed = passwordChangedAnswer.safeParse(ctx.context.returned);
        if (changed.success)
          await notePasswordChanged(db, changed.data.user.id).catch((err: unknown) =>
            log.error({ err }, 'could not queue the password-changed mail'),
          );
      }),
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // scrypt a few at a time, so a burst of sign-ups leaves the thread pool to session checks.
      password: options.passwordHashing ?? passwordHashing,
      // No session at sign-up, so a registered email gets the same answer as a new one.
      autoSignIn: false,
      async onExistingUserSignUp({ user }) {
        // Not awaited: the answer must not take longer for a registered email.
        void mailer
          .send({
            to: user.email,
            subject: 'Someone tried to sign up with your email',
            text: `Hello ${user.name},\n\nSomeone tried to create a CodeConquer account with this email address, which already has an account. If it was you, log in with your password, or reset it from the login page. If it was not you, you can ignore this message; nothing changed.`,
          })
          .catch((err: unknown) => log.error({ err }, 'could not send the existing-account mail'));
      },
      resetPasswordTokenExpiresIn: RESET_TOKEN_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        await notePasswordChanged(db, user.id).catch((err: unknown) =>
          log.error({ err }, 'could not queue the password-changed mail'),
        );
      },
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
        ? {
            google: {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
            },
          }
        : {},
    databaseHooks: {
      user: {
        create: {
          async before(user) {
            assertAccountFields(user);
          },
          async after(user) {
            await ensureProfileAndSettings(db, { id: user.id, email: user.email, name: user.name });
          },
        },
        update: {
          async before(user) {
            assertAccountFields(user);
          },
        },
      },
      session: {
        create: {
          // Email Notifications: a sign-in from a browser this learner has not used before.
          async after(session) {
            await noteSignIn(db, session).catch((err: unknown) =>
              log.error({ err }, 'could not record the sign-in browser'),
            );
          },
        },
        delete: {
          // Every revocation path (sign-out, revoke-session(s), password change and reset, account
          // deletion) deletes the row through better-auth, one hook call per session.
          async after(session) {
            sessions.revoke(session.token);
          },
        },
      },
      verification: {
        create: {
          async after(verification) {
            await deleteOlderResetTokens(db, verification);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
