import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'python-8',
  order: 8,
  title: 'Comprehensions, Generators and Decorators',
  description:
    'Write idiomatic, memory-efficient Python with comprehensions, generators, itertools and decorators.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Write list, dict and set comprehensions with conditions',
    'Create generators with yield and generator expressions',
    'Combine iterators with zip, enumerate and itertools',
    'Write decorators that wrap functions with functools.wraps',
  ],
  lesson: `## Comprehensions

A comprehension builds a collection from an iterable in one readable expression. The optional \`if\` filters items; nested \`for\` clauses read left to right like nested loops.

\`\`\`python
squares = [n * n for n in range(10) if n % 2 == 0]     # [0, 4, 16, 36, 64]
lengths = {w: len(w) for w in ["ant", "bee"]}          # dict comprehension
initials = {name[0] for name in ["ana", "al", "bo"]}   # set: {'a', 'b'}
pairs = [(x, y) for x in range(2) for y in "ab"]       # 4 tuples
\`\`\`

Keep comprehensions short. If you need several conditions or side effects, a normal loop is clearer.

## Generators

A generator produces values **lazily**, one at a time, instead of building a whole list in memory. A function containing \`yield\` returns a generator; each \`next()\` resumes it until the next \`yield\`.

\`\`\`python
def window_sums(values, k):
    total = sum(values[:k])
    yield total
    for i in range(k, len(values)):
        total += values[i] - values[i - k]   # slide: add the new item, drop the old
        yield total

print(list(window_sums([1, 2, 3, 4, 5], 3)))   # [6, 9, 12]
\`\`\`

A **generator expression** looks like a list comprehension in parentheses: \`sum(x * x for x in data)\` never builds the intermediate list. Generators can be consumed only once, and they shine when reading large files line by line or describing infinite sequences. The sliding-window idea above is also an algorithmic win: updating the running total costs O(1) per step instead of re-summing k items.

## Iterator tools

Built-ins such as \`enumerate\`, \`zip\`, \`map\`, \`filter\`, \`any\` and \`all\` all work lazily on iterables. \`zip(a, b, strict=True)\` (Python 3.10+) raises if the lengths differ. The \`itertools\` module adds building blocks: \`islice\` takes a slice of any iterator, \`chain\` concatenates iterables, \`groupby\` groups consecutive equal keys, \`accumulate\` yields running totals, \`pairwise\` yields overlapping pairs, and \`combinations\` and \`permutations\` enumerate selections.

\`\`\`python
from itertools import accumulate, pairwise
list(accumulate([3, 1, 4]))           # [3, 4, 8]
[b - a for a, b in pairwise([1, 4, 9])]  # [3, 5]
\`\`\`

## Decorators

A decorator is a function that takes a function and returns a replacement, usually a wrapper that adds behaviour before or after the call. The \`@name\` syntax applies it at definition time.

\`\`\`python
import functools, time

def timed(func):
    @functools.wraps(func)           # keep the original name and docstring
    def wrapper(*args, **kwargs):
        start = time.perf_counter()
        try:
            return func(*args, **kwargs)
        finally:
            print(f"{func.__name__} took {time.perf_counter() - start:.3f}s")
    return wrapper

@timed
def slow_sum(n):
    return sum(range(n))
\`\`\`

The standard library ships useful decorators: \`functools.cache\` memoises results, \`functools.lru_cache(maxsize=...)\` bounds that cache, and \`@contextlib.contextmanager\` turns a generator into a context manager for use with \`with\`.`,
  overview: {
    whatYouWillLearn: [
      'List, dict and set comprehensions with filters and nested loops',
      'Generators pause at yield and produce values lazily, only once',
      'Generator expressions avoid building intermediate lists',
      'A sliding window updates a running total in constant time per step',
      'itertools building blocks such as islice, accumulate, groupby and pairwise',
      'Decorators wrap functions, and functools.wraps preserves metadata',
    ],
    proTip:
      'Add @functools.cache to a pure recursive function and its exponential running time often becomes linear with one line of code.',
  },
  mcqs: [],
  problems: [
    {
      id: 'py-window-sums',
      title: 'Sliding Window Sums',
      description:
        'The first line contains two integers n and k. The second line contains n integers. Print, on one line separated by single spaces, the sum of every contiguous window of k numbers, from left to right (there are n - k + 1 windows). Aim for a solution that does not re-add all k numbers for every window.',
      examples: [
        {
          input: '5 3\n1 2 3 4 5',
          output: '6 9 12',
          explanation: 'The windows are [1,2,3], [2,3,4] and [3,4,5].',
        },
        {
          input: '4 1\n-1 5 0 2',
          output: '-1 5 0 2',
          explanation: 'With k = 1 every number is its own window.',
        },
      ],
      constraints: [
        '1 <= k <= n <= 200 000',
        '-10^9 <= each number <= 10^9 (sums may exceed 32 bits)',
      ],
      testCases: [
        t('5 3\n1 2 3 4 5', '6 9 12', false),
        t('4 1\n-1 5 0 2', '-1 5 0 2', false),
        t('3 3\n10 20 30', '60'),
        t('6 2\n1 -1 1 -1 1 -1', '0 0 0 0 0'),
        t('1 1\n1000000000', '1000000000'),
        t('7 4\n3 1 4 1 5 9 2', '9 11 19 17'),
        t('4 2\n1000000000 1000000000 1000000000 -1000000000', '2000000000 2000000000 0'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
values = list(map(int, data[2:2 + n]))

def window_sums(values, k):
    total = sum(values[:k])
    yield total
    for i in range(k, len(values)):
        total += values[i] - values[i - k]
        yield total

print(' '.join(map(str, window_sums(values, k))))
`,
      },
      judge: {
        intendedComplexity: 'O(n) with a sliding window',
        generator: `import random, sys
args = sys.stdin.readline().split()
n, k, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
if mode == 'small':
    xs = [random.randint(-99, 99) for _ in range(n)]
elif mode == 'random':
    xs = [random.randint(-10**9, 10**9) for _ in range(n)]
elif mode == 'max':
    xs = [10**9] * n
elif mode == 'min':
    xs = [-10**9] * n
else:
    raise SystemExit('unknown mode ' + mode)
print(n, k)
print(' '.join(map(str, xs)))
`,
        tests: [
          { args: '200000 100000 small', label: 'n = 200,000, k = 100,000' },
          { args: '50000 1 random', label: 'n = 50,000, k = 1, full value range' },
          { args: '20000 10000 max', label: 'n = 20,000, k = 10,000, all 10^9' },
          { args: '1000 1000 min', label: 'n = k = 1,000, all -10^9' },
          { args: '1 1 random', label: 'n = k = 1' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
first = lines[0].split()
assert len(first) == 2, 'first line: n and k'
n, k = int(first[0]), int(first[1])
assert 1 <= k <= n <= 200000, 'need 1 <= k <= n <= 200,000'
values = lines[1].split()
assert len(values) == n, 'expected n numbers'
assert all(-10**9 <= int(v) <= 10**9 for v in values), 'number out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 're-adds-every-window',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Sums each window from scratch: O(n * k), about 10^10 additions for n = 200,000 and k = 100,000',
            source: `import sys

data = sys.stdin.read().split()
n, k = int(data[0]), int(data[1])
values = list(map(int, data[2:2 + n]))
print(' '.join(str(sum(values[i:i + k])) for i in range(n - k + 1)))
`,
          },
          {
            name: '32-bit-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Keeps the window sum in a 32-bit int, which overflows past 2,147,483,647',
            source: `#include <cstdio>
#include <vector>
int main() {
    int n, k;
    if (std::scanf("%d %d", &n, &k) != 2) return 0;
    std::vector<int> a(n);
    for (int i = 0; i < n; i++) std::scanf("%d", &a[i]);
    int total = 0;
    for (int i = 0; i < k; i++) total += a[i];
    std::printf("%d", total);
    for (int i = k; i < n; i++) {
        total += a[i] - a[i - k];
        std::printf(" %d", total);
    }
    std::printf("\\n");
}
`,
          },
        ],
      },
    },
  ],
};
