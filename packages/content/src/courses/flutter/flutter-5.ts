import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-5',
  order: 5,
  title: 'State Management',
  description: 'Choose where state lives: local setState, lifting state, InheritedWidget, Provider, Riverpod and the Bloc pattern.',
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
    proTip: 'Use context.read inside onPressed callbacks and context.watch or select only in build; mixing them up causes either missed updates or needless rebuilds.',
  },
  mcqs: [
    {
      question: 'Where should the state "is the password visible" usually live?',
      options: { A: 'In a global Riverpod provider', B: 'In a database', C: 'In the local State of the widget using setState', D: 'In a Bloc shared by the whole app' },
      correct: 'C',
      explanation: 'It is ephemeral state used by one widget only.',
    },
    {
      question: 'Which built-in Flutter mechanism do Provider and Theme.of rely on?',
      options: { A: 'InheritedWidget', B: 'GlobalKey', C: 'Isolates', D: 'Platform channels' },
      correct: 'A',
      explanation: 'InheritedWidget propagates data down the tree and notifies dependents.',
    },
    {
      question: 'In Provider, which call should you use inside an onPressed callback to call a method on Cart?',
      options: { A: 'context.watch<Cart>()', B: 'context.select<Cart, int>(...)', C: 'Cart.of(context, listen: true)', D: 'context.read<Cart>()' },
      correct: 'D',
      explanation: 'read obtains the object without subscribing to rebuilds.',
    },
    {
      question: 'What does context.select<Cart, double>((c) => c.total) achieve?',
      options: { A: 'It rebuilds the widget only when total changes', B: 'It caches the cart on disk', C: 'It disables notifications', D: 'It creates a new Cart' },
      correct: 'A',
      explanation: 'select narrows rebuilds to the selected value.',
    },
    {
      question: 'What must a ChangeNotifier call after changing its data so listeners update?',
      options: { A: 'setState()', B: 'notifyListeners()', C: 'dispose()', D: 'build()' },
      correct: 'B',
      explanation: 'notifyListeners informs all subscribed widgets.',
    },
    {
      question: 'Which widget must wrap the app for Riverpod providers to work?',
      options: { A: 'MultiProvider', B: 'BlocProvider', C: 'ProviderScope', D: 'InheritedModel' },
      correct: 'C',
      explanation: 'ProviderScope stores the state of all providers.',
    },
    {
      question: 'What does a Riverpod FutureProvider expose to widgets?',
      options: { A: 'A raw Future that must be awaited in build', B: 'A Stream of events', C: 'A ChangeNotifier', D: 'An AsyncValue with loading, data and error states' },
      correct: 'D',
      explanation: 'AsyncValue makes all three states explicit in the UI.',
    },
    {
      question: 'What characterises the Bloc pattern?',
      options: { A: 'Events are processed into a stream of immutable states', B: 'State is mutated directly in widgets', C: 'It requires GlobalKeys', D: 'It only works with Firebase' },
      correct: 'A',
      explanation: 'Blocs map events to states, giving a traceable flow of changes.',
    },
  ],
  problems: [],
};
