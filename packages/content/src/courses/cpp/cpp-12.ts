import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'cpp-12',
  order: 12,
  title: 'Concurrency in Modern C++',
  description: 'Run work in parallel with std::thread and std::jthread, synchronise with mutexes, condition variables and atomics, and use async tasks.',
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

std::scoped_lock both{accountA.m, accountB.m};   // locks several mutexes without deadlock
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
    proTip: 'Partition work so each thread writes only its own results, then merge after joining; most code then needs no locks at all.',
  },
  mcqs: [
    {
      question: 'What happens if a joinable std::thread object is destroyed without join() or detach()?',
      options: {
        A: 'The thread is joined automatically',
        B: 'The thread is detached automatically',
        C: 'Nothing happens',
        D: 'std::terminate is called',
      },
      correct: 'D',
      explanation: 'Destroying a joinable std::thread terminates the program; std::jthread joins instead.',
    },
    {
      question: 'What advantage does std::jthread have over std::thread?',
      options: {
        A: 'It runs on the GPU',
        B: 'It joins automatically in its destructor and supports stop tokens',
        C: 'It never needs synchronisation',
        D: 'It is always faster',
      },
      correct: 'B',
      explanation: 'jthread applies RAII to threads and adds cooperative cancellation.',
    },
    {
      question: 'Why should you use std::lock_guard instead of calling mutex.lock() and unlock() yourself?',
      options: {
        A: 'lock_guard is faster than a mutex',
        B: 'Manual locking is not allowed in C++20',
        C: 'The lock is released automatically even if an exception is thrown',
        D: 'lock_guard locks all mutexes in the program',
      },
      correct: 'C',
      explanation: 'RAII guarantees unlocking on every path out of the scope.',
    },
    {
      question: 'What is a data race in C++?',
      options: {
        A: 'Unsynchronised accesses to the same memory from two threads, at least one a write',
        B: 'Two threads finishing at the same time',
        C: 'A thread reading a const variable',
        D: 'Two mutexes locked in sequence',
      },
      correct: 'A',
      explanation: 'Data races are undefined behaviour.',
    },
    {
      question: 'Why should cv.wait be called with a predicate?',
      options: {
        A: 'Predicates make waiting faster',
        B: 'The predicate handles spurious wake-ups and missed notifications by rechecking the condition',
        C: 'It is required to compile',
        D: 'It releases all other mutexes',
      },
      correct: 'B',
      explanation: 'A woken thread must verify that the condition really holds.',
    },
    {
      question: 'Which tool locks two mutexes at once without risking deadlock?',
      options: { A: 'Two nested lock_guard objects', B: 'std::atomic', C: 'std::async', D: 'std::scoped_lock' },
      correct: 'D',
      explanation: 'scoped_lock uses a deadlock-avoidance algorithm across all its mutexes.',
    },
    {
      question: 'What does future.get() do if the task launched with std::async threw an exception?',
      options: {
        A: 'Rethrows the exception in the calling thread',
        B: 'Returns a default-constructed value',
        C: 'Terminates the program',
        D: 'Returns nullptr',
      },
      correct: 'A',
      explanation: 'The exception is stored in the shared state and rethrown by get().',
    },
    {
      question: 'Which is the simplest correct way to count events from many threads without a mutex?',
      options: {
        A: 'A plain int incremented with ++',
        B: 'A volatile int',
        C: 'std::atomic<int> incremented with ++ or fetch_add',
        D: 'A thread_local int',
      },
      correct: 'C',
      explanation: 'Atomic increments are indivisible; volatile gives no atomicity in C++.',
    },
  ],
  problems: [],
};
