import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-8',
  order: 8,
  title: 'Binary Search and Its Variants',
  description:
    'Search sorted data in O(log n), write off-by-one-free binary searches with invariants, find boundaries, and binary-search on the answer.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Implement binary search with a clear loop invariant',
    'Find the first and last positions of a value with lower and upper bounds',
    "Use Python's bisect module correctly",
    'Apply binary search on the answer to optimisation problems',
  ],
  lesson: `## The idea

In a **sorted** array, comparing the target with the middle element tells you which half cannot contain it. Discarding half the range at every step gives **O(log n)** time: about 20 steps for a million elements, 30 for a billion.

## Writing it correctly

Binary search is famous for off-by-one bugs. The cure is a clear **invariant**. Using a half-open range \`[lo, hi)\`:

\`\`\`python
def lower_bound(a, x):
    """First index i with a[i] >= x (len(a) if none)."""
    lo, hi = 0, len(a)
    while lo < hi:                 # the answer is always in [lo, hi]
        mid = (lo + hi) // 2
        if a[mid] < x:
            lo = mid + 1           # a[mid] is too small: answer is right of mid
        else:
            hi = mid               # a[mid] >= x: mid might be the answer
    return lo
\`\`\`

Every iteration shrinks the range, and when \`lo == hi\` that position is the answer. In languages with fixed-size integers, compute \`mid = lo + (hi - lo) // 2\` to avoid overflow.

## Boundaries: first and last occurrence

With duplicates, "is x present?" is less useful than "where does the block of x start and end?":

- **Lower bound**: first index with \`a[i] >= x\`.
- **Upper bound**: first index with \`a[i] > x\` (change \`<\` to \`<=\` in the condition).

If \`lower < len(a)\` and \`a[lower] == x\`, then x occupies indexes \`lower\` through \`upper - 1\`, and it occurs \`upper - lower\` times. Python's standard library provides both:

\`\`\`python
from bisect import bisect_left, bisect_right, insort
a = [1, 2, 2, 2, 5]
bisect_left(a, 2), bisect_right(a, 2)   # (1, 4)
insort(a, 3)                            # insert keeping order (O(n) shift)
\`\`\`

Since Python 3.10 both accept a \`key=\` function.

## Searching a predicate

Binary search does not need an array, only a **monotonic predicate**: false, false, ..., false, true, true, ... Find the first \`true\`. Examples: the first bad version in a release history (what \`git bisect\` does), the smallest integer whose square exceeds n, or the first timestamp after an event.

## Binary search on the answer

Many optimisation problems ask for the **minimum value that makes something feasible**. If feasibility is monotonic (when capacity C works, every larger C works too), binary-search the answer:

\`\`\`python
def min_capacity(weights, days):
    def feasible(cap):
        need, load = 1, 0
        for w in weights:
            if load + w > cap:
                need, load = need + 1, 0
            load += w
        return need <= days
    lo, hi = max(weights), sum(weights)
    while lo < hi:
        mid = (lo + hi) // 2
        if feasible(mid):
            hi = mid
        else:
            lo = mid + 1
    return lo
\`\`\`

Total time is O(n log(sum)), far better than trying every capacity.

## Your challenge

Given a sorted array with duplicates, answer many queries: the first and last index of each value. With up to 10^5 queries, a linear scan per query is too slow; two binary searches per query are O(log n).
`,
  overview: {
    whatYouWillLearn: [
      'Binary search halves a sorted search range at every step, taking O(log n) comparisons.',
      'A loop invariant states what is true about lo and hi at every iteration and prevents off-by-one errors.',
      'Lower bound finds the first index whose value is at least x; upper bound the first index greater than x.',
      'The count of a value equals upper bound minus lower bound.',
      'Binary search works on any monotonic predicate, not only on arrays.',
      'Binary search on the answer finds the smallest value for which a feasibility check succeeds.',
    ],
    proTip:
      'Prefer the half-open form lo = 0, hi = len(a), while lo < hi, mid = (lo + hi) // 2: it never indexes out of range, terminates with lo == hi, and returns the insertion point directly.',
  },
  mcqs: [],
  problems: [
    {
      id: 'first-last-position',
      title: 'First and Last Position in a Sorted Array',
      description: `The first line contains \`n\` and \`q\`. The second line contains \`n\` integers sorted in non-decreasing order (empty when \`n\` is 0). Each of the next \`q\` lines contains one query value \`x\`.

For each query, print the index (0-based) of the first occurrence of \`x\` and the index of the last occurrence, separated by a space. If \`x\` does not occur, print \`-1 -1\`.`,
      examples: [
        {
          input: `6 3
5 7 7 8 8 10
8
6
5
`,
          output: `3 4
-1 -1
0 0`,
          explanation: '8 occupies indexes 3 and 4; 6 is absent; 5 appears once at index 0.',
        },
        {
          input: `4 3
2 2 2 2
2
1
3
`,
          output: `0 3
-1 -1
-1 -1`,
          explanation:
            'Every element is 2, so the block spans the whole array; 1 and 3 fall outside it.',
        },
      ],
      constraints: [
        '0 <= n <= 10^5, 1 <= q <= 10^5',
        '-10^9 <= values, queries <= 10^9',
        'Each query should take O(log n)',
      ],
      testCases: [
        {
          input: `6 3
5 7 7 8 8 10
8
6
5
`,
          expectedOutput: `3 4
-1 -1
0 0`,
          hidden: false,
        },
        {
          input: `4 3
2 2 2 2
2
1
3
`,
          expectedOutput: `0 3
-1 -1
-1 -1`,
          hidden: false,
        },
        {
          input: `0 2

0
-5
`,
          expectedOutput: `-1 -1
-1 -1`,
          hidden: true,
        },
        {
          input: `1 2
-1000000000
-1000000000
1000000000
`,
          expectedOutput: `0 0
-1 -1`,
          hidden: true,
        },
        {
          input: `7 5
-3 -3 0 0 0 4 9
-3
0
4
9
10
`,
          expectedOutput: `0 1
2 4
5 5
6 6
-1 -1`,
          hidden: true,
        },
        {
          input: `5 4
1 3 5 7 9
2
4
0
10
`,
          expectedOutput: `-1 -1
-1 -1
-1 -1
-1 -1`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
from bisect import bisect_left, bisect_right
data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
out = []
for t in data[2 + n:2 + n + q]:
    x = int(t)
    lo = bisect_left(a, x)
    if lo < n and a[lo] == x:
        out.append('%d %d' % (lo, bisect_right(a, x) - 1))
    else:
        out.append('-1 -1')
print('\\n'.join(out))
`,
      },
      judge: {
        intendedComplexity: 'O((n + q) log n) with binary search',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
if mode == 'wide':
    a = sorted(random.randint(-10**9, 10**9) for _ in range(n))
elif mode == 'blocks':
    a = sorted(random.randint(-1000, 1000) * 10**6 for _ in range(n))
elif mode == 'equal':
    a = [10**9] * n
else:
    raise SystemExit('unknown mode ' + mode)
queries = []
for _ in range(q):
    if a and random.random() < 0.5:
        queries.append(random.choice(a))
    else:
        queries.append(random.choice((-10**9, 10**9, random.randint(-10**9, 10**9))))
print(n, q)
print(' '.join(map(str, a)))
print('\\n'.join(map(str, queries)))
`,
        tests: [
          { args: '100000 100000 wide', label: 'n = 100,000, q = 100,000, distinct values' },
          {
            args: '100000 100000 blocks',
            label: 'n = 100,000, q = 100,000, long runs of duplicates',
          },
          { args: '100000 100000 equal', label: 'n = 100,000, q = 100,000, every value 10^9' },
          { args: '0 3 wide', label: 'n = 0' },
          { args: '1 5 equal', label: 'n = 1, extreme values' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n, q = map(int, lines[0].split())
assert 0 <= n <= 10**5 and 1 <= q <= 10**5, 'n or q out of range'
a = list(map(int, lines[1].split())) if len(lines) > 1 else []
assert len(a) == n, 'expected n values'
assert all(-10**9 <= x <= 10**9 for x in a), 'value out of range'
assert all(a[i] <= a[i + 1] for i in range(n - 1)), 'values not sorted'
queries = [line for line in lines[2:] if line.strip() != '']
assert len(queries) == q, 'expected q queries'
assert all(-10**9 <= int(x) <= 10**9 for x in queries), 'query out of range'
`,
        wrongSolutions: [
          {
            name: 'linear-scan',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans the array for every query: O(n * q) on 100,000 values and 100,000 queries',
            source: `import sys
data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
out = []
for t in data[2 + n:2 + n + q]:
    x = int(t)
    first = last = -1
    for i in range(n):
        if a[i] == x:
            if first < 0:
                first = i
            last = i
    out.append('%d %d' % (first, last))
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
