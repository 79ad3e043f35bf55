import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-9',
  order: 9,
  title: 'Coroutines and Structured Concurrency',
  description: 'Write asynchronous code sequentially with suspend functions, launch and async, dispatchers and structured concurrency with proper cancellation.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain suspend functions and how coroutines differ from threads',
    'Start coroutines with launch and async inside a scope',
    'Choose dispatchers and switch context with withContext',
    'Apply structured concurrency, cancellation and exception handling',
  ],
  lesson: `## What coroutines are

A **coroutine** is a computation that can **suspend** without blocking a thread and resume later, possibly on another thread. Thousands of coroutines can run on a handful of threads, which makes them ideal for network calls, database access and UI work. Kotlin builds coroutines into the language through the \`suspend\` modifier, while the \`kotlinx.coroutines\` library provides builders, dispatchers and flows.

\`\`\`kotlin
suspend fun fetchUser(id: Int): User {
    delay(100)                  // suspends, does not block the thread
    return User(id, "user$id")
}
\`\`\`

A \`suspend\` function can only be called from another suspend function or from a coroutine. The code reads sequentially, top to bottom, even though it is asynchronous: no callbacks.

## Builders and scopes

Coroutines are started from a \`CoroutineScope\` using **builders**:

- \`launch\` starts a coroutine that returns a \`Job\`, for work whose result you do not need ("fire and forget" within the scope).
- \`async\` returns a \`Deferred<T>\`; \`await()\` suspends until its result is ready. Use it to run independent operations concurrently.
- \`runBlocking\` bridges blocking code and coroutines; use it in \`main\` or tests, never inside coroutines.

\`\`\`kotlin
suspend fun loadDashboard(id: Int): Dashboard = coroutineScope {
    val user = async { fetchUser(id) }
    val orders = async { fetchOrders(id) }
    Dashboard(user.await(), orders.await())    // both requests run concurrently
}
\`\`\`

## Structured concurrency

Every coroutine has a parent scope, forming a tree. A scope does not complete until all its children complete; if a child fails, the parent is cancelled along with its other children; and cancelling a parent cancels all children. This **structured concurrency** means no coroutine leaks in the background and errors are never silently lost. In Android, \`viewModelScope\` and \`lifecycleScope\` tie coroutines to UI lifecycles; on servers, frameworks provide request scopes. Avoid \`GlobalScope\`, which escapes this structure.

## Dispatchers

A **dispatcher** decides which threads run a coroutine: \`Dispatchers.Default\` for CPU-bound work (sized to the number of cores), \`Dispatchers.IO\` for blocking I/O (a larger pool), and \`Dispatchers.Main\` for UI threads. \`withContext(Dispatchers.IO) { readFile() }\` switches dispatcher for a block and returns its result, the idiomatic way to call blocking APIs from coroutines.

## Cancellation and errors

Cancellation is **cooperative**: suspending functions from \`kotlinx.coroutines\` check for it and throw \`CancellationException\`. Long CPU loops must check \`isActive\` or call \`ensureActive()\` or \`yield()\`. Do not swallow \`CancellationException\` in a broad \`catch\`; rethrow it so cancellation works. \`withTimeout(1_000) { ... }\` cancels a block that runs too long. Exceptions in \`launch\` propagate to the parent; exceptions in \`async\` are rethrown by \`await()\`. \`supervisorScope\` lets children fail independently when one failure should not cancel its siblings.`,
  overview: {
    whatYouWillLearn: [
      'Coroutines suspend without blocking threads and resume later',
      'suspend functions can only be called from coroutines or other suspend functions',
      'launch returns a Job while async returns a Deferred result',
      'Structured concurrency ties child coroutines to their parent scope',
      'Dispatchers Default, IO and Main and switching with withContext',
      'Cooperative cancellation, timeouts and supervisorScope for independent failures',
    ],
    proTip: 'Never catch Exception around suspending calls without rethrowing CancellationException; otherwise cancelled coroutines keep running and leak work.',
  },
  mcqs: [
    {
      question: 'What does delay(100) do inside a coroutine?',
      options: {
        A: 'Blocks the thread for 100 ms',
        B: 'Suspends the coroutine for 100 ms without blocking the thread',
        C: 'Cancels the coroutine after 100 ms',
        D: 'Starts a new thread',
      },
      correct: 'B',
      explanation: 'delay is a suspending function, so the thread is free to run other coroutines.',
    },
    {
      question: 'Which builder should you use to get a result from concurrent work?',
      options: { A: 'launch', B: 'runBlocking inside a coroutine', C: 'GlobalScope.launch', D: 'async, followed by await()' },
      correct: 'D',
      explanation: 'async returns a Deferred whose await() suspends until the value is ready.',
    },
    {
      question: 'In structured concurrency, what happens when a child coroutine fails with an exception in a regular coroutineScope?',
      options: {
        A: 'The parent and its other children are cancelled',
        B: 'Only the failed child stops; siblings continue',
        C: 'The exception is silently ignored',
        D: 'The child is restarted automatically',
      },
      correct: 'A',
      explanation: 'Failure propagates up and cancels the whole scope, unless a supervisor is used.',
    },
    {
      question: 'Which dispatcher suits blocking file or network I/O?',
      options: { A: 'Dispatchers.Main', B: 'Dispatchers.Default', C: 'Dispatchers.IO', D: 'Dispatchers.Unconfined' },
      correct: 'C',
      explanation: 'Dispatchers.IO has a larger thread pool designed for blocking calls.',
    },
    {
      question: 'Why should a long CPU loop in a coroutine call ensureActive() or check isActive?',
      options: {
        A: 'To speed up the loop',
        B: 'To switch to another dispatcher',
        C: 'To allocate less memory',
        D: 'Because cancellation is cooperative and the loop must notice it',
      },
      correct: 'D',
      explanation: 'Without checks, a cancelled coroutine keeps computing until it reaches a suspension point.',
    },
    {
      question: 'Where can a suspend function be called?',
      options: {
        A: 'From another suspend function or a coroutine',
        B: 'From any function',
        C: 'Only from main',
        D: 'Only from Java code',
      },
      correct: 'A',
      explanation: 'Suspension requires a coroutine context.',
    },
    {
      question: 'What does withContext(Dispatchers.IO) { readFile() } do?',
      options: {
        A: 'Starts a fire-and-forget coroutine',
        B: 'Runs the block on the IO dispatcher and returns its result to the caller',
        C: 'Blocks the main thread until the file is read',
        D: 'Cancels the current coroutine',
      },
      correct: 'B',
      explanation: 'withContext switches context for the block and suspends until it finishes.',
    },
    {
      question: 'Why is GlobalScope discouraged?',
      options: {
        A: 'It is slower than other scopes',
        B: 'It only works on Android',
        C: 'Its coroutines escape structured concurrency and can leak',
        D: 'It cannot run suspend functions',
      },
      correct: 'C',
      explanation: 'GlobalScope coroutines have no parent to cancel them or observe their failures.',
    },
  ],
  problems: [],
};
