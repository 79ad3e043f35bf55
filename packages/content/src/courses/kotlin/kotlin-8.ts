import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-8',
  order: 8,
  title: 'Generics, Higher-Order Functions and Scope Functions',
  description:
    'Write generic classes and functions with variance and reified types, build higher-order and inline functions, and use let, apply, also, run and with idiomatically.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Declare generic classes and functions with upper bounds',
    'Explain declaration-site variance with out and in, and star projections',
    'Write inline higher-order functions and use reified type parameters',
    'Choose the right scope function: let, run, with, apply or also',
  ],
  lesson: `## Generics

Generic classes and functions take type parameters in angle brackets. **Upper bounds** restrict them:

\`\`\`kotlin
class Box<T>(val value: T)

fun <T : Comparable<T>> maxOf(items: List<T>): T? {
    var best: T? = null
    for (x in items) if (best == null || x > best) best = x
    return best
}
\`\`\`

## Variance

A \`List<String>\` can be used where a \`List<Any>\` is expected, because Kotlin's read-only \`List\` is declared \`List<out E>\`: it only **produces** \`E\` values, so it is **covariant**. A type parameter marked \`in\` is **contravariant**: it only **consumes** values, as in \`Comparator<in T>\`, so a \`Comparator<Any>\` can compare strings. \`MutableList<E>\` is **invariant**, because it both reads and writes \`E\`; a \`MutableList<String>\` is not a \`MutableList<Any>\`, otherwise you could add an \`Int\` to a list of strings. Kotlin puts variance on the declaration (**declaration-site variance**), so users rarely write wildcards; when you need "a list of something unknown", use the star projection \`List<*>\`.

## Higher-order and inline functions

A higher-order function takes or returns functions. Lambdas passed to ordinary functions become objects, which costs an allocation. Marking a higher-order function \`inline\` copies its body and the lambda into the call site, removing that overhead and allowing \`return\` inside the lambda to return from the enclosing function (a non-local return):

\`\`\`kotlin
inline fun <T> measure(label: String, block: () -> T): T {
    val start = System.nanoTime()
    try { return block() } finally { println("$label: \${(System.nanoTime() - start) / 1_000_000} ms") }
}
\`\`\`

Because generics are erased on the JVM, you normally cannot check \`x is T\`. In an inline function, a \`reified\` type parameter keeps the real type available: \`inline fun <reified T> List<*>.only(): List<T> = filterIsInstance<T>()\`.

## Scope functions

Five standard functions run a block in the context of an object. They differ in how the block refers to the object (\`it\` or \`this\`) and what they return:

| Function | Object as | Returns | Typical use |
|----------|-----------|---------|-------------|
| \`let\` | \`it\` | lambda result | null checks: \`x?.let { use(it) }\`, transforming a value |
| \`run\` | \`this\` | lambda result | compute a result from an object's members |
| \`with(x)\` | \`this\` | lambda result | group calls on an object you already have |
| \`apply\` | \`this\` | the object | configure a new object |
| \`also\` | \`it\` | the object | side effects such as logging, without changing the chain |

\`\`\`kotlin
class Request { var url = ""; var timeoutMs = 0 }
val input: String? = " hello "
val request = Request().apply {
    url = "https://example.com"
    timeoutMs = 5_000
}.also { println("built $it") }

val length = input?.trim()?.let { it.length } ?: 0
\`\`\`

Use them to make intent clear, not to nest five deep; code that chains many scope functions becomes hard to read. \`takeIf { }\` and \`takeUnless { }\` complement them by returning the object or \`null\` based on a condition.`,
  overview: {
    whatYouWillLearn: [
      'Generic classes and functions with upper bounds such as T : Comparable<T>',
      'out makes a type covariant and in makes it contravariant',
      'MutableList is invariant because it both reads and writes',
      'inline higher-order functions avoid lambda allocations and allow non-local returns',
      'reified type parameters keep types available at run time in inline functions',
      'let, run, with, apply and also differ in receiver style and return value',
    ],
    proTip:
      'Remember the pairs: apply and also return the object (for building and side effects), while let, run and with return the lambda result (for computing).',
  },
  mcqs: [
    {
      question: 'Why can a `List<String>` be passed where a `List<Any>` is expected?',
      options: {
        A: '`List` is declared `List<out E>`, so it is covariant',
        B: 'Kotlin converts each element to `Any` when passing it',
        C: 'Generics are erased, so the types are never checked',
        D: '`String` and `Any` both map to `java.lang.Object`',
      },
      correct: 'A',
      explanation:
        'The read-only `List` only produces `E` values, so a list of a subtype can stand in for a list of a supertype.',
    },
    {
      question: 'Why is `MutableList<String>` not a subtype of `MutableList<Any>`?',
      options: {
        A: 'Mutable collections cannot be generic over `Any`',
        B: 'It is covariant (`out E`), so only the reverse works',
        C: 'It could then accept an `Int` into a list of strings',
        D: 'Mutable lists are erased to raw types at run time',
      },
      correct: 'C',
      explanation:
        '`MutableList<E>` both reads and writes `E`, so it must be invariant to stay type-safe.',
    },
    {
      question:
        'Which scope function returns the object itself and refers to it as `this`, typically for configuration?',
      options: {
        A: '`also`',
        B: '`apply`',
        C: '`with`',
        D: '`takeIf`',
      },
      correct: 'B',
      explanation:
        '`apply` runs the block with `this` bound to the object and returns the object; `also` uses `it`.',
    },
    {
      question: 'What does marking a higher-order function `inline` achieve?',
      options: {
        A: 'It makes the function run on a separate thread',
        B: "It caches the lambda's result between calls",
        C: 'It turns the lambda into one shared singleton',
        D: 'It copies the body and lambda into the call site',
      },
      correct: 'D',
      explanation: 'Inlining removes the lambda object allocation and allows non-local returns.',
    },
    {
      question:
        'What does the `reified` modifier enable for a type parameter of an inline function?',
      options: {
        A: 'Checks such as `x is T` inside the function',
        B: 'Calls to the function from non-inline code',
        C: 'Primitive types as type arguments',
        D: 'Declaring `T` as covariant with `out`',
      },
      correct: 'A',
      explanation: 'A reified type parameter keeps the real type at run time despite erasure.',
    },
    {
      question: 'What does `name?.let { it.length } ?: 0` evaluate to when `name` is null?',
      options: {
        A: '`null`',
        B: 'It throws a `NullPointerException`',
        C: '`0`',
        D: '`4`, the length of `"null"`',
      },
      correct: 'C',
      explanation: 'The safe call yields `null`, so the Elvis operator supplies 0.',
    },
    {
      question:
        'Which scope function is best for logging an object in the middle of a call chain without changing it?',
      options: {
        A: '`apply`',
        B: '`let`',
        C: '`run`',
        D: '`also`',
      },
      correct: 'D',
      explanation: '`also` passes the object as `it` and returns the object unchanged.',
    },
    {
      question: 'What does the contravariant declaration `Comparator<in T>` allow?',
      options: {
        A: 'A `Comparator<String>` to compare objects of any type',
        B: 'A `Comparator<Any>` to be used to compare strings',
        C: 'Only `T` itself, with no `out` or `in` subtyping',
        D: 'The comparator to return values of type `T`',
      },
      correct: 'B',
      explanation:
        'A consumer of `T` can accept a supertype, so a comparator of `Any` works for `String`.',
    },
    {
      question: 'What does the star projection `List<*>` mean?',
      options: {
        A: 'A list of some unknown element type',
        B: 'A list that accepts elements of any type',
        C: 'A list of lists, nested one level deep',
        D: 'A list whose elements are all nullable',
      },
      correct: 'A',
      explanation:
        '`List<*>` is a list of some specific but unknown type: you can read elements as `Any?` but cannot add to it safely.',
    },
    {
      question: 'What does the bound in `fun <T : Comparable<T>> maxOf(items: List<T>)` require?',
      options: {
        A: '`T` is inferred from the first element only',
        B: '`T` must be comparable with other `T` values',
        C: '`T` is converted to `Comparable` at run time',
        D: '`T` may be any type, with `Comparable` as default',
      },
      correct: 'B',
      explanation:
        'An upper bound restricts the type argument, here to types whose values can be compared with each other.',
    },
    {
      question: 'Inside a lambda passed to an `inline` function, what does a bare `return` do?',
      options: {
        A: 'Returns from the lambda only',
        B: 'Is a compile error in every lambda',
        C: 'Returns from the enclosing function',
        D: 'Stops the inline function but not its caller',
      },
      correct: 'C',
      explanation:
        'Because the lambda is inlined, `return` is a non-local return from the enclosing function.',
    },
    {
      question: 'What does `x.takeIf { it > 0 }` return?',
      options: {
        A: '`true` or `false`, the result of the condition',
        B: '`x` itself, after running the block once for logging',
        C: 'An `IllegalStateException` when `it > 0` fails',
        D: '`x` if the condition holds, otherwise `null`',
      },
      correct: 'D',
      explanation: '`takeIf` returns the receiver when the predicate is true and `null` otherwise.',
    },
  ],
  problems: [],
};
