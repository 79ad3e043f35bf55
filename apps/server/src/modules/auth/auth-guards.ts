/**
 * Checks better-auth runs before it writes a user or a password, so every path that writes them
 * keeps the app's limits (the profile's name length, an http(s) image, the email length, the
 * password rule). They run before sign-up looks the email up, so a refused sign-up answers the
 * same for a registered email and a new one. Refusals are 400s that auth.routes.ts re-shapes into
 * the one error shape.
 */
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { z } from 'zod';
import { accountFieldsSchema } from '@app/shared/auth.schemas';
import type { PasswordOwner } from '@app/shared/password-rules';
import { newPasswordProblem } from './password-policy';

const signUpBody = z
  .object({ name: z.unknown(), email: z.unknown(), image: z.unknown(), password: z.unknown() })
  .partial();
const updateUserBody = z.object({ name: z.unknown(), image: z.unknown() }).partial();
const newPasswordBody = z.object({ newPassword: z.string(), token: z.string().optional() });
const tokenQuery = z.object({ token: z.string() }).partial();

const refuse = (message: string) =>
  new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message });

/** Throws a 400 naming the first field outside the limits. */
export function assertAccountFields(fields: Record<string, unknown>): void {
  const parsed = accountFieldsSchema.safeParse(fields);
  if (!parsed.success) throw refuse(parsed.error.issues[0]?.message ?? 'Invalid account details');
}

function assertPassword(password: unknown, owner: PasswordOwner): void {
  if (typeof password !== 'string') return; // better-auth answers the missing or wrong-typed password
  const problem = newPasswordProblem(password, owner);
  if (problem) throw refuse(problem);
}

export const authGuards = createAuthMiddleware(async (ctx) => {
  switch (ctx.path) {
    case '/sign-up/email': {
      const parsed = signUpBody.safeParse(ctx.body);
      if (!parsed.success) return; // better-auth refuses a body that is not an object
      const { name, email, image, password } = parsed.data;
      assertAccountFields({ name, email, image });
      assertPassword(password, {
        email: typeof email === 'string' ? email : undefined,
        name: typeof name === 'string' ? name : undefined,
      });
      return;
    }
    case '/update-user': {
      const parsed = updateUserBody.safeParse(ctx.body);
      if (parsed.success) assertAccountFields({ name: parsed.data.name, image: parsed.data.image });
      return;
    }
    case '/reset-password': {
      const body = newPasswordBody.safeParse(ctx.body);
      if (!body.success) return;
      const query = tokenQuery.safeParse(ctx.query);
      const token = body.data.token ?? (query.success ? query.data.token : undefined);
      const verification = token
        ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
        : null;
      const user = verification
        ? await ctx.context.internalAdapter.findUserById(verification.value)
        : null;
      assertPassword(body.data.newPassword, { email: user?.email, name: user?.name });
      return;
    }
    case '/change-password': {
      const body = newPasswordBody.safeParse(ctx.body);
      if (!body.success) return;
      const session = await getSessionFromCtx(ctx);
      assertPassword(body.data.newPassword, {
        email: session?.user.email,
        name: session?.user.name,
      });
      return;
    }
    default:
      return;
  }
});
