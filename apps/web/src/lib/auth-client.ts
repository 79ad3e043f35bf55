/**
 * A small client for the better-auth endpoints the server mounts at /api/auth. Its calls have the
 * same names and `{ data, error }` results as better-auth's own client (`createAuthClient`), so
 * either can stand behind the forms; this one adds no dependency to the landing page's bundle.
 */
import * as z from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { apiFetch } from './transport';

const AUTH_BASE = '/api/auth';

type AuthError = { status: number; code?: string; message?: string };
export type AuthResult<T> = { data: T; error: null } | { data: null; error: AuthError };

const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.nullish(z.string()),
});

// Only the session's id is kept: its token (in better-auth's answer too) never sits in the app's
// memory, nor in a page the server rendered with the query cache (docs/decisions/041).
const sessionSchema = z.nullable(
  z.object({ user: sessionUserSchema, session: z.object({ id: z.string() }) }),
);
export type Session = z.infer<typeof sessionSchema>;

const errorSchema = z.union([
  z.object({ error: z.object({ code: z.optional(z.string()), message: z.optional(z.string()) }) }),
  z.object({ code: z.optional(z.string()), message: z.optional(z.string()) }),
]);

async function call<S extends $ZodType>(
  path: string,
  schema: S,
  init: { method: 'GET' | 'POST'; body?: unknown },
): Promise<AuthResult<output<S>>> {
  let res: Response;
  try {
    res = await apiFetch(AUTH_BASE + path, {
      method: init.method,
      credentials: 'same-origin',
      headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return {
      data: null,
      error: {
        status: 0,
        message: 'Could not reach the server. Check your connection and try again.',
      },
    };
  }
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    json = null;
  }
  if (!res.ok) {
    const parsed = z.safeParse(errorSchema, json);
    const body = parsed.success ? ('error' in parsed.data ? parsed.data.error : parsed.data) : {};
    const error: AuthError = { status: res.status };
    if (body.code) error.code = body.code;
    if (body.message) error.message = body.message;
    if (res.status === 429 && !error.message)
      error.message = 'Too many attempts. Please wait a minute and try again.';
    return { data: null, error };
  }
  const parsed = z.safeParse(schema, json);
  if (!parsed.success)
    return {
      data: null,
      error: { status: res.status, message: 'The server sent an unexpected answer.' },
    };
  return { data: parsed.data, error: null };
}

const userResult = z.looseObject({ user: sessionUserSchema });
const socialResult = z.looseObject({
  url: z.optional(z.string()),
  redirect: z.optional(z.boolean()),
});
const statusResult = z.looseObject({ status: z.optional(z.boolean()) });

export const authClient = {
  // From the database, not the server's 60 s session cache: a changed display name shows at once
  // (the answer also renews the cache cookie that API requests use).
  getSession: () => call('/get-session?disableCookieCache=true', sessionSchema, { method: 'GET' }),
  signUp: {
    email: (body: { name: string; email: string; password: string }) =>
      call('/sign-up/email', userResult, { method: 'POST', body }),
  },
  signIn: {
    email: (body: { email: string; password: string }) =>
      call('/sign-in/email', userResult, { method: 'POST', body }),
    /** Starts Google's redirect flow: on success the browser leaves for the provider. */
    social: async (body: {
      provider: 'google';
      callbackURL: string;
      errorCallbackURL?: string;
    }) => {
      const result = await call('/sign-in/social', socialResult, { method: 'POST', body });
      if (result.data?.url) window.location.assign(result.data.url);
      return result;
    },
  },
  signOut: () => call('/sign-out', z.unknown(), { method: 'POST', body: {} }),
  requestPasswordReset: (body: { email: string; redirectTo: string }) =>
    call('/request-password-reset', statusResult, { method: 'POST', body }),
  resetPassword: (body: { newPassword: string; token: string }) =>
    call('/reset-password', statusResult, { method: 'POST', body }),
};
