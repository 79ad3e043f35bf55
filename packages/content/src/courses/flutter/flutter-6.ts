import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-6',
  order: 6,
  title: 'Navigation and Routing',
  description: 'Move between screens with Navigator, pass and return data, and build URL-based routing with go_router.',
  difficulty: 'Medium',
  testType: 'mcq',
  objectives: [
    'Push and pop routes with the imperative Navigator API',
    'Pass arguments to screens and await results',
    'Configure declarative, URL-based routes with go_router',
    'Handle deep links, redirects and nested navigation',
  ],
  lesson: `## The Navigator stack

A \`Navigator\` manages a **stack of routes**, each usually a full screen. \`MaterialApp\` creates one for you.

\`\`\`dart
// push a new screen
Navigator.of(context).push(
  MaterialPageRoute(builder: (_) => ProductPage(product: product)),
);

// return a value from a dialog-like screen
final confirmed = await Navigator.of(context).push<bool>(
  MaterialPageRoute(builder: (_) => const ConfirmPage()),
);
if (confirmed == true && context.mounted) deleteItem();

// inside ConfirmPage
Navigator.of(context).pop(true);
\`\`\`

\`push\` returns a \`Future\` that completes with the value passed to \`pop\`, a neat way to ask a screen for a result. \`pushReplacement\` swaps the current route (after login), and \`pushAndRemoveUntil\` clears the stack. Pass data to screens through constructor arguments: it is type-safe and explicit. Check \`context.mounted\` after an \`await\` before using the context again.

## Why a router package?

The imperative API is fine for simple apps, but it does not map URLs to screens. On the web, and for **deep links** on mobile (a link in an email opening a specific product), the app must build the right stack of screens from a URL. Flutter's declarative Router API handles this, and the **go_router** package (maintained by the Flutter team) makes it practical.

## go_router

\`\`\`dart
final router = GoRouter(
  initialLocation: '/',
  redirect: (context, state) {
    final loggedIn = auth.isLoggedIn;
    final loggingIn = state.matchedLocation == '/login';
    if (!loggedIn && !loggingIn) return '/login?from=\${state.uri}';
    if (loggedIn && loggingIn) return '/';
    return null; // no redirect
  },
  routes: [
    GoRoute(path: '/', builder: (_, __) => const HomePage(), routes: [
      GoRoute(path: 'products/:id', builder: (_, state) => ProductPage(id: state.pathParameters['id']!)),
    ]),
    GoRoute(path: '/login', builder: (_, __) => const LoginPage()),
  ],
);

MaterialApp.router(routerConfig: router);
\`\`\`

Navigate with \`context.go('/products/42')\`, which sets the location and builds the stack of its matching routes (here Home with Product on top, so the back button works even when the app was opened on the deep link), or \`context.push('/products/42')\`, which pushes onto the current stack. Path parameters arrive in \`state.pathParameters\`, query parameters in \`state.uri.queryParameters\`. The **redirect** callback implements guards such as requiring login; pass \`refreshListenable\` so redirects re-run when the auth state changes.

## Nested navigation

Apps with a bottom navigation bar usually keep a separate history per tab. \`StatefulShellRoute.indexedStack\` in go_router gives each branch its own Navigator and preserves its state when switching tabs.

## Deep links

Enable Android App Links and iOS Universal Links so \`https://shop.example.com/products/42\` opens the app; go_router receives the path and builds the screen stack. Always validate parameters from URLs: they come from outside the app.`,
  overview: {
    whatYouWillLearn: [
      'The Navigator route stack with push and pop',
      'Returning results from screens with awaited push',
      'Why URL-based routing matters for web and deep links',
      'go_router routes, path parameters and query parameters',
      'The difference between go and push',
      'Redirect guards, shell routes and deep link setup',
    ],
    proTip: 'Define route paths as constants in one file and navigate by those constants; typos in route strings otherwise only fail at runtime.',
  },
  mcqs: [
    {
      question: 'How can a screen return a value to the screen that opened it?',
      options: { A: 'Through a global variable only', B: 'By calling Navigator.pop(context, value), which completes the Future returned by push', C: 'By rebuilding the previous screen', D: 'It is impossible' },
      correct: 'B',
      explanation: 'push returns a Future that resolves with the popped value.',
    },
    {
      question: 'Which method replaces the current route, for example after a successful login?',
      options: { A: 'pushReplacement', B: 'pop', C: 'maybePop', D: 'restorablePush' },
      correct: 'A',
      explanation: 'pushReplacement disposes the current route and shows the new one.',
    },
    {
      question: 'Why check context.mounted after awaiting a pushed route?',
      options: { A: 'To refresh the theme', B: 'It is required by go_router', C: 'The widget may have been disposed while waiting, making the context invalid', D: 'To count navigation events' },
      correct: 'C',
      explanation: 'Using a context of a disposed widget causes errors.',
    },
    {
      question: 'What does context.go("/products/42") do in go_router?',
      options: { A: 'Pushes a page without changing the URL', B: 'Opens a browser', C: 'Pops to the root', D: 'Sets the location and builds the stack of routes matching that path' },
      correct: 'D',
      explanation: 'go is declarative: the location determines the whole stack.',
    },
    {
      question: 'How does a go_router route read the id in products/:id?',
      options: { A: "state.pathParameters['id']", B: "state.extra['id']", C: "Navigator.arguments['id']", D: "Uri.base['id']" },
      correct: 'A',
      explanation: 'Path parameters are exposed in state.pathParameters.',
    },
    {
      question: 'What does returning null from a go_router redirect callback mean?',
      options: { A: 'Navigation is cancelled', B: 'The app closes', C: 'No redirect; continue to the requested location', D: 'Redirect to the root' },
      correct: 'C',
      explanation: 'Only a returned location triggers a redirect.',
    },
    {
      question: 'Which go_router feature keeps a separate navigation history per bottom tab?',
      options: { A: 'GoRoute.redirect', B: 'StatefulShellRoute', C: 'MaterialPageRoute', D: 'WillPopScope' },
      correct: 'B',
      explanation: 'Shell routes give each branch its own Navigator and preserve state.',
    },
    {
      question: 'Why do deep links benefit from declarative routing?',
      options: { A: 'They load faster', B: 'They avoid permissions', C: 'They work without internet', D: 'The app can build the right screen stack directly from a URL' },
      correct: 'D',
      explanation: 'A URL fully describes which screens to show.',
    },
  ],
  problems: [],
};
