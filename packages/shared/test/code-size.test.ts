/** Code is held to 64 KB in bytes everywhere: an autosave accepts only what a submit accepts. */
import { describe, expect, it } from 'vitest';
import { SOURCE_MAX_BYTES } from '../src/constants';
import { codeAnswerSchema } from '../src/tests.schemas';
import { utf8Length } from '../src/text.schemas';

describe('code size', () => {
  it('counts UTF-8 bytes as the runner does', () => {
    for (const text of [
      'print(1)',
      'é',
      'naïve café',
      '漢字',
      '😀 emoji',
      'a\u{1F600}b',
      '\uD800x',
    ])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });

  it('refuses code over 64 KB in bytes though it is under 64 K characters', () => {
    const parse = (source: string) => codeAnswerSchema.safeParse({ language: 'python3', source });
    // 40,010 characters, 80,010 bytes: saved "saved" before, then the submit answered 413.
    const accented = parse(`print(1)\n#${'é'.repeat(40_000)}`);
    expect(accented.success).toBe(false);
    expect(accented.error?.issues[0]?.message).toBe('Code must be at most 64 KB');
    expect(parse('x'.repeat(SOURCE_MAX_BYTES)).success).toBe(true);
    expect(parse('x'.repeat(SOURCE_MAX_BYTES + 1)).success).toBe(false);
    expect(parse(`#${'é'.repeat((SOURCE_MAX_BYTES - 1) / 2)}`).success).toBe(true);
  });
});
