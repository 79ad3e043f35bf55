import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'python-2',
  order: 2,
  title: 'Conditionals and Loops',
  description:
    'Control program flow with if, elif and else, and repeat work with while and for loops over ranges.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Write if / elif / else chains with comparison and boolean operators',
    'Loop with while until a condition changes',
    'Iterate with for over range() and other sequences',
    'Use break, continue and the loop else clause',
  ],
  lesson: `## Conditions

An \`if\` statement runs its indented block when the condition is true. \`elif\` adds further tests and \`else\` catches everything left. Comparisons use \`== != < <= > >=\`, and conditions combine with the words \`and\`, \`or\` and \`not\`. Python also allows chained comparisons, which read like mathematics.

\`\`\`python
score = 78
if score >= 90:
    grade = "A"
elif score >= 70:
    grade = "B"
else:
    grade = "C"
if 0 <= score <= 100:          # chained comparison
    print("valid score", grade)
label = "pass" if score >= 50 else "fail"   # conditional expression
\`\`\`

Values have truthiness: \`0\`, \`0.0\`, empty strings, empty collections and \`None\` count as false, so \`if items:\` checks that a list is not empty. Python 3.10 added \`match\` statements for structural pattern matching, useful when you compare one value against many shapes.

## while loops

\`while\` repeats as long as its condition is true. Make sure something in the body moves towards making it false, or the loop never ends.

\`\`\`python
n = 6
steps = 0
while n != 1:
    n = n // 2 if n % 2 == 0 else 3 * n + 1
    steps += 1
print(steps)   # 8
\`\`\`

## for loops and range

\`for\` walks over the items of any iterable: a list, a string, a file, a range. \`range(stop)\` counts from 0 up to but **not including** \`stop\`; \`range(start, stop, step)\` gives full control, and a negative step counts down.

\`\`\`python
for i in range(1, 6):          # 1, 2, 3, 4, 5
    print(i, i * i)
for i in range(10, 0, -3):     # 10, 7, 4, 1
    print(i)
for index, letter in enumerate("abc"):
    print(index, letter)       # 0 a, 1 b, 2 c
\`\`\`

\`enumerate\` gives you the position and the item together, which is cleaner than indexing with \`range(len(...))\`.

## break, continue and else

\`break\` leaves the loop at once; \`continue\` skips to the next iteration. A loop may have an \`else\` block that runs only when the loop finished **without** hitting \`break\`, a tidy way to express "searched everything and found nothing":

\`\`\`python
for d in range(2, 10):
    if 91 % d == 0:
        print("divisible by", d)
        break
else:
    print("no divisor below 10")
\`\`\`

## Designing loop logic

Before writing a loop, answer three questions: what state do I keep between iterations (a counter, a running total, the current value), what changes on each pass, and what condition ends the loop? Writing these down prevents most infinite loops and off-by-one errors. Test the smallest inputs first, such as zero iterations or exactly one, because that is where boundary mistakes show up.

## Reading many lines

To process every line of input, loop over \`sys.stdin\` or split the whole text: \`for token in sys.stdin.read().split():\` handles any mix of spaces and newlines and ignores blank lines at the end.`,
  overview: {
    whatYouWillLearn: [
      'if, elif and else select one branch using comparisons and and/or/not',
      'Chained comparisons such as 0 <= x <= 100 and conditional expressions',
      'Truthiness of zero, empty collections and None',
      'while loops repeat until their condition becomes false',
      'range() excludes its stop value and supports negative steps',
      'break, continue and the else clause of loops',
    ],
    proTip:
      'Prefer for loops over while loops whenever you know what you are iterating over; they cannot forget to advance the counter.',
  },
  mcqs: [],
  problems: [
    {
      id: 'py-collatz-steps',
      title: 'Collatz Steps',
      description:
        'The Collatz process takes a positive integer n: if n is even it becomes n / 2, otherwise it becomes 3n + 1, and this repeats until n reaches 1. The input contains one or more positive integers, one per line. For each, print on its own line the number of steps needed to reach 1 (0 for n = 1).',
      examples: [
        {
          input: '6\n7',
          output: '8\n16',
          explanation: '6 -> 3 -> 10 -> 5 -> 16 -> 8 -> 4 -> 2 -> 1 takes 8 steps; 7 takes 16.',
        },
        {
          input: '1',
          output: '0',
          explanation: '1 is already the target, so no steps are needed.',
        },
      ],
      constraints: [
        '1 <= n <= 10^6',
        'At most 100 numbers',
        'Intermediate values fit in a 64-bit integer',
      ],
      testCases: [
        t('6\n7', '8\n16', false),
        t('1', '0', false),
        t('27', '111'),
        t('2\n3\n4', '1\n7\n2'),
        t('97', '118'),
        t('1000000', '152'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

out = []
for token in sys.stdin.read().split():
    n = int(token)
    steps = 0
    while n != 1:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    out.append(str(steps))
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    xs = [random.randint(1, 10**6) for _ in range(k)]
elif mode == 'long':
    # starting values with the longest runs and the highest peaks below 10^6
    pool = [837799, 626331, 939497, 704511, 910107, 511935, 667375, 1000000, 999999]
    xs = [random.choice(pool) for _ in range(k)]
elif mode == 'ones':
    xs = [1] * k
elif mode == 'max':
    xs = [10**6] * k
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(map(str, xs)))
`,
        tests: [
          { args: '100 random', label: '100 numbers, random up to 10^6' },
          { args: '100 long', label: '100 numbers with the longest runs and highest peaks' },
          { args: '1 ones', label: 'a single 1' },
          { args: '100 max', label: '100 numbers, all 10^6' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 100, 'between 1 and 100 numbers'
for line in lines:
    assert line == line.strip() and line.isdigit(), 'one number per line'
    assert 1 <= int(line) <= 10**6, 'n out of range'
`,
        wrongSolutions: [
          {
            name: '32-bit-values',
            language: 'c',
            mustFail: 'any',
            why: 'Keeps n in a 32-bit unsigned int, but 704,511 climbs to 56,991,483,520 on its way to 1, so the value wraps around and the count is wrong or never ends',
            source: `#include <stdio.h>
int main(void) {
    unsigned int n;
    while (scanf("%u", &n) == 1) {
        int steps = 0;
        while (n != 1) {
            n = n % 2 == 0 ? n / 2 : 3 * n + 1;
            steps++;
        }
        printf("%d\\n", steps);
    }
    return 0;
}
`,
          },
          {
            name: 'counts-a-step-for-one',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes a step before checking for 1, so n = 1 gives 3 instead of 0',
            source: `import sys
for token in sys.stdin.read().split():
    n = int(token)
    steps = 0
    while True:
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
        if n == 1:
            break
    print(steps)
`,
          },
        ],
      },
    },
  ],
};
