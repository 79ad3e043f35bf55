import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-8',
  order: 8,
  title: 'Generics, Higher-Order Functions and Scope Functions',
  description: 'Write generic classes and functions with variance and reified types, build higher-order and inline functions, and use let, apply, also, run and with idiomatically.',
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
    proTip: 'Remember the pairs: apply and also return the object (for building and side effects), while let, run and with return the lambda result (for computing).',
  },
  mcqs: [
    {
      question: 'Why can a List<String> be passed where a List<Any> is expected?',
      options: {
        A: 'List is declared covariant as List<out E>',
        B: 'Kotlin converts lists implicitly at run time',
        C: 'String and Any are the same type',
        D: 'Type parameters are ignored for lists',
      },
      correct: 'A',
      explanation: 'Read-only List only produces elements, so it is safely covariant.',
    },
    {
      question: 'Why is MutableList<String> not a subtype of MutableList<Any>?',
      options: {
        A: 'Mutable collections cannot be generic',
        B: 'MutableList is declared with in',
        C: 'It is invariant; otherwise you could add an Int to a list of strings',
        D: 'Strings are not objects in Kotlin',
      },
      correct: 'C',
      explanation: 'A type that both consumes and produces E must be invariant for safety.',
    },
    {
      question: 'Which scope function returns the object itself and refers to it as this, typically for configuration?',
      options: { A: 'let', B: 'apply', C: 'run', D: 'also' },
      correct: 'B',
      explanation: 'apply runs the block with this and returns the receiver.',
    },
    {
      question: 'What does marking a higher-order function inline achieve?',
      options: {
        A: 'It runs the function on another thread',
        B: 'It makes the function private',
        C: 'It prevents the function from being called twice',
        D: 'Its body and lambda arguments are copied into the call site, avoiding allocations',
      },
      correct: 'D',
      explanation: 'Inlining removes the function object and call overhead for lambdas.',
    },
    {
      question: 'What does the reified modifier enable for a type parameter of an inline function?',
      options: {
        A: 'Using the type at run time, for example in is checks',
        B: 'Making the type nullable',
        C: 'Making the type covariant',
        D: 'Using the type in Java code',
      },
      correct: 'A',
      explanation: 'Inlining substitutes the concrete type, so it is available despite erasure.',
    },
    {
      question: 'What does name?.let { it.length } ?: 0 evaluate to when name is null?',
      options: { A: 'null', B: 'It throws NullPointerException', C: '0', D: 'The string "null"' },
      correct: 'C',
      explanation: 'The safe call skips let, producing null, and the Elvis operator gives 0.',
    },
    {
      question: 'Which scope function is best for logging an object in the middle of a call chain without changing it?',
      options: { A: 'run', B: 'with', C: 'let', D: 'also' },
      correct: 'D',
      explanation: 'also passes the object as it and returns it unchanged.',
    },
    {
      question: 'What does the contravariant declaration Comparator<in T> allow?',
      options: {
        A: 'Using a Comparator<String> where a Comparator<Any> is needed',
        B: 'Using a Comparator<Any> where a Comparator<String> is needed',
        C: 'Comparing values of unrelated types',
        D: 'Nothing; in is only documentation',
      },
      correct: 'B',
      explanation: 'A consumer of Any can consume Strings, so the subtyping direction is reversed.',
    },
  ],
  problems: [],
};
