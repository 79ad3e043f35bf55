import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-3',
  order: 3,
  title: 'Ownership and Borrowing',
  description:
    "Master Rust's core idea: every value has one owner, ownership moves, and references borrow values under rules the compiler checks.",
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
    proTip:
      'Before reaching for clone() to silence a borrow error, ask whether the function could take a reference instead; most clones in beginner code are unnecessary.',
  },
  mcqs: [
    {
      question: 'After `let a = String::from("x"); let b = a;`, what happens if you use `a`?',
      options: {
        A: 'It prints `x`, because `b` is just a copy',
        B: 'It prints an empty string, since `a` was reset',
        C: 'It panics at run time on the moved value',
        D: 'It fails to compile: `a` was moved',
      },
      correct: 'D',
      explanation: 'Ownership moved to `b`, so the compiler rejects later uses of `a`.',
    },
    {
      question: 'Why can you still use `x` after `let y = x;` when `x` is an `i32`?',
      options: {
        A: '`i32` implements `Copy`, so the value is simply copied',
        B: 'Integers are reference-counted, so both share it',
        C: 'The compiler inserts `x.clone()` on every `let`',
        D: '`let y = x` borrows `x` instead of moving it',
      },
      correct: 'A',
      explanation: '`Copy` types are duplicated on assignment and the original stays valid.',
    },
    {
      question: 'Which combination of references to one value may be in use at the same time?',
      options: {
        A: 'Two mutable references, one per function',
        B: 'Many shared references or a single mutable one',
        C: 'One mutable reference plus any number of shared ones',
        D: 'Any combination, as long as none of them is returned',
      },
      correct: 'B',
      explanation:
        'Shared references or a single mutable reference, never both: this rule prevents data races.',
    },
    {
      question: 'When is an owned value dropped?',
      options: {
        A: 'When a background collector finds it unreachable',
        B: 'When its last `&` is used',
        C: 'When its owner goes out of scope',
        D: 'When the program exits',
      },
      correct: 'C',
      explanation: "Rust frees resources deterministically at the end of the owner's scope.",
    },
    {
      question:
        'Why will a function that returns a reference to its own local `String` not compile?',
      options: {
        A: "Functions may only return references with the `'static` lifetime",
        B: 'A `String` cannot be borrowed while something still owns it',
        C: 'Returned references must be `&mut`, never a shared `&`',
        D: 'The value is dropped at return, so the borrow would dangle',
      },
      correct: 'D',
      explanation: 'The borrow checker forbids references that outlive the value they point to.',
    },
    {
      question: 'Which parameter type is most flexible for a function that only reads text?',
      options: {
        A: '`&String`',
        B: '`String`',
        C: '`&mut String`',
        D: '`&str`',
      },
      correct: 'D',
      explanation:
        'A `&str` parameter accepts literals, slices and `&String` (via deref coercion).',
    },
    {
      question: 'What does `clone()` do for a `String`?',
      options: {
        A: 'Creates a second reference to the same buffer',
        B: 'Creates an independent copy of the heap data',
        C: 'Moves the string, leaving the original empty',
        D: 'Converts it to a `&str` that borrows the buffer',
      },
      correct: 'B',
      explanation:
        '`clone` allocates a new buffer and copies the bytes, so both strings are independent.',
    },
    {
      question:
        'What happens when you slice a `String` inside a multi-byte character, as in `&s[0..1]` for `"é"`?',
      options: {
        A: 'You get the first byte',
        B: 'Compilation fails because the index is not a `char`',
        C: 'The program panics at run time',
        D: 'Rust rounds down to the nearest character boundary',
      },
      correct: 'C',
      explanation:
        'String slice indices are byte offsets and must lie on character boundaries, or the program panics.',
    },
    {
      question: 'Given `fn take(s: String)`, can the caller still use `s` after calling `take(s)`?',
      options: {
        A: 'Yes, because arguments are passed by reference',
        B: 'Yes, because the function receives a copy',
        C: 'No, because ownership moved into `take`',
        D: 'Only if `take` returns before `s` is used again',
      },
      correct: 'C',
      explanation: 'Passing a `String` by value moves it into the function, just like assignment.',
    },
    {
      question: 'What is the type of the string literal `"hi"`?',
      options: {
        A: '`String`',
        B: "`&'static str`",
        C: "`&'static String`",
        D: '`[char; 2]`',
      },
      correct: 'B',
      explanation:
        'Literals are string slices borrowed from data that lives for the whole program.',
    },
    {
      question:
        'What does the rule "either many shared references or one mutable reference" guarantee?',
      options: {
        A: 'Data races cannot happen anywhere in safe Rust code',
        B: 'The compiler can skip all bounds checks',
        C: 'No value can ever be dropped twice',
        D: 'Heap memory is returned to the system sooner',
      },
      correct: 'A',
      explanation:
        'Nobody can read data while someone else is changing it; double frees are prevented by single ownership instead.',
    },
    {
      question: 'With non-lexical lifetimes, when does a borrow end?',
      options: {
        A: 'At its last use, not at the block end',
        B: 'At the end of the block',
        C: 'When the owner is next assigned a new value',
        D: 'When the function returns',
      },
      correct: 'A',
      explanation:
        'A borrow lasts until its last use, so reading and later mutating compiles once the read reference is no longer used.',
    },
  ],
  problems: [],
};
