import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-1',
  order: 1,
  title: 'Swift Fundamentals',
  description:
    'Start with Swift: constants and variables, type inference, basic types, strings, control flow and playgrounds.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Declare constants with let and variables with var',
    'Use Swift basic types, type inference and type safety',
    'Work with strings, interpolation and ranges',
    'Write conditionals, loops and exhaustive switch statements',
  ],
  lesson: `## Why Swift

**Swift** is Apple's modern, open-source language for iOS, iPadOS, macOS, watchOS, tvOS and visionOS apps, and it also runs on Linux, Windows and servers. It is designed to be **safe** (no uninitialised variables, no null pointer crashes thanks to optionals, bounds-checked arrays), **fast** (compiled to native code with LLVM) and **expressive**. Swift 6 added compile-time data-race safety. You write Swift in Xcode, where **playgrounds** and SwiftUI previews show results as you type.

## Constants and variables

\`\`\`swift
let maxAttempts = 3          // constant: cannot change
var score = 0                // variable
score += 10

let pi: Double = 3.14159     // explicit type annotation
let name = "Ada"             // inferred as String
let isReady = true           // Bool
\`\`\`

Prefer \`let\`; the compiler warns when a \`var\` is never mutated. Swift is **type-safe**: it never converts implicitly between types, so adding an \`Int\` to a \`Double\` requires \`Double(count) * price\`. Common types are \`Int\`, \`Double\`, \`Bool\`, \`String\` and \`Character\`. Integer overflow traps at runtime instead of silently wrapping.

## Strings

\`\`\`swift
let greeting = "Hello, \\(name)! You scored \\(score) points."
let multiline = """
    Dear \\(name),
    Thanks for signing up.
    """
print(greeting.count, greeting.uppercased(), greeting.hasPrefix("Hello"))
\`\`\`

String interpolation uses a backslash and parentheses. Strings are **Unicode-correct**: \`count\` counts user-perceived characters, so an emoji flag counts as one. For the same reason you cannot index a string with an integer; you use \`String.Index\` or convert to an array.

## Control flow

\`\`\`swift
for i in 1...3 { print(i) }           // closed range 1, 2, 3
for i in 0..<items.count { }          // half-open range
while score < 100 { score += 10 }

if score >= 90 {
    print("A")
} else if score >= 75 {
    print("B")
} else {
    print("Keep going")
}

let grade: String
switch score {
case 90...:          grade = "A"
case 75..<90:        grade = "B"
case let s where s < 0: grade = "Invalid"
default:             grade = "C"
}
\`\`\`

Conditions must be \`Bool\`; there is no truthiness of numbers or strings. \`switch\` must be **exhaustive** (cover every possible value, often with \`default\`), does not fall through between cases, and can match ranges, tuples and patterns with \`where\` clauses. \`if\` and \`switch\` can also be used as expressions: \`let label = if score > 50 { "pass" } else { "fail" }\`.

## Collections at a glance

Arrays (\`[String]\`), dictionaries (\`[String: Int]\`) and sets (\`Set<Int>\`) are value types: assigning one to another variable copies it (efficiently, using copy-on-write). You will explore them with closures in chapter 3.`,
  overview: {
    whatYouWillLearn: [
      'Swift goals: safety, speed and expressiveness',
      'let versus var and type inference',
      'Strict type safety and explicit numeric conversion',
      'String interpolation, multiline strings and Unicode-correct counting',
      'Ranges, loops and conditionals on Bool only',
      'Exhaustive, non-fallthrough switch and if/switch expressions',
    ],
    proTip:
      'Let Xcode warnings guide you: "variable was never mutated; consider changing to let" is free advice that makes code safer.',
  },
  mcqs: [
    {
      question: 'Which keyword declares a constant in Swift?',
      options: {
        A: 'var',
        B: 'const',
        C: 'let',
        D: 'final',
      },
      correct: 'C',
      explanation: 'let declares a value that cannot be reassigned.',
    },
    {
      question:
        'What happens when you write let total = count + price where count is Int and price is Double?',
      options: {
        A: 'A compile error, since Swift never converts numeric types implicitly',
        B: 'count is promoted to Double automatically, as in C or Java',
        C: 'price is truncated to Int',
        D: 'total becomes a String',
      },
      correct: 'A',
      explanation: 'You must convert explicitly, for example Double(count) + price.',
    },
    {
      question: 'How do you insert a variable into a Swift string literal?',
      options: {
        A: 'A dollar sign and braces, as in JavaScript',
        B: 'A hash sign and braces, as in Ruby',
        C: 'Percent signs around the name',
        D: 'A backslash followed by the name in parentheses',
      },
      correct: 'D',
      explanation: 'Swift interpolation is written with a backslash and parentheses.',
    },
    {
      question: 'Which values does 0..<3 include?',
      options: {
        A: '0, 1, 2, 3',
        B: '0, 1, 2',
        C: '1, 2, 3',
        D: '1, 2',
      },
      correct: 'B',
      explanation: 'The half-open range excludes its upper bound.',
    },
    {
      question: 'What is required of a Swift switch statement?',
      options: {
        A: 'It must be exhaustive, covering every possible value',
        B: 'Every case must end with an explicit break statement, as in C',
        C: 'It only works with integers',
        D: 'Cases fall through to the next one unless they end with break',
      },
      correct: 'A',
      explanation: 'The compiler rejects switches that miss values; use default where needed.',
    },
    {
      question: 'Why can you not write myString[2] to get the third character?',
      options: {
        A: 'Strings are immutable value types, so subscripts are not allowed',
        B: 'Strings are not collections; use `Array(myString)` first',
        C: 'Strings are linked lists of characters, so indexing is slow',
        D: 'Characters vary in size, so strings are indexed with String.Index',
      },
      correct: 'D',
      explanation: 'Swift keeps string indexing Unicode-correct.',
    },
    {
      question: 'What happens at runtime when an Int addition overflows in Swift?',
      options: {
        A: 'It wraps around silently, as in C and Java',
        B: 'It becomes zero',
        C: 'The program traps with an error',
        D: 'It converts the result to a Double automatically',
      },
      correct: 'C',
      explanation: 'Overflow traps unless you use wrapping operators such as &+.',
    },
    {
      question:
        'Can an if statement in Swift use an Int directly as its condition, like if count { }?',
      options: {
        A: 'Yes, any non-zero value counts as true',
        B: 'No, conditions must be Bool',
        C: 'Only inside Swift playgrounds',
        D: 'Only when the value is an optional',
      },
      correct: 'B',
      explanation: 'Swift has no implicit truthiness; write if count > 0.',
    },
    {
      question: 'What does declaring with `var` instead of `let` mean?',
      options: {
        A: 'The value is computed lazily on first use',
        B: 'The variable is global to the file',
        C: 'The value can be changed later',
        D: 'The type is inferred instead of declared',
      },
      correct: 'C',
      explanation:
        '`var` declares a variable that can be reassigned; `let` declares a constant. Both infer types.',
    },
    {
      question: 'What is the type of `["a": 1, "b": 2]`?',
      options: {
        A: '`[Character: Int]`',
        B: '`[String: Int]`',
        C: '`Array<(String, Int)>`',
        D: '`Set<String>`',
      },
      correct: 'B',
      explanation: 'A dictionary literal with String keys and Int values has type `[String: Int]`.',
    },
    {
      question: 'Which values does `for i in 1...3` go through?',
      options: {
        A: '1 and 2',
        B: '0, 1 and 2',
        C: '0, 1, 2 and 3',
        D: '1, 2 and 3',
      },
      correct: 'D',
      explanation:
        'The closed range operator `...` includes both ends; `..<` would exclude the upper bound.',
    },
    {
      question: 'How do you write a multi-line string literal in Swift?',
      options: {
        A: 'Between triple double quotes, `"""`',
        B: 'Between backticks, as in JavaScript templates',
        C: "Between single quotes (`'...'`) spanning several lines",
        D: 'With `+` joining one literal per line only',
      },
      correct: 'A',
      explanation: 'Multi-line string literals start and end with three double quotes.',
    },
  ],
  problems: [],
};
