import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'go-2',
  order: 2,
  title: 'Variables, Types and Control Flow',
  description:
    "Declare variables and constants, use Go's basic types and zero values, and control execution with if, for and switch.",
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Declare variables with var and :=, and constants with const and iota',
    'Use basic types, zero values and explicit conversions',
    'Write if statements with initialisers and the single for loop in all its forms',
    'Use expressionless switch statements for range checks',
  ],
  lesson: `## Declarations

Go has two ways to declare variables. \`var\` works everywhere and may omit the initial value; the **short declaration** \`:=\` works only inside functions and infers the type.

\`\`\`go
var count int            // zero value: 0
var name = "gopher"      // type inferred: string
score := 87              // short declaration, inside functions only
x, y := 1, 2             // several at once
const Pi = 3.14159       // untyped constant
const (
	Small = iota         // 0
	Medium               // 1
	Large                // 2
)
\`\`\`

Every variable starts with a **zero value**: \`0\` for numbers, \`false\` for booleans, \`""\` for strings and \`nil\` for pointers, slices, maps, channels, functions and interfaces. There is no uninitialised memory in Go. \`iota\` counts up inside a \`const\` block, which is handy for enumerations.

## Basic types

Integers come in \`int\` (64 bits on modern platforms), sized variants \`int8\` to \`int64\`, and unsigned \`uint\` variants; \`byte\` is \`uint8\` and \`rune\` is \`int32\`, representing a Unicode code point. Floats are \`float64\` and \`float32\`. Strings are immutable sequences of bytes, usually UTF-8. Go performs **no implicit conversions**, even between \`int\` and \`int64\`; you must write \`float64(total) / float64(n)\`. Integer division truncates toward zero, and integer overflow wraps around silently.

## if and for

\`if\` needs no parentheses but always needs braces, and it can start with a short statement whose variables are scoped to the \`if\`/\`else\` chain:

\`\`\`go
text := "42"
if n, err := strconv.Atoi(text); err != nil {
	fmt.Println("not a number")
} else if n%2 == 0 {
	fmt.Println("even")
}
\`\`\`

\`for\` is Go's **only** loop keyword, in three forms:

\`\`\`go
total, scores := 0, []int{90, 75}
for i := 0; i < 10; i++ { fmt.Print(i) }          // classic three-part loop
for total < 100 { total += 7 }                    // like while
for { break }                                     // infinite loop, left with break or return
for i, v := range scores { fmt.Println(i, v) }    // iterate slices, strings, maps, channels
for i := range 10 { fmt.Print(i) }                // Go 1.22+: 0 through 9
\`\`\`

## switch

A \`switch\` evaluates cases top to bottom and runs only the first match: there is **no fall-through** unless you write \`fallthrough\`, so no \`break\` is needed. A case may list several values (\`case "sat", "sun":\`). A switch with no expression is a clean replacement for long \`if-else\` chains:

\`\`\`go
score, grade := 85, ""
switch {
case score >= 90:
	grade = "A"
case score >= 80:
	grade = "B"
default:
	grade = "F"
}
\`\`\`

## Reading input

For exercises, \`bufio.NewScanner(os.Stdin)\` with \`scanner.Split(bufio.ScanWords)\` reads whitespace-separated tokens, and \`strconv.Atoi\` converts them. \`fmt.Fscan(reader, &x)\` also works and is simpler, though slower for large inputs.`,
  overview: {
    whatYouWillLearn: [
      'var declares anywhere while := declares and infers inside functions',
      'Every type has a zero value, so variables are never uninitialised',
      'const blocks with iota create enumerations',
      'Go never converts numeric types implicitly',
      'for is the only loop, covering counted, while-style, infinite and range loops',
      'switch cases do not fall through, and expressionless switch replaces if-else chains',
    ],
    proTip:
      'Keep variables in the narrowest scope: declare them in the if or for statement header when only that block needs them.',
  },
  mcqs: [],
  problems: [
    {
      id: 'go-grade-stats',
      title: 'Grade Statistics',
      description:
        'The first line contains n. The second line contains n integer scores between 0 and 100. Print two lines. The first: the minimum and maximum score separated by a space. The second: how many scores earn each grade, formatted exactly as "A:a B:b C:c D:d F:f", where A is 90-100, B is 80-89, C is 70-79, D is 60-69 and F is below 60.',
      examples: [
        {
          input: '5\n95 82 67 45 100',
          output: '45 100\nA:2 B:1 C:0 D:1 F:1',
          explanation: '95 and 100 are A, 82 is B, 67 is D and 45 is F.',
        },
        {
          input: '1\n70',
          output: '70 70\nA:0 B:0 C:1 D:0 F:0',
          explanation: 'A single score is both minimum and maximum; 70 is a C.',
        },
      ],
      constraints: ['1 <= n <= 100 000', '0 <= score <= 100'],
      testCases: [
        t('5\n95 82 67 45 100', '45 100\nA:2 B:1 C:0 D:1 F:1', false),
        t('1\n70', '70 70\nA:0 B:0 C:1 D:0 F:0', false),
        t('3\n0 0 0', '0 0\nA:0 B:0 C:0 D:0 F:3'),
        t('4\n90 80 70 60', '60 90\nA:1 B:1 C:1 D:1 F:0'),
        t('6\n89 79 69 59 100 1', '1 100\nA:1 B:1 C:1 D:1 F:2'),
        t('2\n100 100', '100 100\nA:2 B:0 C:0 D:0 F:0'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
n = int(data[0])
scores = list(map(int, data[1:1 + n]))
counts = {'A': 0, 'B': 0, 'C': 0, 'D': 0, 'F': 0}
for s in scores:
    if s >= 90:
        counts['A'] += 1
    elif s >= 80:
        counts['B'] += 1
    elif s >= 70:
        counts['C'] += 1
    elif s >= 60:
        counts['D'] += 1
    else:
        counts['F'] += 1
print(min(scores), max(scores))
print(' '.join(f'{g}:{c}' for g, c in counts.items()))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    xs = [random.randint(0, 100) for _ in range(n)]
elif mode == 'boundaries':
    xs = [random.choice((0, 59, 60, 69, 70, 79, 80, 89, 90, 100)) for _ in range(n)]
elif mode == 'high':
    xs = [random.randint(61, 100) for _ in range(n)]
elif mode == 'zeros':
    xs = [0] * n
elif mode == 'hundreds':
    xs = [100] * n
else:
    raise SystemExit('unknown mode ' + mode)
print(n)
print(' '.join(map(str, xs)))
`,
        tests: [
          { args: '80000 random', label: 'n = 80,000, random scores' },
          { args: '10000 boundaries', label: 'n = 10,000, only grade boundaries' },
          { args: '10000 high', label: 'n = 10,000, no score below 61' },
          { args: '1000 zeros', label: 'n = 1,000, all 0' },
          { args: '1 hundreds', label: 'n = 1, score 100' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 100000, 'n out of range'
xs = lines[1].split()
assert len(xs) == n, 'expected n scores'
assert all(0 <= int(x) <= 100 for x in xs), 'score out of range'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'strict-boundaries',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares with > instead of >=, so 90, 80, 70 and 60 fall into the grade below',
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
scores = list(map(int, data[1:1 + n]))
counts = {'A': 0, 'B': 0, 'C': 0, 'D': 0, 'F': 0}
for s in scores:
    if s > 90:
        counts['A'] += 1
    elif s > 80:
        counts['B'] += 1
    elif s > 70:
        counts['C'] += 1
    elif s > 60:
        counts['D'] += 1
    else:
        counts['F'] += 1
print(min(scores), max(scores))
print(' '.join(f'{g}:{c}' for g, c in counts.items()))
`,
          },
          {
            name: 'minimum-starts-at-zero',
            language: 'python3',
            mustFail: 'WA',
            why: 'Starts the running minimum at 0 instead of the first score, so the minimum is 0 whenever no score is 0',
            source: `import sys

data = sys.stdin.read().split()
n = int(data[0])
scores = list(map(int, data[1:1 + n]))
counts = {'A': 0, 'B': 0, 'C': 0, 'D': 0, 'F': 0}
lo, hi = 0, 0
for s in scores:
    lo = min(lo, s)
    hi = max(hi, s)
    if s >= 90:
        counts['A'] += 1
    elif s >= 80:
        counts['B'] += 1
    elif s >= 70:
        counts['C'] += 1
    elif s >= 60:
        counts['D'] += 1
    else:
        counts['F'] += 1
print(lo, hi)
print(' '.join(f'{g}:{c}' for g, c in counts.items()))
`,
          },
        ],
      },
    },
  ],
};
