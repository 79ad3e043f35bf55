import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'kotlin-10',
  order: 10,
  title: 'Flows, DSLs and Kotlin Multiplatform',
  description: 'Stream asynchronous data with Flow and StateFlow, build type-safe DSLs with lambdas with receivers, and share code across platforms.',
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

\`\`\`kotlin
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

\`\`\`kotlin
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

\`\`\`kotlin
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
    proTip: 'Expose StateFlow (read-only) and keep MutableStateFlow private; the same pattern as private set keeps state changes inside the owning class.',
  },
  mcqs: [
    {
      question: 'What does it mean that a Flow is cold?',
      options: {
        A: 'It runs only on the main thread',
        B: 'It caches every value forever',
        C: 'Its producer code runs only when collected, separately for each collector',
        D: 'It cannot emit more than one value',
      },
      correct: 'C',
      explanation: 'Cold flows start executing on collect, once per collector.',
    },
    {
      question: 'Which operator starts the collection of a flow?',
      options: { A: 'collect', B: 'map', C: 'filter', D: 'onEach' },
      correct: 'A',
      explanation: 'collect is a terminal operator; the others build the pipeline lazily.',
    },
    {
      question: 'What distinguishes StateFlow from a regular Flow?',
      options: {
        A: 'It can only emit integers',
        B: 'It is cold and restarts for each collector',
        C: 'It never completes with an exception',
        D: 'It always holds a current value and is hot',
      },
      correct: 'D',
      explanation: 'StateFlow is a hot flow with a value property, ideal for UI state.',
    },
    {
      question: 'What is the type of a lambda with receiver that configures an Html object?',
      options: { A: '(Html) -> Html', B: 'Html.() -> Unit', C: '() -> Html', D: 'Unit.(Html) -> Html' },
      correct: 'B',
      explanation: 'Html.() -> Unit runs the lambda with this bound to an Html instance.',
    },
    {
      question: 'What is the role of expect and actual in Kotlin Multiplatform?',
      options: {
        A: 'Common code declares an API with expect and each platform provides it with actual',
        B: 'They mark test expectations and results',
        C: 'They define coroutine contexts',
        D: 'They replace interfaces and classes',
      },
      correct: 'A',
      explanation: 'expect/actual connects shared declarations to platform-specific implementations.',
    },
    {
      question: 'What does flowOn(Dispatchers.IO) change?',
      options: {
        A: 'The dispatcher of the collector',
        B: 'Nothing until the flow completes',
        C: 'The context in which upstream operators and the producer run',
        D: 'The number of values emitted',
      },
      correct: 'C',
      explanation: 'flowOn affects operators before it in the chain, not the downstream collector.',
    },
    {
      question: 'Which is the better fit for one-off UI events such as "show a snackbar" delivered to several subscribers?',
      options: { A: 'A cold flow built with flowOf', B: 'A List<String>', C: 'A lazy property', D: 'A SharedFlow' },
      correct: 'D',
      explanation: 'SharedFlow broadcasts emissions without requiring a current state value.',
    },
    {
      question: 'What problem does @DslMarker solve in nested DSL builders?',
      options: {
        A: 'It makes DSL code run faster',
        B: 'It prevents implicit calls to members of outer receivers inside inner blocks',
        C: 'It adds null safety to builders',
        D: 'It generates documentation',
      },
      correct: 'B',
      explanation: 'Without it, inner lambdas could silently call functions of an enclosing builder.',
    },
  ],
  problems: [],
};
