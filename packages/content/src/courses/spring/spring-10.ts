import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'spring-10',
  order: 10,
  title: 'Concurrency: Virtual Threads, Async and WebFlux',
  description:
    'Scale I/O-heavy services with Java 21 virtual threads, @Async, scheduling and the reactive WebFlux stack.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Explain the thread-per-request model and its limits',
    'Enable and use virtual threads in Spring Boot',
    'Run background and scheduled work with @Async and @Scheduled',
    'Decide when reactive programming with WebFlux is worthwhile',
  ],
  lesson: `## Thread per request

Spring MVC on Tomcat handles each request on its own thread from a pool (200 by default). While the code waits for a database or a remote API, that platform thread is blocked but still consumes memory (around 1 MB of stack). Under heavy I/O load, the pool runs out and requests queue, even though the CPU is mostly idle.

## Virtual threads

Java 21 introduced **virtual threads** (Project Loom): lightweight threads managed by the JVM and mounted on a few carrier threads. When a virtual thread blocks on I/O, it is unmounted and the carrier runs something else. Millions can exist at once, so the simple blocking style scales like asynchronous code.

\`\`\`properties
spring.threads.virtual.enabled=true
\`\`\`

With this single property (Spring Boot 3.2+ on Java 21), Tomcat handles requests on virtual threads, and \`@Async\` tasks, scheduled tasks and several integrations use them too. Your controllers, \`RestClient\` calls and JDBC code stay exactly as they are. Caveats: a pool of 10 database connections still allows only 10 concurrent queries (use the pool as the limiter), CPU-bound work gains nothing, and pinning can occur when a virtual thread blocks inside \`synchronized\` code on older JDKs (largely fixed in Java 24), or in native calls.

## @Async and scheduling

\`\`\`java
@Configuration
@EnableAsync
@EnableScheduling
class AsyncConfig {}

@Service
class ReportService {
    @Async
    public CompletableFuture<Report> generate(long id) { /* slow work */ return CompletableFuture.completedFuture(report); }

    @Scheduled(cron = "0 0 3 * * *", zone = "Europe/Paris")
    public void nightlyCleanup() { ... }
}
\`\`\`

\`@Async\` runs the method on a task executor and returns immediately; like \`@Transactional\` it works through a proxy, so self-invocation is ignored. Exceptions in \`void\` async methods are only logged unless you configure a handler. \`@Scheduled\` supports fixed rates, fixed delays and cron expressions; with several instances, use ShedLock or a job scheduler to avoid running the same job everywhere.

## Reactive WebFlux

**Spring WebFlux** is a separate, non-blocking web stack built on Project Reactor and usually Netty. Handlers return \`Mono<T>\` (0 or 1 value) or \`Flux<T>\` (0..n values), composed with operators:

\`\`\`java
@GetMapping("/prices/{symbol}")
Flux<Price> stream(@PathVariable String symbol) {
    return priceClient.stream(symbol).filter(p -> p.change() != 0).take(Duration.ofMinutes(5));
}
\`\`\`

Everything in the chain must be non-blocking: reactive drivers (R2DBC, reactive MongoDB), \`WebClient\`. A single blocking call stalls an event-loop thread shared by many requests. Reactive code shines for streaming, backpressure and very high concurrency with limited memory, but it is harder to read and debug.

## Choosing

For new I/O-bound services, **Spring MVC with virtual threads** offers most of the scalability with the simple imperative style and familiar stack traces. Choose WebFlux when you need streaming (server-sent events, WebSockets), backpressure, or already have a reactive ecosystem.`,
  overview: {
    whatYouWillLearn: [
      'Why blocked platform threads limit thread-per-request servers',
      'How virtual threads unmount during blocking I/O',
      'Enabling virtual threads and their caveats',
      '@Async, CompletableFuture and @Scheduled',
      'Mono, Flux and the non-blocking requirement of WebFlux',
      'Choosing between MVC with virtual threads and WebFlux',
    ],
    proTip:
      'After enabling virtual threads, load-test with realistic database pool sizes; the pool, not the thread count, usually becomes the real limit.',
  },
  mcqs: [
    {
      question: 'What happens to a virtual thread when it blocks on network I/O?',
      options: {
        A: 'It blocks its carrier thread until the I/O finishes',
        B: 'It is unmounted, freeing its carrier for other work',
        C: 'It is parked and later restarted from the beginning',
        D: 'It is promoted to a platform thread for the call',
      },
      correct: 'B',
      explanation:
        'Unmounting on blocking I/O lets a few carrier threads serve millions of virtual threads, which is what makes them cheap.',
    },
    {
      question: 'Which property enables virtual threads in Spring Boot 3.2+ on Java 21?',
      options: {
        A: 'spring.threads.virtual.enabled=true',
        B: 'server.tomcat.threads.virtual=true',
        C: 'spring.main.virtual-threads=true',
        D: 'spring.virtual.threads.enabled=true',
      },
      correct: 'A',
      explanation:
        'spring.threads.virtual.enabled=true switches Tomcat, @Async and scheduled tasks to virtual threads.',
    },
    {
      question:
        'A service on virtual threads has a connection pool of 10. How many queries can run concurrently?',
      options: {
        A: 'Unlimited, one per request',
        B: 'One per virtual thread',
        C: "200, Tomcat's pool size",
        D: '10, the pool size',
      },
      correct: 'D',
      explanation:
        'Virtual threads do not create database connections, so at most 10 queries run at once and the rest wait for a connection.',
    },
    {
      question: 'Which workload gains the least from virtual threads?',
      options: {
        A: 'Calling slow HTTP APIs',
        B: 'Waiting on database queries',
        C: 'Number crunching on the CPU',
        D: 'Handling many idle connections',
      },
      correct: 'C',
      explanation:
        'Virtual threads help when code waits, not when it computes: CPU-bound work still needs real cores.',
    },
    {
      question: 'What is the key rule inside a WebFlux request pipeline?',
      options: {
        A: 'Every call in the chain must avoid blocking',
        B: 'All database access must go through plain JDBC',
        C: 'Each request must get its own platform thread',
        D: 'Handlers must return plain objects, not Mono',
      },
      correct: 'A',
      explanation:
        'A blocking call stalls an event-loop thread shared by many requests, so drivers and clients must be reactive (R2DBC, WebClient).',
    },
    {
      question: 'What does a Mono represent?',
      options: {
        A: 'A stream of zero to many values',
        B: 'A blocking future that holds one value',
        C: 'A reactive database transaction',
        D: 'An async result of zero or one value',
      },
      correct: 'D',
      explanation: 'A Mono emits at most one value asynchronously; a Flux emits 0..n values.',
    },
    {
      question: 'Why might @Async have no effect on a method called from the same class?',
      options: {
        A: '@Async methods must be declared static',
        B: 'The call skips the proxy that hands it to the executor',
        C: '@Async only works on controller methods',
        D: 'The method must return void to run async',
      },
      correct: 'B',
      explanation:
        "Like @Transactional, @Async works through a proxy, so a self-invocation runs synchronously on the caller's thread.",
    },
    {
      question:
        'Three instances of a service run the same @Scheduled nightly job. How do you make it run once?',
      options: {
        A: 'Give each instance a different cron expression',
        B: 'Enable virtual threads for the scheduler',
        C: 'Use a distributed lock such as ShedLock',
        D: 'Mark the method @Transactional',
      },
      correct: 'C',
      explanation:
        '@Scheduled runs in every instance, so a shared lock (for example ShedLock on the database) lets only one of them execute the job.',
    },
    {
      question: 'By default, what happens to an exception thrown inside a void @Async method?',
      options: {
        A: 'It is only logged, unless a handler is configured',
        B: 'It is rethrown to the caller',
        C: "It rolls back the caller's transaction",
        D: 'It stops the task executor for all other tasks',
      },
      correct: 'A',
      explanation:
        'The caller has already moved on, so exceptions from void async methods are only logged unless you configure an AsyncUncaughtExceptionHandler (or return a CompletableFuture).',
    },
    {
      question: 'What does a Flux represent?',
      options: {
        A: 'Exactly one value, delivered later',
        B: 'Zero to many values over time',
        C: 'A blocking list of values',
        D: 'A value that may be null',
      },
      correct: 'B',
      explanation:
        'A Flux emits 0..n values asynchronously, which suits streams; a Mono emits at most one.',
    },
    {
      question: 'For a new I/O-bound service, what does the lesson recommend by default?',
      options: {
        A: 'WebFlux with R2DBC for every single endpoint',
        B: 'Spring MVC on a larger platform thread pool',
        C: 'WebFlux, wrapping the JDBC calls in Mono',
        D: 'Spring MVC with virtual threads enabled',
      },
      correct: 'D',
      explanation:
        'MVC with virtual threads gives most of the scalability with imperative code and readable stack traces; WebFlux is for streaming, backpressure or existing reactive stacks.',
    },
    {
      question: 'Why does a blocking JDBC call inside a WebFlux handler hurt?',
      options: {
        A: 'WebFlux cancels requests that block',
        B: 'JDBC drivers cannot be loaded on Netty',
        C: 'It stalls an event loop thread shared by many requests',
        D: 'It forces every request onto a virtual thread',
      },
      correct: 'C',
      explanation:
        'WebFlux serves many requests on a few event-loop threads, so one blocked thread delays all the requests it carries.',
    },
  ],
  problems: [],
};
