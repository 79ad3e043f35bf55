import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-12',
  order: 12,
  title: 'Concurrency in Modern C++',
  description:
    'Run work in parallel with std::thread and std::jthread, synchronise with mutexes, condition variables and atomics, and use async tasks.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Start and join threads with std::thread and std::jthread',
    'Protect shared data with std::mutex, lock_guard and scoped_lock',
    'Coordinate threads with condition variables and atomics',
    'Use std::async, futures and parallel algorithms appropriately',
  ],
  lesson: `## Threads

\`std::thread\` starts a function on a new operating-system thread. Every \`std::thread\` must be **joined** (wait for it) or **detached** before its destructor runs; otherwise \`std::terminate\` is called. C++20's \`std::jthread\` fixes that trap by joining automatically in its destructor and supports cooperative cancellation through a \`std::stop_token\`.

\`\`\`cpp
#include <thread>
#include <vector>

void process_chunk(int i) { std::cout << "chunk " + std::to_string(i) + "\\n"; }

std::vector<std::jthread> workers;
for (int i = 0; i < 4; ++i)
    workers.emplace_back([i] { process_chunk(i); });
// all four are joined automatically when workers goes out of scope
\`\`\`

Arguments are copied into the thread; wrap them in \`std::ref\` to pass by reference, and make sure the referenced object outlives the thread. \`std::thread::hardware_concurrency()\` suggests how many threads the machine can run in parallel.

## Data races and mutexes

If two threads access the same memory, at least one writes, and nothing orders the accesses, the program has a **data race**, which is undefined behaviour. A \`std::mutex\` ensures only one thread at a time runs a **critical section**. Never call \`lock\` and \`unlock\` manually; use RAII locks so an exception cannot leave the mutex locked:

\`\`\`cpp
std::mutex m;
std::map<std::string, int> counts;

void add(const std::string& word) {
    std::lock_guard lock{m};          // unlocked automatically at scope exit
    ++counts[word];
}

struct Account { std::mutex m; long balance = 0; };

void transfer(Account& from, Account& to, long amount) {
    std::scoped_lock both{from.m, to.m};   // locks several mutexes without deadlock
    from.balance -= amount;
    to.balance += amount;
}
\`\`\`

\`std::unique_lock\` is a movable lock that can be unlocked early and is required by condition variables. \`std::shared_mutex\` allows many concurrent readers or one writer.

## Condition variables and atomics

A \`std::condition_variable\` lets a thread sleep until another signals that a condition may have changed, the basis of producer-consumer queues. Always wait with a predicate, which handles spurious wake-ups: \`cv.wait(lock, [&] { return !queue.empty(); });\`, and call \`notify_one\` or \`notify_all\` after changing the state under the mutex.

\`std::atomic<T>\` provides indivisible operations on simple types without a mutex: \`std::atomic<long> hits{0}; hits.fetch_add(1);\` or simply \`++hits\`. The default memory order, sequential consistency, is the easiest to reason about; weaker orders such as \`memory_order_relaxed\` are for experts measuring real bottlenecks.

## Higher-level tools

\`std::async(std::launch::async, f, args...)\` runs \`f\` on another thread and returns a \`std::future\`; \`get()\` waits for the result and rethrows any exception the task threw. \`std::promise\` sets a future's value manually. The parallel algorithms (C++17) accept an execution policy, as in \`std::sort(std::execution::par, v.begin(), v.end());\`, which lets the library split the work across cores. C++20 also added \`std::latch\`, \`std::barrier\` and \`std::counting_semaphore\` for coordination.

## Design advice

Share as little as possible: give each thread its own data and combine results at the end. Keep critical sections short and never call unknown code while holding a lock. Acquire multiple locks with \`std::scoped_lock\` or in a fixed order to avoid deadlock. Run tests under ThreadSanitizer (\`-fsanitize=thread\`), which reports data races the moment they occur.`,
  overview: {
    whatYouWillLearn: [
      'std::thread must be joined or detached, while std::jthread joins automatically',
      'Unsynchronised conflicting accesses are data races and undefined behaviour',
      'lock_guard and scoped_lock apply RAII to mutexes and avoid deadlock',
      'Condition variables wait with a predicate to handle spurious wake-ups',
      'std::atomic provides lock-free indivisible operations on simple types',
      'std::async, futures and parallel algorithms raise the level of abstraction',
    ],
    proTip:
      'Partition work so each thread writes only its own results, then merge after joining; most code then needs no locks at all.',
  },
  mcqs: [
    {
      question:
        'What happens if a joinable `std::thread` object is destroyed without `join()` or `detach()`?',
      options: {
        A: 'It is joined automatically, as `std::jthread` does',
        B: 'It is `detach()`ed and keeps running alone',
        C: 'Nothing; only the thread object is freed',
        D: '`std::terminate` is called, ending the program',
      },
      correct: 'D',
      explanation:
        'Destroying a joinable `std::thread` terminates the program; `std::jthread` joins instead.',
    },
    {
      question: 'What advantage does `std::jthread` have over `std::thread`?',
      options: {
        A: 'It joins on destruction and supports stop tokens',
        B: 'It runs on a lighter, user-space green thread',
        C: 'It needs no synchronisation for the data it shares',
        D: 'It detaches itself as soon as it has been started',
      },
      correct: 'A',
      explanation:
        '`jthread` applies RAII to threads and adds cooperative cancellation through `std::stop_token`.',
    },
    {
      question:
        'Why use `std::lock_guard` instead of calling `lock()` and `unlock()` on the mutex yourself?',
      options: {
        A: 'A `lock_guard` locks faster than the `mutex` itself can',
        B: 'Manual `lock()` calls were removed from C++20',
        C: 'The mutex is released even if an exception is thrown',
        D: 'A `lock_guard` also locks every other mutex in scope',
      },
      correct: 'C',
      explanation:
        'RAII guarantees unlocking on every path out of the scope, including exceptions.',
    },
    {
      question: 'What is a data race in C++?',
      options: {
        A: 'Unsynchronised access to shared memory, where at least one is a write',
        B: 'Two threads finishing their work at exactly the same moment',
        C: 'Two threads reading the same `const` variable at the same time',
        D: 'Two threads locking the same two mutexes in opposite orders',
      },
      correct: 'A',
      explanation:
        'Conflicting unsynchronised accesses are a data race, which is undefined behaviour; opposite lock orders cause deadlock instead.',
    },
    {
      question: 'Why should `cv.wait` on a condition variable be called with a predicate?',
      options: {
        A: 'It makes the wait return sooner once it is notified',
        B: 'It rechecks the condition, so spurious wake-ups are handled',
        C: 'Without a predicate, `wait` does not compile',
        D: 'It releases every other mutex the thread holds',
      },
      correct: 'B',
      explanation:
        'A woken thread must verify that the condition really holds, since wake-ups can be spurious or stale.',
    },
    {
      question: 'Which tool locks two mutexes at once without risking deadlock?',
      options: {
        A: 'Two nested `std::lock_guard` objects',
        B: 'A `std::unique_lock` on each mutex',
        C: 'A `std::atomic<bool>` flag',
        D: '`std::scoped_lock`',
      },
      correct: 'D',
      explanation:
        '`std::scoped_lock` uses a deadlock-avoidance algorithm across all the mutexes it is given.',
    },
    {
      question:
        'What does `future.get()` do if the task launched with `std::async` threw an exception?',
      options: {
        A: 'Returns a default-constructed value instead',
        B: 'Rethrows it in the thread that calls `get()`',
        C: 'Terminates the program, as with `std::thread`',
        D: 'Returns an empty `std::optional` to the caller',
      },
      correct: 'B',
      explanation: 'The exception is stored in the shared state and rethrown by `get()`.',
    },
    {
      question:
        'Which is the simplest correct way to count events from many threads without a mutex?',
      options: {
        A: 'A plain `int` with `++`, since `int` writes are atomic',
        B: 'A `volatile int` incremented with `++`',
        C: 'A `std::atomic<int>` counter',
        D: 'A `thread_local int` that all threads share',
      },
      correct: 'C',
      explanation:
        'Atomic increments are indivisible; `volatile` gives no atomicity in C++ and a plain `int` races.',
    },
    {
      question: 'How do you pass a variable by reference to the function a `std::thread` runs?',
      options: {
        A: 'Declare the parameter `T&`; `std::thread` binds it',
        B: 'Wrap it in `std::move` when starting the thread',
        C: 'Mark the variable `thread_local` before the call',
        D: 'Wrap it in `std::ref`',
      },
      correct: 'D',
      explanation:
        'Thread arguments are copied; `std::ref` passes a reference wrapper instead, and the object must outlive the thread.',
    },
    {
      question: 'What does a `std::shared_mutex` allow?',
      options: {
        A: 'Several threads to hold it for writing at once',
        B: 'Many concurrent readers or one writer',
        C: 'One mutex shared across several processes',
        D: 'The same thread to lock it again',
      },
      correct: 'B',
      explanation:
        'Shared (reader) locks may be held together, while an exclusive (writer) lock excludes everyone else.',
    },
    {
      question: 'What does `std::async(std::launch::async, f)` return?',
      options: {
        A: 'The result of `f`, after blocking until it is done',
        B: 'A `std::thread` that the caller must join',
        C: 'A `std::future` whose `get()` waits for the result',
        D: 'A `std::promise<T>` that the caller must `set_value()`',
      },
      correct: 'C',
      explanation:
        '`std::async` runs `f` on another thread and returns a future; `get()` waits and returns or rethrows.',
    },
    {
      question: 'How should a thread acquire several mutexes to avoid deadlock?',
      options: {
        A: 'In one fixed order, or via `std::scoped_lock`',
        B: 'Holding each lock as long as possible',
        C: 'Using `std::atomic<bool>` flags instead',
        D: 'Releasing in acquisition order',
      },
      correct: 'A',
      explanation:
        "Deadlock needs two threads waiting on each other's locks in opposite orders; a fixed order or `scoped_lock` rules it out.",
    },
  ],
  problems: [],
};
