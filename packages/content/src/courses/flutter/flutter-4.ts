import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'flutter-4',
  order: 4,
  title: 'Layout: Constraints, Rows, Columns and Flex',
  description:
    'Master Flutter layout: how constraints flow down and sizes flow up, Row and Column, Expanded, alignment and overflow.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Apply the rule "constraints go down, sizes go up, parent sets position"',
    'Lay out children with Row, Column, Stack and padding widgets',
    'Share space with Expanded and Flexible and align with mainAxisAlignment',
    'Compute flex layouts and diagnose overflow errors',
  ],
  lesson: `## Constraints go down, sizes go up

Flutter layout follows one rule: **constraints go down, sizes go up, and the parent sets the position**. A parent passes each child a \`BoxConstraints\` (minimum and maximum width and height); the child chooses a size within those limits and reports it; the parent then decides where to place the child. A widget cannot choose any size it likes, and it does not know its own position. Most "why is my widget this size?" questions are answered by asking what constraints its parent gave it. \`Container(width: 100)\` inside a parent that forces a tight width of 300 is still 300 wide.

## Common layout widgets

- \`Padding\`, \`Center\`, \`Align\`, \`SizedBox\` and \`ConstrainedBox\` wrap a single child.
- \`Row\` (horizontal) and \`Column\` (vertical) lay out several children along a **main axis**, with the **cross axis** perpendicular to it.
- \`Stack\` overlaps children, with \`Positioned\` for exact placement.
- \`ListView\` and \`GridView\` scroll and build children lazily with \`.builder\` constructors.
- \`LayoutBuilder\` exposes the incoming constraints so you can build different layouts for narrow and wide screens.

## How a Row distributes space

\`\`\`dart
Row(
  mainAxisAlignment: MainAxisAlignment.spaceBetween,
  children: [
    const Icon(Icons.menu, size: 24),
    Expanded(flex: 2, child: TextField()),
    Expanded(child: Text(title, overflow: TextOverflow.ellipsis)),
    const SizedBox(width: 48, child: Icon(Icons.search)),
  ],
)
\`\`\`

\`RenderFlex\`, the render object behind Row and Column, works in two passes:

1. It lays out the **inflexible** children (those not wrapped in \`Expanded\` or \`Flexible\`) with unbounded main-axis constraints and sums their sizes.
2. It divides the **remaining space** among flexible children in proportion to their \`flex\` factors: with \`flex: 2\` and \`flex: 1\`, the first gets two thirds. \`Expanded\` forces a child to fill its share; \`Flexible\` allows it to be smaller.

If there is space left over (no flexible children), **mainAxisAlignment** positions the children: \`start\`, \`end\`, \`center\`, \`spaceBetween\` (gaps only between children), \`spaceAround\` (half-size gaps at both ends) and \`spaceEvenly\` (equal gaps everywhere, including the ends).

## Overflow

If the inflexible children alone are wider than the available space, flexible children get zero space and the Row still lays children out from the start, drawing past its edge. In debug mode Flutter paints a yellow and black striped bar and logs "A RenderFlex overflowed by 42 pixels on the right". Fixes: wrap long content in \`Expanded\` or \`Flexible\`, let text ellipsize, make the content scroll, or use \`Wrap\` to flow onto new lines.

A related classic error is an unbounded constraint: a \`ListView\` inside a \`Column\` gets infinite height and throws; wrap it in \`Expanded\` so it receives a bounded height. In the exercise you implement the RenderFlex space distribution, alignment and overflow detection.`,
  overview: {
    whatYouWillLearn: [
      'Constraints down, sizes up, parent sets position',
      'Single-child layout widgets and Stack',
      'Main and cross axes of Row and Column',
      'How RenderFlex sizes inflexible and flexible children',
      'The six mainAxisAlignment options',
      'RenderFlex overflow and unbounded constraint errors',
    ],
    proTip:
      'Turn on the layout explorer in Flutter DevTools; it visualises the constraints and flex factors of any Row or Column you select.',
  },
  mcqs: [],
  problems: [
    {
      id: 'flutter-flex-layout',
      title: 'Row Layout Calculator',
      description: `Compute how a Row lays out its children.

**Input:** the first line holds the available width W and an alignment: \`start\`, \`end\`, \`center\`, \`spaceBetween\`, \`spaceAround\` or \`spaceEvenly\`. The second line holds n (at least 1), followed by n lines \`fixed S\` (an inflexible child of width S) or \`flex F\` (an Expanded child with flex factor F).

**Rules:** let free = W - sum of fixed widths. Each flex child gets max(free, 0) x F / (sum of flex factors). If there is at least one flex child, children are placed from x = 0 one after another. Otherwise the leftover space L = W - sum of widths is distributed by the alignment: start (lead 0, gap 0), end (lead L), center (lead L/2), spaceBetween (lead 0, gap L/(n-1), or 0 when n = 1), spaceAround (gap L/n, lead gap/2), spaceEvenly (gap L/(n+1), lead gap). If free < 0, children are placed from x = 0 without gaps and the Row overflows by -free.

**Output:** one line per child \`x=X w=W\` with one decimal each, then \`overflow=O\` with one decimal if the Row overflows, otherwise \`ok\`.`,
      examples: [
        {
          input: '400 start\n3\nfixed 100\nflex 1\nfixed 50\n',
          output: 'x=0.0 w=100.0\nx=100.0 w=250.0\nx=350.0 w=50.0\nok',
          explanation: 'The Expanded child takes the remaining 250 pixels.',
        },
        {
          input: '300 spaceBetween\n3\nfixed 50\nfixed 50\nfixed 50\n',
          output: 'x=0.0 w=50.0\nx=125.0 w=50.0\nx=250.0 w=50.0\nok',
          explanation: 'The 150 leftover pixels are split into two gaps of 75.',
        },
      ],
      constraints: ['1 <= n <= 100', '0 <= W, S <= 10^6', '1 <= F <= 100'],
      testCases: [
        {
          input: '400 start\n3\nfixed 100\nflex 1\nfixed 50\n',
          expectedOutput: 'x=0.0 w=100.0\nx=100.0 w=250.0\nx=350.0 w=50.0\nok',
          hidden: false,
        },
        {
          input: '300 spaceBetween\n3\nfixed 50\nfixed 50\nfixed 50\n',
          expectedOutput: 'x=0.0 w=50.0\nx=125.0 w=50.0\nx=250.0 w=50.0\nok',
          hidden: false,
        },
        {
          input: '300 center\n2\nfixed 100\nfixed 60\n',
          expectedOutput: 'x=70.0 w=100.0\nx=170.0 w=60.0\nok',
          hidden: true,
        },
        {
          input: '200 start\n3\nfixed 120\nfixed 122\nflex 1\n',
          expectedOutput: 'x=0.0 w=120.0\nx=120.0 w=122.0\nx=242.0 w=0.0\noverflow=42.0',
          hidden: true,
        },
        {
          input: '100 center\n2\nflex 1\nflex 2\n',
          expectedOutput: 'x=0.0 w=33.3\nx=33.3 w=66.7\nok',
          hidden: true,
        },
        {
          input: '100 spaceEvenly\n3\nfixed 10\nfixed 10\nfixed 10\n',
          expectedOutput: 'x=17.5 w=10.0\nx=45.0 w=10.0\nx=72.5 w=10.0\nok',
          hidden: true,
        },
        {
          input: '90 spaceAround\n2\nfixed 30\nfixed 30\n',
          expectedOutput: 'x=7.5 w=30.0\nx=52.5 w=30.0\nok',
          hidden: true,
        },
        { input: '50 end\n1\nfixed 20\n', expectedOutput: 'x=30.0 w=20.0\nok', hidden: true },
        {
          input: '50 spaceBetween\n1\nfixed 20\n',
          expectedOutput: 'x=0.0 w=20.0\nok',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
w_str, align = lines[0].split()
W = float(w_str)
n = int(lines[1])
kids = []
for i in range(2, 2 + n):
    kind, v = lines[i].split()
    kids.append((kind, float(v)))
fixed = sum(v for k, v in kids if k == 'fixed')
total_flex = sum(v for k, v in kids if k == 'flex')
free = W - fixed
widths = []
for k, v in kids:
    if k == 'fixed':
        widths.append(v)
    else:
        widths.append(max(free, 0.0) * v / total_flex)
lead, gap = 0.0, 0.0
if free >= 0 and total_flex == 0:
    left = W - sum(widths)
    if align == 'end':
        lead = left
    elif align == 'center':
        lead = left / 2
    elif align == 'spaceBetween':
        gap = left / (n - 1) if n > 1 else 0.0
    elif align == 'spaceAround':
        gap = left / n
        lead = gap / 2
    elif align == 'spaceEvenly':
        gap = left / (n + 1)
        lead = gap
x = lead
for wd in widths:
    print('x=%.1f w=%.1f' % (x, wd))
    x += wd + gap
print('overflow=%.1f' % -free if free < 0 else 'ok')
`,
      },
      judge: {
        generator: `import random, sys
from fractions import Fraction as Fr
args = sys.stdin.readline().split()
n, mode, align = int(args[0]), args[1], args[2]
random.seed(' '.join(args))

def layout(W, kids):
    # exact version of the rules, to reject cases whose printed values land on a rounding tie
    fixed = sum(v for k, v in kids if k == 'fixed')
    flex = sum(v for k, v in kids if k == 'flex')
    free = W - fixed
    widths = [Fr(v) if k == 'fixed' else Fr(max(free, 0) * v, flex) for k, v in kids]
    lead = gap = Fr(0)
    if free >= 0 and flex == 0:
        left = W - sum(widths)
        lead, gap = {'start': (0, 0), 'end': (left, 0), 'center': (left / 2, 0),
                     'spaceBetween': (0, left / (n - 1) if n > 1 else 0),
                     'spaceAround': (left / n / 2, left / n), 'spaceEvenly': (left / (n + 1), left / (n + 1))}[align]
    values, x = [Fr(-free)], Fr(lead)
    for w in widths:
        values += [x, w]
        x += w + gap
    return values

def tie(v):
    return (v * 20).denominator == 1 and (v * 20).numerator % 2 == 1

while True:
    if mode == 'fixed':
        W = random.randint(0, 10**6)
        kids = [('fixed', random.randint(0, W // n)) for _ in range(n)]
    elif mode == 'flex':
        W = random.randint(0, 10**6)
        kids = [('flex', random.randint(1, 100)) if random.random() < 0.5 else ('fixed', random.randint(0, W // (2 * n))) for _ in range(n)]
        kids[0] = ('flex', random.randint(1, 100))
    elif mode == 'overflow':
        W = random.randint(0, 1000)
        kids = [('fixed', random.randint(0, 10**6 // n)) for _ in range(n)]
        if random.random() < 0.5:
            kids[-1] = ('flex', random.randint(1, 100))
    elif mode == 'zero':
        W = 0
        kids = [('fixed', 0) for _ in range(n)]
    else:
        raise SystemExit('unknown mode ' + mode)
    if not any(tie(v) for v in layout(W, kids)):
        break
print(W, align)
print(n)
print('\\n'.join('%s %d' % k for k in kids))
`,
        tests: [
          { args: '100 fixed spaceAround', label: 'n = 100 fixed children, spaceAround' },
          { args: '100 fixed spaceEvenly', label: 'n = 100 fixed children, spaceEvenly' },
          { args: '100 flex center', label: 'n = 100 with flex children' },
          { args: '100 overflow center', label: 'n = 100, overflowing, center' },
          { args: '100 overflow end', label: 'n = 100, overflowing, end' },
          { args: '1 zero spaceBetween', label: 'n = 1, W = 0' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
m = re.fullmatch(r'([0-9]+) (start|end|center|spaceBetween|spaceAround|spaceEvenly)', lines[0])
assert m and int(m.group(1)) <= 10**6, 'first line: W and an alignment'
n = int(lines[1])
assert 1 <= n <= 100, 'n out of range'
for line in lines[2:n + 2]:
    m = re.fullmatch(r'(fixed|flex) ([0-9]+)', line)
    assert m, 'bad child: ' + line
    v = int(m.group(2))
    assert (0 <= v <= 10**6) if m.group(1) == 'fixed' else (1 <= v <= 100), 'child size out of range'
assert all(line.strip() == '' for line in lines[n + 2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'aligns-when-overflowing',
            language: 'python3',
            mustFail: 'WA',
            why: 'Applies the alignment even when the Row overflows, so the first child no longer starts at x = 0',
            source: `import sys

lines = sys.stdin.read().splitlines()
w_str, align = lines[0].split()
W = float(w_str)
n = int(lines[1])
kids = []
for i in range(2, 2 + n):
    kind, v = lines[i].split()
    kids.append((kind, float(v)))
fixed = sum(v for k, v in kids if k == 'fixed')
total_flex = sum(v for k, v in kids if k == 'flex')
free = W - fixed
widths = []
for k, v in kids:
    if k == 'fixed':
        widths.append(v)
    else:
        widths.append(max(free, 0.0) * v / total_flex)
lead, gap = 0.0, 0.0
if total_flex == 0:
    left = W - sum(widths)
    if align == 'end':
        lead = left
    elif align == 'center':
        lead = left / 2
    elif align == 'spaceBetween':
        gap = left / (n - 1) if n > 1 else 0.0
    elif align == 'spaceAround':
        gap = left / n
        lead = gap / 2
    elif align == 'spaceEvenly':
        gap = left / (n + 1)
        lead = gap
x = lead
for wd in widths:
    print('x=%.1f w=%.1f' % (x, wd))
    x += wd + gap
print('overflow=%.1f' % -free if free < 0 else 'ok')
`,
          },
          {
            name: 'integer-flex-width',
            language: 'python3',
            mustFail: 'WA',
            why: 'Divides flex widths with integer division, so 100 split 1:2 gives 33 and 66',
            source: `import sys

lines = sys.stdin.read().splitlines()
w_str, align = lines[0].split()
W = int(w_str)
n = int(lines[1])
kids = []
for i in range(2, 2 + n):
    kind, v = lines[i].split()
    kids.append((kind, int(v)))
fixed = sum(v for k, v in kids if k == 'fixed')
total_flex = sum(v for k, v in kids if k == 'flex')
free = W - fixed
widths = []
for k, v in kids:
    if k == 'fixed':
        widths.append(v)
    else:
        widths.append(max(free, 0) * v // total_flex)
lead, gap = 0.0, 0.0
if free >= 0 and total_flex == 0:
    left = W - sum(widths)
    if align == 'end':
        lead = left
    elif align == 'center':
        lead = left / 2
    elif align == 'spaceBetween':
        gap = left / (n - 1) if n > 1 else 0.0
    elif align == 'spaceAround':
        gap = left / n
        lead = gap / 2
    elif align == 'spaceEvenly':
        gap = left / (n + 1)
        lead = gap
x = lead
for wd in widths:
    print('x=%.1f w=%.1f' % (x, wd))
    x += wd + gap
print('overflow=%.1f' % -free if free < 0 else 'ok')
`,
          },
        ],
      },
    },
  ],
};
