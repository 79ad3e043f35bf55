import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'ts-4',
  order: 4,
  title: 'Unions, Narrowing and Discriminated Unions',
  description:
    'Model values that can be one of several types, narrow them safely with type guards, and process discriminated unions exhaustively.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Declare union and literal union types',
    'Narrow unions with typeof, instanceof, in, equality and truthiness checks',
    'Write user-defined type guards and assertion functions',
    'Model variants with discriminated unions and check exhaustiveness with never',
  ],
  lesson: `## Union types

A **union** \`A | B\` is a value that may be either type. Before you use a member that exists on only one of them, TypeScript requires you to **narrow** the union:

\`\`\`typescript
function format(value: string | number): string {
  if (typeof value === "number") {
    return value.toFixed(2);        // narrowed to number
  }
  return value.trim();              // narrowed to string
}
\`\`\`

Narrowing follows control flow. TypeScript understands \`typeof\` checks, \`instanceof\`, the \`in\` operator (\`"radius" in shape\`), equality checks against literals or \`null\`, truthiness checks, \`Array.isArray\`, and early \`return\`s.

Narrowing also works in the other direction: after \`if (value === null) return;\`, the rest of the function knows the value is not \`null\`. Design functions so that the narrowing happens early and the main logic works with precise types, instead of repeating checks throughout.

## Custom type guards

A function whose return type is a **type predicate** \`value is T\` teaches the compiler a reusable check:

\`\`\`typescript
function isInteger(text: string): boolean { return /^-?\\d+$/.test(text); }

interface Click { kind: "click"; x: number; y: number }
function isClick(e: AppEvent): e is Click { return e.kind === "click"; }
\`\`\`

Assertion functions (\`function assertDefined<T>(v: T): asserts v is NonNullable<T>\`) narrow by throwing when the check fails.

## Discriminated unions

The most useful pattern combines object types that share a **discriminant** property with a literal type:

\`\`\`typescript
type AppEvent =
  | { kind: "click"; x: number; y: number }
  | { kind: "key"; key: string }
  | { kind: "scroll"; delta: number };

function parse(line: string): AppEvent | null {
  const [kind, a, b, ...extra] = line.trim().split(/\\s+/);
  if (extra.length > 0) return null;        // too many arguments
  if (kind === "click" && a && b && isInteger(a) && isInteger(b)) return { kind, x: Number(a), y: Number(b) };
  if (kind === "key" && a?.length === 1 && b === undefined) return { kind, key: a };
  if (kind === "scroll" && a && isInteger(a) && b === undefined) return { kind, delta: Number(a) };
  return null;                               // invalid input is an explicit result
}

function describe(e: AppEvent): string {
  switch (e.kind) {
    case "click": return \`click at \${e.x},\${e.y}\`;   // e is narrowed to the click variant
    case "key": return \`key \${e.key}\`;
    case "scroll": return \`scroll \${e.delta}\`;
    default: {
      const unreachable: never = e;         // compile error if a variant is not handled
      return unreachable;
    }
  }
}
\`\`\`

Switching on \`e.kind\` narrows \`e\` to the matching variant, so each branch can access exactly the properties that exist. The \`never\` assignment in \`default\` is an **exhaustiveness check**: if someone adds a \`"resize"\` variant and forgets to handle it, \`e\` is no longer \`never\` there and compilation fails.

Discriminated unions model API responses (\`{ status: "ok"; data } | { status: "error"; message }\`), UI states and reducer actions far more safely than objects with many optional properties, because impossible combinations cannot be expressed. Parsing untrusted text into such a union at the boundary, with \`null\` or an error variant for invalid input, keeps the rest of the program free of defensive checks.`,
  overview: {
    whatYouWillLearn: [
      'A union type accepts values of any member type',
      'typeof, instanceof, in, equality and truthiness checks narrow unions',
      'Type predicates (value is T) create reusable type guards',
      'Discriminated unions share a literal-typed kind property',
      'Switching on the discriminant narrows each branch to one variant',
      'Assigning to never enforces exhaustive handling',
    ],
    proTip:
      'Add the const unreachable: never = value line to every switch over a discriminated union; it turns forgotten cases into compile errors.',
  },
  mcqs: [],
  problems: [
    {
      id: 'ts-event-summary',
      title: 'Event Log Summary',
      description:
        'Each input line is an event. Valid events are "click X Y" (two integers), "key K" (exactly one character K) and "scroll D" (one integer D); integers may have a leading minus sign. Any other line, including a known kind with missing, extra or malformed arguments, is invalid. Print four lines: "clicks: N" (number of click events), "keys: S" (the key characters concatenated in order, or "(none)" if there were none), "scroll: T" (the sum of all scroll deltas) and "invalid: K" (the number of invalid lines). Ignore completely empty lines.',
      examples: [
        {
          input: 'click 1 2\nkey a\nscroll 5\nkey b\nscroll -2',
          output: 'clicks: 1\nkeys: ab\nscroll: 3\ninvalid: 0',
          explanation: 'One click, keys a and b, and scrolls 5 - 2 = 3.',
        },
        {
          input: 'hover 1\nclick 3',
          output: 'clicks: 0\nkeys: (none)\nscroll: 0\ninvalid: 2',
          explanation: 'hover is unknown and the click lacks its Y coordinate.',
        },
      ],
      constraints: [
        'At most 100 000 lines',
        '|integers| <= 10^9; the scroll total fits in 64 bits',
      ],
      testCases: [
        t(
          'click 1 2\nkey a\nscroll 5\nkey b\nscroll -2',
          'clicks: 1\nkeys: ab\nscroll: 3\ninvalid: 0',
          false,
        ),
        t('hover 1\nclick 3', 'clicks: 0\nkeys: (none)\nscroll: 0\ninvalid: 2', false),
        t('key x', 'clicks: 0\nkeys: x\nscroll: 0\ninvalid: 0'),
        t('click 0 0\nclick 5 5\nclick -9 9', 'clicks: 3\nkeys: (none)\nscroll: 0\ninvalid: 0'),
        t('scroll abc\nkey\nkey ab\nclick 1 2 3', 'clicks: 0\nkeys: (none)\nscroll: 0\ninvalid: 4'),
        t(
          'scroll 1000000000\nscroll 1000000000\nscroll 1000000000',
          'clicks: 0\nkeys: (none)\nscroll: 3000000000\ninvalid: 0',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import re
import sys

INT = re.compile(r'-?\d+')
clicks = 0
keys = []
scroll = 0
invalid = 0
for line in sys.stdin.read().split('\n'):
    parts = line.split()
    if not parts:
        continue
    kind, args = parts[0], parts[1:]
    if kind == 'click' and len(args) == 2 and all(INT.fullmatch(a) for a in args):
        clicks += 1
    elif kind == 'key' and len(args) == 1 and len(args[0]) == 1:
        keys.append(args[0])
    elif kind == 'scroll' and len(args) == 1 and INT.fullmatch(args[0]):
        scroll += int(args[0])
    else:
        invalid += 1
print(f'clicks: {clicks}')
print(f'keys: {"".join(keys) if keys else "(none)"}')
print(f'scroll: {scroll}')
print(f'invalid: {invalid}')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
KEYS = 'abcxyzABC019!?#;.'
BAD = ['hover 1', 'click 3', 'click 1 2 3', 'click a b', 'key', 'key ab', 'scroll', 'scroll abc', 'scroll 1 2',
       'scroll +5', 'click 1.5 2', 'Key a', 'scroll --3', 'key a b']
lines = []
for _ in range(n):
    r = random.random()
    if mode == 'scroll':
        lines.append('scroll %d' % random.choice((10**9, 10**9, -10**9 // 2)))
    elif mode == 'invalid':
        lines.append(random.choice(BAD))
    elif r < 0.3:
        lines.append('click %d %d' % (random.randint(-10**9, 10**9), random.randint(-10**9, 10**9)))
    elif r < 0.55:
        lines.append('key ' + random.choice(KEYS))
    elif r < 0.8:
        lines.append('scroll %d' % random.randint(-10**9, 10**9))
    elif r < 0.85:
        lines.append('')
    else:
        lines.append(random.choice(BAD))
print('\\n'.join(lines))
`,
        tests: [
          { args: '12000 random', label: '12,000 mixed events' },
          { args: '5000 scroll', label: '5,000 scrolls of up to 10^9' },
          { args: '3000 invalid', label: '3,000 malformed lines' },
          { args: '1 random', label: 'one line' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 100000, 'at most 100,000 lines'
scroll = 0
for line in lines:
    assert line.isascii() and line.isprintable(), 'printable ASCII'
    for tok in line.split():
        if re.fullmatch(r'-?[0-9]+', tok):
            assert abs(int(tok)) <= 10**9, '|integers| <= 10^9'
    parts = line.split()
    if len(parts) == 2 and parts[0] == 'scroll' and re.fullmatch(r'-?[0-9]+', parts[1]):
        scroll += int(parts[1])
        assert abs(scroll) <= 2**63 - 1, 'the scroll total fits in 64 bits'
`,
        wrongSolutions: [
          {
            name: 'key-takes-first-char',
            language: 'python3',
            mustFail: 'WA',
            why: 'Accepts key ab and keeps its first character instead of counting the line as invalid',
            source: `import re
import sys

INT = re.compile(r'-?\\d+')
clicks = 0
keys = []
scroll = 0
invalid = 0
for line in sys.stdin.read().split('\\n'):
    parts = line.split()
    if not parts:
        continue
    kind, args = parts[0], parts[1:]
    if kind == 'click' and len(args) == 2 and all(INT.fullmatch(a) for a in args):
        clicks += 1
    elif kind == 'key' and len(args) == 1:
        keys.append(args[0][0])
    elif kind == 'scroll' and len(args) == 1 and INT.fullmatch(args[0]):
        scroll += int(args[0])
    else:
        invalid += 1
print(f'clicks: {clicks}')
print(f'keys: {"".join(keys) if keys else "(none)"}')
print(f'scroll: {scroll}')
print(f'invalid: {invalid}')
`,
          },
          {
            name: '32-bit-scroll',
            language: 'cpp',
            mustFail: 'WA',
            why: 'Sums scroll deltas in an int, which overflows past 2,147,483,647',
            source: `#include <iostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>
int main() {
    const std::regex num("-?[0-9]+");
    int clicks = 0, invalid = 0, scroll = 0;
    std::string keys, line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::vector<std::string> p;
        std::string t;
        while (in >> t) p.push_back(t);
        if (p.empty()) continue;
        if (p[0] == "click" && p.size() == 3 && std::regex_match(p[1], num) && std::regex_match(p[2], num)) clicks++;
        else if (p[0] == "key" && p.size() == 2 && p[1].size() == 1) keys += p[1];
        else if (p[0] == "scroll" && p.size() == 2 && std::regex_match(p[1], num)) scroll += std::stoi(p[1]);
        else invalid++;
    }
    std::cout << "clicks: " << clicks << "\\nkeys: " << (keys.empty() ? "(none)" : keys) << "\\nscroll: " << scroll << "\\ninvalid: " << invalid << '\\n';
}
`,
          },
        ],
      },
    },
  ],
};
