import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'java-10',
  order: 10,
  title: 'Concurrency and Virtual Threads',
  description:
    'Run work in parallel safely with threads, executors, futures, locks, atomic variables and Java 21 virtual threads.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain race conditions, visibility and the happens-before relationship',
    'Use ExecutorService, Future and CompletableFuture',
    'Protect shared state with synchronized, locks, atomics and concurrent collections',
    'Decide when virtual threads are the right tool',
  ],
  lesson: `## Threads and shared state

A thread is an independent path of execution within a process. Threads share the heap, which makes communication easy and bugs easy too. A **race condition** happens when the result depends on timing, as with two threads executing \`count++\` at once: the read-modify-write steps interleave and updates are lost. A second problem is **visibility**: without synchronisation, one thread may never see another's writes because of caching and reordering. The Java Memory Model defines **happens-before** rules; unlocking a monitor, writing a \`volatile\` field, and completing a task all publish writes to threads that subsequently lock, read or join.

## Executors instead of raw threads

Creating \`new Thread(...)\` by hand is rarely needed. An \`ExecutorService\` manages a pool of threads and a queue of tasks:

\`\`\`java
ExecutorService pool = Executors.newFixedThreadPool(4);
try {
    Future<Integer> f = pool.submit(() -> 6 * 7);   // stands for an expensive computation
    System.out.println(f.get());       // blocks until the result is ready
} finally {
    pool.shutdown();                   // Java 19+ can close the pool with try-with-resources
}
\`\`\`

\`CompletableFuture\` composes asynchronous steps without blocking: \`supplyAsync(this::loadUser).thenApply(User::name).thenAccept(System.out::println)\`, with \`exceptionally\` for error handling and \`allOf\` to wait for several futures.

## Synchronisation tools

\`\`\`java
class Counter {
    private int count;
    public synchronized void increment() { count++; }      // one thread at a time
    public synchronized int get() { return count; }
}

AtomicLong hits = new AtomicLong();
hits.incrementAndGet();                                   // lock-free and thread-safe

ConcurrentHashMap<String, Integer> freq = new ConcurrentHashMap<>();
String word = "java";
freq.merge(word, 1, Integer::sum);                        // atomic per key
\`\`\`

\`synchronized\` methods and blocks acquire an object's intrinsic lock; \`ReentrantLock\` offers the same with timeouts and try-lock. \`volatile\` guarantees visibility of a single variable but does **not** make compound actions like \`count++\` atomic. Prefer higher-level tools: atomics for counters, concurrent collections for shared maps and queues, and immutable objects, which need no locking at all. Acquire multiple locks in a consistent global order to avoid **deadlock**, where two threads each wait forever for the other's lock.

## Virtual threads

Platform threads are mapped one-to-one onto operating-system threads and are expensive, so servers traditionally used small pools and asynchronous code. **Virtual threads** (final in Java 21) are lightweight threads scheduled by the JVM onto a few carrier threads. When a virtual thread blocks on I/O, it is unmounted and the carrier runs another one, so you can write simple blocking code and still handle hundreds of thousands of concurrent tasks:

\`\`\`java no-compile "virtual threads are Java 21; the runner has Java 17, where a fixed pool as above does the job"
try (var executor = Executors.newVirtualThreadPerTaskExecutor()) {
    for (String url : urls) executor.submit(() -> fetch(url));
}   // waits for all tasks to finish
\`\`\`

Virtual threads help **I/O-bound** workloads; CPU-bound work is still limited by the number of cores, so use a fixed pool or parallel streams for it. Do not pool virtual threads; create one per task. Structured concurrency and scoped values, still evolving in recent releases, build on the same model.`,
  overview: {
    whatYouWillLearn: [
      'Race conditions arise when unsynchronised read-modify-write steps interleave',
      "Happens-before rules govern when one thread sees another's writes",
      'ExecutorService manages thread pools and Future represents pending results',
      'synchronized, locks, atomics and concurrent collections protect shared state',
      'volatile gives visibility but not atomicity of compound actions',
      'Virtual threads make blocking I/O code scale to very many tasks',
    ],
    proTip:
      'Before adding a lock, ask whether the data can be immutable or confined to one thread; the safest shared state is the state you never share.',
  },
  mcqs: [
    {
      question: 'Why can two threads running count++ on a shared int lose updates?',
      options: {
        A: 'int cannot be shared between threads',
        B: 'The JVM runs only one thread at a time, dropping some writes',
        C: '`count++` is a read-modify-write whose steps can interleave',
        D: 'The `++` operator is compiled to a thread-local copy of `count`',
      },
      correct: 'C',
      explanation: 'Both threads may read the same old value and write back the same new value.',
    },
    {
      question: 'What does declaring a field volatile guarantee?',
      options: {
        A: 'Writes to it are immediately visible to other threads reading it',
        B: 'count++ on it becomes atomic',
        C: 'It is stored in a CPU register for faster shared access',
        D: 'Only one thread may ever write it',
      },
      correct: 'A',
      explanation:
        'volatile provides visibility and ordering, but compound actions remain non-atomic.',
    },
    {
      question: 'What does Future.get() do if the task has not finished yet?',
      options: {
        A: 'Returns null immediately',
        B: 'Throws IllegalStateException',
        C: 'Cancels the task',
        D: 'Blocks until the result is available',
      },
      correct: 'D',
      explanation: 'get() waits for completion, optionally with a timeout.',
    },
    {
      question: 'Which class gives a lock-free, thread-safe counter?',
      options: {
        A: 'Integer',
        B: 'AtomicLong',
        C: 'StringBuilder',
        D: 'StringBuffer',
      },
      correct: 'B',
      explanation: 'Atomic classes use compare-and-swap instructions for thread-safe updates.',
    },
    {
      question: 'Which kind of workload benefits most from virtual threads?',
      options: {
        A: 'Many concurrent tasks that mostly wait on I/O',
        B: 'A few long-running, CPU-bound number-crunching tasks',
        C: 'Single-threaded scripts',
        D: 'Code that holds locks during long CPU-bound computations',
      },
      correct: 'A',
      explanation:
        'Virtual threads unmount while blocked, so huge numbers of waiting tasks are cheap.',
    },
    {
      question: 'What is a deadlock?',
      options: {
        A: 'A thread that finished with an exception',
        B: 'A lock that is never released because of a bug in the JVM',
        C: 'Two or more threads each waiting forever for a lock the other holds',
        D: 'A thread pool with no threads',
      },
      correct: 'C',
      explanation: 'Circular waiting on locks means none of the threads can proceed.',
    },
    {
      question: 'What is the recommended way to use virtual threads for many tasks?',
      options: {
        A: 'Keep a small fixed pool of virtual threads and reuse them for every task',
        B: 'Create them only with new Thread() and join each manually',
        C: 'Convert them to platform threads when they block',
        D: 'Create one virtual thread per task instead of pooling them',
      },
      correct: 'D',
      explanation:
        'Virtual threads are cheap, so you create one per task (e.g. with `Executors.newVirtualThreadPerTaskExecutor()`) rather than pooling them.',
    },
    {
      question:
        'Which collection supports safe concurrent updates such as merge(word, 1, Integer::sum) from many threads?',
      options: {
        A: 'Collections.unmodifiableMap',
        B: 'ConcurrentHashMap',
        C: 'TreeMap',
        D: 'LinkedHashMap',
      },
      correct: 'B',
      explanation: 'ConcurrentHashMap performs per-key atomic updates without a global lock.',
    },
    {
      question: 'What does `ExecutorService.submit(task)` return?',
      options: {
        A: "The task's result, once it has finished",
        B: 'A new `Thread` already started',
        C: 'A `Future` for its result',
        D: '`void`; results go to a callback',
      },
      correct: 'C',
      explanation: '`submit` returns a `Future` immediately; `get()` on it waits for the result.',
    },
    {
      question: 'Why should an `ExecutorService` be shut down (or used in try-with-resources)?',
      options: {
        A: 'So that tasks already submitted are cancelled at once',
        B: 'So its threads stop and the program can exit',
        C: 'Because `submit` fails until `shutdown()` is called',
        D: 'So the garbage collector can reclaim finished tasks',
      },
      correct: 'B',
      explanation:
        "An executor's worker threads keep running until it is shut down; `shutdown()` lets submitted tasks finish and then stops them.",
    },
    {
      question: 'What does `synchronized` on an instance method guarantee?',
      options: {
        A: 'The method runs only on the main thread of the program',
        B: 'Every call to it starts a new thread that runs the body',
        C: 'Calls to it are queued and run later by a background thread pool',
        D: 'Only one thread at a time runs it on the same object',
      },
      correct: 'D',
      explanation:
        "A synchronized instance method holds the object's lock, so only one thread at a time runs it for that object.",
    },
    {
      question: 'How do virtual threads differ from platform threads?',
      options: {
        A: 'Cheap, JVM-managed threads that park without holding an OS thread',
        B: 'They run CPU-bound code faster thanks to extra cores',
        C: 'They are OS threads with a smaller default stack size',
        D: 'They cannot block at all, so every I/O call must be written asynchronously',
      },
      correct: 'A',
      explanation:
        'Virtual threads are scheduled by the JVM and unmount from their carrier OS thread while blocked, so millions can exist.',
    },
  ],
  problems: [],
};
