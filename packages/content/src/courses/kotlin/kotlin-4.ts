import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-4',
  order: 4,
  title: 'Null Safety',
  description:
    'Eliminate null pointer errors with nullable types, safe calls, the Elvis operator, smart casts and careful Java interoperability.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Distinguish nullable and non-nullable types',
    'Use safe calls, the Elvis operator and let to handle null',
    'Rely on smart casts after null checks',
    'Handle platform types from Java and avoid the !! operator',
  ],
  lesson: `## Nullable types

Kotlin's type system distinguishes references that can hold \`null\` from those that cannot. \`String\` can never be null; \`String?\` can. The compiler refuses to let you call a method on a nullable value without handling the null case, which removes most \`NullPointerException\`s at compile time.

\`\`\`kotlin
var name: String = "Ana"
// name = null                // compile error
var nickname: String? = null   // allowed
// nickname.length            // compile error: nickname may be null
\`\`\`

## Tools for handling null

**Safe call** \`?.\` calls a member only if the receiver is not null, otherwise the whole expression is null. Calls chain: \`user?.address?.city\`.

**Elvis operator** \`?:\` supplies a value when the left side is null. Because \`throw\` and \`return\` are expressions, it also handles early exits neatly:

\`\`\`kotlin
class Address(val city: String?)
class User(val address: Address?)
val nickname: String? = null
val params = mapOf("id" to "42")
val length = nickname?.length ?: 0
fun cityOf(user: User?): String {
    val city = user?.address?.city ?: return "unknown"
    return city.toUpperCase()   // Kotlin 1.5+: uppercase()
}
val port = System.getenv("PORT")?.toIntOrNull() ?: 8080
val id = params["id"] ?: throw IllegalArgumentException("id required")
\`\`\`

**let** runs a block only for non-null values: \`email?.let { sendWelcome(it) }\`.

**Smart casts**: after a null check, the compiler treats the variable as non-null within that scope, with no explicit cast:

\`\`\`kotlin
fun describe(s: String?) {
    if (s == null) return
    println(s.length)   // s is smart-cast to String here
}
\`\`\`

Smart casts work for local \`val\`s and for \`var\`s not modified concurrently; they do not apply to mutable class properties that another thread or a custom getter might change, so copy such a property into a local \`val\` first.

## The !! operator

\`x!!\` asserts that \`x\` is not null and throws a \`NullPointerException\` if it is. It turns a compile-time guarantee back into a runtime crash, so treat every \`!!\` as a code smell that needs a justification. Prefer \`?:\` with a meaningful error, \`requireNotNull(x) { "message" }\` or \`checkNotNull\`.

## Collections and null

\`List<String?>\` is a list whose elements may be null, while \`List<String>?\` is a list reference that may itself be null. \`filterNotNull()\` removes nulls, \`mapNotNull { }\` transforms and drops null results in one step, and functions like \`firstOrNull\`, \`getOrNull\` and \`toIntOrNull\` return null instead of throwing, integrating nicely with \`?:\`.

## Java interoperability

Java types have no nullability information unless annotated (\`@Nullable\`, \`@NonNull\`), so Kotlin sees them as **platform types**, written \`String!\` in error messages. You can treat them as nullable or not, and the compiler trusts you; a wrong guess causes a NullPointerException at run time. When calling Java APIs, declare the Kotlin variable type explicitly (\`val name: String? = javaObj.getName()\`) to make your assumption visible and safe.

## lateinit

For non-null properties that cannot be initialised in the constructor (dependency injection, test setup), \`lateinit var\` defers initialisation. Accessing it before assignment throws \`UninitializedPropertyAccessException\`, and \`::prop.isInitialized\` checks it. For read-only values computed on first use, prefer \`val x by lazy { ... }\`.`,
  overview: {
    whatYouWillLearn: [
      'T and T? are different types, and only T? may hold null',
      'Safe calls ?. propagate null through chains of member access',
      'The Elvis operator ?: supplies defaults, returns early or throws',
      'Smart casts treat checked variables as non-null',
      'The !! operator reintroduces runtime NullPointerExceptions',
      'Platform types from Java, lateinit and lazy initialisation',
    ],
    proTip:
      'Ban !! in code review unless accompanied by a comment proving it safe; in almost every case ?:, requireNotNull or a smart cast is clearer.',
  },
  mcqs: [
    {
      question: 'What does `user?.address?.city` evaluate to if `address` is null?',
      options: {
        A: 'It throws a `NullPointerException`',
        B: 'An empty string, `""`',
        C: '`null`',
        D: 'It does not compile, as `address` is null',
      },
      correct: 'C',
      explanation: 'A safe call on a null receiver yields `null` for the whole chain.',
    },
    {
      question: 'What does `val port = text.toIntOrNull() ?: 8080` produce when `text` is `"abc"`?',
      options: {
        A: '`8080`',
        B: '`null`, as `text.toIntOrNull()` fails',
        C: '`0`, the default `Int`',
        D: 'It throws a `NumberFormatException`',
      },
      correct: 'A',
      explanation: '`toIntOrNull` returns `null`, so the Elvis operator supplies 8080.',
    },
    {
      question: 'What happens when `x!!` is evaluated and `x` is null?',
      options: {
        A: 'It returns the default value for the type',
        B: 'It evaluates to `null` without any error',
        C: 'It fails to compile',
        D: 'It throws a `NullPointerException`',
      },
      correct: 'D',
      explanation: '`!!` asserts non-null and throws if the assertion fails.',
    },
    {
      question:
        'After `if (s == null) return` in a function with parameter `s: String?`, what is the type of `s` below?',
      options: {
        A: '`String?`, so `s?.length` is still needed',
        B: '`String`, through a smart cast',
        C: '`Any`, since the check erased the type',
        D: '`String!`, a platform type',
      },
      correct: 'B',
      explanation: 'The compiler smart-casts `s` to the non-null type after the check.',
    },
    {
      question: 'What is the difference between `List<String?>` and `List<String>?`?',
      options: {
        A: 'The first may hold nulls; the second may itself be null',
        B: 'The first may itself be null; the second may hold nulls',
        C: 'None: they are the same type written in two ways',
        D: 'The first is mutable while the second is read-only',
      },
      correct: 'A',
      explanation:
        'The `?` applies to the element type in the first and to the list reference in the second.',
    },
    {
      question: 'Which function transforms each element and drops the null results in one step?',
      options: {
        A: '`filterNotNull`',
        B: '`mapNotNull`',
        C: '`flatMap`',
        D: '`map`',
      },
      correct: 'B',
      explanation:
        '`mapNotNull { }` maps and discards nulls; `filterNotNull` only removes existing nulls.',
    },
    {
      question: 'What is a platform type such as `String!`?',
      options: {
        A: 'A type that exists on only one target platform',
        B: 'A nullable type that is always checked',
        C: 'A Java type whose nullability is unknown',
        D: 'A primitive JVM type such as `int` or `long`',
      },
      correct: 'C',
      explanation:
        'Java types without nullability annotations are platform types; the compiler trusts your choice.',
    },
    {
      question: 'Which declaration computes a read-only value on first access?',
      options: {
        A: '`lateinit var x: T`',
        B: '`val x by lazy { compute() }`',
        C: '`const val x = compute()`',
        D: '`val x get() = compute()`',
      },
      correct: 'B',
      explanation:
        '`by lazy` computes once on first use and caches; a custom getter recomputes on every access.',
    },
    {
      question:
        'What does `val id = params["id"] ?: throw IllegalArgumentException("id required")` do when the key is missing?',
      options: {
        A: 'Sets `id` to `null` and carries on',
        B: 'Sets `id` to the text `"id required"`',
        C: 'Fails to compile: `throw` is no expression',
        D: 'Throws an `IllegalArgumentException`',
      },
      correct: 'D',
      explanation:
        '`throw` is an expression of type `Nothing`, so the Elvis operator can use it for an early exit.',
    },
    {
      question: 'What happens when a `lateinit var` is read before it is assigned?',
      options: {
        A: 'It returns `null`, like a nullable property',
        B: 'It returns the default value of its type',
        C: 'The code fails to compile at that line',
        D: 'It throws `UninitializedPropertyAccessException`',
      },
      correct: 'D',
      explanation:
        '`lateinit` defers initialisation, and reading too early throws; `::prop.isInitialized` checks first.',
    },
    {
      question: 'What does `email?.let { sendWelcome(it) }` do?',
      options: {
        A: 'Calls `sendWelcome` only when `email` is not null',
        B: 'Calls `sendWelcome` with `null` when `email` is null',
        C: 'Assigns the result of `sendWelcome` to `email`',
        D: 'Throws when `email` is null, just as `!!` does',
      },
      correct: 'A',
      explanation:
        'The safe call skips `let` entirely for a null receiver, so the block runs only with a non-null value.',
    },
    {
      question: 'Why do smart casts not work on a mutable class property?',
      options: {
        A: 'Class properties are always treated as platform types',
        B: 'Smart casts only work inside `when` expressions',
        C: 'Another thread or a custom getter could change it',
        D: 'Properties cannot be compared with `null` at all',
      },
      correct: 'C',
      explanation:
        'The compiler cannot prove the value is unchanged between the check and the use, so copy it into a local `val`.',
    },
  ],
  problems: [],
};
