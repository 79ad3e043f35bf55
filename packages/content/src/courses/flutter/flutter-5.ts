import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-5',
  order: 5,
  title: 'State Management',
  description:
    'Choose where state lives: local setState, lifting state, InheritedWidget, Provider, Riverpod and the Bloc pattern.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Distinguish ephemeral state from app state',
    'Share state down the tree with InheritedWidget and Provider',
    'Model state with Riverpod providers and notifiers',
    'Compare Provider, Riverpod and Bloc and pick one deliberately',
  ],
  lesson: `## Ephemeral versus app state

Not all state needs a library. **Ephemeral state** belongs to one widget: the current tab, an animation's progress, whether a password is visible. Keep it in a \`StatefulWidget\` with \`setState\`. **App state** is shared across screens or must survive navigation: the signed-in user, a shopping cart, settings, cached server data. That is where state management approaches come in.

## Lifting state and its limits

The first tool is lifting state to a common ancestor and passing values and callbacks down through constructors. It works, but passing data through many layers that do not use it becomes tedious, and every ancestor rebuild rebuilds the whole subtree.

## InheritedWidget

Flutter's built-in mechanism for sharing data down the tree is the **InheritedWidget**. Descendants call \`context.dependOnInheritedWidgetOfExactType<T>()\` (usually through a \`Theme.of(context)\`-style helper) and are rebuilt when the inherited value changes. \`Theme\`, \`MediaQuery\` and \`Navigator\` all work this way. Writing InheritedWidgets by hand is verbose, so packages wrap them.

## Provider

**Provider** is a thin, officially recommended wrapper around InheritedWidget:

\`\`\`dart
class Cart extends ChangeNotifier {
  final _items = <Product>[];
  List<Product> get items => List.unmodifiable(_items);
  double get total => _items.fold(0, (sum, p) => sum + p.price);
  void add(Product p) { _items.add(p); notifyListeners(); }
}

ChangeNotifierProvider(create: (_) => Cart(), child: const MyApp());

// in a widget
final total = context.select<Cart, double>((cart) => cart.total); // rebuilds only when total changes
context.read<Cart>().add(product);                               // in callbacks, no rebuild subscription
\`\`\`

\`context.watch\` subscribes to changes, \`context.read\` just reads (use it in callbacks), and \`context.select\` rebuilds only when a derived value changes.

## Riverpod

**Riverpod**, by the same author, removes Provider's dependence on the widget tree: providers are global, compile-safe declarations, and a \`ProviderScope\` at the root holds their state.

\`\`\`dart
final cartProvider = NotifierProvider<CartNotifier, List<Product>>(CartNotifier.new);

class CartNotifier extends Notifier<List<Product>> {
  @override
  List<Product> build() => [];
  void add(Product p) => state = [...state, p];
}

final productsProvider = FutureProvider((ref) => ref.watch(apiProvider).fetchProducts());

class CartBadge extends ConsumerWidget {
  const CartBadge({super.key});
  @override
  Widget build(BuildContext context, WidgetRef ref) => Text('\${ref.watch(cartProvider).length}');
}
\`\`\`

Providers can depend on each other with \`ref.watch\`, async data comes as \`AsyncValue\` with loading, data and error states, and tests override providers easily.

## Bloc

The **Bloc** pattern (flutter_bloc) models state changes as explicit events processed into a stream of immutable states; \`Cubit\` is a simpler variant with methods instead of events. It suits teams that want strict separation and traceability.

## Choosing

All three are production-proven. Principles matter more than the library: keep state immutable, keep business logic out of widgets, make rebuilds narrow, and be consistent across the codebase.`,
  overview: {
    whatYouWillLearn: [
      'Ephemeral state versus app state',
      'Lifting state up and its costs',
      'InheritedWidget as the foundation of sharing data',
      'Provider with ChangeNotifier, watch, read and select',
      'Riverpod providers, notifiers and AsyncValue',
      'The Bloc and Cubit pattern and how to choose',
    ],
    proTip:
      'Use context.read inside onPressed callbacks and context.watch or select only in build; mixing them up causes either missed updates or needless rebuilds.',
  },
  mcqs: [
    {
      question: 'Where should the state "is the password visible" usually live?',
      options: {
        A: 'In a global `StateProvider<bool>` read by every screen',
        B: 'In the local `State`, updated with `setState`',
        C: 'In `SharedPreferences`, so the state survives restarts',
        D: 'In an `InheritedWidget` holding the state at the root',
      },
      correct: 'B',
      explanation: 'It is ephemeral state that belongs to one widget.',
    },
    {
      question: 'Which built-in Flutter mechanism do Provider and `Theme.of` rely on?',
      options: {
        A: '`StatefulWidget`',
        B: '`GlobalKey`',
        C: '`InheritedWidget`',
        D: '`ValueListenableBuilder`',
      },
      correct: 'C',
      explanation:
        'Both look up an `InheritedWidget` above them in the tree and rebuild when it changes.',
    },
    {
      question:
        'In Provider, which call belongs inside an `onPressed` callback that adds to `Cart`?',
      options: {
        A: '`context.watch<Cart>()`',
        B: '`Cart()`',
        C: '`context.read<Cart>()`',
        D: '`context.select<Cart, Cart>((c) => c)`',
      },
      correct: 'C',
      explanation:
        '`read` gets the object without subscribing to rebuilds, which is right for callbacks.',
    },
    {
      question: 'What does `context.select<Cart, double>((c) => c.total)` achieve?',
      options: {
        A: 'It rebuilds only when `total` changes',
        B: 'It caches `total` so it is computed only once',
        C: 'It picks one `Cart` out of several providers',
        D: 'It rebuilds the widget whenever `Cart` notifies',
      },
      correct: 'A',
      explanation: '`select` rebuilds only when the selected derived value changes.',
    },
    {
      question: 'What must a `ChangeNotifier` call after changing its data so listeners update?',
      options: {
        A: '`setState()`',
        B: '`rebuild()`',
        C: '`markNeedsBuild()`',
        D: '`notifyListeners()`',
      },
      correct: 'D',
      explanation: '`notifyListeners()` tells every listener that the data changed.',
    },
    {
      question: 'Which widget must wrap the app for Riverpod providers to work?',
      options: {
        A: '`MultiProvider`',
        B: '`ChangeNotifierProvider`',
        C: '`ProviderScope`',
        D: '`RiverpodApp`',
      },
      correct: 'C',
      explanation: '`ProviderScope` at the root holds the state of all providers.',
    },
    {
      question: 'What does a Riverpod `FutureProvider` expose to widgets?',
      options: {
        A: 'A raw `Future` that each widget must await itself',
        B: 'A `Stream` of values, one for each rebuild',
        C: 'The value itself, or `null` until it has loaded',
        D: 'An `AsyncValue` with loading, data or error',
      },
      correct: 'D',
      explanation: '`AsyncValue` lets the widget handle each state explicitly.',
    },
    {
      question: 'What characterises the Bloc pattern?',
      options: {
        A: 'Mutable state that widgets change directly',
        B: 'Events turned into a stream of immutable states',
        C: 'Global variables that are read through `context`',
        D: 'Widgets that fetch their own data inside `build`',
      },
      correct: 'B',
      explanation: 'Bloc turns explicit events into a stream of immutable states.',
    },
    {
      question: 'How do `context.watch` and `context.read` differ in Provider?',
      options: {
        A: '`watch` subscribes to changes; `read` only reads',
        B: '`read` subscribes to changes; `watch` only reads',
        C: '`watch` is meant for callbacks and `read` for `build`',
        D: 'They are aliases kept for backward compatibility',
      },
      correct: 'A',
      explanation:
        '`watch` rebuilds the widget on change; `read` is a one-off lookup for callbacks.',
    },
    {
      question: 'How does Riverpod differ from Provider?',
      options: {
        A: 'Riverpod needs no widget at the root of the app',
        B: 'Riverpod supports synchronous values only',
        C: 'Riverpod keeps state inside `StatefulWidget`s',
        D: 'Providers are global declarations, not tree lookups',
      },
      correct: 'D',
      explanation:
        'Riverpod providers are compile-safe globals whose state lives in a `ProviderScope`.',
    },
    {
      question: 'What is a `Cubit` in flutter_bloc?',
      options: {
        A: 'A Bloc variant that mutates its state in place',
        B: 'A simpler Bloc with methods instead of events',
        C: 'A Bloc restricted to holding a single integer',
        D: 'The Redux store that Bloc uses internally',
      },
      correct: 'B',
      explanation: 'A Cubit exposes methods that emit new states, without event classes.',
    },
    {
      question: 'Why does the `Cart` getter return `List.unmodifiable(_items)`?',
      options: {
        A: 'So callers cannot bypass `add` and its notification',
        B: 'So that reading the list is faster for each widget',
        C: 'So that the items are sorted again on every read',
        D: 'So that the list is turned into a `Stream<Product>`',
      },
      correct: 'A',
      explanation: 'Changes must go through `add`, which calls `notifyListeners`.',
    },
  ],
  problems: [],
};
