import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-6',
  order: 6,
  title: 'Classes, Data Classes and Objects',
  description:
    'Define classes with primary constructors and properties, model values with data classes, and use object declarations and companion objects.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Declare classes with primary constructors, init blocks and properties',
    'Write custom getters and setters and control visibility',
    'Use data classes for value types with equals, hashCode, toString and copy',
    'Use object declarations, companion objects and enum classes',
  ],
  lesson: `## Classes and constructors

A class's **primary constructor** is part of its header. Parameters marked \`val\` or \`var\` become properties automatically, and \`init\` blocks run validation or setup code:

\`\`\`kotlin
class Account(val owner: String, initialCents: Long = 0) {
    var balanceCents: Long = initialCents
        private set                               // readable everywhere, writable only inside

    init {
        require(owner.isNotBlank()) { "owner must not be blank" }
        require(initialCents >= 0) { "initial balance must be non-negative" }
    }

    fun deposit(cents: Long) {
        require(cents > 0) { "deposit must be positive" }
        balanceCents += cents
    }

    val isEmpty: Boolean
        get() = balanceCents == 0L                 // computed property
}

val acct = Account("Ana")     // no new keyword
acct.deposit(500)
\`\`\`

Kotlin has **properties**, not fields plus getters: \`acct.balanceCents\` calls a generated getter. Custom accessors use \`get()\` and \`set(value)\`, and inside them \`field\` refers to the backing field. Visibility modifiers are \`public\` (default), \`private\`, \`protected\` and \`internal\` (visible within the same module). Secondary constructors exist (\`constructor(...) : this(...)\`) but default arguments usually make them unnecessary.

Classes are **final by default**: they cannot be subclassed unless marked \`open\`, a deliberate choice that avoids fragile inheritance hierarchies.

## Data classes

A \`data class\` is meant to hold data. From the properties in its primary constructor, the compiler generates \`equals\`, \`hashCode\`, \`toString\`, \`componentN\` functions for destructuring, and \`copy\`:

\`\`\`kotlin
data class Point(val x: Int, val y: Int)

val a = Point(1, 2)
val b = Point(1, 2)
println(a == b)            // true: structural equality
println(a)                 // Point(x=1, y=2)
val c = a.copy(y = 5)      // Point(x=1, y=5)
val (x, y) = c             // destructuring
\`\`\`

Prefer \`val\` properties in data classes so instances are immutable and safe as map keys; \`copy\` makes modified versions cheaply. Only properties declared in the primary constructor participate in the generated methods.

## Objects

An \`object\` declaration defines a **singleton**: a class with exactly one instance, created lazily and thread-safely on first access. It suits stateless helpers, registries and configuration. A \`companion object\` inside a class holds members tied to the class rather than instances, playing the role of Java's static members and commonly hosting factory functions:

\`\`\`kotlin
class User private constructor(val email: String) {
    companion object {
        fun fromEmail(raw: String): User? =
            raw.trim().toLowerCase().takeIf { "@" in it }?.let { User(it) }
    }
}
val u = User.fromEmail(" Ana@Example.com ")
\`\`\`

\`object : Comparator<String> { ... }\` creates an anonymous object expression when you need a one-off implementation.

## Enum classes

\`enum class Direction { NORTH, EAST, SOUTH, WEST }\` defines a fixed set of constants. Enums can have properties and methods, \`entries\` lists all constants (replacing \`values()\` in recent Kotlin), \`valueOf\` parses a name, and \`when\` over an enum can be exhaustive without an \`else\` branch.`,
  overview: {
    whatYouWillLearn: [
      'Primary constructor parameters with val or var become properties',
      'init blocks validate state and require throws on bad arguments',
      'Properties with custom accessors, private setters and backing fields',
      'Classes are final unless declared open',
      'Data classes generate equals, hashCode, toString, componentN and copy',
      'object singletons, companion objects and enum classes',
    ],
    proTip:
      'Make the setter private (var x: T private set) instead of exposing a mutable property; outside code can read it, but only the class can change it.',
  },
  mcqs: [
    {
      question: 'What does declaring `class Person(val name: String)` do with `name`?',
      options: {
        A: 'Keeps it as a constructor parameter only, not stored',
        B: 'Stores it in a private field with no getter',
        C: 'Makes it a `var` property with a getter and setter',
        D: 'A read-only property, set by the constructor',
      },
      correct: 'D',
      explanation: 'A `val` parameter in the primary constructor becomes a read-only property.',
    },
    {
      question: "Why can't you subclass a Kotlin class by default?",
      options: {
        A: 'Kotlin does not support class inheritance at all',
        B: 'Classes are final unless marked `open`',
        C: 'Only `abstract` classes may have subclasses',
        D: 'Subclasses need `extends` in the class header',
      },
      correct: 'B',
      explanation:
        'Kotlin classes are final by default, a deliberate choice against fragile hierarchies.',
    },
    {
      question: 'What does `a.copy(y = 5)` return for `data class Point(val x: Int, val y: Int)`?',
      options: {
        A: 'The same object `a`, with its `y` changed to 5',
        B: 'A new `Point` with `x = 0` and `y = 5`',
        C: 'A new `Point` with the same `x` and `y = 5`',
        D: 'A compile error, because `y` is a `val`',
      },
      correct: 'C',
      explanation: '`copy` creates a new instance, replacing only the named properties.',
    },
    {
      question: 'What is an `object` declaration in Kotlin?',
      options: {
        A: 'A singleton: a class with one instance',
        B: 'An instance of `Any` made with `new`',
        C: 'A class whose members are all `abstract`',
        D: 'A data class that has no primary constructor',
      },
      correct: 'A',
      explanation:
        'An `object` declaration defines a class and its single instance, created lazily and thread-safely.',
    },
    {
      question: 'What does `Point(1, 2) == Point(1, 2)` evaluate to for a data class `Point`?',
      options: {
        A: '`false`, as they are two different objects',
        B: '`true`, by structural equality',
        C: '`true` only when `===` is also true',
        D: '`false` unless `equals` is written by hand',
      },
      correct: 'B',
      explanation: 'Data classes generate `equals` from the primary constructor properties.',
    },
    {
      question: 'What does `var balance: Long = 0` followed by `private set` mean?',
      options: {
        A: 'The property is private for reading and writing',
        B: 'The setter is generated only for subclasses',
        C: 'The property can be assigned only once',
        D: 'It is readable everywhere but writable only inside the class',
      },
      correct: 'D',
      explanation: "The setter's visibility is restricted while the getter stays public.",
    },
    {
      question:
        'Where do Kotlin classes usually place factory functions that Java would make static?',
      options: {
        A: 'In a `companion object`',
        B: 'In a top-level `object` named after the class',
        C: 'In a `static` block at the end of the class',
        D: 'In an `init` block',
      },
      correct: 'A',
      explanation:
        'Companion object members are tied to the class rather than instances, like Java statics.',
    },
    {
      question:
        'What does `require(amount > 0) { "must be positive" }` do when the condition is false?',
      options: {
        A: 'Returns `false` and skips the rest of the function body',
        B: 'Logs the message and carries on with the call',
        C: 'Throws `IllegalArgumentException` with the message',
        D: 'Throws `IllegalStateException` with the message',
      },
      correct: 'C',
      explanation:
        '`require` validates arguments with `IllegalArgumentException`; `check` throws `IllegalStateException`.',
    },
    {
      question: 'Inside a custom property accessor, what does `field` refer to?',
      options: {
        A: 'The backing store that holds the value',
        B: 'The instance of the enclosing class',
        C: 'The value passed to the setter',
        D: 'A list of every property the class has',
      },
      correct: 'A',
      explanation:
        "`field` is the backing field; the setter's argument is conventionally named `value`.",
    },
    {
      question: 'What does the visibility modifier `internal` mean?',
      options: {
        A: 'Visible only to subclasses',
        B: 'Visible anywhere in the same module',
        C: 'Visible only within the same source file',
        D: 'Visible within the same package, as in Java',
      },
      correct: 'B',
      explanation: '`internal` declarations are visible throughout the module they belong to.',
    },
    {
      question:
        'What does `Direction.entries` give for `enum class Direction { NORTH, EAST, SOUTH, WEST }`?',
      options: {
        A: 'The number of constants, here 4',
        B: 'A map from constant names to constants',
        C: 'All the constants, in declaration order',
        D: 'The constant with the lowest ordinal',
      },
      correct: 'C',
      explanation: '`entries` lists every constant in order and replaces the older `values()`.',
    },
    {
      question: "Which properties take part in a data class's generated `equals`?",
      options: {
        A: 'Every property declared anywhere in the class body',
        B: 'Only the `var` properties, since `val`s never change',
        C: 'Only the properties that have a custom getter',
        D: 'Only those declared in the primary constructor',
      },
      correct: 'D',
      explanation:
        'Generated `equals`, `hashCode`, `toString` and `copy` use only primary constructor properties.',
    },
  ],
  problems: [],
};
