import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-9',
  order: 9,
  title: 'Coroutines and Structured Concurrency',
  description:
    'Write asynchronous code sequentially with suspend functions, launch and async, dispatchers and structured concurrency with proper cancellation.',
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

\`\`\`kotlin no-compile "needs kotlinx.coroutines, which the runner does not have"
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

\`\`\`kotlin no-compile "needs kotlinx.coroutines, which the runner does not have"
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
    proTip:
      'Never catch Exception around suspending calls without rethrowing CancellationException; otherwise cancelled coroutines keep running and leak work.',
  },
  mcqs: [
    {
      question: 'What does `delay(100)` do inside a coroutine?',
      options: {
        A: 'Blocks the thread for 100 ms, like `Thread.sleep`',
        B: 'Suspends the coroutine, freeing the thread',
        C: 'Cancels the coroutine after 100 milliseconds',
        D: 'Schedules the next line on a new thread',
      },
      correct: 'B',
      explanation: '`delay` suspends without blocking, so the thread can run other coroutines.',
    },
    {
      question: 'Which builder should you use to get a result back from concurrent work?',
      options: {
        A: '`launch`, which returns a `Job`',
        B: '`runBlocking`, which waits for it',
        C: '`GlobalScope.launch { callback(it) }`',
        D: '`async`, then `await()` on it',
      },
      correct: 'D',
      explanation:
        '`async` returns a `Deferred<T>` whose `await()` suspends until the result is ready.',
    },
    {
      question:
        'In a regular `coroutineScope`, what happens when a child coroutine fails with an exception?',
      options: {
        A: 'The parent and its other children are cancelled',
        B: 'The failure is logged and the siblings carry on',
        C: 'Only the failing child stops; the parent waits on',
        D: 'The exception is silently dropped by the scope',
      },
      correct: 'A',
      explanation:
        'Structured concurrency propagates the failure: the parent is cancelled along with its other children.',
    },
    {
      question: 'Which dispatcher suits blocking file or network I/O?',
      options: {
        A: '`Dispatchers.Default`',
        B: '`Dispatchers.Main`',
        C: '`Dispatchers.IO`',
        D: '`Dispatchers.Unconfined`',
      },
      correct: 'C',
      explanation:
        '`Dispatchers.IO` is a larger pool meant for blocking calls; `Default` is sized for CPU work.',
    },
    {
      question:
        'Why should a long CPU loop in a coroutine call `ensureActive()` or check `isActive`?',
      options: {
        A: 'Checking makes the loop faster by yielding less',
        B: 'Loops are cancelled on their own every 100 ms',
        C: 'A CPU loop can only return a value after a check',
        D: 'Cancellation is cooperative, so the loop must check',
      },
      correct: 'D',
      explanation:
        'Only suspension points check for cancellation; a pure CPU loop must check explicitly.',
    },
    {
      question: 'Where can a `suspend` function be called?',
      options: {
        A: 'In a coroutine or another suspend function',
        B: 'From any function, which then simply blocks',
        C: 'Only from `main`, which can call a suspend function',
        D: 'Only from code on `Dispatchers.Main`',
      },
      correct: 'A',
      explanation:
        'Suspend functions need a coroutine context, provided by another suspend function or a builder.',
    },
    {
      question: 'What does `withContext(Dispatchers.IO) { readFile() }` do?',
      options: {
        A: 'Starts `readFile` in the background as a `Job`',
        B: 'Runs the block on the IO pool and returns its result',
        C: 'Blocks the calling thread until the file has been read',
        D: 'Moves the whole coroutine to IO for the rest of its life',
      },
      correct: 'B',
      explanation:
        '`withContext` switches dispatcher for that block only and suspends until it returns a value.',
    },
    {
      question: 'Why is `GlobalScope` discouraged?',
      options: {
        A: 'It runs coroutines only on the main thread',
        B: 'It is slower than every other coroutine scope',
        C: 'Its coroutines escape structured concurrency, so no parent cancels them',
        D: 'It was removed from `kotlinx.coroutines`',
      },
      correct: 'C',
      explanation:
        'Coroutines in `GlobalScope` have no parent, so they can leak and their errors can be lost.',
    },
    {
      question: 'Where should `runBlocking` be used?',
      options: {
        A: 'Inside coroutines that need a result quickly',
        B: 'In UI code, to keep the screen responsive',
        C: 'In `main` or tests, never inside coroutines',
        D: 'Around every call to a `suspend` function',
      },
      correct: 'C',
      explanation:
        '`runBlocking` bridges blocking code and coroutines; inside a coroutine it would block a thread needlessly.',
    },
    {
      question: 'Why should a broad `catch` rethrow `CancellationException`?',
      options: {
        A: 'The compiler insists that every exception is rethrown',
        B: 'Swallowing it stops cancellation from working',
        C: 'It would otherwise crash the whole application',
        D: "It carries the coroutine's return value with it",
      },
      correct: 'B',
      explanation:
        'Cancellation is delivered as this exception, so catching it without rethrowing keeps a cancelled coroutine running.',
    },
    {
      question: 'Where does an exception thrown inside `async { }` surface?',
      options: {
        A: 'Nowhere, because `async` swallows exceptions',
        B: 'At once, when `async { }.start()` runs',
        C: 'Only in the logs of `Dispatchers.Default`',
        D: 'When `await()` is called on the `Deferred`',
      },
      correct: 'D',
      explanation:
        '`async` stores the exception in its `Deferred`, and `await()` rethrows it. Inside a regular scope the failed child also cancels its parent, just as a failing `launch` would.',
    },
    {
      question: 'What does `supervisorScope` change?',
      options: {
        A: 'Children can fail without cancelling siblings',
        B: 'Children run on a dedicated supervisor thread pool',
        C: 'Failed children are restarted automatically',
        D: 'The scope times out after a fixed period',
      },
      correct: 'A',
      explanation: "In a supervisor scope one child's failure does not cancel the others.",
    },
  ],
  problems: [],
};
