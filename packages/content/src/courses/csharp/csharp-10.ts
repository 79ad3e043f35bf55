import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'csharp-10',
  order: 10,
  title: 'Asynchronous Programming with async and await',
  description:
    'Write responsive, scalable code with Task, async and await, run operations concurrently, and handle cancellation and errors correctly.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain what Task represents and how await frees threads',
    'Write async methods and compose them with Task.WhenAll and WhenAny',
    'Propagate cancellation with CancellationToken',
    'Avoid async void, blocking on tasks and other common pitfalls',
  ],
  lesson: `## Why asynchronous code

Many operations spend most of their time waiting: HTTP requests, database queries, file reads. Blocking a thread during the wait wastes it; a web server that blocks one thread per request runs out of threads under load, and a desktop app that blocks its UI thread freezes. **Asynchronous** code releases the thread while waiting and resumes when the result arrives.

## Task, async and await

A \`Task\` represents an operation that will complete in the future; \`Task<T>\` also carries a result. An \`async\` method can \`await\` tasks. At an \`await\` on an incomplete task, the method returns to its caller immediately, and the rest of the method is scheduled to continue when the task completes, possibly on a different thread.

\`\`\`csharp no-compile "HttpClient is in System.Net.Http, which the runner's compile does not reference"
public async Task<int> CountWordsAsync(string url, CancellationToken ct = default)
{
    using var http = new HttpClient();
    string text = await http.GetStringAsync(url, ct);   // thread is free while waiting
    return text.Split((char[]?)null, StringSplitOptions.RemoveEmptyEntries).Length;
}

int words = await CountWordsAsync("https://example.com");
\`\`\`

By convention async methods end in \`Async\` and return \`Task\`, \`Task<T>\` or \`ValueTask<T>\`. Exceptions thrown inside an async method are stored in the returned task and rethrown at the \`await\`, so ordinary \`try/catch\` works around awaits. \`await\` does not create threads; for CPU-bound work you explicitly offload with \`Task.Run\`.

## Concurrency with tasks

Awaiting independent operations one after another makes them sequential. Start them first, then await them together:

\`\`\`csharp no-compile "part of an application: LoadUserAsync, LoadOrdersAsync, primary and fallback are its own"
Task<User> userTask = LoadUserAsync(id);
Task<List<Order>> ordersTask = LoadOrdersAsync(id);
await Task.WhenAll(userTask, ordersTask);            // both run concurrently
var (user, orders) = (userTask.Result, ordersTask.Result);  // safe: already completed

Task first = await Task.WhenAny(primary, fallback);   // whichever finishes first
\`\`\`

\`Parallel.ForEachAsync\` processes a collection with a bounded degree of parallelism, and \`IAsyncEnumerable<T>\` with \`await foreach\` streams results as they arrive.

## Cancellation

Long operations should accept a \`CancellationToken\` and pass it down to every async call they make. Callers create a \`CancellationTokenSource\`, optionally with a timeout (\`new CancellationTokenSource(TimeSpan.FromSeconds(5))\`), and cancel it when the result is no longer needed; the operation then throws \`OperationCanceledException\`. Cancellation is **cooperative**: code must observe the token, for example with \`ct.ThrowIfCancellationRequested()\` in loops.

## Pitfalls

- **async void** methods cannot be awaited and their exceptions crash the process; use them only for event handlers and return \`Task\` everywhere else.
- **Blocking** on a task with \`.Result\` or \`.Wait()\` wastes a thread and can deadlock in environments with a synchronisation context, such as UI apps. Go "async all the way" instead.
- Forgetting \`await\` starts the operation but lets errors go unobserved; the compiler warns (CS4014).
- In library code, \`ConfigureAwait(false)\` avoids resuming on the caller's context when you do not need it.`,
  overview: {
    whatYouWillLearn: [
      'Asynchronous code frees threads while I/O is pending',
      'Task and Task<T> represent future completion and results',
      'await returns to the caller and resumes the method later',
      'Task.WhenAll runs independent operations concurrently',
      'CancellationToken provides cooperative cancellation',
      'async void and blocking with .Result are dangerous anti-patterns',
    ],
    proTip:
      'Add a CancellationToken parameter to every public async method from day one; retrofitting cancellation through a call chain later is painful.',
  },
  mcqs: [
    {
      question: 'What happens when an async method reaches await on a task that has not completed?',
      options: {
        A: 'The current thread blocks until the task completes, then continues',
        B: 'A new thread is always created to run the rest of the method',
        C: 'It yields to its caller, resuming when the task is done',
        D: 'The task that has not completed is run synchronously right away',
      },
      correct: 'C',
      explanation:
        'At an `await` on an incomplete task the method returns to its caller, and the rest runs as a continuation when the task completes.',
    },
    {
      question: 'Where does an exception thrown inside an async Task method surface?',
      options: {
        A: 'When the returned task is awaited',
        B: 'Immediately in the thread pool, crashing the process',
        C: 'Nowhere; the runtime silently swallows it',
        D: 'In the Main method only',
      },
      correct: 'A',
      explanation: 'The exception is stored in the task and rethrown at the await.',
    },
    {
      question: 'Why should async void be avoided outside event handlers?',
      options: {
        A: 'It is slower, since it always allocates a new thread for each call',
        B: 'It runs synchronously',
        C: 'It cannot contain any `await` expressions in its body',
        D: 'Callers cannot await it or catch its exceptions',
      },
      correct: 'D',
      explanation: 'async void methods have no task to observe completion or failures.',
    },
    {
      question:
        'Two independent I/O calls each take one second. Which code finishes in about one second?',
      options: {
        A: '`await A(); await B();` since each await runs in parallel',
        B: 'Start both tasks, then await Task.WhenAll on them',
        C: 'A().Wait(); B().Wait();',
        D: 'await Task.Run(() => { A().Wait(); B().Wait(); });',
      },
      correct: 'B',
      explanation: 'Starting both before awaiting lets them run concurrently.',
    },
    {
      question: 'How does cancellation with CancellationToken work?',
      options: {
        A: 'Cooperatively: the running operation checks the token and stops itself',
        B: 'The runtime aborts the thread that is running the task right away',
        C: 'It pauses the task until resumed',
        D: 'It only works for CPU-bound code',
      },
      correct: 'A',
      explanation:
        'Cancellation is cooperative: the operation must observe the token (typically throwing `OperationCanceledException`).',
    },
    {
      question: 'What is the risk of calling .Result on an incomplete task in a UI application?',
      options: {
        A: 'It returns `default(T)` while the task is still running',
        B: 'It throws `InvalidOperationException` at once',
        C: 'It can deadlock: the continuation needs the blocked UI thread',
        D: 'It cancels the task and returns the partial result so far',
      },
      correct: 'C',
      explanation:
        'Blocking the synchronisation context prevents the awaited continuation from running.',
    },
    {
      question: 'What is the right tool for CPU-bound work you want off the UI thread?',
      options: {
        A: 'Marking the method async without any await',
        B: 'ConfigureAwait(true)',
        C: 'async void',
        D: 'Task.Run',
      },
      correct: 'D',
      explanation:
        'await alone does not create threads; Task.Run offloads computation to the thread pool.',
    },
    {
      question: 'How do you consume an IAsyncEnumerable<T> that yields items as they arrive?',
      options: {
        A: 'await foreach',
        B: 'foreach with .Result',
        C: 'Task.WhenAll',
        D: 'yield await',
      },
      correct: 'A',
      explanation: 'await foreach asynchronously iterates an async stream.',
    },
    {
      question: 'Does `await` create a new thread?',
      options: {
        A: 'Yes; each `await` runs the rest of the method on a new thread',
        B: 'No; it frees the current thread while the awaited task is pending',
        C: 'Only when the method is marked `async void`',
        D: 'No; it blocks the current thread until the task is done',
      },
      correct: 'B',
      explanation:
        '`await` creates no thread: it releases the current one while waiting and schedules the rest as a continuation.',
    },
    {
      question: 'Which call gives you whichever of two tasks finishes first?',
      options: {
        A: '`Task.WhenAll`',
        B: '`Task.WaitFirst`',
        C: '`Task.Race`',
        D: '`Task.WhenAny`',
      },
      correct: 'D',
      explanation:
        '`Task.WhenAny` completes when the first of its tasks completes and returns that task.',
    },
    {
      question: "By convention, which suffix does an asynchronous method's name get?",
      options: {
        A: '`Async`',
        B: '`Task`',
        C: '`Await`',
        D: '`Callback`',
      },
      correct: 'A',
      explanation:
        'Async methods are conventionally named with the `Async` suffix, e.g. `CountWordsAsync`.',
    },
    {
      question:
        'A `CancellationTokenSource` is cancelled. What happens to an operation that never checks its token?',
      options: {
        A: 'It is aborted at its next `await` by the runtime',
        B: 'It throws `OperationCanceledException` straight away',
        C: 'It keeps running until done',
        D: 'It is paused until the token is reset',
      },
      correct: 'C',
      explanation:
        'Cancellation is cooperative, so code that never observes the token is not stopped.',
    },
  ],
  problems: [],
};
