import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'go-7',
  order: 7,
  title: 'Goroutines, Channels and Synchronisation',
  description: 'Run concurrent work with goroutines, communicate with channels and select, and coordinate with WaitGroup, Mutex and context.',
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
select {
case r := <-results:
	fmt.Println(r)
case <-time.After(2 * time.Second):
	fmt.Println("timed out")
case <-ctx.Done():
	return ctx.Err()
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
    proTip: 'Run go test -race in CI for every package; the race detector finds concurrency bugs that may otherwise appear once a month in production.',
  },
  mcqs: [
    {
      question: 'What happens to running goroutines when main returns?',
      options: {
        A: 'The program exits without waiting for them',
        B: 'main waits for them automatically',
        C: 'They continue as background processes',
        D: 'They are converted to threads',
      },
      correct: 'A',
      explanation: 'Program exit does not wait; use a WaitGroup or channels to synchronise.',
    },
    {
      question: 'When does a send on an unbuffered channel complete?',
      options: {
        A: 'Immediately',
        B: 'When the channel is closed',
        C: 'When a receiver takes the value',
        D: 'After a fixed timeout',
      },
      correct: 'C',
      explanation: 'Unbuffered channels hand values over directly, synchronising both sides.',
    },
    {
      question: 'What happens when you send on a closed channel?',
      options: { A: 'The value is dropped silently', B: 'The program panics', C: 'The channel reopens', D: 'The send blocks forever' },
      correct: 'B',
      explanation: 'Sending on a closed channel is a run-time panic.',
    },
    {
      question: 'What does v, ok := <-ch return when ch is closed and empty?',
      options: {
        A: 'It blocks forever',
        B: 'It panics',
        C: 'The last value sent and true',
        D: 'The zero value and false',
      },
      correct: 'D',
      explanation: 'Receives from a closed, drained channel return immediately with ok false.',
    },
    {
      question: 'Which construct implements a timeout while waiting on a channel?',
      options: {
        A: 'A for loop with time.Sleep',
        B: 'defer with recover',
        C: 'select with a case on time.After',
        D: 'A buffered channel of size one',
      },
      correct: 'C',
      explanation: 'select proceeds with whichever case is ready first, including the timer channel.',
    },
    {
      question: 'How do you detect data races in Go code?',
      options: { A: 'Run tests with the -race flag', B: 'Run go vet only', C: 'Use gofmt', D: 'Compile with -O2' },
      correct: 'A',
      explanation: 'The race detector instruments memory accesses at run time.',
    },
    {
      question: 'Which party should close a channel?',
      options: {
        A: 'Any receiver',
        B: 'The garbage collector',
        C: 'Every goroutine that uses it',
        D: 'The sender, when no more values will be sent',
      },
      correct: 'D',
      explanation: 'Closing signals the end of values, which only the sender knows.',
    },
    {
      question: 'What is the purpose of context.WithTimeout?',
      options: {
        A: 'To make a goroutine run faster',
        B: 'To derive a context that is cancelled automatically after a deadline',
        C: 'To pause a goroutine',
        D: 'To lock a mutex with a timeout',
      },
      correct: 'B',
      explanation: 'Functions watching ctx.Done() stop when the timeout expires.',
    },
  ],
  problems: [],
};
