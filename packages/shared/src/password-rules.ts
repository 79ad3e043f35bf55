/**
 * The password rule, shared by the server (sign-up, reset, change) and the web forms, so both
 * give the same reason. The common-password list is passed in: the server loads the 10,000 most
 * common passwords at start, the web loads them with the strength meter, and this file stays small.
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';

export const COMMON_PASSWORDS_REFUSED = 10_000;
export const PASSWORD_MIN_DISTINCT_CHARACTERS = 5;

export const PASSWORD_MESSAGES = {
  required: 'Password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  repetitive: `Password must use at least ${PASSWORD_MIN_DISTINCT_CHARACTERS} different characters`,
  common:
    'This password is one of the 10,000 most common passwords. Choose one that is harder to guess',
  personal: 'Password must not be made of your name or email address',
} as const;

export interface PasswordOwner {
  email?: string | undefined;
  name?: string | undefined;
}

/** Lower case, letters and digits only. */
const simplify = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
const MIN_PART = 3;
const MIN_REST = 6;

/**
 * True when the password is the owner's name or email (or a part of them, like the email's user
 * name or one word of the name) with at most a few characters or only digits around it.
 */
export function isMadeOfOwnerDetails(password: string, owner: PasswordOwner): boolean {
  const simple = simplify(password);
  const email = owner.email ?? '';
  const local = email.split('@')[0] ?? '';
  const name = owner.name ?? '';
  const parts = [
    email,
    local,
    name,
    ...email.split(/[^\p{L}\p{N}]+/u),
    ...name.split(/[^\p{L}\p{N}]+/u),
  ]
    .map(simplify)
    .filter((part) => part.length >= MIN_PART)
    .sort((a, b) => b.length - a.length);
  let rest = simple;
  for (const part of parts) rest = rest.split(part).join('');
  if (rest === simple) return false;
  return rest.length < MIN_REST || /^\d+$/.test(rest);
}

/** Why the password is refused, or undefined when it is fine. `isCommon` gets it lower-cased. */
export function passwordProblem(
  password: string,
  owner: PasswordOwner = {},
  isCommon?: (lowerCased: string) => boolean,
): string | undefined {
  if (password === '') return PASSWORD_MESSAGES.required;
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong;
  if (new Set(password).size < PASSWORD_MIN_DISTINCT_CHARACTERS)
    return PASSWORD_MESSAGES.repetitive;
  if (isCommon?.(password.toLowerCase())) return PASSWORD_MESSAGES.common;
  if (isMadeOfOwnerDetails(password, owner)) return PASSWORD_MESSAGES.personal;
  return undefined;
}
