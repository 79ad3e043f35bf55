import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-7',
  order: 7,
  title: 'Goroutines, Channels and Synchronisation',
  description:
    'Run concurrent work with goroutines, communicate with channels and select, and coordinate with WaitGroup, Mutex and context.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Start goroutines and wait for them with sync.WaitGroup',
    'Send and receive on unbuffered and buffered channels, and close them correctly',
    'Multiplex channel operations with select, including timeouts',
    'Protect shared state with sync.Mutex and cancel work with context',
  ],
  lesson: `## Goroutines

A **goroutine** is a function running concurrently with others, started with the \`go\` keyword. Goroutines are very cheap (a few kilobytes of stack that grows as needed), and the Go runtime multiplexes many thousands of them onto a small number of OS threads.

\`\`\`go
urls := []string{"https://go.dev", "https://pkg.go.dev"}
fetch := func(url string) { fmt.Println("fetching", url) }
var wg sync.WaitGroup
for _, url := range urls {
	wg.Add(1)
	go func() {
		defer wg.Done()
		fetch(url)            // since Go 1.22 each iteration has its own url variable
	}()
}
wg.Wait()                     // block until every goroutine has called Done
\`\`\`

When \`main\` returns, the program exits without waiting for other goroutines, so you must synchronise explicitly. A goroutine that blocks forever (for example on a channel nobody will ever write) is a **goroutine leak**.

## Channels

"Do not communicate by sharing memory; instead, share memory by communicating." A **channel** is a typed conduit between goroutines.

\`\`\`go
results := make(chan int)        // unbuffered: send waits for a receiver
jobs := make(chan int, 100)      // buffered: send waits only when the buffer is full

go func() {
	for j := range jobs {         // receives until jobs is closed and drained
		results <- j * j
	}
}()
jobs <- 3
close(jobs)                      // signals "no more values"
fmt.Println(<-results)
\`\`\`

An unbuffered send and receive synchronise: both parties meet. Only the **sender** should close a channel, and only when receivers need to know no more values are coming. Sending on a closed channel panics; receiving from a closed channel returns the zero value immediately, and \`v, ok := <-ch\` reports \`ok == false\`. Directional types (\`chan<- int\` send-only, \`<-chan int\` receive-only) document roles in function signatures. A **worker pool** combines these: N goroutines range over a jobs channel and send to a results channel.

## select

\`select\` waits on several channel operations and runs whichever is ready first; with a \`default\` case it never blocks.

\`\`\`go
func await(ctx context.Context, results <-chan string) error {
	select {
	case r := <-results:
		fmt.Println(r)
	case <-time.After(2 * time.Second):
		fmt.Println("timed out")
	case <-ctx.Done():
		return ctx.Err()
	}
	return nil
}
\`\`\`

## Mutexes and atomics

Channels are not always the simplest tool. For shared counters or caches, \`sync.Mutex\` (with \`Lock\`, and \`defer Unlock\`) or \`sync.RWMutex\` protects a critical section, and \`sync/atomic\` offers types like \`atomic.Int64\`. \`sync.Once\` runs initialisation exactly once. Two goroutines accessing the same variable without synchronisation, at least one writing, is a **data race**; run tests with \`go test -race\` to detect them.

## context

The \`context\` package carries cancellation signals and deadlines across API boundaries. Functions that may block take \`ctx context.Context\` as their first parameter; \`context.WithTimeout\` and \`WithCancel\` derive cancellable contexts, and the returned \`cancel\` function must always be called (usually deferred). Goroutines should watch \`ctx.Done()\` and stop promptly, which prevents leaks when a request is abandoned.`,
  overview: {
    whatYouWillLearn: [
      'Goroutines are lightweight and scheduled by the Go runtime',
      'sync.WaitGroup waits for a group of goroutines to finish',
      'Unbuffered channels synchronise sender and receiver; buffered ones decouple them',
      'Only senders close channels, and range over a channel stops at close',
      'select waits on multiple channel operations and implements timeouts',
      'Mutexes, atomics, the race detector and context-based cancellation',
    ],
    proTip:
      'Run go test -race in CI for every package; the race detector finds concurrency bugs that may otherwise appear once a month in production.',
  },
  mcqs: [
    {
      question: 'What happens to running goroutines when `main` returns?',
      options: {
        A: 'The program exits without waiting for them',
        B: '`main` waits for them automatically',
        C: 'They keep running as background processes',
        D: 'They are converted into OS threads',
      },
      correct: 'A',
      explanation: 'Program exit does not wait; use a `WaitGroup` or channels to synchronise.',
    },
    {
      question: 'When does a send on an unbuffered channel complete?',
      options: {
        A: 'Immediately',
        B: 'When the channel is closed by the sender',
        C: 'When a receiver takes the value',
        D: 'After a default timeout of one second',
      },
      correct: 'C',
      explanation: 'Unbuffered channels hand values over directly, synchronising both sides.',
    },
    {
      question: 'What happens when you send on a closed channel?',
      options: {
        A: 'The value is silently dropped by the runtime',
        B: 'The program panics unless it recovers',
        C: 'The channel is reopened to accept the send',
        D: 'The send blocks until a receiver arrives',
      },
      correct: 'B',
      explanation: 'Sending on a closed channel is a run-time panic.',
    },
    {
      question: 'What does `v, ok := <-ch` return when `ch` is closed and empty?',
      options: {
        A: 'It blocks until a new value is sent',
        B: 'It panics with "receive on closed channel"',
        C: 'The last value that was sent, and `true`',
        D: 'The zero value and `false`, immediately',
      },
      correct: 'D',
      explanation: 'Receives from a closed, drained channel return immediately with `ok` false.',
    },
    {
      question: 'Which construct implements a timeout while waiting on a channel?',
      options: {
        A: 'A `for` loop that polls with `time.Sleep`',
        B: '`defer` with `recover`',
        C: '`select` with a case on `time.After`',
        D: 'A buffered channel of size 1 that drops late values',
      },
      correct: 'C',
      explanation:
        '`select` proceeds with whichever case is ready first, including the timer channel.',
    },
    {
      question: 'How do you detect data races in Go code?',
      options: {
        A: 'Run `go test -race`',
        B: 'Run `go vet ./...` on every package',
        C: 'Format the code with `gofmt -s`',
        D: 'Build with `-gcflags=-m`',
      },
      correct: 'A',
      explanation: 'The race detector instruments memory accesses at run time.',
    },
    {
      question: 'Which party should close a channel?',
      options: {
        A: 'Any receiver that has finished reading',
        B: 'The garbage collector, automatically',
        C: 'Every goroutine using it, once done',
        D: 'The sender, when no more values will be sent',
      },
      correct: 'D',
      explanation: 'Closing signals the end of values, which only the sender knows.',
    },
    {
      question: 'What is the purpose of `context.WithTimeout`?',
      options: {
        A: 'To make a goroutine run faster under load',
        B: 'To get a context that is cancelled after a deadline',
        C: 'To pause a goroutine for a fixed duration',
        D: 'To lock a mutex until the time runs out',
      },
      correct: 'B',
      explanation: 'Functions watching `ctx.Done()` stop when the timeout expires.',
    },
    {
      question: "What does `wg.Wait()` do in the lesson's fetch loop?",
      options: {
        A: 'Blocks until every goroutine has called `Done`',
        B: 'Waits one second per goroutine',
        C: 'Starts all the goroutines that were added with `Add`',
        D: 'Cancels goroutines still running after `ctx` expires',
      },
      correct: 'A',
      explanation:
        '`Wait` blocks until the counter raised by `Add` is brought back to zero by `Done` calls.',
    },
    {
      question: 'What is a goroutine leak?',
      options: {
        A: 'A goroutine that uses more stack than its limit',
        B: 'A goroutine that reads the private memory of another goroutine',
        C: 'A goroutine that blocks forever and is never cleaned up',
        D: 'A goroutine that exits before `main` returns',
      },
      correct: 'C',
      explanation:
        'A goroutine stuck forever, for example on a channel nobody writes, keeps its memory for the life of the program.',
    },
    {
      question: 'What does a `default` case in `select` do?',
      options: {
        A: 'Runs as the default once every other select case has finished',
        B: 'Makes the `select` never block when no case is ready',
        C: 'Sets a default timeout (`1 * time.Second`)',
        D: 'Runs only when every channel is closed',
      },
      correct: 'B',
      explanation: 'With `default`, a `select` runs it at once when no other case can proceed.',
    },
    {
      question: 'When is a `sync.Mutex` simpler than a channel?',
      options: {
        A: 'For handing work items to a pool of workers',
        B: 'For signalling that no more values will come',
        C: 'For waiting on several events at once with a timeout',
        D: 'For guarding a shared counter or cache',
      },
      correct: 'D',
      explanation: 'Shared state such as counters or caches is simplest to guard with a mutex.',
    },
    {
      question:
        'What must you always do with the `cancel` function returned by `context.WithTimeout`?',
      options: {
        A: 'Ignore it unless the timeout should end early',
        B: 'Pass it to every goroutine that reads from `ctx.Done()`',
        C: 'Call it, usually with `defer`, to release resources',
        D: 'Call it before starting work to arm the timer',
      },
      correct: 'C',
      explanation:
        "Calling `cancel` releases the context's resources even when the timeout never fires.",
    },
  ],
  problems: [],
};
