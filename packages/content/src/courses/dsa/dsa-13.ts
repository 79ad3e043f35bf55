import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-13',
  order: 13,
  title: 'Dynamic Programming Foundations',
  description:
    'Recognise overlapping subproblems and optimal substructure, define states and transitions, and solve problems top-down with memoisation and bottom-up with tables.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Identify overlapping subproblems and optimal substructure',
    'Define a DP state, transition, base cases and answer',
    'Convert memoised recursion into a bottom-up table',
    'Optimise space by keeping only the rows you need',
  ],
  lesson: `## When does DP apply?

Dynamic programming (DP) solves problems whose answer can be built from answers to smaller subproblems (**optimal substructure**) where the same subproblems recur many times (**overlapping subproblems**). Naive recursion recomputes them exponentially often; DP computes each **once** and stores it.

## The recipe

1. **State**: what parameters identify a subproblem? (\`dp[i]\` = answer for the first \`i\` items; \`dp[x]\` = answer for amount \`x\`.)
2. **Transition**: how does a state follow from smaller states?
3. **Base cases**: the smallest states answered directly.
4. **Order**: compute states so that dependencies come first.
5. **Answer**: which state (or combination) answers the original question.

## Climbing stairs, two ways

How many ways to climb \`n\` steps taking 1 or 2 at a time? The last move was 1 or 2 steps, so \`ways(n) = ways(n-1) + ways(n-2)\`, with \`ways(0) = ways(1) = 1\`.

\`\`\`python
from functools import cache

@cache                                    # top-down: memoisation
def ways(n):
    return 1 if n <= 1 else ways(n - 1) + ways(n - 2)

def ways_bottom_up(n):                    # bottom-up: tabulation
    a, b = 1, 1                           # ways(0), ways(1)
    for _ in range(n - 1):
        a, b = b, a + b
    return b
\`\`\`

Top-down is often easier to write from the recurrence and only computes the states actually needed. Bottom-up avoids recursion limits and often allows **space optimisation**: here only the last two values matter, so O(1) memory instead of O(n).

## Coin change: minimum coins

Given coin denominations and an amount, find the fewest coins that sum to the amount. A **greedy** strategy (always take the largest coin) works for euro coins but fails in general: with coins \`{1, 3, 4}\` and amount 6, greedy takes 4 + 1 + 1 (three coins), while 3 + 3 uses two.

DP considers every last coin:

- State: \`best[x]\` = fewest coins making amount \`x\`.
- Transition: \`best[x] = 1 + min(best[x - c])\` over coins \`c <= x\` with \`best[x - c]\` reachable.
- Base: \`best[0] = 0\`; unreachable amounts stay at infinity.

\`\`\`python
def min_coins(coins, amount):
    INF = float('inf')
    best = [0] + [INF] * amount
    for x in range(1, amount + 1):
        for c in coins:
            if c <= x and best[x - c] + 1 < best[x]:
                best[x] = best[x - c] + 1
    return best[amount] if best[amount] != INF else -1
\`\`\`

Time is **O(amount × number of coins)**, memory O(amount). Counting the number of *ways* to make change uses the same table with \`+\` instead of \`min\`, looping over coins in the outer loop so that different orders of the same coins are not counted twice.

## Estimating DP cost

Time ≈ (number of states) × (work per transition). An \`n × m\` table with O(1) transitions is O(nm). This lets you check against the constraints before writing code, and tells you which dimension to shrink if it is too slow. Note that coin change is *pseudo-polynomial*: its running time depends on the numeric value of the amount, not just the input length.

## Your challenge

Implement minimum coin change, printing \`-1\` when the amount cannot be made.
`,
  overview: {
    whatYouWillLearn: [
      'Dynamic programming applies when a problem has optimal substructure and overlapping subproblems.',
      'The state is the smallest description of a subproblem; the transition expresses it in terms of smaller states.',
      'Top-down memoisation caches a recursive solution; bottom-up tabulation fills a table in dependency order.',
      'Time is roughly the number of states times the work per transition.',
      'Unreachable states need a sentinel such as infinity, and the base case anchors the recurrence.',
      'Greedy choices fail on problems like general coin change, where DP considers every option.',
    ],
    proTip:
      'Write the recurrence in words before coding ("best[x] = the fewest coins that make x"); if you cannot state what one table cell means in one sentence, the DP is not designed yet.',
  },
  mcqs: [],
  problems: [
    {
      id: 'coin-change-min',
      title: 'Minimum Coins for an Amount',
      description: `The first line contains \`n\` (the number of coin denominations) and \`amount\`. The second line contains the \`n\` distinct positive denominations. You have an unlimited number of coins of each denomination.

Print the minimum number of coins whose values sum to exactly \`amount\`, or \`-1\` if it is impossible. Making an amount of \`0\` needs \`0\` coins.`,
      examples: [
        {
          input: `3 6
1 3 4
`,
          output: `2`,
          explanation: 'Greedy would take 4 + 1 + 1, but 3 + 3 uses only two coins.',
        },
        {
          input: `1 3
2
`,
          output: `-1`,
          explanation: 'With only coins of 2, an odd amount cannot be made.',
        },
      ],
      constraints: ['1 <= n <= 100', '0 <= amount <= 10^4', '1 <= each denomination <= 10^4'],
      testCases: [
        {
          input: `3 6
1 3 4
`,
          expectedOutput: `2`,
          hidden: false,
        },
        {
          input: `1 3
2
`,
          expectedOutput: `-1`,
          hidden: false,
        },
        {
          input: `2 0
5 7
`,
          expectedOutput: `0`,
          hidden: true,
        },
        {
          input: `3 11
1 2 5
`,
          expectedOutput: `3`,
          hidden: true,
        },
        {
          input: `2 10000
1 10000
`,
          expectedOutput: `1`,
          hidden: true,
        },
        {
          input: `3 9999
2 4 6
`,
          expectedOutput: `-1`,
          hidden: true,
        },
        {
          input: `4 10000
7 13 29 97
`,
          expectedOutput: `108`,
          hidden: true,
        },
        {
          input: `1 10000
3
`,
          expectedOutput: `-1`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split()
n, amount = int(data[0]), int(data[1])
coins = list(map(int, data[2:2 + n]))
INF = float('inf')
best = [0] + [INF] * amount
for x in range(1, amount + 1):
    for c in coins:
        if c <= x and best[x - c] + 1 < best[x]:
            best[x] = best[x - c] + 1
print(best[amount] if best[amount] != INF else -1)
`,
      },
      judge: {
        intendedComplexity: 'O(n * amount) with dynamic programming',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, amount, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
if mode == 'random':
    coins = random.sample(range(1, 10**4 + 1), n)
elif mode == 'large':
    coins = random.sample(range(5000, 10**4 + 1), n)
elif mode == 'greedy-trap':
    coins = [1] + random.sample(range(2, 10**4 + 1), n - 1)
else:
    raise SystemExit('unknown mode ' + mode)
print(n, amount)
print(' '.join(map(str, coins)))
`,
        tests: [
          { args: '100 10000 random', label: 'n = 100, amount = 10,000' },
          { args: '100 10000 greedy-trap', label: 'n = 100, amount = 10,000, a 1 coin' },
          {
            args: '100 9999 large',
            label: 'n = 100, amount = 9,999, only coins of 5,000 and more',
          },
          { args: '1 0 random', label: 'n = 1, amount = 0' },
          { args: '1 10000 greedy-trap', label: 'n = 1, only the 1 coin, amount = 10,000' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n, amount = map(int, lines[0].split())
assert 1 <= n <= 100 and 0 <= amount <= 10**4, 'n or amount out of range'
coins = list(map(int, lines[1].split()))
assert len(coins) == n, 'expected n denominations'
assert len(set(coins)) == n, 'denominations must be distinct'
assert all(1 <= c <= 10**4 for c in coins), 'denomination out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'greedy-largest-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes the largest coin that fits first: 6 with coins 1, 3, 4 gives 4 + 1 + 1',
            source: `import sys
data = sys.stdin.read().split()
n, amount = int(data[0]), int(data[1])
coins = sorted(map(int, data[2:2 + n]), reverse=True)
count = 0
for c in coins:
    count += amount // c
    amount %= c
print(count if amount == 0 else -1)
`,
          },
        ],
      },
    },
  ],
};
