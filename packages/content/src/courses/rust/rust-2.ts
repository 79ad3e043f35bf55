import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'rust-2',
  order: 2,
  title: 'Data Types, Functions and Control Flow',
  description:
    "Use Rust's scalar and compound types, write functions with expressions and statements, and control flow with if, loop, while and for.",
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Choose integer, float, bool and char types and convert between them',
    'Use tuples and arrays',
    'Write functions and understand that blocks and if are expressions',
    'Loop with loop, while and for over ranges, including loop labels',
  ],
  lesson: `## Scalar types

Rust integers state their size and signedness: \`i8\` to \`i128\`, \`u8\` to \`u128\`, plus \`isize\`/\`usize\`, the pointer-sized types used for indexing and lengths. The default integer type is \`i32\` and the default float is \`f64\`. \`bool\` is \`true\` or \`false\`, and \`char\` is a four-byte Unicode scalar value (\`'é'\`, \`'🦀'\`).

There are **no implicit numeric conversions**: adding an \`i32\` to an \`i64\` is a compile error. Convert with \`as\` (which truncates or wraps silently: \`300_i32 as u8\` is \`44\`) or, safely, with \`From\`/\`TryFrom\` (\`i64::from(x)\`, \`u8::try_from(300)\` returns an error). Integer overflow **panics in debug builds** and wraps in release builds; when you want specific behaviour, say so with \`checked_add\`, \`wrapping_add\` or \`saturating_add\`.

## Compound types

A **tuple** groups values of different types: \`let p: (i32, f64) = (3, 0.5); let (a, b) = p;\` and \`p.0\`. An **array** has a fixed length and one element type: \`let days = [0u32; 7];\`. Indexing is bounds-checked: an out-of-range index panics instead of reading stray memory.

## Functions and expressions

Functions declare parameter and return types. Rust is **expression-oriented**: the last expression of a block, written **without a semicolon**, is the block's value.

\`\`\`rust
fn classify(a: i64, b: i64, c: i64) -> &'static str {
    let mut s = [a, b, c];
    s.sort();
    if s[0] <= 0 || s[0] + s[1] <= s[2] {
        "invalid"                    // no semicolon: this is the value
    } else if s[0] == s[2] {
        "equilateral"
    } else if s[0] == s[1] || s[1] == s[2] {
        "isosceles"
    } else {
        "scalene"
    }
}
\`\`\`

Adding a semicolon turns an expression into a statement whose value is \`()\`, the unit type, a common source of "mismatched types" errors. \`return\` exists for early exits. Because \`if\` is an expression, \`let parity = if n % 2 == 0 { "even" } else { "odd" };\` needs no ternary operator; both branches must have the same type. Conditions must be \`bool\`; there is no truthiness.

## Loops

\`\`\`rust
let mut n = 0;
let result = loop {          // loop can return a value with break
    n += 1;
    if n * n > 50 { break n; }
};
while n > 0 { n -= 1; }
for i in 1..=5 { print!("{i} "); }      // 1..5 excludes 5, 1..=5 includes it
for (i, ch) in "abc".chars().enumerate() { println!("{i}: {ch}"); }
'outer: for x in 0..10 {
    for y in 0..10 {
        if x * y > 20 { break 'outer; }  // labelled break leaves both loops
    }
}
\`\`\`

\`for\` loops iterate over anything iterable and are the most common loop. To read input in exercises, \`std::io::read_to_string(std::io::stdin())\` returns all input, and \`split_whitespace()\` with \`parse::<i64>()\` turns tokens into numbers.`,
  overview: {
    whatYouWillLearn: [
      'Integer types state size and signedness; usize indexes collections',
      'Numeric conversions are explicit with as, From and TryFrom',
      'Overflow panics in debug builds unless checked, wrapping or saturating methods are used',
      'Tuples and bounds-checked fixed-size arrays',
      'Blocks and if are expressions; a trailing semicolon yields ()',
      'loop, while, for over ranges, and labelled breaks',
    ],
    proTip:
      'When the compiler reports "expected i64, found ()", look for a stray semicolon at the end of the block that should produce the value.',
  },
  mcqs: [],
  problems: [
    {
      id: 'rust-triangle-kind',
      title: 'Triangle Classifier',
      description:
        'Each input line contains three integers, the side lengths of a triangle. For each line print one word: "invalid" if any side is not positive or the sides violate the strict triangle inequality (the two shorter sides must sum to more than the longest), otherwise "equilateral" if all sides are equal, "isosceles" if exactly two are equal, or "scalene" if all differ.',
      examples: [
        {
          input: '3 3 3\n3 4 5',
          output: 'equilateral\nscalene',
          explanation: 'Three equal sides; then three different sides forming a valid triangle.',
        },
        { input: '2 2 3', output: 'isosceles', explanation: 'Two equal sides and 2 + 2 > 3.' },
      ],
      constraints: ['At most 1000 lines', '-10^9 <= side <= 10^9'],
      testCases: [
        t('3 3 3\n3 4 5', 'equilateral\nscalene', false),
        t('2 2 3', 'isosceles', false),
        t('1 2 3', 'invalid'),
        t('0 1 1\n-1 2 2', 'invalid\ninvalid'),
        t('5 3 5\n1000000000 1000000000 1', 'isosceles\nisosceles'),
        t('7 10 5\n1 1 2', 'scalene\ninvalid'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

out = []
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    a, b, c = sorted(map(int, parts))
    if a <= 0 or a + b <= c:
        out.append('invalid')
    elif a == c:
        out.append('equilateral')
    elif a == b or b == c:
        out.append('isosceles')
    else:
        out.append('scalene')
print('\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
rows = []
for _ in range(k):
    if mode == 'random':
        s = [random.randint(-5, 12) for _ in range(3)]
    elif mode == 'degenerate':
        # the two shorter sides sum exactly to the longest, or one more
        a, b = random.randint(1, B // 2), random.randint(1, B // 2)
        s = [a, b, a + b - random.choice((0, 0, 1))]
    elif mode == 'isosceles':
        a = random.randint(1, B)
        s = [a, a, random.randint(1, min(B, 2 * a - 1))]
    elif mode == 'extremes':
        s = [random.choice((B, B, B - 1, 1, 0, -B)) for _ in range(3)]
    else:
        raise SystemExit('unknown mode ' + mode)
    random.shuffle(s)
    rows.append('%d %d %d' % tuple(s))
print('\\n'.join(rows))
`,
        tests: [
          { args: '1000 random', label: '1,000 small triangles, some sides not positive' },
          { args: '1000 degenerate', label: '1,000 triangles on the edge of the inequality' },
          { args: '1000 isosceles', label: '1,000 isosceles triangles in any order' },
          { args: '1000 extremes', label: '1,000 lines of sides -10^9, 0, 1 and 10^9' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'at most 1,000 lines'
for line in lines:
    assert re.fullmatch(r'-?[0-9]+ -?[0-9]+ -?[0-9]+', line), 'three integers per line: ' + line
    assert all(-10**9 <= int(v) <= 10**9 for v in line.split()), 'side out of range'
`,
        wrongSolutions: [
          {
            name: 'allows-flat-triangles',
            language: 'python3',
            mustFail: 'WA',
            why: 'Rejects only a + b < c, so a flat triangle such as 1 2 3 counts as valid',
            source: `import sys

out = []
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    a, b, c = sorted(map(int, parts))
    if a <= 0 or a + b < c:
        out.append('invalid')
    elif a == c:
        out.append('equilateral')
    elif a == b or b == c:
        out.append('isosceles')
    else:
        out.append('scalene')
print('\\n'.join(out))
`,
          },
          {
            name: 'compares-neighbours-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Checks x == y or y == z on the sides as given, so 5 3 5 is not recognised as isosceles',
            source: `import sys

out = []
for line in sys.stdin.read().splitlines():
    parts = line.split()
    if len(parts) != 3:
        continue
    x, y, z = map(int, parts)
    a, b, c = sorted((x, y, z))
    if a <= 0 or a + b <= c:
        out.append('invalid')
    elif x == y == z:
        out.append('equilateral')
    elif x == y or y == z:
        out.append('isosceles')
    else:
        out.append('scalene')
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
