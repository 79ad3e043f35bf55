import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-6',
  order: 6,
  title: 'Classes, Data Classes and Objects',
  description: 'Define classes with primary constructors and properties, model values with data classes, and use object declarations and companion objects.',
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
            raw.trim().lowercase().takeIf { "@" in it }?.let { User(it) }
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
    proTip: 'Make the setter private (var x: T private set) instead of exposing a mutable property; outside code can read it, but only the class can change it.',
  },
  mcqs: [
    {
      question: 'What does declaring class Person(val name: String) do with name?',
      options: {
        A: 'It is only a constructor parameter',
        B: 'It becomes a mutable property',
        C: 'It becomes a static field',
        D: 'It becomes a read-only property initialised from the constructor',
      },
      correct: 'D',
      explanation: 'val in the primary constructor declares a property.',
    },
    {
      question: 'Why can\'t you subclass a Kotlin class by default?',
      options: {
        A: 'Kotlin has no inheritance',
        B: 'Classes are final unless marked open',
        C: 'Only data classes can be subclassed',
        D: 'Subclassing requires an interface',
      },
      correct: 'B',
      explanation: 'Kotlin makes classes final by default to avoid fragile base classes.',
    },
    {
      question: 'What does a.copy(y = 5) return for data class Point(val x: Int, val y: Int)?',
      options: {
        A: 'The same instance with y modified',
        B: 'A Boolean comparing a with 5',
        C: 'A new Point with the same x and y set to 5',
        D: 'A compile error because y is val',
      },
      correct: 'C',
      explanation: 'copy creates a new instance, overriding the named properties.',
    },
    {
      question: 'What is an object declaration in Kotlin?',
      options: {
        A: 'A singleton with exactly one lazily created instance',
        B: 'A class that can only be instantiated twice',
        C: 'An abstract class',
        D: 'A data class without properties',
      },
      correct: 'A',
      explanation: 'object declares a class and its single instance at once.',
    },
    {
      question: 'What does Point(1, 2) == Point(1, 2) evaluate to for a data class Point?',
      options: { A: 'false', B: 'true', C: 'A compile error', D: 'It depends on memory addresses' },
      correct: 'B',
      explanation: 'Data classes generate structural equals from their properties.',
    },
    {
      question: 'What does var balance: Long = 0 private set mean?',
      options: {
        A: 'The property is invisible outside the class',
        B: 'The property can never be changed',
        C: 'The property is stored in a companion object',
        D: 'Anyone can read it, but only the class can assign it',
      },
      correct: 'D',
      explanation: 'The setter is private while the getter stays public.',
    },
    {
      question: 'Where do Kotlin classes usually place factory functions that Java would make static?',
      options: { A: 'In a companion object', B: 'In an init block', C: 'In a data class', D: 'In a secondary constructor' },
      correct: 'A',
      explanation: 'Companion object members are called on the class name.',
    },
    {
      question: 'What does require(amount > 0) { "must be positive" } do when the condition is false?',
      options: {
        A: 'Returns false',
        B: 'Logs a warning',
        C: 'Throws IllegalArgumentException with the message',
        D: 'Throws NullPointerException',
      },
      correct: 'C',
      explanation: 'require validates arguments and throws IllegalArgumentException on failure.',
    },
  ],
  problems: [],
};
