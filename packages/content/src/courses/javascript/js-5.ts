import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'js-5',
  order: 5,
  title: 'Arrays and Higher-Order Methods',
  description:
    'Store ordered data in arrays and transform it with map, filter, reduce, find and sort.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Create, read and modify arrays with indexes, push, pop and slice',
    'Transform arrays with map, filter and reduce instead of manual loops',
    'Sort numbers correctly with a comparator',
    'Distinguish mutating methods from non-mutating ones',
  ],
  lesson: `## Arrays

An array is an ordered list of values of any type, written with square brackets. Indexes start at 0, \`length\` gives the number of items, and \`at(-1)\` reads the last element.

\`\`\`javascript
const nums = [5, 3, 8];
nums.push(1);          // add to the end -> [5, 3, 8, 1]
nums.pop();            // remove from the end -> returns 1
nums.includes(3);      // true
nums.indexOf(8);       // 2
const copy = [...nums]; // shallow copy with the spread syntax
\`\`\`

Some methods **mutate** the array in place (\`push\`, \`pop\`, \`shift\`, \`unshift\`, \`splice\`, \`sort\`, \`reverse\`), others **return a new array** and leave the original alone (\`slice\`, \`concat\`, \`map\`, \`filter\`). ES2023 added non-mutating twins such as \`toSorted\`, \`toReversed\` and \`with\`, which are useful when you must not change shared data.

## Higher-order methods

A *higher-order function* takes or returns another function. Arrays have many that replace hand-written loops and make intent obvious:

\`\`\`javascript
const prices = [12, 5, 30, 8];
const withTax = prices.map((p) => p * 1.2);          // transform every item
const cheap = prices.filter((p) => p < 10);          // keep matching items: [5, 8]
const total = prices.reduce((sum, p) => sum + p, 0); // combine into one value: 55
const firstBig = prices.find((p) => p > 10);         // 12 (or undefined)
const anyFree = prices.some((p) => p === 0);         // false
const allPositive = prices.every((p) => p > 0);      // true
\`\`\`

\`reduce\` takes an accumulator and the current item and returns the next accumulator; always pass an initial value (the \`0\` above) so empty arrays work. The callbacks also receive the index as a second argument, as in \`arr.map((x, i) => x * i)\`. Methods chain naturally: \`orders.filter(isPaid).map(getTotal).reduce(add, 0)\` reads like a description of the calculation.

## Sorting numbers

\`sort()\` without a comparator converts items to strings, so \`[10, 9, 1].sort()\` gives \`[1, 10, 9]\`. Pass a comparator that returns a negative number, zero or a positive number:

\`\`\`javascript
[10, 9, 1].sort((a, b) => a - b); // [1, 9, 10] ascending
[10, 9, 1].sort((a, b) => b - a); // [10, 9, 1] descending
\`\`\`

Sorting is stable in modern engines: items that compare equal keep their original order, which lets you sort by a secondary key first and a primary key second.

## Parsing input into arrays

Exercise input is often "a count, then the numbers". \`input.trim().split(/\\s+/).map(Number)\` turns the whole input into numbers; the first element is the count and \`slice(1)\` gives the rest. When comparing with an average, multiply instead of dividing (\`x * n > sum\`) to stay in exact integer arithmetic.`,
  overview: {
    whatYouWillLearn: [
      'Arrays are zero-indexed ordered collections with a length property',
      'Mutating methods change the array while slice, map and filter return new arrays',
      'map transforms, filter selects and reduce folds a list into a single value',
      'reduce needs an initial value to handle empty arrays safely',
      'The default sort compares strings, so numbers need a comparator',
      'Modern engines sort stably, preserving the order of equal items',
    ],
    proTip:
      "Reach for toSorted() instead of sort() when the array came from somewhere else; mutating a caller's array is a classic hidden bug.",
  },
  mcqs: [],
  problems: [
    {
      id: 'js-above-average',
      title: 'Above-Average Scores',
      description:
        'The first line contains n, the number of scores. The second line contains n integers. Print, on one line separated by single spaces, every score that is strictly greater than the average of all scores, in their original order. If no score is above the average, print "none".',
      examples: [
        {
          input: '5\n10 20 30 40 50',
          output: '40 50',
          explanation: 'The average is 30, and only 40 and 50 are greater.',
        },
        {
          input: '4\n7 7 7 7',
          output: 'none',
          explanation: 'Every score equals the average, so none is strictly greater.',
        },
      ],
      constraints: [
        '1 <= n <= 10^4',
        '-10^9 <= score <= 10^9 (the sum needs 64-bit integers)',
        'Compare exactly: the average may not be an integer',
      ],
      testCases: [
        t('5\n10 20 30 40 50', '40 50', false),
        t('4\n7 7 7 7', 'none', false),
        t('1\n42', 'none'),
        t('6\n-5 0 5 10 -10 20', '5 10 20'),
        t('3\n1 2 4', '4'),
        t('7\n100 1 100 1 100 1 50', '100 100 100'),
        t('2\n0 1', '1'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
scores = list(map(int, data[1:1 + n]))
total = sum(scores)
above = [s for s in scores if s * n > total]
print(' '.join(map(str, above)) if above else 'none')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
if mode == 'max':
    xs = [random.choice([B, B - 1, -B]) for _ in range(n)]
elif mode == 'negative':
    xs = [random.randint(-B, -1) for _ in range(n)]
    xs[0] = -3; xs[1:4] = [-1, -1, -2]
elif mode == 'equal':
    xs = [-7] * n
elif mode == 'near':
    xs = [random.choice([-2, -1, -1, 0]) for _ in range(n)]
else:
    xs = [random.randint(-B, B) for _ in range(n)]
print(n)
print(' '.join(map(str, xs)))
`,
        tests: [
          { args: '10000 max', label: 'n = 10,000, scores of plus or minus 10^9' },
          { args: '10000 random', label: 'n = 10,000, random scores' },
          { args: '5000 negative', label: 'n = 5,000, negative scores' },
          { args: '5000 near', label: 'n = 5,000, small negative scores' },
          { args: '2000 equal', label: 'n = 2,000, all equal' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) == 2, 'two lines'
n = int(lines[0])
assert 1 <= n <= 10**4, 'n out of range'
xs = lines[1].split(' ')
assert len(xs) == n and all(re.fullmatch('-?[0-9]+', x) and -10**9 <= int(x) <= 10**9 for x in xs), 'expected n scores in range'
`,
        wrongSolutions: [
          {
            name: 'int32-sum',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Adds the scores in a 32-bit int, which overflows for 10,000 scores of 10^9',
            source: `#include <cstdio>
#include <vector>
int main() {
    int n;
    std::scanf("%d", &n);
    std::vector<int> s(n);
    int total = 0;
    for (int i = 0; i < n; i++) { std::scanf("%d", &s[i]); total += s[i]; }
    bool any = false;
    for (int i = 0; i < n; i++)
        if ((long long)s[i] * n > total) { std::printf(any ? " %d" : "%d", s[i]); any = true; }
    std::printf(any ? "\\n" : "none\\n");
}
`,
          },
          {
            name: 'truncated-average',
            language: 'java',
            mustFail: 'WA',
            why: 'Compares with the integer average sum / n, which Java truncates toward zero, so a negative average like -1.25 becomes -1',
            source: `import java.io.*;
import java.util.*;

public class Main {
    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in));
        int n = Integer.parseInt(in.readLine().trim());
        StringTokenizer st = new StringTokenizer(in.readLine());
        long[] s = new long[n];
        long total = 0;
        for (int i = 0; i < n; i++) { s[i] = Long.parseLong(st.nextToken()); total += s[i]; }
        long avg = total / n;
        StringBuilder out = new StringBuilder();
        for (long x : s) if (x > avg) out.append(out.length() > 0 ? " " : "").append(x);
        System.out.println(out.length() > 0 ? out : "none");
    }
}
`,
          },
        ],
      },
    },
  ],
};
