import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-8',
  order: 8,
  title: 'Traits and Generics',
  description:
    'Define shared behaviour with traits, write generic code with trait bounds, and choose between static and dynamic dispatch.',
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

struct Square { s: f64 }
impl Shape for Square {
    fn area(&self) -> f64 { self.s * self.s }
    fn name(&self) -> String { "square".into() }
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
    proTip:
      'Prefer generics (static dispatch) by default and switch to Box<dyn Trait> only when you genuinely need a heterogeneous collection or smaller binaries.',
  },
  mcqs: [
    {
      question: 'What does monomorphisation mean for generic Rust functions?',
      options: {
        A: 'Generic code is type-checked once, then interpreted at run time',
        B: 'A separate, specialised copy for each concrete type',
        C: 'Each generic function may be used with one type only',
        D: 'Every generic call goes through a vtable at run time',
      },
      correct: 'B',
      explanation:
        'The compiler generates a specialised copy for each concrete type, enabling static dispatch and full optimisation.',
    },
    {
      question: 'Which type lets a `Vec` hold circles and squares that both implement `Shape`?',
      options: {
        A: '`Vec<Shape>`',
        B: '`Vec<impl Shape>`',
        C: '`Vec<Box<dyn Shape>>`',
        D: '`Vec<(Box<Circle>, Box<Square>)>`',
      },
      correct: 'C',
      explanation: 'Boxed trait objects allow different concrete types behind one pointer type.',
    },
    {
      question: 'What does the orphan rule prevent?',
      options: {
        A: 'Implementing a foreign trait for a foreign type',
        B: 'Defining a trait that has no required methods',
        C: 'Implementing your trait for a standard type',
        D: 'Using a generic type parameter inside a trait',
      },
      correct: 'A',
      explanation:
        'Either the trait or the type must be defined in your crate, which avoids conflicting implementations between crates.',
    },
    {
      question: 'Which trait must you implement so that `a + b` works for your own `Money` type?',
      options: {
        A: '`std::cmp::PartialOrd`',
        B: '`std::iter::Sum`',
        C: '`std::ops::Plus`',
        D: '`std::ops::Add`',
      },
      correct: 'D',
      explanation:
        'Operator overloading uses the traits in `std::ops`; `+` is `Add`, while `Sum` is what `iter().sum()` needs.',
    },
    {
      question: 'What does implementing `From<Celsius> for Fahrenheit` give you automatically?',
      options: {
        A: 'Implicit conversion between the two types',
        B: '`From<Fahrenheit>` for `Celsius` as well',
        C: '`Celsius: Into<Fahrenheit>`, so `.into()` works',
        D: 'A `Display` impl for both, used by `{}` and `{:?}`',
      },
      correct: 'C',
      explanation:
        'A blanket implementation provides `Into` wherever `From` is implemented; conversions are never implicit.',
    },
    {
      question: 'What is the minimum you must implement to make a type an `Iterator`?',
      options: {
        A: 'The methods `map`, `filter` and `collect`',
        B: '`next`, plus the `Item` it yields',
        C: 'The `IntoIterator` and `Clone` traits for the type',
        D: 'A `for_each` method',
      },
      correct: 'B',
      explanation:
        'All adaptors are default methods built on `next`, which returns `Option<Self::Item>`.',
    },
    {
      question: 'How is a method call on a `&dyn Shape` resolved?',
      options: {
        A: 'At compile time, by monomorphisation',
        B: 'By looking the name up in a hash map at run time',
        C: 'By matching on a hidden type tag',
        D: 'At run time, via the vtable stored in the fat pointer',
      },
      correct: 'D',
      explanation:
        'Trait objects use dynamic dispatch through the vtable pointer stored next to the data pointer.',
    },
    {
      question:
        'Which signature is equivalent in effect to `fn total<T: Shape>(items: &[T]) -> f64`?',
      options: {
        A: '`fn total(items: &[Box<dyn Shape>]) -> f64`',
        B: '`fn total(items: &[impl Shape]) -> f64`',
        C: '`fn total(items: &dyn Shape) -> f64`',
        D: '`fn total(items: Vec<Shape>) -> f64`',
      },
      correct: 'B',
      explanation:
        '`impl Trait` in argument position is shorthand for a generic parameter with that bound.',
    },
    {
      question: 'In `trait Shape`, what is `fn name(&self) -> String { String::from("shape") }`?',
      options: {
        A: 'A default method that implementors may override',
        B: 'A required method that every implementor must write',
        C: 'A static method, `Shape::name()`',
        D: 'A method that implementors are not allowed to change',
      },
      correct: 'A',
      explanation:
        'A trait method with a body is a default; implementations may keep it or override it, as `Circle` does.',
    },
    {
      question: 'What do associated types such as `type Item;` in `Iterator` provide?',
      options: {
        A: 'Types nested inside a struct',
        B: 'Type aliases that a module exports to users',
        C: 'A type each implementation chooses once',
        D: 'Generic parameters chosen again at each call',
      },
      correct: 'C',
      explanation:
        'Each implementation fixes the associated type once, which keeps signatures simpler than an extra generic parameter.',
    },
    {
      question: 'Which trait method makes a trait unusable as `dyn Trait`?',
      options: {
        A: '`fn area(&self) -> f64`',
        B: '`fn name(&self) -> String`',
        C: '`fn scale(&mut self, k: f64)`',
        D: '`fn duplicate(&self) -> Self`',
      },
      correct: 'D',
      explanation:
        'A method returning `Self` (or with generic type parameters) is not dyn-compatible, because the concrete type is unknown behind the pointer.',
    },
    {
      question: 'What does a return type of `-> impl Iterator<Item = u32>` mean?',
      options: {
        A: 'One concrete iterator type that stays unnamed to callers',
        B: 'A boxed `Box<dyn Iterator>` trait object',
        C: 'Whichever iterator type the calling code chooses',
        D: 'A different iterator type from each branch',
      },
      correct: 'A',
      explanation:
        'Return-position `impl Trait` hides a single concrete type chosen by the function, with static dispatch.',
    },
  ],
  problems: [],
};
