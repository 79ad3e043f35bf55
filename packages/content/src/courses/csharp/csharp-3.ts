import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'csharp-3',
  order: 3,
  title: 'Control Flow and Methods',
  description:
    'Direct program flow with if, switch expressions and loops, and organise logic into static methods with parameters, out values and overloads.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Use if/else, switch statements and switch expressions',
    'Iterate with for, foreach, while and do-while',
    'Write methods with optional, named, out and ref parameters',
    'Use expression-bodied members and local functions',
  ],
  lesson: `## Branching

\`if\` conditions must be \`bool\`; C# never treats numbers or references as true or false. Beyond the classic \`switch\` statement, where every section must end with \`break\`, \`return\` or \`throw\` (C# forbids implicit fall-through). Stacked \`case\` labels share one section, and integer division turns ranges into constants:

\`\`\`csharp
static string Classify(int score)
{
    if (score < 0 || score > 100) throw new ArgumentOutOfRangeException(nameof(score));
    switch (score / 10)
    {
        case 10:
        case 9:
            return "excellent";
        case 8:
        case 7:
            return "good";
        default:                       // everything else
            return "keep practising";
    }
}
\`\`\`

Newer C# reads more directly: C# 7 adds \`case int s when s >= 90:\` guards, and C# 8 and 9 add **switch expressions** with relational and logical patterns (\`score switch { >= 90 => "excellent", _ => "keep practising" }\`); the runner's Mono compiler has neither, so write the form above there.

## Loops

\`for\` is a counted loop, \`foreach\` iterates any collection, \`while\` tests before each pass and \`do ... while\` after. \`break\` leaves a loop and \`continue\` skips to the next iteration.

\`\`\`csharp
var lines = new List<string> { "first", "second" };
int[] values = { 3, 1, 4 };
foreach (var line in lines) Console.WriteLine(line);
for (int i = values.Length - 1; i >= 0; i--) Console.WriteLine(values[i]);   // backwards
\`\`\`

Modifying a \`List<T>\` while iterating it with \`foreach\` throws \`InvalidOperationException\`; iterate over a copy or use a \`for\` loop backwards when removing items.

## Methods

A method declares a return type, a name and parameters. Until you build classes, make helpers \`static\`. Methods can be **overloaded** by parameter types, and **expression-bodied** syntax (\`=>\`) suits one-line methods.

\`\`\`csharp
static readonly (int Value, string Symbol)[] Numerals =
{
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"),
    (50, "L"), (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
};

static string ToRoman(int n)
{
    var sb = new System.Text.StringBuilder();
    foreach (var numeral in Numerals)
        while (n >= numeral.Value) { sb.Append(numeral.Symbol); n -= numeral.Value; }
    return sb.ToString();
}
\`\`\`

This **greedy** algorithm works because the table includes the subtractive pairs (CM, XC, IV, ...) in descending order: at each step it emits the largest symbol that still fits.

Parameters have several flavours:

- **Optional** parameters have defaults: \`void Log(string msg, int level = 1)\`; callers may pass **named** arguments such as \`Log("hi", level: 3)\`.
- \`out\` parameters return extra results and must be assigned by the method, as in \`int.TryParse(s, out var n)\`.
- \`ref\` parameters pass a variable by reference so the method can read and change it.
- \`params int[] values\` accepts any number of arguments.

For several return values, a **tuple** is usually clearer than \`out\`: \`(int Min, int Max) Range(int[] xs)\` and \`var (min, max) = Range(data);\`.

**Local functions** are methods declared inside another method, visible only there: ideal for small helpers used by one algorithm, such as a recursive step. Mark them \`static\` if they do not capture local variables, which prevents accidental captures.`,
  overview: {
    whatYouWillLearn: [
      'Conditions must be bool and switch sections cannot fall through implicitly',
      'Switch expressions with relational and logical patterns return values',
      'foreach iterates collections and must not modify them',
      'Optional, named, out, ref and params parameters',
      'Tuples return several values with named elements',
      'Greedy conversion over a descending table of values',
    ],
    proTip:
      'When a method needs an out parameter and a bool, consider returning a tuple or a nullable instead; call sites usually read better.',
  },
  mcqs: [],
  problems: [
    {
      id: 'cs-roman-numerals',
      title: 'Roman Numerals',
      description:
        'Each input line contains an integer n between 1 and 3999. For each, print its Roman numeral on its own line, using the standard subtractive forms (IV = 4, IX = 9, XL = 40, XC = 90, CD = 400, CM = 900).',
      examples: [
        { input: '3\n58', output: 'III\nLVIII', explanation: '58 = 50 + 5 + 3 = L + V + III.' },
        {
          input: '1994',
          output: 'MCMXCIV',
          explanation: '1994 = 1000 + 900 + 90 + 4 = M + CM + XC + IV.',
        },
      ],
      constraints: ['1 <= n <= 3999', 'At most 1000 numbers'],
      testCases: [
        t('3\n58', 'III\nLVIII', false),
        t('1994', 'MCMXCIV', false),
        t('4', 'IV'),
        t('3999', 'MMMCMXCIX'),
        t('1\n944', 'I\nCMXLIV'),
        t('40\n90\n400\n2026', 'XL\nXC\nCD\nMMXXVI'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

TABLE = [(1000, 'M'), (900, 'CM'), (500, 'D'), (400, 'CD'), (100, 'C'), (90, 'XC'),
         (50, 'L'), (40, 'XL'), (10, 'X'), (9, 'IX'), (5, 'V'), (4, 'IV'), (1, 'I')]

def to_roman(n):
    out = []
    for value, symbol in TABLE:
        while n >= value:
            out.append(symbol)
            n -= value
    return ''.join(out)

print('\n'.join(to_roman(int(tok)) for tok in sys.stdin.read().split()))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, mode = int(args[0]), args[1]
random.seed(' '.join(args))
if mode == 'random':
    xs = [random.randint(1, 3999) for _ in range(k)]
elif mode == 'subtractive':
    # every digit is 4 or 9, so every subtractive form appears
    xs = [int(''.join(random.choice('49') for _ in range(random.randint(1, 3)))) + random.choice((0, 1000, 2000, 3000)) for _ in range(k)]
elif mode == 'max':
    xs = [3999] * k
elif mode == 'min':
    xs = [1] * k
else:
    raise SystemExit('unknown mode ' + mode)
print('\\n'.join(map(str, xs)))
`,
        tests: [
          { args: '1000 random', label: '1,000 numbers from 1 to 3999' },
          { args: '1000 subtractive', label: '1,000 numbers made of 4s and 9s' },
          { args: '1000 max', label: '1,000 times 3999' },
          { args: '1 min', label: 'the number 1' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
while lines and lines[-1] == '':
    lines.pop()
assert 1 <= len(lines) <= 1000, 'at most 1,000 numbers'
for line in lines:
    assert line.isdigit() and 1 <= int(line) <= 3999, 'n out of range: ' + line
`,
        wrongSolutions: [
          {
            name: 'no-subtractive-forms',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses only the seven single letters, so 4 becomes IIII and 1994 loses CM, XC and IV',
            source: `import sys

TABLE = [(1000, 'M'), (500, 'D'), (100, 'C'), (50, 'L'), (10, 'X'), (5, 'V'), (1, 'I')]

def to_roman(n):
    out = []
    for value, symbol in TABLE:
        while n >= value:
            out.append(symbol)
            n -= value
    return ''.join(out)

print('\\n'.join(to_roman(int(tok)) for tok in sys.stdin.read().split()))
`,
          },
          {
            name: 'strictly-greater',
            language: 'python3',
            mustFail: 'WA',
            why: 'Loops while n > value instead of n >= value, so exact values are never emitted: 3 becomes II',
            source: `import sys

TABLE = [(1000, 'M'), (900, 'CM'), (500, 'D'), (400, 'CD'), (100, 'C'), (90, 'XC'),
         (50, 'L'), (40, 'XL'), (10, 'X'), (9, 'IX'), (5, 'V'), (4, 'IV'), (1, 'I')]

def to_roman(n):
    out = []
    for value, symbol in TABLE:
        while n > value:
            out.append(symbol)
            n -= value
    return ''.join(out)

print('\\n'.join(to_roman(int(tok)) for tok in sys.stdin.read().split()))
`,
          },
        ],
      },
    },
  ],
};
