import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'swift-8',
  order: 8,
  title: 'Swift Concurrency',
  description:
    'Write safe concurrent code with async/await, structured tasks, actors, the main actor and Swift 6 data-race safety.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Call and write async functions and understand suspension points',
    'Run work in parallel with async let and task groups, and cancel it',
    'Protect mutable state with actors and the main actor',
    'Satisfy Swift 6 strict concurrency with Sendable types',
  ],
  lesson: `## async/await

Asynchronous functions are marked \`async\` and called with \`await\`. Each \`await\` is a **suspension point**: the function may pause there while the thread goes off to do other work, then resume later, possibly on a different thread.

\`\`\`swift
func loadProfile(id: String) async throws -> Profile {
    let (data, response) = try await URLSession.shared.data(from: URL(string: "https://api.example.com/users/\\(id)")!)
    guard (response as? HTTPURLResponse)?.statusCode == 200 else { throw APIError.badStatus }
    return try JSONDecoder().decode(Profile.self, from: data)
}
\`\`\`

In SwiftUI, start async work with the \`.task { }\` modifier, which is cancelled automatically when the view disappears.

## Structured concurrency

Independent work can run in parallel as **child tasks**:

\`\`\`swift
async let profile = loadProfile(id: id)
async let posts = loadPosts(for: id)
let page = try await ProfilePage(profile: profile, posts: posts)   // waits for both

let thumbnails = try await withThrowingTaskGroup(of: (Int, Image).self) { group in
    for (i, url) in urls.enumerated() {
        group.addTask { (i, try await downloadImage(url)) }
    }
    var result = [Int: Image]()
    for try await (i, image) in group { result[i] = image }
    return result
}
\`\`\`

Child tasks cannot outlive their scope: if the parent is cancelled or one child throws, the others are cancelled too. Cancellation is **cooperative**: long-running code should check \`try Task.checkCancellation()\` or \`Task.isCancelled\`. \`Task { }\` creates unstructured work that inherits the current actor; \`Task.detached\` does not, and is rarely needed.

## Actors

A **data race** happens when two threads access the same memory at the same time and at least one writes. **Actors** prevent this by isolating their mutable state: only one task at a time runs code inside the actor, and outside code must \`await\` to access it.

\`\`\`swift
actor ImageCache {
    private var storage: [URL: Image] = [:]
    func image(for url: URL) -> Image? { storage[url] }
    func insert(_ image: Image, for url: URL) { storage[url] = image }
}
let cached = await cache.image(for: url)
\`\`\`

Actors are **re-entrant**: while an actor method is suspended at an \`await\`, other calls may run, so state can change across an await; re-check assumptions after it.

The **main actor** represents the main thread. UI code must run there; SwiftUI views and \`@Observable\` view models are typically annotated \`@MainActor\`, and Swift 6.2 lets modules make main-actor isolation the default for app code.

## Sendable and Swift 6

A type is **Sendable** if it is safe to share across concurrency domains: value types made of Sendable parts, actors, immutable final classes, or classes that synchronise internally. In the **Swift 6 language mode**, the compiler checks isolation and Sendable at compile time and reports potential data races as **errors**, turning a whole class of hard-to-reproduce crashes into build failures. Migrate module by module: enable complete checking as warnings first, annotate UI code with \`@MainActor\`, make model types Sendable structs, and move shared mutable state into actors.`,
  overview: {
    whatYouWillLearn: [
      'async functions, await and suspension points',
      'The task modifier in SwiftUI and automatic cancellation',
      'async let and task groups for structured parallelism',
      'Cooperative cancellation with checkCancellation',
      'Actors, re-entrancy and the main actor',
      'Sendable and compile-time data-race safety in Swift 6',
    ],
    proTip:
      'Remember that state inside an actor may change across every await; read, await, then re-validate before writing.',
  },
  mcqs: [
    {
      question: 'What is a suspension point in Swift concurrency?',
      options: {
        A: 'A breakpoint in Swift concurrency code that the debugger inserts',
        B: 'A point marked by `await` where the function may pause and resume',
        C: 'A compile error',
        D: 'A point where the thread sleeps until `Thread.wakeUp()`',
      },
      correct: 'B',
      explanation: 'At await the task can suspend, freeing the thread for other work.',
    },
    {
      question: 'How do you start two independent async calls in parallel and wait for both?',
      options: {
        A: 'Use async let for each and await the results',
        B: 'Await both async calls one after another, and in order',
        C: 'Use DispatchQueue.main.sync',
        D: 'Use a for loop',
      },
      correct: 'A',
      explanation: 'async let creates child tasks that run concurrently.',
    },
    {
      question: 'How is cancellation handled in Swift tasks?',
      options: {
        A: "The runtime kills the task's underlying thread (`pthread_cancel`) at once",
        B: 'Only when the task awaits Task.sleep',
        C: 'Only detached tasks can be cancelled, and then they stop instantly',
        D: 'Cooperatively: code checks `Task.isCancelled` and stops itself',
      },
      correct: 'D',
      explanation: 'A cancelled task keeps running until it notices and stops.',
    },
    {
      question: 'What does an actor guarantee?',
      options: {
        A: 'Its methods always run on the main thread, one after another',
        B: 'It never suspends',
        C: 'Only one task at a time can access its isolated mutable state',
        D: 'It runs faster than a class',
      },
      correct: 'C',
      explanation: 'Actor isolation serialises access and prevents data races.',
    },
    {
      question: 'What does actor re-entrancy imply?',
      options: {
        A: 'State may change while an actor method is suspended at an await',
        B: 'Actors cannot call any methods of other actors while they are busy',
        C: 'The actor is copied on each call, so every caller sees its own state',
        D: 'Actors block the calling thread',
      },
      correct: 'A',
      explanation: 'Other calls can run during a suspension, so assumptions must be rechecked.',
    },
    {
      question: 'Which isolation should SwiftUI view models updating the UI usually have?',
      options: {
        A: 'A custom global actor for networking',
        B: 'None',
        C: 'Task.detached',
        D: '@MainActor',
      },
      correct: 'D',
      explanation: 'UI state must be read and written on the main actor.',
    },
    {
      question: 'What does the Swift 6 language mode do about potential data races?',
      options: {
        A: 'Ignores them',
        B: 'Reports them as compile-time errors',
        C: 'Fixes them at runtime',
        D: 'Logs them (TSan) in production',
      },
      correct: 'B',
      explanation: 'Strict concurrency checking makes data-race safety a compile-time guarantee.',
    },
    {
      question: 'Which type is Sendable without extra work?',
      options: {
        A: 'A class with mutable var properties and no locking',
        B: 'A closure that captures a mutable local variable by reference',
        C: 'A struct whose stored properties are all Sendable',
        D: 'Any UIKit view, since all UIKit types are Sendable',
      },
      correct: 'C',
      explanation: 'Value types composed of Sendable members are implicitly Sendable.',
    },
    {
      question: 'What does `await withTaskGroup(of: Int.self) { group in ... }` let you do?',
      options: {
        A: 'Run tasks one at a time in a fixed order',
        B: 'Run a dynamic number of child tasks and collect their results',
        C: 'Group several tasks so that they all share one thread and one actor',
        D: 'Cancel every task in the app at once',
      },
      correct: 'B',
      explanation:
        'A task group runs any number of child tasks concurrently and lets you gather their results as they finish.',
    },
    {
      question: "How do you call an actor's method `increment()` from outside the actor?",
      options: {
        A: '`counter.increment()` with no keyword',
        B: '`DispatchQueue.main.async { counter.increment() }`',
        C: '`counter.sync { increment() }`',
        D: '`await counter.increment()`',
      },
      correct: 'D',
      explanation: 'Calls into an actor from outside are asynchronous, so they need `await`.',
    },
    {
      question: 'What does `Task { ... }` created inside a `@MainActor` method inherit?',
      options: {
        A: 'The actor isolation and priority of the current context',
        B: 'Nothing; it always runs on a background thread from the pool',
        C: 'A copy of every local variable, made immutable',
        D: 'The cancellation of the parent, but not its actor',
      },
      correct: 'A',
      explanation:
        'An unstructured `Task` inherits the current actor and priority; `Task.detached` inherits neither.',
    },
    {
      question: 'What does conforming a type to `Sendable` declare?',
      options: {
        A: 'It can be encoded and sent over the network as JSON automatically',
        B: 'It is copied every time it is passed to a function',
        C: 'It is safe to share across concurrency domains',
        D: 'It may only be used from code on the main actor',
      },
      correct: 'C',
      explanation:
        '`Sendable` marks values that can safely cross between tasks and actors without data races.',
    },
  ],
  problems: [],
};
