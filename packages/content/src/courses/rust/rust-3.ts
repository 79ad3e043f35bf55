import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-3',
  order: 3,
  title: 'Ownership and Borrowing',
  description: 'Master Rust\'s core idea: every value has one owner, ownership moves, and references borrow values under rules the compiler checks.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'State the three ownership rules and explain moves versus copies',
    'Borrow values with shared and mutable references',
    'Apply the borrowing rules that prevent data races and dangling references',
    'Use slices, String and &str appropriately',
  ],
  lesson: `## The ownership rules

Rust manages memory through **ownership**, checked entirely at compile time:

1. Each value has exactly one **owner** (a variable, a field, a collection slot).
2. There can be only one owner at a time.
3. When the owner goes out of scope, the value is **dropped**: its destructor runs and its memory is freed.

For heap-allocated types like \`String\` and \`Vec\`, assignment **moves** ownership instead of copying:

\`\`\`rust
let s1 = String::from("hello");
let s2 = s1;                 // ownership moves to s2
// println!("{s1}");         // error: borrow of moved value s1
let s3 = s2.clone();         // explicit deep copy when you really need one
\`\`\`

A move copies only the small stack part (pointer, length, capacity) and invalidates the source, so the heap buffer has exactly one owner and is freed exactly once: no double free, no leak. Passing a value to a function moves it too, and returning a value moves it out. Types whose values live entirely on the stack and are cheap to duplicate, such as integers, \`bool\`, \`char\` and tuples of them, implement the \`Copy\` trait and are copied instead of moved.

## Borrowing

Moving everything in and out of functions would be tedious. Instead you **borrow** with references. \`&T\` is a shared (immutable) reference; \`&mut T\` is a mutable reference.

\`\`\`rust
fn length(s: &str) -> usize { s.len() }          // borrows, does not take ownership
fn shout(s: &mut String) { s.push_str("!"); }   // borrows mutably

let mut greeting = String::from("hi");
let n = length(&greeting);
shout(&mut greeting);
println!("{greeting} has {n} bytes before shouting");
\`\`\`

The borrow checker enforces two rules:

- At any time you may have **either** any number of shared references **or** exactly one mutable reference to a value, never both.
- References must never outlive the value they point to.

The first rule makes data races impossible: nobody can read data while someone else is changing it. The second makes **dangling references** impossible: a function cannot return a reference to a local variable, because the local is dropped when the function returns. Borrows last only until their last use (non-lexical lifetimes), so code like "read, then later mutate" compiles as long as the read reference is no longer used.

## Strings and slices

\`String\` is an owned, growable UTF-8 buffer. \`&str\` is a **string slice**, a borrowed view into UTF-8 data, such as a literal (\`"hi"\` has type \`&'static str\`) or part of a \`String\` (\`&s[0..3]\`). Slice indices are byte offsets and must fall on character boundaries, otherwise the program panics. Likewise \`&[T]\` borrows part of a \`Vec<T>\` or array.

Write functions that only read text to accept \`&str\`; callers can pass \`&String\`, literals and slices alike thanks to automatic deref coercion. Take \`String\` only when the function needs to own or store the text.`,
  overview: {
    whatYouWillLearn: [
      'Each value has one owner and is dropped when the owner goes out of scope',
      'Assignment and function calls move non-Copy values, invalidating the source',
      'Copy types such as integers are duplicated instead of moved',
      'Many shared references or one mutable reference, never both at once',
      'References cannot outlive their referents, preventing dangling pointers',
      'String owns text while &str and &[T] borrow slices of data',
    ],
    proTip: 'Before reaching for clone() to silence a borrow error, ask whether the function could take a reference instead; most clones in beginner code are unnecessary.',
  },
  mcqs: [
    {
      question: 'After let a = String::from("x"); let b = a;, what happens if you use a?',
      options: { A: 'It prints "x"', B: 'It prints an empty string', C: 'It panics at run time', D: 'Compilation fails because a was moved' },
      correct: 'D',
      explanation: 'Ownership moved to b, so the compiler rejects later uses of a.',
    },
    {
      question: 'Why can you use x after let y = x; when x is an i32?',
      options: {
        A: 'i32 implements Copy, so the value is copied rather than moved',
        B: 'Integers are reference counted',
        C: 'The compiler clones every value automatically',
        D: 'i32 values live on the heap',
      },
      correct: 'A',
      explanation: 'Copy types are duplicated on assignment and the original stays valid.',
    },
    {
      question: 'Which combination of references to one value can exist at the same time?',
      options: {
        A: 'Two mutable references',
        B: 'Several shared references, or exactly one mutable reference',
        C: 'One mutable and one shared reference',
        D: 'Any combination, as long as they are in different functions',
      },
      correct: 'B',
      explanation: 'The aliasing-xor-mutation rule prevents data races.',
    },
    {
      question: 'When is an owned value dropped?',
      options: {
        A: 'When the garbage collector runs',
        B: 'When the program exits',
        C: 'When its owner goes out of scope',
        D: 'When its last reference is created',
      },
      correct: 'C',
      explanation: 'Rust frees resources deterministically at the end of the owner\'s scope.',
    },
    {
      question: 'Why will a function that returns a reference to its own local String not compile?',
      options: {
        A: 'Functions cannot return references',
        B: 'Strings cannot be borrowed',
        C: 'References must be mutable to be returned',
        D: 'The local is dropped at the end of the function, so the reference would dangle',
      },
      correct: 'D',
      explanation: 'The borrow checker forbids references that outlive their referent.',
    },
    {
      question: 'Which parameter type is most flexible for a function that only reads text?',
      options: { A: '&str', B: 'String', C: '&mut String', D: 'Box<String>' },
      correct: 'A',
      explanation: 'A &str parameter accepts literals, slices and &String via deref coercion.',
    },
    {
      question: 'What does clone() do for a String?',
      options: {
        A: 'Creates a second reference to the same buffer',
        B: 'Moves the string',
        C: 'Creates an independent deep copy of the heap data',
        D: 'Converts it to &str',
      },
      correct: 'C',
      explanation: 'clone allocates a new buffer and copies the bytes.',
    },
    {
      question: 'What happens when you slice a String in the middle of a multi-byte UTF-8 character, as in &s[0..1] for "é"?',
      options: {
        A: 'You get half a character',
        B: 'The program panics at run time',
        C: 'Rust rounds to the nearest character boundary',
        D: 'Compilation fails',
      },
      correct: 'B',
      explanation: 'String slice indices are byte offsets that must lie on character boundaries.',
    },
  ],
  problems: [],
};
