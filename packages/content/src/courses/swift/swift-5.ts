import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-5',
  order: 5,
  title: 'Generics and Protocol-Oriented Programming',
  description: 'Write reusable, type-safe code with generics, constraints, associated types, and some versus any.',
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
    proTip: 'When the compiler complains that a protocol "can only be used as a generic constraint", reach for some or a generic parameter before reaching for any.',
  },
  mcqs: [
    {
      question: 'Why does func f<T: Hashable>(_ x: [T]) declare T: Hashable?',
      options: { A: 'To make the function faster', B: 'To allow only types that can be hashed, for example to put them in a Set', C: 'To make T a class', D: 'It is required for every generic' },
      correct: 'B',
      explanation: 'Constraints restrict which types the generic accepts and what it can do with them.',
    },
    {
      question: 'What is an associated type in a protocol?',
      options: { A: 'A placeholder type that each conforming type specifies', B: 'A stored property', C: 'A subclass', D: 'A global typealias' },
      correct: 'A',
      explanation: 'For example Collection declares Element, filled in by each collection.',
    },
    {
      question: 'What does var body: some View express in SwiftUI?',
      options: { A: 'The body can return a different view type each time', B: 'The body returns an optional view', C: 'The body is a class', D: 'The body returns one specific concrete view type hidden from callers' },
      correct: 'D',
      explanation: 'Opaque types hide the concrete type while keeping it fixed and known to the compiler.',
    },
    {
      question: 'When do you need any Shape rather than a generic or some Shape?',
      options: { A: 'Never', B: 'For every function parameter', C: 'When storing different conforming types together, such as circles and squares in one array', D: 'When Shape has no requirements' },
      correct: 'C',
      explanation: 'Existentials allow heterogeneous values at the cost of dynamic dispatch.',
    },
    {
      question: 'Why does Swift require writing any explicitly for existential types?',
      options: { A: 'To make their runtime cost and limitations visible', B: 'For Objective-C compatibility', C: 'Because any is faster', D: 'To enable inheritance' },
      correct: 'A',
      explanation: 'Explicit any signals boxing and dynamic dispatch.',
    },
    {
      question: 'What does extension Collection where Element: Numeric { ... } do?',
      options: { A: 'Makes every collection numeric', B: 'Creates a new collection type', C: 'Adds members to all collections', D: 'Adds members only to collections whose elements are numeric' },
      correct: 'D',
      explanation: 'Constrained extensions apply only when the where clause holds.',
    },
    {
      question: 'How do generics in Swift typically perform?',
      options: { A: 'They are always slower because of boxing', B: 'The compiler can specialise them to run as fast as non-generic code', C: 'They are interpreted at runtime', D: 'They only work with classes' },
      correct: 'B',
      explanation: 'Specialisation generates concrete versions for the types used.',
    },
    {
      question: 'How do protocols help testing?',
      options: { A: 'They disable ARC', B: 'They run tests automatically', C: 'Code can depend on a protocol and tests can inject a fake conforming type', D: 'They make all properties public' },
      correct: 'C',
      explanation: 'Depending on abstractions allows substituting test doubles.',
    },
  ],
  problems: [],
};
