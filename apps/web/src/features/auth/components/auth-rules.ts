import { PASSWORD_MIN_LENGTH } from '@app/shared/constants';
import { passwordProblem, type PasswordOwner } from '@app/shared/password-rules';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address';
  return undefined;
}

/** Under a new password field: the rule it is checked against. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters, not a common password, not your name or email.`;

/**
 * The server's password rule (packages/shared), so the message appears before any request. The
 * common-password check runs on the server (and in the strength meter), not in this bundle.
 */
export function newPasswordError(password: string, owner: PasswordOwner = {}): string | undefined {
  return passwordProblem(password, owner);
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
