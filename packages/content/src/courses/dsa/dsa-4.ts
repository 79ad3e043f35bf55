import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-4',
  order: 4,
  title: 'Stacks, Queues and Monotonic Stacks',
  description:
    'Use LIFO stacks and FIFO queues, implement them efficiently in Python, and solve next-greater-element problems with monotonic stacks.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Implement stacks with lists and queues with collections.deque',
    'Recognise problems that need LIFO or FIFO order',
    'Validate nested structures such as brackets with a stack',
    'Solve next-greater-element problems with a monotonic stack in O(n)',
  ],
  lesson: `## Stacks: last in, first out

A **stack** supports \`push\` (add on top), \`pop\` (remove from top) and \`peek\` (look at the top), all O(1). Think of a pile of plates. In Python a list is a perfect stack:

\`\`\`python
stack = []
stack.append(1)     # push
stack.append(2)
top = stack[-1]     # peek -> 2
stack.pop()         # pop  -> 2
\`\`\`

Stacks appear whenever the **most recent** unfinished thing must be handled first: matching brackets, undo/redo, evaluating expressions, the function call stack, and iterative depth-first search.

## Queues: first in, first out

A **queue** adds at the back and removes from the front, like a line at a shop. Don't use \`list.pop(0)\`, which shifts every element (O(n)). Use \`collections.deque\`, which is O(1) at both ends:

\`\`\`python
from collections import deque
q = deque()
q.append("a")       # enqueue
q.append("b")
q.popleft()         # dequeue -> "a"
\`\`\`

Queues model fairness and order of arrival: task scheduling, buffering, and breadth-first search. A **deque** (double-ended queue) supports both stack and queue operations, and a **priority queue** (heap) serves the smallest element first, covered in a later chapter.

## Classic stack problem: balanced brackets

\`\`\`python
def balanced(s):
    pairs = {')': '(', ']': '[', '}': '{'}
    stack = []
    for ch in s:
        if ch in '([{':
            stack.append(ch)
        elif ch in pairs:
            if not stack or stack.pop() != pairs[ch]:
                return False
    return not stack          # leftovers mean unclosed brackets
\`\`\`

Both failure modes matter: a closing bracket with an empty stack, and opening brackets left over at the end.

## Monotonic stacks

"For each element, find the **next greater** element to its right" looks like it needs O(n^2) comparisons. A **monotonic stack** solves it in O(n). Scan left to right and keep a stack of indexes whose answer is still unknown; their values are **decreasing** from bottom to top. When a new value arrives, it is the answer for every smaller value on top of the stack, so pop them and record it:

\`\`\`python
def next_greater(a):
    res = [-1] * len(a)
    stack = []                       # indexes with decreasing values
    for i, x in enumerate(a):
        while stack and a[stack[-1]] < x:
            res[stack.pop()] = x
        stack.append(i)
    return res

next_greater([2, 1, 5, 3, 6])        # [5, 5, 6, 6, -1]
\`\`\`

Each index is pushed once and popped at most once, so despite the inner \`while\` the total work is **O(n)**. The same pattern answers "previous smaller element", stock-span questions, the largest rectangle in a histogram, and trapping rain water. Decide two things each time: which order the stack maintains (increasing or decreasing), and whether equal values should be popped (strict \`<\` versus \`<=\`).

## Your challenge

For each day's temperature, compute how many days you must wait for a strictly warmer day. This is "next greater element" where the answer is a distance, so store indexes on the stack.
`,
  overview: {
    whatYouWillLearn: [
      'A stack is last-in, first-out; push and pop happen at the same end.',
      'A queue is first-in, first-out; elements are added at the back and removed from the front.',
      'Python lists make good stacks, but popping from the front of a list is O(n), so queues use deque.',
      'Stacks naturally model nesting: brackets, function calls, undo history and depth-first search.',
      'A monotonic stack keeps its elements in sorted order by popping everything that breaks the order.',
      'Every element is pushed and popped at most once, so monotonic-stack algorithms are linear.',
    ],
    proTip:
      'In monotonic-stack problems, push indexes rather than values: the index gives you both the value (via the array) and the distance between positions, which most questions ask for.',
  },
  mcqs: [],
  problems: [
    {
      id: 'daily-temperatures',
      title: 'Days Until a Warmer Temperature',
      description: `The first line contains \`n\`, the number of days. The second line contains \`n\` integer temperatures separated by spaces (it may be empty when \`n\` is 0).

For each day \`i\`, output how many days you have to wait after day \`i\` until a **strictly** warmer temperature. If no warmer day follows, output \`0\` for that day.

Print the \`n\` answers on one line separated by single spaces (print an empty line when \`n\` is 0).`,
      examples: [
        {
          input: `8
73 74 75 71 69 72 76 73
`,
          output: `1 1 4 2 1 1 0 0`,
          explanation:
            'Day 0 (73) waits one day for 74; day 2 (75) waits four days for 76; the last two days never get warmer.',
        },
        {
          input: `4
30 40 50 60
`,
          output: `1 1 1 0`,
          explanation:
            'Strictly increasing temperatures: every day waits exactly one day except the last.',
        },
      ],
      constraints: [
        '0 <= n <= 10^5',
        '-100 <= temperature <= 100',
        'An O(n) solution is expected; O(n^2) will be too slow for the largest tests in most languages',
      ],
      testCases: [
        {
          input: `8
73 74 75 71 69 72 76 73
`,
          expectedOutput: `1 1 4 2 1 1 0 0`,
          hidden: false,
        },
        {
          input: `4
30 40 50 60
`,
          expectedOutput: `1 1 1 0`,
          hidden: false,
        },
        {
          input: `0
`,
          expectedOutput: ``,
          hidden: true,
        },
        {
          input: `1
25
`,
          expectedOutput: `0`,
          hidden: true,
        },
        {
          input: `5
70 70 70 70 71
`,
          expectedOutput: `4 3 2 1 0`,
          hidden: true,
        },
        {
          input: `6
-5 -10 -3 -3 -20 100
`,
          expectedOutput: `2 1 3 2 1 0`,
          hidden: true,
        },
        {
          input: `5
90 80 70 60 50
`,
          expectedOutput: `0 0 0 0 0`,
          hidden: true,
        },
        {
          input: `7
10 5 5 5 5 5 11
`,
          expectedOutput: `6 5 4 3 2 1 0`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
data = sys.stdin.read().split()
n = int(data[0])
t = list(map(int, data[1:1 + n]))
res = [0] * n
stack = []
for i, x in enumerate(t):
    while stack and t[stack[-1]] < x:
        j = stack.pop()
        res[j] = i - j
    stack.append(i)
print(' '.join(map(str, res)))
`,
      },
      judge: {
        intendedComplexity: 'O(n) with a monotonic stack',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    t = [random.randint(-100, 100) for _ in range(n)]
elif mode == 'nonincreasing':
    t = sorted((random.randint(-100, 100) for _ in range(n)), reverse=True)
elif mode == 'equal':
    t = [100] * n
elif mode == 'extremes':
    t = [random.choice((-100, 100)) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print(' '.join(map(str, t)))
`,
        tests: [
          { args: '100000 random', label: 'n = 100,000, random temperatures' },
          { args: '100000 nonincreasing', label: 'n = 100,000, never warmer' },
          { args: '100000 equal', label: 'n = 100,000, all equal' },
          { args: '1 extremes', label: 'n = 1' },
          { args: '2 equal', label: 'n = 2, equal temperatures' },
          { args: '50 extremes', label: 'n = 50, only -100 and 100' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 0 <= n <= 10**5, 'n out of range'
values = lines[1].split() if len(lines) > 1 else []
assert len(values) == n, 'expected n temperatures'
assert all(-100 <= int(v) <= 100 for v in values), 'temperature out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'quadratic-scan',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans forward from every day: O(n^2) on 100,000 days that never get warmer',
            source: `import sys
data = sys.stdin.read().split()
n = int(data[0])
t = list(map(int, data[1:1 + n]))
res = [0] * n
for i in range(n):
    for j in range(i + 1, n):
        if t[j] > t[i]:
            res[i] = j - i
            break
print(' '.join(map(str, res)))
`,
          },
          {
            name: 'quadratic-scan-cpp',
            language: 'cpp',
            mustFail: 'TLE',
            why: 'The same O(n^2) scan in C++ is still too slow: about 5 * 10^9 comparisons on 100,000 days that never get warmer',
            source: `#include <cstdio>
#include <vector>
int main() {
    int n;
    if (std::scanf("%d", &n) != 1) return 0;
    std::vector<int> t(n), res(n, 0);
    for (int i = 0; i < n; i++) std::scanf("%d", &t[i]);
    for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
            if (t[j] > t[i]) { res[i] = j - i; break; }
    for (int i = 0; i < n; i++) std::printf(i ? " %d" : "%d", res[i]);
    std::printf("\\n");
}
`,
          },
          {
            name: 'not-strictly-warmer',
            language: 'python3',
            mustFail: 'WA',
            why: 'Pops on <= so an equal temperature counts as warmer',
            source: `import sys
data = sys.stdin.read().split()
n = int(data[0])
t = list(map(int, data[1:1 + n]))
res = [0] * n
stack = []
for i, x in enumerate(t):
    while stack and t[stack[-1]] <= x:
        j = stack.pop()
        res[j] = i - j
    stack.append(i)
print(' '.join(map(str, res)))
`,
          },
        ],
      },
    },
  ],
};
