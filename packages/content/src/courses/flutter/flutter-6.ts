import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-6',
  order: 6,
  title: 'Navigation and Routing',
  description:
    'Move between screens with Navigator, pass and return data, and build URL-based routing with go_router.',
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
    proTip:
      'Define route paths as constants in one file and navigate by those constants; typos in route strings otherwise only fail at runtime.',
  },
  mcqs: [
    {
      question: 'How can a screen return a value to the screen that opened it?',
      options: {
        A: 'By writing the value to a global variable before calling `pop`',
        B: 'By calling `Navigator.push(context, value)` back to the first screen',
        C: 'By returning the value from its `build` method',
        D: 'By passing it to `pop`, which completes the `push` Future',
      },
      correct: 'D',
      explanation:
        '`push` returns a Future that completes with the value given to `Navigator.pop(context, value)`.',
    },
    {
      question:
        'Which method swaps the current route for a new one, for example after a successful login?',
      options: {
        A: '`push`',
        B: '`pushReplacement`',
        C: '`pushAndRemoveUntil`',
        D: '`maybePop`',
      },
      correct: 'B',
      explanation:
        '`pushReplacement` replaces the current route; `pushAndRemoveUntil` clears more of the stack.',
    },
    {
      question: 'Why check `context.mounted` after awaiting a pushed route?',
      options: {
        A: 'The widget may have been disposed while waiting',
        B: '`await` always resets the `BuildContext` object',
        C: 'Pushed routes run on a separate isolate',
        D: 'It refreshes the theme after navigation',
      },
      correct: 'A',
      explanation:
        'Using a context whose widget is gone is an error, so check before using it again.',
    },
    {
      question: "What does `context.go('/products/42')` do in go_router?",
      options: {
        A: 'Pushes the page on top of the current stack',
        B: 'Sets the location and builds the whole matching stack',
        C: "Opens the URL in the device's web browser",
        D: 'Replaces only the widget of the current route on top',
      },
      correct: 'B',
      explanation:
        '`go` rebuilds the stack from the matching routes, so Back leads to Home even after a deep link.',
    },
    {
      question: 'How does a go_router route read the `id` in `products/:id`?',
      options: {
        A: "`state.uri.queryParameters['id']`",
        B: "`state.extra['id']`",
        C: "`state.pathParameters['id']`",
        D: "`GoRouter.of(context).params['id']`",
      },
      correct: 'C',
      explanation:
        'Path parameters arrive in `state.pathParameters`; query parameters are in `state.uri.queryParameters`.',
    },
    {
      question: 'What does returning `null` from a go_router `redirect` callback mean?',
      options: {
        A: 'No redirect: navigation continues to the requested location',
        B: 'Redirect to the initial location, `/`',
        C: 'Block the navigation, as `null` cancels the redirect',
        D: 'Throw an error for an unknown route',
      },
      correct: 'A',
      explanation: 'A redirect returns a new location to go elsewhere, or `null` to proceed.',
    },
    {
      question: 'Which go_router feature keeps a separate navigation history for each bottom tab?',
      options: {
        A: '`GoRoute`',
        B: '`ShellRoute`',
        C: '`StatefulShellRoute`',
        D: '`NestedNavigatorRoute`',
      },
      correct: 'C',
      explanation:
        '`StatefulShellRoute.indexedStack` gives each branch its own Navigator and keeps its state.',
    },
    {
      question: 'Why do deep links benefit from declarative routing?',
      options: {
        A: 'Links open faster because routes are cached',
        B: 'Declarative routes need no Android permissions',
        C: 'The back button is disabled on linked screens',
        D: 'The app builds the right stack from a URL',
      },
      correct: 'D',
      explanation:
        'The router maps the URL to a stack of screens, so the app opens in the right place.',
    },
    {
      question: 'How does the lesson recommend passing data to a screen you push?',
      options: {
        A: "Through a global map keyed by the route's name",
        B: 'As constructor arguments of the new screen',
        C: 'Through `SharedPreferences` written before pushing',
        D: 'Through the `BuildContext` of the previous screen',
      },
      correct: 'B',
      explanation: 'Constructor arguments are type-safe and explicit.',
    },
    {
      question: "How does `context.push('/products/42')` differ from `context.go('/products/42')`?",
      options: {
        A: 'It pushes onto the current stack instead of rebuilding it',
        B: 'It replaces the entire navigation stack with just the new route',
        C: 'It only works for routes that have no parameters',
        D: 'It opens the route in a new browser tab when running on the web',
      },
      correct: 'A',
      explanation:
        '`push` adds to the existing stack, while `go` builds the stack that matches the location.',
    },
    {
      question: 'What does passing `refreshListenable` to `GoRouter` do?',
      options: {
        A: 'Reloads every page after each `go()` call',
        B: 'Refreshes the URL shown in the address bar',
        C: 'Re-runs the redirect when the auth state changes',
        D: 'Clears cached pages when memory runs low on the device',
      },
      correct: 'C',
      explanation:
        'The router listens to it and re-evaluates redirects, so guards react to login and logout.',
    },
    {
      question: 'Why validate path and query parameters that arrive through deep links?',
      options: {
        A: 'go_router converts all of them to integers by default',
        B: 'Android drops them unless they have been validated first',
        C: 'Unvalidated parameters disable the back button on Android',
        D: 'They come from outside the app and may be malformed',
      },
      correct: 'D',
      explanation: 'URLs are external input, so treat their parameters as untrusted.',
    },
  ],
  problems: [],
};
