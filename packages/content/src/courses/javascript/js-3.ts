import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'js-3',
  order: 3,
  title: 'Control Flow and Loops',
  description:
    'Make decisions with if, else and switch, and repeat work with for, while and for...of loops.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Branch with if, else if and else, and the conditional operator',
    'Choose between switch and an if chain',
    'Write for, while and for...of loops with correct bounds',
    'Control loops with break and continue',
  ],
  lesson: `## Making decisions

An \`if\` statement runs a block only when its condition is truthy. Chain further tests with \`else if\` and finish with an optional \`else\`. Conditions are checked top to bottom and only the first matching branch runs, so order them from most specific to most general.

\`\`\`javascript
const temp = 23;
if (temp >= 30) {
  console.log('hot');
} else if (temp >= 18) {
  console.log('pleasant');
} else {
  console.log('cold');
}
const label = temp >= 18 ? 'warm' : 'cool'; // conditional (ternary) operator
\`\`\`

The conditional operator \`cond ? a : b\` is an *expression*: it produces a value, so it is handy for choosing what to assign. Avoid nesting it deeply; an \`if\` chain reads better.

## switch

\`switch\` compares one value against several cases using strict equality. Each case normally ends with \`break\`; without it, execution "falls through" into the next case, which is occasionally useful for grouping cases but is usually a bug.

\`\`\`javascript
switch (day) {
  case 'sat':
  case 'sun':
    console.log('weekend');
    break;
  default:
    console.log('weekday');
}
\`\`\`

## Loops

The classic \`for\` loop has three parts: an initialiser, a condition checked before each pass, and an update run after each pass. Use \`let\` for the counter so each iteration gets its own binding.

\`\`\`javascript
for (let i = 1; i <= 5; i++) {
  if (i === 3) continue; // skip the rest of this pass
  console.log(i);        // 1 2 4 5
}

let n = 100;
while (n > 1) {   // repeat while the condition holds
  n = Math.floor(n / 2);
}

for (const ch of 'hey') console.log(ch); // iterate over values of any iterable
\`\`\`

\`while\` suits loops where you do not know the number of passes in advance; \`do...while\` runs the body at least once. \`for...of\` walks the *values* of arrays, strings, maps and sets, whereas \`for...in\` walks the *keys* of an object and should not be used for arrays. \`break\` leaves the loop immediately and \`continue\` jumps to the next pass.

## Reading input in exercises

In this course's coding exercises your program reads text from standard input. In Node.js, \`require('fs').readFileSync(0, 'utf8')\` returns everything as one string; split it on whitespace and convert with \`Number\`. A common off-by-one mistake is writing \`i < n\` when the range should include \`n\`, so always test the first and last values of your loop.`,
  overview: {
    whatYouWillLearn: [
      'Only the first matching branch of an if / else if chain runs',
      'The conditional operator is an expression that yields a value',
      'switch uses strict equality and falls through without break',
      'A for loop has an initialiser, a condition and an update step',
      'for...of iterates values, while for...in iterates object keys',
      'break exits a loop and continue skips to the next iteration',
    ],
    proTip:
      'When a loop misbehaves, log the counter at the top of the body and check the first and last pass; most loop bugs are off-by-one.',
  },
  mcqs: [],
  problems: [
    {
      id: 'js-custom-fizzbuzz',
      title: 'Custom FizzBuzz',
      description:
        'Read three integers n, a and b. For every i from 1 to n (inclusive) print one line: "FizzBuzz" if i is divisible by both a and b, "Fizz" if it is divisible only by a, "Buzz" if it is divisible only by b, and otherwise the number i itself.',
      examples: [
        {
          input: '15 3 5',
          output: '1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz',
          explanation: 'The classic rules: multiples of 3 are Fizz, of 5 Buzz, of 15 FizzBuzz.',
        },
        {
          input: '7 2 3',
          output: '1\nFizz\nBuzz\nFizz\n5\nFizzBuzz\n7',
          explanation: '6 is divisible by both 2 and 3.',
        },
      ],
      constraints: [
        '1 <= n <= 1000',
        '1 <= a, b <= 1000',
        'The three numbers are separated by spaces on one line',
      ],
      testCases: [
        t(
          '15 3 5',
          '1\n2\nFizz\n4\nBuzz\nFizz\n7\n8\nFizz\nBuzz\n11\nFizz\n13\n14\nFizzBuzz',
          false,
        ),
        t('7 2 3', '1\nFizz\nBuzz\nFizz\n5\nFizzBuzz\n7', false),
        t('1 1 1', 'FizzBuzz'),
        t('10 4 6', '1\n2\n3\nFizz\n5\nBuzz\n7\nFizz\n9\n10'),
        t('5 7 11', '1\n2\n3\n4\n5'),
        t('12 2 4', '1\nFizz\n3\nFizzBuzz\n5\nFizz\n7\nFizzBuzz\n9\nFizz\n11\nFizzBuzz'),
        t('6 3 3', '1\n2\nFizzBuzz\n4\n5\nFizzBuzz'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

n, a, b = map(int, sys.stdin.read().split())
out = []
for i in range(1, n + 1):
    s = ''
    if i % a == 0:
        s += 'Fizz'
    if i % b == 0:
        s += 'Buzz'
    out.append(s or str(i))
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, a, b = args[0], args[1], args[2]
random.seed(' '.join(args))
pick = lambda s: str(random.randint(1, 1000)) if s == 'r' else s
print(pick(n), pick(a), pick(b))
`,
        tests: [
          { args: '1000 4 6', label: 'n = 1,000, a and b share a factor' },
          { args: '1000 1000 1000', label: 'n = 1,000, a = b = 1,000' },
          { args: '1000 1 7', label: 'n = 1,000, a = 1' },
          { args: '1000 999 1000', label: 'n = 1,000, large a and b' },
          { args: '1000 r r', label: 'n = 1,000, random a and b' },
          { args: '1 2 3', label: 'n = 1' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
assert re.fullmatch(r'[0-9]+ [0-9]+ [0-9]+\\n?', data), 'three integers on one line'
n, a, b = map(int, data.split())
assert 1 <= n <= 1000 and 1 <= a <= 1000 and 1 <= b <= 1000, 'value out of range'
`,
        wrongSolutions: [
          {
            name: 'product-not-both',
            language: 'javascript',
            mustFail: 'WA',
            why: 'Tests FizzBuzz with i % (a * b) === 0, which misses numbers divisible by both when a and b share a factor',
            source: `const [n, a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const out = [];
for (let i = 1; i <= n; i++) {
  if (i % (a * b) === 0) out.push('FizzBuzz');
  else if (i % a === 0) out.push('Fizz');
  else if (i % b === 0) out.push('Buzz');
  else out.push(String(i));
}
console.log(out.join('\\n'));
`,
          },
          {
            name: 'fizz-checked-first',
            language: 'javascript',
            mustFail: 'WA',
            why: 'Checks divisibility by a before the FizzBuzz case, so numbers divisible by both print Fizz',
            source: `const [n, a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
const out = [];
for (let i = 1; i <= n; i++) {
  if (i % a === 0) out.push('Fizz');
  else if (i % b === 0) out.push('Buzz');
  else if (i % a === 0 && i % b === 0) out.push('FizzBuzz');
  else out.push(String(i));
}
console.log(out.join('\\n'));
`,
          },
        ],
      },
    },
  ],
};
