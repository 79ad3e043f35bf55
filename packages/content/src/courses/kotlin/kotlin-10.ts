import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-10',
  order: 10,
  title: 'Flows, DSLs and Kotlin Multiplatform',
  description:
    'Stream asynchronous data with Flow and StateFlow, build type-safe DSLs with lambdas with receivers, and share code across platforms.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Create and collect cold flows with operators',
    'Use StateFlow and SharedFlow for observable state and events',
    'Build type-safe DSLs with lambdas with receivers',
    'Explain Kotlin Multiplatform with expect and actual declarations',
  ],
  lesson: `## Flow: asynchronous streams

A \`suspend\` function returns one value; a \`Flow<T>\` emits **many values over time**. Flows are **cold**: the code in the \`flow { }\` builder runs anew for each collector, only when \`collect\` is called.

\`\`\`kotlin no-compile "needs kotlinx.coroutines, which the runner does not have"
fun prices(symbol: String): Flow<Double> = flow {
    while (true) {
        emit(fetchPrice(symbol))      // suspend and hand a value to the collector
        delay(1_000)
    }
}

prices("KT")
    .map { it * 1.2 }
    .filter { it > 100 }
    .distinctUntilChanged()
    .take(5)
    .collect { println(it) }          // terminal operator: starts the flow
\`\`\`

Intermediate operators (\`map\`, \`filter\`, \`onEach\`, \`debounce\`, \`combine\`, \`flatMapLatest\`) return new flows without running anything. Terminal operators (\`collect\`, \`first\`, \`toList\`, \`reduce\`) start collection. \`flowOn(Dispatchers.IO)\` changes the context of upstream operators, and \`catch { }\` handles upstream exceptions declaratively. Flows are cancelled with the coroutine that collects them, so structured concurrency applies.

## Hot flows: StateFlow and SharedFlow

\`StateFlow<T>\` always holds a current value and emits updates to all collectors, making it the standard way to expose **state**, for example from an Android ViewModel to the UI:

\`\`\`kotlin no-compile "needs kotlinx.coroutines, which the runner does not have"
class CounterViewModel {
    private val _count = MutableStateFlow(0)
    val count: StateFlow<Int> = _count.asStateFlow()   // read-only to the outside
    fun increment() = _count.update { it + 1 }
}
\`\`\`

\`SharedFlow\` broadcasts **events** to multiple subscribers without requiring a current value and can replay recent emissions. Both are **hot**: they exist independently of collectors. Jetpack Compose observes them with \`collectAsState\` (or \`collectAsStateWithLifecycle\`).

## Type-safe DSLs

A **lambda with receiver**, with type \`T.() -> Unit\`, runs with \`this\` bound to a \`T\`, so the lambda body can call \`T\`'s members directly. This powers Kotlin's readable builders such as Gradle's Kotlin DSL, Ktor routing and HTML builders:

\`\`\`kotlin
class Html { val parts = mutableListOf<String>(); fun p(text: String) { parts += "<p>$text</p>" } }
fun html(build: Html.() -> Unit): String = Html().apply(build).parts.joinToString("")

val page = html {
    p("Hello")          // calls Html.p on the receiver
    p("World")
}
\`\`\`

\`@DslMarker\` annotations stop inner blocks from accidentally calling outer receivers' members, keeping nested DSLs unambiguous.

## Kotlin Multiplatform

Kotlin Multiplatform (KMP) compiles shared Kotlin code to the JVM and Android, to native binaries for iOS, macOS, Linux and Windows, and to JavaScript and WebAssembly. Common code lives in \`commonMain\` and uses multiplatform libraries (coroutines, serialization, Ktor client). Where platforms differ, an \`expect\` declaration in common code is matched by an \`actual\` implementation in each platform source set:

\`\`\`kotlin no-compile "expect/actual declarations need a Kotlin Multiplatform project, one source set per platform"
// commonMain
expect fun platformName(): String
// androidMain
actual fun platformName(): String = "Android \${android.os.Build.VERSION.SDK_INT}"
\`\`\`

Teams typically share business logic, networking and data layers while keeping native UIs, or share UI as well with Compose Multiplatform.`,
  overview: {
    whatYouWillLearn: [
      'Flow emits many values over time and is cold until collected',
      'Intermediate operators build pipelines while terminal operators start them',
      'StateFlow holds observable state and SharedFlow broadcasts events',
      'Lambdas with receivers T.() -> Unit enable type-safe DSLs',
      '@DslMarker prevents accidental access to outer receivers',
      'Kotlin Multiplatform shares code with expect and actual declarations',
    ],
    proTip:
      'Expose StateFlow (read-only) and keep MutableStateFlow private; the same pattern as private set keeps state changes inside the owning class.',
  },
  mcqs: [
    {
      question: 'What does it mean that a `Flow` is cold?',
      options: {
        A: 'It emits values even when nobody is collecting it',
        B: 'It caches its last value',
        C: 'Its builder block runs again from the start for each collector',
        D: 'It always runs on a background thread by default',
      },
      correct: 'C',
      explanation:
        'A cold flow does nothing until `collect` is called, and each collector gets its own run.',
    },
    {
      question: 'Which operator starts the collection of a flow?',
      options: {
        A: '`collect`',
        B: '`map`',
        C: '`onEach`',
        D: '`distinctUntilChanged`',
      },
      correct: 'A',
      explanation:
        '`collect` is a terminal operator; `map`, `onEach` and `distinctUntilChanged` only build new flows.',
    },
    {
      question: 'What distinguishes a `StateFlow` from a regular `Flow`?',
      options: {
        A: 'It emits only when it has several collectors',
        B: 'It is cold, restarting per collector',
        C: 'It can only hold values of primitive types',
        D: 'It is hot and holds a current value',
      },
      correct: 'D',
      explanation:
        '`StateFlow` keeps a current value and exists independently of collectors, which suits exposing state.',
    },
    {
      question:
        'Which parameter type lets `html { p("Hello") }` call `p` directly on an `Html` object?',
      options: {
        A: '`(html: Html) -> Unit`',
        B: '`Html.() -> Unit`',
        C: '`() -> Html`',
        D: '`Unit.() -> Html`',
      },
      correct: 'B',
      explanation:
        'A lambda with receiver `Html.() -> Unit` runs with `this` bound to an `Html`, so its members are called directly.',
    },
    {
      question: 'What is the role of `expect` and `actual` in Kotlin Multiplatform?',
      options: {
        A: 'Common code declares `expect`, and each platform supplies an `actual`',
        B: '`expect` marks a test assertion and `actual` the measured value',
        C: '`expect` declares a coroutine result that `actual` awaits via `await()`',
        D: '`actual` overrides a `virtual` member on each platform',
      },
      correct: 'A',
      explanation:
        'An `expect` declaration in common code is matched by an `actual` implementation in every platform source set.',
    },
    {
      question: 'What does `flowOn(Dispatchers.IO)` change?',
      options: {
        A: 'The context of the collector downstream',
        B: 'The dispatcher of the whole program',
        C: 'The context in which the upstream operators run',
        D: 'The order in which values are emitted',
      },
      correct: 'C',
      explanation:
        '`flowOn` changes where the operators before it run; the collector keeps its own context.',
    },
    {
      question:
        'Which fits one-off UI events such as "show a snackbar" delivered to several subscribers?',
      options: {
        A: 'A `StateFlow`, keeping the last value',
        B: 'A cold `flow { }` built for each subscriber',
        C: 'A `MutableList` that the UI polls for changes',
        D: 'A `SharedFlow` that broadcasts each event',
      },
      correct: 'D',
      explanation:
        '`SharedFlow` broadcasts events without needing a current value, unlike `StateFlow`.',
    },
    {
      question: 'What problem does `@DslMarker` solve in nested DSL builders?',
      options: {
        A: 'Nested builders running too slowly',
        B: 'Inner blocks calling outer receivers by accident',
        C: 'Lambdas with receivers that cannot be nested',
        D: 'DSL functions that cannot be declared `inline`',
      },
      correct: 'B',
      explanation:
        "The marker stops an inner block from implicitly reaching an outer receiver's members.",
    },
    {
      question: 'What do intermediate operators such as `map` and `filter` do to a flow?',
      options: {
        A: 'Collect all of its values at once into a list',
        B: 'Return a new flow without running anything',
        C: 'Run the upstream flow once and cache the results',
        D: 'Start a new coroutine for every value the flow emits',
      },
      correct: 'B',
      explanation:
        'Intermediate operators only describe the pipeline; nothing runs until a terminal operator collects it.',
    },
    {
      question: 'What does the `catch { }` operator handle on a flow?',
      options: {
        A: 'Exceptions thrown inside the final `collect` block',
        B: 'Nothing until it has retried the flow three times',
        C: 'Errors by converting the flow into a `Result`',
        D: 'Exceptions thrown by the upstream operators',
      },
      correct: 'D',
      explanation:
        '`catch` handles exceptions from operators before it; exceptions in the collector are not caught by it.',
    },
    {
      question:
        'What does `val count: StateFlow<Int> = _count.asStateFlow()` expose to other classes?',
      options: {
        A: 'A read-only view of the mutable state',
        B: 'A copy of the value at the time of the call',
        C: 'A cold flow restarted for each collector',
        D: 'A new `MutableStateFlow` of its own',
      },
      correct: 'A',
      explanation:
        'Outsiders can read and collect the state but only the owner can update `_count`.',
    },
    {
      question:
        'In a Kotlin Multiplatform project, which source set holds the code shared by all platforms?',
      options: {
        A: '`androidMain`',
        B: '`sharedMain`',
        C: '`commonMain`',
        D: '`mainShared`',
      },
      correct: 'C',
      explanation:
        'Shared code lives in `commonMain`; platform code goes in sets such as `androidMain` and `iosMain`.',
    },
  ],
  problems: [],
};
