import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-6',
  order: 6,
  title: 'Recursion and Backtracking',
  description:
    'Think recursively with base cases and recursive cases, trace the call stack, and explore solution spaces with backtracking and pruning.',
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
    proTip:
      'Write every backtracking function in the same shape: check for a complete solution, loop over choices, make a choice, recurse, undo the choice. Most bugs come from forgetting the undo step or from appending a reference to the mutable path instead of a copy.',
  },
  mcqs: [
    {
      question: 'What happens if a recursive function has no reachable base case?',
      options: {
        A: 'It returns `None` at the recursion limit',
        B: 'Python turns it into a loop automatically',
        C: 'It recurses until Python raises `RecursionError`',
        D: 'It runs forever in constant stack space',
      },
      correct: 'C',
      explanation: "Each call adds a frame until Python's recursion limit raises `RecursionError`.",
    },
    {
      question: 'How much stack space does a recursion of depth `d` use?',
      options: {
        A: '`O(1)`',
        B: '`O(d)`',
        C: '`O(log d)`',
        D: '`O(d^2)`',
      },
      correct: 'B',
      explanation: 'Each active call keeps one frame, so depth d costs O(d) memory.',
    },
    {
      question: 'Why does naive recursive Fibonacci take exponential time?',
      options: {
        A: 'The same subproblems are recomputed many times',
        B: 'Python integers get slow as they grow',
        C: 'Each call allocates a new list of results',
        D: 'The base case `n < 2` is checked too late',
      },
      correct: 'A',
      explanation:
        'The recursion tree recomputes `fib(n-2)`, `fib(n-3)` and so on many times over.',
    },
    {
      question: 'What does the `@cache` decorator do to a recursive function?',
      options: {
        A: 'Converts the recursion into a loop',
        B: 'Caps the recursion depth at 1,000',
        C: 'Runs the recursive calls in parallel',
        D: 'Stores results by argument, so each is computed once',
      },
      correct: 'D',
      explanation: 'Memoisation returns stored results for repeated arguments, making `fib` O(n).',
    },
    {
      question: 'In the subsets backtracking code, why is `path[:]` appended instead of `path`?',
      options: {
        A: '`path` cannot be appended to another list',
        B: 'Slicing sorts the path before it is stored',
        C: '`path` changes later, so a copy keeps this state',
        D: 'Slicing removes duplicate values from `path` first',
      },
      correct: 'C',
      explanation:
        'Appending `path` itself would store one list that later pops and appends keep changing.',
    },
    {
      question: 'How many subsets does a set of `n` distinct elements have?',
      options: {
        A: '`2^n`',
        B: '`n!`',
        C: '`n^2`',
        D: '`n + 1`',
      },
      correct: 'A',
      explanation: 'Each element is either in or out of a subset, giving 2^n combinations.',
    },
    {
      question: 'What does pruning mean in backtracking?',
      options: {
        A: 'Removing duplicate answers from the final output',
        B: 'Sorting the input before the search even starts',
        C: 'Caching results in a dictionary by argument',
        D: 'Abandoning a branch once it cannot succeed',
      },
      correct: 'D',
      explanation:
        'Pruning stops exploring a partial candidate that can no longer lead to a valid solution.',
    },
    {
      question: 'How many multiplications does the recursive `power(x, n)` that halves `n` need?',
      options: {
        A: '`O(n)`',
        B: '`O(log n)`',
        C: '`O(n^2)`',
        D: '`O(sqrt n)`',
      },
      correct: 'B',
      explanation: 'Each call halves n and does at most two multiplications.',
    },
    {
      question:
        'What is the essential step after the recursive call returns inside a backtracking loop?',
      options: {
        A: 'Return the result immediately',
        B: 'Clear the whole result list',
        C: 'Undo the choice made before the call',
        D: 'Raise the recursion limit for the next call',
      },
      correct: 'C',
      explanation: 'Undoing the choice restores the state so the next alternative starts clean.',
    },
    {
      question: 'What does "trust the recursion" mean when writing a recursive function?',
      options: {
        A: 'Assume the smaller call works; check the combining',
        B: 'Skip the base case, because recursion always terminates',
        C: 'Let Python choose a suitable base case automatically',
        D: 'Test only the deepest level that the recursion reaches',
      },
      correct: 'A',
      explanation:
        'Like induction, you assume the recursive call is correct and verify only how its result is combined.',
    },
    {
      question: 'How many permutations do 4 distinct elements have?',
      options: {
        A: '`16`',
        B: '`24`',
        C: '`12`',
        D: '`256`',
      },
      correct: 'B',
      explanation: 'There are n! permutations, and 4! = 24; 16 is the number of subsets.',
    },
    {
      question: 'When should a recursive solution be rewritten with a loop or an explicit stack?',
      options: {
        A: 'Whenever the problem involves a tree',
        B: 'When the function has two or more base cases',
        C: 'When the function already uses memoisation',
        D: 'When the depth could be very large',
      },
      correct: 'D',
      explanation:
        "Iteration avoids Python's stack limit; recursion stays clearer when depth is small.",
    },
  ],
  problems: [],
};
