import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-14',
  order: 14,
  title: 'Dynamic Programming on Sequences and Knapsacks',
  description:
    'Solve two-dimensional DP problems: longest common subsequence, edit distance and 0/1 knapsack, reconstruct solutions and reduce memory to one or two rows.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Design 2-D DP states over prefixes of two sequences',
    'Compute longest common subsequence and edit distance',
    'Solve the 0/1 knapsack problem and explain its loop order',
    'Reconstruct an optimal solution and optimise table memory',
  ],
  lesson: `## Two sequences, two indexes

Many DP problems compare two sequences: diffing files, aligning DNA, spell checking. The standard state is \`dp[i][j]\`: the answer for the **first i** characters of \`a\` and the **first j** characters of \`b\`. Using prefix lengths (not indexes) gives a natural extra row and column for empty prefixes, which hold the base cases.

## Longest common subsequence

A **subsequence** keeps order but may skip characters. The LCS of \`"ABCBDAB"\` and \`"BDCABA"\` has length 4 (for example \`"BCBA"\`).

\`\`\`python
def lcs(a, b):
    n, m = len(a), len(b)
    dp = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(1, n + 1):
        for j in range(1, m + 1):
            if a[i - 1] == b[j - 1]:
                dp[i][j] = dp[i - 1][j - 1] + 1
            else:
                dp[i][j] = max(dp[i - 1][j], dp[i][j - 1])
    return dp[n][m]
\`\`\`

O(nm) time and space. \`diff\` and \`git diff\` are built on closely related ideas.

## Edit distance

The **Levenshtein distance** is the minimum number of single-character insertions, deletions and substitutions turning \`a\` into \`b\`. For \`dp[i][j]\` (first \`i\` of \`a\` into first \`j\` of \`b\`):

- Base cases: \`dp[i][0] = i\` (delete everything), \`dp[0][j] = j\` (insert everything).
- If \`a[i-1] == b[j-1]\`: \`dp[i][j] = dp[i-1][j-1]\` (no cost).
- Otherwise \`1 + min(dp[i-1][j]\` (delete), \`dp[i][j-1]\` (insert), \`dp[i-1][j-1]\` (substitute)\`)\`.

"horse" → "ros" has distance 3: replace h with r, delete r, delete e.

## 0/1 knapsack

Given items with weights and values and a capacity \`W\`, choose a subset (each item at most once) with maximum total value. State: \`best[i][w]\` = best value using the first \`i\` items with capacity \`w\`; each item is either skipped or taken. Only the previous row is needed, so use one array and iterate capacity **downward**:

\`\`\`python
def knapsack(items, W):
    best = [0] * (W + 1)
    for weight, value in items:
        for w in range(W, weight - 1, -1):      # downward: each item used once
            best[w] = max(best[w], best[w - weight] + value)
    return best[W]
\`\`\`

Iterating upward would let \`best[w - weight]\` already include the same item, which solves the *unbounded* knapsack instead. Time O(nW), pseudo-polynomial like coin change.

## Reconstructing the answer

The table stores values, but you often need the choices: the actual common subsequence, the edit script, the chosen items. Start at the final cell and walk backwards, at each step moving to the neighbour that produced the current value. Keep the full table when you need reconstruction; otherwise roll it down to one or two rows to save memory.

## Recognising the pattern

Signals for sequence DP: "minimum operations to transform", "longest common/increasing", "number of ways to interleave or match", "can the string be split into dictionary words". Signals for knapsack: choose a subset under a budget, partition into equal sums, target sum with each number once.

## Your challenge

Compute the edit distance between two words.
`,
  overview: {
    whatYouWillLearn: [
      'Problems on two sequences often use the state dp[i][j] for the first i and j elements.',
      'LCS extends the diagonal on a match and otherwise takes the better of dropping one character.',
      'Edit distance takes the cheapest of insert, delete and substitute at each cell.',
      '0/1 knapsack decides for each item whether to take it, with state (item, capacity).',
      'Iterating capacity downward in a 1-D knapsack array prevents reusing an item twice.',
      'Backtracking through a filled table reconstructs the actual optimal choices.',
    ],
    proTip:
      'Always draw the DP table for a tiny example (like "horse" and "ros") and fill a few cells by hand; it reveals off-by-one errors in base rows and columns before you write any code.',
  },
  mcqs: [],
  problems: [
    {
      id: 'edit-distance',
      title: 'Edit Distance',
      description: `The input consists of two lines: the word \`a\` and the word \`b\`. Either line may be empty (an empty word).

Print the minimum number of single-character operations (insert a character, delete a character, or replace a character) needed to turn \`a\` into \`b\`.`,
      examples: [
        {
          input: `horse
ros
`,
          output: `3`,
          explanation: 'horse -> rorse (replace h) -> rose (delete r) -> ros (delete e).',
        },
        {
          input: `intention
execution
`,
          output: `5`,
          explanation: 'intention becomes execution with five operations.',
        },
      ],
      constraints: [
        '0 <= length of each word <= 1000',
        'Words contain lowercase English letters only',
        'An O(len(a) * len(b)) solution is expected',
      ],
      testCases: [
        {
          input: `horse
ros
`,
          expectedOutput: `3`,
          hidden: false,
        },
        {
          input: `intention
execution
`,
          expectedOutput: `5`,
          hidden: false,
        },
        {
          input: `abc
`,
          expectedOutput: `3`,
          hidden: true,
        },
        {
          input: `
abc
`,
          expectedOutput: `3`,
          hidden: true,
        },
        {
          input: `same
same
`,
          expectedOutput: `0`,
          hidden: true,
        },
        {
          input: `kitten
sitting
`,
          expectedOutput: `3`,
          hidden: true,
        },
        {
          input: `abcdefghij
jihgfedcba
`,
          expectedOutput: `10`,
          hidden: true,
        },
        {
          input: `a
b
`,
          expectedOutput: `1`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
lines = sys.stdin.read().split('\\n')
a = lines[0].strip() if len(lines) > 0 else ''
b = lines[1].strip() if len(lines) > 1 else ''
n, m = len(a), len(b)
prev = list(range(m + 1))
for i in range(1, n + 1):
    cur = [i] + [0] * m
    for j in range(1, m + 1):
        if a[i - 1] == b[j - 1]:
            cur[j] = prev[j - 1]
        else:
            cur[j] = 1 + min(prev[j], cur[j - 1], prev[j - 1])
    prev = cur
print(prev[m])
`,
      },
      judge: {
        intendedComplexity: 'O(len(a) * len(b)) with dynamic programming',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
if mode == 'random':
    a = ''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(n))
    b = ''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(m))
elif mode == 'binary':
    a = ''.join(random.choice('ab') for _ in range(n))
    b = ''.join(random.choice('ab') for _ in range(m))
elif mode == 'disjoint':
    a, b = 'a' * n, 'z' * m
elif mode == 'shifted':
    a = ''.join(random.choice('abcdefghijklmnopqrstuvwxyz') for _ in range(n))
    b = a[1:m + 1]
else:
    raise SystemExit('unknown mode ' + mode)
print(a)
print(b)
`,
        tests: [
          { args: '1000 1000 random', label: 'both words 1,000 letters' },
          { args: '1000 1000 binary', label: 'both words 1,000 letters of a and b' },
          { args: '1000 1000 disjoint', label: '1,000 letters, no letter in common' },
          { args: '1000 999 shifted', label: '1,000 letters, the second one shifted by one' },
          { args: '1000 0 random', label: 'a of 1,000 letters, b empty' },
          { args: '0 0 random', label: 'both words empty' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
assert len(lines) <= 3 and all(line == '' for line in lines[2:]), 'expected two lines'
for word in lines[:2]:
    assert len(word) <= 1000, 'word too long'
    assert all('a' <= ch <= 'z' for ch in word), 'only lowercase letters'
`,
        wrongSolutions: [
          {
            name: 'plain-recursion',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Recursion without memoisation explores exponentially many paths',
            source: `import sys
sys.setrecursionlimit(10000)
lines = sys.stdin.read().split('\\n')
a = lines[0].strip() if len(lines) > 0 else ''
b = lines[1].strip() if len(lines) > 1 else ''
def dist(i, j):
    if i == len(a):
        return len(b) - j
    if j == len(b):
        return len(a) - i
    if a[i] == b[j]:
        return dist(i + 1, j + 1)
    return 1 + min(dist(i + 1, j), dist(i, j + 1), dist(i + 1, j + 1))
print(dist(0, 0))
`,
          },
          {
            name: 'replacements-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts differing positions plus the length difference, ignoring inserts and deletes',
            source: `import sys
lines = sys.stdin.read().split('\\n')
a = lines[0].strip() if len(lines) > 0 else ''
b = lines[1].strip() if len(lines) > 1 else ''
print(sum(x != y for x, y in zip(a, b)) + abs(len(a) - len(b)))
`,
          },
        ],
      },
    },
  ],
};
