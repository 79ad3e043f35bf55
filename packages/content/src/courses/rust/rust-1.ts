import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-1',
  order: 1,
  title: 'Getting Started with Rust',
  description:
    'Install Rust with rustup, build projects with Cargo, print with macros, and learn how variables, mutability and shadowing work.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    "Explain Rust's goals of safety, speed and fearless concurrency",
    'Create, build, run and check projects with Cargo',
    'Print formatted output with println! and format!',
    'Use immutable and mutable variables, constants and shadowing',
  ],
  lesson: `## Why Rust

Rust is a systems programming language that delivers C and C++ level performance **without a garbage collector** while guaranteeing memory safety at compile time. Its ownership system prevents use-after-free, double frees, null pointer dereferences and data races in safe code. Rust is used for operating system components, browsers, command-line tools, web services, embedded devices and WebAssembly. A new stable compiler ships every six weeks, and **editions** (2018, 2021, 2024) let the language evolve while old crates keep compiling.

## Tooling

Install with \`rustup\`, which manages toolchains. **Cargo** is the build tool and package manager:

\`\`\`bash
cargo new hello        # creates Cargo.toml and src/main.rs
cd hello
cargo run              # build (debug) and run
cargo check            # type-check quickly without producing a binary
cargo build --release  # optimised build in target/release
cargo add serde        # add a dependency (a "crate") from crates.io
\`\`\`

\`Cargo.toml\` lists the package's metadata and dependencies; \`Cargo.lock\` pins exact versions. \`cargo fmt\` formats code and \`cargo clippy\` lints it with hundreds of helpful suggestions.

## Hello, Rust

\`\`\`rust
fn main() {
    let name = "Ferris";
    let year = 2026;
    println!("Hello, {name}! It is {year}.");
    println!("{} + {} = {}", 2, 3, 2 + 3);
    println!("{:>8.2}|{:?}", 3.14159, vec![1, 2, 3]);   // width, precision, debug format
    let msg = format!("{name} has {} letters", name.len());
    eprintln!("this goes to stderr");
}
\`\`\`

\`println!\` is a **macro** (note the \`!\`), checked at compile time: a missing argument is a compile error, not a runtime crash. \`{}\` uses the \`Display\` trait for user-facing output, and \`{:?}\` uses \`Debug\`, which most standard types implement and which you can derive for your own types. Variables can be captured inline (\`{name}\`).

## Variables and mutability

Variables are **immutable by default**. Add \`mut\` when a value must change:

\`\`\`rust
let x = 5;
// x = 6;            // error: cannot assign twice to immutable variable
let mut count = 0;
count += 1;

const MAX_POINTS: u32 = 100_000;   // constants: always typed, compile-time, UPPER_CASE

let spaces = "   ";
let spaces = spaces.len();         // shadowing: a new variable reusing the name
\`\`\`

Immutability by default makes code easier to reason about, because you know at a glance which values can change. **Shadowing** with a new \`let\` creates a fresh variable, which may even have a different type, as above where a string becomes a number; it is not mutation. Rust infers types from usage, but every variable still has one fixed type. Unused variables trigger warnings, and prefixing a name with \`_\` silences them. The compiler's error messages are famously detailed and usually suggest the fix, so read them carefully.`,
  overview: {
    whatYouWillLearn: [
      'Rust guarantees memory safety at compile time without a garbage collector',
      'rustup manages toolchains and Cargo builds, runs, tests and manages crates',
      'println! and format! are compile-time checked macros using Display and Debug',
      'Variables are immutable unless declared with mut',
      'Constants are typed and evaluated at compile time',
      'Shadowing creates a new variable and can change the type',
    ],
    proTip:
      'Run cargo clippy regularly; its suggestions teach idiomatic Rust faster than any book.',
  },
  mcqs: [
    {
      question: 'How does Rust achieve memory safety without a garbage collector?',
      options: {
        A: 'Ownership and borrowing rules checked at compile time',
        B: 'Reference counting every value as it is used',
        C: 'Running all code inside a checked virtual machine',
        D: 'Forbidding heap allocation outside `unsafe` code',
      },
      correct: 'A',
      explanation:
        'The borrow checker enforces ownership and borrowing rules during compilation, so no run-time collector is needed.',
    },
    {
      question: 'Which Cargo command type-checks a project fastest, without producing a binary?',
      options: {
        A: '`cargo run`',
        B: '`cargo build --release`',
        C: '`cargo fmt --check`',
        D: '`cargo check`',
      },
      correct: 'D',
      explanation: '`cargo check` skips code generation, making it the quickest feedback loop.',
    },
    {
      question:
        'What happens when you assign a new value to a variable declared with `let x = 5;`?',
      options: {
        A: '`x` becomes 6, as with any other `let` binding',
        B: 'Compilation fails, as `x` is immutable',
        C: 'It panics at run time with an assignment error',
        D: 'A new `x` silently shadows the old one',
      },
      correct: 'B',
      explanation:
        'Variables are immutable unless declared with `mut`; shadowing needs an explicit new `let`.',
    },
    {
      question: 'Why does `println!` end with an exclamation mark?',
      options: {
        A: 'It signals the call may panic',
        B: 'It marks a function that is `unsafe` to call',
        C: 'It is a macro, not a function',
        D: 'It marks a function whose result must be used',
      },
      correct: 'C',
      explanation:
        'Macros are invoked with `!`, and `println!` checks its format string at compile time.',
    },
    {
      question: 'What is shadowing in Rust?',
      options: {
        A: 'A new `let` that reuses a name, possibly with a new type',
        B: 'Making a variable mutable for part of a scope',
        C: 'Hiding a function from other modules with `pub(crate)`',
        D: 'Assigning a new value to a `mut` variable in a loop',
      },
      correct: 'A',
      explanation:
        'Each `let` creates a fresh binding that shadows the previous one; it is not mutation.',
    },
    {
      question: 'Which placeholder prints a value with its `Debug` representation?',
      options: {
        A: '`{}`',
        B: '`{:?}`',
        C: '`{:>8}`',
        D: '`{:.2}`',
      },
      correct: 'B',
      explanation:
        '`{:?}` uses the `Debug` trait, handy for vectors and structs; `{}` uses `Display`.',
    },
    {
      question: 'Which file pins the exact versions of all dependencies in a Cargo project?',
      options: {
        A: '`Cargo.toml`',
        B: '`rust-toolchain.toml`',
        C: '`build.rs`',
        D: '`Cargo.lock`',
      },
      correct: 'D',
      explanation:
        '`Cargo.lock` records the resolved dependency graph for reproducible builds; `Cargo.toml` lists the requirements.',
    },
    {
      question: 'Which declaration defines a compile-time constant?',
      options: {
        A: '`let MAX = 100;`',
        B: '`const MAX = 100;`',
        C: '`const MAX: u32 = 100;`',
        D: '`let mut MAX: u32 = 100;`',
      },
      correct: 'C',
      explanation:
        'Constants use `const`, need an explicit type and are conventionally UPPER_CASE.',
    },
    {
      question: 'Which trait does the `{}` placeholder use to format a value?',
      options: {
        A: '`Display`',
        B: '`Debug`',
        C: '`ToString`',
        D: '`Format`',
      },
      correct: 'A',
      explanation: '`{}` uses `Display`, meant for user-facing output; `{:?}` uses `Debug`.',
    },
    {
      question: 'What does `cargo build --release` do?',
      options: {
        A: 'Publishes the crate to crates.io as a new release',
        B: 'Builds an optimised binary in `target/release`',
        C: 'Builds a debug binary, tagged',
        D: 'Builds with `opt-level=3` and also runs the tests',
      },
      correct: 'B',
      explanation:
        'The release profile enables optimisations and writes the output to `target/release`.',
    },
    {
      question: 'What are Rust editions such as 2018, 2021 and 2024 for?',
      options: {
        A: 'They are paid versions of the compiler with extra features',
        B: 'They mark crates that need a specific version of Cargo',
        C: 'They let the language change without breaking any existing crates',
        D: 'They are the stable releases that ship every six weeks',
      },
      correct: 'C',
      explanation:
        'Each crate declares its edition, so new editions can change the language without breaking existing crates.',
    },
    {
      question: 'What does prefixing a variable name with `_`, as in `_unused`, do?',
      options: {
        A: 'Makes the variable private to its module',
        B: 'Drops the value right after the `let`',
        C: 'Marks the variable as mutable by convention',
        D: 'Silences the unused-variable warning',
      },
      correct: 'D',
      explanation:
        'A leading underscore tells the compiler the variable is intentionally unused, so it does not warn.',
    },
  ],
  problems: [],
};
