import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-7',
  order: 7,
  title: 'Async, Networking and Persistence',
  description:
    'Work with Futures and Streams, call REST APIs, parse JSON into models, and store data locally.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Write asynchronous Dart with Future, async/await and Stream',
    'Call HTTP APIs and handle errors and timeouts',
    'Parse JSON into typed model classes',
    'Render async data with FutureBuilder or state management and persist data locally',
  ],
  lesson: `## Futures and Streams

Dart runs your code on a single thread with an **event loop**, like JavaScript. A \`Future<T>\` is a value that will be available later; \`async\` functions return Futures and \`await\` pauses the function without blocking the UI:

\`\`\`dart
Future<List<Product>> loadProducts() async {
  final response = await http
      .get(Uri.https('api.example.com', '/products', {'page': '1'}))
      .timeout(const Duration(seconds: 10));
  if (response.statusCode != 200) {
    throw HttpException('Failed with \${response.statusCode}');
  }
  final list = jsonDecode(response.body) as List<dynamic>;
  return list.map((e) => Product.fromJson(e as Map<String, dynamic>)).toList();
}
\`\`\`

A \`Stream<T>\` delivers many values over time: WebSocket messages, location updates, database changes. Consume it with \`await for\` or \`listen\`, and cancel subscriptions in \`dispose\`.

For CPU-heavy work such as parsing a huge JSON document, use \`Isolate.run(() => parse(body))\` (or \`compute\`): isolates are separate threads with their own memory, so the UI thread keeps rendering at 60 or 120 frames per second.

## JSON to models

Never pass raw \`Map<String, dynamic>\` through your app. Convert to typed, immutable models at the boundary:

\`\`\`dart
class Product {
  const Product({required this.id, required this.name, required this.price});
  final String id;
  final String name;
  final double price;

  factory Product.fromJson(Map<String, dynamic> json) => Product(
        id: json['id'] as String,
        name: json['name'] as String,
        price: (json['price'] as num).toDouble(),
      );
}
\`\`\`

For larger models, code generation with \`json_serializable\` (or \`freezed\` for immutable classes with \`copyWith\` and unions) writes this boilerplate for you. Note \`num\` to \`double\` conversion: JSON \`10\` arrives as an \`int\`.

## HTTP clients

The \`http\` package covers simple needs; \`dio\` adds interceptors (auth headers, logging, retries), cancellation and upload progress. Keep networking in a repository class, not in widgets, so it can be mocked in tests. Always handle three states in the UI: loading, data and error, plus empty results.

## Showing async data

\`\`\`dart
FutureBuilder<List<Product>>(
  future: _productsFuture, // created once in initState, not in build
  builder: (context, snapshot) {
    if (snapshot.connectionState == ConnectionState.waiting) return const CircularProgressIndicator();
    if (snapshot.hasError) return Text('Error: \${snapshot.error}');
    final items = snapshot.data!;
    return ListView.builder(itemCount: items.length, itemBuilder: (_, i) => Text(items[i].name));
  },
)
\`\`\`

Creating the Future inside \`build\` is a classic bug: every rebuild starts a new request. In real apps, state management (a Riverpod \`FutureProvider\` or a Bloc) usually owns the loading logic and caching.

## Local persistence

- \`shared_preferences\`: small key-value settings such as theme choice or onboarding done;
- \`flutter_secure_storage\`: tokens and secrets in the Keychain or Keystore;
- SQLite via \`sqflite\` or \`drift\` (type-safe queries) for structured data and offline caches;
- \`path_provider\` to find app document and cache directories for files.

Design for offline use: show cached data immediately and refresh in the background.`,
  overview: {
    whatYouWillLearn: [
      'The Dart event loop, Futures, async and await',
      'Streams and cancelling subscriptions',
      'Isolates for CPU-heavy work',
      'Typed JSON models and code generation',
      'HTTP clients, timeouts and repositories',
      'FutureBuilder pitfalls and local persistence options',
    ],
    proTip:
      'Create Futures for FutureBuilder in initState or a provider, never inline in build; otherwise every rebuild refires the request.',
  },
  mcqs: [
    {
      question: 'What does `await` do inside an `async` Dart function?',
      options: {
        A: 'Blocks the UI thread until the value arrives',
        B: 'Pauses the function without blocking the event loop',
        C: 'Starts the Future on a separate isolate',
        D: "Turns the async function's Future into a Stream",
      },
      correct: 'B',
      explanation: 'The function is suspended while the event loop keeps running the UI.',
    },
    {
      question: 'Which Dart type delivers many values over time?',
      options: {
        A: '`Future`',
        B: '`Iterable`',
        C: '`Stream`',
        D: '`Completer`',
      },
      correct: 'C',
      explanation: 'A `Future` completes once; a `Stream` delivers a sequence of events.',
    },
    {
      question: 'How should you parse a very large JSON response without dropping frames?',
      options: {
        A: 'Parse it inside `build` so it spreads over frames',
        B: 'Mark the parse function `async` and `await` it',
        C: 'Split the string in half and parse each part',
        D: 'Run it in an isolate with `Isolate.run`',
      },
      correct: 'D',
      explanation:
        'An isolate has its own thread and memory; `async` alone still runs the work on the UI isolate.',
    },
    {
      question:
        'What is the bug in `FutureBuilder(future: api.fetch(), ...)` written inside `build`?',
      options: {
        A: 'Every rebuild starts a new request',
        B: '`FutureBuilder` cannot take a method call',
        C: 'The request runs only once for the whole app',
        D: 'The request is never started at all',
      },
      correct: 'A',
      explanation:
        'Create the Future once, for example in `initState`, and pass the stored Future.',
    },
    {
      question: "Why cast `json['price'] as num` and call `toDouble()`?",
      options: {
        A: '`double` values cannot be stored in a `Map`',
        B: 'JSON numbers like `10.0` always decode as `String`',
        C: 'JSON `10` without decimals decodes as an `int`',
        D: '`toDouble()` rounds the price to two decimal places',
      },
      correct: 'C',
      explanation:
        'A number without a fraction arrives as `int`, so a direct `as double` cast would fail.',
    },
    {
      question: 'Where should an authentication token be stored on the device?',
      options: {
        A: 'In `shared_preferences`, stored as a plain key-value pair',
        B: 'In `flutter_secure_storage`, backed by Keychain or Keystore',
        C: "In a text file in the app's documents directory",
        D: 'In a `TEXT` column of a local `sqflite` table',
      },
      correct: 'B',
      explanation:
        "Secrets belong in the platform's secure storage, not in plain files or preferences.",
    },
    {
      question: 'What does the `dio` package add compared with the basic `http` package?',
      options: {
        A: 'Interceptors, cancellation and progress callbacks',
        B: 'Automatic generation of JSON model classes from data',
        C: 'Offline caching of every response by default',
        D: 'HTTPS support, which `http` does not have',
      },
      correct: 'A',
      explanation:
        '`dio` adds interceptors for auth, logging and retries, plus cancellation and upload progress.',
    },
    {
      question: 'Which package generates `fromJson` and `toJson` code for model classes?',
      options: {
        A: '`shared_preferences`',
        B: '`path_provider`',
        C: '`flutter_lints`',
        D: '`json_serializable`',
      },
      correct: 'D',
      explanation: '`json_serializable` writes the conversion boilerplate through code generation.',
    },
    {
      question: 'Where should a widget cancel a `StreamSubscription` it created?',
      options: {
        A: 'In `build`',
        B: 'In `initState`',
        C: 'In `dispose`',
        D: 'In `didChangeDependencies`',
      },
      correct: 'C',
      explanation:
        'Cancel subscriptions when the State is disposed, or they keep delivering to a dead widget.',
    },
    {
      question: "How does Dart run an app's code by default?",
      options: {
        A: 'On a single thread that runs an event loop',
        B: 'On one thread for each widget on screen',
        C: 'On a pool of threads sharing memory',
        D: 'On the GPU, next to the renderer',
      },
      correct: 'A',
      explanation:
        'Like JavaScript, Dart runs code on one thread with an event loop; isolates add separate threads.',
    },
    {
      question: 'Which states should a screen that loads data always handle?',
      options: {
        A: 'Only data, since errors are logged anyway',
        B: 'Loading and data; errors only occur in debug',
        C: 'Data and error, since loading is instantaneous',
        D: 'Loading, data and error, plus empty results',
      },
      correct: 'D',
      explanation:
        'Every async screen has a loading phase, a result, a possible error and possibly no results.',
    },
    {
      question: 'How does the lesson suggest designing for offline use?',
      options: {
        A: 'Block the UI until the network is back',
        B: 'Show cached data at once and refresh in the background',
        C: 'Delete the cache whenever the app starts',
        D: 'Retry the request in a tight loop until the network works',
      },
      correct: 'B',
      explanation:
        'Cached data keeps the app usable, and a background refresh brings it up to date.',
    },
  ],
  problems: [],
};
