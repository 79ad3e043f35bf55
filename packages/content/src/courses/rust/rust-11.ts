import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'rust-11',
  order: 11,
  title: 'Fearless Concurrency and Async Rust',
  description:
    'Use threads, channels, Arc and Mutex safely thanks to Send and Sync, and write asynchronous code with futures, async/await and Tokio.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Spawn threads, use scoped threads and pass messages through channels',
    'Share state with Arc<Mutex<T>>, RwLock and atomics',
    'Explain how the Send and Sync traits prevent data races at compile time',
    'Write async functions, understand futures and run them on an async runtime',
  ],
  lesson: `## Threads

\`std::thread::spawn\` runs a closure on a new OS thread and returns a \`JoinHandle\`; \`join()\` waits for it and returns its result. Because the thread may outlive the caller, the closure must own its data, hence \`move\`:

\`\`\`rust
use std::thread;

let data = vec![1, 2, 3];
let handle = thread::spawn(move || data.iter().sum::<i32>());
println!("sum = {}", handle.join().unwrap());

let mut counts = [0u64; 4];
thread::scope(|s| {                    // scoped threads may borrow local data
    for (i, slot) in counts.iter_mut().enumerate() {
        s.spawn(move || *slot = (i as u64) * 10);
    }
});                                    // all scoped threads are joined here
\`\`\`

**Scoped threads** (\`thread::scope\`) are guaranteed to finish before the scope ends, so they can borrow local variables without \`'static\` bounds.

## Message passing

Channels transfer ownership of values between threads: \`let (tx, rx) = std::sync::mpsc::channel();\` creates a multi-producer, single-consumer channel. Clone \`tx\` for each producer; \`rx.recv()\` blocks for the next message, and iterating \`for msg in rx\` ends when all senders are dropped. Sending moves the value, so the sender can no longer touch it: the type system rules out sharing by accident.

## Shared state

To share mutable state, combine \`Arc\` (shared ownership across threads) with a lock:

\`\`\`rust
use std::sync::{Arc, Mutex};

let total = Arc::new(Mutex::new(0));
let handles: Vec<_> = (0..4).map(|i| {
    let total = Arc::clone(&total);
    thread::spawn(move || { *total.lock().unwrap() += i; })
}).collect();
for h in handles { h.join().unwrap(); }
println!("{}", *total.lock().unwrap());   // 6
\`\`\`

\`lock()\` returns a guard that unlocks when dropped (RAII). It returns a \`Result\` because a thread that panicked while holding the lock **poisons** it. \`RwLock\` allows many readers or one writer, and \`std::sync::atomic\` types such as \`AtomicUsize\` handle simple counters without locks.

## Send and Sync

Two marker traits make concurrency "fearless". A type is **Send** if it can be moved to another thread, and **Sync** if it can be referenced from several threads at once (\`&T\` is \`Send\`). The compiler derives them automatically and checks them at every thread boundary. \`Rc\` is neither, because its non-atomic count would race, so trying to move an \`Rc\` into \`thread::spawn\` is a compile error that points you to \`Arc\`. Data races are therefore impossible in safe Rust, although logic bugs such as deadlocks are still possible.

## Async Rust

For many concurrent I/O tasks, threads are heavy. An \`async fn\` returns a **future**, a value representing work that can make progress when polled. Futures are **lazy**: nothing happens until they are awaited or handed to an **executor**. Rust's standard library defines the \`Future\` trait but no runtime; the ecosystem provides one, most commonly **Tokio**:

\`\`\`rust no-compile "needs the tokio crate; the runner compiles with the standard library only"
#[tokio::main]
async fn main() {
    let (a, b) = tokio::join!(fetch("a"), fetch("b"));   // run concurrently
    println!("{a} {b}");
}
async fn fetch(name: &str) -> String {
    tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    format!("done {name}")
}
\`\`\`

\`.await\` yields to the executor while waiting, so one thread can drive thousands of tasks; \`tokio::spawn\` runs a task independently. Never block inside async code (long computations or blocking I/O stall the executor); use \`spawn_blocking\` for such work.`,
  overview: {
    whatYouWillLearn: [
      'thread::spawn needs owned data while scoped threads can borrow',
      'Channels move values between threads, transferring ownership',
      'Arc<Mutex<T>> shares mutable state, with guards unlocking on drop',
      'Send and Sync let the compiler rule out data races',
      'Futures are lazy and need an executor such as Tokio',
      'Blocking inside async tasks stalls the executor',
    ],
    proTip:
      'Reach for thread::scope when worker threads only need to borrow data for a bounded time; it removes most Arc and clone boilerplate.',
  },
  mcqs: [
    {
      question: 'Why do closures passed to `thread::spawn` usually need the `move` keyword?',
      options: {
        A: '`move` makes the closure run on a core of its own',
        B: 'The thread may outlive its caller, so needs owned data',
        C: 'Threads cannot read captured variables at all otherwise',
        D: '`move` makes every captured value `Sync` and `Send` automatically',
      },
      correct: 'B',
      explanation: "`spawn` requires a `'static` closure, which owned captures satisfy.",
    },
    {
      question: 'What is special about threads created inside `thread::scope`?',
      options: {
        A: 'They all run on a single core, one after the other',
        B: 'They cannot return any value to the thread that spawned them',
        C: 'They are async tasks driven by a Tokio executor',
        D: 'They finish before the scope ends, so may borrow locals',
      },
      correct: 'D',
      explanation: 'The scope guarantees completion, so borrows of local data cannot dangle.',
    },
    {
      question: 'Why does moving an `Rc<T>` into `thread::spawn` fail to compile?',
      options: {
        A: '`Rc` cannot be cloned inside a `move` closure',
        B: '`Rc` is not `Copy`, so it cannot be captured',
        C: '`Rc` is not `Send`, as its count is not atomic',
        D: 'Threads may not own an `Rc<T>` or any `Box<T>`',
      },
      correct: 'C',
      explanation:
        'The compiler checks `Send` at thread boundaries; `Arc` is the thread-safe alternative.',
    },
    {
      question: 'What does `Mutex::lock()` return in Rust?',
      options: {
        A: 'A `bool` saying whether the lock was taken',
        B: 'The protected data itself, copied out',
        C: 'A raw pointer `*mut T` pointing to the protected data',
        D: 'A `Result` with a guard that unlocks on drop',
      },
      correct: 'D',
      explanation:
        'The guard gives access to the data and unlocks when dropped; `Err` signals a poisoned lock.',
    },
    {
      question: 'What happens when you call an `async fn` without awaiting or spawning the result?',
      options: {
        A: 'It runs to completion in the background',
        B: 'It starts on a new thread taken from a pool',
        C: 'Nothing runs, because futures are lazy',
        D: 'It blocks the thread until the result is ready',
      },
      correct: 'C',
      explanation: 'A future does no work until it is polled by an executor.',
    },
    {
      question: 'What does it mean for a type to be `Sync`?',
      options: {
        A: 'It can be shared by reference between threads',
        B: 'It can be sent over a network connection safely',
        C: 'It can be moved to another thread',
        D: 'It can only be used inside async code',
      },
      correct: 'A',
      explanation:
        '`T` is `Sync` if `&T` is `Send`; being movable to another thread is `Send` itself.',
    },
    {
      question: 'When does `for msg in rx` stop for an `mpsc` receiver?',
      options: {
        A: 'After the first message has arrived',
        B: 'After a fixed timeout passes with no new messages',
        C: 'Once every sender has been dropped and it is drained',
        D: "As soon as the receiver's buffer is empty",
      },
      correct: 'C',
      explanation:
        'The channel closes when every sender is gone, which ends the iteration once remaining messages are read.',
    },
    {
      question: 'Why should long CPU-bound work not run directly inside a Tokio task?',
      options: {
        A: 'Tokio cancels any task that runs longer than a second',
        B: 'It blocks the executor thread; use `spawn_blocking`',
        C: 'Async functions cannot perform heavy arithmetic',
        D: 'It fails to compile without `.await` inside `loop {}`',
      },
      correct: 'B',
      explanation:
        'Async executors rely on tasks yielding at `.await` points, so blocking work stalls every other task on that thread.',
    },
    {
      question: 'What happens to a value `v` sent with `tx.send(v)`?',
      options: {
        A: 'Ownership of `v` moves to the receiving side',
        B: 'A copy of `v` is sent and the original is kept',
        C: 'The receiver gets a shared reference to `v` only',
        D: '`v` is shared through an `Arc`',
      },
      correct: 'A',
      explanation: 'Sending moves the value, so the sender can no longer touch it.',
    },
    {
      question: 'Why does `lock()` on a `Mutex` return a `Result`?',
      options: {
        A: 'Locking fails at once if another thread holds it',
        B: 'It gives up after a default timeout of one second',
        C: 'The mutex may already have been dropped elsewhere',
        D: 'It reports poisoning after a holder panicked',
      },
      correct: 'D',
      explanation:
        'A thread that panics while holding the lock poisons it, and later `lock()` calls report that as `Err`.',
    },
    {
      question: 'In `Arc<Mutex<i32>>`, what does each part contribute?',
      options: {
        A: '`Arc` guards mutation; `Mutex` shares ownership',
        B: '`Arc` shares ownership; `Mutex` guards mutation',
        C: '`Arc` makes the data `Copy`; `Mutex` makes it `Send`',
        D: '`Arc` counts readers; `Mutex` counts the writers',
      },
      correct: 'B',
      explanation:
        '`Arc` lets several threads own the value; the `Mutex` lets one of them mutate it at a time.',
    },
    {
      question: 'What does `tokio::join!(fetch("a"), fetch("b"))` do?',
      options: {
        A: 'Runs both futures concurrently and waits for both results',
        B: 'Runs `fetch("a")` to completion, then `fetch("b")`',
        C: 'Spawns two OS threads and detaches them',
        D: 'Returns whichever of the two finishes first',
      },
      correct: 'A',
      explanation:
        '`join!` polls both futures concurrently and returns both results; returning the first is what `select!` does.',
    },
  ],
  problems: [],
};
