import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-1',
  order: 1,
  title: 'Complexity Analysis and Big-O',
  description:
    'Measure algorithms independently of hardware with Big-O notation, analyse loops and recursion, and reason about time and space trade-offs.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain what Big-O notation describes and why constants are dropped',
    'Derive the time complexity of loops and nested loops',
    'Distinguish best, average, worst case and amortised cost',
    'Analyse space complexity including the call stack',
  ],
  lesson: `## Why analyse algorithms?

Timing a program tells you how fast it ran on one machine with one input. To compare **algorithms**, we need a measure that ignores hardware and focuses on how the cost **grows** as the input gets bigger. That measure is asymptotic notation, most often **Big-O**.

## Big-O in one sentence

\`f(n) = O(g(n))\` means that for large enough \`n\`, \`f(n)\` is at most a constant times \`g(n)\`. In practice: count the dominant operations as a function of the input size \`n\`, **drop constant factors** and **lower-order terms**. \`3n^2 + 10n + 7\` becomes \`O(n^2)\`, because for large \`n\` the square term dominates everything else. Related notations are **Big-Omega** (a lower bound) and **Big-Theta** (a tight bound), but day-to-day conversation uses Big-O loosely for the tight bound.

## The common classes

| Class | Name | Example |
|---|---|---|
| O(1) | constant | index into an array, dict lookup (average) |
| O(log n) | logarithmic | binary search |
| O(n) | linear | scan a list |
| O(n log n) | linearithmic | merge sort, heap sort |
| O(n^2) | quadratic | compare every pair |
| O(2^n) | exponential | all subsets |
| O(n!) | factorial | all permutations |

At \`n = 10^6\`, an O(n log n) algorithm does about 2×10^7 steps; an O(n^2) one does 10^12, hours instead of milliseconds.

## Analysing code

\`\`\`python
def has_duplicate(nums):          # O(n^2) time, O(1) extra space
    for i in range(len(nums)):
        for j in range(i + 1, len(nums)):
            if nums[i] == nums[j]:
                return True
    return False

def has_duplicate_fast(nums):     # O(n) time, O(n) extra space
    seen = set()
    for x in nums:
        if x in seen:
            return True
        seen.add(x)
    return False
\`\`\`

Rules of thumb: consecutive blocks **add** (\`O(n) + O(n) = O(n)\`); nested loops **multiply**; a loop that halves its range each time (\`while n > 1: n //= 2\`) runs \`O(log n)\` times. The second function trades memory for time, a trade-off you will see again and again.

## Best, worst, average and amortised

Linear search is O(1) in the best case (the first element) and O(n) in the worst. We usually quote the **worst case**, because it is a guarantee. **Average case** matters for algorithms like quicksort (O(n log n) on average, O(n^2) worst). **Amortised** cost averages over a sequence: appending to a Python list is occasionally O(n) when the underlying array is resized, but since capacity grows geometrically, n appends cost O(n) in total, so each is **amortised O(1)**.

## Space complexity

Space complexity counts the **extra** memory an algorithm needs beyond its input. Recursion uses stack space: a recursive function that goes \`n\` levels deep uses O(n) space even if it allocates nothing else, and Python's default recursion limit (about 1000 frames) makes deep recursion fail outright.

## Recursion and the Master Theorem

For divide-and-conquer recurrences \`T(n) = a·T(n/b) + O(n^d)\`, the Master Theorem gives the answer quickly: merge sort has \`a = 2, b = 2, d = 1\`, so \`T(n) = O(n log n)\`; binary search has \`a = 1, b = 2, d = 0\`, so \`O(log n)\`.
`,
  overview: {
    whatYouWillLearn: [
      'Big-O describes how running time or memory grows with input size n, ignoring constant factors and lower-order terms.',
      'Common classes, from fast to slow, are O(1), O(log n), O(n), O(n log n), O(n^2), O(2^n) and O(n!).',
      'Sequential steps add their costs, while nested loops multiply them.',
      'Halving the problem each step yields logarithmic time.',
      'Amortised analysis averages occasional expensive operations over many cheap ones, as in dynamic arrays.',
      'Space complexity counts extra memory, including recursion depth on the call stack.',
    ],
    proTip:
      'Before coding, estimate the operation count from the input limits: about 10^8 simple operations per second is a safe rule of thumb, so n = 10^5 rules out O(n^2) but comfortably allows O(n log n).',
  },
  mcqs: [
    {
      question: 'What is the Big-O of `f(n) = 4n^2 + 100n + 50`?',
      options: {
        A: '`O(n)`',
        B: '`O(n^2)`',
        C: '`O(4n^2)`',
        D: '`O(n^2 + n)`',
      },
      correct: 'B',
      explanation: 'Drop constant factors and lower-order terms: the `n^2` term dominates.',
    },
    {
      question:
        'A loop runs while `n > 1` and halves `n` on each iteration. How many iterations does it make?',
      options: {
        A: '`O(log n)`',
        B: '`O(n)`',
        C: '`O(n / 2)`',
        D: '`O(sqrt n)`',
      },
      correct: 'A',
      explanation: 'Halving the range each time reaches 1 after about log2(n) steps.',
    },
    {
      question: 'What is the time complexity of two nested loops, each over all `n` elements?',
      options: {
        A: '`O(2n)`',
        B: '`O(n log n)`',
        C: '`O(n^2)`',
        D: '`O(n)`',
      },
      correct: 'C',
      explanation: 'Nested loops multiply: n iterations of an n-step inner loop.',
    },
    {
      question: 'Why is appending to a Python list described as amortised O(1)?',
      options: {
        A: 'Each append costs exactly one step, with no resizing ever needed',
        B: 'Python lists are linked lists, so appends never copy data',
        C: 'Python reserves room for a million elements up front',
        D: 'Rare resizes average out, since capacity grows geometrically',
      },
      correct: 'D',
      explanation:
        'Because capacity grows geometrically, n appends cost O(n) in total, so each is O(1) on average.',
    },
    {
      question:
        'Which ordering lists complexity classes from the slowest-growing to the fastest-growing?',
      options: {
        A: '`O(1), O(log n), O(n), O(n log n), O(n^2), O(2^n)`',
        B: '`O(1), O(n), O(log n), O(n^2), O(n log n), O(2^n)`',
        C: '`O(log n), O(1), O(n), O(n log n), O(n^2), O(2^n)`',
        D: '`O(1), O(log n), O(n log n), O(n), O(2^n), O(n^2)`',
      },
      correct: 'A',
      explanation: 'Constant < logarithmic < linear < linearithmic < quadratic < exponential.',
    },
    {
      question:
        'What extra space does a function that recurses `n` levels deep use, even if it allocates nothing else?',
      options: {
        A: '`O(1)`, since it allocates nothing',
        B: '`O(log n)` for the call stack',
        C: '`O(n)` for the call stack',
        D: '`O(n^2)` for the stack frames',
      },
      correct: 'C',
      explanation: 'Each active call keeps a stack frame, so depth n costs O(n) memory.',
    },
    {
      question:
        'With input size n = 10^5 and a one-second limit, which complexity is the safest target?',
      options: {
        A: '`O(n^2)`',
        B: '`O(n log n)`',
        C: '`O(2^n)`',
        D: '`O(n^2 log n)`',
      },
      correct: 'B',
      explanation: 'About 1.7 million steps fit easily; n^2 is already 10^10.',
    },
    {
      question: 'By the Master Theorem, what is `T(n) = 2T(n/2) + O(n)`?',
      options: {
        A: '`O(n)`',
        B: '`O(n^2)`',
        C: '`O(log n)`',
        D: '`O(n log n)`',
      },
      correct: 'D',
      explanation:
        'With a = 2, b = 2 and d = 1, the work is equal at every level: O(n log n), as in merge sort.',
    },
    {
      question:
        'How does replacing a nested-loop duplicate check with a set-based check change its cost?',
      options: {
        A: 'Time falls to `O(n)`, but extra space grows to `O(n)`',
        B: 'Time and extra space both fall to `O(1)`',
        C: 'Time stays `O(n^2)`, but extra space falls to `O(1)`',
        D: 'Time rises to `O(n log n)` from hashing',
      },
      correct: 'A',
      explanation: 'The set trades O(n) memory for a single linear pass.',
    },
    {
      question:
        'What is the best-case time of linear search, when the target is the first element?',
      options: {
        A: '`O(n)`',
        B: '`O(log n)`',
        C: '`O(n / 2)`',
        D: '`O(1)`',
      },
      correct: 'D',
      explanation:
        'The best case stops after one comparison; the worst case, which we usually quote, is O(n).',
    },
    {
      question: 'What does Big-Omega describe?',
      options: {
        A: 'An upper bound on how the cost grows',
        B: 'A lower bound on how fast the cost grows',
        C: 'A tight bound on how the cost grows',
        D: 'The average cost over all inputs',
      },
      correct: 'B',
      explanation: 'Big-Omega is a lower bound; Big-O is an upper bound and Big-Theta a tight one.',
    },
    {
      question:
        'What does a loop over `n` elements followed by a second, separate loop over the same `n` elements cost?',
      options: {
        A: '`O(n^2)`',
        B: '`O(n log n)`',
        C: '`O(n)`',
        D: '`O(n + n^2)`',
      },
      correct: 'C',
      explanation: 'Consecutive blocks add: O(n) + O(n) is still O(n).',
    },
  ],
  problems: [],
};
