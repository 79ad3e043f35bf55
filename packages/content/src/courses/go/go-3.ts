import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-3',
  order: 3,
  title: 'Functions, Multiple Returns and Errors',
  description:
    'Write Go functions with multiple return values, handle errors as values, wrap and inspect them, and use defer, panic and recover correctly.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Declare functions with multiple and named return values',
    'Handle errors explicitly with if err != nil',
    'Wrap errors with %w and inspect them with errors.Is and errors.As',
    'Use defer for cleanup and understand panic and recover',
  ],
  lesson: `## Functions

Go functions declare parameter types after names, and may return several values. Returning a result together with an \`error\` is the standard way to report failure.

\`\`\`go
func divide(a, b int) (int, error) {
	if b == 0 {
		return 0, errors.New("division by zero")
	}
	return a / b, nil
}

q, err := divide(10, 2)
if err != nil {
	log.Fatal(err)
}
fmt.Println(q)
\`\`\`

Parameters of the same type can share a type (\`a, b int\`). Functions are first-class values: they can be assigned, passed and returned, and **closures** capture variables from their surrounding scope. Variadic functions take \`...T\` (\`func sum(nums ...int) int\`) and are called with individual values or a slice followed by \`...\`. Arguments are passed by value; pass a pointer when the function must modify the caller's variable.

## Errors are values

Go has no exceptions for ordinary failures. An \`error\` is any value implementing the interface \`interface{ Error() string }\`, returned as the last result. The caller checks it immediately:

\`\`\`go
func loadConfig(path string) ([]byte, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("loading config %q: %w", path, err)   // add context, keep the cause
	}
	return data, nil
}
\`\`\`

This explicit style makes every failure path visible in the code. Add context as errors travel upward, so the final message reads like a chain: "loading config "app.yaml": open app.yaml: no such file or directory". The \`%w\` verb **wraps** the original error, preserving it for inspection:

- \`errors.Is(err, fs.ErrNotExist)\` checks whether any error in the chain equals a **sentinel** value.
- \`errors.As(err, &pathErr)\` finds the first error in the chain of a given type and assigns it.

Define sentinels with \`var ErrNotFound = errors.New("not found")\` and custom error types as structs with an \`Error()\` method. Never compare error strings; they are for humans. Ignoring an error with \`_\` should be a deliberate, rare decision.

## defer

\`defer\` schedules a call to run when the surrounding function returns, whether normally or by panic. Deferred calls run in last-in, first-out order, and their arguments are evaluated immediately, when the \`defer\` statement executes.

\`\`\`go
func openConfig(path string) error {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()          // runs however the function exits
	return nil
}
\`\`\`

Place the \`defer\` right after successfully acquiring a resource, so acquisition and release sit side by side.

## panic and recover

\`panic\` stops normal execution, runs deferred calls and crashes the program with a stack trace unless a deferred function calls \`recover\`. Panics are for programmer errors and impossible states (an index out of range, a nil map write), not for expected failures like missing files. \`recover\` is mainly used at boundaries, such as an HTTP server that converts a panic in one handler into a 500 response instead of crashing the whole process.`,
  overview: {
    whatYouWillLearn: [
      'Functions can return several values, conventionally a result and an error',
      'Errors are ordinary values checked explicitly with if err != nil',
      'fmt.Errorf with %w wraps errors and adds context',
      'errors.Is matches sentinel errors and errors.As extracts typed errors',
      'defer runs calls at function exit in LIFO order with arguments evaluated early',
      'panic is for unrecoverable programmer errors; recover belongs at boundaries',
    ],
    proTip:
      'Wrap errors with context at each layer using fmt.Errorf("doing X: %w", err); the final message then reads like a stack trace written for humans.',
  },
  mcqs: [
    {
      question: 'How do Go functions conventionally report an expected failure?',
      options: {
        A: 'By throwing an exception',
        B: 'By returning an `error` as the last result',
        C: 'By calling `panic()` and recovering upstream',
        D: 'By returning a negative status code such as -1',
      },
      correct: 'B',
      explanation: 'Errors are ordinary return values that callers check.',
    },
    {
      question: 'What does the `%w` verb in `fmt.Errorf` do?',
      options: {
        A: 'Prints the error as a warning on standard error',
        B: 'Pads the error to a fixed width',
        C: 'Wraps the error, keeping it in the chain',
        D: "Writes the error's type name next to its message",
      },
      correct: 'C',
      explanation:
        '`%w` keeps the original error in the chain, so `errors.Is` and `errors.As` can still find it.',
    },
    {
      question: 'When does a deferred function call run?',
      options: {
        A: 'When the surrounding function returns or panics',
        B: 'When its goroutine is next scheduled',
        C: 'When the program exits',
        D: 'When the garbage collector frees the frame',
      },
      correct: 'A',
      explanation: 'Deferred calls execute as the function exits, in LIFO order.',
    },
    {
      question:
        'Which expression checks whether an error chain contains the sentinel `fs.ErrNotExist`?',
      options: {
        A: '`err == "file does not exist"`',
        B: '`errors.As(err, fs.ErrNotExist)`',
        C: '`errors.Is(err, fs.ErrNotExist)`',
        D: '`strings.Contains(err.Error(), "exist")`',
      },
      correct: 'C',
      explanation: '`errors.Is` walks the wrap chain comparing against the target value.',
    },
    {
      question: 'In `defer fmt.Println(i)` where `i` is 1 and later set to 2, what is printed?',
      options: {
        A: '2',
        B: 'Nothing',
        C: '0',
        D: '1',
      },
      correct: 'D',
      explanation: 'Arguments of a deferred call are evaluated when the `defer` statement runs.',
    },
    {
      question: 'When is `panic` appropriate in Go?',
      options: {
        A: 'For any error a library returns to you',
        B: 'For programmer errors and impossible states',
        C: 'For files that are missing on disk',
        D: 'For invalid input typed by a user',
      },
      correct: 'B',
      explanation: 'Expected failures are returned as errors; panics signal bugs.',
    },
    {
      question: 'What must a type implement to be used as an `error`?',
      options: {
        A: 'A method `Error() string`',
        B: 'A method `String() string`',
        C: 'The `errors.Err` interface',
        D: 'A `Message()` method, which `error` types must implement',
      },
      correct: 'A',
      explanation: '`error` is the interface with the single method `Error() string`.',
    },
    {
      question: 'How do you pass a slice `nums` to the variadic function `sum(nums ...int)`?',
      options: {
        A: '`sum(nums)`, passing the slice directly',
        B: '`sum(&nums)`, passing a pointer to the slice',
        C: '`sum(nums...)`, with a trailing ellipsis',
        D: '`sum(...nums)`, with a leading spread operator',
      },
      correct: 'C',
      explanation: 'The trailing `...` spreads the slice into the variadic parameter.',
    },
    {
      question: 'What does `errors.As(err, &pathErr)` do?',
      options: {
        A: 'Finds an error of that type in the chain and assigns it',
        B: 'Converts `err` to `*fs.PathError` or panics',
        C: 'Compares `err` with `pathErr` by value',
        D: 'Wraps `err` inside `pathErr`',
      },
      correct: 'A',
      explanation:
        "`errors.As` searches the chain for the first error assignable to the target's type and stores it there.",
    },
    {
      question: 'In what order do several deferred calls run?',
      options: {
        A: 'First deferred runs first (FIFO)',
        B: 'All at once, in parallel goroutines',
        C: 'Last deferred runs first (LIFO)',
        D: 'In an order the Go runtime picks at random each time',
      },
      correct: 'C',
      explanation: 'Deferred calls form a stack: the last one deferred runs first.',
    },
    {
      question: 'Why should you never compare error strings?',
      options: {
        A: 'String comparison of errors is not allowed by the compiler',
        B: 'Messages are for humans and can change at any time',
        C: "Error strings are translated into the user's language",
        D: 'Comparing strings is much slower than comparing integers',
      },
      correct: 'B',
      explanation:
        'Use `errors.Is` with sentinels or `errors.As` with types; messages are not a stable API.',
    },
    {
      question: 'Where should `defer f.Close()` be placed?',
      options: {
        A: 'At the very top of the function, before the file is opened',
        B: 'At the end of the function, before `return`',
        C: 'Inside the `if err != nil` block',
        D: 'Right after the file has been opened without error',
      },
      correct: 'D',
      explanation:
        'Deferring right after a successful acquisition keeps acquisition and release side by side.',
    },
    {
      question: 'How does an HTTP server typically use `recover`?',
      options: {
        A: 'To retry each failed request automatically, with a short delay',
        B: 'To turn a panic in one handler into a 500 instead of crashing',
        C: 'To catch errors returned by `os.Open()`',
        D: 'To restart the process after a crash',
      },
      correct: 'B',
      explanation:
        'Recovering at the handler boundary keeps one bad request from crashing the whole server.',
    },
  ],
  problems: [],
};
