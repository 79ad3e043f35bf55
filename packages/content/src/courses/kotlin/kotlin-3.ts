import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-3',
  order: 3,
  title: 'Functions, Lambdas and Extensions',
  description:
    'Write concise functions with default and named arguments, pass behaviour with lambdas, and extend existing types with extension functions.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Declare block-bodied and single-expression functions',
    'Use default arguments, named arguments and varargs',
    'Write lambdas, function types and trailing-lambda calls',
    'Add behaviour to existing types with extension functions and properties',
  ],
  lesson: `## Declaring functions

Functions are declared with \`fun\`, parameters are \`name: Type\`, and the return type follows the parameter list. A function whose body is a single expression can use \`=\` and let the compiler infer the return type.

\`\`\`kotlin
fun area(width: Double, height: Double): Double {
    return width * height
}
fun square(x: Int) = x * x               // single-expression function
fun log(message: String): Unit = println(message)   // Unit: no meaningful result
\`\`\`

Functions can be declared at the top level of a file; they do not need a class. \`Unit\` is the type of functions that return nothing useful, and \`Nothing\` is the type of expressions that never complete, such as \`throw\` or \`TODO()\`.

## Default and named arguments

Parameters may have **default values**, which removes most of the need for overloads. Callers can pass arguments **by name**, in any order, which makes calls with several parameters self-documenting:

\`\`\`kotlin
fun greet(name: String, greeting: String = "Hello", punctuation: String = "!") =
    "$greeting, $name$punctuation"

greet("Ana")                              // Hello, Ana!
greet("Bo", punctuation = "?")           // Hello, Bo?
greet(greeting = "Hi", name = "Cy")      // Hi, Cy!

fun sum(vararg nums: Int): Int = nums.sum()
sum(1, 2, 3)
sum(*intArrayOf(4, 5))                    // spread operator
\`\`\`

## Lambdas and function types

Functions are values with types like \`(Int, Int) -> Int\`. A **lambda** is written in braces; if it has exactly one parameter, it can be referred to as \`it\`:

\`\`\`kotlin
val add: (Int, Int) -> Int = { a, b -> a + b }
val double = { x: Int -> x * 2 }
val evens = listOf(1, 2, 3, 4).filter { it % 2 == 0 }   // trailing lambda, it

fun repeatTimes(n: Int, action: (Int) -> Unit) {
    for (i in 0 until n) action(i)
}
repeatTimes(3) { i -> println("run $i") }
\`\`\`

When the last parameter of a function is a function, the lambda can be passed **outside the parentheses** (trailing lambda syntax), and the parentheses can be dropped entirely if it is the only argument. The last expression in a lambda is its return value. Function references such as \`::isPrime\` or \`String::length\` pass existing functions as values.

## Extension functions

An **extension function** adds a function to an existing type without modifying or inheriting from it:

\`\`\`kotlin
fun String.isPalindrome(): Boolean {
    val clean = filter { it.isLetterOrDigit() }.toLowerCase()   // Kotlin 1.5+: lowercase()
    return clean == clean.reversed()
}
val Int.isEven: Boolean get() = this % 2 == 0    // extension property

"Never odd or even".isPalindrome()   // true
4.isEven                             // true
\`\`\`

Inside the extension, \`this\` is the receiver object. Extensions are resolved **statically** by the declared type; they cannot access private members and do not override member functions with the same signature. The Kotlin standard library is largely built from extensions, which is why collections have so many convenient functions.

**Infix** functions (\`infix fun Int.times(s: String)\`) allow calls like \`3 times "ab"\`, and the standard \`to\` used in \`mapOf("a" to 1)\` is exactly such a function.`,
  overview: {
    whatYouWillLearn: [
      'Functions can live at top level and single-expression bodies use =',
      'Default and named arguments replace most overloads',
      'vararg parameters and the * spread operator',
      'Function types, lambdas, it and trailing lambda syntax',
      'Extension functions and properties add members to existing types statically',
      'Infix functions enable calls such as "a" to 1',
    ],
    proTip:
      'Use named arguments for any Boolean or numeric literal at a call site; send(email, true, 3) hides meaning that send(email, urgent = true, retries = 3) makes obvious.',
  },
  mcqs: [
    {
      question:
        'What does `greet("Bo", punctuation = "?")` rely on when `greeting` has a default value?',
      options: {
        A: 'Overloads that the compiler generates for each parameter',
        B: 'A named argument, the second parameter keeping its default',
        C: 'Positional matching of `"?"` to the `greeting` default value',
        D: 'A `vararg` parameter that collects the extras',
      },
      correct: 'B',
      explanation: 'Named arguments can skip parameters that have defaults, here `greeting`.',
    },
    {
      question: 'In `listOf(1, 2, 3).filter { it > 1 }`, what is `it`?',
      options: {
        A: 'The index of the current element',
        B: 'The list that `filter` was called on',
        C: "A keyword for the lambda's return value",
        D: 'The single parameter: each element',
      },
      correct: 'D',
      explanation: 'A lambda with exactly one parameter can refer to it as `it`.',
    },
    {
      question: 'What does `fun square(x: Int) = x * x` declare?',
      options: {
        A: 'A single-expression function returning `Int`',
        B: 'A property whose value is computed once',
        C: 'A lambda stored in a variable named `square`',
        D: 'A function returning `Unit`, as `: Int` is missing',
      },
      correct: 'A',
      explanation:
        'With `=`, the body is a single expression and the compiler infers the return type, here `Int`.',
    },
    {
      question: 'How are extension functions resolved?',
      options: {
        A: "At run time, by the object's actual class",
        B: 'By whichever extension was declared last',
        C: 'Statically, by the declared type of the receiver',
        D: 'By overriding members that share their name',
      },
      correct: 'C',
      explanation: 'Extensions are dispatched statically and never override member functions.',
    },
    {
      question: 'What is the type of the lambda `{ a: Int, b: Int -> a + b }`?',
      options: {
        A: '`Int`',
        B: '`(Int) -> Int`',
        C: '`(Int, Int) -> Unit`',
        D: '`(Int, Int) -> Int`',
      },
      correct: 'D',
      explanation: 'It takes two `Int`s and its last expression, `a + b`, is an `Int`.',
    },
    {
      question:
        'Which call passes the elements of `val arr: IntArray` to `fun sum(vararg nums: Int)`?',
      options: {
        A: '`sum(arr.toList())`',
        B: '`sum(*arr)`',
        C: '`sum(...arr)`',
        D: '`sum(arr...)`',
      },
      correct: 'B',
      explanation: 'The spread operator `*` expands an array into vararg arguments.',
    },
    {
      question:
        'What is the type of a function that never returns normally, such as one that always throws?',
      options: {
        A: '`Unit`',
        B: '`Void`',
        C: '`Nothing`',
        D: '`Never`',
      },
      correct: 'C',
      explanation:
        '`Nothing` is the type of expressions that never complete, such as `throw` or `TODO()`.',
    },
    {
      question: 'What is trailing lambda syntax?',
      options: {
        A: 'Passing a last function argument outside the parentheses',
        B: 'A lambda that runs only after its enclosing function returns',
        C: 'A lambda whose last line is ignored by the compiler',
        D: 'Declaring the lambda as the first parameter instead',
      },
      correct: 'A',
      explanation:
        "When a function's last parameter is a function, the lambda can follow the closing parenthesis.",
    },
    {
      question: 'What is `Unit` in Kotlin?',
      options: {
        A: 'A zero value shared by the numeric types',
        B: 'The type of expressions that never complete',
        C: 'The type of functions with no useful result',
        D: 'The base class of every Kotlin type',
      },
      correct: 'C',
      explanation:
        '`Unit` is the result type of functions that return nothing useful; `Nothing` never completes and `Any` is the root type.',
    },
    {
      question: 'What does `::isPrime` do in `numbers.filter(::isPrime)`?',
      options: {
        A: 'Passes the function `isPrime` as a value',
        B: 'Calls `isPrime` once and passes the result',
        C: 'Declares `isPrime` as a new extension function',
        D: 'Looks up `isPrime` by its name at run time',
      },
      correct: 'A',
      explanation:
        'A function reference turns an existing function into a value of a function type.',
    },
    {
      question: 'Why can you write `"a" to 1` in `mapOf("a" to 1)`?',
      options: {
        A: '`to` is a keyword of the map literal syntax',
        B: '`to` is an infix function building a `Pair`',
        C: '`to` is an operator defined on `String` only',
        D: '`to` is a macro that expands into `put`',
      },
      correct: 'B',
      explanation: 'The standard library declares `infix fun <A, B> A.to(that: B): Pair<A, B>`.',
    },
    {
      question: 'Inside `fun String.isPalindrome()`, what does `this` refer to?',
      options: {
        A: 'The top-level object of the current file',
        B: 'The `String` class itself, not an instance',
        C: 'Nothing, since extensions have no `this`',
        D: 'The `String` the function was called on',
      },
      correct: 'D',
      explanation: 'Inside an extension, `this` is the receiver object.',
    },
  ],
  problems: [],
};
