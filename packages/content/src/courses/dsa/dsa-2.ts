import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-2',
  order: 2,
  title: 'Arrays, Strings, Two Pointers and Sliding Windows',
  description:
    'Use contiguous arrays and strings efficiently and replace nested loops with the two-pointer and sliding-window techniques.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Recall the cost of array operations such as indexing, appending and inserting',
    'Apply the two-pointer technique on sorted arrays and strings',
    'Solve substring and subarray problems with a sliding window',
    'Handle edge cases such as empty input and repeated values',
  ],
  lesson: `## Arrays under the hood

An **array** stores elements in one contiguous block of memory. Because the address of element \`i\` is \`start + i * size\`, **indexing is O(1)**. Python's \`list\` is a dynamic array: \`append\` and \`pop()\` at the end are amortised O(1), but \`insert(0, x)\`, \`pop(0)\` and \`del a[i]\` shift every later element and cost **O(n)**. Searching an unsorted array for a value is O(n).

**Strings** are arrays of characters. In Python they are immutable, so \`s += c\` in a loop may copy the whole string each time; collect pieces in a list and call \`''.join(parts)\` instead.

## Two pointers

Many pair problems on **sorted** arrays fall to two indexes moving toward each other. To find whether two numbers sum to a target:

\`\`\`python
def pair_sum_sorted(a, target):
    lo, hi = 0, len(a) - 1
    while lo < hi:
        s = a[lo] + a[hi]
        if s == target:
            return lo, hi
        if s < target:
            lo += 1          # need a bigger sum
        else:
            hi -= 1          # need a smaller sum
    return None
\`\`\`

Each step discards one candidate for good, so the loop runs at most \`n\` times: **O(n)** instead of the O(n^2) of checking every pair. The same idea checks palindromes (compare both ends, move inward), reverses arrays in place, and merges two sorted arrays. A variant with a **slow and a fast pointer** removes duplicates from a sorted array in place.

## Sliding windows

A **window** is a contiguous range \`a[left..right]\`. For problems like "longest substring with property P" or "smallest subarray with sum at least S", extend the window on the right, and whenever the property is violated, **shrink it from the left** until it holds again:

\`\`\`python
def max_sum_k(a, k):             # fixed-size window
    window = sum(a[:k])
    best = window
    for i in range(k, len(a)):
        window += a[i] - a[i - k]   # add the new element, drop the old one
        best = max(best, window)
    return best
\`\`\`

For a variable window, keep extra state, typically a dictionary of counts or of the **last index** where each value was seen. The key insight for complexity: \`right\` only moves forward and \`left\` only moves forward, so each element enters and leaves the window at most once, and the whole algorithm is **O(n)** even though it contains a nested \`while\`.

## Edge cases to always test

- Empty input and a single element.
- All elements equal, or all distinct.
- The answer at the very start or the very end.
- Negative numbers (sliding windows on sums assume non-negative values; with negatives you need prefix sums, covered in the hashing chapter).

## Your challenge

Find the longest substring without repeating characters. Use a sliding window that remembers the last position of each character: when the new character was seen inside the current window, jump \`left\` just past that position.
`,
  overview: {
    whatYouWillLearn: [
      'Arrays store elements contiguously, giving O(1) indexing but O(n) insertion or deletion in the middle.',
      'Python strings are immutable, so building a string piece by piece should use a list and join.',
      'Two pointers moving toward each other solve pair problems on sorted data in O(n).',
      'A sliding window grows its right edge and shrinks its left edge to maintain a condition.',
      'Each element enters and leaves a sliding window at most once, so the total work is linear.',
      'A hash map inside the window tracks counts or last positions in O(1).',
    ],
    proTip:
      'When a brute-force solution examines every subarray or substring, ask whether the condition is monotonic as the window grows; if it is, a sliding window usually turns O(n^2) into O(n).',
  },
  mcqs: [],
  problems: [
    {
      id: 'longest-unique-substring',
      title: 'Longest Substring Without Repeating Characters',
      description: `Read one line containing a string \`s\`. Find the longest substring (contiguous) in which no character appears twice.

Print two lines: the length of that substring, and the substring itself. If several substrings have the maximum length, print the one that starts first. If \`s\` is empty, print \`0\` and an empty second line.`,
      examples: [
        {
          input: `abcabcbb
`,
          output: `3
abc`,
          explanation:
            'abc is the first longest substring without repeats; bca and cab have the same length but start later.',
        },
        {
          input: `bbbbb
`,
          output: `1
b`,
          explanation: 'Every character is the same, so the best window has length 1.',
        },
      ],
      constraints: [
        '0 <= length of s <= 10^5',
        's contains printable ASCII characters without spaces',
        'An O(n) solution is expected',
      ],
      testCases: [
        {
          input: `abcabcbb
`,
          expectedOutput: `3
abc`,
          hidden: false,
        },
        {
          input: `bbbbb
`,
          expectedOutput: `1
b`,
          hidden: false,
        },
        { input: ``, expectedOutput: `0`, hidden: true },
        {
          input: `pwwkew
`,
          expectedOutput: `3
wke`,
          hidden: true,
        },
        {
          input: `abba
`,
          expectedOutput: `2
ab`,
          hidden: true,
        },
        {
          input: `x
`,
          expectedOutput: `1
x`,
          hidden: true,
        },
        {
          input: `dvdf
`,
          expectedOutput: `3
vdf`,
          hidden: true,
        },
        {
          input: `tmmzuxt
`,
          expectedOutput: `5
mzuxt`,
          hidden: true,
        },
        {
          input: `abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_{|}~abcabc
`,
          expectedOutput: `90
abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!#$%&()*+,-./:;<=>?@[]^_{|}~`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split('\\n')
s = data[0].strip() if data else ''
last = {}
left = 0
best_len, best_start = 0, 0
for right, ch in enumerate(s):
    if ch in last and last[ch] >= left:
        left = last[ch] + 1
    last[ch] = right
    if right - left + 1 > best_len:
        best_len, best_start = right - left + 1, left
print(best_len)
print(s[best_start:best_start + best_len])
`,
      },
      judge: {
        intendedComplexity: 'O(n) with a sliding window',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
alphabet = [chr(c) for c in range(33, 127)]
if mode == 'random':
    s = ''.join(random.choice(alphabet) for _ in range(n))
elif mode == 'cycle':
    s = ''.join(alphabet[i % len(alphabet)] for i in range(n))
elif mode == 'same':
    s = '~' * n
elif mode == 'two':
    s = ''.join(random.choice('ab') for _ in range(n))
else:
    raise SystemExit('unknown mode ' + mode)
print(s)
`,
        tests: [
          { args: '100000 random', label: 'length 100,000, random characters' },
          { args: '100000 cycle', label: 'length 100,000, all 94 characters repeating' },
          { args: '100000 same', label: 'length 100,000, one character' },
          { args: '100000 two', label: 'length 100,000, two characters' },
          { args: '0 same', label: 'empty string' },
          { args: '94 cycle', label: 'length 94, every character once' },
        ],
        validator: `import sys
data = sys.stdin.read()
lines = data.split('\\n')
s = lines[0]
assert len(s) <= 10**5, 'string too long'
assert all(33 <= ord(c) <= 126 for c in s), 'character outside printable ASCII without spaces'
assert all(line == '' for line in lines[1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'restart-every-start',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Rebuilds a set for every start and end: O(n * 94^2) on 100,000 characters',
            source: `import sys
s = (sys.stdin.read().split('\\n') or [''])[0].strip()
n = len(s)
best_len, best_start = 0, 0
for i in range(n):
    for j in range(i + 1, n + 1):
        if len(set(s[i:j])) < j - i:
            break
        if j - i > best_len:
            best_len, best_start = j - i, i
print(best_len)
print(s[best_start:best_start + best_len])
`,
          },
          {
            name: 'stale-last-index',
            language: 'python3',
            mustFail: 'WA',
            why: 'Moves the window start back to a repeat that is already outside the window (abba)',
            source: `import sys
s = (sys.stdin.read().split('\\n') or [''])[0].strip()
last = {}
left = 0
best_len, best_start = 0, 0
for right, ch in enumerate(s):
    if ch in last:
        left = last[ch] + 1
    last[ch] = right
    if right - left + 1 > best_len:
        best_len, best_start = right - left + 1, left
print(best_len)
print(s[best_start:best_start + best_len])
`,
          },
        ],
      },
    },
  ],
};
