import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-2',
  order: 2,
  title: 'Dart 3 Essentials',
  description: 'Learn the Dart you need for Flutter: sound null safety, classes, collections, records, patterns and sealed classes.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Use variables, final, const and sound null safety',
    'Write functions with named and optional parameters',
    'Define classes with constructors, and use collections',
    'Apply records, pattern matching and sealed classes from Dart 3',
  ],
  lesson: `## Variables and null safety

Dart is statically typed with type inference. \`var\` infers a type, \`final\` variables are assigned once at runtime, and \`const\` values are compile-time constants (Flutter uses \`const\` widgets to skip rebuilding them).

\`\`\`dart
var count = 0;                 // int
final startedAt = DateTime.now();
const maxItems = 50;

String? nickname;              // may be null
String name = 'Ada';           // never null
print(nickname?.length ?? 0);  // null-aware access and default
late final String token;       // initialised later, checked at runtime
\`\`\`

Dart has **sound null safety**: a type without \`?\` can never hold null, and the compiler forces you to handle nullable values. The \`!\` operator asserts non-null and throws if wrong; use it sparingly. After a null check, Dart **promotes** the variable to the non-nullable type.

## Functions

\`\`\`dart
int add(int a, int b) => a + b;

void greet(String name, {String greeting = 'Hello', required bool loud}) {
  final text = '$greeting, $name!';
  print(loud ? text.toUpperCase() : text);
}

greet('Ada', loud: true);
\`\`\`

Named parameters in braces are optional unless marked \`required\`; Flutter widgets use them everywhere. Functions are objects, so you pass callbacks such as \`onPressed: () => save()\`. String interpolation uses \`$name\` and \`\${expr}\`.

## Classes

\`\`\`dart
class Product {
  final String id;
  final String name;
  final double price;

  const Product({required this.id, required this.name, required this.price});

  Product copyWith({double? price}) => Product(id: id, name: name, price: price ?? this.price);
}
\`\`\`

Initialising formals (\`this.id\`) assign fields directly. Immutable classes with \`final\` fields and a \`copyWith\` method are the norm in Flutter state. Dart also has mixins, extension methods and factory constructors.

## Collections

\`List\`, \`Set\` and \`Map\` have literals and rich APIs (\`where\`, \`map\`, \`fold\`). **Collection if/for** and spread build lists declaratively, which is perfect for widget children:

\`\`\`dart
final items = [
  'Home',
  if (isAdmin) 'Admin',
  for (final p in projects) p.name,
  ...extraItems,
];
\`\`\`

## Dart 3: records, patterns, sealed classes

**Records** bundle values without a class: \`(String, int) pair = ('Ada', 36);\` or named \`({double lat, double lng})\`. **Patterns** destructure values: \`final (name, age) = pair;\`. **Switch expressions** with patterns and **sealed** classes give exhaustive checking:

\`\`\`dart
sealed class LoadState {}
class Loading extends LoadState {}
class Loaded extends LoadState { final List<Product> items; Loaded(this.items); }
class Failed extends LoadState { final String message; Failed(this.message); }

String describe(LoadState s) => switch (s) {
  Loading() => 'Loading...',
  Loaded(:final items) when items.isEmpty => 'No products',
  Loaded(:final items) => '\${items.length} products',
  Failed(:final message) => 'Error: $message',
};
\`\`\`

Because \`LoadState\` is sealed, the compiler reports an error if a case is missing. Asynchronous code uses \`Future\`, \`async\` and \`await\`, covered in chapter 7.

These features are not academic: immutable classes describe state, named parameters configure widgets, collection if and for build child lists, and sealed classes with switch expressions turn loading, success and error states into UI without forgetting a case.`,
  overview: {
    whatYouWillLearn: [
      'var, final and const and where const matters in Flutter',
      'Sound null safety, promotion and null-aware operators',
      'Named, required and optional parameters',
      'Immutable classes with initialising formals and copyWith',
      'Collection if, for and spread',
      'Records, patterns, switch expressions and sealed classes',
    ],
    proTip: 'Prefer final for every local variable that is not reassigned, and run dart fix --apply to adopt recommended lints automatically.',
  },
  mcqs: [
    {
      question: 'What does the type String? mean in Dart?',
      options: { A: 'A string that may be empty', B: 'A string that may be null', C: 'A constant string', D: 'A list of strings' },
      correct: 'B',
      explanation: 'A question mark makes a type nullable.',
    },
    {
      question: 'What is the difference between final and const?',
      options: { A: 'final is assigned once at runtime; const must be a compile-time constant', B: 'They are identical', C: 'const can be reassigned', D: 'final only works for numbers' },
      correct: 'A',
      explanation: 'const values are fixed at compile time, final values when first assigned.',
    },
    {
      question: 'How do you make a named parameter mandatory?',
      options: { A: 'Add ! after its type', B: 'Put it in square brackets', C: 'Give it a default value', D: 'Mark it with the required keyword' },
      correct: 'D',
      explanation: 'Named parameters are optional unless declared required.',
    },
    {
      question: 'What does nickname?.length ?? 0 evaluate to when nickname is null?',
      options: { A: 'null', B: 'An exception', C: '0', D: 'An empty string' },
      correct: 'C',
      explanation: '?. yields null and ?? replaces it with 0.',
    },
    {
      question: 'What does a sealed class enable in a switch expression?',
      options: { A: 'Faster execution', B: 'Exhaustiveness checking over all subtypes', C: 'Mutation of the subtypes', D: 'Dynamic typing' },
      correct: 'B',
      explanation: 'The compiler knows all subtypes and flags missing cases.',
    },
    {
      question: 'Which syntax creates a record with a String and an int?',
      options: { A: "Parentheses: ('Ada', 36)", B: "Square brackets: ['Ada', 36]", C: "Braces: {'Ada': 36}", D: "Angle brackets: <'Ada', 36>" },
      correct: 'A',
      explanation: 'Parentheses with comma-separated values create a positional record.',
    },
    {
      question: 'What does [\'Home\', if (isAdmin) \'Admin\'] produce when isAdmin is false?',
      options: { A: "['Home', null]", B: "['Home', 'Admin']", C: 'A compile error', D: "['Home']" },
      correct: 'D',
      explanation: 'Collection if omits the element when the condition is false.',
    },
    {
      question: 'What happens when the ! operator is applied to a null value?',
      options: { A: 'It returns a default', B: 'Nothing', C: 'It throws at runtime', D: 'It converts null to false' },
      correct: 'C',
      explanation: '! asserts non-null and throws a TypeError if the value is null.',
    },
  ],
  problems: [],
};
