import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-9',
  order: 9,
  title: 'Modern Java: Records, Enums, Sealed Types and Pattern Matching',
  description:
    'Model data concisely with records and enums, restrict hierarchies with sealed types, and branch on structure with pattern matching.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Define records with compact constructors and understand what they generate',
    'Use enums with fields, methods and EnumMap',
    'Restrict class hierarchies with sealed interfaces and permits',
    'Write exhaustive switch expressions with type and record patterns',
  ],
  lesson: `## Records

A **record** (Java 16+) is a concise, immutable data carrier. From the header the compiler generates private final fields, a canonical constructor, accessor methods named after the components, and \`equals\`, \`hashCode\` and \`toString\` based on all components.

\`\`\`java
public record Money(long cents, String currency) {
    public Money {                                   // compact constructor: validation
        if (cents < 0) throw new IllegalArgumentException("negative amount");
        Objects.requireNonNull(currency);
    }
    public Money plus(Money other) {
        return new Money(cents + other.cents, currency);
    }
}
Money m = new Money(1250, "EUR");
m.cents();            // accessor, not getCents()
\`\`\`

Records cannot extend other classes (they implicitly extend \`Record\`) and cannot declare additional instance fields, but they can implement interfaces and have static members and extra methods. Note that immutability is shallow: a record holding a \`List\` should store an unmodifiable copy (\`List.copyOf\`).

## Enums

An \`enum\` defines a fixed set of named constants, each a full object that can have fields, constructors and methods:

\`\`\`java
public enum Planet {
    MERCURY(3.303e+23), EARTH(5.976e+24);
    private final double mass;
    Planet(double mass) { this.mass = mass; }
    public double mass() { return mass; }
}
\`\`\`

\`values()\` lists the constants and \`valueOf("EARTH")\` parses one. \`EnumMap\` and \`EnumSet\` are compact, fast collections keyed by enum constants.

## Sealed types

A **sealed** class or interface (Java 17) lists exactly which types may extend it. This lets you model a closed set of alternatives, like the cases of a result or the nodes of an expression tree:

\`\`\`java
public sealed interface Shape permits Circle, Square, Rect {}
public record Circle(double r) implements Shape {}
public record Square(double side) implements Shape {}
public record Rect(double w, double h) implements Shape {}
\`\`\`

Permitted subclasses must be \`final\`, \`sealed\` or \`non-sealed\`; records are implicitly final.

## Pattern matching

\`instanceof\` can bind a variable (\`if (obj instanceof String s && !s.isBlank())\`). Switch supports **type patterns** and **record patterns** (Java 21), with optional \`when\` guards. Because the compiler knows every permitted subtype of a sealed interface, a switch over it is checked for **exhaustiveness** and needs no \`default\`:

\`\`\`java no-compile "pattern matching in switch is Java 21; the runner's Java 17 version follows"
static double area(Shape s) {
    return switch (s) {
        case Circle c -> Math.PI * c.r() * c.r();
        case Square(double side) -> side * side;          // record pattern deconstructs
        case Rect(double w, double h) when w == h -> w * w;
        case Rect(double w, double h) -> w * h;
    };
}
\`\`\`

The runner has Java 17, where patterns in \`switch\` are only a preview; there, chain \`instanceof\` patterns (exhaustiveness is then your job, hence the final \`throw\`):

\`\`\`java
static double area(Shape s) {
    if (s instanceof Circle c) return Math.PI * c.r() * c.r();
    if (s instanceof Square q) return q.side() * q.side();
    if (s instanceof Rect r && r.w() == r.h()) return r.w() * r.w();
    if (s instanceof Rect r) return r.w() * r.h();
    throw new IllegalArgumentException("unknown shape: " + s);
}
\`\`\`

If you later add a new permitted shape, every such switch stops compiling until it handles the new case, turning a runtime bug into a compile error. Together, records, sealed types and pattern matching support **data-oriented programming**: model data as plain immutable values and write operations as exhaustive switches. Other modern conveniences include \`var\` for local variables, text blocks (\`"""\`) for multi-line strings, and helpful NullPointerException messages that name the null variable.`,
  overview: {
    whatYouWillLearn: [
      'Records generate fields, a canonical constructor, accessors, equals, hashCode and toString',
      'Compact constructors validate record components',
      'Enums are objects with fields and methods, backed by EnumMap and EnumSet',
      'Sealed types list their permitted subtypes explicitly',
      'Type patterns, record patterns and when guards in switch',
      'Exhaustive switches over sealed types need no default branch',
    ],
    proTip:
      'Avoid a default branch when switching over a sealed type; leaving it out lets the compiler tell you about every switch to update when a new subtype appears.',
  },
  mcqs: [
    {
      question:
        'What is the accessor for the component cents of record Money(long cents, String currency)?',
      options: {
        A: 'getCents()',
        B: 'cents()',
        C: 'money.cents as a public field',
        D: 'getComponent("cents")',
      },
      correct: 'B',
      explanation: 'Record accessors are named exactly like their components.',
    },
    {
      question: 'Which of these can a record NOT do?',
      options: {
        A: 'Be generic',
        B: 'Declare static methods',
        C: 'Validate arguments in a compact constructor',
        D: 'Extend another class',
      },
      correct: 'D',
      explanation: 'Records implicitly extend java.lang.Record and cannot extend anything else.',
    },
    {
      question: 'What does the permits clause of a sealed interface specify?',
      options: {
        A: 'The exact set of types allowed to implement it',
        B: 'Which packages may call its methods from outside its module',
        C: 'Which checked exceptions its methods may throw',
        D: 'The modules allowed to import it',
      },
      correct: 'A',
      explanation: 'Sealed types restrict their direct subtypes to the listed ones.',
    },
    {
      question: 'Why can a switch over a sealed interface omit the default branch?',
      options: {
        A: 'Default branches are forbidden in switch expressions over interfaces',
        B: 'A sealed switch falls through silently when no case matches',
        C: 'The compiler knows all permitted subtypes and checks coverage',
        D: 'Sealed types can only have one implementation',
      },
      correct: 'C',
      explanation: 'Exhaustiveness checking is possible because the set of subtypes is closed.',
    },
    {
      question: 'What does case Rect(double w, double h) when w == h -> ... do in a switch?',
      options: {
        A: 'Creates a new Rect',
        B: 'Assigns h to w',
        C: 'Matches any shape with two double fields and then assigns h to w',
        D: 'Matches a Rect, binds its two components, and applies only if w == h',
      },
      correct: 'D',
      explanation:
        'A record pattern deconstructs the record, and the when clause adds a guard condition.',
    },
    {
      question: 'Which collection is specialised for keys that are enum constants?',
      options: {
        A: 'SortedMap',
        B: 'EnumMap',
        C: 'IdentityHashMap',
        D: 'WeakHashMap',
      },
      correct: 'B',
      explanation: 'EnumMap stores values in an array indexed by the constant ordinal.',
    },
    {
      question:
        'A record has a component List<String> tags. How do you keep instances truly immutable?',
      options: {
        A: 'Declare the record final so no subclass can change tags',
        B: 'Nothing; records deep-copy a List<String> component automatically',
        C: 'Store List.copyOf(tags) in the compact constructor',
        D: 'Make the accessor private',
      },
      correct: 'C',
      explanation:
        'Records are shallowly immutable, so defensive unmodifiable copies protect mutable components.',
    },
    {
      question:
        'What does if (obj instanceof String s) add compared with the older instanceof check?',
      options: {
        A: 'It declares s already cast to String when the test succeeds',
        B: 'It converts any object to a String by calling its toString() first',
        C: 'It checks for null only',
        D: 'It compares obj with the variable s',
      },
      correct: 'A',
      explanation: 'Pattern matching for instanceof tests and binds a typed variable in one step.',
    },
    {
      question: 'What does a record generate automatically?',
      options: {
        A: 'Setters for every component, plus `equals`',
        B: 'A builder class, a no-argument constructor and setters',
        C: 'Accessors, `equals`, `hashCode` and `toString`',
        D: 'Getters named `getX()` and a `clone()` method',
      },
      correct: 'C',
      explanation:
        'A record gets a canonical constructor, accessors named after the components, and `equals`, `hashCode` and `toString`.',
    },
    {
      question: 'For an enum `Color`, what does `Color.valueOf("RED")` return?',
      options: {
        A: 'The ordinal of `RED`, an `int`',
        B: 'The constant `Color.RED`',
        C: 'The string `"RED"` unchanged',
        D: 'A new `Color` object equal to `RED`',
      },
      correct: 'B',
      explanation:
        '`valueOf` returns the existing enum constant with that name (and throws if there is none).',
    },
    {
      question: 'Which modifier must a permitted subclass of a sealed class declare?',
      options: {
        A: 'Only `final` (not `non-sealed`)',
        B: '`permits`, as in `permits Parent`',
        C: '`sealed` (like its parent) in every case',
        D: 'One of `final`, `sealed` or `non-sealed`, stated explicitly',
      },
      correct: 'D',
      explanation:
        'Each permitted subclass must be `final`, `sealed` or `non-sealed`, stating how the hierarchy continues.',
    },
    {
      question: 'What does `ordinal()` return for an enum constant?',
      options: {
        A: 'Its zero-based position in the declaration',
        B: 'Its one-based position in the declaration',
        C: "The constant's name as a string",
        D: 'A hash code that may change between runs',
      },
      correct: 'A',
      explanation: "`ordinal()` is the constant's position in the enum declaration, starting at 0.",
    },
  ],
  problems: [],
};
