import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@app/shared/constants';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (email.trim() === '') return 'Email is required';
  if (!EMAIL.test(email.trim())) return 'Enter a valid email address';
  return undefined;
}

/** Client-side copy of the server's password rule, so the message appears before any request. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return 'Password is required';
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH)
    return `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
  return undefined;
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
