import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-1',
  order: 1,
  title: 'Getting Started with Rust',
  description: 'Install Rust with rustup, build projects with Cargo, print with macros, and learn how variables, mutability and shadowing work.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain Rust\'s goals of safety, speed and fearless concurrency',
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
    proTip: 'Run cargo clippy regularly; its suggestions teach idiomatic Rust faster than any book.',
  },
  mcqs: [
    {
      question: 'How does Rust achieve memory safety without a garbage collector?',
      options: {
        A: 'Through compile-time ownership and borrowing rules',
        B: 'By reference counting every value',
        C: 'By running code in a virtual machine',
        D: 'By forbidding heap allocation',
      },
      correct: 'A',
      explanation: 'The borrow checker enforces ownership rules during compilation.',
    },
    {
      question: 'Which Cargo command type-checks a project fastest without producing a binary?',
      options: { A: 'cargo run', B: 'cargo build --release', C: 'cargo check', D: 'cargo fmt' },
      correct: 'C',
      explanation: 'cargo check skips code generation, making it the quickest feedback loop.',
    },
    {
      question: 'What happens when you assign a new value to a variable declared with let x = 5;?',
      options: {
        A: 'The value changes',
        B: 'Compilation fails because x is immutable',
        C: 'A runtime panic occurs',
        D: 'A warning is printed and the assignment is ignored',
      },
      correct: 'B',
      explanation: 'Variables are immutable unless declared with mut.',
    },
    {
      question: 'Why does println! end with an exclamation mark?',
      options: {
        A: 'It signals that the call may panic',
        B: 'It marks an unsafe function',
        C: 'It marks a deprecated function',
        D: 'It is a macro, not a function',
      },
      correct: 'D',
      explanation: 'Macros are invoked with ! and can check format strings at compile time.',
    },
    {
      question: 'What is shadowing in Rust?',
      options: {
        A: 'Declaring a new variable with the same name using let, possibly with a different type',
        B: 'Making a variable mutable temporarily',
        C: 'Hiding a function from other modules',
        D: 'Copying a variable to the heap',
      },
      correct: 'A',
      explanation: 'Each let creates a fresh binding that shadows the previous one.',
    },
    {
      question: 'Which placeholder prints a value with its Debug representation?',
      options: { A: '{}, the empty placeholder', B: '{:?}, with a question mark', C: '{:>8}, with a width of 8', D: '{:.2}, with a precision of 2' },
      correct: 'B',
      explanation: '{:?} uses the Debug trait, handy for vectors and structs.',
    },
    {
      question: 'Which file pins the exact versions of all dependencies in a Cargo project?',
      options: { A: 'Cargo.toml', B: 'rust-toolchain.toml', C: 'build.rs', D: 'Cargo.lock' },
      correct: 'D',
      explanation: 'Cargo.lock records the resolved dependency graph for reproducible builds.',
    },
    {
      question: 'Which declaration defines a compile-time constant correctly?',
      options: {
        A: 'let MAX = 100;',
        B: 'const max = 100;',
        C: 'const MAX: u32 = 100;',
        D: 'static mut MAX = 100;',
      },
      correct: 'C',
      explanation: 'Constants need an explicit type and are conventionally UPPER_CASE.',
    },
  ],
  problems: [],
};
