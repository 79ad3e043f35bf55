import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-9',
  order: 9,
  title: 'Lifetimes',
  description: 'Understand how the borrow checker relates the lifetimes of references, write lifetime annotations, and apply elision rules and \'static correctly.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain what a lifetime is and why the borrow checker needs them',
    'Annotate functions that return references',
    'Apply the three lifetime elision rules',
    'Use lifetimes in structs and understand \'static and T: \'a bounds',
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

\`\`\`rust
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
      '\'static references and T: \'static bounds, which owned data satisfies',
    ],
    proTip: 'If a struct needs a lifetime parameter only for convenience, try owning the data instead; reach for borrowed structs when profiling shows the copies matter.',
  },
  mcqs: [
    {
      question: 'What do lifetime annotations such as \'a actually do?',
      options: {
        A: 'Extend how long values live',
        B: 'Describe relationships between reference lifetimes for the borrow checker',
        C: 'Allocate values on the heap',
        D: 'Make references mutable',
      },
      correct: 'B',
      explanation: 'Annotations constrain and document; they never change when values are dropped.',
    },
    {
      question: 'Why does fn longest(x: &str, y: &str) -> &str fail to compile without annotations?',
      options: {
        A: 'Functions cannot return &str',
        B: 'Strings cannot be compared by length',
        C: 'Two parameters are not allowed',
        D: 'The compiler cannot tell which input the returned reference borrows from',
      },
      correct: 'D',
      explanation: 'With two input lifetimes and no self, elision cannot determine the output lifetime.',
    },
    {
      question: 'Which elision rule lets fn first_word(s: &str) -> &str compile without annotations?',
      options: {
        A: 'With exactly one input lifetime, it is assigned to all outputs',
        B: 'Outputs always get \'static',
        C: 'References in return position are copied',
        D: 'Single-parameter functions skip the borrow checker',
      },
      correct: 'A',
      explanation: 'The single input lifetime flows to the output reference.',
    },
    {
      question: 'What does a struct definition struct Parser<\'src> { input: &\'src str } guarantee?',
      options: {
        A: 'The input string is copied into the parser',
        B: 'The parser lives for the whole program',
        C: 'A Parser cannot outlive the string it borrows',
        D: 'The parser can modify the input',
      },
      correct: 'C',
      explanation: 'The lifetime parameter ties the struct\'s validity to the borrowed data.',
    },
    {
      question: 'What is the lifetime of a string literal such as "hello"?',
      options: {
        A: 'The enclosing block',
        B: 'The enclosing function',
        C: 'Until the next allocation',
        D: '\'static, because it is stored in the program binary',
      },
      correct: 'D',
      explanation: 'Literals are &\'static str.',
    },
    {
      question: 'Does an owned String satisfy the bound T: \'static?',
      options: {
        A: 'No, only literals do',
        B: 'Yes, because it contains no borrowed references',
        C: 'Only if it is declared const',
        D: 'Only inside main',
      },
      correct: 'B',
      explanation: 'T: \'static means T holds no non-static borrows, which owned data satisfies.',
    },
    {
      question: 'For a method fn name(&self) -> &str, which lifetime does the output get by elision?',
      options: {
        A: 'The lifetime of self',
        B: '\'static',
        C: 'A fresh unrelated lifetime',
        D: 'None; it must be annotated',
      },
      correct: 'A',
      explanation: 'When a method takes &self, output references receive self\'s lifetime.',
    },
    {
      question: 'Why does std::thread::spawn require its closure to be \'static?',
      options: {
        A: 'Threads can only run constant code',
        B: 'To make the closure run faster',
        C: 'The spawned thread may outlive the caller, so it must not borrow the caller\'s locals',
        D: 'Closures cannot capture variables otherwise',
      },
      correct: 'C',
      explanation: 'Without the bound, the thread could use references to data already dropped.',
    },
  ],
  problems: [],
};
