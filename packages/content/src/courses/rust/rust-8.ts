import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-8',
  order: 8,
  title: 'Traits and Generics',
  description: 'Define shared behaviour with traits, write generic code with trait bounds, and choose between static and dynamic dispatch.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Define and implement traits, including default methods',
    'Write generic functions and structs with trait bounds and where clauses',
    'Compare impl Trait, generics and dyn Trait objects',
    'Implement standard traits such as Display, From, Iterator and operator traits',
  ],
  lesson: `## Traits

A **trait** defines behaviour that types can implement, similar to interfaces in other languages. Traits may provide **default methods** built on the required ones.

\`\`\`rust
trait Shape {
    fn area(&self) -> f64;
    fn name(&self) -> String { String::from("shape") }       // default method
    fn describe(&self) -> String { format!("{} with area {:.2}", self.name(), self.area()) }
}

struct Circle { r: f64 }
impl Shape for Circle {
    fn area(&self) -> f64 { std::f64::consts::PI * self.r * self.r }
    fn name(&self) -> String { "circle".into() }
}
\`\`\`

The **orphan rule** says you can implement a trait for a type only if your crate defines the trait or the type, which prevents conflicting implementations between crates.

## Generics and trait bounds

Generic functions work for any type satisfying their **bounds**:

\`\`\`rust
fn largest<T: PartialOrd + Copy>(items: &[T]) -> T {
    let mut best = items[0];
    for &x in items { if x > best { best = x; } }
    best
}

fn print_all<T>(items: &[T]) where T: std::fmt::Display {
    for it in items { println!("{it}"); }
}

struct Pair<T> { a: T, b: T }
impl<T: PartialOrd + std::fmt::Display> Pair<T> {
    fn show_max(&self) { println!("{}", if self.a > self.b { &self.a } else { &self.b }); }
}
\`\`\`

Generics are **monomorphised**: the compiler generates a specialised copy for each concrete type used, so generic code runs as fast as hand-written code (static dispatch), at the cost of compile time and binary size. \`fn total(shapes: &[impl Shape])\` is shorthand for a generic parameter, and \`-> impl Iterator<Item = u32>\` returns an unnamed concrete type.

## Trait objects

When you need a collection of **different** types that share a trait, use a **trait object** \`dyn Trait\` behind a pointer:

\`\`\`rust
let shapes: Vec<Box<dyn Shape>> = vec![Box::new(Circle { r: 1.0 }), Box::new(Square { s: 2.0 })];
let total: f64 = shapes.iter().map(|s| s.area()).sum();
\`\`\`

A trait object is a **fat pointer**: a data pointer plus a vtable pointer, and method calls go through the vtable (dynamic dispatch). Only **dyn-compatible** (object-safe) traits can be used this way; for example, methods must not return \`Self\` or have generic type parameters.

## Standard traits

Implementing standard traits makes your types feel native:

- \`Display\` for \`{}\` formatting; \`Debug\` (usually derived) for \`{:?}\`.
- \`From<T>\` for conversions, which also gives you \`Into\` for free.
- \`Iterator\` (implement \`next\`) to get every adaptor such as \`map\` and \`sum\`.
- \`Add\`, \`Mul\` and friends in \`std::ops\` for operator overloading.
- \`PartialEq\`, \`Eq\`, \`PartialOrd\`, \`Ord\` and \`Hash\` for comparison, sorting and map keys.
- \`Clone\`, \`Copy\`, \`Default\` and \`Drop\` for lifecycle behaviour.

**Associated types** (\`type Item;\` in \`Iterator\`) let a trait name a type that each implementation chooses once, keeping signatures simpler than extra generic parameters.`,
  overview: {
    whatYouWillLearn: [
      'Traits declare shared behaviour and can supply default methods',
      'The orphan rule restricts where trait implementations may live',
      'Trait bounds and where clauses constrain generic type parameters',
      'Monomorphisation gives generics static dispatch with no runtime cost',
      'dyn Trait objects use vtables for dynamic dispatch over mixed types',
      'Standard traits such as Display, From, Iterator and ops integrate types with the language',
    ],
    proTip: 'Prefer generics (static dispatch) by default and switch to Box<dyn Trait> only when you genuinely need a heterogeneous collection or smaller binaries.',
  },
  mcqs: [
    {
      question: 'What does monomorphisation mean for generic Rust functions?',
      options: {
        A: 'The compiler generates a specialised copy of the function for each concrete type used',
        B: 'Generic code is interpreted at run time',
        C: 'Only one type can ever use the function',
        D: 'Generic calls always go through a vtable',
      },
      correct: 'A',
      explanation: 'Specialised copies enable static dispatch and full optimisation.',
    },
    {
      question: 'Which declaration lets a Vec hold circles and squares that both implement Shape?',
      options: {
        A: 'Vec<Shape>',
        B: 'Vec<impl Shape>',
        C: 'Vec<Box<dyn Shape>>',
        D: 'Vec<T> where T: Shape',
      },
      correct: 'C',
      explanation: 'Boxed trait objects allow different concrete types behind one pointer type.',
    },
    {
      question: 'What does the orphan rule prevent?',
      options: {
        A: 'Defining traits without methods',
        B: 'Implementing a foreign trait for a foreign type in your crate',
        C: 'Using generics in traits',
        D: 'Structs without fields',
      },
      correct: 'B',
      explanation: 'Either the trait or the type must be local, avoiding conflicting implementations.',
    },
    {
      question: 'Implementing which trait lets your type be formatted with {} in println!?',
      options: { A: 'Debug', B: 'ToString', C: 'Format', D: 'Display' },
      correct: 'D',
      explanation: 'Display drives {} formatting and also provides to_string().',
    },
    {
      question: 'What does implementing From<Celsius> for Fahrenheit give you automatically?',
      options: {
        A: 'Implicit conversions at assignment',
        B: 'A Display implementation',
        C: 'Celsius: Into<Fahrenheit>, so you can call .into()',
        D: 'Operator overloading for +',
      },
      correct: 'C',
      explanation: 'A blanket implementation provides Into wherever From is implemented.',
    },
    {
      question: 'What is the minimum you must implement to make a type an Iterator?',
      options: {
        A: 'The next method and the Item associated type',
        B: 'map, filter and collect',
        C: 'IntoIterator and Clone',
        D: 'A for loop method',
      },
      correct: 'A',
      explanation: 'All adaptors are default methods built on next.',
    },
    {
      question: 'How is a method call on a &dyn Shape resolved?',
      options: {
        A: 'At compile time, by monomorphisation',
        B: 'By searching method names in a hash map',
        C: 'By pattern matching on the type',
        D: 'At run time, through the vtable pointer stored in the fat pointer',
      },
      correct: 'D',
      explanation: 'Trait objects use dynamic dispatch via vtables.',
    },
    {
      question: 'Which function signature is equivalent in effect to fn total<T: Shape>(items: &[T]) -> f64?',
      options: {
        A: 'fn total(items: &[Box<dyn Shape>]) -> f64',
        B: 'fn total(items: &[impl Shape]) -> f64',
        C: 'fn total(items: &dyn Shape) -> f64',
        D: 'fn total(items: Vec<Shape>) -> f64',
      },
      correct: 'B',
      explanation: 'impl Trait in argument position is sugar for a generic parameter.',
    },
  ],
  problems: [],
};
