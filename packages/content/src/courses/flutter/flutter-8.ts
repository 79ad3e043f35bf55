import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-8',
  order: 8,
  title: 'Forms, Input, Theming and Adaptive Design',
  description:
    'Build validated forms, manage text input and focus, theme apps with Material 3 and adapt layouts to every screen size.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Validate forms with Form, TextFormField and a GlobalKey',
    'Manage controllers, focus and keyboard actions',
    'Theme an app with Material 3 color schemes and text themes',
    'Adapt layouts to screen size, platform and accessibility settings',
  ],
  lesson: `## Forms

\`Form\` groups \`TextFormField\`s and validates them together:

\`\`\`dart
class SignupForm extends StatefulWidget {
  const SignupForm({super.key});
  @override
  State<SignupForm> createState() => _SignupFormState();
}

class _SignupFormState extends State<SignupForm> {
  final _formKey = GlobalKey<FormState>();
  final _email = TextEditingController();

  @override
  void dispose() { _email.dispose(); super.dispose(); }

  @override
  Widget build(BuildContext context) {
    return Form(
      key: _formKey,
      autovalidateMode: AutovalidateMode.onUserInteraction,
      child: Column(children: [
        TextFormField(
          controller: _email,
          decoration: const InputDecoration(labelText: 'Email'),
          keyboardType: TextInputType.emailAddress,
          textInputAction: TextInputAction.next,
          autofillHints: const [AutofillHints.email],
          validator: (v) => (v == null || !v.contains('@')) ? 'Enter a valid email' : null,
        ),
        FilledButton(
          onPressed: () { if (_formKey.currentState!.validate()) submit(_email.text); },
          child: const Text('Sign up'),
        ),
      ]),
    );
  }
}
\`\`\`

A validator returns \`null\` when valid or an error message. \`validate()\` runs all validators and shows the messages; \`AutovalidateMode.onUserInteraction\` re-validates fields once the user has touched them. **TextEditingController**s read and set text and must be **disposed**, like \`FocusNode\`s, \`AnimationController\`s and \`ScrollController\`s. Choose the right \`keyboardType\`, \`textInputAction\` and \`autofillHints\` so password managers and mobile keyboards work well.

## Material 3 theming

Material 3 is the default design system. Generate a harmonious palette from one seed colour and define light and dark themes once:

\`\`\`dart
MaterialApp(
  theme: ThemeData(colorSchemeSeed: const Color(0xFF02569B), brightness: Brightness.light),
  darkTheme: ThemeData(colorSchemeSeed: const Color(0xFF02569B), brightness: Brightness.dark),
  themeMode: ThemeMode.system,
);
\`\`\`

Inside widgets, read colours and text styles from the theme, \`Theme.of(context).colorScheme.primary\` and \`textTheme.titleLarge\`, instead of hard-coding values, so dark mode and brand changes work everywhere. Component themes (\`filledButtonTheme\`, \`inputDecorationTheme\`) style all instances centrally. Cupertino widgets or \`.adaptive\` constructors give iOS-style controls where appropriate.

## Adaptive and responsive layouts

\`MediaQuery.sizeOf(context)\` gives the screen size and \`LayoutBuilder\` the constraints of the current widget. Use breakpoints to switch, for example, between a \`NavigationBar\` at the bottom on phones and a \`NavigationRail\` on tablets and desktops. Use \`SafeArea\` to avoid notches and system bars.

## Accessibility

Respect the user's **text scaling**: avoid fixed heights around text, test with large font settings and let content scroll. Give icon-only buttons a \`tooltip\` or \`Semantics\` label so screen readers (TalkBack, VoiceOver) announce them, keep touch targets at least 48 by 48 logical pixels, and ensure sufficient contrast; the Material 3 colour roles are designed for it. Flutter's accessibility guideline checks can even be asserted in widget tests.

Good forms, consistent theming and adaptive layouts are what make an app feel native on every device. Treat them as part of the design from the first screen rather than polish added at the end, when retrofitting is far more expensive.`,
  overview: {
    whatYouWillLearn: [
      'Form, TextFormField, validators and GlobalKey<FormState>',
      'Controllers and focus nodes and why they must be disposed',
      'Keyboard types, input actions and autofill hints',
      'Material 3 colour schemes, light and dark themes and component themes',
      'Responsive layouts with MediaQuery, LayoutBuilder and navigation patterns',
      'Text scaling, semantics labels and touch target sizes',
    ],
    proTip:
      'Test every screen once with the largest system font size and a screen reader enabled; both reveal layout and labelling problems in minutes.',
  },
  mcqs: [
    {
      question: 'What should a `TextFormField` validator return when the value is valid?',
      options: {
        A: '`true` or `false`',
        B: "An empty string, `''`",
        C: '`null`',
        D: 'The unchanged input value',
      },
      correct: 'C',
      explanation: 'A validator returns `null` for valid input and an error message otherwise.',
    },
    {
      question: 'How do you trigger validation of all fields in a `Form`?',
      options: {
        A: '`formKey.currentContext!.validate()`',
        B: '`formKey.currentState!.validate()`',
        C: '`Form.of(context).save()`',
        D: '`setState(() => _formKey.validate())`',
      },
      correct: 'B',
      explanation: "`validate()` on the form's state runs every validator and shows the messages.",
    },
    {
      question: 'Why must a `TextEditingController` be disposed?',
      options: {
        A: 'It holds listeners and resources that would leak',
        B: 'Flutter reuses it for the next form unless it is disposed',
        C: 'It keeps the on-screen keyboard open until it is disposed',
        D: 'Its text is otherwise saved to disk',
      },
      correct: 'A',
      explanation:
        'Controllers, like focus nodes and animation controllers, own resources that must be released.',
    },
    {
      question: 'What does `ThemeData(colorSchemeSeed: ...)` do in Material 3?',
      options: {
        A: 'Sets only the primary colour of the buttons',
        B: 'Picks a random colour palette each time the app starts',
        C: 'Applies the seed colour to every text widget in the app',
        D: 'Generates a full colour scheme from one seed colour',
      },
      correct: 'D',
      explanation: 'Material 3 derives a harmonious scheme of colour roles from the seed.',
    },
    {
      question:
        'Why read colours from `Theme.of(context).colorScheme` instead of hard-coding them?',
      options: {
        A: 'Hard-coded colours are rejected by the Dart analyser',
        B: 'Theme changes and dark mode then apply everywhere at once',
        C: '`Theme.of` is faster than a `Color` constant',
        D: 'Only theme colours are shown on iOS devices',
      },
      correct: 'B',
      explanation: 'Central theme values change once and affect every widget that reads them.',
    },
    {
      question: 'Which widget gives you the constraints available to the current widget?',
      options: {
        A: '`MediaQuery.sizeOf`',
        B: '`FractionallySizedBox`',
        C: '`LayoutBuilder`',
        D: '`ConstrainedBox`',
      },
      correct: 'C',
      explanation:
        "`LayoutBuilder` passes the parent's constraints to its builder; `MediaQuery` reports the whole screen.",
    },
    {
      question: 'What is the minimum recommended touch target size in the Material guidelines?',
      options: {
        A: '24 by 24 logical pixels',
        B: '32 by 32 logical pixels',
        C: '64 by 64 logical pixels',
        D: '48 by 48 logical pixels',
      },
      correct: 'D',
      explanation: 'Touch targets of at least 48 by 48 logical pixels are easy to hit.',
    },
    {
      question: 'How do you make an icon-only button understandable to screen readers?',
      options: {
        A: 'Make the icon larger than `48` logical pixels',
        B: 'Use a brighter colour for the icon',
        C: 'Wrap the button in a `GestureDetector`',
        D: 'Give it a `tooltip` or a `Semantics` label',
      },
      correct: 'D',
      explanation: 'TalkBack and VoiceOver read the tooltip or semantics label aloud.',
    },
    {
      question: 'What does `AutovalidateMode.onUserInteraction` do?',
      options: {
        A: 'Re-validates a field once it has been touched',
        B: 'Validates every field as soon as the `Form` appears',
        C: 'Validates the fields only when the form is submitted',
        D: 'Turns validation off for fields already touched',
      },
      correct: 'A',
      explanation:
        'Fields start without errors and are checked again as soon as the user interacts with them.',
    },
    {
      question: 'Which adaptive layout does the lesson suggest for navigation?',
      options: {
        A: 'A side rail on phones and a bottom bar on wide screens',
        B: 'A bottom bar on phones and a side rail on wide screens',
        C: 'Both a bar and a rail shown at once on every screen size',
        D: 'A rail in dark mode and a bottom bar in light mode',
      },
      correct: 'B',
      explanation:
        'Breakpoints switch from a bottom bar on phones to a side rail on tablets and desktops.',
    },
    {
      question: "How should a layout respect the user's text scaling?",
      options: {
        A: 'Lock the font size so layouts never break on small phones',
        B: 'Use images of text for a consistent size',
        C: 'Avoid fixed heights around text and let the content scroll',
        D: 'Scale only the headings, never the body text',
      },
      correct: 'C',
      explanation:
        'Large font settings must not clip text, so avoid fixed heights and allow scrolling.',
    },
    {
      question: 'What does `themeMode: ThemeMode.system` do?',
      options: {
        A: 'Follows the light or dark setting of the device',
        B: 'Uses the light theme on every device, whatever its setting',
        C: 'Switches theme according to the time of day',
        D: 'Lets each widget pick its own theme',
      },
      correct: 'A',
      explanation: 'The app uses `theme` or `darkTheme` according to the system setting.',
    },
  ],
  problems: [],
};
