import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-9',
  order: 9,
  title: 'Animations and Custom Painting',
  description: 'Bring apps to life with implicit and explicit animations, hero transitions, and draw custom graphics with CustomPainter.',
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
    proTip: 'Open the performance overlay or DevTools while animating; if the raster bar spikes, add a RepaintBoundary around the animated area.',
  },
  mcqs: [
    {
      question: 'What is the simplest way to animate a container width change triggered by setState?',
      options: { A: 'AnimatedContainer with a duration', B: 'A CustomPainter', C: 'A Stream', D: 'A GlobalKey' },
      correct: 'A',
      explanation: 'Implicit animations interpolate property changes automatically.',
    },
    {
      question: 'What range of values does an AnimationController produce by default?',
      options: { A: '0 to 100', B: '-1.0 to 1.0', C: 'The widget width', D: '0.0 to 1.0' },
      correct: 'D',
      explanation: 'Tweens map this normalised range to the values you need.',
    },
    {
      question: 'What is the purpose of vsync in an AnimationController?',
      options: { A: 'Synchronising network calls', B: 'Stopping ticks when the widget is not visible to save resources', C: 'Setting the frame rate to 30', D: 'Syncing with the server clock' },
      correct: 'B',
      explanation: 'The ticker only ticks while its widget is active on screen.',
    },
    {
      question: 'What does a Tween do?',
      options: { A: 'Schedules frames', B: 'Disposes controllers', C: 'Maps the animation progress to a range of output values', D: 'Draws on a canvas' },
      correct: 'C',
      explanation: 'Tween(begin: 0.9, end: 1.1) turns 0..1 into 0.9..1.1.',
    },
    {
      question: 'How does a Hero animation know which widgets to connect across routes?',
      options: { A: 'By matching tags', B: 'By widget type', C: 'By position on screen', D: 'By GlobalKey only' },
      correct: 'A',
      explanation: 'Heroes with the same tag on both routes fly between them.',
    },
    {
      question: 'What should CustomPainter.shouldRepaint return when the new painter has the same data?',
      options: { A: 'true', B: 'It must throw', C: 'null', D: 'false, so the repaint is skipped' },
      correct: 'D',
      explanation: 'Returning false avoids unnecessary painting work.',
    },
    {
      question: 'Why prefer ScaleTransition or AnimatedBuilder over calling setState on every animation tick?',
      options: { A: 'setState cannot be called during animations', B: 'They rebuild only the animated part instead of the whole widget', C: 'They run on the GPU thread', D: 'They avoid the need for a controller' },
      correct: 'B',
      explanation: 'Limiting per-frame rebuilds keeps animations smooth.',
    },
    {
      question: 'How can an app respect users who asked for reduced motion?',
      options: { A: 'Use Curves.linear', B: 'Double the animation duration', C: 'Check MediaQuery.disableAnimationsOf(context) and simplify animations', D: 'Use Lottie files' },
      correct: 'C',
      explanation: 'The platform accessibility setting is exposed through MediaQuery.',
    },
  ],
  problems: [],
};
