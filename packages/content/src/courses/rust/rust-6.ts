import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-6',
  order: 6,
  title: 'Error Handling with Result and the ? Operator',
  description:
    'Distinguish recoverable from unrecoverable errors, propagate failures with Result and ?, and design error types for libraries and applications.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Choose between panic! and Result for different kinds of failure',
    'Handle Result with match, combinators and the ? operator',
    'Define custom error types and convert between them with From',
    'Use error crates such as thiserror and anyhow appropriately',
  ],
  lesson: `## Two kinds of failure

Rust separates **unrecoverable** errors, bugs where continuing makes no sense, from **recoverable** errors that callers should handle. The first kind uses \`panic!\` (also triggered by \`unwrap\` on \`None\`, out-of-bounds indexing, or integer overflow in debug builds), which unwinds the thread's stack and usually ends the program. The second kind is expressed in the type system with \`Result<T, E>\`, an enum with variants \`Ok(T)\` and \`Err(E)\`. Because the error is part of the return type, callers cannot forget that a function may fail; ignoring a \`Result\` even triggers a compiler warning.

## Handling Result

\`\`\`rust
use std::fs;
use std::num::ParseIntError;

fn parse_port(text: &str) -> Result<u16, ParseIntError> {
    text.trim().parse::<u16>()
}

match parse_port("8080") {
    Ok(port) => println!("listening on {port}"),
    Err(e) => eprintln!("bad port: {e}"),
}
let port = parse_port("x").unwrap_or(3000);           // default on error
let doubled = parse_port("21").map(|p| p * 2);          // transform the Ok value
\`\`\`

Combinators such as \`map\`, \`map_err\`, \`and_then\`, \`unwrap_or_else\` and \`ok()\` (convert to \`Option\`) let you transform results without nested matches. \`expect("message")\` is like \`unwrap\` with a clearer panic message; reserve both for cases where failure really indicates a bug, and in tests and quick prototypes.

## The ? operator

Propagating errors by hand is verbose. The \`?\` operator returns early with the error if a \`Result\` is \`Err\`, and otherwise unwraps the \`Ok\` value:

\`\`\`rust
#[derive(Debug)]
enum ConfigError {
    Io(std::io::Error),
    BadPort(ParseIntError),
}

impl From<std::io::Error> for ConfigError {
    fn from(e: std::io::Error) -> Self { ConfigError::Io(e) }
}
impl From<ParseIntError> for ConfigError {
    fn from(e: ParseIntError) -> Self { ConfigError::BadPort(e) }
}

fn load_port(path: &str) -> Result<u16, ConfigError> {
    let text = fs::read_to_string(path)?;     // io::Error converted via From
    let port = text.trim().parse::<u16>()?;   // ParseIntError converted via From
    Ok(port)
}
\`\`\`

\`?\` calls \`From::from\` on the error, so one function can combine operations with different error types as long as conversions exist. It also works on \`Option\` in functions returning \`Option\`. \`main\` may return \`Result<(), E>\` so that \`?\` works at the top level too.

## Error types in practice

Libraries should expose precise error types, typically an enum implementing \`std::error::Error\` and \`Display\`, so callers can react to each case. The **thiserror** crate derives that boilerplate: \`#[derive(thiserror::Error, Debug)] enum ConfigError { #[error("cannot read config")] Io(#[from] std::io::Error), ... }\`. Applications, which mostly report errors rather than branch on them, often use **anyhow**: \`anyhow::Result<T>\` accepts any error, and \`.context("loading config")\` adds human-readable context to the chain. Whatever you choose, add context as errors propagate, never silently discard them, and keep \`panic!\` for violated invariants.`,
  overview: {
    whatYouWillLearn: [
      'panic! is for bugs while Result<T, E> models recoverable failure',
      'Result is part of the signature, and unused Results trigger warnings',
      'match and combinators such as map, map_err and unwrap_or handle results',
      'The ? operator propagates errors early and converts them with From',
      'Custom error enums implement Error and Display',
      'thiserror suits libraries and anyhow with context suits applications',
    ],
    proTip:
      'Search your code for unwrap() before shipping; each one should either be provably impossible to fail or be replaced with ? or expect("reason").',
  },
  mcqs: [
    {
      question: 'What does the `?` operator do when applied to an `Err` value?',
      options: {
        A: "Panics with the error's `Display` message",
        B: 'Returns early with the error, via `From`',
        C: 'Converts the error to `None` and carries on',
        D: 'Logs the error to stderr, then continues on',
      },
      correct: 'B',
      explanation: '`?` propagates the error to the caller after calling `From::from` on it.',
    },
    {
      question: 'When is `panic!` the right choice?',
      options: {
        A: 'When a file the user asked for is missing',
        B: 'When user input fails to parse as a number',
        C: 'Whenever a function has any chance of failing',
        D: 'When an invariant is violated, which signals a bug',
      },
      correct: 'D',
      explanation:
        '`panic!` is for bugs where continuing makes no sense; expected, recoverable failures belong in `Result`.',
    },
    {
      question: 'What does `parse_port("x").unwrap_or(3000)` evaluate to when parsing fails?',
      options: {
        A: 'It panics, because parsing fails before `unwrap_or` runs',
        B: '`Err(ParseIntError)`',
        C: '`3000`',
        D: '`0`, the default for `u16`',
      },
      correct: 'C',
      explanation: '`unwrap_or` returns the given default when the `Result` is `Err`.',
    },
    {
      question: 'What lets `?` turn a `std::io::Error` into your own `ConfigError`?',
      options: {
        A: 'An `impl From<std::io::Error> for ConfigError`',
        B: '`#[derive(Debug)]` and `#[must_use]` on the enum',
        C: 'An `as ConfigError` cast',
        D: 'Nothing: `?` never turns one error into your own type',
      },
      correct: 'A',
      explanation:
        '`?` calls `From::from` on the error value, so a `From` implementation does the conversion.',
    },
    {
      question:
        "Which crate is commonly used to derive `Error` implementations for a library's error enums?",
      options: {
        A: '`anyhow`',
        B: '`thiserror`',
        C: '`tokio`',
        D: '`serde_derive`',
      },
      correct: 'B',
      explanation:
        '`thiserror` generates `Display` and `Error` implementations from attributes; `anyhow` is the usual choice for applications.',
    },
    {
      question: 'What does the compiler do when a returned `Result` is silently ignored?',
      options: {
        A: 'Nothing at all',
        B: 'The compiler rejects the ignored `Result`',
        C: 'It calls `.unwrap()` on it automatically',
        D: 'It emits an unused-result warning',
      },
      correct: 'D',
      explanation: '`Result` is marked `#[must_use]`, so ignoring one triggers a warning.',
    },
    {
      question: 'Which `main` signature lets you use `?` directly in `main`?',
      options: {
        A: '`fn main() -> Result<(), Box<dyn Error>>`',
        B: '`fn main() -> Option<Box<dyn Error>>`',
        C: '`fn main(args: Vec<String>) -> i32`',
        D: '`async fn main() -> Result<(), std::io::Error>`',
      },
      correct: 'A',
      explanation:
        '`main` may return a `Result`, and an `Err` makes the process exit with failure; plain `async fn main` needs a runtime macro.',
    },
    {
      question: 'How does anyhow\'s `.context("loading config")` help?',
      options: {
        A: 'It retries the operation',
        B: 'It turns the error into a panic with that message',
        C: 'It adds a readable message to the error chain',
        D: 'It replaces the original error with the message',
      },
      correct: 'C',
      explanation:
        'Context layers explain what was being attempted, while the original error stays in the chain.',
    },
    {
      question: 'What are the two variants of `Result<T, E>`?',
      options: {
        A: '`Some(T)` and `None`',
        B: '`Ok(T)` and `Error(E)`',
        C: '`Success(T)` and `Failure(E)`',
        D: '`Ok(T)` and `Err(E)`',
      },
      correct: 'D',
      explanation:
        '`Result` is an enum with the variants `Ok(T)` for success and `Err(E)` for failure.',
    },
    {
      question: 'How does `expect("message")` differ from `unwrap()`?',
      options: {
        A: 'It panics with your message, not a generic one',
        B: 'It returns the message as an `Err`',
        C: 'It logs it and returns a default',
        D: 'It panics only in debug builds',
      },
      correct: 'A',
      explanation:
        '`expect` behaves like `unwrap` but uses your message in the panic, which makes the failure easier to diagnose.',
    },
    {
      question: 'In a function returning `Option<T>`, what does `?` do on a `None` value?',
      options: {
        A: 'Panics on the `None`',
        B: 'Converts the `None` into an `Err` automatically',
        C: 'Returns `None` from the function early',
        D: 'Fails to compile for `Option`',
      },
      correct: 'C',
      explanation:
        '`?` also works on `Option` in functions returning `Option`, returning `None` early.',
    },
    {
      question: 'Which of these panics instead of returning an error value?',
      options: {
        A: 'Calling `v.get(i)` with an index past the end',
        B: 'Indexing a `Vec` out of bounds with the `v[i]` syntax',
        C: 'Parsing with `"x".parse::<u16>()`',
        D: 'Opening a missing file with `File::open`',
      },
      correct: 'B',
      explanation:
        'Out-of-bounds indexing panics; `get` returns `None`, and `parse` and `File::open` return `Err`.',
    },
  ],
  problems: [],
};
