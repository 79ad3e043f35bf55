import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-7',
  order: 7,
  title: 'Exceptions and Nullable Reference Types',
  description:
    'Handle errors with try, catch, finally and exception filters, release resources with using, and eliminate null bugs with nullable reference types.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Throw and catch exceptions, including filters and rethrowing',
    'Release resources deterministically with using and IDisposable',
    'Enable nullable reference types and interpret their warnings',
    'Choose between exceptions, Try-methods and result values',
  ],
  lesson: `## Throwing and catching

C# reports errors with **exceptions**, objects derived from \`System.Exception\`. A \`throw\` unwinds the call stack until a matching \`catch\` is found; if none is, the process crashes with the exception's message and stack trace.

\`\`\`csharp no-compile "part of an application: uses its logger and Config type, and System.Text.Json, which Mono lacks"
try
{
    var text = File.ReadAllText(path);
    var config = JsonSerializer.Deserialize<Config>(text)
                 ?? throw new InvalidDataException("empty config");
}
catch (FileNotFoundException ex)
{
    logger.LogWarning("missing {Path}: {Message}", path, ex.Message);
}
catch (JsonException ex) when (ex.LineNumber is not null)   // exception filter
{
    throw new InvalidDataException($"bad JSON at line {ex.LineNumber}", ex);  // keep inner exception
}
finally
{
    Console.WriteLine("finished loading");
}
\`\`\`

Catch clauses are checked in order, so specific types go first. An **exception filter** (\`when\`) catches only if its condition holds, without unwinding the stack otherwise. To rethrow the current exception, write \`throw;\`, not \`throw ex;\`: the latter resets the stack trace and hides where the error really happened. When wrapping, pass the original as the inner exception.

Useful built-in types include \`ArgumentException\` and \`ArgumentNullException\` (bad arguments), \`InvalidOperationException\` (wrong object state), \`NotSupportedException\`, \`KeyNotFoundException\` and \`FormatException\`. Guard helpers such as \`ArgumentNullException.ThrowIfNull(x)\` make validation one line. C# has no checked exceptions: nothing forces callers to catch, so document what your methods throw.

## using and IDisposable

Types that hold unmanaged resources (files, sockets, database connections) implement \`IDisposable\`. The garbage collector reclaims memory eventually, but resources should be released promptly, which \`using\` guarantees even when exceptions occur:

\`\`\`csharp
using (var reader = new StreamReader("data.csv"))   // disposed when the block ends
{
    string line;
    while ((line = reader.ReadLine()) != null) Console.WriteLine(line);
}
\`\`\`

C# 8 adds the shorter \`using var reader = ...;\` declaration, disposed at the end of the enclosing scope; the runner's C# 7 needs the block form above.

\`await using\` does the same for \`IAsyncDisposable\`.

## Nullable reference types

With \`<Nullable>enable</Nullable>\` (the default in new projects), reference types are **non-nullable** unless marked with \`?\`. The compiler tracks null state through your code and warns when you might dereference \`null\` or assign \`null\` to a non-nullable variable.

\`\`\`csharp no-compile "nullable reference types are C# 8; the runner's Mono compiler speaks C# 7"
string name = "Ada";         // never null
string? nickname = null;     // may be null
int len = nickname.Length;   // warning: possible null dereference
int safe = nickname?.Length ?? 0;
if (nickname is not null) Console.WriteLine(nickname.Length);  // fine: null-checked
\`\`\`

The null-forgiving operator \`!\` (\`nickname!.Length\`) silences a warning when you know better than the compiler; use it rarely, because it is a promise the runtime does not check. Treat nullable warnings as errors in new code and most \`NullReferenceException\`s disappear.

## Exceptions or not

Exceptions are for exceptional situations. For expected failures, such as parsing user input, the **Try pattern** (\`bool TryParse(string s, out T value)\`) is cheaper and clearer. Catch exceptions only where you can recover or add context, and let the rest reach a top-level handler that logs them.`,
  overview: {
    whatYouWillLearn: [
      'Exceptions unwind the stack to the first matching catch clause',
      'Exception filters with when catch conditionally without unwinding',
      'throw; preserves the stack trace while throw ex; resets it',
      'using and IDisposable release resources deterministically',
      'Nullable reference types make nullability part of the type and produce warnings',
      'The Try pattern handles expected failures without exceptions',
    ],
    proTip:
      'Search a codebase for "throw ex;" and replace each with "throw;"; it is a one-character fix that restores the real stack traces.',
  },
  mcqs: [
    {
      question:
        'Why should you write throw; rather than throw ex; when rethrowing inside a catch block?',
      options: {
        A: 'throw; preserves the original stack trace',
        B: 'throw ex; does not compile',
        C: 'throw; is faster because it skips finally blocks',
        D: 'throw ex; swallows the exception',
      },
      correct: 'A',
      explanation: 'throw ex; resets the stack trace to the current location.',
    },
    {
      question:
        'What does an exception filter such as catch (IOException e) when (e.HResult == 32) do?',
      options: {
        A: 'Catches every IOException and then checks the condition',
        B: 'Converts the exception to a different type',
        C: 'Catches the exception only when the filter condition is true',
        D: 'Logs the exception automatically',
      },
      correct: 'C',
      explanation: 'If the filter is false, the clause is skipped and the search continues.',
    },
    {
      question: 'What does using var file = File.OpenRead(path); guarantee?',
      options: {
        A: '`File.OpenRead(path)` loads the whole file into memory (a `byte[]`)',
        B: '`file.Dispose()` runs when the scope ends, even after an exception',
        C: 'The file cannot be null',
        D: 'The file is opened asynchronously and closed by the garbage collector',
      },
      correct: 'B',
      explanation: 'A using declaration disposes the object at the end of the scope.',
    },
    {
      question: 'With nullable reference types enabled, what does string? mean?',
      options: {
        A: 'A string that is checked for null at run time',
        B: 'A nullable value type that wraps a string',
        C: 'An optional method parameter of type string',
        D: 'A string reference that may be null',
      },
      correct: 'D',
      explanation:
        "The ? annotation marks a reference as possibly null for the compiler's analysis.",
    },
    {
      question: 'What does the null-forgiving operator in name!.Length do at run time?',
      options: {
        A: 'Throws `ArgumentNullException` at once if `name` is null',
        B: 'Returns 0 if name is null',
        C: 'Nothing; it only suppresses the compiler warning',
        D: 'Converts null to an empty string before reading `Length`',
      },
      correct: 'C',
      explanation:
        'The ! operator has no run-time effect; a null value still causes NullReferenceException.',
    },
    {
      question: 'Which exception type best signals that a method argument is invalid?',
      options: {
        A: 'ArgumentException',
        B: 'InvalidOperationException',
        C: 'Exception',
        D: 'StackOverflowException',
      },
      correct: 'A',
      explanation: 'ArgumentException and its subclasses describe bad arguments.',
    },
    {
      question: 'Does C# force callers to catch the exceptions a method may throw?',
      options: {
        A: 'Yes, callers must catch checked exceptions, as in Java',
        B: 'Only for IOException and its subclasses',
        C: 'Only in `async` methods (via `Task.Exception`)',
        D: 'No; C# has no checked exceptions',
      },
      correct: 'D',
      explanation: 'All C# exceptions are unchecked, so documentation matters.',
    },
    {
      question: 'Which approach suits parsing user input that is often invalid?',
      options: {
        A: 'Calling int.Parse and catching FormatException every time',
        B: 'Using int.TryParse and checking its bool result',
        C: 'Using a finally block',
        D: 'Using the null-forgiving operator',
      },
      correct: 'B',
      explanation: 'Expected failures are handled more cheaply and clearly with the Try pattern.',
    },
    {
      question: 'In what order should catch clauses be written?',
      options: {
        A: 'The most general type (`Exception`) first',
        B: 'Alphabetical order by exception name',
        C: 'The most specific exception types first, general ones last',
        D: 'Any order; the best match is chosen anyway',
      },
      correct: 'C',
      explanation:
        'Catch clauses are checked in order, so specific types must come before general ones.',
    },
    {
      question: 'When wrapping an error in a new exception, how do you keep the original?',
      options: {
        A: 'Pass it as the inner exception argument',
        B: "Copy its `Message` into the new exception's message",
        C: 'Rethrow it with `throw ex;` after creating the new one',
        D: 'Store it in a static field so the caller can read it later',
      },
      correct: 'A',
      explanation:
        'Exception constructors take an inner exception, which keeps the original error and its stack trace.',
    },
    {
      question: 'What does `await using` do?',
      options: {
        A: 'Awaits every call on the object, like `obj.Method().Wait()`',
        B: 'Imports an async namespace for the rest of the file',
        C: 'Disposes the object on a background thread after the garbage collector runs',
        D: 'Disposes an `IAsyncDisposable` asynchronously at the end of the scope',
      },
      correct: 'D',
      explanation:
        '`await using` is the asynchronous form of `using`: it awaits `DisposeAsync` when the scope ends.',
    },
    {
      question:
        'Which exception best signals that a method was called while the object is in the wrong state?',
      options: {
        A: '`ArgumentException`',
        B: '`InvalidOperationException`',
        C: '`NotSupportedException`',
        D: '`FormatException`',
      },
      correct: 'B',
      explanation:
        "`InvalidOperationException` means the call is invalid for the object's current state; `ArgumentException` is for bad arguments.",
    },
  ],
  problems: [],
};
