import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-6',
  order: 6,
  title: 'Recursion and Backtracking',
  description: 'Think recursively with base cases and recursive cases, trace the call stack, and explore solution spaces with backtracking and pruning.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write recursive functions with correct base cases',
    'Trace recursion using the call stack and recursion trees',
    'Generate subsets, permutations and combinations with backtracking',
    'Prune search spaces and add memoisation where subproblems repeat',
  ],
  lesson: `## Thinking recursively

A **recursive** function solves a problem by reducing it to smaller instances of the same problem. Every correct recursive function has:

1. **Base case(s)**: inputs small enough to answer directly.
2. **Recursive case**: solve smaller inputs and combine the results, making sure every call moves toward a base case.

\`\`\`python
def power(x, n):                 # x^n in O(log n) multiplications
    if n == 0:
        return 1                 # base case
    half = power(x, n // 2)
    return half * half if n % 2 == 0 else half * half * x
\`\`\`

Trust the recursion: assume the call on the smaller input returns the right answer, and only check that you combine it correctly. This "leap of faith" is induction in disguise.

## The call stack

Each call pushes a **stack frame** holding its arguments and local variables. Depth \`d\` costs O(d) memory, and Python's default limit of roughly 1,000 frames raises \`RecursionError\` for deep recursion. For linear-depth problems on big inputs, convert to a loop or an explicit stack, or raise the limit with \`sys.setrecursionlimit\` carefully.

## Recursion trees and repeated work

\`\`\`python
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
\`\`\`

Drawing the **recursion tree** shows \`fib(n-2)\` computed twice, \`fib(n-3)\` three times, and so on: about O(1.6^n) calls. Because the *same subproblems repeat*, caching fixes it:

\`\`\`python
from functools import cache

@cache
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)   # now O(n)
\`\`\`

This is **memoisation**, the top-down form of dynamic programming.

## Backtracking

**Backtracking** explores all candidate solutions by building them one choice at a time and **undoing** each choice after exploring it. Generating all subsets:

\`\`\`python
def subsets(nums):
    result, path = [], []
    def go(i):
        if i == len(nums):
            result.append(path[:])       # copy the current path
            return
        go(i + 1)                        # choice 1: skip nums[i]
        path.append(nums[i])             # choice 2: take nums[i]
        go(i + 1)
        path.pop()                       # undo
    go(0)
    return result
\`\`\`

There are 2^n subsets and n! permutations, so backtracking is inherently exponential; it is the right tool when you must enumerate, or when constraints cut the tree down.

## Pruning

**Pruning** stops exploring a branch as soon as it cannot succeed. In the N-Queens puzzle you place one queen per row and skip any column or diagonal that is already attacked, using sets for O(1) checks. In "combination sum", sorting the candidates lets you stop the loop once the next number exceeds the remaining target. Good pruning often makes an exponential search fast enough in practice.

## Recursion versus iteration

Anything recursive can be written iteratively with an explicit stack. Recursion is clearer for trees, divide and conquer and backtracking; iteration avoids stack limits and call overhead. Choose the clearer form, and switch when depth could be large.
`,
  overview: {
    whatYouWillLearn: [
      'A recursive function solves a problem by calling itself on smaller instances until it reaches a base case.',
      'Each call gets its own stack frame, so recursion depth determines stack memory.',
      'A recursion tree shows total work: naive Fibonacci does exponential work because subproblems repeat.',
      'Memoisation caches results of repeated subproblems and is the bridge to dynamic programming.',
      'Backtracking builds candidates step by step and undoes each choice after exploring it.',
      'Pruning abandons partial candidates that cannot lead to a valid solution.',
    ],
    proTip: 'Write every backtracking function in the same shape: check for a complete solution, loop over choices, make a choice, recurse, undo the choice. Most bugs come from forgetting the undo step or from appending a reference to the mutable path instead of a copy.',
  },
  mcqs: [
    {
      question: 'What happens if a recursive function has no reachable base case?',
      options: {
        A: 'It returns None automatically',
        B: 'Python converts it into a loop',
        C: 'It recurses until the stack limit, raising RecursionError in Python',
        D: 'It runs in constant space',
      },
      correct: 'C',
      explanation: 'Without a base case the calls never stop, exhausting the call stack.',
    },
    {
      question: 'How much stack space does a recursion of depth d use?',
      options: {
        A: 'O(1)',
        B: 'O(d)',
        C: 'O(log d)',
        D: 'O(d^2)',
      },
      correct: 'B',
      explanation: 'Each active call keeps one frame on the stack.',
    },
    {
      question: 'Why does naive recursive Fibonacci take exponential time?',
      options: {
        A: 'The same subproblems are recomputed many times',
        B: 'Python integers are slow',
        C: 'Each call allocates a list',
        D: 'The base case is wrong',
      },
      correct: 'A',
      explanation: 'The recursion tree recomputes fib(n-2), fib(n-3) and so on repeatedly.',
    },
    {
      question: 'What does the @cache decorator do to a recursive function?',
      options: {
        A: 'Converts it to iteration',
        B: 'Limits recursion depth',
        C: 'Runs calls in parallel',
        D: 'Stores results by arguments so repeated subproblems are computed once',
      },
      correct: 'D',
      explanation: 'Memoisation turns repeated calls into dictionary lookups.',
    },
    {
      question: 'In the subsets backtracking code, why is path[:] appended instead of path?',
      options: {
        A: 'path cannot be appended to a list',
        B: 'Slicing sorts the path',
        C: 'path keeps changing later, so a copy captures the current state',
        D: 'It removes duplicates',
      },
      correct: 'C',
      explanation: 'Appending the list object itself would store a reference that ends up empty after all pops.',
    },
    {
      question: 'How many subsets does a set of n distinct elements have?',
      options: {
        A: '2^n',
        B: 'n!',
        C: 'n^2',
        D: 'n + 1',
      },
      correct: 'A',
      explanation: 'Each element is either in or out, giving 2^n combinations.',
    },
    {
      question: 'What does pruning mean in backtracking?',
      options: {
        A: 'Removing duplicates from the final output',
        B: 'Sorting the input before searching',
        C: 'Caching results in a dictionary',
        D: 'Abandoning a partial candidate as soon as it cannot lead to a valid solution',
      },
      correct: 'D',
      explanation: 'Cutting dead branches early can shrink an exponential search dramatically.',
    },
    {
      question: 'How many multiplications does the recursive power(x, n) that halves n need?',
      options: {
        A: 'O(n)',
        B: 'O(log n)',
        C: 'O(n^2)',
        D: 'O(1)',
      },
      correct: 'B',
      explanation: 'Each call halves n, so there are about log2(n) levels.',
    },
    {
      question: 'What is the essential last step inside a backtracking loop after the recursive call returns?',
      options: {
        A: 'Return the result immediately',
        B: 'Clear the result list',
        C: 'Undo the choice that was made before the call',
        D: 'Increase the recursion limit',
      },
      correct: 'C',
      explanation: 'Undoing restores the state so the next choice starts from the same partial solution.',
    },
  ],
  problems: [],
};
