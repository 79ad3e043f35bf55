import type { CorpusEntry } from './types';

export const javascriptCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'js-largest-number',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. if arr is empty return undefined
2. max = arr[0]
3. for i from 1 to n-1: if arr[i] > max then max = arr[i]
4. return max`,
      },
      {
        kind: 'correct',
        style: 'verbose prose',
        text: `The function receives an array of numbers and returns the biggest one.
First, if the array has no elements there is nothing to compare, so we return undefined (the caller must decide what to do with that).
Otherwise we take the first element as the best value seen so far. We do not start from 0, because an array like [-7, -3, -10] would then wrongly give 0.
Then we walk through the remaining elements from the second to the last. Each time an element is greater than the best so far, it becomes the new best.
When the walk is finished, every element has been compared exactly once, and the best so far is the largest number, so we return it.`,
      },
      {
        kind: 'correct',
        style: 'one-line argmax',
        text: `champion = -Infinity; for each value v in nums: if v > champion then champion = v; return champion (an empty array gives -Infinity)`,
      },
      {
        kind: 'partial',
        style: 'starts at zero',
        missing: 'all-negative arrays (start value 0)',
        text: `1. If the array is empty, return undefined.
2. Set max = 0.
3. For each number x in the array: if x > max, set max = x.
4. Return max.`,
      },
      {
        kind: 'partial',
        style: 'no empty case',
        missing: 'empty array (nothing to compare)',
        text: `1. Let best = arr[0].
2. Loop i from 1 to arr.length - 1:
3.   if arr[i] > best then best = arr[i].
4. Return best.`,
      },
    ],
  },
  {
    problemId: 'js-unique-preserve-order',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `1. seen = new Set(); out = []
2. for each v in input:
3.   if not seen.has(v): seen.add(v); out.push(v)
4. return out   // [] in gives [] out; input untouched`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `Goal: copy the array keeping only the first time each value shows up.
1. Create an empty result array and an empty set that remembers the values already met. Using a set makes each membership test O(1), so the whole thing stays linear.
2. Walk through the input array once, from the first element to the last, without changing it.
3. For each element, ask the set whether we have met it before. If we have, skip it: a later duplicate must not be kept.
4. If we have not, add it to the set and append it to the end of the result array, so the first appearance order is kept.
5. When the walk ends, return the result array. An empty input simply produces an empty result. Values of different types (1 and "1") stay distinct because the set compares with strict equality.`,
      },
      {
        kind: 'correct',
        style: 'code-like, other words',
        text: `function unique(values):
    encountered = empty hash set
    kept = empty list
    for value in values:
        if value in encountered: continue
        put value into encountered
        kept.append(value)
    return kept`,
      },
      {
        kind: 'partial',
        style: 'quadratic includes',
        missing: 'linear time (use a set of seen values instead of searching the result)',
        text: `1. out = []
2. for each v in the input array:
3.   if out.includes(v) is false, push v onto out
4. return out`,
      },
      {
        kind: 'partial',
        style: 'mutates input',
        missing: 'keep the original array unmodified (build a new array)',
        text: `1. seen = new Set()
2. i = 0
3. while i < arr.length:
4.   if seen.has(arr[i]): arr.splice(i, 1)   // remove the duplicate from the array
5.   else: seen.add(arr[i]); i = i + 1
6. return arr`,
      },
    ],
  },
];
