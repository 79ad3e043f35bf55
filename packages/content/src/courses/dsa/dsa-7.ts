import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'dsa-7',
  order: 7,
  title: 'Sorting Algorithms',
  description:
    'Compare elementary and efficient sorts, understand merge sort, quicksort and heap sort in depth, and use stability, key functions and counting sorts wisely.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Explain how insertion, merge, quick and heap sort work',
    'Compare sorts by time, space and stability',
    'Explain the O(n log n) lower bound for comparison sorting',
    "Use Python's sort with key functions and know when counting sort applies",
  ],
  lesson: `## Why study sorting?

Sorting is everywhere: displaying results, removing duplicates, enabling binary search and two-pointer techniques. Sorting algorithms also teach the core design ideas of the whole field: incremental building, divide and conquer, and data structures that make selection fast.

## Insertion sort

Insertion sort grows a sorted prefix, inserting each new element into its place by shifting larger ones right:

\`\`\`python
def insertion_sort(a):
    for i in range(1, len(a)):
        x, j = a[i], i - 1
        while j >= 0 and a[j] > x:
            a[j + 1] = a[j]
            j -= 1
        a[j + 1] = x
\`\`\`

It is O(n^2) in the worst case but O(n) on nearly sorted input, stable, and in place. Real libraries use it for tiny subarrays.

## Merge sort

Divide the array in half, sort each half recursively, then **merge** the two sorted halves with two pointers:

\`\`\`python
def merge_sort(a):
    if len(a) <= 1:
        return a
    mid = len(a) // 2
    left, right = merge_sort(a[:mid]), merge_sort(a[mid:])
    out, i, j = [], 0, 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:          # <= keeps it stable
            out.append(left[i]); i += 1
        else:
            out.append(right[j]); j += 1
    return out + left[i:] + right[j:]
\`\`\`

There are log n levels, each doing O(n) merging work: **O(n log n)** always, with O(n) extra space. It is stable and ideal for linked lists and external sorting of data larger than memory.

## Quicksort

Pick a **pivot**, **partition** so smaller elements go left and larger go right, and recurse on both sides. It sorts in place and is very fast in practice thanks to cache-friendly scanning. Average time is **O(n log n)**, but consistently bad pivots (for example always the first element of already sorted input) give **O(n^2)**. Random pivots or median-of-three make that vanishingly unlikely, and introsort switches to heap sort if recursion gets too deep. Quicksort is not stable.

## Heap sort

Build a max-heap in O(n), then repeatedly move the maximum to the end: **O(n log n)** worst case, O(1) extra space, but not stable and less cache-friendly.

## Stability and Python's sort

A sort is **stable** if equal keys keep their original relative order. Stability enables multi-pass sorting: sort by name, then stably by department, and names stay ordered within each department. Python's \`sorted\` and \`list.sort\` use **Timsort** (since 3.11 with the improved Powersort merge policy): a stable hybrid of merge sort and insertion sort that exploits runs already present in the data, O(n) on sorted input and O(n log n) worst case.

\`\`\`python
people.sort(key=lambda p: (p.dept, -p.salary))   # dept ascending, salary descending
\`\`\`

## The lower bound and linear-time sorts

Any algorithm that sorts only by **comparing** elements needs Ω(n log n) comparisons in the worst case: there are n! possible orders, and each comparison at best halves the possibilities, so about log2(n!) ≈ n log n comparisons are required. **Counting sort** sidesteps the bound by not comparing at all: for integer keys in a small range \`0..k\` it counts occurrences in O(n + k). **Radix sort** applies a stable counting sort digit by digit. These are linear when keys are small integers or fixed-length strings.
`,
  overview: {
    whatYouWillLearn: [
      'Elementary sorts such as insertion sort are O(n^2) but fast on small or nearly sorted inputs.',
      'Merge sort divides, sorts halves recursively and merges them in O(n log n) time with O(n) extra space.',
      'Quicksort partitions around a pivot; it averages O(n log n) but degrades to O(n^2) with bad pivots.',
      'A stable sort keeps equal elements in their original relative order.',
      'No comparison sort can beat O(n log n) comparisons in the worst case.',
      'Counting and radix sorts avoid comparisons and run in linear time for small integer keys.',
    ],
    proTip:
      'In Python, never hand-write a sort for production code: sorted(items, key=lambda x: (-x.score, x.name)) is stable, O(n log n), heavily optimised, and expresses multi-key ordering in one line.',
  },
  mcqs: [
    {
      question: 'What is the worst-case time complexity of merge sort?',
      options: {
        A: '`O(n)`',
        B: '`O(n^2)`',
        C: '`O(n log n)`',
        D: '`O(n^2 log n)`',
      },
      correct: 'C',
      explanation:
        'There are log n levels of halving, each doing O(n) merging work, whatever the input.',
    },
    {
      question: 'When does quicksort degrade to O(n^2)?',
      options: {
        A: 'When pivots keep splitting the array unevenly',
        B: 'When the array is much longer than the CPU cache',
        C: 'When a fresh random pivot is chosen at every step',
        D: 'When the array has an odd number of elements',
      },
      correct: 'A',
      explanation:
        'Consistently bad pivots, such as the first element of sorted input, leave one side nearly empty at every level.',
    },
    {
      question: 'What does it mean for a sort to be stable?',
      options: {
        A: 'It never uses more than O(1) extra memory',
        B: 'Equal keys keep their relative order',
        C: 'Its running time does not depend on the input',
        D: 'It returns the same output when run twice',
      },
      correct: 'B',
      explanation:
        'Stability preserves the input order of equal keys, which enables multi-pass sorting.',
    },
    {
      question: "Which algorithm does Python's built-in sort use?",
      options: {
        A: 'Quicksort with a random pivot',
        B: 'Heap sort, for its O(1) extra space',
        C: 'Timsort, a stable merge/insertion hybrid',
        D: "Introsort, as in C++'s `std::sort`",
      },
      correct: 'C',
      explanation:
        '`sorted` and `list.sort` use Timsort, which exploits runs already present in the data.',
    },
    {
      question: 'Why is insertion sort still used inside production sorting libraries?',
      options: {
        A: 'It runs in O(n log n) even in the worst case',
        B: 'It needs no comparisons between elements',
        C: 'It parallelises well across many CPU cores',
        D: 'It is fast on small or nearly sorted inputs',
      },
      correct: 'D',
      explanation: 'Insertion sort has tiny overhead and runs in O(n) on nearly sorted input.',
    },
    {
      question: 'Why can no comparison-based sort beat O(n log n) in the worst case?',
      options: {
        A: 'Each comparison costs `O(log n)` on real hardware',
        B: 'Every sort needs at least n full passes over the data',
        C: 'Memory access caps any sort at `n * log2(n)` steps',
        D: 'It must tell n! orderings apart, needing about log2(n!) comparisons',
      },
      correct: 'D',
      explanation:
        'Each comparison at best halves the remaining orderings, and log2(n!) is about n log n.',
    },
    {
      question: 'Which sort runs in O(n + k) for integer keys in the range 0..k?',
      options: {
        A: 'Heap sort',
        B: 'Counting sort',
        C: 'Merge sort',
        D: 'Bubble sort',
      },
      correct: 'B',
      explanation: 'Counting sort tallies occurrences instead of comparing elements.',
    },
    {
      question: 'What is the extra-space requirement of heap sort?',
      options: {
        A: '`O(1)`',
        B: '`O(2n)`',
        C: '`O(log n)`',
        D: '`O(n^2)`',
      },
      correct: 'A',
      explanation: 'Heap sort rearranges the array in place.',
    },
    {
      question: 'Which call sorts employees by department ascending and salary descending?',
      options: {
        A: '`sorted(emps, key=lambda e: (e.dept, e.salary), reverse=True)`',
        B: '`sorted(emps, key=lambda e: (-e.dept, e.salary))`',
        C: '`sorted(emps, key=lambda e: e.dept - e.salary)`',
        D: '`sorted(emps, key=lambda e: (e.dept, -e.salary))`',
      },
      correct: 'D',
      explanation:
        'A tuple key sorts by department first, and negating the numeric salary reverses that component only.',
    },
    {
      question: 'How much extra space does merge sort on an array need?',
      options: {
        A: '`O(1)`',
        B: '`O(n)`',
        C: '`O(log n)`',
        D: '`O(n^2)`',
      },
      correct: 'B',
      explanation:
        'Merging needs a buffer proportional to the array; the recursion adds only O(log n).',
    },
    {
      question: "In the lesson's merge, why does `left[i] <= right[j]` keep merge sort stable?",
      options: {
        A: 'It avoids comparing equal elements at all',
        B: 'It makes the merge run in linear time',
        C: 'On ties it takes from the first half',
        D: 'It places equal elements in reverse order',
      },
      correct: 'C',
      explanation: 'Taking from the left half first keeps equal keys in their original order.',
    },
    {
      question: 'What is radix sort?',
      options: {
        A: 'A stable counting sort applied digit by digit',
        B: 'A quicksort that picks the median digit as pivot',
        C: 'A merge sort over the most significant bits only',
        D: 'A heap sort keyed on number length',
      },
      correct: 'A',
      explanation:
        'Radix sort runs a stable counting sort on each digit, which is linear for fixed-length keys.',
    },
  ],
  problems: [],
};
