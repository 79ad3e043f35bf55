import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-7',
  order: 7,
  title: 'Async, Networking and Persistence',
  description: 'Work with Futures and Streams, call REST APIs, parse JSON into models, and store data locally.',
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
    proTip: 'Create Futures for FutureBuilder in initState or a provider, never inline in build; otherwise every rebuild refires the request.',
  },
  mcqs: [
    {
      question: 'What does await do inside an async Dart function?',
      options: { A: 'Blocks the UI thread until the Future completes', B: 'Pauses the function until the Future completes without blocking the event loop', C: 'Starts a new isolate', D: 'Cancels the Future' },
      correct: 'B',
      explanation: 'The event loop keeps running other work, including rendering.',
    },
    {
      question: 'Which Dart type delivers many values over time?',
      options: { A: 'Stream', B: 'Future', C: 'Record', D: 'Iterable' },
      correct: 'A',
      explanation: 'Streams emit a sequence of asynchronous events.',
    },
    {
      question: 'How should you parse a very large JSON response without dropping frames?',
      options: { A: 'Parse it in build', B: 'Use a longer timeout', C: 'Call setState more often', D: 'Run the parsing in a separate isolate with Isolate.run or compute' },
      correct: 'D',
      explanation: 'Isolates move CPU work off the UI thread.',
    },
    {
      question: 'What is the bug in FutureBuilder(future: api.fetch(), ...) written inside build?',
      options: { A: 'FutureBuilder does not accept method calls', B: 'It cannot show errors', C: 'Every rebuild starts a new request', D: 'It blocks the UI' },
      correct: 'C',
      explanation: 'The Future should be created once, for example in initState.',
    },
    {
      question: 'Why cast json["price"] as num and call toDouble()?',
      options: { A: 'JSON numbers without decimals decode as int', B: 'Dart has no double type', C: 'It rounds the price', D: 'It validates the currency' },
      correct: 'A',
      explanation: 'A value such as 10 decodes as int and would fail a direct double cast.',
    },
    {
      question: 'Where should an authentication token be stored on the device?',
      options: { A: 'shared_preferences', B: 'A text file in the documents directory', C: 'A global variable', D: 'flutter_secure_storage backed by Keychain or Keystore' },
      correct: 'D',
      explanation: 'Secure storage encrypts secrets with platform facilities.',
    },
    {
      question: 'What does the dio package add compared with the basic http package?',
      options: { A: 'Interceptors, cancellation and progress callbacks', B: 'A built-in database', C: 'UI widgets', D: 'Automatic JSON models' },
      correct: 'A',
      explanation: 'dio offers richer HTTP client features.',
    },
    {
      question: 'Which package generates fromJson and toJson code for model classes?',
      options: { A: 'go_router', B: 'json_serializable', C: 'path_provider', D: 'flutter_bloc' },
      correct: 'B',
      explanation: 'json_serializable with build_runner writes serialisation boilerplate.',
    },
  ],
  problems: [],
};
