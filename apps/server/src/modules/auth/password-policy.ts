/**
 * The server side of the shared password rule: the 10,000 most common passwords come from the
 * ranked list of @zxcvbn-ts/language-common (shipped with the app; no network lookups).
 */
import { dictionary } from '@zxcvbn-ts/language-common';
import {
  COMMON_PASSWORDS_REFUSED,
  passwordProblem,
  type PasswordOwner,
} from '@app/shared/password-rules';

const COMMON = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()),
);

const isCommonPassword = (lowerCased: string): boolean => COMMON.has(lowerCased);

/** Why the new password is refused, or undefined when it is fine. */
export function newPasswordProblem(password: string, owner: PasswordOwner): string | undefined {
  return passwordProblem(password, owner, isCommonPassword);
}
