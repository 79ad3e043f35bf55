import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-2',
  order: 2,
  title: 'Dart 3 Essentials',
  description:
    'Learn the Dart you need for Flutter: sound null safety, classes, collections, records, patterns and sealed classes.',
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
    proTip:
      'Prefer final for every local variable that is not reassigned, and run dart fix --apply to adopt recommended lints automatically.',
  },
  mcqs: [
    {
      question: 'What does the type `String?` mean in Dart?',
      options: {
        A: 'A string variable that is allowed to be null',
        B: 'A string that is never empty',
        C: 'A string whose type is inferred later',
        D: 'A string that cannot be changed',
      },
      correct: 'A',
      explanation: 'The `?` marks a nullable type.',
    },
    {
      question: 'What is the difference between `final` and `const`?',
      options: {
        A: '`final` works on fields only; `const` on local variables',
        B: '`final` is set once at run time; `const` at compile time',
        C: '`const` can be reassigned later, while `final` cannot',
        D: 'None: `const` is simply the shorter way to write `final`',
      },
      correct: 'B',
      explanation:
        'A `final` variable is assigned once when the code runs; a `const` must be a compile-time constant.',
    },
    {
      question: 'How do you make a named parameter mandatory?',
      options: {
        A: 'Give it no default value in the braces',
        B: 'Put it first inside the braces',
        C: 'Mark it with the `required` keyword',
        D: 'Add `!` after its type in the signature',
      },
      correct: 'C',
      explanation: 'Named parameters are optional unless marked `required`.',
    },
    {
      question: 'What does `nickname?.length ?? 0` evaluate to when `nickname` is null?',
      options: {
        A: '`null`',
        B: '`-1`',
        C: 'It throws at run time',
        D: '`0`',
      },
      correct: 'D',
      explanation: '`?.` yields null and `??` supplies the default 0.',
    },
    {
      question: 'What does a sealed class enable in a switch expression?',
      options: {
        A: 'Faster dispatch through a jump table',
        B: 'Subclasses defined in any other library',
        C: 'Matching on private fields only',
        D: 'Checking that every subtype is handled',
      },
      correct: 'D',
      explanation:
        'The compiler knows every subtype of a sealed class, so it reports a missing case.',
    },
    {
      question: 'Which expression creates a record holding a String and an int?',
      options: {
        A: "`{'Ada', 36}`",
        B: "`('Ada', 36)`",
        C: "`['Ada', 36]`",
        D: "`<'Ada', 36>`",
      },
      correct: 'B',
      explanation: 'Records use parentheses; braces make a set and brackets a list.',
    },
    {
      question: "What does `['Home', if (isAdmin) 'Admin']` produce when `isAdmin` is false?",
      options: {
        A: "`['Home', null]`",
        B: "`['Home', '']`",
        C: "`['Home']`",
        D: 'A compile error',
      },
      correct: 'C',
      explanation: 'Collection if simply leaves the element out when the condition is false.',
    },
    {
      question: 'What happens when the `!` operator is applied to a null value?',
      options: {
        A: 'It returns an empty default value',
        B: 'The compiler rejects the expression',
        C: 'It returns `false` instead of the value',
        D: 'It throws an error when the code runs',
      },
      correct: 'D',
      explanation: '`!` asserts non-null and throws if the value is null.',
    },
    {
      question: 'What do initialising formals such as `this.id` in a constructor do?',
      options: {
        A: 'Assign the arguments straight to fields',
        B: 'Mark this field as required for subclasses',
        C: "Create getters for the class's private fields",
        D: 'Copy the object each time it is created',
      },
      correct: 'A',
      explanation:
        '`this.id` in the parameter list assigns the argument to the field `id` directly.',
    },
    {
      question: 'What does `late final String token;` declare?',
      options: {
        A: 'A value computed at compile time from its initialiser',
        B: 'A variable assigned once later, with a check at run time',
        C: 'A variable allowed to stay null until it is read',
        D: 'A variable that can be reassigned after start-up',
      },
      correct: 'B',
      explanation:
        '`late` defers initialisation, and reading it before assignment throws at run time.',
    },
    {
      question: 'In the case `Loaded(:final items) when items.isEmpty`, what does `when` add?',
      options: {
        A: 'A guard that the case must also satisfy',
        B: 'A loop that runs over each of the items',
        C: 'A default used when no other case matches',
        D: 'An asynchronous wait until the items arrive',
      },
      correct: 'A',
      explanation: 'A guard clause adds a condition that must hold for the case to match.',
    },
    {
      question: 'What does `...extraItems` do inside a list literal?',
      options: {
        A: 'Adds `extraItems` as a single nested list',
        B: 'Creates a lazy view that follows `extraItems`',
        C: 'Inserts each element of `extraItems` in place',
        D: 'Copies only the first element of `extraItems`',
      },
      correct: 'C',
      explanation: 'The spread operator inserts all elements of another collection.',
    },
  ],
  problems: [],
};
