import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-2',
  order: 2,
  title: 'Optionals and Error Handling',
  description:
    'Represent missing values safely with optionals and handle failures with throwing functions, do-catch and Result.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain optionals and why Swift has no null pointer crashes',
    'Unwrap safely with if let, guard let, optional chaining and ??',
    'Define errors and write throwing functions',
    'Handle errors with do-catch, try?, try! and typed throws',
  ],
  lesson: `## Optionals

In many languages any reference can be null, and forgetting to check crashes the program. In Swift a regular type can **never** be nil. A value that might be missing has an **optional** type, written with \`?\`:

\`\`\`swift
var middleName: String? = nil
let age = Int("42")        // Int? because the text might not be a number
\`\`\`

The compiler refuses to let you use an optional as if it were a value, so you must decide what happens when it is \`nil\`.

## Unwrapping

\`\`\`swift
if let age {                          // shorthand for if let age = age
    print("Age is \\(age)")
}

func greet(_ name: String?) -> String {
    guard let name, !name.isEmpty else { return "Hello, stranger" }
    return "Hello, \\(name)"           // name is a non-optional String here
}

let city = user.address?.city ?? "Unknown"   // optional chaining and nil coalescing
let count = Int(input)!                        // force unwrap: crashes if nil
\`\`\`

- \`if let\` runs a block only when a value is present.
- \`guard let ... else { return }\` exits early and keeps the unwrapped value available for the rest of the function, avoiding deep nesting; it is the idiomatic way to validate inputs.
- **Optional chaining** \`a?.b?.c\` returns nil as soon as any link is nil.
- \`??\` provides a default.
- \`!\` **force unwraps** and crashes on nil. Reserve it for values that truly cannot be nil, such as a resource bundled with the app.

Optionals also have \`map\` and \`flatMap\`: \`Int(text).map { $0 * 2 }\`.

## Errors

Failures that callers should handle are modelled as **errors**, usually enums conforming to \`Error\`:

\`\`\`swift
enum PaymentError: Error {
    case insufficientFunds(needed: Double)
    case cardExpired
}

func pay(_ amount: Double, balance: Double) throws(PaymentError) -> Double {
    guard amount <= balance else { throw .insufficientFunds(needed: amount - balance) }
    return balance - amount
}

do {
    let remaining = try pay(50, balance: 20)
    print(remaining)
} catch .insufficientFunds(let needed) {
    print("Add \\(needed) to your account")
} catch {
    print("Payment failed: \\(error)")
}
\`\`\`

A function marked \`throws\` must be called with \`try\`, inside \`do\`/\`catch\` or from another throwing function, so error paths are always visible in the code. Swift 6 added **typed throws** (\`throws(PaymentError)\`), letting callers know exactly which errors can occur; plain \`throws\` means any \`Error\`.

\`try?\` converts the result to an optional (nil on error) and \`try!\` crashes on error. \`defer { }\` runs cleanup code when the scope exits, whether normally or by throwing. The \`Result<Success, Failure>\` type stores a success or an error as a value, useful when passing outcomes around.

Rule of thumb: use optionals for "no value" that is normal (a search with no result), and errors for failures that carry a reason the caller may want to react to.`,
  overview: {
    whatYouWillLearn: [
      'Optional types and why regular types cannot be nil',
      'if let, guard let and the shorthand unwrapping syntax',
      'Optional chaining, nil coalescing and force unwrapping',
      'Error enums and throwing functions',
      'do-catch, try?, try!, defer and typed throws',
      'Choosing between optionals, errors and Result',
    ],
    proTip:
      'Search your codebase for "!" before each release; every force unwrap is a potential crash that deserves a second look.',
  },
  mcqs: [
    {
      question: 'What is the type of Int("abc")?',
      options: {
        A: 'Int, and the value is 0 for invalid text',
        B: 'String',
        C: 'Int?, and the value is nil',
        D: 'Int, but it throws an error at runtime for "abc"',
      },
      correct: 'C',
      explanation: 'The failable initialiser returns an optional, nil when parsing fails.',
    },
    {
      question: 'What is the main advantage of guard let over if let?',
      options: {
        A: 'It exits early and keeps the unwrapped value in scope for the rest',
        B: 'It is faster at runtime because the check happens at compile time',
        C: 'It never needs an else branch',
        D: 'It converts errors to optionals',
      },
      correct: 'A',
      explanation: 'guard reduces nesting and makes preconditions explicit.',
    },
    {
      question: 'What does user.address?.city return when address is nil?',
      options: {
        A: '`""`',
        B: 'It crashes because address is nil',
        C: 'A default city',
        D: 'nil',
      },
      correct: 'D',
      explanation: 'Optional chaining short-circuits to nil.',
    },
    {
      question: 'What happens when you force unwrap an optional that is nil?',
      options: {
        A: 'It returns a default value',
        B: 'The program crashes at runtime',
        C: 'It becomes zero',
        D: 'The line is skipped silently',
      },
      correct: 'B',
      explanation: 'Force unwrapping nil is a fatal runtime error.',
    },
    {
      question: 'How must a throwing function be called?',
      options: {
        A: 'With the try keyword',
        B: 'With the await keyword',
        C: 'With an exclamation mark',
        D: 'Inside a switch statement',
      },
      correct: 'A',
      explanation: 'try marks every call that can throw.',
    },
    {
      question: 'What does try? do with a thrown error?',
      options: {
        A: 'Rethrows it',
        B: 'Crashes',
        C: 'Logs it and continues with a default value of zero',
        D: 'Turns the result into nil',
      },
      correct: 'D',
      explanation: 'try? converts the expression to an optional.',
    },
    {
      question: 'What does a function declared throws(PaymentError) tell its callers?',
      options: {
        A: 'It never throws',
        B: 'It throws only errors of type PaymentError',
        C: 'It throws any Error, including PaymentError',
        D: 'It returns an optional value instead of throwing',
      },
      correct: 'B',
      explanation: 'Typed throws specify the concrete error type.',
    },
    {
      question: 'When does a defer block run?',
      options: {
        A: 'Immediately',
        B: 'Only when an error is thrown out of the current function scope',
        C: 'When the current scope exits, by return or by throwing',
        D: 'At app shutdown',
      },
      correct: 'C',
      explanation: 'defer guarantees cleanup on every exit path.',
    },
    {
      question: 'What does `name ?? "Guest"` evaluate to when `name` is nil?',
      options: {
        A: '`nil`',
        B: '`"Guest"`',
        C: '`Optional("Guest")`',
        D: 'A runtime crash',
      },
      correct: 'B',
      explanation:
        'The nil-coalescing operator returns the right-hand value when the optional is nil.',
    },
    {
      question:
        'Which statement unwraps the optional `email` for the rest of the function, or returns early?',
      options: {
        A: '`if let email = email { } else { return }`',
        B: '`let email = email!`',
        C: '`guard let email else { return }`',
        D: '`try email`',
      },
      correct: 'C',
      explanation:
        '`guard let` unwraps into the enclosing scope and requires the else branch to exit.',
    },
    {
      question: 'How do you handle errors from `try load()` inside a function that does not throw?',
      options: {
        A: 'With `if (try? load()) != nil` around the call',
        B: 'With a `guard try` statement before the call',
        C: 'With a `defer` block that catches the error after it is thrown',
        D: 'With a `do`-`catch` block around the call',
      },
      correct: 'D',
      explanation:
        'A `do` block with `catch` clauses handles errors locally; otherwise the function must be marked `throws`.',
    },
    {
      question: 'What does `try!` do?',
      options: {
        A: 'Crashes at runtime if the call throws',
        B: 'Turns a thrown error into nil',
        C: 'Retries the call until it succeeds',
        D: 'Rethrows the error to the caller',
      },
      correct: 'A',
      explanation:
        '`try!` asserts the call will not throw and traps if it does; `try?` is the one that produces nil.',
    },
  ],
  problems: [],
};
