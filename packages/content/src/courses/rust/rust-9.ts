import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-9',
  order: 9,
  title: 'Lifetimes',
  description:
    "Understand how the borrow checker relates the lifetimes of references, write lifetime annotations, and apply elision rules and 'static correctly.",
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain what a lifetime is and why the borrow checker needs them',
    'Annotate functions that return references',
    'Apply the three lifetime elision rules',
    "Use lifetimes in structs and understand 'static and T: 'a bounds",
  ],
  lesson: `## What lifetimes are

Every reference in Rust has a **lifetime**: the region of code during which it is valid. Most of the time the compiler infers lifetimes and you never write them. Annotations are needed when the compiler cannot tell, from a function's signature alone, how the lifetime of an output reference relates to the inputs. Lifetime annotations **do not change how long anything lives**; they describe relationships so the borrow checker can verify that no reference outlives its data.

## Annotating functions

\`\`\`rust
fn longest<'a>(x: &'a str, y: &'a str) -> &'a str {
    if x.len() >= y.len() { x } else { y }
}
\`\`\`

The generic lifetime \`'a\` says: the returned reference is valid for as long as **both** inputs are valid (the compiler picks the shorter of the two). So this is rejected:

\`\`\`rust no-compile "shows the borrow checker's error on purpose"
let outer = String::from("long string");
let result;
{
    let inner = String::from("xyz");
    result = longest(outer.as_str(), inner.as_str());
}                                // inner dropped here
println!("{result}");            // error: inner does not live long enough
\`\`\`

Without annotations, the signature would be ambiguous: does the result borrow from \`x\`, from \`y\`, or from neither? If a function always returns data derived from one parameter, only that parameter needs the shared lifetime.

## Elision rules

To avoid noise, the compiler applies three **elision rules**:

1. Each reference parameter gets its own lifetime.
2. If there is exactly one input lifetime, it is assigned to all output references.
3. If one of the parameters is \`&self\` or \`&mut self\`, the output gets \`self\`'s lifetime.

That is why \`fn first_word(s: &str) -> &str\` and methods returning references to fields need no annotations. When the rules do not determine the output lifetime, as in \`longest\`, you must annotate.

## Lifetimes in structs

A struct that holds a reference must declare a lifetime parameter, and instances cannot outlive the borrowed data:

\`\`\`rust
struct Parser<'src> {
    input: &'src str,
    pos: usize,
}
impl<'src> Parser<'src> {
    fn next_token(&mut self) -> Option<&'src str> {
        let rest = self.input[self.pos..].trim_start();
        if rest.is_empty() { return None; }
        let start = self.input.len() - rest.len();
        let end = rest.find(char::is_whitespace).map_or(self.input.len(), |i| start + i);
        self.pos = end;
        Some(&self.input[start..end])   // borrows from the input, not from the parser
    }
}
\`\`\`

Returning \`&'src str\` rather than a reference tied to \`&mut self\` lets callers keep tokens after further calls, a zero-copy design common in parsers.

## 'static and bounds

\`'static\` means "can live for the entire program". String literals are \`&'static str\` because they are embedded in the binary. As a **bound**, \`T: 'static\` means \`T\` contains no non-static references; it is required, for example, by \`std::thread::spawn\`, because the thread might outlive the caller. It does not mean the value lives forever: an owned \`String\` satisfies \`'static\`. Similarly, \`T: 'a\` means all references inside \`T\` outlive \`'a\`. When lifetime errors pile up, consider owning the data (\`String\` instead of \`&str\`) or restructuring so borrows are shorter; fighting the borrow checker usually signals a design that can be simplified.`,
  overview: {
    whatYouWillLearn: [
      'A lifetime is the region in which a reference is valid',
      'Annotations describe relationships between lifetimes and do not extend them',
      'Functions returning references may need explicit lifetime parameters',
      'Three elision rules make most annotations unnecessary',
      'Structs holding references need lifetime parameters',
      "'static references and T: 'static bounds, which owned data satisfies",
    ],
    proTip:
      'If a struct needs a lifetime parameter only for convenience, try owning the data instead; reach for borrowed structs when profiling shows the copies matter.',
  },
  mcqs: [
    {
      question: "What do lifetime annotations such as `'a` actually do?",
      options: {
        A: 'Extend how long the borrowed values stay alive',
        B: 'Describe how the lifetimes of references relate',
        C: 'Move the referenced values onto the heap',
        D: 'Tell the compiler when to drop each value',
      },
      correct: 'B',
      explanation:
        'Annotations constrain and document relationships for the borrow checker; they never change when values are dropped.',
    },
    {
      question:
        'Why does `fn longest(x: &str, y: &str) -> &str` fail to compile without annotations?',
      options: {
        A: 'A function can never return a `&str`',
        B: "Returned references must be `&'static`",
        C: 'It cannot tell which input the returned reference borrows from',
        D: 'Elision always ties the output to the first parameter',
      },
      correct: 'C',
      explanation:
        'With two input lifetimes and no `self`, the elision rules cannot determine the output lifetime.',
    },
    {
      question:
        'Which elision rule lets `fn first_word(s: &str) -> &str` compile without annotations?',
      options: {
        A: 'One input lifetime is given to every output',
        B: "Output references always get `'static`",
        C: 'References in return position are copied out',
        D: 'Functions with one parameter skip borrow checks',
      },
      correct: 'A',
      explanation: 'With exactly one input lifetime, it is assigned to all output references.',
    },
    {
      question: "What does `struct Parser<'src> { input: &'src str }` guarantee?",
      options: {
        A: 'The input text is copied into the parser',
        B: "A parser lives as long as the whole program, `'static`",
        C: 'A `Parser` cannot outlive the text it borrows',
        D: 'The parser is allowed to modify the input',
      },
      correct: 'C',
      explanation: "The lifetime parameter ties the struct's validity to the borrowed data.",
    },
    {
      question: 'What is the lifetime of a string literal such as `"hello"`?',
      options: {
        A: 'The block `{ ... }` in which it is written',
        B: 'The function in which it is written',
        C: "`'static`, as it is stored in the binary",
        D: 'Until the `String` that owns it is dropped',
      },
      correct: 'C',
      explanation: "Literals are embedded in the program binary, so they are `&'static str`.",
    },
    {
      question: "Does an owned `String` satisfy the bound `T: 'static`?",
      options: {
        A: "No; only string literals are `'static`",
        B: 'Yes; it holds no borrowed references',
        C: 'Only when it is declared as a `const`',
        D: 'Only while it is still in scope inside `main`',
      },
      correct: 'B',
      explanation:
        "`T: 'static` means `T` holds no non-static borrows, which owned data satisfies; it does not mean the value lives forever.",
    },
    {
      question:
        'For a method `fn name(&self) -> &str`, which lifetime does the output get by elision?',
      options: {
        A: "`'static`, as for string literals",
        B: 'A fresh lifetime for the output, unrelated to `self`',
        C: 'None; the method must be annotated',
        D: 'The lifetime of `self`',
      },
      correct: 'D',
      explanation:
        "When a method takes `&self` or `&mut self`, output references receive `self`'s lifetime.",
    },
    {
      question: "Why does `std::thread::spawn` require its closure to be `'static`?",
      options: {
        A: 'The thread may only run code that is `const`',
        B: "The new thread might outlive the caller's local variables",
        C: 'Closures cannot capture any variables otherwise',
        D: 'So that its closure is embedded in the binary',
      },
      correct: 'B',
      explanation:
        'Without the bound, the thread could use references to data the caller has already dropped.',
    },
    {
      question:
        "In `fn longest<'a>(x: &'a str, y: &'a str) -> &'a str`, how long is the result valid?",
      options: {
        A: 'For the shorter of the two input lifetimes',
        B: "For the longer of the two inputs' lifetimes",
        C: 'For as long as `x`, the first input, lives',
        D: 'For the whole program, as a string slice',
      },
      correct: 'A',
      explanation:
        'The compiler picks a lifetime both inputs satisfy, which is the shorter of the two.',
    },
    {
      question:
        "Why does the lesson's `next_token(&mut self)` return `Option<&'src str>` rather than a reference tied to `&mut self`?",
      options: {
        A: 'It avoids copying the parser on every call',
        B: 'References from `&mut self` cannot be returned',
        C: 'It turns each token into an owned `String`',
        D: 'Callers can keep tokens across later calls',
      },
      correct: 'D',
      explanation:
        'Tokens borrow from the input, not from the parser, so the parser can be borrowed mutably again while tokens are kept.',
    },
    {
      question: "What does the bound `T: 'a` mean?",
      options: {
        A: "`T` is dropped exactly when `'a` ends",
        B: "`T` must itself be a reference with lifetime `'a`",
        C: "`T` is stored on the stack for the span of `'a`",
        D: "Every reference inside `T` outlives `'a`",
      },
      correct: 'D',
      explanation: "`T: 'a` says all references contained in `T` are valid for at least `'a`.",
    },
    {
      question: 'What does the lesson suggest when lifetime errors pile up?',
      options: {
        A: 'Own the data, e.g. `String` instead of `&str`',
        B: "Add `'static` to every `&` and `&mut` in the code",
        C: 'Wrap the offending borrows in `unsafe` blocks',
        D: "Give every function the same lifetime `'a`",
      },
      correct: 'A',
      explanation:
        'Owning data or shortening borrows usually simplifies the design; fighting the borrow checker signals a problem.',
    },
  ],
  problems: [],
};
