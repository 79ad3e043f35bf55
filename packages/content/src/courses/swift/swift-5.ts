import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-5',
  order: 5,
  title: 'Generics and Protocol-Oriented Programming',
  description:
    'Write reusable, type-safe code with generics, constraints, associated types, and some versus any.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write generic functions and types with constraints',
    'Use protocols with associated types',
    'Distinguish opaque types (some) from existential types (any)',
    'Design with protocol composition and extensions instead of deep inheritance',
  ],
  lesson: `## Generic functions and types

Generics let one implementation work with many types while keeping full type safety:

\`\`\`swift
func firstDuplicate<T: Hashable>(in items: [T]) -> T? {
    var seen = Set<T>()
    for item in items {
        if !seen.insert(item).inserted { return item }
    }
    return nil
}

struct Stack<Element> {
    private var storage: [Element] = []
    mutating func push(_ e: Element) { storage.append(e) }
    mutating func pop() -> Element? { storage.popLast() }
    var top: Element? { storage.last }
}

var s = Stack<String>()
s.push("a")
\`\`\`

\`T: Hashable\` is a **constraint**: only types that can be hashed are accepted, so \`Set<T>\` compiles. More complex constraints go in a \`where\` clause: \`func merge<C: Collection>(_ c: C) where C.Element: Comparable\`. \`Array\`, \`Dictionary\`, \`Optional\` and \`Result\` are all generic types, and generic code is specialised by the compiler so it runs as fast as hand-written code.

## Protocols with associated types

Protocols can declare placeholder types that conforming types fill in:

\`\`\`swift
protocol Repository {
    associatedtype Item: Identifiable
    func all() async throws -> [Item]
    func save(_ item: Item) async throws
}

struct UserRepository: Repository {
    func all() async throws -> [User] { ... }   // Item is inferred as User
    func save(_ item: User) async throws { ... }
}
\`\`\`

\`Collection\` (with \`Element\` and \`Index\`) and SwiftUI's \`View\` (with \`Body\`) are famous examples.

## some versus any

\`some Protocol\` is an **opaque type**: a specific concrete type chosen by the implementation and hidden from callers, but fixed and known to the compiler. SwiftUI's \`var body: some View\` uses it, letting the compiler see the exact nested view type for performance.

\`any Protocol\` is an **existential**: a box that can hold *any* conforming value, and different values over time. It enables heterogeneous collections (\`[any Shape]\`) but costs dynamic dispatch and boxing, and some protocol features (associated types, \`Self\` requirements) are only partly usable through it. Swift requires you to write \`any\` explicitly so the cost is visible. Prefer generics or \`some\` and reach for \`any\` when you truly need heterogeneity.

\`\`\`swift
func totalArea(of shapes: [any Shape]) -> Double { shapes.reduce(0) { $0 + $1.area } }
func largest(_ shapes: some Collection<Circle>) -> Circle? { shapes.max { $0.radius < $1.radius } }
\`\`\`

## Protocol-oriented design

Swift encourages composing behaviour from small protocols rather than building deep class hierarchies. A type can conform to many protocols (\`struct Product: Identifiable, Codable, Hashable\`), protocols can be combined (\`typealias Persistable = Codable & Identifiable\`), and protocol extensions provide shared implementations, optionally constrained (\`extension Collection where Element: Numeric { var total: Element { reduce(0, +) } }\`). Protocols also make code testable: depend on \`any PaymentService\` or a generic parameter, and inject a fake in tests.`,
  overview: {
    whatYouWillLearn: [
      'Generic functions, generic types and constraints',
      'where clauses for complex requirements',
      'Associated types in protocols such as Collection and View',
      'Opaque some types versus existential any types',
      'Protocol composition and constrained extensions',
      'Using protocols for dependency injection and testing',
    ],
    proTip:
      'When the compiler complains that a protocol "can only be used as a generic constraint", reach for some or a generic parameter before reaching for any.',
  },
  mcqs: [
    {
      question: 'Why does func f<T: Hashable>(_ x: [T]) declare T: Hashable?',
      options: {
        A: "To make the function faster by hashing each call's arguments",
        B: 'To restrict T to types that can be hashed for a Set',
        C: 'To make T a class',
        D: 'It is required for every generic parameter used in an array',
      },
      correct: 'B',
      explanation:
        'Constraints restrict which types the generic accepts and what it can do with them.',
    },
    {
      question: 'What is an associated type in a protocol?',
      options: {
        A: 'A placeholder type that each conforming type fills in for itself',
        B: 'A stored property',
        C: 'A subclass',
        D: 'A typealias that every conforming type must inherit from',
      },
      correct: 'A',
      explanation: 'For example Collection declares Element, filled in by each collection.',
    },
    {
      question: 'What does var body: some View express in SwiftUI?',
      options: {
        A: 'The body can return a different view type on each call',
        B: 'The body returns an optional view that SwiftUI unwraps automatically for you',
        C: 'The body is a class',
        D: 'The body returns one concrete view type that callers cannot see',
      },
      correct: 'D',
      explanation:
        'Opaque types hide the concrete type while keeping it fixed and known to the compiler.',
    },
    {
      question: 'When do you need any Shape rather than a generic or some Shape?',
      options: {
        A: 'Never; some Shape can already hold mixed types in one array',
        B: 'For every parameter, as in `func draw(_ s: any Shape)`',
        C: 'To store different conforming types together, e.g. in one array',
        D: 'Only when Shape has no associated types and no Self requirements',
      },
      correct: 'C',
      explanation: 'Existentials allow heterogeneous values at the cost of dynamic dispatch.',
    },
    {
      question: 'Why does Swift require writing any explicitly for existential types?',
      options: {
        A: 'To make their runtime cost and limitations visible',
        B: 'For compatibility with Objective-C protocols at runtime',
        C: 'Because any types run faster than the equivalent generic code',
        D: 'To enable inheritance',
      },
      correct: 'A',
      explanation: 'Explicit any signals boxing and dynamic dispatch.',
    },
    {
      question: 'What does extension Collection where Element: Numeric { ... } do?',
      options: {
        A: 'Makes every collection numeric by converting its elements',
        B: 'Creates a new collection type',
        C: 'Adds members to all collections, whatever their element type',
        D: 'Adds members only to collections of numeric elements',
      },
      correct: 'D',
      explanation: 'Constrained extensions apply only when the where clause holds.',
    },
    {
      question: 'How do generics in Swift typically perform?',
      options: {
        A: 'They are always slower, because each generic value is boxed at runtime',
        B: 'The compiler can specialise them to run as fast as concrete code',
        C: 'They are interpreted at runtime',
        D: 'They only work with classes',
      },
      correct: 'B',
      explanation: 'Specialisation generates concrete versions for the types used.',
    },
    {
      question: 'How do protocols help testing?',
      options: {
        A: 'They disable ARC',
        B: 'They generate test doubles automatically for each conforming type',
        C: 'Code depends on a protocol, and tests inject a fake type that conforms',
        D: 'They make all properties public',
      },
      correct: 'C',
      explanation: 'Depending on abstractions allows substituting test doubles.',
    },
    {
      question: 'Which signature declares a generic function over any `Comparable` element type?',
      options: {
        A: '`func largest(_ xs: [Comparable]) -> Comparable`',
        B: '`func largest<T: Comparable>(_ xs: [T]) -> T`',
        C: '`func largest<T>(_ xs: [T]) -> T where T: Any`',
        D: '`func largest(_ xs: [any Comparable]) -> any Comparable`',
      },
      correct: 'B',
      explanation:
        'A type parameter with a constraint, `<T: Comparable>`, lets the body compare elements while keeping the concrete type.',
    },
    {
      question: "How does a conforming type specify a protocol's associated type `Item`?",
      options: {
        A: 'By subclassing the `Item` class that the protocol declares for it',
        B: 'By passing the concrete `Item` type as an argument to `init`',
        C: 'It cannot; the protocol fixes `Item` for every conforming type',
        D: 'With `typealias Item = Int`, or inferred from its methods',
      },
      correct: 'D',
      explanation:
        'Each conforming type chooses the associated type, explicitly with a typealias or implicitly through its method signatures.',
    },
    {
      question: 'What do callers know about the return type of `func make() -> some Shape`?',
      options: {
        A: 'It is one concrete Shape type, which stays hidden from them',
        B: 'It is any Shape, and may change on each call',
        C: 'It is an optional Shape',
        D: 'It is the protocol itself, boxed as `any Shape`',
      },
      correct: 'A',
      explanation:
        'An opaque `some Shape` return is a single concrete type chosen by the function but hidden from callers.',
    },
    {
      question: 'Which declaration gives every type conforming to `Shape` a `describe()` method?',
      options: {
        A: '`protocol Shape { func describe() -> String }` with no body',
        B: '`open class Shape { func describe() -> String { ... } }`',
        C: '`extension Shape { func describe() -> String { ... } }`',
        D: '`struct ShapeExtension: Shape { func describe() -> String }`',
      },
      correct: 'C',
      explanation:
        'A protocol extension with a method body provides a default implementation to every conforming type.',
    },
  ],
  problems: [],
};
