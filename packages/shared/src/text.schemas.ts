/**
 * Text that learners send. NUL and the other control characters (C0 and C1, DEL) are refused
 * everywhere: PostgreSQL cannot store NUL, and the rest only hide or garble text. So are the
 * text-direction overrides and isolates (U+202A-202E, U+2066-2069), which make a name or a line
 * of code read differently from what it is, and halves of a surrogate pair without the other
 * half, which are no character at all. Tab and line breaks (LF, and CR of CRLF) stay allowed.
 */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

export const CONTROL_CHARACTERS_MESSAGE =
  'must not contain control characters (such as NUL or text-direction overrides); only tabs and line breaks are allowed';

const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasControlCharacters(value: string): boolean {
  return (
    CONTROL_CHARACTER.test(value) || DIRECTION_OVERRIDE.test(value) || LONE_SURROGATE.test(value)
  );
}

/** A string without control characters; chain `.trim()`, `.min()`, `.max()` as with `z.string()`. */
export function safeText(label = 'Text') {
  return z
    .string()
    .refine((value) => !hasControlCharacters(value), `${label} ${CONTROL_CHARACTERS_MESSAGE}`);
}

/** True when any string in the value, or any object key, has a control character. */
export function containsControlCharacters(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasControlCharacters(value);
  if (depth > 100 || typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return value.some((item) => containsControlCharacters(item, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasControlCharacters(key) || containsControlCharacters(item, depth + 1),
  );
}

/** The UTF-8 length of `value` in bytes (how the runner measures source), without encoding it. */
export function utf8Length(value: string): number {
  let bytes = 0;
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (value.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4; // a surrogate pair: one code point of four bytes
      i++;
    } else bytes += 3;
  }
  return bytes;
}
