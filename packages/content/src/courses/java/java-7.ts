import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-7',
  order: 7,
  title: 'Exceptions and Error Handling',
  description:
    'Handle failures with try, catch and finally, understand checked versus unchecked exceptions, and manage resources with try-with-resources.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Describe the Throwable hierarchy and checked versus unchecked exceptions',
    'Catch, rethrow and wrap exceptions with a cause',
    'Close resources reliably with try-with-resources',
    'Design custom exceptions and decide where to handle errors',
  ],
  lesson: `## The exception hierarchy

Everything that can be thrown extends \`Throwable\`. Its two branches are \`Error\` (serious JVM problems such as \`OutOfMemoryError\`, which applications should not catch) and \`Exception\`. Within \`Exception\`, subclasses of \`RuntimeException\` are **unchecked**; all others are **checked**.

- **Checked exceptions** (\`IOException\`, \`SQLException\`) represent conditions a correct program should anticipate, like a missing file. The compiler forces you to either catch them or declare them with \`throws\` in the method signature.
- **Unchecked exceptions** (\`NullPointerException\`, \`IllegalArgumentException\`, \`IndexOutOfBoundsException\`) usually indicate programming errors and need no declaration.

## try, catch, finally

\`\`\`java
String text = "42";
try {
    int n = Integer.parseInt(text);
    System.out.println(100 / n);
} catch (NumberFormatException e) {
    System.out.println("not a number: " + text);
} catch (ArithmeticException e) {
    System.out.println("cannot divide by zero");
} finally {
    System.out.println("done");   // runs whether or not an exception occurred
}
\`\`\`

Catch clauses are tested in order, so more specific types must come before their supertypes; the compiler rejects an unreachable catch. Java 7 added **multi-catch**: \`catch (IOException | SQLException e)\`. Never swallow an exception with an empty catch block; at minimum log it with its stack trace.

## try-with-resources

Objects that hold external resources (files, sockets, database connections) implement \`AutoCloseable\`. Declare them in the parentheses of a \`try\` and they are closed automatically in reverse order, even when an exception is thrown:

\`\`\`java
try (var reader = Files.newBufferedReader(Path.of("data.csv"))) {
    String line;
    while ((line = reader.readLine()) != null) System.out.println(line);
} catch (IOException e) {
    throw new UncheckedIOException("could not read data.csv", e);
}
\`\`\`

If both the body and \`close()\` throw, the body's exception is propagated and the close failure is attached as a **suppressed** exception, so no information is lost.

## Throwing and wrapping

Throw exceptions to signal that a method cannot fulfil its contract: \`throw new IllegalArgumentException("quantity must be positive");\`. Validate arguments early ("fail fast") with helpers like \`Objects.requireNonNull(x, "x")\`. When translating a low-level exception into a higher-level one, pass the original as the **cause** so the full chain appears in the stack trace.

\`\`\`java
public class InsufficientFundsException extends Exception {
    public InsufficientFundsException(String message) { super(message); }
}
\`\`\`

Create custom exceptions when callers need to distinguish a specific failure; extend \`Exception\` if callers must handle it, or \`RuntimeException\` if it signals misuse. Handle exceptions at the level that can do something meaningful (retry, show a message, return a fallback); elsewhere, let them propagate. Exceptions are for exceptional situations, not ordinary control flow: checking \`map.containsKey\` is better than catching a failure on every lookup.`,
  overview: {
    whatYouWillLearn: [
      'Throwable splits into Error and Exception, and RuntimeException is unchecked',
      'Checked exceptions must be caught or declared with throws',
      'Catch clauses are matched in order, most specific first',
      'finally blocks run regardless of how the try block ends',
      'try-with-resources closes AutoCloseable resources and records suppressed exceptions',
      'Wrapping exceptions with a cause preserves the full failure chain',
    ],
    proTip:
      'When you catch and rethrow, always pass the original exception as the cause; a stack trace that stops at your wrapper hides the real bug.',
  },
  mcqs: [
    {
      question: 'Which of these is a checked exception?',
      options: {
        A: 'IOException',
        B: 'NullPointerException',
        C: 'IllegalArgumentException',
        D: 'ArithmeticException',
      },
      correct: 'A',
      explanation: 'IOException extends Exception but not RuntimeException, so it is checked.',
    },
    {
      question:
        'What must a method do if its body can throw a checked exception it does not catch?',
      options: {
        A: 'Nothing; the JVM converts it to an unchecked exception',
        B: 'Mark itself final',
        C: 'Declare it with a throws clause',
        D: 'Wrap its whole body in a synchronized block',
      },
      correct: 'C',
      explanation: 'The compiler requires checked exceptions to be caught or declared.',
    },
    {
      question: 'When does a finally block run?',
      options: {
        A: 'Only when an exception was thrown and not caught in the method',
        B: 'After the try block, whether it completed normally, returned or threw',
        C: 'Only when no catch clause matched',
        D: 'Only if the method returns void',
      },
      correct: 'B',
      explanation: 'finally executes on every exit path of the try statement.',
    },
    {
      question: 'Why does catch (Exception e) placed before catch (IOException e) fail to compile?',
      options: {
        A: 'Exception cannot be caught',
        B: 'Two catch clauses cannot follow one try block',
        C: 'IOException must always be caught first in any method',
        D: 'The IOException clause would be unreachable',
      },
      correct: 'D',
      explanation:
        'The broader clause catches everything first, so the specific one can never run.',
    },
    {
      question: 'What does try-with-resources require of the declared resource?',
      options: {
        A: 'It must implement Serializable and Cloneable',
        B: 'It must extend Thread',
        C: 'It must implement AutoCloseable',
        D: 'It must be declared final and static',
      },
      correct: 'C',
      explanation:
        'The close() method of AutoCloseable is called automatically at the end of the block.',
    },
    {
      question:
        'If both the try body and close() throw in try-with-resources, what happens to the close() exception?',
      options: {
        A: "It is attached to the body's exception as a suppressed exception",
        B: "It replaces the body's exception, which is discarded along with its trace",
        C: 'It is silently discarded',
        D: 'It crashes the JVM',
      },
      correct: 'A',
      explanation:
        'The primary exception propagates and the secondary one is available via getSuppressed().',
    },
    {
      question:
        'Which class should a custom exception extend when it signals API misuse that callers need not be forced to catch?',
      options: {
        A: 'Error',
        B: 'Throwable',
        C: 'InterruptedException',
        D: 'RuntimeException',
      },
      correct: 'D',
      explanation: 'RuntimeException subclasses are unchecked and suit programming errors.',
    },
    {
      question: 'What is the syntax for catching two unrelated exception types in one clause?',
      options: {
        A: '`catch (IOException e, SQLException e)`',
        B: '`catch (IOException | SQLException e)`',
        C: '`catch (IOException or SQLException e)`',
        D: '`catch (IOException e1 | SQLException e2)`',
      },
      correct: 'B',
      explanation: 'Multi-catch separates the types with a vertical bar.',
    },
    {
      question:
        'When wrapping a low-level exception in your own, what should you pass to its constructor?',
      options: {
        A: 'Only the original message string',
        B: 'The original stack trace as a `String`',
        C: 'The original exception, as the cause argument',
        D: 'Nothing; wrapping replaces the original',
      },
      correct: 'C',
      explanation:
        'Passing the original as the cause keeps its type, message and stack trace in the chain.',
    },
    {
      question: 'Which of these is an unchecked exception?',
      options: {
        A: '`IOException`',
        B: '`NullPointerException`',
        C: '`SQLException`',
        D: '`InterruptedException`',
      },
      correct: 'B',
      explanation:
        '`NullPointerException` extends `RuntimeException`, so it is unchecked; the others are checked.',
    },
    {
      question: 'Does a `finally` block run when the `try` block executes `return`?',
      options: {
        A: 'Yes, just before it returns',
        B: 'No, `return` skips `finally`',
        C: 'Only if a catch clause also ran',
        D: 'No, unless the method returns `void`',
      },
      correct: 'A',
      explanation: '`finally` runs on every exit from the `try`, including `return`.',
    },
    {
      question: 'In `try (var in = new FileInputStream(f)) { ... }`, when is `in.close()` called?',
      options: {
        A: 'Only if the block completes without an exception being thrown',
        B: 'When the garbage collector finalises `in`',
        C: 'Only when you call it yourself in a `finally` block',
        D: 'Automatically whenever the block exits, normally or by exception',
      },
      correct: 'D',
      explanation:
        'try-with-resources closes the resource whenever the block exits, even when an exception is thrown.',
    },
  ],
  problems: [],
};
