import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-4',
  order: 4,
  title: 'Structs, Methods and Modules',
  description: 'Model data with structs, add behaviour in impl blocks, derive common traits, and organise code into modules with controlled visibility.',
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
    proTip: 'Derive Debug on nearly every type you define; being able to print {:?} during debugging is worth the tiny compile-time cost.',
  },
  mcqs: [
    {
      question: 'How is an associated function such as fn new(owner: &str) -> Self called?',
      options: { A: 'acct.new("Ana") on an instance', B: 'new Account("Ana") with a new keyword', C: 'Account::new("Ana") with a path separator', D: 'Account.new("Ana") with a dot' },
      correct: 'C',
      explanation: 'Associated functions without self are called with the type path and ::.',
    },
    {
      question: 'What does a method with the parameter self (not &self) do to the instance?',
      options: {
        A: 'Takes ownership, so the caller cannot use the instance afterwards',
        B: 'Borrows it immutably',
        C: 'Borrows it mutably',
        D: 'Copies it implicitly',
      },
      correct: 'A',
      explanation: 'self by value moves the instance into the method.',
    },
    {
      question: 'Which attribute lets you print a struct with {:?}?',
      options: { A: '#[derive(Display)]', B: '#[derive(Clone)]', C: '#[derive(Default)]', D: '#[derive(Debug)]' },
      correct: 'D',
      explanation: 'Debug can be derived; Display must be implemented by hand.',
    },
    {
      question: 'What is the default visibility of a struct field in Rust?',
      options: { A: 'Public', B: 'Private to the module', C: 'Public within the crate', D: 'Visible to derived types' },
      correct: 'B',
      explanation: 'Fields are private unless marked pub, even when the struct itself is pub.',
    },
    {
      question: 'What does the newtype pattern struct Meters(f64); provide?',
      options: {
        A: 'A distinct type so meters cannot be confused with other f64 values',
        B: 'A faster floating-point type',
        C: 'An alias with no type checking',
        D: 'Automatic unit conversion',
      },
      correct: 'A',
      explanation: 'A tuple struct wrapping a primitive creates a new, incompatible type.',
    },
    {
      question: 'How do you make a single field of a struct instance mutable?',
      options: {
        A: 'Mark the field mut in the struct definition',
        B: 'Use the mut keyword on the field access',
        C: 'Fields are always mutable',
        D: 'You cannot; the whole binding must be declared mut',
      },
      correct: 'D',
      explanation: 'Mutability belongs to the binding, not to individual fields.',
    },
    {
      question: 'What does ..a.clone() do in a struct literal?',
      options: {
        A: 'Appends a to a list',
        B: 'Compares the struct with a',
        C: 'Fills the remaining fields from a clone of a',
        D: 'Moves a into a new module',
      },
      correct: 'C',
      explanation: 'Struct update syntax takes unspecified fields from another instance.',
    },
    {
      question: 'Which method receiver lets a method modify the instance without taking ownership?',
      options: { A: '&self, a shared borrow', B: '&mut self, a mutable borrow', C: 'self, taken by value', D: 'Self, the type alias itself' },
      correct: 'B',
      explanation: 'A mutable borrow allows modification while the caller keeps ownership.',
    },
  ],
  problems: [],
};
