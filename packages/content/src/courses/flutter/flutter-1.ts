import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-1',
  order: 1,
  title: 'Getting Started with Flutter',
  description:
    'Learn what Flutter is, how it renders UIs on every platform, and create and run your first app with hot reload.',
  difficulty: 'Easy',
  testType: 'mcq',
  objectives: [
    "Explain Flutter's architecture: Dart, the framework, the engine and embedders",
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
    proTip:
      'Run flutter doctor -v whenever something about builds feels wrong; it pinpoints missing licences, SDKs and mismatched toolchains.',
  },
  mcqs: [
    {
      question: 'How does Flutter display its user interface?',
      options: {
        A: "By wrapping each platform's native widgets",
        B: 'By drawing every pixel itself with a built-in engine',
        C: 'By rendering HTML inside a web view',
        D: 'By translating widgets into native UIKit views',
      },
      correct: 'B',
      explanation:
        "Flutter renders everything itself with its own engine instead of using the platform's widgets.",
    },
    {
      question: 'Which language are Flutter apps written in?',
      options: {
        A: 'Kotlin',
        B: 'Dart',
        C: 'TypeScript',
        D: 'Swift',
      },
      correct: 'B',
      explanation: 'Flutter apps are written in Dart.',
    },
    {
      question: 'What does hot reload preserve?',
      options: {
        A: 'Only the values of static and global fields',
        B: 'Nothing: the app restarts from `main()`',
        C: 'The current state, while widgets rebuild',
        D: 'The compiled native binary, which is not rebuilt',
      },
      correct: 'C',
      explanation:
        "Hot reload injects the changed code and rebuilds widgets while keeping the app's state.",
    },
    {
      question: 'When do you need a hot restart instead of a hot reload?',
      options: {
        A: "After changing `'Hi'` to `'Hello'` in a `Text` widget",
        B: 'After editing the `build` method of a widget',
        C: 'After adding a comment to a Dart source file',
        D: 'After changing `main()` or global initialisers',
      },
      correct: 'D',
      explanation:
        'Hot reload does not rerun `main()` or static initialisers, so those changes need a restart.',
    },
    {
      question: 'How is Dart code compiled in Flutter release builds for mobile?',
      options: {
        A: 'Just in time, with the Dart code on a VM',
        B: 'Ahead of time to native machine code',
        C: 'To JavaScript run by a hidden web view',
        D: 'To JVM bytecode, like Kotlin on Android',
      },
      correct: 'B',
      explanation:
        'Release builds use ahead-of-time compilation; the JIT VM is used in debug builds for hot reload.',
    },
    {
      question: 'Which file declares the dependencies and assets of a Flutter project?',
      options: {
        A: '`package.json`',
        B: '`build.gradle`',
        C: '`pubspec.yaml`',
        D: '`analysis_options.yaml`',
      },
      correct: 'C',
      explanation: '`pubspec.yaml` lists the app name, SDK constraints, dependencies and assets.',
    },
    {
      question: 'What does `flutter doctor` do?',
      options: {
        A: 'Checks the toolchains and devices that development needs',
        B: 'Repairs broken dependencies declared in `pubspec.yaml`',
        C: 'Runs the whole test suite and reports any failures found',
        D: 'Upgrades Flutter to the newest stable release channel',
      },
      correct: 'A',
      explanation: 'It checks the Android toolchain, Xcode, browsers and IDE plugins.',
    },
    {
      question: 'What is the job of `runApp()`?',
      options: {
        A: 'Starts the Dart VM and then runs `main()`',
        B: 'Builds a release binary for the current platform',
        C: "Registers the app's routes with the `Navigator`",
        D: 'Attaches the given widget as the root of the tree on screen',
      },
      correct: 'D',
      explanation: '`runApp` makes the given widget the root of the widget tree on screen.',
    },
    {
      question: 'What is Impeller?',
      options: {
        A: "Flutter's rendering engine, default on iOS",
        B: 'The package manager that Flutter apps use for Dart',
        C: 'A widget library for iOS-style designs',
        D: 'The tool that checks a development setup',
      },
      correct: 'A',
      explanation: "Impeller is Flutter's renderer, the default on iOS and modern Android.",
    },
    {
      question: "In Flutter's architecture, which layer is written in C++?",
      options: {
        A: 'The engine: rendering, text and the runtime',
        B: 'The framework: widgets, layout and gestures',
        C: 'The Material and Cupertino widget design libraries',
        D: "The app's own code in the `lib/` folder",
      },
      correct: 'A',
      explanation: 'The framework and design libraries are Dart; the engine is C++.',
    },
    {
      question: 'Which key triggers a hot reload while `flutter run` is active?',
      options: {
        A: '`s`',
        B: '`h`',
        C: '`r`',
        D: '`q`',
      },
      correct: 'C',
      explanation: 'Lowercase `r` hot reloads; uppercase `R` hot restarts.',
    },
    {
      question: "Which folder holds an app's Dart code, with `main.dart` as the entry point?",
      options: {
        A: '`src/`',
        B: '`android/`',
        C: '`bin/`',
        D: '`lib/`',
      },
      correct: 'D',
      explanation: 'Dart code lives in `lib/`; the platform folders hold native projects.',
    },
  ],
  problems: [],
};
