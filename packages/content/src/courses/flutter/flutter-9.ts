import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-9',
  order: 9,
  title: 'Animations and Custom Painting',
  description:
    'Bring apps to life with implicit and explicit animations, hero transitions, and draw custom graphics with CustomPainter.',
  difficulty: 'Hard',
  testType: 'mcq',
  objectives: [
    'Use implicit animations for simple property changes',
    'Drive explicit animations with AnimationController and Tween',
    'Create shared element transitions with Hero',
    'Draw custom graphics efficiently with CustomPainter',
  ],
  lesson: `## Implicit animations

The easiest animations need no controller. **Implicitly animated widgets** animate automatically when one of their properties changes:

\`\`\`dart
AnimatedContainer(
  duration: const Duration(milliseconds: 300),
  curve: Curves.easeOutCubic,
  width: expanded ? 300 : 120,
  decoration: BoxDecoration(
    color: expanded ? Colors.teal : Colors.grey,
    borderRadius: BorderRadius.circular(expanded ? 24 : 8),
  ),
  child: const FlutterLogo(),
)
\`\`\`

\`AnimatedOpacity\`, \`AnimatedAlign\`, \`AnimatedPadding\`, \`AnimatedSwitcher\` (cross-fades between children; give them different keys) and \`TweenAnimationBuilder\` for any value cover most UI polish. Just change the state with \`setState\` and the widget interpolates.

## Explicit animations

When you need control (repeat, reverse, start on a gesture, coordinate several properties), use an **AnimationController**:

\`\`\`dart
class _PulseState extends State<Pulse> with SingleTickerProviderStateMixin {
  late final AnimationController _controller = AnimationController(
    vsync: this,
    duration: const Duration(seconds: 1),
  )..repeat(reverse: true);

  late final Animation<double> _scale = Tween(begin: 0.9, end: 1.1)
      .animate(CurvedAnimation(parent: _controller, curve: Curves.easeInOut));

  @override
  void dispose() { _controller.dispose(); super.dispose(); }

  @override
  Widget build(BuildContext context) => ScaleTransition(scale: _scale, child: widget.child);
}
\`\`\`

The controller produces values from 0.0 to 1.0 over its duration, ticking once per frame. \`vsync\` (provided by the ticker mixin) pauses ticking when the widget is not visible, saving battery. A **Tween** maps the 0..1 range to the values you need, and a **Curve** shapes the timing. Transition widgets such as \`ScaleTransition\`, \`FadeTransition\` and \`SlideTransition\`, or an \`AnimatedBuilder\`, rebuild only the animated part each frame instead of the whole screen. Always dispose controllers.

## Hero transitions

Wrap a widget on two screens in \`Hero\` widgets with the same \`tag\`; during navigation Flutter flies it from its old position and size to the new one, for example a product thumbnail growing into the detail image.

## Custom painting

For charts, gauges or signatures, draw directly on a canvas:

\`\`\`dart
class ProgressRing extends CustomPainter {
  ProgressRing(this.progress, this.color);
  final double progress;
  final Color color;

  @override
  void paint(Canvas canvas, Size size) {
    final paint = Paint()..color = color..style = PaintingStyle.stroke..strokeWidth = 8..strokeCap = StrokeCap.round;
    final rect = Offset.zero & size;
    canvas.drawArc(rect.deflate(4), -math.pi / 2, 2 * math.pi * progress, false, paint);
  }

  @override
  bool shouldRepaint(ProgressRing old) => old.progress != progress || old.color != color;
}
// CustomPaint(size: const Size(64, 64), painter: ProgressRing(0.7, Colors.teal))
\`\`\`

\`shouldRepaint\` lets Flutter skip repainting when nothing changed. Wrap frequently repainting areas in a \`RepaintBoundary\` so they do not force their neighbours to repaint. For richer vector animations designed by others, packages such as Rive and Lottie play designer-made files. Respect users who prefer reduced motion by checking \`MediaQuery.disableAnimationsOf(context)\`.

A good rule of thumb: reach for an implicit animation first, move to an explicit controller only when you need control over timing or repetition, and use custom painting only when no existing widget can draw what you need.`,
  overview: {
    whatYouWillLearn: [
      'Implicitly animated widgets such as AnimatedContainer and AnimatedSwitcher',
      'AnimationController, vsync and ticker providers',
      'Tweens and curves',
      'Transition widgets and AnimatedBuilder for efficient rebuilds',
      'Hero shared element transitions',
      'CustomPainter, shouldRepaint and RepaintBoundary',
    ],
    proTip:
      'Open the performance overlay or DevTools while animating; if the raster bar spikes, add a RepaintBoundary around the animated area.',
  },
  mcqs: [
    {
      question:
        "What is the simplest way to animate a container's width change triggered by `setState`?",
      options: {
        A: 'An `AnimationController` with a ticker mixin',
        B: 'An `AnimatedContainer` with a duration',
        C: 'A `CustomPainter` that redraws each frame',
        D: 'A `Hero` widget around the container',
      },
      correct: 'B',
      explanation: 'Implicitly animated widgets interpolate automatically when a property changes.',
    },
    {
      question: 'What range of values does an `AnimationController` produce by default?',
      options: {
        A: '0 to 100, as a percentage',
        B: '-1.0 to 1.0',
        C: '0.0 to 1.0',
        D: '0 to the duration in milliseconds',
      },
      correct: 'C',
      explanation:
        'The controller runs from 0.0 to 1.0 over its duration; a Tween maps that range to other values.',
    },
    {
      question: 'What is the purpose of `vsync` in an `AnimationController`?',
      options: {
        A: 'Stopping ticks when the widget is not visible',
        B: "Syncing the animation with the device's audio",
        C: 'Locking the frame rate at exactly 60 fps',
        D: 'Running the animation on a background isolate',
      },
      correct: 'A',
      explanation: 'The ticker provider pauses ticking for invisible widgets, saving battery.',
    },
    {
      question: 'What does a `Tween` do?',
      options: {
        A: 'Shapes the timing so that motion eases in and out smoothly',
        B: 'Counts the frames since the animation started',
        C: 'Plays two animations one after the other',
        D: 'Maps animation progress to a range of output values',
      },
      correct: 'D',
      explanation: 'A Tween maps 0..1 to the values you need; a Curve shapes the timing.',
    },
    {
      question: 'How does a `Hero` animation know which widgets to connect across routes?',
      options: {
        A: 'By matching widget types',
        B: 'By matching `tag` values',
        C: 'By matching screen positions',
        D: 'By matching `key` values',
      },
      correct: 'B',
      explanation: 'Two `Hero` widgets with the same tag are connected during navigation.',
    },
    {
      question:
        'What should `CustomPainter.shouldRepaint` return when the new painter has the same data?',
      options: {
        A: '`true`, so the picture always stays current',
        B: '`null`, letting Flutter decide on its own',
        C: '`false`, so the repaint is skipped',
        D: 'The old painter, so it can be reused',
      },
      correct: 'C',
      explanation: 'Returning false lets Flutter skip a repaint when nothing changed.',
    },
    {
      question:
        'Why prefer `ScaleTransition` or `AnimatedBuilder` over calling `setState` on every tick?',
      options: {
        A: 'They run the whole animation on the GPU and skip layout',
        B: 'They need no `AnimationController` at all',
        C: 'They skip frames to save battery on phones',
        D: 'They rebuild only the animated part each frame',
      },
      correct: 'D',
      explanation:
        'Transition widgets rebuild only the animated subtree instead of the whole widget.',
    },
    {
      question: 'How can an app respect users who asked for reduced motion?',
      options: {
        A: 'Set `duration: Duration.zero` on every single controller',
        B: 'Remove every `Hero(tag: ...)` from the app',
        C: 'Check `MediaQuery.disableAnimationsOf(context)`',
        D: 'Ask the user in a dialog at start-up',
      },
      correct: 'C',
      explanation:
        'The platform setting is exposed through `MediaQuery`, so animations can be simplified.',
    },
    {
      question:
        'What must the two children of an `AnimatedSwitcher` have for it to cross-fade between them?',
      options: {
        A: 'Different keys',
        B: 'The same key',
        C: 'A shared `Hero` tag',
        D: 'Their own `AnimationController`',
      },
      correct: 'A',
      explanation:
        'The switcher detects a new child by its key, so the children need different keys.',
    },
    {
      question: 'What does wrapping an area in a `RepaintBoundary` do?',
      options: {
        A: 'Stops the widget from ever being repainted',
        B: "Clips all painting to the widget's bounds",
        C: 'Moves the painting work onto another isolate thread',
        D: 'Keeps its frequent repaints from spreading to its neighbours',
      },
      correct: 'D',
      explanation:
        'A repaint boundary gives the area its own layer, so its repaints do not force neighbours to repaint.',
    },
    {
      question: 'What does a `Curve` such as `Curves.easeInOut` do?',
      options: {
        A: 'Maps animation progress to colours, sizes or offsets',
        B: 'Shapes the timing of the animation progress',
        C: 'Bends the path a moving widget follows across the screen',
        D: 'Replays the animation in reverse',
      },
      correct: 'B',
      explanation: 'Curves change how progress advances over time; Tweens map it to values.',
    },
    {
      question: "Which order does the lesson's rule of thumb suggest?",
      options: {
        A: 'Implicit animation first, then a controller, then custom painting',
        B: 'A controller first, for full control over timing and repeats',
        C: 'Custom painting first, since it is the fastest',
        D: 'Designer-made Lottie files first, then implicit widgets',
      },
      correct: 'A',
      explanation:
        'Start with implicit animations, use a controller when you need control, and paint only when nothing else fits.',
    },
  ],
  problems: [],
};
