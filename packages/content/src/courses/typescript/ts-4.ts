import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({ input, expectedOutput, hidden });

export const chapter: ChapterContent = {
  id: 'ts-4',
  order: 4,
  title: 'Unions, Narrowing and Discriminated Unions',
  description: 'Model values that can be one of several types, narrow them safely with type guards, and process discriminated unions exhaustively.',
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
    proTip: 'Add the const unreachable: never = value line to every switch over a discriminated union; it turns forgotten cases into compile errors.',
  },
  mcqs: [],
  problems: [
    {
      id: 'ts-event-summary',
      title: 'Event Log Summary',
      description:
        'Each input line is an event. Valid events are "click X Y" (two integers), "key K" (exactly one character K) and "scroll D" (one integer D); integers may have a leading minus sign. Any other line, including a known kind with missing, extra or malformed arguments, is invalid. Print four lines: "clicks: N" (number of click events), "keys: S" (the key characters concatenated in order, or "(none)" if there were none), "scroll: T" (the sum of all scroll deltas) and "invalid: K" (the number of invalid lines). Ignore completely empty lines.',
      examples: [
        { input: 'click 1 2\nkey a\nscroll 5\nkey b\nscroll -2', output: 'clicks: 1\nkeys: ab\nscroll: 3\ninvalid: 0', explanation: 'One click, keys a and b, and scrolls 5 - 2 = 3.' },
        { input: 'hover 1\nclick 3', output: 'clicks: 0\nkeys: (none)\nscroll: 0\ninvalid: 2', explanation: 'hover is unknown and the click lacks its Y coordinate.' },
      ],
      constraints: ['At most 100 000 lines', '|integers| <= 10^9; the scroll total fits in 64 bits'],
      testCases: [
        t('click 1 2\nkey a\nscroll 5\nkey b\nscroll -2', 'clicks: 1\nkeys: ab\nscroll: 3\ninvalid: 0', false),
        t('hover 1\nclick 3', 'clicks: 0\nkeys: (none)\nscroll: 0\ninvalid: 2', false),
        t('key x', 'clicks: 0\nkeys: x\nscroll: 0\ninvalid: 0'),
        t('click 0 0\nclick 5 5\nclick -9 9', 'clicks: 3\nkeys: (none)\nscroll: 0\ninvalid: 0'),
        t('scroll abc\nkey\nkey ab\nclick 1 2 3', 'clicks: 0\nkeys: (none)\nscroll: 0\ninvalid: 4'),
        t('scroll 1000000000\nscroll 1000000000\nscroll 1000000000', 'clicks: 0\nkeys: (none)\nscroll: 3000000000\ninvalid: 0'),
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
    },
  ],
};
