import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-4',
  order: 4,
  title: 'Structs, Classes, Enums and Protocols',
  description:
    'Model data with value and reference types, enums with associated values, and protocols that define shared behaviour.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Choose between structs (value types) and classes (reference types)',
    'Use mutating methods, computed properties and property observers',
    'Model states with enums and associated values',
    'Define protocols and adopt them with extensions',
  ],
  lesson: `## Structs: value types

\`\`\`swift
struct Point {
    var x: Double
    var y: Double

    var length: Double { (x * x + y * y).squareRoot() }   // computed property

    mutating func move(by dx: Double) { x += dx }
}

var a = Point(x: 1, y: 2)   // memberwise initialiser for free
var b = a                   // copy
b.move(by: 10)
print(a.x, b.x)             // 1.0 11.0
\`\`\`

Structs are **value types**: assignment and passing to functions copy the value, so changing \`b\` never affects \`a\`. Methods that modify a struct must be marked \`mutating\`, and a struct stored in a \`let\` constant cannot be mutated at all. Most Swift standard library types (\`Int\`, \`String\`, \`Array\`, \`Dictionary\`) are structs, and large ones use copy-on-write so copies are cheap until modified.

## Classes: reference types

\`\`\`swift
final class BankAccount {
    let owner: String
    private(set) var balance: Double = 0 {
        didSet { print("Balance changed from \\(oldValue) to \\(balance)") }
    }
    init(owner: String) { self.owner = owner }
    func deposit(_ amount: Double) { balance += amount }
}

let account = BankAccount(owner: "Ada")
let same = account          // same instance
same.deposit(50)
print(account.balance)      // 50.0
\`\`\`

Classes are **reference types**: variables share one instance. They support inheritance, deinitialisers and identity (\`===\`). Memory is managed by **Automatic Reference Counting** (ARC); two objects holding strong references to each other leak, so one side should be \`weak\` or \`unowned\`. Mark classes \`final\` unless designed for subclassing.

Apple's guidance: **prefer structs** by default; use classes when you need shared mutable identity, inheritance, or interoperability with Objective-C frameworks. Property observers (\`willSet\`, \`didSet\`) and access control (\`private\`, \`fileprivate\`, \`internal\`, \`public\`, \`private(set)\`) work in both.

## Enums with associated values

\`\`\`swift
enum PaymentStatus {
    case pending
    case paid(amount: Double, date: Date)
    case failed(reason: String)
}

func describe(_ s: PaymentStatus) -> String {
    switch s {
    case .pending: "Waiting"
    case .paid(let amount, _): "Paid \\(amount)"
    case .failed(let reason): "Failed: \\(reason)"
    }
}
\`\`\`

Swift enums are powerful: each case can carry different **associated values**, and \`switch\` must handle every case, so adding a case shows you every place that needs updating. Enums can also have raw values (\`enum Suit: String\`), methods and computed properties.

## Protocols

A **protocol** defines requirements (properties, methods) that conforming types implement:

\`\`\`swift
protocol Shape {
    var area: Double { get }
    func describe() -> String
}

extension Shape {
    func describe() -> String { "Shape with area \\(area)" }   // default implementation
}

struct Circle: Shape { var radius: Double; var area: Double { .pi * radius * radius } }
\`\`\`

Structs, classes and enums can all adopt protocols, and **extensions** add methods, computed properties and conformances to existing types, even ones you do not own. Standard protocols such as \`Equatable\`, \`Hashable\`, \`Comparable\`, \`Codable\` and \`Identifiable\` are often synthesised automatically just by declaring conformance.

Together, these four building blocks cover almost every modelling need: structs for data, enums for states and choices, protocols for shared capabilities, and classes for the few objects that need a shared identity.`,
  overview: {
    whatYouWillLearn: [
      'Value semantics of structs and mutating methods',
      'Reference semantics of classes, identity and ARC',
      'When to prefer structs over classes',
      'Computed properties, observers and access control',
      'Enums with associated and raw values',
      'Protocols, default implementations and extensions',
    ],
    proTip:
      'Start every new model type as a struct; switch to a class only when you can name the reason (shared identity, inheritance, Objective-C interop).',
  },
  mcqs: [
    {
      question: 'var b = a copies a struct Point. What happens to a when b.x changes?',
      options: {
        A: 'a.x changes too',
        B: 'a is deallocated, since b now owns the data',
        C: 'Nothing, a keeps its own copy',
        D: 'A compile error occurs',
      },
      correct: 'C',
      explanation: 'Structs are value types, so each variable holds its own value.',
    },
    {
      question: 'Which keyword is needed on a struct method that modifies its properties?',
      options: {
        A: 'mutating',
        B: 'nonmutating',
        C: 'inout',
        D: 'dynamic',
      },
      correct: 'A',
      explanation: 'mutating marks methods that change self in value types.',
    },
    {
      question: 'How does Swift manage memory for class instances?',
      options: {
        A: 'A tracing garbage collector, as in Java',
        B: 'Manual calls to malloc and free',
        C: 'Copy-on-write garbage collection',
        D: 'Automatic Reference Counting',
      },
      correct: 'D',
      explanation: 'ARC frees instances when no strong references remain.',
    },
    {
      question:
        'Two class instances hold strong references to each other. What is the problem and fix?',
      options: {
        A: 'A deadlock; use a lock',
        B: 'A retain cycle that leaks; make one reference weak or unowned',
        C: 'A crash on launch; use structs',
        D: 'Nothing; ARC breaks such cycles automatically',
      },
      correct: 'B',
      explanation: 'ARC cannot free objects that keep each other alive.',
    },
    {
      question: 'What do enum associated values allow?',
      options: {
        A: 'Each case can carry its own data of different types',
        B: 'Enums to inherit from classes',
        C: 'New cases to be added at runtime by extensions of the enum',
        D: 'Enums to be mutable references',
      },
      correct: 'A',
      explanation: 'For example .paid(amount:date:) and .failed(reason:).',
    },
    {
      question: 'What does a protocol extension with a method body provide?',
      options: {
        A: 'A subclass',
        B: 'A stored property',
        C: 'A default implementation for conforming types',
        D: 'A new requirement for conforming types',
      },
      correct: 'C',
      explanation: 'Conforming types get the implementation unless they provide their own.',
    },
    {
      question: 'Which type is generally recommended by default for modelling data in Swift?',
      options: {
        A: 'Final classes',
        B: 'Tuples',
        C: 'Enums with payloads',
        D: 'Structs',
      },
      correct: 'D',
      explanation: "Value types avoid shared mutable state and are Apple's recommended default.",
    },
    {
      question: 'What does private(set) var balance mean?',
      options: {
        A: 'balance can be read from outside but only set inside the type',
        B: 'balance is completely hidden',
        C: 'balance is constant',
        D: 'balance can be set only from subclasses',
      },
      correct: 'A',
      explanation: 'The setter is private while the getter keeps the default access level.',
    },
    {
      question: 'What does `weak var delegate: Delegate?` mean?',
      options: {
        A: 'The delegate var can be assigned only once, at init',
        B: 'The reference does not keep the object alive',
        C: 'The object is copied into the property instead of shared',
        D: 'The property is cleared when the app goes to the background',
      },
      correct: 'B',
      explanation:
        'A weak reference does not add to the reference count and becomes nil when the object is freed.',
    },
    {
      question: 'Which of these do classes support but structs do not?',
      options: {
        A: 'Methods',
        B: 'Protocol conformance',
        C: 'Initialisers',
        D: 'Inheritance',
      },
      correct: 'D',
      explanation:
        'Structs can have methods, initialisers and protocol conformances, but only classes can inherit.',
    },
    {
      question:
        'Given `enum Shape { case circle(radius: Double) }`, which `switch` case binds the radius?',
      options: {
        A: '`case .circle(let r):`',
        B: '`case circle(r):`',
        C: '`case .circle(radius).value:`',
        D: '`case let .circle = r:`',
      },
      correct: 'A',
      explanation:
        'A pattern such as `case .circle(let r):` matches the case and binds its associated value.',
    },
    {
      question: 'What does a protocol declare?',
      options: {
        A: 'A base class that every conforming type must inherit from',
        B: 'Stored properties shared by all of its conforming types',
        C: 'Requirements that every conforming type must satisfy',
        D: 'A concrete implementation for every one of its methods',
      },
      correct: 'C',
      explanation:
        'A protocol lists required methods and properties; each conforming type satisfies them with its own code or with defaults from a protocol extension.',
    },
  ],
  problems: [],
};
