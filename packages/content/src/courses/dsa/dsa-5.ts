import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-5',
  order: 5,
  title: 'Hash Tables, Sets and Prefix Sums',
  description:
    'Understand how hash tables achieve average O(1) lookups, use dicts, sets and Counters idiomatically, and combine hashing with prefix sums.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Explain hashing, collisions and load factor',
    'Use dict, set, Counter and defaultdict for counting and lookup problems',
    'Recognise when a hash map turns an O(n^2) search into O(n)',
    'Count subarrays with a target sum using prefix sums and a hash map',
  ],
  lesson: `## How hash tables work

A **hash table** stores key-value pairs in an array of buckets. A **hash function** turns the key into an integer, and \`hash(key) % capacity\` picks the bucket. Looking up, inserting and deleting then take **O(1) on average**, no matter how many items are stored.

Two different keys can land in the same bucket: a **collision**. Tables resolve collisions either by **chaining** (each bucket holds a small list) or by **open addressing** (probe for another free slot; CPython's \`dict\` does this). The **load factor** (items / buckets) is kept low by **resizing**, which rehashes everything into a bigger array: occasionally O(n), amortised O(1). If an adversary makes many keys collide, operations degrade to O(n), one reason Python randomises string hashes per process.

Keys must be **hashable** and effectively immutable: a key's hash must not change while it is in the table. That is why tuples and strings can be dict keys but lists cannot.

## Python's toolbox

\`\`\`python
from collections import Counter, defaultdict

counts = Counter("mississippi")          # Counter({'i': 4, 's': 4, 'p': 2, 'm': 1})
counts.most_common(2)

groups = defaultdict(list)
for word in ["eat", "tea", "tan", "ate"]:
    groups["".join(sorted(word))].append(word)   # group anagrams

seen = set()
"tea" in seen                            # O(1) average membership test
\`\`\`

Python dicts also preserve insertion order (guaranteed since 3.7).

## The complement trick

"Find two numbers that sum to \`target\`" takes O(n^2) with nested loops. With a dict, each element asks one O(1) question: *have I already seen \`target - x\`?*

\`\`\`python
def two_sum(nums, target):
    index_of = {}
    for i, x in enumerate(nums):
        if target - x in index_of:
            return index_of[target - x], i
        index_of[x] = i
    return None
\`\`\`

Storing the value **after** checking avoids pairing an element with itself.

## Prefix sums

The **prefix sum** \`P[i]\` is the sum of the first \`i\` elements, with \`P[0] = 0\`. Then the sum of the subarray \`a[i..j-1]\` is \`P[j] - P[i]\`, computed in O(1) after an O(n) pass. Prefix sums answer range-sum queries, and unlike sliding windows they work with **negative** numbers.

## Prefix sums + hashing

How many contiguous subarrays sum to exactly \`k\`? A subarray ending at position \`j\` sums to \`k\` when some earlier prefix equals \`P[j] - k\`. So keep a dictionary counting how often each prefix sum has occurred so far:

\`\`\`python
def count_subarrays(a, k):
    seen = {0: 1}          # the empty prefix
    total = running = 0
    for x in a:
        running += x
        total += seen.get(running - k, 0)
        seen[running] = seen.get(running, 0) + 1
    return total
\`\`\`

Initialising with \`{0: 1}\` counts subarrays that start at index 0. The algorithm is O(n) time and O(n) space, and it correctly handles zeros and negative numbers, where a sliding window fails.

## Your challenge

Implement exactly this: count the subarrays whose sum equals \`k\`.
`,
  overview: {
    whatYouWillLearn: [
      'A hash function maps a key to a bucket index so lookups, inserts and deletes are O(1) on average.',
      'Collisions are resolved by chaining or open addressing, and tables resize to keep the load factor low.',
      'The worst case degrades to O(n) when many keys collide.',
      'Keys must be hashable and must not change while stored, which is why lists cannot be dict keys.',
      'The complement trick stores what has been seen so each new element asks a single O(1) question.',
      'A prefix sum P[i] turns any subarray sum into a difference P[j] - P[i].',
    ],
    proTip:
      'When a problem says "count subarrays (or pairs) such that ...", think "running value plus a dictionary of how many times each earlier value occurred": it is one of the most reusable patterns in interviews.',
  },
  mcqs: [],
  problems: [
    {
      id: 'subarray-sum-equals-k',
      title: 'Count Subarrays with Sum K',
      description: `The first line contains two integers \`n\` and \`k\`. The second line contains \`n\` integers (it may be empty when \`n\` is 0).

Count the number of non-empty **contiguous** subarrays whose elements sum to exactly \`k\`, and print that count.`,
      examples: [
        {
          input: `3 3
1 2 3
`,
          output: `2`,
          explanation: 'The subarrays [1, 2] and [3] both sum to 3.',
        },
        {
          input: `4 1
1 -1 1 1
`,
          output: `5`,
          explanation:
            'Five subarrays sum to 1: the three single 1s, [1, -1, 1] and [-1, 1, 1]; a sliding window would miss some of them.',
        },
      ],
      constraints: [
        '0 <= n <= 2 * 10^5',
        '-10^4 <= each element <= 10^4',
        '-10^9 <= k <= 10^9',
        'The answer can exceed 2^31 - 1; use 64-bit integers',
      ],
      testCases: [
        {
          input: `3 3
1 2 3
`,
          expectedOutput: `2`,
          hidden: false,
        },
        {
          input: `4 1
1 -1 1 1
`,
          expectedOutput: `5`,
          hidden: false,
        },
        {
          input: `0 5
`,
          expectedOutput: `0`,
          hidden: true,
        },
        {
          input: `1 0
0
`,
          expectedOutput: `1`,
          hidden: true,
        },
        {
          input: `5 0
0 0 0 0 0
`,
          expectedOutput: `15`,
          hidden: true,
        },
        {
          input: `6 -3
-1 -2 3 -3 0 -3
`,
          expectedOutput: `8`,
          hidden: true,
        },
        {
          input: `4 10
1 2 3 4
`,
          expectedOutput: `1`,
          hidden: true,
        },
        {
          input: `3 100
1 2 3
`,
          expectedOutput: `0`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
seen = {0: 1}
total = running = 0
for x in a:
    running += x
    total += seen.get(running - k, 0)
    seen[running] = seen.get(running, 0) + 1
print(total)
`,
      },
      judge: {
        intendedComplexity: 'O(n) with prefix sums and a hash map',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    a = [random.randint(-10**4, 10**4) for _ in range(n)]
    k = random.randint(-50, 50)
elif mode == 'zeros':
    a, k = [0] * n, 0
elif mode == 'small':
    a = [random.randint(-2, 2) for _ in range(n)]
    k = 0
elif mode == 'max':
    a, k = [10**4] * n, 10**9
elif mode == 'min':
    a, k = [-10**4] * n, -10**9
else:
    raise SystemExit('unknown mode ' + mode)
print(n, k)
print(' '.join(map(str, a)))
`,
        tests: [
          { args: '200000 random', label: 'n = 200,000, random values' },
          { args: '200000 zeros', label: 'n = 200,000, all zeros, answer above 2^31' },
          { args: '200000 small', label: 'n = 200,000, values in -2..2' },
          { args: '200000 max', label: 'n = 200,000, every value 10^4, k = 10^9' },
          { args: '1 min', label: 'n = 1, k = -10^9' },
          { args: '3 zeros', label: 'n = 3, all zeros' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n, k = map(int, lines[0].split())
assert 0 <= n <= 2 * 10**5, 'n out of range'
assert -10**9 <= k <= 10**9, 'k out of range'
values = lines[1].split() if len(lines) > 1 else []
assert len(values) == n, 'expected n values'
assert all(-10**4 <= int(v) <= 10**4 for v in values), 'value out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'int32-counter',
            language: 'c',
            mustFail: 'WA',
            why: 'Counts in a 32-bit int: 200,000 zeros with k = 0 have 20,000,100,000 subarrays',
            source: `#include <stdio.h>
#define SIZE (1 << 19)
static long long keys[SIZE];
static int counts[SIZE];
static char used[SIZE];

static unsigned long long home(long long key) {
    return ((unsigned long long)key * 11400714819323198485ull) >> 45;
}

static int find(long long key) {
    unsigned long long h = home(key);
    while (used[h] && keys[h] != key) h = (h + 1) & (SIZE - 1);
    return used[h] ? counts[h] : 0;
}

static void add(long long key) {
    unsigned long long h = home(key);
    while (used[h] && keys[h] != key) h = (h + 1) & (SIZE - 1);
    used[h] = 1;
    keys[h] = key;
    counts[h]++;
}

int main(void) {
    int n;
    long long k;
    if (scanf("%d %lld", &n, &k) != 2) return 0;
    int total = 0; /* 32 bits: overflows past 2^31 - 1 */
    long long running = 0;
    add(0);
    for (int i = 0; i < n; i++) {
        int x;
        if (scanf("%d", &x) != 1) return 1;
        running += x;
        total += find(running - k);
        add(running);
    }
    printf("%d\\n", total);
    return 0;
}
`,
          },
          {
            name: 'sliding-window',
            language: 'python3',
            mustFail: 'WA',
            why: 'A two-pointer window assumes non-negative values; negative numbers break it',
            source: `import sys
data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
a = list(map(int, data[2:2 + n]))
total = left = window = 0
for right, x in enumerate(a):
    window += x
    while left <= right and window > k:
        window -= a[left]
        left += 1
    if window == k and left <= right:
        total += 1
print(total)
`,
          },
        ],
      },
    },
  ],
};
