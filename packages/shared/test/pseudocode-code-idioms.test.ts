/**
 * Real code handles an edge case with a check, not with words: `if not nums:` is "the array is
 * empty" (decision 052). The idioms are read where code says them and nowhere else, and a rubric
 * edge case worded in English is met by the check that does it.
 */
import { describe, expect, it } from 'vitest';
import { pseudocodeRubricSchema } from '../src/content.schemas';
import { idiomWords } from '../src/pseudocode-code-idioms';
import { matchRubric } from '../src/pseudocode-rubric-match';
import { toSteps } from '../src/pseudocode-text';

const says = (code: string, word: string) => idiomWords(code).includes(word);

describe('code idioms', () => {
  it.each([
    'if not nums:',
    'if not self.items or k == 0:',
    'if len(arr) == 0: return []',
    'if (list.length === 0) return -1;',
    'if (!words.length) return null;',
    'if (queue.isEmpty()) break;',
    'if (text === "") return true;',
    'if data["rows"].size() < 1:',
    'if 0 == len(s):',
  ])('reads %s as an empty check', (code) => expect(says(code, 'empty')).toBe(true));

  it.each([
    'if len(arr) == 10:',
    'if (list.length === 0.5) return;',
    'if not s[i].isalnum():',
    'if not seen.has(x) {',
    'n = len(arr)',
    'while (queue.length) {',
    'for x in nums:',
  ])('does not read %s as an empty check', (code) => expect(says(code, 'empty')).toBe(false));

  it('reads size checks, signs and lookups', () => {
    expect(says('if len(s) <= 1: return True', 'single')).toBe(true);
    expect(says('if len(s) <= 1: return True', 'empty')).toBe(true);
    expect(says('if (arr.length === 1) return arr[0];', 'single')).toBe(true);
    expect(says('if (arr.length === 12) return 0;', 'single')).toBe(false);
    expect(says('if n < 0: raise ValueError("n")', 'negative')).toBe(true);
    expect(says('if n < 0.5:', 'negative')).toBe(false);
    expect(says('if (cache.has(key)) {', 'exists')).toBe(true);
    expect(says('if key in self.data:', 'exists')).toBe(true);
    expect(says('for key in self.data:', 'exists')).toBe(false);
    expect(says('IF list[i] = target THEN RETURN i', 'equal')).toBe(true);
    expect(says('SET best = list[0]', 'equal')).toBe(false);
    expect(says('IF count >= limit THEN stop', 'equal')).toBe(false);
    expect(says('if x > a: b = a, a = x', 'equal')).toBe(false);
    expect(says('IF x > best THEN best = x', 'equal')).toBe(false);
  });

  it('reads a check whole from where its name starts, after a long word too', () => {
    // The bounds that keep a 20,000-letter answer fast (the time is `npm run bench`'s).
    const long = 'a'.repeat(19_000);
    expect(says(`${long} if (list.length === 0) return -1;`, 'empty')).toBe(true);
    expect(says(`${long}n < 0`, 'negative')).toBe(true);
    expect(says(`${long}`, 'negative')).toBe(false);
    expect(says('if self.items[len(self.items) - 1] == []:', 'empty')).toBe(true);
    expect(says('if $el.value === "":', 'empty')).toBe(true);
    expect(says('if -n < 0:', 'negative')).toBe(true);
    expect(says('if items[i].price < 0:', 'negative')).toBe(true);
    expect(says('if (nodes[i].children.length === 0) return;', 'empty')).toBe(true);
    expect(says('if stack[-1].name == "":', 'empty')).toBe(true);
    expect(says('if (getList().items.length === 0) return;', 'empty')).toBe(true);
    expect(says('if len(  nums ) == 0:', 'empty')).toBe(true);
  });
});

const rubric = pseudocodeRubricSchema.parse({
  ideas: [
    { idea: 'Swap from both ends', weight: 1, accept: ['swap'] },
    { idea: 'Move inward', weight: 1, accept: ['move inward'] },
  ],
  edgeCases: [
    { case: 'Empty array', accept: ['empty array', 'array is empty'] },
    { case: 'k equal to 0', accept: ['k is zero'] },
    { case: 'k larger than n', accept: ['wraps'] },
  ],
  modelAnswer: 'Swap the two ends, then move inward.',
});

const edgesMet = (code: string) => {
  const steps = toSteps(code);
  return matchRubric(
    rubric,
    steps,
    steps.map(() => true),
  ).edges.map((e) => e.matched);
};

describe('edge cases met by code', () => {
  it('meets "empty array", "k is zero" and "wraps" with the checks that do them', () => {
    expect(edgesMet('if not nums:\n    return nums\nif k == 0:\n    return nums\nk %= n')).toEqual([
      true,
      true,
      true,
    ]);
  });

  it('does not meet them where the code does not check', () => {
    expect(edgesMet('n = len(nums)\nfor i in range(n):\n    swap(nums, i, n - 1 - i)')).toEqual([
      false,
      false,
      false,
    ]);
  });
});
