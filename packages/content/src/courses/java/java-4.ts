import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-4',
  order: 4,
  title: 'Classes and Objects',
  description:
    'Model real things as classes with fields, constructors and methods, and protect their state with encapsulation.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define classes with fields, constructors and instance methods',
    'Apply access modifiers to encapsulate state',
    'Distinguish static members from instance members',
    'Override equals, hashCode and toString correctly',
  ],
  lesson: `## Classes and instances

A **class** describes the state (fields) and behaviour (methods) of a kind of object; \`new\` creates an **instance** on the heap and returns a reference to it. A **constructor** has the class's name and no return type; it initialises the new object. Inside instance methods, \`this\` refers to the current object.

\`\`\`java
public class BankAccount {
    private final String owner;     // set once in the constructor
    private long balanceCents;      // private: only this class can touch it
    private static int created = 0; // one copy shared by all accounts

    public BankAccount(String owner) {
        this(owner, 0);             // delegate to the other constructor
    }
    public BankAccount(String owner, long initialCents) {
        if (initialCents < 0) throw new IllegalArgumentException("negative balance");
        this.owner = owner;
        this.balanceCents = initialCents;
        created++;
    }
    public void deposit(long cents) {
        if (cents <= 0) throw new IllegalArgumentException("deposit must be positive");
        balanceCents += cents;
    }
    public long getBalanceCents() { return balanceCents; }
    public static int getCreated() { return created; }
}
\`\`\`

If you write no constructor, the compiler adds a no-argument default constructor; once you write any constructor, it no longer does.

## Encapsulation

Access modifiers control visibility: \`private\` (this class only), no modifier (same package), \`protected\` (package plus subclasses) and \`public\` (everyone). Keep fields \`private\` and expose behaviour through methods. Then the class can **enforce invariants**, such as "the balance is never negative", in one place, and you can change the internal representation later without breaking callers. Prefer meaningful operations like \`deposit\` over blindly generated setters, and make fields \`final\` whenever they should not change; fully immutable objects are simpler and thread-safe.

## Static versus instance

An instance field exists once per object; a \`static\` field exists once per class. Static methods have no \`this\` and cannot use instance fields directly. Utility functions (\`Math.max\`) and counters like \`created\` above are typical static members; constants are \`static final\` and named in UPPER_SNAKE_CASE.

## equals, hashCode and toString

Every class inherits from \`Object\`. Its default \`equals\` compares identity and its \`toString\` prints the class name and a hash. Override them for value-like classes:

\`\`\`java
public final class Point {
    private final int x, y;
    public Point(int x, int y) { this.x = x; this.y = y; }

    @Override
    public boolean equals(Object o) {
        if (this == o) return true;
        if (!(o instanceof Point p)) return false;   // pattern matching for instanceof
        return x == p.x && y == p.y;
    }
    @Override
    public int hashCode() { return Objects.hash(x, y); }
    @Override
    public String toString() { return "Point(" + x + ", " + y + ")"; }
}
\`\`\`

The contract is strict: objects that are \`equals\` **must** have the same \`hashCode\`, otherwise \`HashMap\` and \`HashSet\` will lose them. The \`@Override\` annotation makes the compiler verify that you really override a method instead of accidentally overloading it. For simple data carriers, the \`record\` feature covered later generates all three methods for you.`,
  overview: {
    whatYouWillLearn: [
      'Classes define fields and methods; new creates instances on the heap',
      'Constructors initialise objects and can delegate with this(...)',
      'private fields plus public methods let a class enforce invariants',
      'static members belong to the class and have no this',
      'Overriding equals requires a consistent hashCode',
      '@Override asks the compiler to verify a method really overrides',
    ],
    proTip:
      'Make fields final by default; you will discover that most objects never need to change after construction, and bugs from shared mutable state disappear.',
  },
  mcqs: [
    {
      question: 'When does the Java compiler add a default no-argument constructor to a class?',
      options: {
        A: 'Always, in addition to any constructors you write yourself',
        B: 'Only when the class is abstract',
        C: 'Only when the class declares no constructor at all',
        D: 'Never; a default constructor must be written by hand',
      },
      correct: 'C',
      explanation: 'Declaring any constructor suppresses the implicit default constructor.',
    },
    {
      question: 'Which access modifier restricts a field to the declaring class only?',
      options: {
        A: 'private',
        B: 'protected',
        C: 'public',
        D: 'No modifier',
      },
      correct: 'A',
      explanation: 'private members are visible only inside their own class.',
    },
    {
      question: 'Why can a static method not read an instance field directly?',
      options: {
        A: 'Instance fields are always private, so static code cannot see them',
        B: 'A static method cannot read a field until main has created the instance',
        C: 'Instance fields are created only after all static methods have finished',
        D: 'A static method has no this, so there is no instance to read from',
      },
      correct: 'D',
      explanation: 'Static methods belong to the class, not to any particular object.',
    },
    {
      question: 'What must be true of two objects for which a.equals(b) is true?',
      options: {
        A: 'They must be the same object (`a == b`)',
        B: 'a.hashCode() must equal b.hashCode()',
        C: '`a.toString().equals(b.toString())` must be true',
        D: 'They must have been created by the same constructor',
      },
      correct: 'B',
      explanation: 'The equals/hashCode contract requires equal objects to have equal hash codes.',
    },
    {
      question: 'What does this(owner, 0) do as the first line of a constructor?',
      options: {
        A: 'Calls another constructor of the same class',
        B: 'Calls the parent class constructor with those arguments',
        C: 'Creates a second object',
        D: 'Returns a copy of the object',
      },
      correct: 'A',
      explanation: 'this(...) delegates to an overloaded constructor in the same class.',
    },
    {
      question:
        'What is the main benefit of keeping fields private and exposing methods such as deposit()?',
      options: {
        A: 'The program uses less memory',
        B: 'Private fields become thread-safe behind methods',
        C: 'The class can validate every change and protect its invariants',
        D: 'Methods run faster than field access',
      },
      correct: 'C',
      explanation:
        'Encapsulation ensures all modifications pass through code that checks the rules.',
    },
    {
      question:
        'How many copies of a static field exist when 100 instances of its class are created?',
      options: {
        A: '100, one per object',
        B: 'One',
        C: 'None until it is accessed',
        D: 'One per thread',
      },
      correct: 'B',
      explanation: 'A static field belongs to the class and is shared by all instances.',
    },
    {
      question: 'What does the @Override annotation do?',
      options: {
        A: 'Makes the method run faster by skipping dynamic dispatch',
        B: 'Hides the parent method from other classes',
        C: 'Makes the method replace the parent one even if the signature differs',
        D: 'Makes the compiler check that the method really overrides one',
      },
      correct: 'D',
      explanation: 'If the signature does not match a supertype method, compilation fails.',
    },
    {
      question: 'What does the default `toString()` inherited from `Object` return?',
      options: {
        A: 'All field names and values as JSON',
        B: 'The class name, `@` and a hex hash code',
        C: 'An empty string until you override it',
        D: '`null` unless overridden',
      },
      correct: 'B',
      explanation:
        '`Object.toString()` returns the class name, `@`, and the hash code in hexadecimal.',
    },
    {
      question: 'Which keyword refers to the current object inside an instance method?',
      options: {
        A: '`self`',
        B: '`super`',
        C: '`this`',
        D: '`me`',
      },
      correct: 'C',
      explanation: '`this` is the reference to the object the instance method was called on.',
    },
    {
      question: 'If a class overrides `equals` but not `hashCode`, what goes wrong?',
      options: {
        A: 'The class no longer compiles',
        B: '`==` starts comparing contents instead of references for that class',
        C: '`toString()` prints the wrong hash code',
        D: '`HashMap` and `HashSet` lookups fail for equal objects',
      },
      correct: 'D',
      explanation:
        'Equal objects must have equal hash codes; otherwise hash-based collections look in the wrong bucket.',
    },
    {
      question: 'How is a `static` method usually called?',
      options: {
        A: 'Through the class name, as in `Math.max(a, b)` or `List.of()`',
        B: 'Only through an instance, as in `obj.max(a, b)`',
        C: 'Through `this`, as in `this.max(a, b)`',
        D: 'Only from another static method in the same file',
      },
      correct: 'A',
      explanation: 'Static methods belong to the class, so they are called through the class name.',
    },
  ],
  problems: [],
};
