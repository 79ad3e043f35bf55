import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-11',
  order: 11,
  title: 'Concurrency, Performance and Modern Ruby',
  description:
    'Make Ruby programs fast and concurrent: threads and the GVL, fibers and the fiber scheduler, Ractors, YJIT, memory and garbage collection, profiling, and the latest language features.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain the GVL and when threads speed up Ruby programs',
    'Compare threads, fibers and Ractors for concurrency and parallelism',
    'Profile and benchmark code and enable YJIT',
    'Reduce allocations and use recent language features effectively',
  ],
  lesson: `## Threads and the GVL

Ruby has native threads:

\`\`\`ruby
urls = %w[https://example.com/a https://example.com/b https://example.com/c]
threads = urls.map do |url|
  Thread.new { Net::HTTP.get_response(URI(url)).code }
end
codes = threads.map(&:value)     # join and collect results
\`\`\`

In CRuby (the standard implementation), the **Global VM Lock (GVL)** allows only **one thread to run Ruby code at a time**. The GVL is released during blocking I/O (network, disk, sleep) and in some C extensions, so threads give real speed-ups for **I/O-bound** work such as HTTP calls and database queries: while one thread waits, another runs. For **CPU-bound** Ruby code, threads take turns and bring no speed-up. Web servers like **Puma** combine several processes (for CPU parallelism) with threads in each (for I/O concurrency).

Shared mutable state still needs protection: use \`Mutex#synchronize\`, \`Queue\` for producer-consumer pipelines, or avoid sharing by passing messages.

## Fibers and async I/O

**Fibers** are lightweight, cooperatively scheduled units of execution. Since Ruby 3.0 a **fiber scheduler** can make blocking I/O operations yield automatically, so thousands of concurrent connections run on one thread. The \`async\` gem builds on it:

\`\`\`ruby
require "async"
require "async/http/internet"

Async do
  internet = Async::HTTP::Internet.new
  tasks = urls.map { |u| Async { internet.get(u).read.size } }
  p tasks.map(&:wait)
ensure
  internet&.close
end
\`\`\`

## Ractors

**Ractors** (experimental since Ruby 3.0) provide true parallelism: each Ractor has its own GVL, and objects are isolated between Ractors, which communicate by sending messages. Only shareable (deeply frozen) objects can be accessed by several Ractors, and since Ruby 4.0 Ractors communicate through \`Ractor::Port\` objects instead of the older \`Ractor.yield\` and \`take\`. They suit CPU-bound work split into independent pieces, although many gems are not yet Ractor-safe. For CPU parallelism today, multiple **processes** (forking servers, job workers such as Sidekiq processes) remain the common choice.

## Measuring performance

Optimise only what you have measured:

\`\`\`ruby
require "benchmark"
Benchmark.bm do |x|
  x.report("map+sum") { 100_000.times { (1..100).map { _1 * 2 }.sum } }
  x.report("sum blk") { 100_000.times { (1..100).sum { _1 * 2 } } }
end
\`\`\`

The \`benchmark-ips\` gem gives iterations per second with error margins. Profilers such as **stackprof** and **vernier** show where time goes, and \`memory_profiler\` shows allocations.

## YJIT and memory

**YJIT**, a just-in-time compiler built into CRuby, compiles hot methods to machine code. Enable it with \`--yjit\` or \`RUBY_YJIT_ENABLE=1\`; it typically makes real-world applications noticeably faster at the cost of some memory. Ruby uses a generational garbage collector; fewer allocations mean less GC work. In hot paths, avoid creating throwaway strings and arrays, prefer in-place or block forms (\`sum { }\` instead of \`map.sum\`), freeze constant strings, and stream large data instead of loading it whole.

## Modern Ruby features

Recent releases keep the language evolving:

- **Pattern matching** (\`case/in\`, \`=>\` rightward assignment, find patterns).
- **Endless methods** (\`def area = width * height\`) and hash shorthand (\`{ x:, y: }\`).
- **Data** value objects (3.2), anonymous block and argument forwarding (\`def log(*, **, &) = logger.info(*, **, &)\`).
- The **\`it\`** implicit block parameter (3.4), **Prism** as the default parser (3.4), and a gradual move towards frozen string literals: mutating a literal warns when deprecation warnings are enabled.
- Ruby 4.0 (December 2025): the experimental **ZJIT** compiler alongside YJIT, experimental **Ruby::Box** namespaces, and \`Set\` and \`Pathname\` as core classes.
- Optional static typing with **RBS** signatures and checkers such as Steep, or Sorbet.

Keep Ruby up to date with a version manager, read each December's release notes, and let RuboCop suggest modern idioms.
`,
  overview: {
    whatYouWillLearn: [
      "CRuby's Global VM Lock lets only one thread execute Ruby code at a time, but releases it during blocking I/O.",
      'Threads therefore speed up I/O-bound work but not CPU-bound Ruby code.',
      'Fibers are lightweight cooperative tasks, and the fiber scheduler enables non-blocking I/O with libraries such as async.',
      'Ractors provide true parallelism by isolating objects between actors.',
      'YJIT compiles hot Ruby code to machine code and typically speeds up real applications considerably.',
      'Measure with benchmarks and profilers before optimising, and reduce allocations in hot paths.',
    ],
    proTip:
      'Enable YJIT in production (RUBY_YJIT_ENABLE=1 or --yjit, on by default in Rails 7.2+ apps on Ruby 3.3+) and measure: it is usually the cheapest large speed-up available, at the cost of some extra memory.',
  },
  mcqs: [
    {
      question: "What does CRuby's Global VM Lock (GVL) mean for threads?",
      options: {
        A: 'Threads run Ruby code in parallel on every core',
        B: 'One thread runs Ruby at a time, except while blocked on I/O',
        C: 'Threads are green threads in one OS thread',
        D: 'Only the main thread may perform network or disk I/O',
      },
      correct: 'B',
      explanation:
        'The GVL serialises the execution of Ruby code but is released during blocking I/O, so other threads run while one waits; Ruby threads are native OS threads.',
    },
    {
      question: 'Which workload benefits most from Ruby threads?',
      options: {
        A: 'Many HTTP requests that mostly wait on the network',
        B: 'Computing large prime numbers with plain, pure-Ruby code',
        C: 'Resizing a batch of images with a pure-Ruby library',
        D: 'Parsing one huge string in memory repeatedly',
      },
      correct: 'A',
      explanation:
        'While one thread waits for I/O the GVL is released and others run; CPU-bound Ruby code gains nothing because only one thread executes Ruby at a time.',
    },
    {
      question: 'How do Ractors achieve parallelism?',
      options: {
        A: 'They release the GVL for the whole program at start',
        B: 'They share all objects freely across the OS threads',
        C: 'Each has its own lock, and they exchange messages',
        D: 'They fork a separate OS process for each new Ractor',
      },
      correct: 'C',
      explanation:
        'Each Ractor has its own GVL and objects are isolated between Ractors, which communicate by sending messages, so Ruby code runs truly in parallel.',
    },
    {
      question: 'What does the fiber scheduler enable?',
      options: {
        A: 'Running CPU-bound code on several cores at once',
        B: 'Preemptive switching on a timer',
        C: 'Compiling hot fibers to machine code',
        D: 'Blocking I/O that yields to other fibers automatically',
      },
      correct: 'D',
      explanation:
        'Since Ruby 3.0 a fiber scheduler makes blocking operations yield, so libraries like async run thousands of concurrent I/O tasks on one thread; fibers are cooperative, not preemptive.',
    },
    {
      question: 'What is YJIT?',
      options: {
        A: 'A JIT compiler built into CRuby for hot methods',
        B: 'An ahead-of-time compiler that builds a native binary',
        C: 'A profiler showing where a Ruby program spends its time',
        D: 'A generational garbage collector for very big heaps',
      },
      correct: 'A',
      explanation:
        'YJIT compiles frequently run methods to machine code at run time (enable it with --yjit) and typically speeds up real applications.',
    },
    {
      question: 'What should you do before optimising Ruby code?',
      options: {
        A: 'Rewrite the methods that look slowest as C extensions',
        B: 'Turn on YJIT and stop tuning as soon as the code runs faster',
        C: 'Measure with benchmarks and profilers first',
        D: 'Split the work across more threads',
      },
      correct: 'C',
      explanation:
        'Optimise only what you have measured: benchmarks and profilers such as stackprof or vernier show the real hotspots.',
    },
    {
      question: 'Why do web servers like Puma use several processes with several threads each?',
      options: {
        A: 'Threads give CPU parallelism; processes give I/O overlap',
        B: 'Processes bypass the GVL for CPU; threads overlap I/O waits',
        C: 'Threads cannot share memory in Ruby',
        D: 'Several processes share one GVL, so threads must be added',
      },
      correct: 'B',
      explanation:
        'Each process has its own GVL, so processes use all cores, while threads within a process overlap waits on I/O.',
    },
    {
      question: "Which Ruby 3.4 feature names a block's single parameter implicitly?",
      options: {
        A: '_1',
        B: '_',
        C: 'self',
        D: 'it',
      },
      correct: 'D',
      explanation:
        'Ruby 3.4 added it, as in [1, 2].map { it * 2 }; the numbered parameter _1 dates from Ruby 2.7.',
    },
    {
      question: 'Which tool adds optional static type signatures to Ruby code?',
      options: {
        A: 'RBS signatures checked by Steep',
        B: "YJIT's type profiling of hot methods",
        C: "RuboCop's type cops",
        D: "Prism's typed syntax tree for each file",
      },
      correct: 'A',
      explanation:
        'RBS files describe types that checkers such as Steep verify without changing run-time behaviour; YJIT, RuboCop and Prism do not add type signatures.',
    },
    {
      question: 'What does Mutex#synchronize protect against?',
      options: {
        A: 'Deadlocks between two threads that wait on I/O',
        B: 'Threads interleaving updates to shared state',
        C: 'The GVL being released during blocking I/O',
        D: 'A thread raising an exception unnoticed',
      },
      correct: 'B',
      explanation:
        'The GVL does not make compound updates atomic, so shared mutable state needs a Mutex (or a Queue, or no sharing at all).',
    },
    {
      question: 'Which change in Ruby 4.0 does the lesson mention?',
      options: {
        A: 'Ractors became stable and non-experimental',
        B: 'The GVL was removed from CRuby',
        C: 'Set and Pathname became core classes',
        D: 'YJIT became the only compiler',
      },
      correct: 'C',
      explanation:
        'Ruby 4.0 made Set and Pathname core classes and added the experimental ZJIT compiler alongside YJIT; the GVL remains and Ractors are still experimental.',
    },
    {
      question: "In the lesson's example, what does threads.map(&:value) do?",
      options: {
        A: 'Starts each thread, which was created in a paused state',
        B: "Reads each thread's result without waiting for it",
        C: 'Kills the threads and returns their last values',
        D: 'Waits for each thread and collects its result',
      },
      correct: 'D',
      explanation:
        'Thread#value joins the thread (waits for it to finish) and returns the value of its block.',
    },
  ],
  problems: [],
};
