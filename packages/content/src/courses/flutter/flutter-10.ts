import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-10',
  order: 10,
  title: 'Testing, Performance and Release',
  description:
    'Test Flutter apps at every level, find jank with DevTools, and build, sign and ship releases to the stores.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Write unit, widget and integration tests',
    'Measure frame times and tell UI-thread jank from raster jank',
    'Apply common performance fixes',
    'Build, sign and release apps with flavors and CI',
  ],
  lesson: `## Three kinds of tests

- **Unit tests** (\`package:test\`) check pure Dart logic: models, repositories, notifiers.
- **Widget tests** (\`flutter_test\`) render widgets in a fast, headless test environment and interact with them:

\`\`\`dart
testWidgets('increments the counter', (tester) async {
  await tester.pumpWidget(const MaterialApp(home: CounterPage()));
  expect(find.text('0'), findsOneWidget);
  await tester.tap(find.byIcon(Icons.add));
  await tester.pump(); // rebuild after setState
  expect(find.text('1'), findsOneWidget);
});
\`\`\`

\`pump\` advances one frame, \`pumpAndSettle\` until animations finish. Replace real services with fakes through constructor parameters or provider overrides. **Golden tests** compare rendered pixels against reference images.
- **Integration tests** (\`integration_test\`) run the whole app on a device or emulator, for critical flows such as sign-up and checkout.

Run \`flutter test\` in CI on every pull request, together with \`flutter analyze\`.

## Frames and jank

To look smooth, a 60 Hz display needs a new frame every 1000 / 60 = 16.7 ms; a 120 Hz display every 8.3 ms. Each frame passes through two threads: the **UI thread** runs your Dart code (build, layout, paint recording), and the **raster thread** turns the recorded layer tree into GPU commands. If either takes longer than the budget, the frame misses its deadline and the user sees **jank**.

Always profile in **profile mode** (\`flutter run --profile\`) on a real device; debug mode is much slower and not representative. The DevTools Performance view shows both bars per frame:

- **UI-thread jank**: expensive \`build\` methods, rebuilding too much (missing \`const\`, setState high in the tree), synchronous JSON parsing, huge lists built eagerly. Fixes: split widgets, use \`const\`, builder lists (\`ListView.builder\`), isolates for heavy work.
- **Raster jank**: costly effects such as \`saveLayer\` from \`Opacity\` on large subtrees, clipping, shadows, large unscaled images. Fixes: prefer \`FadeTransition\` or colour alpha over \`Opacity\`, cache images at display size (\`cacheWidth\`), add \`RepaintBoundary\`.

The Impeller engine precompiles shaders, eliminating the first-run shader compilation jank that older versions suffered.

## Building and releasing

\`\`\`bash
flutter build appbundle --release --flavor prod --obfuscate --split-debug-info=build/symbols
flutter build ipa --release --flavor prod
\`\`\`

Android App Bundles are signed with an upload key and distributed through Google Play; iOS builds are signed with certificates and provisioning profiles and uploaded to App Store Connect and TestFlight. **Flavors** (or \`--dart-define\`) separate development, staging and production configurations such as API URLs and app ids. Bump \`version: 1.4.0+27\` in pubspec.yaml (name plus build number) for every release. Automate builds, signing and store uploads with CI such as GitHub Actions, Codemagic or fastlane, collect crashes with Crashlytics or Sentry (uploading the split debug symbols), and roll out gradually with staged rollouts. In the exercise you analyse frame timings the way DevTools does.`,
  overview: {
    whatYouWillLearn: [
      'Unit, widget, golden and integration tests',
      'pump, pumpAndSettle and finders in widget tests',
      'Frame budgets at 60 and 120 Hz',
      'UI-thread versus raster-thread jank and their fixes',
      'Why performance must be measured in profile mode',
      'Release builds, signing, flavors, versioning and CI',
    ],
    proTip:
      'Add a widget test for every bug you fix; Flutter widget tests run in milliseconds, so there is no excuse to skip them.',
  },
  mcqs: [],
  problems: [
    {
      id: 'flutter-frame-jank',
      title: 'Frame Timing Analyser',
      description: `Analyse frame timings like the DevTools Performance view.

**Input:** the first line holds the display refresh rate R in Hz. The second line holds n, followed by n lines \`ui raster\` with the UI-thread and raster-thread times of each frame in milliseconds (decimal numbers).

**Rules:** the frame budget is 1000 / R ms. A frame is janky if its UI time or its raster time is strictly greater than the budget. A frame is UI-bound if its UI time exceeds the budget and raster-bound if its raster time does (a frame can be both). The worst frame is the one with the largest max(ui, raster); on ties the earliest wins; its thread is \`ui\` if ui >= raster, otherwise \`raster\`.

**Output:**
- \`budget=B ms\` with one decimal;
- \`janky=K/n\`;
- \`ui-bound=U raster-bound=S\`;
- \`worst=I (THREAD T ms)\` with the 1-based frame number and the time with one decimal, or \`worst=none\` when n = 0.`,
      examples: [
        {
          input: '60\n5\n5.0 6.0\n12.0 20.5\n18.2 4.0\n3.0 40.0\n16.6 16.6\n',
          output: 'budget=16.7 ms\njanky=3/5\nui-bound=1 raster-bound=2\nworst=4 (raster 40.0 ms)',
          explanation: 'Frames 2, 3 and 4 exceed 16.67 ms; frame 5 fits just inside the budget.',
        },
        {
          input: '120\n3\n8.0 8.3\n8.4 2.0\n1.0 1.0\n',
          output: 'budget=8.3 ms\njanky=1/3\nui-bound=1 raster-bound=0\nworst=2 (ui 8.4 ms)',
          explanation: 'At 120 Hz the budget is 8.33 ms, so only frame 2 misses it.',
        },
      ],
      constraints: [
        'R is 30, 60, 90, 120 or 144',
        '0 <= n <= 100000',
        'Times are between 0 and 10000',
      ],
      testCases: [
        {
          input: '60\n5\n5.0 6.0\n12.0 20.5\n18.2 4.0\n3.0 40.0\n16.6 16.6\n',
          expectedOutput:
            'budget=16.7 ms\njanky=3/5\nui-bound=1 raster-bound=2\nworst=4 (raster 40.0 ms)',
          hidden: false,
        },
        {
          input: '120\n3\n8.0 8.3\n8.4 2.0\n1.0 1.0\n',
          expectedOutput:
            'budget=8.3 ms\njanky=1/3\nui-bound=1 raster-bound=0\nworst=2 (ui 8.4 ms)',
          hidden: false,
        },
        {
          input: '60\n0\n',
          expectedOutput: 'budget=16.7 ms\njanky=0/0\nui-bound=0 raster-bound=0\nworst=none',
          hidden: true,
        },
        {
          input: '60\n1\n30 25\n',
          expectedOutput:
            'budget=16.7 ms\njanky=1/1\nui-bound=1 raster-bound=1\nworst=1 (ui 30.0 ms)',
          hidden: true,
        },
        {
          input: '60\n2\n20 10\n10 20\n',
          expectedOutput:
            'budget=16.7 ms\njanky=2/2\nui-bound=1 raster-bound=1\nworst=1 (ui 20.0 ms)',
          hidden: true,
        },
        {
          input: '90\n2\n11.2 3\n11.1 11.1\n',
          expectedOutput:
            'budget=11.1 ms\njanky=1/2\nui-bound=1 raster-bound=0\nworst=1 (ui 11.2 ms)',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

tokens = sys.stdin.read().split()
rate = float(tokens[0])
n = int(tokens[1])
budget = 1000.0 / rate
janky = ui_bound = raster_bound = 0
worst = None
for i in range(n):
    ui = float(tokens[2 + 2 * i])
    raster = float(tokens[3 + 2 * i])
    if ui > budget:
        ui_bound += 1
    if raster > budget:
        raster_bound += 1
    if ui > budget or raster > budget:
        janky += 1
    peak = max(ui, raster)
    if worst is None or peak > worst[0]:
        worst = (peak, i + 1, 'ui' if ui >= raster else 'raster')
print('budget=%.1f ms' % budget)
print('janky=%d/%d' % (janky, n))
print('ui-bound=%d raster-bound=%d' % (ui_bound, raster_bound))
print('worst=none' if worst is None else 'worst=%d (%s %.1f ms)' % (worst[1], worst[2], worst[0]))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
rate, n, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
budget10 = 10000 // rate  # the budget in tenths of a millisecond, rounded down

def t(lo, hi):
    return '%d.%d' % divmod(random.randint(lo, hi), 10)

rows = []
for _ in range(n):
    if mode == 'random':
        rows.append((t(0, 3 * budget10), t(0, 3 * budget10)))
    elif mode == 'near':
        # just below and just above the budget, and between the integer budget and the real one
        rows.append((t(budget10 - 12, budget10 + 2), t(budget10 - 12, budget10 + 2)))
    elif mode == 'smooth':
        rows.append((t(0, budget10 - 1), t(0, budget10 - 1)))
    elif mode == 'ties':
        v = t(0, 100000)
        rows.append((v, v) if random.random() < 0.5 else (t(0, 10), v))
    elif mode == 'heavy':
        rows.append((t(0, 100000), t(0, 100000)))
    else:
        raise SystemExit('unknown mode ' + mode)
if mode == 'ties':
    rows.append(max(rows, key=lambda r: max(float(r[0]), float(r[1]))))
print(rate)
print(len(rows))
print('\\n'.join('%s %s' % r for r in rows))
`,
        tests: [
          { args: '60 10000 random', label: 'R = 60, n = 10,000' },
          { args: '144 5000 near', label: 'R = 144, n = 5,000 close to the budget' },
          { args: '60 5000 near', label: 'R = 60, n = 5,000 close to the budget' },
          { args: '120 5000 ties', label: 'R = 120, n = 5,001, equal peaks' },
          { args: '30 5000 smooth', label: 'R = 30, n = 5,000, no janky frame' },
          { args: '90 1000 heavy', label: 'R = 90, n = 1,000, times up to 10,000 ms' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
assert lines[0] in ('30', '60', '90', '120', '144'), 'R is 30, 60, 90, 120 or 144'
n = int(lines[1])
assert 0 <= n <= 100000, 'n out of range'
for line in lines[2:n + 2]:
    parts = line.split()
    assert len(parts) == 2, 'two times per frame'
    for p in parts:
        assert re.fullmatch(r'[0-9]+(\\.[0-9]+)?', p), 'bad time: ' + p
        assert 0 <= float(p) <= 10000, 'time out of range'
assert all(line.strip() == '' for line in lines[n + 2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'integer-budget',
            language: 'python3',
            mustFail: 'WA',
            why: 'Computes the budget as 1000 // R, so at 60 Hz a 16.6 ms frame counts as janky',
            source: `import sys

tokens = sys.stdin.read().split()
rate = int(tokens[0])
n = int(tokens[1])
budget = 1000 // rate
janky = ui_bound = raster_bound = 0
worst = None
for i in range(n):
    ui = float(tokens[2 + 2 * i])
    raster = float(tokens[3 + 2 * i])
    if ui > budget:
        ui_bound += 1
    if raster > budget:
        raster_bound += 1
    if ui > budget or raster > budget:
        janky += 1
    peak = max(ui, raster)
    if worst is None or peak > worst[0]:
        worst = (peak, i + 1, 'ui' if ui >= raster else 'raster')
print('budget=%.1f ms' % (1000 / rate))
print('janky=%d/%d' % (janky, n))
print('ui-bound=%d raster-bound=%d' % (ui_bound, raster_bound))
print('worst=none' if worst is None else 'worst=%d (%s %.1f ms)' % (worst[1], worst[2], worst[0]))
`,
          },
          {
            name: 'latest-worst',
            language: 'python3',
            mustFail: 'WA',
            why: 'Replaces the worst frame on an equal peak, so the latest frame wins a tie instead of the earliest',
            source: `import sys

tokens = sys.stdin.read().split()
rate = int(tokens[0])
n = int(tokens[1])
budget = 1000 / rate
janky = ui_bound = raster_bound = 0
worst = None
for i in range(n):
    ui = float(tokens[2 + 2 * i])
    raster = float(tokens[3 + 2 * i])
    if ui > budget:
        ui_bound += 1
    if raster > budget:
        raster_bound += 1
    if ui > budget or raster > budget:
        janky += 1
    peak = max(ui, raster)
    if worst is None or peak >= worst[0]:
        worst = (peak, i + 1, 'ui' if ui >= raster else 'raster')
print('budget=%.1f ms' % (1000 / rate))
print('janky=%d/%d' % (janky, n))
print('ui-bound=%d raster-bound=%d' % (ui_bound, raster_bound))
print('worst=none' if worst is None else 'worst=%d (%s %.1f ms)' % (worst[1], worst[2], worst[0]))
`,
          },
        ],
      },
    },
  ],
};
