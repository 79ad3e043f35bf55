/**
 * Answers at the length limit built to be slow (a learner's submit is graded on the event loop):
 * what the grader finds in them is unchanged by the bounds that keep them fast. The time itself is
 * measured by `npm run bench` (scripts/bench/pseudocode.ts).
 */
import { describe, expect, it } from 'vitest';
import { PSEUDOCODE_MAX_LENGTH } from '../src/constants';
import { stepActs } from '../src/pseudocode-structure';
import { MAX_STEPS, toSteps } from '../src/pseudocode-text';

const stepOf = (text: string) => toSteps(text)[0]!;

describe('pseudocode answers at the length limit', () => {
  it('finds a call after a long word, and no call where a name never meets a parenthesis', () => {
    const long = 'a'.repeat(PSEUDOCODE_MAX_LENGTH - 20);
    expect(stepActs(stepOf(`${long} then helper(x)`))).toBe(true);
    expect(stepActs(stepOf(`${long} zz`))).toBe(false);
    // A name after digits or dots is still a name.
    expect(stepActs(stepOf('zz 1node.next(x)'))).toBe(true);
    expect(stepActs(stepOf('zz 12 (x)'))).toBe(false);
  });

  it(`grades the first ${MAX_STEPS} steps of an answer, numbered as written`, () => {
    const steps = toSteps('set x to 1\n'.repeat(2_000));
    expect(steps).toHaveLength(MAX_STEPS);
    expect(steps.at(-1)?.index).toBe(MAX_STEPS - 1);
    expect(toSteps('set x to 1\nreturn x')).toHaveLength(2);
  });
});
