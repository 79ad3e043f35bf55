import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-4',
  order: 4,
  title: 'Classes, Properties and Objects',
  description:
    'Design classes with constructors, properties, methods and static members, and understand structs and object initialisers.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define classes with fields, constructors and methods',
    'Use auto-properties, init-only setters, required members and computed properties',
    'Apply access modifiers and static members appropriately',
    'Choose between classes and structs and use object initialisers',
  ],
  lesson: `## Classes and constructors

A class defines the data and behaviour of its objects. Constructors initialise new instances; \`this\` refers to the current object, and one constructor can delegate to another with \`: this(...)\`.

\`\`\`csharp
public class BankAccount
{
    private decimal _balance;                  // private field, underscore by convention

    public BankAccount(string owner, decimal opening = 0m)
    {
        if (string.IsNullOrWhiteSpace(owner)) throw new ArgumentException("owner is required", nameof(owner));
        Owner = owner;
        _balance = opening;
    }

    public string Owner { get; }               // get-only auto-property: set in constructor
    public decimal Balance => _balance;        // computed, read-only property
    public static int OpenAccounts { get; private set; }

    public void Deposit(decimal amount)
    {
        if (amount <= 0) throw new ArgumentOutOfRangeException(nameof(amount));
        _balance += amount;
    }
}
\`\`\`

C# 12 also offers **primary constructors** (\`public class Point(int x, int y) { ... }\`), whose parameters are in scope throughout the class body.

## Properties

Properties look like fields to callers but are methods underneath, so a class can validate, compute or change its representation without breaking callers. An **auto-property** (\`public string Name { get; set; }\`) generates the backing field. Accessors can have different access levels (\`{ get; private set; }\`). An \`init\` accessor allows setting only during object creation, and the \`required\` modifier (C# 11) forces callers to set a property in the object initialiser:

\`\`\`csharp no-compile "required members are C# 11 and init accessors C# 9; the runner's Mono compiler speaks C# 7"
public class Customer
{
    public required string Email { get; init; }
    public string? Nickname { get; set; }
}
var c = new Customer { Email = "ana@example.com", Nickname = "ana" };  // object initialiser
\`\`\`

Expose properties, not public fields: fields cannot be validated later without changing the public API.

## Access modifiers and static members

\`public\` is visible everywhere, \`private\` only inside the type (the default for members), \`protected\` to derived classes, and \`internal\` within the same assembly (the default for top-level types). \`static\` members belong to the type itself, not to instances: \`Math.Max\`, counters and factory methods. A \`static class\` contains only static members and cannot be instantiated, which suits utility helpers and extension methods.

## Structs versus classes

A \`struct\` is a value type: it is copied on assignment and usually lives inline (on the stack or inside another object), avoiding heap allocations. Structs suit small, immutable values such as coordinates or money amounts; mark them \`readonly struct\` to guarantee immutability. Classes are reference types with identity, suited to larger objects, shared state and inheritance. Copying a mutable struct and modifying the copy is a classic bug, because the original is unaffected.

Objects are created with \`new\`, and target-typed \`new\` lets you omit the type when it is known: \`BankAccount acct = new("Ana");\`. Override \`ToString()\` to give objects a useful text form for logs and the debugger.`,
  overview: {
    whatYouWillLearn: [
      'Constructors initialise objects and can chain with this(...)',
      'Auto-properties, computed properties and differing accessor visibility',
      'init accessors and required members enforce initialisation in object initialisers',
      'Access modifiers and the defaults for members and types',
      'Static members belong to the type and static classes cannot be instantiated',
      'Structs are copied by value while classes are shared by reference',
    ],
    proTip:
      'Start every property as get-only or init-only and relax it only when you truly need mutation; immutable objects are easier to reason about and to share.',
  },
  mcqs: [
    {
      question: 'What does an init accessor on a property allow?',
      options: {
        A: 'Setting the property at any time, but only from inside the class',
        B: 'Reading the property only inside the class (like `private get`)',
        C: 'Setting it only during object creation, e.g. in an initialiser',
        D: 'Computing the property lazily',
      },
      correct: 'C',
      explanation:
        'init-only properties can be assigned during construction and initialisation, then become read-only.',
    },
    {
      question: 'What is the default accessibility of a class member declared without a modifier?',
      options: {
        A: 'private',
        B: 'public',
        C: 'internal',
        D: 'protected',
      },
      correct: 'A',
      explanation: 'Members default to private; top-level types default to internal.',
    },
    {
      question: 'What does the required modifier on a property enforce?',
      options: {
        A: 'The property can never hold `null` at run time',
        B: 'The property must be virtual',
        C: 'The property must have a private setter',
        D: 'Callers must set it in the initialiser when creating the object',
      },
      correct: 'D',
      explanation:
        'The compiler reports an error if an object initialiser omits a required member.',
    },
    {
      question: 'Why are public properties preferred over public fields?',
      options: {
        A: 'Fields are slower to read, because every access goes through a method call',
        B: 'Properties can add validation later without changing the public API',
        C: 'Properties use less memory, since they store no backing value at all',
        D: 'Public fields are always static and shared by all instances',
      },
      correct: 'B',
      explanation:
        'Changing a field to a property is a breaking change; starting with properties avoids it.',
    },
    {
      question:
        'What happens when you assign a struct variable to another variable and modify the copy?',
      options: {
        A: 'The original is unaffected, because structs are always copied by value',
        B: 'Both variables change, since the struct is stored by reference',
        C: 'A compile error occurs',
        D: 'The original is set to default',
      },
      correct: 'A',
      explanation: 'Structs are value types, so assignment copies the data.',
    },
    {
      question: 'What is special about a static class?',
      options: {
        A: 'It can be instantiated only once, and that instance is shared',
        B: 'Its objects live on the stack',
        C: 'It contains only static members and cannot be instantiated at all',
        D: 'A static class cannot have any methods, only fields',
      },
      correct: 'C',
      explanation: 'Static classes act as containers for helpers and extension methods.',
    },
    {
      question: 'In public decimal Balance => _balance;, what kind of member is Balance?',
      options: {
        A: 'A public field initialised to `_balance`',
        B: 'A read-only computed property',
        C: 'A constructor that assigns `_balance`',
        D: 'A method that takes one argument (`_balance`)',
      },
      correct: 'B',
      explanation: 'An expression-bodied property defines a getter with no setter.',
    },
    {
      question: 'Which statement creates an object with target-typed new?',
      options: {
        A: 'var acct = BankAccount("Ana");',
        B: 'BankAccount acct = BankAccount.new("Ana");',
        C: 'new BankAccount acct("Ana");',
        D: 'BankAccount acct = new("Ana");',
      },
      correct: 'D',
      explanation: 'When the type is known from the declaration, new can omit it.',
    },
    {
      question: 'Which code may access a `protected` member?',
      options: {
        A: 'Any code in the same assembly',
        B: 'The class and its subclasses',
        C: 'The declaring class only, never its subclasses',
        D: 'Any code for reading, only the class for writing',
      },
      correct: 'B',
      explanation:
        '`protected` members are visible inside the class and its derived classes; `internal` is the same-assembly modifier.',
    },
    {
      question: "What does `: this(...)` after a constructor's parameter list do?",
      options: {
        A: 'Calls the base class constructor first',
        B: 'Returns the current object from the constructor',
        C: "Declares that the constructor copies the class's fields",
        D: 'Calls another constructor of the same class first',
      },
      correct: 'D',
      explanation:
        "`: this(...)` chains to another constructor of the same class; `: base(...)` calls the parent's.",
    },
    {
      question: 'With `public class Point(int x, int y) { ... }`, what are `x` and `y`?',
      options: {
        A: 'Primary constructor parameters, in scope in the whole class body',
        B: 'Public read-only properties generated automatically, as for a record',
        C: 'Private fields that only the constructor body can read',
        D: 'Static members shared by every Point instance',
      },
      correct: 'A',
      explanation:
        "In a class (not a record) a primary constructor's parameters are in scope throughout the body, but no public properties are generated.",
    },
    {
      question:
        '`OpenAccounts` counts every account ever opened. What kind of member should it be?',
      options: {
        A: 'An instance property with a private setter',
        B: 'A `const` field updated by each constructor',
        C: 'A `static` property of the type',
        D: 'A `readonly` instance field set in each constructor',
      },
      correct: 'C',
      explanation:
        'A count shared by all instances belongs to the type, so it is a `static` member.',
    },
  ],
  problems: [],
};
