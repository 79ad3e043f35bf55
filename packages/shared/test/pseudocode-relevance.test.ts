/**
 * The off-topic guard reads what an answer talks about. An answer pasted as real code carries the
 * words of its language (const, require, import, self, Math) on every problem; they are not what
 * it talks about, so they do not make a right answer off-topic (decision 051), while another
 * problem's answer in the same language still is.
 */
import { describe, expect, it } from 'vitest';
import { isOffTopic, problemVocabulary, relevanceOf } from '../src/pseudocode-relevance';
import { toSteps } from '../src/pseudocode-text';

const vocab = problemVocabulary([
  'Reverse an array in place: swap the first and last elements, then move both indexes inward until they meet.',
]);
const offTopic = (code: string) => isOffTopic(relevanceOf(toSteps(code), vocab));

describe('the off-topic guard on real code', () => {
  it('does not count the words of the language against a right answer', () => {
    const right = `#!/usr/bin/env node
const assert = require('assert');
function reverse(array) {
  for (let first = 0, last = array.length - 1; first < last; first++, last--) {
    const tmp = array[first];
    array[first] = array[last];
    array[last] = tmp;
  }
}
module.exports = { reverse };`;
    expect(offTopic(right)).toBe(false);
  });

  it("still finds another problem's answer written in the same language", () => {
    const twoSum = `#!/usr/bin/env python3
import sys
def two_sum(nums, target):
    seen = {}
    for index, value in enumerate(nums):
        if target - value in seen:
            return seen[target - value], index
        seen[value] = index`;
    expect(offTopic(twoSum)).toBe(true);
  });
});
