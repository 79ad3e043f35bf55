import type { CorpusEntry } from './types';

export const generalProgrammingCorpus: readonly CorpusEntry[] = [
  {
    problemId: 'gp-first-unique-char',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `counts = {}
for ch in s: counts[ch] = counts.get(ch, 0) + 1
for ch in s: if counts[ch] == 1: return ch
return None   # also for the empty string`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. Create an empty map from character to number of occurrences.
2. First pass: walk through the string and add one to the count of each character. Case matters: "A" and "a" are treated as different characters.
3. Second pass: walk through the string again from the beginning, in the original order, and look up each character's count.
4. The first character whose count is exactly 1 is the answer; return it immediately.
5. If the second pass ends without finding one (for example "aabb", or an empty string), return None.
Both passes are linear, so the whole algorithm is O(n).`,
      },
      {
        kind: 'correct',
        style: 'other words',
        text: `occurrences = tally of every letter in text (one sweep)
scan text again left to right; the first letter whose tally is 1 is the result
no such letter (including text = "") -> null`,
      },
      {
        kind: 'partial',
        style: 'quadratic',
        missing: 'linear time (count the characters in a map first)',
        text: `1. For each position i in the string:
2.     count how many times s[i] occurs in the whole string by scanning it
3.     if that count is 1, return s[i]
4. Return None if no character occurs once.`,
      },
      {
        kind: 'partial',
        style: 'no none case',
        missing: 'what to return when there is no non-repeating character',
        text: `1. Build a dictionary freq with the number of times each character appears in s.
2. Go through s from the start; return the first character c with freq[c] == 1.`,
      },
    ],
  },
  {
    problemId: 'gp-rotate-array',
    answers: [
      {
        kind: 'correct',
        style: 'terse',
        text: `n = len(a); if n == 0: return
k = k % n; if k == 0: return
reverse(a, 0, n-1); reverse(a, 0, k-1); reverse(a, k, n-1)
reverse(a, i, j): while i < j: swap a[i], a[j]; i += 1; j -= 1`,
      },
      {
        kind: 'correct',
        style: 'verbose',
        text: `1. If the array is empty, there is nothing to rotate: stop.
2. Replace k by k modulo n, because rotating n positions gives the same array; this also handles k larger than n. If the result is 0, stop.
3. Reverse the whole array in place, using two indexes that start at both ends, swap, and move towards each other.
4. Now the k elements that must go to the front are there, but backwards: reverse the first k elements.
5. Reverse the remaining n - k elements.
Example: [1,2,3,4,5], k = 2 -> [5,4,3,2,1] -> [4,5,3,2,1] -> [4,5,1,2,3]. Each element is swapped at most twice, so it is O(n) time and O(1) extra memory.`,
      },
      {
        kind: 'correct',
        style: 'cyclic replacements',
        text: `n = size; if n is 0 stop; shift = k mod n
moved = 0; start = 0
while moved < n:
    pos = start; carry = a[start]
    repeat:
        dest = (pos + shift) mod n
        swap carry with a[dest]
        pos = dest; moved += 1
    until pos == start
    start += 1`,
      },
      {
        kind: 'partial',
        style: 'no modulo',
        missing: 'k larger than n (reduce k modulo n)',
        text: `1. If the array is empty, return.
2. Reverse the whole array with two indexes from both ends, swapping and moving inwards.
3. Reverse the first k elements.
4. Reverse the elements from index k to the end.`,
      },
      {
        kind: 'partial',
        style: 'extra array',
        missing: 'in place with O(1) extra memory (no second array)',
        text: `1. n = length; if n == 0 return; k = k mod n
2. copy = a new array of size n
3. for i from 0 to n - 1: copy[(i + k) mod n] = a[i]
4. for i from 0 to n - 1: a[i] = copy[i]`,
      },
    ],
  },
];
