import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'ts-2',
  order: 2,
  title: 'Primitive Types, Arrays, Tuples and Functions',
  description:
    'Use primitive and literal types, arrays and tuples, and type functions with optional, default and rest parameters and overloads.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Use string, number, boolean, bigint, null and undefined types',
    'Type arrays, readonly arrays and tuples',
    'Type functions, including optional, default and rest parameters',
    'Write function type expressions and overload signatures',
  ],
  lesson: `## Primitive and literal types

TypeScript's primitive types match JavaScript's: \`string\`, \`number\` (all numbers, integer or not), \`bigint\`, \`boolean\`, \`symbol\`, \`null\` and \`undefined\`. Use the lowercase names; \`String\` and \`Number\` refer to wrapper objects. A **literal type** is a single value used as a type: \`let dir: "left" | "right"\` accepts exactly those two strings. \`const\` declarations get literal types automatically, and \`as const\` makes an object or array deeply readonly with literal types.

## Arrays and tuples

\`\`\`typescript
const scores: number[] = [90, 85];
const names: Array<string> = ["ana", "bo"];
const frozen: readonly number[] = [1, 2, 3];   // no push, no index assignment
const point: [number, number] = [3, 4];        // tuple: fixed length and positions
const entry: [name: string, age: number] = ["ana", 31];   // labelled tuple
\`\`\`

A **tuple** has a known length and a type per position, so \`point[2]\` is an error. Tuples are handy for returning several values, as \`useState\` does in React. \`readonly\` arrays prevent mutation, which is useful for function parameters that should not be modified.

## Typing functions

\`\`\`typescript
function inferType(values: string[]): "number" | "boolean" | "string" {
  const isNumber = (v: string) => /^-?\\d+(\\.\\d+)?$/.test(v);
  if (values.length > 0 && values.every(isNumber)) return "number";
  if (values.length > 0 && values.every((v) => v === "true" || v === "false")) return "boolean";
  return "string";
}

function greet(name: string, title?: string): string {      // optional parameter
  return title ? \`\${title} \${name}\` : name;
}
function total(...amounts: number[]): number {               // rest parameter
  return amounts.reduce((sum, a) => sum + a, 0);
}
type Comparator = (a: string, b: string) => number;         // function type expression
const byLength: Comparator = (a, b) => a.length - b.length; // parameters inferred from context
\`\`\`

An optional parameter has type \`T | undefined\` inside the function, so TypeScript makes you handle the missing case. A function that returns nothing has return type \`void\`. When a callback's type is known from context, as with \`byLength\` or an array's \`map\`, its parameters are inferred (**contextual typing**).

**Overloads** describe functions whose return type depends on the arguments: write several signatures followed by one implementation compatible with all of them. Prefer union parameter types when the return type does not change, since overloads are more verbose.

## Parsing text safely

Values read from files, forms or the network are strings. Decide explicitly what counts as a number: \`Number("")\` is \`0\` and \`Number("1e3")\` is \`1000\`, which may not be what your data format means. A regular expression such as \`^-?\\d+(\\.\\d+)?$\` states the accepted format precisely, and a small function returning a literal union type like \`"number" | "boolean" | "string"\` lets the compiler check every place the result is used.`,
  overview: {
    whatYouWillLearn: [
      'Primitive types use lowercase names and literal types restrict values to exact constants',
      'as const produces readonly literal types',
      'Arrays, readonly arrays and fixed-length labelled tuples',
      'Optional, default and rest parameters and void return types',
      'Function type expressions and contextual typing of callbacks',
      'Explicit parsing rules avoid surprises from Number() conversions',
    ],
    proTip:
      'Return literal unions such as "ok" | "error" instead of plain string; the compiler then catches typos in every comparison.',
  },
  mcqs: [],
  problems: [
    {
      id: 'ts-infer-column-types',
      title: 'Infer Column Types',
      description:
        'The input is a small CSV table: the first line holds comma-separated column names and each following line holds the same number of comma-separated values (there is at least one data row; there are no quotes). For each column, in order, print "NAME: TYPE" where TYPE is "number" if every value in the column matches an optional minus sign, digits, and an optional decimal part (such as 7, -3 or 2.50); "boolean" if every value is exactly true or false (lowercase); and "string" otherwise. Empty values are strings.',
      examples: [
        {
          input: 'name,age,active\nana,31,true\nbo,25,false',
          output: 'name: string\nage: number\nactive: boolean',
          explanation: 'Ages are all numeric and active holds only true/false.',
        },
        {
          input: 'x\n1\n2.5\n-3',
          output: 'x: number',
          explanation: 'Integers, decimals and negatives all count as numbers.',
        },
      ],
      constraints: ['1 to 20 columns', '1 to 1000 data rows', 'Values contain no commas or quotes'],
      testCases: [
        t(
          'name,age,active\nana,31,true\nbo,25,false',
          'name: string\nage: number\nactive: boolean',
          false,
        ),
        t('x\n1\n2.5\n-3', 'x: number', false),
        t('id,flag\n1,true\n2,yes', 'id: number\nflag: string'),
        t('a,b\n,1\n2,2', 'a: string\nb: number'),
        t('t\nTRUE', 't: string'),
        t('n,m\n1e3,abc\n+4,def', 'n: string\nm: string'),
        t('h,ok\n007,false', 'h: number\nok: boolean'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys

lines = [l for l in sys.stdin.read().split('\n') if l != '']
header = lines[0].split(',')
rows = [l.split(',') for l in lines[1:]]
num = re.compile(r'-?\d+(\.\d+)?')
for i, name in enumerate(header):
    col = [r[i] for r in rows]
    if all(num.fullmatch(v) for v in col):
        kind = 'number'
    elif all(v in ('true', 'false') for v in col):
        kind = 'boolean'
    else:
        kind = 'string'
    print(f'{name}: {kind}')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
cols, rows, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
LOOKS_NUMERIC = ['1e3', '+4', 'inf', 'NaN', '.5', '5.', '1_000', '0x1f', '- 3', '--2', '1.2.3']

def number():
    v = str(random.randint(-10**6, 10**6))
    return v + '.' + str(random.randint(0, 99)) if random.random() < 0.3 else v

def column(kind):
    if kind == 'number':
        col = [number() for _ in range(rows)]
    elif kind == 'boolean':
        col = [random.choice(('true', 'false')) for _ in range(rows)]
    elif kind == 'late-string':
        # numbers, except one value near the end that only looks numeric
        col = [number() for _ in range(rows)]
        col[random.randrange(rows // 2, rows)] = random.choice(LOOKS_NUMERIC)
    elif kind == 'late-bool':
        col = [random.choice(('true', 'false')) for _ in range(rows)]
        col[random.randrange(rows // 2, rows)] = random.choice(('True', 'FALSE', 'yes', '1'))
    elif kind == 'empty':
        col = [number() for _ in range(rows)]
        col[random.randrange(rows)] = ''
    else:
        col = [random.choice(('ana', 'bo', 'x y', '3 apples', 'true', '42')) for _ in range(rows)]
    return col

kinds = ['number', 'boolean', 'late-string', 'late-bool', 'string'] + (['empty'] if cols > 1 else [])
if mode == 'numbers':
    chosen = ['number'] * cols
else:
    chosen = [random.choice(kinds) for _ in range(cols)]
data = [column(k) for k in chosen]
print(','.join('col_%d' % i for i in range(cols)))
for r in range(rows):
    print(','.join(data[c][r] for c in range(cols)))
`,
        tests: [
          { args: '20 1000 mixed', label: '20 columns, 1,000 rows' },
          { args: '20 1000 numbers', label: '20 number columns, 1,000 rows' },
          { args: '8 300 mixed', label: '8 columns, 300 rows' },
          { args: '1 1000 mixed', label: '1 column, 1,000 rows' },
          { args: '20 1 mixed', label: '20 columns, 1 row' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert all(line != '' for line in lines), 'no empty lines'
assert all('"' not in line for line in lines), 'no quotes'
cols = len(lines[0].split(','))
assert 1 <= cols <= 20, '1 to 20 columns'
assert 1 <= len(lines) - 1 <= 1000, '1 to 1,000 data rows'
assert all(len(line.split(',')) == cols for line in lines[1:]), 'every row has one value per column'
`,
        wrongSolutions: [
          {
            name: 'float-parser',
            language: 'python3',
            mustFail: 'WA',
            why: 'Tests numbers with float(), which also accepts 1e3, +4, inf and nan',
            source: `import sys

lines = [l for l in sys.stdin.read().split('\\n') if l != '']
header = lines[0].split(',')
rows = [l.split(',') for l in lines[1:]]

def is_number(v):
    try:
        float(v)
        return True
    except ValueError:
        return False

for i, name in enumerate(header):
    col = [r[i] for r in rows]
    if all(is_number(v) for v in col):
        kind = 'number'
    elif all(v in ('true', 'false') for v in col):
        kind = 'boolean'
    else:
        kind = 'string'
    print(f'{name}: {kind}')
`,
          },
          {
            name: 'first-row-only',
            language: 'python3',
            mustFail: 'WA',
            why: "Decides each column's type from the first data row only",
            source: `import re
import sys

lines = [l for l in sys.stdin.read().split('\\n') if l != '']
header = lines[0].split(',')
first = lines[1].split(',')
num = re.compile(r'-?\\d+(\\.\\d+)?')
for i, name in enumerate(header):
    v = first[i]
    if num.fullmatch(v):
        kind = 'number'
    elif v in ('true', 'false'):
        kind = 'boolean'
    else:
        kind = 'string'
    print(f'{name}: {kind}')
`,
          },
        ],
      },
    },
  ],
};
