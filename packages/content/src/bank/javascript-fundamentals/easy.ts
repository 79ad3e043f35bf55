import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const easy: BankLevel = {
  mcq: [
    {
      question: 'What does typeof null return in JavaScript?',
      options: {
        A: '"object"',
        B: '"null"',
        C: '"undefined"',
        D: '"number"',
      },
      correct: 'A',
      explanation:
        'typeof null is "object", a long-standing quirk kept for backward compatibility.',
    },
    {
      question: 'Which keyword declares a block-scoped variable that cannot be reassigned?',
      options: {
        A: 'var',
        B: 'let',
        C: 'const',
        D: 'static',
      },
      correct: 'C',
      explanation:
        'const creates a block-scoped binding that cannot be reassigned (the value itself may still be mutable).',
    },
    {
      question: 'What is the result of 0 == "0" and 0 === "0"?',
      options: {
        A: 'false and false',
        B: 'true and false',
        C: 'true and true',
        D: 'false and true',
      },
      correct: 'B',
      explanation:
        '== converts the string to a number before comparing, while === also requires the same type.',
    },
    {
      question: 'What is the result of "5" + 3, a string plus a number?',
      options: {
        A: '8 (a number)',
        B: 'NaN',
        C: '"8" (a string)',
        D: '"53"',
      },
      correct: 'D',
      explanation: 'When either operand of + is a string, + concatenates, so 3 becomes "3".',
    },
    {
      question: 'What is the result of "5" - 3, where the minus operator meets a string?',
      options: {
        A: '2 (a number)',
        B: '"53" (a string)',
        C: '"2" (a string)',
        D: 'NaN',
      },
      correct: 'A',
      explanation:
        'The - operator only works on numbers, so "5" is converted to 5 and the result is 2.',
    },
    {
      question: 'What does [1, 2, 3].map(x => x * 2) return?',
      options: {
        A: '12',
        B: '[1, 2, 3]',
        C: '[2, 4, 6]',
        D: 'undefined',
      },
      correct: 'C',
      explanation: 'map returns a new array with the callback applied to each element.',
    },
    {
      question: 'Which of these values is truthy?',
      options: {
        A: 'The number 0',
        B: 'The empty string ""',
        C: '`NaN` (not a number)',
        D: 'The string "0"',
      },
      correct: 'D',
      explanation: 'Any non-empty string is truthy, including "0"; 0, "" and NaN are falsy.',
    },
    {
      question: 'What does [10, 20, 30].indexOf(40) return?',
      options: {
        A: 'undefined',
        B: '-1',
        C: 'null',
        D: '3 (the length)',
      },
      correct: 'B',
      explanation: 'indexOf returns -1 when the value is not found.',
    },
    {
      question: 'How do you write a template literal that inserts the variable name?',
      options: {
        A: 'Quotes: "Hello ${name}"',
        B: "Single quotes: 'Hello ${name}'",
        C: 'Backticks: `Hello ${name}` (a template literal)',
        D: 'Mustache braces: Hello {{name}}',
      },
      correct: 'C',
      explanation:
        'Template literals use backticks, and ${...} interpolates an expression; quotes do not interpolate.',
    },
    {
      question: 'What does const arr = [1, 2]; arr.push(3); console.log(arr.length); print?',
      options: {
        A: '3',
        B: '2',
        C: 'TypeError, because arr is const',
        D: 'undefined',
      },
      correct: 'A',
      explanation:
        'const stops reassignment of the binding, not mutation of the array, so push works and length becomes 3.',
    },
    {
      question: 'Over an array, what do for...of and for...in give you?',
      options: {
        A: 'for...of gives indexes (0, 1, ...); for...in gives values',
        B: 'Both give the values; for...in also adds `length`',
        C: 'Both give the indexes as numbers (0, 1, 2, ...)',
        D: 'for...of gives the values; for...in gives the keys (as strings)',
      },
      correct: 'D',
      explanation:
        'for...of iterates values of an iterable; for...in enumerates property keys, which are strings.',
    },
    {
      question: 'What does Math.floor(7 / 2) return?',
      options: {
        A: '3.5',
        B: '3',
        C: '4',
        D: '2',
      },
      correct: 'B',
      explanation:
        '7 / 2 is 3.5 (JavaScript has no integer division) and Math.floor rounds it down to 3.',
    },
    {
      question: 'Which statement about arrow functions is true?',
      options: {
        A: 'They have their own this, set by how they are called (like `function`)',
        B: 'They can be used with new as constructors',
        C: "They have no own this; they use the surrounding scope's this",
        D: 'They must always use a return statement',
      },
      correct: 'C',
      explanation:
        'Arrow functions capture this lexically, cannot be constructors, and may return an expression implicitly.',
    },
    {
      question: 'What does "hello".toUpperCase() do to the original string?',
      options: {
        A: 'Changes it in place to "HELLO"',
        B: 'Nothing; it returns a new "HELLO" string',
        C: 'Throws, because `"hello"` is a literal, not a `String` object',
        D: 'Returns undefined',
      },
      correct: 'B',
      explanation: 'Strings are immutable; string methods return new strings.',
    },
  ],
  coding: [
    {
      id: 'js-truthy-or-falsy',
      title: 'Truthy or Falsy',
      description:
        'In JavaScript, every value is either truthy or falsy when used in a condition. Classify JavaScript literals.\n\n' +
        'Input: one literal per line (skip empty lines). A literal is one of: a number (`42`, `-0`, `3.14`, `0.0`), a BigInt (`0n`, `5n`), a string in double or single quotes (`"hi"`, `\'\'`), `true`, `false`, `null`, `undefined`, `NaN`, `Infinity`, `-Infinity`, an array literal starting with `[` or an object literal starting with `{`.\n\n' +
        'The falsy values are exactly: `false`, `null`, `undefined`, `NaN`, the empty string, any number equal to zero (including `-0` and `0.0`) and the BigInt `0n`. Everything else is truthy, including `"0"`, `"false"`, `[]` and `{}`.\n\n' +
        'Output: `truthy` or `falsy` for each literal, one per line.',
      examples: [
        {
          input: '0\n"0"\n[]\n',
          output: 'falsy\ntruthy\ntruthy',
          explanation:
            'The number 0 is falsy, but a non-empty string and an empty array are truthy.',
        },
        {
          input: "null\nundefined\nNaN\n'hello'\n",
          output: 'falsy\nfalsy\nfalsy\ntruthy',
          explanation: 'null, undefined and NaN are falsy; a non-empty string is truthy.',
        },
      ],
      constraints: ['1 to 100 literals', 'Each literal is at most 50 characters'],
      testCases: [
        tc('0\n"0"\n[]\n', 'falsy\ntruthy\ntruthy', false),
        tc("null\nundefined\nNaN\n'hello'\n", 'falsy\nfalsy\nfalsy\ntruthy', false),
        tc('\'\'\n""\n" "\n', 'falsy\nfalsy\ntruthy'),
        tc('-0\n0.0\n0n\n5n\n', 'falsy\nfalsy\nfalsy\ntruthy'),
        tc('{}\nfalse\ntrue\n"false"\n', 'truthy\nfalsy\ntruthy\ntruthy'),
        tc('Infinity\n-1\n0.001\n', 'truthy\ntruthy\ntruthy'),
        tc('-Infinity\n-0.0\n[0]\n', 'truthy\nfalsy\ntruthy'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys


def is_falsy(s):
    if s in ('false', 'null', 'undefined', 'NaN', '""', "''"):
        return True
    if s.endswith('n') and s[:-1].lstrip('-').isdigit():
        return int(s[:-1]) == 0
    try:
        return float(s) == 0
    except ValueError:
        return False


out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if s:
        out.append('falsy' if is_falsy(s) else 'truthy')
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
FALSY = ['false', 'null', 'undefined', 'NaN', '""', "''", '0', '-0', '0.0', '-0.0', '0.000', '0n', '-0n']
TRUTHY = ['true', '"0"', "'0'", '"false"', "' '", '[]', '{}', '[0]', '{"a": 0}', 'Infinity', '-Infinity', '1', '-1', '0.001', '5n', '-7n', '"null"', "'NaN'", '[[]]', '3.14', '100n']
def number():
    return random.choice(['', '-']) + str(random.randint(0, 10**6)) + random.choice(['', '.' + str(random.randint(0, 999)), 'n'])
out = []
for _ in range(n):
    if mode == 'mixed':
        out.append(random.choice((random.choice(FALSY), random.choice(TRUTHY), number())))
    elif mode == 'falsy':
        out.append(random.choice(FALSY))
    elif mode == 'zeros':
        out.append(random.choice(['0', '-0', '0.0', '-0.0', '0.00000', '0n', '-0n', '"0"', "'0'", '"0.0"', '[0]', '0.5', '10n', '10']))
    elif mode == 'blanks':
        out.append(random.choice((random.choice(FALSY), random.choice(TRUTHY), '')))
    else:
        raise SystemExit('unknown mode ' + mode)
if not any(out):
    out[0] = 'null'
print('\n'.join(out))
`,
        tests: [
          { args: '100 mixed', label: '100 literals of every kind' },
          { args: '100 falsy', label: '100 falsy literals' },
          { args: '100 zeros', label: '100 zeros written in different ways' },
          { args: '80 blanks', label: '80 lines with empty lines between' },
          { args: '1 mixed', label: 'a single literal' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
if lines and lines[-1] == '':
    lines.pop()
lits = [l.strip() for l in lines if l.strip()]
assert 1 <= len(lits) <= 100, 'expected 1 to 100 literals'
LIT = (r'-?(0|[1-9][0-9]*)(\.[0-9]+)?|-?(0|[1-9][0-9]*)n|"[^"]*"|' + r"'[^']*'" +
       r'|true|false|null|undefined|NaN|-?Infinity|\[.*|\{.*')
for s in lits:
    assert len(s) <= 50, 'literal longer than 50 characters'
    assert re.fullmatch(LIT, s), 'not a literal: ' + s
`,
        wrongSolutions: [
          {
            name: 'string-contents',
            language: 'python3',
            mustFail: 'WA',
            why: 'Looks inside strings, so "0" and "false" count as falsy, but every non-empty string is truthy',
            source: String.raw`import sys

out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if not s:
        continue
    if s[0] in '"\'':
        s = s[1:-1]
    falsy = s in ('', 'false', 'null', 'undefined', 'NaN', '0n', '-0n')
    try:
        falsy = falsy or float(s) == 0
    except ValueError:
        pass
    out.append('falsy' if falsy else 'truthy')
print('\n'.join(out))
`,
          },
          {
            name: 'only-plain-zero',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lists 0 but not the other ways to write zero, so -0, 0.0 and -0n come out truthy',
            source: String.raw`import sys

FALSY = {'false', 'null', 'undefined', 'NaN', '""', "''", '0', '0n'}
out = []
for line in sys.stdin.read().split('\n'):
    s = line.strip()
    if s:
        out.append('falsy' if s in FALSY else 'truthy')
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'js-chunk-array',
      title: 'Chunk an Array',
      description:
        'Utility libraries offer chunk(array, size), which splits an array into groups of `size` elements; the last group holds whatever is left. Implement it.\n\n' +
        'Input: the first line holds the chunk size k (k >= 1). The second line holds the items separated by spaces; it may be empty.\n\n' +
        'Output: one line per chunk, with its items separated by single spaces. If there are no items, print `(empty)`.',
      examples: [
        {
          input: '2\na b c d e\n',
          output: 'a b\nc d\ne',
          explanation: 'Groups of two; the last group has the single leftover item.',
        },
        { input: '3\n1 2 3\n', output: '1 2 3', explanation: 'Exactly one full chunk.' },
      ],
      constraints: ['1 <= k <= 1000', 'At most 1000 items, each without spaces'],
      testCases: [
        tc('2\na b c d e\n', 'a b\nc d\ne', false),
        tc('3\n1 2 3\n', '1 2 3', false),
        tc('1\nx y\n', 'x\ny'),
        tc('10\np q r\n', 'p q r'),
        tc('4\n\n', '(empty)'),
        tc('2\n5 5 5 5\n', '5 5\n5 5'),
        tc('3\na b c d e f g\n', 'a b c\nd e f\ng'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = sys.stdin.read().split('\n')
k = int(lines[0])
items = lines[1].split() if len(lines) > 1 else []
if not items:
    print('(empty)')
else:
    print('\n'.join(' '.join(items[i:i + k]) for i in range(0, len(items), k)))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, k = int(args[0]), int(args[1])
random.seed(' '.join(args))
items = [random.choice(['x', 'item', '42', '-7', 'a_b', '[]', '{}', 'null']) + str(random.randint(0, 99)) for _ in range(n)]
print(k)
print(' '.join(items))
`,
        tests: [
          { args: '1000 7', label: '1,000 items, k = 7' },
          { args: '1000 1000', label: '1,000 items, k = 1,000' },
          { args: '1000 1', label: '1,000 items, k = 1' },
          { args: '999 1000', label: '999 items, k = 1,000' },
          { args: '0 1000', label: 'no items, k = 1,000' },
          { args: '1 1', label: 'one item, k = 1' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
assert len(lines[0].split()) == 1, 'expected k alone on the first line'
k = int(lines[0])
assert 1 <= k <= 1000, 'k out of range'
items = lines[1].split() if len(lines) > 1 else []
assert len(items) <= 1000, 'more than 1000 items'
assert all(l.strip() == '' for l in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'drops-last-chunk',
            language: 'python3',
            mustFail: 'WA',
            why: 'Stops before the last partial chunk (range up to len - k + 1), dropping the leftover items',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
k = int(lines[0])
items = lines[1].split() if len(lines) > 1 else []
if not items:
    print('(empty)')
else:
    print('\n'.join(' '.join(items[i:i + k]) for i in range(0, len(items) - k + 1, k)))
`,
          },
          {
            name: 'missing-empty-case',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints nothing instead of (empty) when there are no items',
            source: String.raw`import sys

lines = sys.stdin.read().split('\n')
k = int(lines[0])
items = lines[1].split() if len(lines) > 1 else []
print('\n'.join(' '.join(items[i:i + k]) for i in range(0, len(items), k)))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'js-sum-of-evens',
      title: 'Sum of the Even Numbers',
      description:
        'This JavaScript program should print the sum of the even integers on the input line. For "2 4 6" it prints 046 instead of 12, and some inputs lose numbers. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const nums = input.trim().split(/\s+/);
let sum = 0;
for (let i = 1; i < nums.length; i++) {
  if (nums[i] % 2 === 0) {
    sum += nums[i];
  }
}
console.log(sum);
`,
      fixedCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const nums = input.trim().split(/\s+/).filter((s) => s !== '').map(Number);
let sum = 0;
for (let i = 0; i < nums.length; i++) {
  if (nums[i] % 2 === 0) {
    sum += nums[i];
  }
}
console.log(sum);
`,
      expectedBehavior:
        'Input: integers separated by spaces on one line (possibly none). Output: the sum of the even ones, 0 if there are none.',
      hints: [
        'What is the type of the values produced by split? What does 0 + "4" give?',
        'The % operator converts strings to numbers, but += does not.',
        'Which index does the first element have?',
      ],
      testCases: [
        tc('2 4 6\n', '12', false),
        tc('1 2 3 4\n', '6', false),
        tc('7\n', '0'),
        tc('8 1\n', '8'),
        tc('-4 -3 10\n', '6'),
        tc('\n', '0'),
      ],
      bugs: [
        {
          description:
            'The items are strings, so sum += nums[i] concatenates instead of adding; convert them with Number.',
          testIndexes: [0, 1, 4],
        },
        {
          description: 'The loop starts at index 1 and skips the first number.',
          testIndexes: [1, 3],
        },
      ],
    },
    {
      id: 'js-title-case',
      title: 'Title Case',
      description:
        'This JavaScript program should convert a line to title case: the first letter of every word upper case and the rest lower case, with words separated by single spaces in the output. "hello world" comes out as "HHello WWorld", and lines with several spaces crash the program. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const lines = input.split('\n');
const words = lines[0].trim().split(' ');
const out = words.map((w) => w[0].toUpperCase() + w.slice(0).toLowerCase());
console.log(out.join(' '));
`,
      fixedCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const lines = input.split('\n');
const words = lines[0].trim().split(/\s+/).filter((w) => w !== '');
const out = words.map((w) => w[0].toUpperCase() + w.slice(1).toLowerCase());
console.log(out.join(' '));
`,
      expectedBehavior:
        'Input: one line of words. Output: the words in title case joined by single spaces; an empty line gives an empty output.',
      hints: [
        'What does slice(0) return compared with slice(1)?',
        'What does "one   two".split(" ") return, and what is ""[0]?',
      ],
      testCases: [
        tc('hello world\n', 'Hello World', false),
        tc('jAVAsCRIPT is FUN\n', 'Javascript Is Fun', false),
        tc('one   two\n', 'One Two'),
        tc('x\n', 'X'),
        tc('\n', ''),
        tc('  leading and trailing  \n', 'Leading And Trailing'),
      ],
      bugs: [
        {
          description:
            'slice(0) copies the whole word, so the first letter appears twice; it should be slice(1).',
          testIndexes: [0, 1, 3, 5],
        },
        {
          description:
            'split(" ") produces empty strings for repeated spaces (and for an empty line); ""[0] is undefined and toUpperCase throws.',
          testIndexes: [2, 4],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'js-unique-preserve-order',
      title: 'Remove Duplicates, Keep Order',
      description:
        'Given an array of values, produce a new array that contains each distinct value once, in the order of its first appearance. Describe an algorithm that runs in linear time.',
      requirements: [
        'The original array must not be modified',
        'Keep the first occurrence of every value',
        'Work in a single pass over the input',
      ],
      examples: [
        { scenario: '[3, 1, 3, 2, 1]', expectedApproach: '[3, 1, 2]' },
        { scenario: '[]', expectedApproach: '[]' },
      ],
      evaluationCriteria: [
        'Uses a Set (or map) of seen values',
        'Loops once over the input',
        'Appends unseen values to a new array',
        'Handles empty input and values of different types',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Create an empty Set of values already seen',
            weight: 3,
            accept: [
              'seen set',
              'set seen',
              'set of seen',
              'hash set',
              'lookup table',
              'set already seen',
            ],
          },
          {
            idea: 'Loop over each element once',
            weight: 2,
            accept: [
              'each element',
              'each item',
              'each value',
              'every element',
              'for element',
              'for item',
              'for value',
              'for each array',
              'loop array',
            ],
          },
          {
            idea: 'If the value is not in the set, add it to the set and push it to the result',
            weight: 3,
            accept: [
              'not seen',
              'not in seen',
              'not already',
              'includes false',
              'not includes',
              'not in result',
              'seen has',
              'set has',
              'does not contain',
              'not yet seen',
            ],
          },
          {
            idea: 'Return the new result array',
            weight: 2,
            accept: ['return result', 'return output', 'return new array', 'return unique'],
          },
        ],
        edgeCases: [
          { case: 'Empty array', accept: ['empty array', 'empty input', 'no elements'] },
          {
            case: 'Values that look alike but differ in type (1 and "1") stay separate',
            accept: [
              'different type',
              'strict equal',
              'same value zero',
              'samevaluezero',
              'differ in type',
              'different types',
            ],
          },
        ],
        pitfalls: [
          {
            mistake:
              "Deleting duplicates from the input array in place changes the caller's array, which must stay untouched, and every splice shifts the rest of it (quadratic); build a new result array.",
            patterns: [
              'splice',
              'remove arr i',
              'delete arr i',
              'remove duplicate in place',
              'delete duplicate in place',
            ],
          },
          {
            mistake:
              "Searching the result array with includes or indexOf scans it again for every element, so the pass becomes quadratic; a Set answers 'seen before?' in constant time.",
            patterns: [
              'result includes',
              'out includes',
              'unique includes',
              'indexof == -',
              'indexof < 0',
              '0 > indexof',
              'result contains',
            ],
          },
          {
            mistake:
              'A plain object turns every key into a string, so 1 and "1" collide and one of them is lost; a Set keeps values of different types apart.',
            patterns: [
              'seen = {}',
              'seen x = true',
              'seen v = true',
              'obj x = true',
              'seen value = true',
              'seen item = true',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION unique(arr)
2.   SET seen = new Set (an empty set of values already seen)
3.   SET result = new empty array (the input is not modified)
4.   FOR each element x of arr
5.     IF seen does not contain x (x is not seen yet) THEN
6.       add x to seen and push x to result
7.   RETURN result
8. An empty array simply returns an empty result.
9. Set compares with SameValueZero, so 1 and "1" have a different type and both stay.`,
        approaches: [
          {
            approach:
              'Let a Set drop the repeats: build it from the whole array, then copy it back',
            ideas: [
              {
                idea: 'Build a Set from the whole array: it keeps each value once, in the order first inserted',
                weight: 5,
                accept: [
                  'new set arr',
                  'new set array',
                  'new set input',
                  'new set values',
                  'new set list',
                  'set from array',
                  'set from input',
                  'set constructor',
                  'pass array set',
                  'dict fromkeys',
                ],
              },
              {
                idea: 'Turn the Set back into a new array (Array.from or spread) and return it',
                weight: 5,
                accept: [
                  'array from',
                  'spread set',
                  'spread into array',
                  '... set',
                  'set to array',
                  'set into array',
                  'convert set array',
                  'copy set array',
                  'set back array',
                  'list dict fromkeys',
                ],
              },
            ],
            modelAnswer: `1. FUNCTION unique(arr)
2.   SET distinct = new Set(arr): building a Set from the array keeps each value once, and a Set iterates in the order values were first inserted, so first occurrences keep their order
3.   RETURN Array.from(distinct): the Set turned back into a new array; arr itself is not modified
4. An empty array gives an empty Set and so an empty result.
5. Set compares with SameValueZero, so 1 and "1" have a different type and both stay; building the Set is one pass, O(n).`,
          },
        ],
      },
    },
    {
      id: 'js-largest-number',
      title: 'Largest Number Without Math.max',
      description:
        'Describe an algorithm that finds the largest number in an array of numbers without calling Math.max or sorting. It must work for any array of numbers, and say what happens when there is nothing to compare.',
      requirements: [
        'Do not use Math.max, sort or reduce helpers',
        'Visit each element once',
        'Define the result for an array with no numbers',
      ],
      examples: [
        { scenario: '[4, 9, 2]', expectedApproach: '9' },
        {
          scenario: '[-7, -3, -10]',
          expectedApproach: '-3 (a start value of 0 would wrongly give 0)',
        },
      ],
      evaluationCriteria: [
        'Starts from the first element or -Infinity, not 0',
        'Compares every element with the current maximum',
        'Returns the maximum',
        'Handles empty arrays and all-negative arrays',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Start the maximum at the first element (or -Infinity), not 0',
            weight: 3,
            accept: ['first element', 'arr 0', 'index 0', 'infinity', 'first item', 'first number'],
          },
          {
            idea: 'Loop over the remaining elements',
            weight: 2,
            accept: [
              'each element',
              'each number',
              'every element',
              'for element',
              'for number',
              'remaining element',
              'loop',
            ],
          },
          {
            idea: 'If an element is greater than the current maximum, replace the maximum',
            weight: 3,
            accept: [
              'greater max',
              'larger max',
              'bigger max',
              'greater than current',
              'greater update',
              'larger replace',
            ],
          },
          {
            idea: 'Return the maximum',
            weight: 2,
            accept: ['return max', 'return largest', 'return biggest', 'return result'],
          },
        ],
        edgeCases: [
          {
            case: 'Empty array (return undefined, -Infinity or throw, stated explicitly)',
            accept: [
              'empty array',
              'array is empty',
              'arr is empty',
              'no elements',
              'length 0',
              'zero elements',
            ],
          },
          { case: 'All numbers negative', accept: ['negative', 'below zero', 'less than zero'] },
        ],
        pitfalls: [
          {
            mistake:
              'Replacing the running maximum with a smaller element tracks the minimum; the maximum may only change when an element is greater than it.',
            patterns: [
              'x less max max',
              'max greater x max',
              'element less max max',
              'max greater element max',
              'arr less max max',
              'max greater arr max',
              'num less max max',
              'max greater num max',
              'v less max max',
              'max greater v max',
              'value less max max',
              'max greater value max',
              'item less max max',
              'max greater item max',
              'candidate less max max',
              'max greater candidate max',
              'number less max max',
              'max greater number max',
              'x less best best',
              'best greater x best',
              'element less best best',
              'best greater element best',
              'arr less best best',
              'best greater arr best',
              'num less best best',
              'best greater num best',
              'v less best best',
              'best greater v best',
              'value less best best',
              'best greater value best',
              'item less best best',
              'best greater item best',
              'candidate less best best',
              'best greater candidate best',
              'number less best best',
              'best greater number best',
              'x less current current',
              'current greater x current',
              'element less current current',
              'current greater element current',
              'arr less current current',
              'current greater arr current',
              'num less current current',
              'current greater num current',
              'v less current current',
              'current greater v current',
              'value less current current',
              'current greater value current',
              'item less current current',
              'current greater item current',
              'candidate less current current',
              'current greater candidate current',
              'number less current current',
              'current greater number current',
              'x less result result',
              'result greater x result',
              'element less result result',
              'result greater element result',
              'arr less result result',
              'result greater arr result',
              'num less result result',
              'result greater num result',
              'v less result result',
              'result greater v result',
              'value less result result',
              'result greater value result',
              'item less result result',
              'result greater item result',
              'candidate less result result',
              'result greater candidate result',
              'number less result result',
              'result greater number result',
            ],
          },
          {
            mistake:
              "0 can be a real maximum (and beats every element of an all-negative array), so it cannot stand for 'no numbers'; return undefined or -Infinity, or throw.",
            patterns: [
              'empty return 0',
              'length 0 return 0',
              'no elements return 0',
              'no numbers return 0',
              'empty return zero',
            ],
          },
          {
            mistake:
              'Returning as soon as one element beats the current maximum stops before the rest of the array is seen; update the maximum and return it only after the loop.',
            patterns: [
              'greater max return x',
              'greater max return arr',
              'greater max return element',
              'greater max return number',
              'greater max return v',
              'greater max return it',
            ],
          },
          {
            mistake:
              'The assignment is backwards: when an element beats the maximum, max must take its value (max = x); writing x = max changes the loop variable and leaves max stuck at the first element.',
            patterns: [
              'greater max x = max',
              'max less x x = max',
              'greater max arr[i] = max',
              'max less arr[i] arr[i] = max',
              'greater max element = max',
              'max less element element = max',
              'greater max num = max',
              'max less num num = max',
              'greater max value = max',
              'max less value value = max',
              'greater max item = max',
              'max less item item = max',
            ],
          },
          {
            mistake:
              'The loop has to reach the last element too: with i < length - 1 the final element is never compared, so a maximum in the last position is missed.',
            patterns: [
              'i < length - 1',
              'i < n - 1',
              'i < len - 1',
              'i < size - 1',
              'to length - 2',
              'to n - 2',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION largest(arr)
2.   IF arr is empty (length 0) THEN RETURN undefined
3.   SET max = arr[0], the first element, so all negative arrays still work
4.   FOR each element x from index 1 to the end
5.     IF x is greater than max THEN SET max = x
6.   RETURN max`,
      },
    },
  ],
};
