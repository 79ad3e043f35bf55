import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-3',
  order: 3,
  title: 'Widgets and the Widget Tree',
  description:
    'Build UIs from stateless and stateful widgets, understand the widget, element and render trees, and what setState rebuilds.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Compose screens from StatelessWidget and StatefulWidget',
    'Explain the widget, element and render object trees',
    'Use setState and the State lifecycle correctly',
    'Predict which widgets rebuild, including the effect of const',
  ],
  lesson: `## Everything is a widget

A Flutter UI is a tree of **widgets**: immutable descriptions of part of the interface. Padding, alignment, text, buttons, gestures and whole screens are all widgets, composed by nesting. Your job is to write \`build\` methods that return widget trees for the current state.

\`\`\`dart
class Greeting extends StatelessWidget {
  const Greeting({super.key, required this.name});
  final String name;

  @override
  Widget build(BuildContext context) {
    return Padding(
      padding: const EdgeInsets.all(16),
      child: Text('Hello, $name', style: Theme.of(context).textTheme.headlineSmall),
    );
  }
}
\`\`\`

A **StatelessWidget** depends only on its constructor arguments and inherited data.

## StatefulWidget and setState

When part of the UI changes over time, use a **StatefulWidget**. The widget stays immutable; the mutable data lives in a separate, long-lived **State** object:

\`\`\`dart
class Counter extends StatefulWidget {
  const Counter({super.key});
  @override
  State<Counter> createState() => _CounterState();
}

class _CounterState extends State<Counter> {
  int _count = 0;

  @override
  Widget build(BuildContext context) {
    return Row(children: [
      Text('Count: $_count'),
      const Icon(Icons.star),
      IconButton(icon: const Icon(Icons.add), onPressed: () => setState(() => _count++)),
    ]);
  }
}
\`\`\`

\`setState\` marks this State's element **dirty**; on the next frame Flutter calls its \`build\` again. Key lifecycle methods: \`initState\` (once, set up controllers and subscriptions), \`didUpdateWidget\` (the parent passed a new configuration), \`dispose\` (release controllers, cancel subscriptions). Never call \`setState\` after \`dispose\`; check \`mounted\` after awaits.

## Three trees

Widgets are cheap, throwaway configurations. Flutter keeps two more trees: **elements**, which hold a widget's place in the tree and its State, and **render objects**, which do layout and painting. When \`build\` returns new widgets, each element compares the new widget with the old one: the same type and key means **update in place**, keeping state and render objects; a different type means replace. This is why rebuilding is fast and why state survives rebuilds.

## What gets rebuilt

When a State calls \`setState\`, its \`build\` runs, and then the children it returns are updated **recursively**: each child widget's build runs too, down the subtree. There is one important exception. If a child widget is **identical** to the previous one (the same instance), Flutter skips it and its entire subtree. A \`const\` constructor call creates one canonical instance at compile time, so \`const Icon(Icons.star)\` is identical across rebuilds and is never rebuilt by its parent. That is why the Flutter lints ask you to add \`const\` wherever possible, and why splitting large widgets into smaller ones limits the cost of \`setState\`: only the subtree below the State that changed is rebuilt, never its ancestors or siblings.

In the exercise you compute the tree's size and depth and list exactly which widgets rebuild after \`setState\`.`,
  overview: {
    whatYouWillLearn: [
      'Widgets as immutable UI descriptions composed into trees',
      'StatelessWidget versus StatefulWidget and State objects',
      'setState and the State lifecycle methods',
      'The widget, element and render object trees',
      'How elements decide between update and replacement',
      'Why const widgets and small widgets limit rebuilds',
    ],
    proTip:
      'Enable "Track widget rebuilds" in Flutter DevTools to see rebuild counts live while you interact with the app.',
  },
  mcqs: [],
  problems: [
    {
      id: 'flutter-rebuild-scope',
      title: 'Rebuild Scope of setState',
      description: `Analyse a widget tree and determine which widgets rebuild after setState.

**Input:** a line with n, then n lines describing the tree in pre-order. Each line is indented by 2 spaces per level (the root has no indentation) and holds a unique widget name, optionally followed by the word \`const\`. The last line is \`setState NAME\`.

**Rules:** the widget NAME always rebuilds. Then every descendant rebuilds recursively, except that a \`const\` descendant is skipped together with its entire subtree.

**Output:** \`depth=D widgets=N\` (the root has depth 1), then \`rebuild:\` followed by the rebuilt widget names in pre-order, separated by single spaces.`,
      examples: [
        {
          input:
            '9\nMaterialApp\n  HomePage\n    Scaffold\n      AppBar const\n        Title const\n      Counter\n        CountLabel\n        StarIcon const\n      Footer\nsetState Counter\n',
          output: 'depth=5 widgets=9\nrebuild: Counter CountLabel',
          explanation: 'StarIcon is const, so only Counter and CountLabel rebuild.',
        },
        {
          input:
            '9\nMaterialApp\n  HomePage\n    Scaffold\n      AppBar const\n        Title const\n      Counter\n        CountLabel\n        StarIcon const\n      Footer\nsetState HomePage\n',
          output: 'depth=5 widgets=9\nrebuild: HomePage Scaffold Counter CountLabel Footer',
          explanation: 'The const AppBar subtree and StarIcon are skipped.',
        },
      ],
      constraints: ['1 <= n <= 1000', 'Names are unique and contain no spaces'],
      testCases: [
        {
          input:
            '9\nMaterialApp\n  HomePage\n    Scaffold\n      AppBar const\n        Title const\n      Counter\n        CountLabel\n        StarIcon const\n      Footer\nsetState Counter\n',
          expectedOutput: 'depth=5 widgets=9\nrebuild: Counter CountLabel',
          hidden: false,
        },
        {
          input:
            '9\nMaterialApp\n  HomePage\n    Scaffold\n      AppBar const\n        Title const\n      Counter\n        CountLabel\n        StarIcon const\n      Footer\nsetState HomePage\n',
          expectedOutput: 'depth=5 widgets=9\nrebuild: HomePage Scaffold Counter CountLabel Footer',
          hidden: false,
        },
        {
          input: '1\nApp\nsetState App\n',
          expectedOutput: 'depth=1 widgets=1\nrebuild: App',
          hidden: true,
        },
        {
          input:
            '9\nMaterialApp\n  HomePage\n    Scaffold\n      AppBar const\n        Title const\n      Counter\n        CountLabel\n        StarIcon const\n      Footer\nsetState AppBar\n',
          expectedOutput: 'depth=5 widgets=9\nrebuild: AppBar',
          hidden: true,
        },
        {
          input: '5\nA\n  B\n    C\n      D\n        E\nsetState B\n',
          expectedOutput: 'depth=5 widgets=5\nrebuild: B C D E',
          hidden: true,
        },
        {
          input:
            '7\nRoot\n  Left\n    LeftChild\n  Middle const\n    Inner\n  Right\n    RightChild const\nsetState Root\n',
          expectedOutput: 'depth=3 widgets=7\nrebuild: Root Left LeftChild Right',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
nodes = []
for i in range(1, n + 1):
    raw = lines[i]
    level = (len(raw) - len(raw.lstrip(' '))) // 2
    parts = raw.split()
    nodes.append((parts[0], level, len(parts) > 1 and parts[1] == 'const'))
target = lines[n + 1].split()[1]
depth = max(level for _, level, _ in nodes) + 1
start = next(i for i, node in enumerate(nodes) if node[0] == target)
base = nodes[start][1]
rebuilt = [target]
skip_below = None
for name, level, is_const in nodes[start + 1:]:
    if level <= base:
        break
    if skip_below is not None and level > skip_below:
        continue
    skip_below = None
    if is_const:
        skip_below = level
        continue
    rebuilt.append(name)
print('depth=%d widgets=%d' % (depth, n))
print('rebuild: ' + ' '.join(rebuilt))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
# levels in pre-order: each node is at most one level deeper than the previous one
if mode == 'chain':
    levels = list(range(n))
elif mode == 'star':
    levels = [0] + [1] * (n - 1)
else:
    levels = [0]
    for _ in range(n - 1):
        levels.append(random.randint(1, levels[-1] + 1))
const_rate = {'allconst': 1.0, 'chain': 0.05}.get(mode, 0.25)
lines = []
for i, level in enumerate(levels):
    is_const = i > 0 and random.random() < const_rate
    lines.append('  ' * level + 'W%d' % i + (' const' if is_const else ''))
if mode in ('chain', 'allconst', 'star'):
    target = 0
else:
    # a node with a large subtree: one of the first few
    target = random.randrange(min(n, 5))
print(n)
print('\\n'.join(lines))
print('setState W%d' % target)
`,
        tests: [
          { args: '1000 random', label: 'n = 1,000, random tree' },
          { args: '300 chain', label: 'n = 300, one chain 300 deep' },
          { args: '1000 star', label: 'n = 1,000, all children of the root' },
          { args: '1000 allconst', label: 'n = 1,000, every widget below the root const' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
names = set()
prev = -1
for i, line in enumerate(lines[1:n + 1]):
    m = re.fullmatch(r'((?:  )*)(\\S+)( const)?', line)
    assert m, 'bad widget line: ' + line
    level = len(m.group(1)) // 2
    assert (level == 0) == (i == 0), 'only the first widget is the root'
    assert level <= prev + 1, 'a child is one level below its parent'
    prev = level
    assert m.group(2) not in names, 'names are unique'
    names.add(m.group(2))
m = re.fullmatch(r'setState (\\S+)', lines[n + 1])
assert m and m.group(1) in names, 'setState names a widget'
assert all(line.strip() == '' for line in lines[n + 2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'const-skips-only-itself',
            language: 'python3',
            mustFail: 'WA',
            why: 'Skips a const widget but still rebuilds the non-const widgets below it',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
nodes = []
for i in range(1, n + 1):
    raw = lines[i]
    level = (len(raw) - len(raw.lstrip(' '))) // 2
    parts = raw.split()
    nodes.append((parts[0], level, len(parts) > 1 and parts[1] == 'const'))
target = lines[n + 1].split()[1]
depth = max(level for _, level, _ in nodes) + 1
start = next(i for i, node in enumerate(nodes) if node[0] == target)
base = nodes[start][1]
rebuilt = [target]
for name, level, is_const in nodes[start + 1:]:
    if level <= base:
        break
    if not is_const:
        rebuilt.append(name)
print('depth=%d widgets=%d' % (depth, n))
print('rebuild: ' + ' '.join(rebuilt))
`,
          },
          {
            name: 'runs-into-siblings',
            language: 'python3',
            mustFail: 'WA',
            why: 'Stops only at a shallower level, so siblings after the widget that called setState are rebuilt too',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
nodes = []
for i in range(1, n + 1):
    raw = lines[i]
    level = (len(raw) - len(raw.lstrip(' '))) // 2
    parts = raw.split()
    nodes.append((parts[0], level, len(parts) > 1 and parts[1] == 'const'))
target = lines[n + 1].split()[1]
depth = max(level for _, level, _ in nodes) + 1
start = next(i for i, node in enumerate(nodes) if node[0] == target)
base = nodes[start][1]
rebuilt = [target]
skip_below = None
for name, level, is_const in nodes[start + 1:]:
    if level < base:
        break
    if skip_below is not None and level > skip_below:
        continue
    skip_below = None
    if is_const:
        skip_below = level
        continue
    rebuilt.append(name)
print('depth=%d widgets=%d' % (depth, n))
print('rebuild: ' + ' '.join(rebuilt))
`,
          },
        ],
      },
    },
  ],
};
