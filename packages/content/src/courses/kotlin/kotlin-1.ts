import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-1',
  order: 1,
  title: 'Kotlin Basics',
  description:
    'Write and run Kotlin programs, declare values with val and var, use the basic types and build strings with templates.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Describe where Kotlin runs: JVM, Android, native and JavaScript targets',
    'Write a main function and print output',
    'Declare read-only and mutable variables with val and var',
    'Use basic types, type inference, conversions and string templates',
  ],
  lesson: `## What Kotlin is

Kotlin is a modern, statically typed language created by JetBrains. It compiles to JVM bytecode and interoperates seamlessly with Java libraries, which is why it became Google's preferred language for Android development. Kotlin also compiles to native code and JavaScript or WebAssembly, and **Kotlin Multiplatform** lets you share logic between Android, iOS, desktop, web and server. The language focuses on conciseness, safety (especially null safety) and pragmatic interoperability. Kotlin 2.x uses the new K2 compiler.

## Your first program

\`\`\`kotlin
fun main() {
    val name = "Kotlin"
    var visits = 1
    visits += 1
    println("Hello, $name! Visit number $visits.")
    println("Next year: \${2026 + 1}, name length: \${name.length}")
}
\`\`\`

A program starts at a top-level \`fun main()\` (optionally \`fun main(args: Array<String>)\`); no class is needed. Semicolons are optional. You can run Kotlin in IntelliJ IDEA, with Gradle (\`./gradlew run\`), or with the command-line compiler (\`kotlinc hello.kt -include-runtime -d hello.jar\`, then \`java -jar hello.jar\`).

## val and var

\`val\` declares a **read-only** reference: it can be assigned once. \`var\` declares a mutable one. Prefer \`val\`; it makes code easier to follow and is the idiomatic default. Note that \`val\` does not make the *object* immutable: a \`val list = mutableListOf(1)\` can still have items added.

\`\`\`kotlin
val pi = 3.14159          // Double, inferred
val answer: Int = 42      // explicit type
var count = 0L            // Long
const val MAX_USERS = 100 // compile-time constant, top level or in an object
\`\`\`

## Basic types

Kotlin's numbers are \`Byte\`, \`Short\`, \`Int\`, \`Long\`, \`Float\` and \`Double\`, plus \`Boolean\`, \`Char\` and \`String\`. Everything is an object from the language's point of view, with methods such as \`42.toString()\`, yet the compiler uses JVM primitives where possible, so there is no performance penalty. There are **no implicit widening conversions**: an \`Int\` is not automatically a \`Long\`; call \`toLong()\`, \`toDouble()\` or \`toInt()\`. Integer division truncates (\`7 / 2\` is \`3\`), and \`7 / 2.0\` is \`3.5\`. Underscores improve readability: \`1_000_000\`.

## Strings

Strings are immutable. **String templates** insert values with \`$name\` or arbitrary expressions with \`\${expression}\`. Triple-quoted **raw strings** span lines and need no escaping, and \`trimIndent()\` removes common indentation. \`==\` compares string contents (it calls \`equals\`), while \`===\` compares references. Useful functions include \`length\`, \`toUpperCase()\` (newer Kotlin also names it \`uppercase()\`; the compiler here is 1.3), \`split\`, \`trim\`, \`startsWith\`, \`substring\` and \`toInt()\`/\`toIntOrNull()\` for parsing.

## Reading input

\`readLine()\` returns the next line or \`null\` at end of input (Kotlin 1.6 added \`readln()\`, which throws instead). For exercises that read everything, \`\`System.\`in\`.bufferedReader().readText()\`\` returns the whole input; note the backticks, needed because \`in\` is a Kotlin keyword.`,
  overview: {
    whatYouWillLearn: [
      'Kotlin targets the JVM, Android, native and JavaScript, with full Java interoperability',
      'Programs start at a top-level fun main without any class',
      'val is read-only and var is mutable, with val as the default choice',
      'Numeric types never widen implicitly and need explicit conversion calls',
      'String templates insert $name or ${expression}',
      '== compares contents while === compares references',
    ],
    proTip:
      'Write val everywhere first and change to var only when the compiler tells you a reassignment is needed.',
  },
  mcqs: [
    {
      question: 'What is the difference between `val` and `var` in Kotlin?',
      options: {
        A: '`val` can be assigned once; `var` can be reassigned',
        B: '`val` makes the object immutable; `var` does not',
        C: '`val` is a compile-time constant; `var` is a variable',
        D: '`val` is for primitive values and `var` is for objects',
      },
      correct: 'A',
      explanation:
        '`val` is a read-only reference and `var` a mutable one; neither says anything about the object itself.',
    },
    {
      question: 'What does `println("Total: ${2 + 3}")` print?',
      options: {
        A: '`Total: ${2 + 3}`',
        B: '`Total: 23`',
        C: '`Total: 5`',
        D: '`Total: $5`',
      },
      correct: 'C',
      explanation: '`${...}` evaluates the expression inside the string template.',
    },
    {
      question: 'Given `val n: Int = 5`, which declaration compiles?',
      options: {
        A: '`val l: Long = n.toInt()`',
        B: '`val l: Long = n.toLong()`',
        C: '`val d: Double = n.toFloat()`',
        D: '`val s: String = n`',
      },
      correct: 'B',
      explanation:
        'Kotlin has no implicit widening, so an `Int` must be converted explicitly with `toLong()`.',
    },
    {
      question: 'Which statement about `val list = mutableListOf(1, 2)` is true?',
      options: {
        A: '`list.add(3)` fails, because `list` is a `val`',
        B: '`list` can later be pointed at a different list',
        C: '`list` holds an immutable snapshot of `[1, 2]`',
        D: '`list.add(3)` works, but `list = ...` does not',
      },
      correct: 'D',
      explanation: '`val` makes the reference read-only, not the object it points to.',
    },
    {
      question: 'How do you compare two strings `a` and `b` for equal contents in Kotlin?',
      options: {
        A: '`a === b`',
        B: '`a.compareTo(b)`',
        C: '`a == b`',
        D: '`a.hashCode() == b.hashCode()`',
      },
      correct: 'C',
      explanation: '`==` calls `equals`, which compares contents; `===` compares references.',
    },
    {
      question: 'What is the entry point of a Kotlin program?',
      options: {
        A: 'A top-level `fun main()` function',
        B: 'A `main` method in a class named `Main`',
        C: 'A `main` function inside a `companion object`',
        D: 'The first statement in a file',
      },
      correct: 'A',
      explanation: 'A program starts at a top-level `main` function; no class is needed.',
    },
    {
      question: 'What does `readLine()` return when there is no more input?',
      options: {
        A: 'An empty string, `""`',
        B: 'It throws an `EOFException`',
        C: 'It blocks until more input arrives',
        D: '`null`, signalling the end',
      },
      correct: 'D',
      explanation: '`readLine()` returns `null` at end of input; `readln()` throws instead.',
    },
    {
      question: 'What is `7 / 2` when both operands are `Int`?',
      options: {
        A: '`3.5`',
        B: '`3`',
        C: '`4`',
        D: '`3.0`',
      },
      correct: 'B',
      explanation: 'Integer division truncates; `7 / 2.0` would give `3.5`.',
    },
    {
      question: 'What does `const val MAX_USERS = 100` declare?',
      options: {
        A: 'A compile-time constant, at top level or in an `object`',
        B: 'A `val` that may be reassigned only inside `init`',
        C: 'A constant whose value is computed on first use',
        D: 'A read-only local variable inside a function',
      },
      correct: 'A',
      explanation:
        '`const val` declares a compile-time constant, allowed at top level or inside an `object`.',
    },
    {
      question: 'Which string inserts the length of `name`?',
      options: {
        A: '`"$name.length"`',
        B: '`"${name.length}"`',
        C: '`"$(name.length)"`',
        D: '`"#{name.length}"`',
      },
      correct: 'B',
      explanation:
        'Arbitrary expressions need braces; `"$name.length"` inserts `name` followed by the text `.length`.',
    },
    {
      question: 'What does a triple-quoted raw string allow?',
      options: {
        A: 'Characters stored as UTF-32 code points',
        B: 'A string that can be modified in place',
        C: 'Text spanning lines with no escaping needed',
        D: 'Literal `$name` text, since templates are off',
      },
      correct: 'C',
      explanation: 'Raw strings span lines and need no escapes, but they still support templates.',
    },
    {
      question: 'What does `===` compare for two strings?',
      options: {
        A: 'Their contents, ignoring case',
        B: 'Their contents and their types',
        C: 'Their lengths only',
        D: 'Whether they are the same object',
      },
      correct: 'D',
      explanation: '`===` is referential equality; `==` compares contents.',
    },
  ],
  problems: [],
};
