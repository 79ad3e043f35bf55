import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-4',
  order: 4,
  title: 'Null Safety',
  description: 'Eliminate null pointer errors with nullable types, safe calls, the Elvis operator, smart casts and careful Java interoperability.',
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
val length = nickname?.length ?: 0
fun cityOf(user: User?): String {
    val city = user?.address?.city ?: return "unknown"
    return city.uppercase()
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
    proTip: 'Ban !! in code review unless accompanied by a comment proving it safe; in almost every case ?:, requireNotNull or a smart cast is clearer.',
  },
  mcqs: [
    {
      question: 'What does user?.address?.city evaluate to if address is null?',
      options: { A: 'An empty string', B: 'It throws NullPointerException', C: 'null', D: 'The string "null"' },
      correct: 'C',
      explanation: 'Safe calls short-circuit to null at the first null receiver.',
    },
    {
      question: 'What does val port = text.toIntOrNull() ?: 8080 produce when text is "abc"?',
      options: { A: '8080', B: 'null', C: '0', D: 'A NumberFormatException' },
      correct: 'A',
      explanation: 'toIntOrNull returns null and the Elvis operator substitutes 8080.',
    },
    {
      question: 'What happens when x!! is evaluated and x is null?',
      options: {
        A: 'It returns a default value',
        B: 'It returns null',
        C: 'Nothing; the line is skipped',
        D: 'A NullPointerException is thrown',
      },
      correct: 'D',
      explanation: 'The not-null assertion operator throws on null.',
    },
    {
      question: 'After if (s == null) return in a function with parameter s: String?, what is the type of s below?',
      options: { A: 'String?', B: 'String, thanks to a smart cast', C: 'Any', D: 'Nothing' },
      correct: 'B',
      explanation: 'The compiler knows s cannot be null after the early return.',
    },
    {
      question: 'What is the difference between List<String?> and List<String>??',
      options: {
        A: 'The first holds elements that may be null; the second is a list reference that may be null',
        B: 'They are the same type',
        C: 'The first is mutable, the second immutable',
        D: 'The second cannot contain strings',
      },
      correct: 'A',
      explanation: 'The position of ? decides what is nullable.',
    },
    {
      question: 'Which function transforms each element and drops the null results in one step?',
      options: { A: 'filterNotNull', B: 'map', C: 'mapNotNull', D: 'flatMap' },
      correct: 'C',
      explanation: 'mapNotNull applies the transform and keeps only non-null results.',
    },
    {
      question: 'What is a platform type such as String! in Kotlin?',
      options: {
        A: 'A type marked as never null by Kotlin',
        B: 'A type from Java whose nullability is unknown to the compiler',
        C: 'A primitive type',
        D: 'A type only available on Android',
      },
      correct: 'B',
      explanation: 'Unannotated Java types can be treated as nullable or not, at your own risk.',
    },
    {
      question: 'Which declaration computes a read-only value on first access?',
      options: {
        A: 'lateinit val config: Config',
        B: 'var config: Config? = null',
        C: 'const val config = Config()',
        D: 'val config by lazy { loadConfig() }',
      },
      correct: 'D',
      explanation: 'lazy delegates compute once on first use; lateinit only works with var.',
    },
  ],
  problems: [],
};
