import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-8',
  order: 8,
  title: 'Forms, Input, Theming and Adaptive Design',
  description: 'Build validated forms, manage text input and focus, theme apps with Material 3 and adapt layouts to every screen size.',
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
    proTip: 'Test every screen once with the largest system font size and a screen reader enabled; both reveal layout and labelling problems in minutes.',
  },
  mcqs: [
    {
      question: 'What should a TextFormField validator return when the value is valid?',
      options: { A: 'true', B: 'An empty string', C: 'null', D: 'The value itself' },
      correct: 'C',
      explanation: 'null means no error; a string is shown as the error message.',
    },
    {
      question: 'How do you trigger validation of all fields in a Form?',
      options: { A: 'Call formKey.currentState!.validate()', B: 'Call setState', C: 'Rebuild the Form', D: 'Call TextEditingController.clear()' },
      correct: 'A',
      explanation: 'The GlobalKey gives access to the FormState and its validate method.',
    },
    {
      question: 'Why must TextEditingController be disposed?',
      options: { A: 'To clear the text', B: 'To hide the keyboard', C: 'It is required for validation', D: 'It holds listeners and resources that would otherwise leak' },
      correct: 'D',
      explanation: 'Controllers should be disposed in the State dispose method.',
    },
    {
      question: 'What does ThemeData(colorSchemeSeed: ...) do in Material 3?',
      options: { A: 'Generates a full, harmonious colour scheme from one seed colour', B: 'Sets only the app bar colour', C: 'Loads a font', D: 'Enables dark mode' },
      correct: 'A',
      explanation: 'The seed produces all colour roles for light or dark brightness.',
    },
    {
      question: 'Why read colours from Theme.of(context).colorScheme instead of hard-coding them?',
      options: { A: 'It is faster', B: 'Theme changes and dark mode then apply everywhere automatically', C: 'Hard-coded colours are not allowed', D: 'It reduces APK size' },
      correct: 'B',
      explanation: 'Theme-derived values adapt to the active theme.',
    },
    {
      question: 'Which widget gives you the constraints available to the current widget?',
      options: { A: 'SafeArea', B: 'Semantics', C: 'LayoutBuilder', D: 'FocusScope' },
      correct: 'C',
      explanation: 'LayoutBuilder passes the parent constraints to its builder.',
    },
    {
      question: 'What is the minimum recommended touch target size in Material guidelines?',
      options: { A: '24 by 24 logical pixels', B: '32 by 32 logical pixels', C: '100 by 100 logical pixels', D: '48 by 48 logical pixels' },
      correct: 'D',
      explanation: 'Targets of at least 48 by 48 are easier to hit reliably.',
    },
    {
      question: 'How do you make an icon-only button understandable to screen readers?',
      options: { A: 'Make the icon bigger', B: 'Provide a tooltip or Semantics label', C: 'Use a brighter colour', D: 'Wrap it in a Container' },
      correct: 'B',
      explanation: 'Screen readers announce the semantic label of the control.',
    },
  ],
  problems: [],
};
