import type { ChapterContent } from '@app/shared/content.schemas';

const t = (input: string, expectedOutput: string, hidden = true) => ({
  input,
  expectedOutput,
  hidden,
});

export const chapter: ChapterContent = {
  id: 'kotlin-2',
  order: 2,
  title: 'Control Flow: if, when, Ranges and Loops',
  description:
    'Use if and when as expressions, iterate over ranges and collections with for, and control loops with break, continue and labels.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Use if and when as expressions that return values',
    'Write when with constants, ranges, types and no subject',
    'Build ranges with .., until, downTo and step',
    'Loop with for, while and do-while, using labels when nested',
  ],
  lesson: `## if is an expression

In Kotlin, \`if\` returns a value, so there is no ternary operator:

\`\`\`kotlin
val a = 3
val b = 7
val score = 64
val max = if (a > b) a else b
val label = if (score >= 50) {
    println("passed")
    "pass"            // the last expression of a block is its value
} else "fail"
\`\`\`

When \`if\` is used as an expression, the \`else\` branch is mandatory.

## when

\`when\` replaces \`switch\` and is far more flexible. It can match constants, several values at once, ranges, types, or arbitrary conditions when used without a subject. Like \`if\`, it is an expression:

\`\`\`kotlin
fun grade(score: Int): String = when (score) {
    in 90..100 -> "A"
    in 80 until 90 -> "B"
    in 0 until 80 -> "C"
    else -> throw IllegalArgumentException("bad score $score")
}

fun describe(x: Any): String = when (x) {
    0, 1 -> "tiny"
    is String -> "text of length \${x.length}"   // smart cast to String
    else -> "something else"
}

val n = -5
val sign = when {                                // no subject: boolean conditions
    n < 0 -> "negative"
    n == 0 -> "zero"
    else -> "positive"
}
\`\`\`

Branches are checked in order and only the first match runs; there is no fall-through. When \`when\` is used as an expression over an enum or sealed type, the compiler requires it to be **exhaustive**.

## Ranges and progressions

\`1..5\` is a closed range including 5; \`1 until 5\` (or \`1..<5\` in recent Kotlin) excludes the end; \`10 downTo 1\` counts down; \`step 2\` skips values. \`x in 1..10\` tests membership, and ranges work for characters too (\`'a'..'z'\`).

## Loops

\`for\` iterates over anything iterable: ranges, collections, strings, and with \`withIndex()\` or \`indices\` when you need positions.

\`\`\`kotlin
val list = listOf("a", "b", "c")
val queue = java.util.ArrayDeque(listOf(1, 2))
fun process(n: Int) = println(n)
var line: String?
val grid = listOf(listOf(1, 2), listOf(3, 4))
val target = 3
for (i in 0 until list.size step 2) println(list[i])
for ((index, value) in list.withIndex()) println("$index: $value")
while (queue.isNotEmpty()) process(queue.removeFirst())
do { line = readLine() } while (line != null && line.isBlank())

outer@ for (row in grid) {
    for (cell in row) {
        if (cell == target) break@outer   // labelled break exits both loops
    }
}
\`\`\`

## Expressions everywhere

Because \`if\`, \`when\` and even \`try\` are expressions, Kotlin code tends to assign the result of a decision directly instead of declaring a variable and setting it in each branch. This keeps variables as \`val\`, avoids forgetting a branch, and lets the compiler check that every path produces a value of the right type. A good habit is to ask, whenever you write \`var result\` followed by branches, whether a single \`val result = when { ... }\` would say the same thing more directly.

## Walking a sorted sequence

A common pattern is scanning a sorted list while tracking where the current **run** starts. When the next value breaks the run, emit the run and start a new one:

\`\`\`kotlin
val nums = listOf(1, 2, 3, 5, 7, 8)
val parts = mutableListOf<String>()
var start = 0
for (i in nums.indices) {
    val endOfRun = i == nums.lastIndex || nums[i + 1] != nums[i] + 1
    if (endOfRun) {
        parts += if (start == i) "\${nums[i]}" else "\${nums[start]}..\${nums[i]}"
        start = i + 1
    }
}
println(parts.joinToString(","))
\`\`\`

Checking \`i == nums.lastIndex\` first avoids reading past the end, thanks to the short-circuiting \`||\`.`,
  overview: {
    whatYouWillLearn: [
      'if is an expression, so Kotlin needs no ternary operator',
      'when matches constants, ranges, types and arbitrary conditions',
      'when used as an expression over enums or sealed types must be exhaustive',
      'Ranges with .., until, downTo and step, and membership tests with in',
      'for loops over ranges, collections and withIndex',
      'Labelled breaks exit nested loops',
    ],
    proTip:
      'Prefer when over chains of if-else as soon as you have three branches; it reads like a table and the compiler checks exhaustiveness for you.',
  },
  mcqs: [],
  problems: [
    {
      id: 'kt-range-summary',
      title: 'Range Summary',
      description:
        'The input is one line of distinct integers in strictly increasing order. Summarise them by collapsing every run of consecutive integers (each one greater than the previous) into "start..end". A run of a single number is written as just that number. Print the parts separated by commas, without spaces.',
      examples: [
        { input: '1 2 3 5 7 8 9', output: '1..3,5,7..9', explanation: 'Runs: 1-3, 5 alone, 7-9.' },
        { input: '4', output: '4', explanation: 'A single number is printed as is.' },
      ],
      constraints: [
        '1 to 100 000 integers',
        '-10^9 <= value <= 10^9',
        'The values are distinct and sorted ascending',
      ],
      testCases: [
        t('1 2 3 5 7 8 9', '1..3,5,7..9', false),
        t('4', '4', false),
        t('1 3 5', '1,3,5'),
        t('-3 -2 -1 0 1', '-3..1'),
        t('10 11', '10..11'),
        t('0 2 3 4 6 7', '0,2..4,6..7'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

nums = list(map(int, sys.stdin.read().split()))
parts = []
start = 0
for i in range(len(nums)):
    if i == len(nums) - 1 or nums[i + 1] != nums[i] + 1:
        parts.append(str(nums[i]) if start == i else f'{nums[start]}..{nums[i]}')
        start = i + 1
print(','.join(parts))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
B = 10**9
if mode == 'mixed':
    xs, v = [], -random.randint(20000, 30000)
    for _ in range(n):
        xs.append(v)
        v += random.choice((1, 1, 1, 2, 2, 3, 10))
elif mode == 'onerun':
    start = random.randint(-n, 0)
    xs = list(range(start, start + n))
elif mode == 'pairs':
    # runs of exactly two
    xs = []
    v = random.randint(-1000, 1000)
    for _ in range(n // 2):
        xs += [v, v + 1]
        v += 3
elif mode == 'gaps':
    xs = sorted(random.sample(range(-B, B + 1), n))
elif mode == 'ends':
    xs = [-B, -B + 1, -B + 2, 0, B - 1, B][:n]
else:
    raise SystemExit('unknown mode ' + mode)
print(' '.join(map(str, xs)))
`,
        tests: [
          { args: '12000 mixed', label: '12,000 integers, runs and gaps' },
          { args: '15000 onerun', label: '15,000 consecutive integers' },
          { args: '10000 pairs', label: '10,000 integers in runs of two' },
          { args: '10000 gaps', label: '10,000 integers spread over -10^9 to 10^9' },
          { args: '6 ends', label: 'runs at -10^9 and 10^9' },
          { args: '1 gaps', label: 'one integer' },
        ],
        validator: `import sys
xs = [int(v) for v in sys.stdin.read().split()]
assert 1 <= len(xs) <= 100000, '1 to 100,000 integers'
assert all(-10**9 <= x <= 10**9 for x in xs), 'value out of range'
assert all(a < b for a, b in zip(xs, xs[1:])), 'distinct and sorted ascending'
`,
        wrongSolutions: [
          {
            name: 'drops-last-run',
            language: 'python3',
            mustFail: 'WA',
            why: 'Closes a run only when a gap follows, so the last run is never printed',
            source: `import sys

nums = list(map(int, sys.stdin.read().split()))
parts = []
start = 0
for i in range(1, len(nums)):
    if nums[i] != nums[i - 1] + 1:
        parts.append(str(nums[start]) if start == i - 1 else f'{nums[start]}..{nums[i - 1]}')
        start = i
print(','.join(parts))
`,
          },
          {
            name: 'pairs-not-collapsed',
            language: 'python3',
            mustFail: 'WA',
            why: 'Collapses only runs of three or more, so 10 11 prints 10,11 instead of 10..11',
            source: `import sys

nums = list(map(int, sys.stdin.read().split()))
parts = []
start = 0
for i in range(len(nums)):
    if i == len(nums) - 1 or nums[i + 1] != nums[i] + 1:
        if i - start >= 2:
            parts.append(f'{nums[start]}..{nums[i]}')
        else:
            parts += [str(x) for x in nums[start:i + 1]]
        start = i + 1
print(','.join(parts))
`,
          },
        ],
      },
    },
  ],
};
