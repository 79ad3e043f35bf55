import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'ruby-11',
  order: 11,
  title: 'Concurrency, Performance and Modern Ruby',
  description: 'Make Ruby programs fast and concurrent: threads and the GVL, fibers and the fiber scheduler, Ractors, YJIT, memory and garbage collection, profiling, and the latest language features.',
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
      'CRuby\'s Global VM Lock lets only one thread execute Ruby code at a time, but releases it during blocking I/O.',
      'Threads therefore speed up I/O-bound work but not CPU-bound Ruby code.',
      'Fibers are lightweight cooperative tasks, and the fiber scheduler enables non-blocking I/O with libraries such as async.',
      'Ractors provide true parallelism by isolating objects between actors.',
      'YJIT compiles hot Ruby code to machine code and typically speeds up real applications considerably.',
      'Measure with benchmarks and profilers before optimising, and reduce allocations in hot paths.',
    ],
    proTip: 'Enable YJIT in production (RUBY_YJIT_ENABLE=1 or --yjit, on by default in Rails 7.2+ apps on Ruby 3.3+) and measure: it is usually the cheapest large speed-up available, at the cost of some extra memory.',
  },
  mcqs: [
    {
      question: 'What does CRuby\'s Global VM Lock (GVL) mean for threads?',
      options: {
        A: 'Threads cannot be created',
        B: 'Only one thread executes Ruby code at a time, though the lock is released during blocking I/O',
        C: 'All threads always run in parallel on all cores',
        D: 'Threads share no memory',
      },
      correct: 'B',
      explanation: 'The GVL serialises Ruby execution but allows other threads to run while one waits on I/O.',
    },
    {
      question: 'Which workload benefits most from Ruby threads?',
      options: {
        A: 'Making many HTTP requests that spend time waiting on the network',
        B: 'Computing large prime numbers in pure Ruby',
        C: 'Sorting an array in memory',
        D: 'Parsing a local string repeatedly',
      },
      correct: 'A',
      explanation: 'While one thread waits for I/O, others can run.',
    },
    {
      question: 'How do Ractors achieve parallelism?',
      options: {
        A: 'By disabling garbage collection',
        B: 'By sharing all objects freely between threads',
        C: 'Each Ractor has its own lock and objects are isolated, communicating by messages',
        D: 'By compiling Ruby to JavaScript',
      },
      correct: 'C',
      explanation: 'Isolation lets Ractors run Ruby code truly in parallel.',
    },
    {
      question: 'What does the fiber scheduler enable?',
      options: {
        A: 'Running C extensions faster',
        B: 'Automatic parallel CPU execution',
        C: 'Static typing',
        D: 'Non-blocking I/O where fibers yield automatically during blocking operations',
      },
      correct: 'D',
      explanation: 'Libraries like async use it to run many concurrent I/O tasks on one thread.',
    },
    {
      question: 'What is YJIT?',
      options: {
        A: 'A just-in-time compiler in CRuby that compiles hot code to machine code',
        B: 'A Ruby testing framework',
        C: 'A gem for JSON parsing',
        D: 'A garbage collector',
      },
      correct: 'A',
      explanation: 'Enabling YJIT usually gives a large speed-up for real applications.',
    },
    {
      question: 'What should you do before optimising Ruby code?',
      options: {
        A: 'Rewrite it in C immediately',
        B: 'Disable the garbage collector',
        C: 'Measure with benchmarks and profilers to find the real hotspots',
        D: 'Add more threads',
      },
      correct: 'C',
      explanation: 'Optimising unmeasured code wastes effort and often misses the bottleneck.',
    },
    {
      question: 'Why do web servers like Puma use several processes with several threads each?',
      options: {
        A: 'Processes are required for SSL',
        B: 'Processes give CPU parallelism despite the GVL, and threads give concurrency for I/O',
        C: 'Threads cannot handle HTTP',
        D: 'To avoid using memory',
      },
      correct: 'B',
      explanation: 'The combination uses all cores while overlapping I/O waits.',
    },
    {
      question: 'Which Ruby 3.4 feature names a block\'s single parameter implicitly?',
      options: {
        A: 'self',
        B: '_1 only',
        C: '@arg',
        D: 'it',
      },
      correct: 'D',
      explanation: '[1, 2].map { it * 2 } uses the new it parameter.',
    },
    {
      question: 'Which tool adds optional static type signatures to Ruby code?',
      options: {
        A: 'RBS with a checker such as Steep',
        B: 'YJIT',
        C: 'Bundler',
        D: 'Rake',
      },
      correct: 'A',
      explanation: 'RBS files describe types that checkers verify without changing runtime behaviour.',
    },
  ],
  problems: [],
};
