import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-1',
  order: 1,
  title: 'Kotlin Basics',
  description: 'Write and run Kotlin programs, declare values with val and var, use the basic types and build strings with templates.',
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

Strings are immutable. **String templates** insert values with \`$name\` or arbitrary expressions with \`\${expression}\`. Triple-quoted **raw strings** span lines and need no escaping, and \`trimIndent()\` removes common indentation. \`==\` compares string contents (it calls \`equals\`), while \`===\` compares references. Useful functions include \`length\`, \`uppercase()\`, \`split\`, \`trim\`, \`startsWith\`, \`substring\` and \`toInt()\`/\`toIntOrNull()\` for parsing.

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
    proTip: 'Write val everywhere first and change to var only when the compiler tells you a reassignment is needed.',
  },
  mcqs: [
    {
      question: 'What is the difference between val and var in Kotlin?',
      options: {
        A: 'val can be assigned once; var can be reassigned',
        B: 'val is for numbers and var for strings',
        C: 'val is mutable and var is read-only',
        D: 'There is no difference',
      },
      correct: 'A',
      explanation: 'val declares a read-only reference, var a mutable one.',
    },
    {
      question: 'What does println("Total: ${2 + 3}") print?',
      options: { A: 'Total: 2 + 3', B: 'The template text itself, braces included', C: 'Total: 5', D: 'Total: 23' },
      correct: 'C',
      explanation: 'The expression inside the template braces is evaluated.',
    },
    {
      question: 'Given val n: Int = 5, which assignment compiles?',
      options: { A: 'val l: Long = n', B: 'val l: Long = n.toLong()', C: 'val l: Long = (Long) n', D: 'val l: Long = n as Long' },
      correct: 'B',
      explanation: 'Kotlin has no implicit widening; use conversion functions such as toLong().',
    },
    {
      question: 'Which statement about val list = mutableListOf(1, 2) is true?',
      options: {
        A: 'list.add(3) fails to compile',
        B: 'list is deeply immutable',
        C: 'list can be reassigned to another list',
        D: 'Items can still be added, but list cannot be reassigned',
      },
      correct: 'D',
      explanation: 'val fixes the reference, not the contents of a mutable object.',
    },
    {
      question: 'How do you compare two strings a and b for equal contents in Kotlin?',
      options: { A: 'a === b, the identity operator', B: 'a.same(b)', C: 'a == b, the equality operator', D: 'a.compare(b)' },
      correct: 'C',
      explanation: '== calls equals in Kotlin; === checks reference identity.',
    },
    {
      question: 'What is the entry point of a Kotlin program?',
      options: {
        A: 'A top-level fun main()',
        B: 'A class named Main with a static method',
        C: 'An object named App',
        D: 'The first line of the file',
      },
      correct: 'A',
      explanation: 'Kotlin needs no class wrapper for main.',
    },
    {
      question: 'What does readLine() return when there is no more input?',
      options: { A: 'An empty string', B: 'It throws an exception', C: '"EOF"', D: 'null' },
      correct: 'D',
      explanation: 'readLine() returns String? and yields null at end of input.',
    },
    {
      question: 'What is 7 / 2 when both operands are Int?',
      options: { A: '3.5', B: '3', C: '4', D: '3.0' },
      correct: 'B',
      explanation: 'Integer division truncates toward zero.',
    },
  ],
  problems: [],
};
