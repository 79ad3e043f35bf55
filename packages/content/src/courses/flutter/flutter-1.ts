import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-1',
  order: 1,
  title: 'Getting Started with Flutter',
  description: 'Learn what Flutter is, how it renders UIs on every platform, and create and run your first app with hot reload.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    'Explain Flutter\'s architecture: Dart, the framework, the engine and embedders',
    'Install the SDK and verify it with flutter doctor',
    'Create, run and hot reload a new app',
    'Read the structure of a Flutter project and its pubspec.yaml',
  ],
  lesson: `## One codebase, many platforms

**Flutter** is Google's open-source UI toolkit for building natively compiled apps for Android, iOS, web, Windows, macOS and Linux from one codebase written in **Dart**. Unlike frameworks that wrap the platform's native widgets, Flutter **draws every pixel itself** with its own rendering engine (**Impeller**, the default on iOS and modern Android). This gives consistent visuals across platforms and smooth animations, because Flutter does not depend on each platform's widget set.

The architecture has layers:

- the **framework**, written in Dart: widgets, layout, animation, gestures, Material and Cupertino design libraries;
- the **engine**, written in C++: rendering, text layout, the Dart runtime;
- **embedders** for each platform that host the engine, handle input and talk to platform APIs.

In release builds Dart is compiled **ahead of time** to native machine code (or to WebAssembly or JavaScript on the web). In debug builds it runs on a VM with **just-in-time** compilation, which enables hot reload.

## Setting up

Install the Flutter SDK (which includes Dart), then check your environment:

\`\`\`bash
flutter doctor          # checks Android toolchain, Xcode, Chrome, IDE plugins
flutter create my_app
cd my_app
flutter run             # pick an emulator, simulator, device or browser
\`\`\`

Use VS Code or Android Studio with the Flutter and Dart plugins for completion, debugging and widget inspection.

## Hot reload

While \`flutter run\` is active, press \`r\` (or save in the IDE) to **hot reload**: the changed code is injected into the running app in about a second and the widget tree is rebuilt while **state is preserved**, so you can tweak a screen deep inside your app without navigating back to it. **Hot restart** (\`R\`) restarts the app and resets state, needed after changing \`main()\`, global initialisers or static fields.

## Your first app

\`\`\`dart
import 'package:flutter/material.dart';

void main() => runApp(const MyApp());

class MyApp extends StatelessWidget {
  const MyApp({super.key});

  @override
  Widget build(BuildContext context) {
    return MaterialApp(
      title: 'Hello',
      theme: ThemeData(colorSchemeSeed: Colors.teal),
      home: Scaffold(
        appBar: AppBar(title: const Text('Hello Flutter')),
        body: const Center(child: Text('Everything is a widget')),
      ),
    );
  }
}
\`\`\`

\`runApp\` attaches the root widget to the screen. \`MaterialApp\` sets up theming and navigation, and \`Scaffold\` provides the standard page structure.

## Project structure

\`lib/\` holds Dart code with \`main.dart\` as the entry point; \`android/\`, \`ios/\`, \`web/\` and the desktop folders hold platform projects; \`test/\` holds tests. **pubspec.yaml** declares the app name, SDK constraints, dependencies from pub.dev and assets such as images and fonts. Run \`flutter pub get\` (or \`flutter pub add http\`) after changing dependencies.`,
  overview: {
    whatYouWillLearn: [
      'How Flutter renders its own widgets with the Impeller engine',
      'The framework, engine and embedder layers',
      'AOT compilation for release and JIT for development',
      'Hot reload versus hot restart',
      'runApp, MaterialApp and Scaffold in a first app',
      'Project layout and the role of pubspec.yaml',
    ],
    proTip: 'Run flutter doctor -v whenever something about builds feels wrong; it pinpoints missing licences, SDKs and mismatched toolchains.',
  },
  mcqs: [
    {
      question: 'How does Flutter display its user interface?',
      options: { A: 'By wrapping native platform widgets', B: 'By rendering a WebView', C: 'By drawing every pixel itself with its own engine', D: 'By generating HTML' },
      correct: 'C',
      explanation: 'Flutter renders widgets with its own engine, Impeller, for consistent visuals.',
    },
    {
      question: 'Which language are Flutter apps written in?',
      options: { A: 'Dart', B: 'Kotlin', C: 'Swift', D: 'TypeScript' },
      correct: 'A',
      explanation: 'Flutter apps and the framework itself are written in Dart.',
    },
    {
      question: 'What does hot reload preserve?',
      options: { A: 'Nothing, the app restarts', B: 'Only static fields', C: 'The native platform code', D: 'The current app state while rebuilding widgets with new code' },
      correct: 'D',
      explanation: 'Hot reload injects code and rebuilds the tree without losing state.',
    },
    {
      question: 'When do you need a hot restart instead of a hot reload?',
      options: { A: 'After changing a widget colour', B: 'After changing main() or global initialisers', C: 'After editing a build method', D: 'Never' },
      correct: 'B',
      explanation: 'Initialisation code only runs at start, so it needs a restart.',
    },
    {
      question: 'How is Dart code compiled in Flutter release builds for mobile?',
      options: { A: 'Ahead of time to native machine code', B: 'Interpreted at runtime', C: 'Transpiled to Java', D: 'Just in time on the device' },
      correct: 'A',
      explanation: 'AOT compilation gives fast startup and predictable performance.',
    },
    {
      question: 'Which file declares dependencies and assets of a Flutter project?',
      options: { A: 'build.gradle', B: 'package.json', C: 'pubspec.yaml', D: 'Podfile' },
      correct: 'C',
      explanation: 'pubspec.yaml lists packages from pub.dev, assets and fonts.',
    },
    {
      question: 'What does flutter doctor do?',
      options: { A: 'Fixes bugs in your code', B: 'Formats Dart files', C: 'Runs the tests', D: 'Checks that the toolchains and devices needed for development are set up' },
      correct: 'D',
      explanation: 'It reports missing SDKs, licences and IDE plugins.',
    },
    {
      question: 'What is the job of runApp()?',
      options: { A: 'It downloads packages', B: 'It attaches the given widget as the root of the app on screen', C: 'It compiles the app', D: 'It opens the debugger' },
      correct: 'B',
      explanation: 'runApp inflates the root widget and starts rendering.',
    },
  ],
  problems: [],
};
