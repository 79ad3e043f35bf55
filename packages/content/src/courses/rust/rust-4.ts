import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-4',
  order: 4,
  title: 'Structs, Methods and Modules',
  description:
    'Model data with structs, add behaviour in impl blocks, derive common traits, and organise code into modules with controlled visibility.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Define named, tuple and unit structs and create instances',
    'Write methods and associated functions with self, &self and &mut self',
    'Derive Debug, Clone, PartialEq and Default',
    'Organise code with mod, pub and use',
  ],
  lesson: `## Structs

A struct names and groups related fields:

\`\`\`rust
#[derive(Debug, Clone, PartialEq, Default)]
struct Account {
    owner: String,
    balance_cents: i64,
    active: bool,
}

let a = Account { owner: String::from("Ana"), balance_cents: 5_000, active: true };
let b = Account { owner: String::from("Bo"), ..a.clone() };   // struct update syntax
println!("{a:?}");                                              // needs Debug
println!("{:#?}", b);                                           // pretty-printed
\`\`\`

**Tuple structs** have unnamed fields, useful for the newtype pattern that gives a distinct type to a primitive: \`struct Meters(f64);\`. Then you cannot accidentally pass seconds where meters are expected. **Unit structs** (\`struct Marker;\`) have no fields. The whole instance must be \`mut\` to change any field; Rust has no per-field mutability.

## Methods and associated functions

Behaviour goes in an \`impl\` block. The first parameter decides how the method uses the instance:

\`\`\`rust
impl Account {
    // associated function (no self): called as Account::new(...)
    pub fn new(owner: &str) -> Self {
        Self { owner: owner.to_string(), balance_cents: 0, active: true }
    }
    pub fn balance(&self) -> i64 { self.balance_cents }          // shared borrow
    pub fn deposit(&mut self, cents: i64) {                        // mutable borrow
        assert!(cents > 0, "deposit must be positive");
        self.balance_cents += cents;
    }
    pub fn close(self) -> i64 { self.balance_cents }              // takes ownership
}

let mut acct = Account::new("Ana");
acct.deposit(250);               // auto-borrows &mut acct
let final_balance = acct.close(); // acct is moved and can no longer be used
\`\`\`

\`&self\` reads, \`&mut self\` modifies, and \`self\` consumes the value, useful for conversions and builders. \`Self\` is an alias for the type. Method call syntax automatically adds \`&\`, \`&mut\` or \`*\` as needed. Constructors are ordinary associated functions, conventionally \`new\`; for many optional settings, use the **builder** pattern or implement \`Default\`.

Methods are the main way Rust code is organised: related functions live together in the type's \`impl\` blocks, and a type may have several \`impl\` blocks, for example one per feature. Keeping mutation in a few \`&mut self\` methods makes it easy to see where state can change.

## Deriving traits

\`#[derive(...)]\` generates standard trait implementations: \`Debug\` for \`{:?}\`, \`Clone\` for explicit copies, \`Copy\` for implicit copies (only if all fields are \`Copy\`), \`PartialEq\`/\`Eq\` for \`==\`, \`PartialOrd\`/\`Ord\` for ordering, \`Hash\` for use as a \`HashMap\` key, and \`Default\` for zero-like values.

## Modules and visibility

Code is organised into **modules** with \`mod\`. Everything is **private by default**; \`pub\` exposes items, and struct fields need their own \`pub\`. A module can live inline, in \`name.rs\`, or in \`name/mod.rs\`.

\`\`\`rust
mod bank {
    pub struct Ledger { pub name: String, entries: Vec<i64> }  // entries stays private
    impl Ledger {
        pub fn new(name: &str) -> Self { Self { name: name.into(), entries: Vec::new() } }
    }
}
use bank::Ledger;
\`\`\`

Private fields force users through your constructors and methods, which is how Rust types protect invariants. A **crate** is a compilation unit: a binary (\`src/main.rs\`) or a library (\`src/lib.rs\`). Paths start from \`crate::\`, \`self::\` or \`super::\`, and \`use\` brings names into scope.`,
  overview: {
    whatYouWillLearn: [
      'Named, tuple and unit structs, and the newtype pattern',
      'Struct update syntax and whole-instance mutability',
      'impl blocks with associated functions and methods taking self, &self or &mut self',
      'derive generates Debug, Clone, PartialEq, Default and more',
      'Items and fields are private by default and exposed with pub',
      'Modules, crates and use paths organise code',
    ],
    proTip:
      'Derive Debug on nearly every type you define; being able to print {:?} during debugging is worth the tiny compile-time cost.',
  },
  mcqs: [
    {
      question: 'How is an associated function such as `fn new(owner: &str) -> Self` called?',
      options: {
        A: '`acct.new("Ana")`',
        B: '`Account.new("Ana")`',
        C: '`Account::new("Ana")`',
        D: '`new Account("Ana")`',
      },
      correct: 'C',
      explanation: 'Associated functions without `self` are called with the type path and `::`.',
    },
    {
      question:
        'What does a method whose first parameter is `self` (not `&self`) do to a non-`Copy` instance?',
      options: {
        A: 'Takes ownership, so the caller loses it',
        B: 'Borrows it, like `&self`',
        C: 'Borrows it, like `&mut self`',
        D: 'Copies it implicitly, leaving the original intact',
      },
      correct: 'A',
      explanation: '`self` by value moves the instance into the method.',
    },
    {
      question: 'Which attribute lets you print a struct with `{:?}`?',
      options: {
        A: '`#[derive(Display)]`',
        B: '`#[derive(Clone)]`',
        C: '`#[derive(Default)]`',
        D: '`#[derive(Debug)]`',
      },
      correct: 'D',
      explanation: '`Debug` can be derived; `Display` must be implemented by hand.',
    },
    {
      question: 'What is the default visibility of a struct field in Rust?',
      options: {
        A: 'Public, like the struct that contains it',
        B: 'Private to the defining module',
        C: 'Public within the crate, as `pub(crate)`',
        D: 'Visible to embedding types',
      },
      correct: 'B',
      explanation: 'Fields are private unless marked `pub`, even when the struct itself is `pub`.',
    },
    {
      question: 'What does the newtype pattern `struct Meters(f64);` provide?',
      options: {
        A: 'A distinct type, not interchangeable with plain floats',
        B: 'A faster floating-point type with fewer checks',
        C: 'A plain alias for `f64`, interchangeable with it',
        D: 'Automatic conversion between metres and other units',
      },
      correct: 'A',
      explanation:
        'A tuple struct wrapping a primitive creates a new, incompatible type; `type Meters = f64;` would be an interchangeable alias.',
    },
    {
      question: 'How do you make a single field of a struct instance mutable?',
      options: {
        A: 'Mark the field `mut` in the struct definition',
        B: 'Write `mut a.x = 1`',
        C: 'You cannot, as the whole binding must be `mut`',
        D: 'Nothing is needed: struct fields are always mutable',
      },
      correct: 'C',
      explanation: 'Mutability belongs to the binding, not to individual fields.',
    },
    {
      question: 'What does `..a.clone()` do at the end of a struct literal?',
      options: {
        A: 'Compares the struct with `a`',
        B: 'Fills the remaining fields from a clone of `a`',
        C: 'Moves `a` into the new struct, leaving it empty',
        D: 'Builds a range of structs from `a` to the new one',
      },
      correct: 'B',
      explanation:
        'Struct update syntax takes every field not listed from another instance, here a clone of `a`.',
    },
    {
      question: 'Which method receiver lets a method modify the instance without taking ownership?',
      options: {
        A: '`&self`',
        B: '`mut self`',
        C: '`&mut self`',
        D: '`self: Box<Self>`',
      },
      correct: 'C',
      explanation:
        'A mutable borrow allows modification while the caller keeps ownership; `mut self` takes ownership.',
    },
    {
      question: 'Inside an `impl Account` block, what is `Self`?',
      options: {
        A: 'An alias for the type the `impl` is for',
        B: 'The current `Account` instance, like `this` in Java',
        C: 'The module of the `impl`',
        D: 'A trait every struct implements by default',
      },
      correct: 'A',
      explanation: '`Self` names the implementing type, here `Account`; the instance is `self`.',
    },
    {
      question: 'When can `#[derive(Copy)]` be used on a struct?',
      options: {
        A: 'When the struct is at most 16 bytes in size',
        B: 'When all of its fields implement `Copy`',
        C: 'When the struct also has a `Drop` implementation',
        D: "When the struct's data lives on the heap",
      },
      correct: 'B',
      explanation:
        '`Copy` is a bitwise duplicate, allowed only if every field is `Copy`; it cannot be combined with `Drop`.',
    },
    {
      question: "Why keep a struct's fields private and expose constructors and methods?",
      options: {
        A: 'Private fields are stored more compactly in memory',
        B: 'Public fields cannot be printed with `#[derive(Debug)]`',
        C: 'Only private fields can be moved out of a struct',
        D: 'Callers must go through methods that uphold its invariants',
      },
      correct: 'D',
      explanation:
        'Private fields force callers through your constructors and methods, which is how Rust types protect invariants.',
    },
    {
      question: 'Which file is the root of a library crate?',
      options: {
        A: '`src/main.rs`',
        B: '`src/mod.rs`',
        C: '`Cargo.toml`',
        D: '`src/lib.rs`',
      },
      correct: 'D',
      explanation: 'A binary crate starts at `src/main.rs` and a library crate at `src/lib.rs`.',
    },
  ],
  problems: [],
};
