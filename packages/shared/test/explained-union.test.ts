/**
 * An answer of the wrong shape is told what is wrong (an outside probe got "Invalid input" for
 * every one): the field of the shape it was meant for, or which shapes there are.
 */
import { describe, expect, it } from 'vitest';
import { attemptSubmitSchema } from '../src/courses.schemas';
import { answerBodySchema } from '../src/tests.schemas';

const messageOf = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('answer bodies of the wrong shape', () => {
  it('name the field of the shape the answer was meant for', () => {
    expect(messageOf(answerBodySchema.safeParse({ answer: 'E' }))).toMatch(/^answer: .*"A"/);
    expect(messageOf(answerBodySchema.safeParse({ language: 'cobol', source: 'x' }))).toMatch(
      /^language: /,
    );
    expect(messageOf(attemptSubmitSchema.safeParse({ answers: { q1: 'E' } }))).toMatch(
      /^answers\.q1: /,
    );
  });

  it('list the shapes when the answer is none of them', () => {
    expect(messageOf(answerBodySchema.safeParse({}))).toBe(
      'An answer is {"answer": "A" to "D"} for a multiple-choice question, {"language", "source"} for code or {"text"} for pseudocode',
    );
    expect(messageOf(attemptSubmitSchema.safeParse('x'))).toMatch(/^A level answer is/);
  });

  it('still accept every right shape', () => {
    expect(answerBodySchema.safeParse({ answer: 'B' }).success).toBe(true);
    expect(answerBodySchema.safeParse({ text: 'loop' }).success).toBe(true);
    expect(attemptSubmitSchema.safeParse({ answers: { q1: 'C' } }).success).toBe(true);
  });
});
