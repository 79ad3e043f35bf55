import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-3',
  order: 3,
  title: 'Functions, Lambdas and Extensions',
  description: 'Write concise functions with default and named arguments, pass behaviour with lambdas, and extend existing types with extension functions.',
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
    val clean = filter { it.isLetterOrDigit() }.lowercase()
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
    proTip: 'Use named arguments for any Boolean or numeric literal at a call site; send(email, true, 3) hides meaning that send(email, urgent = true, retries = 3) makes obvious.',
  },
  mcqs: [
    {
      question: 'What does greet("Bo", punctuation = "?") rely on when greeting has a default value?',
      options: {
        A: 'Function overloading',
        B: 'Default and named arguments',
        C: 'Extension functions',
        D: 'Varargs',
      },
      correct: 'B',
      explanation: 'The omitted parameter takes its default, and the named one can be passed out of order.',
    },
    {
      question: 'In listOf(1, 2, 3).filter { it > 1 }, what is it?',
      options: {
        A: 'The list itself',
        B: 'The index of the element',
        C: 'A keyword for the return value',
        D: 'The implicit name of the lambda\'s single parameter',
      },
      correct: 'D',
      explanation: 'Lambdas with one parameter can refer to it as it.',
    },
    {
      question: 'What does fun square(x: Int) = x * x declare?',
      options: {
        A: 'A single-expression function whose return type Int is inferred',
        B: 'A variable holding a lambda',
        C: 'An extension property',
        D: 'A function returning Unit',
      },
      correct: 'A',
      explanation: 'The = form returns the expression and infers its type.',
    },
    {
      question: 'How are extension functions resolved?',
      options: {
        A: 'Dynamically, by the runtime type of the receiver',
        B: 'By reflection at run time',
        C: 'Statically, by the declared type of the receiver expression',
        D: 'They override member functions with the same name',
      },
      correct: 'C',
      explanation: 'Extensions are static dispatch helpers, not virtual members.',
    },
    {
      question: 'What is the type of the lambda { a: Int, b: Int -> a + b }?',
      options: { A: 'Int', B: '(Int) -> Int', C: 'Function<Int>', D: '(Int, Int) -> Int' },
      correct: 'D',
      explanation: 'It takes two Ints and returns their Int sum.',
    },
    {
      question: 'Which call passes the elements of an IntArray to a vararg parameter?',
      options: { A: 'sum(arr), passing the array as one argument', B: 'sum(*arr), using the spread operator', C: 'sum(arr...), with a trailing ellipsis', D: 'sum(&arr), passing a reference' },
      correct: 'B',
      explanation: 'The spread operator * unpacks an array into vararg arguments.',
    },
    {
      question: 'What type do functions that never return normally, such as one that always throws, have?',
      options: { A: 'Unit', B: 'Any', C: 'Nothing', D: 'Void' },
      correct: 'C',
      explanation: 'Nothing marks expressions that never complete.',
    },
    {
      question: 'What is trailing lambda syntax?',
      options: {
        A: 'Passing the last function-typed argument as a lambda outside the parentheses',
        B: 'Writing a lambda at the end of a file',
        C: 'Returning a lambda from a function',
        D: 'Using it in a lambda',
      },
      correct: 'A',
      explanation: 'repeatTimes(3) { ... } passes the lambda after the parentheses.',
    },
  ],
  problems: [],
};
