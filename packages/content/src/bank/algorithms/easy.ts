import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question: 'What must be true of an array before you can use binary search on it?',
      options: {
        A: 'It must contain no negative numbers',
        B: 'It must already be sorted',
        C: 'Its length must be a power of two',
        D: 'It must hold only numeric values',
      },
      correct: 'B',
      explanation:
        'Binary search discards half of the range based on order, so the data must be sorted.',
    },
    {
      question: 'What is the worst-case time complexity of binary search on n elements?',
      options: {
        A: 'O(n)',
        B: 'O(1)',
        C: 'O(log n)',
        D: 'O(n log n)',
      },
      correct: 'C',
      explanation: 'Each step halves the remaining range.',
    },
    {
      question: 'What is the worst-case time complexity of bubble sort?',
      options: {
        A: 'O(n^2)',
        B: 'O(n log n)',
        C: 'O(n)',
        D: 'O(log n)',
      },
      correct: 'A',
      explanation: 'Up to n passes, each comparing up to n adjacent pairs.',
    },
    {
      question: 'What is the time complexity of merge sort in the worst case?',
      options: {
        A: 'O(n^2)',
        B: 'O(n)',
        C: 'O(log n)',
        D: 'O(n log n)',
      },
      correct: 'D',
      explanation: 'log n levels of splitting, each merging n elements in total.',
    },
    {
      question: 'What happens if a recursive function has no reachable base case?',
      options: {
        A: 'It returns a default value once the recursion limit is reached',
        B: 'It keeps calling itself until the call stack overflows',
        C: 'The compiler detects the missing base case and adds one for you',
        D: 'It runs exactly once',
      },
      correct: 'B',
      explanation: 'Without a base case nothing stops the recursion.',
    },
    {
      question: 'What is the best-case time of a linear search for a value?',
      options: {
        A: 'O(1), when the value is the first element',
        B: 'O(n), since every single element must be checked',
        C: 'O(log n), when the value sits in the middle of the list',
        D: 'O(n^2)',
      },
      correct: 'A',
      explanation: 'The search can stop at the first element it checks.',
    },
    {
      question: 'What does it mean for a sorting algorithm to be stable?',
      options: {
        A: 'It never crashes',
        B: 'It always runs in O(n log n), whatever the input order',
        C: 'Elements with equal keys keep their original relative order in the output',
        D: 'It uses no extra memory beyond a constant number of variables',
      },
      correct: 'C',
      explanation: 'Stability matters when sorting records by one field after another.',
    },
    {
      question: 'Which of these sorting algorithms is stable in its standard form?',
      options: {
        A: 'In-place quicksort',
        B: 'Heap sort',
        C: 'Selection sort',
        D: 'Merge sort',
      },
      correct: 'D',
      explanation: 'Merge sort takes from the left half on ties, keeping equal elements in order.',
    },
    {
      question:
        'In a recursive factorial(n) = n * factorial(n - 1), what should factorial(0) return?',
      options: {
        A: '0',
        B: '1',
        C: 'n',
        D: 'It should call factorial(-1)',
      },
      correct: 'B',
      explanation: '0! is defined as 1 and serves as the base case.',
    },
    {
      question: 'What characterises a greedy algorithm?',
      options: {
        A: 'It tries every possible combination of choices and keeps the best one',
        B: 'It always uses recursion',
        C: 'It sorts the input first',
        D: 'At each step it takes the choice that looks best now and never revisits it',
      },
      correct: 'D',
      explanation:
        'Greedy choices are locally optimal; they only give a global optimum for suitable problems.',
    },
    {
      question:
        'Two nested loops each run n times and do constant work inside. What is the time complexity?',
      options: {
        A: 'O(n log n)',
        B: 'O(n + n)',
        C: 'O(n^2)',
        D: 'O(log n)',
      },
      correct: 'C',
      explanation: 'The inner body runs n * n times.',
    },
    {
      question: 'What are the three steps of a divide-and-conquer algorithm?',
      options: {
        A: 'Divide into subproblems, solve them (often recursively), combine the results',
        B: 'Sort the input, search it, then print the answer',
        C: 'Guess an answer, check it, and repeat until it is right',
        D: 'Read the input, cache partial results (memoise), then write them out',
      },
      correct: 'A',
      explanation: 'Merge sort and quicksort are classic divide-and-conquer algorithms.',
    },
    {
      question:
        'Insertion sort is run on an array that is already almost sorted. What is its running time close to?',
      options: {
        A: 'O(n^2)',
        B: 'O(n)',
        C: 'O(n log n)',
        D: 'O(log n)',
      },
      correct: 'B',
      explanation: 'Each element moves only a few places, so the work is nearly linear.',
    },
    {
      question: 'What does each pass of selection sort do?',
      options: {
        A: 'Swaps every pair of adjacent elements that are out of order, left to right',
        B: 'Splits the array in half',
        C: 'Finds the smallest remaining element and swaps it into place',
        D: 'Inserts the next element into a sorted prefix by shifting',
      },
      correct: 'C',
      explanation: 'Selection sort grows a sorted prefix by selecting the minimum of the rest.',
    },
  ],
  coding: [
    {
      id: 'algo-first-occurrence',
      title: 'First occurrence with binary search',
      description:
        'Given a sorted (non-decreasing) array, answer queries: for each value x, print the 0-based index of its first occurrence, or -1 if x is not present. Use binary search so each query takes O(log n).\n\nInput: a line with n, a line with the n sorted integers (empty when n is 0), a line with q, then q lines with one integer each.\n\nOutput: one index per query, each on its own line.',
      examples: [
        {
          input: '6\n1 3 3 3 5 8\n3\n3\n8\n4',
          output: '1\n5\n-1',
          explanation: 'The first 3 is at index 1; 4 does not occur.',
        },
        { input: '1\n10\n2\n10\n-10', output: '0\n-1', explanation: 'A single-element array.' },
      ],
      constraints: ['0 <= n <= 10^5', '1 <= q <= 10^5', 'Values fit in a 32-bit signed integer'],
      testCases: [
        v('6\n1 3 3 3 5 8\n3\n3\n8\n4', '1\n5\n-1'),
        v('1\n10\n2\n10\n-10', '0\n-1'),
        h('5\n2 2 2 2 2\n2\n2\n3', '0\n-1'),
        h('7\n-9 -4 -4 0 0 0 12\n4\n0\n-9\n12\n-5', '3\n0\n6\n-1'),
        h('0\n\n1\n5', '-1'),
        h('4\n1000000000 1000000000 1000000001 1000000002\n2\n1000000001\n999999999', '2\n-1'),
      ],
      judge: {
        intendedComplexity: 'O((n + q) log n) with binary search',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
LO, HI = -2**31, 2**31 - 1
if mode == 'random':
    pool = sorted(random.sample(range(-10**6, 10**6), 2000))
    a = sorted(random.choice(pool) for _ in range(n))
    qs = [random.choice(pool) if random.random() < 0.5 else random.randint(-10**6, 10**6) for _ in range(q)]
elif mode == 'equal':
    a = [7] * n
    qs = [random.choice((7, 6, 8)) for _ in range(q)]
elif mode == 'extremes':
    a = sorted(random.choice((LO, LO + 1, 0, HI - 1, HI)) for _ in range(n))
    qs = [random.choice((LO, LO + 1, 0, 1, HI - 1, HI)) for _ in range(q)]
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print(' '.join(map(str, a)))
print(q)
print('\n'.join(map(str, qs)))
`,
        tests: [
          { args: '100000 50000 random', label: 'n = 100,000, q = 50,000, many duplicates' },
          { args: '100000 100000 equal', label: 'n = 100,000, q = 100,000, all equal' },
          { args: '0 1000 random', label: 'n = 0' },
          { args: '1 5 extremes', label: 'n = 1, 32-bit extremes' },
          { args: '50 200 extremes', label: 'n = 50, 32-bit extremes' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 0 <= n <= 10**5, 'n out of range'
a = [int(x) for x in lines[1].split(' ')] if lines[1] else []
assert len(a) == n, 'expected n values'
assert all(a[i] <= a[i + 1] for i in range(n - 1)), 'array not sorted'
q = int(lines[2])
assert 1 <= q <= 10**5, 'q out of range'
assert len(lines) == 3 + q, 'expected q query lines'
vals = a + [int(x.strip()) for x in lines[3:]]
assert all(x == x.strip() and x for x in lines[3:]), 'bad query line'
assert all(-2**31 <= x < 2**31 for x in vals), 'value outside 32 bits'
`,
        wrongSolutions: [
          {
            name: 'linear-scan',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Scans the array from the left for every query: O(n * q) on 100,000 values and queries',
            source: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1:1 + n]]
q = int(data[1 + n])
out = []
for x in map(int, data[2 + n:2 + n + q]):
    ans = -1
    for i in range(n):
        if a[i] >= x:
            if a[i] == x:
                ans = i
            break
    out.append(str(ans))
print('\n'.join(out))
`,
          },
          {
            name: 'any-occurrence',
            language: 'python3',
            mustFail: 'WA',
            why: 'Stops at the first mid equal to x, which is not always the first occurrence among duplicates',
            source: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
a = [int(x) for x in data[1:1 + n]]
q = int(data[1 + n])
out = []
for x in map(int, data[2 + n:2 + n + q]):
    lo, hi, ans = 0, n - 1, -1
    while lo <= hi:
        mid = (lo + hi) // 2
        if a[mid] == x:
            ans = mid
            break
        if a[mid] < x:
            lo = mid + 1
        else:
            hi = mid - 1
    out.append(str(ans))
print('\n'.join(out))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    a = [int(x) for x in data[1:1 + n]]
    q = int(data[1 + n])
    out = []
    for x in map(int, data[2 + n:2 + n + q]):
        lo, hi = 0, n
        while lo < hi:
            mid = (lo + hi) // 2
            if a[mid] < x:
                lo = mid + 1
            else:
                hi = mid
        out.append(str(lo) if lo < n and a[lo] == x else '-1')
    print('\n'.join(out))

main()
`,
      },
    },
    {
      id: 'algo-stable-ranking',
      title: 'Stable ranking by score',
      description:
        'Sort players by score from highest to lowest. Players with equal scores must stay in the order they were given (a stable sort).\n\nInput: a line with n, then n lines "name score".\n\nOutput: n lines "name score" in ranking order.',
      examples: [
        {
          input: '4\nana 90\nbob 85\ncid 90\ndee 70',
          output: 'ana 90\ncid 90\nbob 85\ndee 70',
          explanation: 'ana came before cid in the input, so she stays first among the 90s.',
        },
        {
          input: '3\nx 1\ny 1\nz 1',
          output: 'x 1\ny 1\nz 1',
          explanation: 'All scores are equal, so the input order is kept.',
        },
      ],
      constraints: [
        '1 <= n <= 10^5',
        'Scores fit in a 32-bit signed integer',
        'Names contain no spaces',
      ],
      testCases: [
        v('4\nana 90\nbob 85\ncid 90\ndee 70', 'ana 90\ncid 90\nbob 85\ndee 70'),
        v('3\nx 1\ny 1\nz 1', 'x 1\ny 1\nz 1'),
        h('1\nsolo 0', 'solo 0'),
        h('5\na -5\nb 10\nc -5\nd 10\ne 0', 'b 10\nd 10\ne 0\na -5\nc -5'),
        h('6\np 3\nq 2\nr 3\ns 2\nt 3\nu 1', 'p 3\nr 3\nt 3\nq 2\ns 2\nu 1'),
        h('2\nlow 1\nhigh 1000000000', 'high 1000000000\nlow 1'),
      ],
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def name(i):
    d = 'abcdefghijklmnopqrstuvwxyz0123456789'
    s = ''
    while True:
        s = d[i % 36] + s
        i //= 36
        if i == 0:
            return s
if mode == 'few':
    s = [random.randint(-5, 5) for _ in range(n)]
elif mode == 'equal':
    s = [42] * n
elif mode == 'extremes':
    s = [random.choice((-2**31, -1, 0, 2**31 - 1)) for _ in range(n)]
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print('\n'.join(name(n - i) + ' ' + str(x) for i, x in enumerate(s)))
`,
        tests: [
          { args: '100000 few', label: 'n = 100,000, few distinct scores' },
          { args: '50000 equal', label: 'n = 50,000, all scores equal' },
          { args: '1 extremes', label: 'n = 1' },
          { args: '300 extremes', label: 'n = 300, 32-bit extreme scores' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 10**5, 'n out of range'
assert len(lines) == n + 1, 'expected n players'
for line in lines[1:]:
    name, score = line.split(' ')
    assert name, 'empty name'
    assert -2**31 <= int(score) < 2**31, 'score outside 32 bits'
`,
        wrongSolutions: [
          {
            name: 'sort-then-reverse',
            language: 'python3',
            mustFail: 'WA',
            why: 'Sorts ascending and reverses the list, which reverses the input order of equal scores',
            source: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
rows = [(data[1 + 2 * i], int(data[2 + 2 * i])) for i in range(n)]
rows.sort(key=lambda r: r[1])
rows.reverse()
print('\n'.join(name + ' ' + str(score) for name, score in rows))
`,
          },
          {
            name: 'tie-by-name',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks ties by name instead of keeping the input order',
            source: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
rows = [(data[1 + 2 * i], int(data[2 + 2 * i])) for i in range(n)]
rows.sort(key=lambda r: (-r[1], r[0]))
print('\n'.join(name + ' ' + str(score) for name, score in rows))
`,
          },
        ],
      },
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    rows = [(data[1 + 2 * i], int(data[2 + 2 * i])) for i in range(n)]
    rows.sort(key=lambda r: -r[1])
    print('\n'.join(name + ' ' + str(score) for name, score in rows))

main()
`,
      },
    },
  ],
  debug: [
    {
      id: 'algo-debug-count-occurrences',
      title: 'Counting with lower and upper bound',
      description:
        'This C# program counts how many times each query value occurs in a sorted array, as UpperBound(x) - LowerBound(x), where LowerBound returns the first index with a[i] >= x and UpperBound the first index with a[i] > x (both may return n). Input: n, the n sorted integers, q, then q values. The counts are wrong.',
      language: 'csharp',
      buggyCode: String.raw`using System;

class Program
{
    static int LowerBound(int[] a, int x)
    {
        int lo = 0, hi = a.Length - 1;
        while (lo < hi)
        {
            int mid = lo + (hi - lo) / 2;
            if (a[mid] < x) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    static int UpperBound(int[] a, int x)
    {
        int lo = 0, hi = a.Length;
        while (lo < hi)
        {
            int mid = lo + (hi - lo) / 2;
            if (a[mid] < x) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    static void Main()
    {
        string[] t = Console.In.ReadToEnd().Split(new[] { ' ', '\n', '\r', '\t' }, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(t[0]);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = int.Parse(t[1 + i]);
        int q = int.Parse(t[1 + n]);
        for (int j = 0; j < q; j++)
        {
            int x = int.Parse(t[2 + n + j]);
            Console.WriteLine(UpperBound(a, x) - LowerBound(a, x));
        }
    }
}
`,
      fixedCode: String.raw`using System;

class Program
{
    static int LowerBound(int[] a, int x)
    {
        int lo = 0, hi = a.Length;
        while (lo < hi)
        {
            int mid = lo + (hi - lo) / 2;
            if (a[mid] < x) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    static int UpperBound(int[] a, int x)
    {
        int lo = 0, hi = a.Length;
        while (lo < hi)
        {
            int mid = lo + (hi - lo) / 2;
            if (a[mid] <= x) lo = mid + 1; else hi = mid;
        }
        return lo;
    }

    static void Main()
    {
        string[] t = Console.In.ReadToEnd().Split(new[] { ' ', '\n', '\r', '\t' }, StringSplitOptions.RemoveEmptyEntries);
        int n = int.Parse(t[0]);
        int[] a = new int[n];
        for (int i = 0; i < n; i++) a[i] = int.Parse(t[1 + i]);
        int q = int.Parse(t[1 + n]);
        for (int j = 0; j < q; j++)
        {
            int x = int.Parse(t[2 + n + j]);
            Console.WriteLine(UpperBound(a, x) - LowerBound(a, x));
        }
    }
}
`,
      expectedBehavior: 'For 1 2 2 2 3 the value 2 occurs 3 times and 4 occurs 0 times.',
      hints: [
        "What should UpperBound(x) return for a value x that is present? Compare its condition with LowerBound's.",
        'Can LowerBound ever return n, the position after the last element?',
        'Query a value larger than every element.',
      ],
      testCases: [
        v('5\n1 2 2 2 3\n3\n2\n3\n4', '3\n1\n0'),
        v('3\n5 5 5\n2\n5\n6', '3\n0'),
        h('1\n7\n2\n7\n8', '1\n0'),
        h('6\n-3 -3 0 4 4 9\n4\n-3\n4\n-5\n10', '2\n2\n0\n0'),
        h('4\n1 3 5 7\n3\n0\n2\n8', '0\n0\n0'),
        h('0\n\n1\n5', '0'),
      ],
      bugs: [
        {
          description:
            'LowerBound starts with hi = n - 1, so it can never return n and a value above the maximum is counted once',
          testIndexes: [1, 2, 3, 4],
        },
        {
          description:
            'UpperBound uses a[mid] < x, which makes it another lower bound, so present values count 0',
          testIndexes: [0, 1, 2, 3],
        },
      ],
    },
    {
      id: 'algo-debug-power-mod',
      title: 'Modular exponentiation gives wrong answers',
      description:
        'This JavaScript program computes b^e mod m by fast (recursive) exponentiation for each input line "b e m" (0 <= b, e <= 10^18, 1 <= m <= 10^9 + 7). It is correct for small numbers but wrong for large ones and for m = 1.',
      language: 'javascript',
      buggyCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim().length > 0);

function power(b, e, m) {
  if (e === 0) return 1;
  const half = power(b, Math.floor(e / 2), m);
  let result = (half * half) % m;
  if (e % 2 === 1) result = (result * (b % m)) % m;
  return result;
}

for (const line of lines) {
  const [b, e, m] = line.trim().split(/\s+/).map(Number);
  console.log(String(power(b, e, m)));
}
`,
      fixedCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').filter((l) => l.trim().length > 0);

function power(b, e, m) {
  if (e === 0n) return 1n % m;
  const half = power(b, e / 2n, m);
  let result = (half * half) % m;
  if (e % 2n === 1n) result = (result * (b % m)) % m;
  return result;
}

for (const line of lines) {
  const [b, e, m] = line.trim().split(/\s+/).map(BigInt);
  console.log(String(power(b, e, m)));
}
`,
      expectedBehavior:
        '123456789^2 mod 1000000007 is 643499475, and anything mod 1 is 0, including x^0.',
      hints: [
        'How large can half * half get, and how many integer digits can a JavaScript number hold exactly?',
        'What is x^0 mod 1?',
        'BigInt keeps integer arithmetic exact at any size.',
      ],
      testCases: [
        v('2 10 1000', '24'),
        v('3 0 1', '0'),
        h('123456789 2 1000000007', '643499475'),
        h('5 3 13', '8'),
        h('999999999 999999999 1000000007', '266078474'),
        h('4 0 1\n0 0 5', '0\n1'),
      ],
      bugs: [
        {
          description:
            'Products of numbers near 10^9 exceed 2^53, so Number arithmetic loses precision; BigInt is needed',
          testIndexes: [2, 4],
        },
        {
          description: 'The base case returns 1 instead of 1 % m, which is wrong for m = 1',
          testIndexes: [1, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'algo-pseudo-binary-search',
      title: 'Binary search',
      description:
        'Write pseudocode for binarySearch(arr, target) that returns the index of target in a sorted array of distinct integers, or -1 if it is absent, in O(log n) time.',
      requirements: [
        'Keep a low and a high boundary of the range still to search',
        'Compare the middle element with the target and discard half of the range',
        'Stop when the range is empty',
        'Return -1 when the target is absent',
      ],
      examples: [
        {
          scenario: 'arr = [2, 5, 8, 12, 16], target 12',
          expectedApproach:
            'mid index 2 holds 8 < 12, so search indexes 3..4; mid 3 holds 12, return 3.',
        },
      ],
      evaluationCriteria: [
        'Correct loop condition',
        'Correct updates of low and high',
        'Overflow-safe middle',
        'Not-found handling',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Initialise low = 0 and high = n - 1',
            weight: 2,
            accept: ['low 0 high', 'lo 0 hi', 'left 0 right'],
          },
          {
            idea: 'Loop while low <= high',
            weight: 2,
            accept: [
              'while low <= high',
              'while lo <= hi',
              'while left <= right',
              'while low not greater high',
              'while left < right target',
              'until window empty',
              'while range not empty',
            ],
          },
          {
            idea: 'Compute mid and compare with the target',
            weight: 2,
            accept: ['mid target', 'middle target', 'mid key', 'middle key'],
          },
          {
            idea: 'Move low to mid + 1 or high to mid - 1',
            weight: 4,
            accept: ['low mid 1', 'lo mid 1', 'left mid 1 target', 'high mid 1'],
          },
        ],
        edgeCases: [
          {
            case: 'Target absent or empty array returns -1',
            accept: ['return 1 target', 'not found', 'empty array', 'absent'],
          },
          {
            case: 'Middle computed without overflow',
            accept: ['overflow', 'low high - low 2', 'lo hi - lo 2', 'left right - left'],
          },
        ],
        synonyms: [
          ['low', 'left', 'start'],
          ['high', 'right', 'end'],
          ['mid', 'middle', 'probe'],
          ['not found', 'nothing found', 'missing'],
        ],
        pitfalls: [
          {
            mistake:
              'When the middle element is smaller than the target, the target can only be to its right, so low must move past the middle (low = mid + 1); moving high throws away the half that holds the target.',
            patterns: [
              'mid less target high mid -',
              'mid less target high mid minus',
              'mid less target right mid -',
              'mid less target right mid minus',
              'target greater mid high mid -',
              'target greater mid high mid minus',
              'target greater mid right mid -',
              'target greater mid right mid minus',
              'probe less target high mid -',
              'probe less target high mid minus',
              'probe less target right mid -',
              'probe less target right mid minus',
              'target greater probe high mid -',
              'target greater probe high mid minus',
              'target greater probe right mid -',
              'target greater probe right mid minus',
              'mid less key high mid -',
              'mid less key high mid minus',
              'mid less key right mid -',
              'mid less key right mid minus',
              'key greater mid high mid -',
              'key greater mid high mid minus',
              'key greater mid right mid -',
              'key greater mid right mid minus',
              'm < target high m -',
              'm < target hi m -',
              'target > m high m -',
              'target > m hi m -',
            ],
          },
          {
            mistake:
              'When the middle element is larger than the target, the target can only be to its left, so high must move below the middle (high = mid - 1); moving low throws away the half that holds the target.',
            patterns: [
              'mid greater target low mid +',
              'mid greater target low mid plus',
              'mid greater target left mid +',
              'mid greater target left mid plus',
              'target less mid low mid +',
              'target less mid low mid plus',
              'target less mid left mid +',
              'target less mid left mid plus',
              'probe greater target low mid +',
              'probe greater target low mid plus',
              'probe greater target left mid +',
              'probe greater target left mid plus',
              'target less probe low mid +',
              'target less probe low mid plus',
              'target less probe left mid +',
              'target less probe left mid plus',
              'mid greater key low mid +',
              'mid greater key low mid plus',
              'mid greater key left mid +',
              'mid greater key left mid plus',
              'key less mid low mid +',
              'key less mid low mid plus',
              'key less mid left mid +',
              'key less mid left mid plus',
              'm > target low m +',
              'm > target lo m +',
              'target < m low m +',
              'target < m lo m +',
            ],
          },
          {
            mistake:
              'The bound that moves must jump past the middle in the direction of the target: low becomes mid + 1 and high becomes mid - 1; moving low to mid - 1 or high to mid + 1 widens the range again and can loop forever.',
            patterns: [
              'mid less target low mid -',
              'mid less target low mid minus',
              'mid less target left mid -',
              'mid less target left mid minus',
              'target greater mid low mid -',
              'target greater mid low mid minus',
              'target greater mid left mid -',
              'target greater mid left mid minus',
              'probe less target low mid -',
              'probe less target low mid minus',
              'probe less target left mid -',
              'probe less target left mid minus',
              'target greater probe low mid -',
              'target greater probe low mid minus',
              'target greater probe left mid -',
              'target greater probe left mid minus',
              'mid less key low mid -',
              'mid less key low mid minus',
              'mid less key left mid -',
              'mid less key left mid minus',
              'key greater mid low mid -',
              'key greater mid low mid minus',
              'key greater mid left mid -',
              'key greater mid left mid minus',
              'm < target low mid -',
              'm < target low mid minus',
              'm < target left mid -',
              'm < target left mid minus',
              'target > m low mid -',
              'target > m low mid minus',
              'target > m left mid -',
              'target > m left mid minus',
              'mid greater target high mid +',
              'mid greater target high mid plus',
              'mid greater target right mid +',
              'mid greater target right mid plus',
              'target less mid high mid +',
              'target less mid high mid plus',
              'target less mid right mid +',
              'target less mid right mid plus',
              'probe greater target high mid +',
              'probe greater target high mid plus',
              'probe greater target right mid +',
              'probe greater target right mid plus',
              'target less probe high mid +',
              'target less probe high mid plus',
              'target less probe right mid +',
              'target less probe right mid plus',
              'mid greater key high mid +',
              'mid greater key high mid plus',
              'mid greater key right mid +',
              'mid greater key right mid plus',
              'key less mid high mid +',
              'key less mid high mid plus',
              'key less mid right mid +',
              'key less mid right mid plus',
              'm > target high mid +',
              'm > target high mid plus',
              'm > target right mid +',
              'm > target right mid plus',
              'target < m high mid +',
              'target < m high mid plus',
              'target < m right mid +',
              'target < m right mid plus',
            ],
          },
        ],
        modelAnswer: `1. SET low = 0, high = length(arr) - 1
2. WHILE low <= high:
3.    SET mid = low + (high - low) / 2 (avoids overflow of low + high)
4.    IF arr[mid] == target THEN return mid
5.    ELSE IF arr[mid] < target THEN set low = mid + 1
6.    ELSE set high = mid - 1
7. RETURN -1 because the target is not found (this also covers an empty array, where the loop never runs)`,
      },
    },
    {
      id: 'algo-pseudo-two-largest',
      title: 'Largest and second largest in one pass',
      description:
        'Write pseudocode that scans an array of integers once and returns the largest value and the second largest distinct value, without sorting.',
      requirements: [
        'Use a single pass over the array',
        'Track the largest and second largest distinct values',
        'Ignore duplicates of the largest value',
        'Report when no second distinct value exists',
      ],
      examples: [
        {
          scenario: '[4, 9, 9, 2, 7]',
          expectedApproach: 'The largest is 9 and the second largest distinct value is 7.',
        },
      ],
      evaluationCriteria: ['Single pass', 'Correct update order', 'Duplicates', 'Small inputs'],
      rubric: {
        ideas: [
          {
            idea: 'Initialise first and second to minus infinity (or none)',
            weight: 2,
            accept: ['infinity', 'none', 'null', 'smallest possible'],
          },
          {
            idea: 'When x > first, move first into second and set first = x',
            weight: 4,
            accept: [
              'first becomes second',
              'second becomes first',
              'shift first second',
              'move first second',
              'first moves second',
              'demote first',
              'largest becomes second',
              'shift largest second',
              'old largest second',
              'move largest second',
              'second = first first = x',
              'second = first first =',
              'runnerup = top top =',
              'second = largest largest =',
              'second first = first',
              'runnerup top = top',
            ],
          },
          {
            idea: 'Else if x < first and x > second, set second = x',
            weight: 4,
            accept: [
              'less first greater second',
              'smaller first larger second',
              'between second first',
              'between first second',
              'below first above second',
              'less largest greater second',
              'not equal largest greater second',
              'between second largest',
              'differs largest greater second',
              'else x second then',
              'else x > second second = x',
              '> second second =',
              '> runnerup runnerup =',
              'beats runnerup runnerup =',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Duplicates of the maximum are skipped',
            accept: [
              'duplicate',
              'equal first',
              'equals first',
              'equal to first',
              'equal largest',
              'equals largest',
            ],
          },
          {
            case: 'Fewer than two distinct values',
            accept: ['fewer than two', 'no second', 'all equal', 'only one'],
          },
        ],
        synonyms: [
          ['first', 'largest', 'top', 'best'],
          ['second', 'runner up', 'runnerup', 'second largest'],
          ['greater', 'beats'],
        ],
        pitfalls: [
          {
            mistake:
              'Overwriting the largest value before saving it loses it: the old largest has to be copied into second first, and only then can the largest become x.',
            patterns: [
              'first = second = first',
              'first to second to first',
              'first = runnerup = first',
              'largest = second = largest',
              'largest to second to largest',
              'largest = runnerup = largest',
              'top = second = top',
              'top to second to top',
              'top = runnerup = top',
              'best = second = best',
              'best to second to best',
              'best = runnerup = best',
              'max = second = max',
              'max to second to max',
              'max = runnerup = max',
            ],
          },
          {
            mistake:
              'Using >= against the largest lets a repeat of the maximum push the maximum itself into second place; only a strictly greater value may replace the largest, and equal values are ignored.',
            patterns: [
              '>= first second = first',
              'first <= x second = first',
              '>= first move first second',
              '>= first shift first second',
              '>= first first becom second',
              '>= largest second = largest',
              'largest <= x second = largest',
              '>= largest move largest second',
              '>= largest shift largest second',
              '>= largest largest becom second',
              '>= top second = top',
              'top <= x second = top',
              '>= top move top second',
              '>= top shift top second',
              '>= top top becom second',
              '>= best second = best',
              'best <= x second = best',
              '>= best move best second',
              '>= best shift best second',
              '>= best best becom second',
              '>= max second = max',
              'max <= x second = max',
              '>= max move max second',
              '>= max shift max second',
              '>= max max becom second',
            ],
          },
          {
            mistake:
              'Starting both values at 0 gives wrong results when every number is negative; start them at minus infinity (or none) so the first elements always replace them.',
            patterns: [
              'first = 0 second = 0',
              'first = second = 0',
              'largest = 0 second = 0',
              'largest = second = 0',
              'top = 0 second = 0',
              'top = second = 0',
              'best = 0 second = 0',
              'best = second = 0',
              'max = 0 second = 0',
              'max = second = 0',
              'initiali both 0',
              'set both 0',
              'start both 0',
              'both start 0',
              'both = 0',
            ],
          },
          {
            mistake:
              'Sorting is not allowed here and costs O(n log n); worse, the first two sorted values can be equal, so they are not the largest and the second largest distinct value.',
            patterns: [
              'sort descend take first two',
              'sort descend return first two',
              'sort descend return arr 0 arr 1',
              'sort descend take arr 0 arr 1',
              'sort ascend take last two',
              'sort ascend return last two',
              'sort descend pick first two',
              'sort array return arr n - 1 arr n - 2',
            ],
          },
          {
            mistake:
              'Only a value strictly below the largest may become the second largest; with x <= first a repeat of the maximum fills second, so [9, 9] gives 9 and 9 instead of no second value.',
            patterns: [
              'x <= first x > second',
              'first >= x and x > second',
              'x > second and x <= first',
              'x > second and first >= x',
              'second < x <= first',
              'second < x and x <= first',
              'x <= first greater second',
              'x <= largest x > second',
              'x > second and x <= largest',
              'x <= max x > second',
              'x > second and x <= max',
              'x <= top x > second',
              'x <= best x > second',
            ],
          },
        ],
        modelAnswer: `1. SET first = minus infinity, second = minus infinity
2. FOR each x in arr:
3.    IF x > first THEN second = first; first = x (the old first becomes second)
4.    ELSE IF x < first AND x > second (x lies between second and first) THEN second = x
5.    (IF x == first it is a duplicate of the maximum and is skipped)
6. IF second is still minus infinity THEN report that there is no second value (fewer than two distinct values, e.g. all equal)
7. RETURN first, second`,
      },
    },
  ],
};
