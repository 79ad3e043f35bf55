import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-2',
  order: 2,
  title: 'Components and Props',
  description:
    'Compose interfaces from small components and pass data down the tree with props and children.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Split a UI into a tree of reusable function components',
    'Pass data with props, defaults and destructuring',
    'Use the children prop to build wrapper components',
    'Reason about the shape and depth of a component tree',
  ],
  lesson: `## Thinking in components

A React app is a **tree of components**. Each component is a JavaScript function that receives an object of **props** and returns JSX. Start from a mock-up, draw boxes around the pieces, and give each box a name: \`App\` contains a \`Header\` and a \`ProductList\`, which renders many \`ProductCard\`s. Each component should ideally do one thing.

\`\`\`jsx
function ProductCard({ name, price, onSale = false }) {
  return (
    <article className="card">
      <h3>{name}</h3>
      <p>{price.toFixed(2)} EUR {onSale && <strong>Sale!</strong>}</p>
    </article>
  );
}

export default function ProductList() {
  return (
    <section>
      <ProductCard name="Keyboard" price={49.9} onSale />
      <ProductCard name="Mouse" price={19} />
    </section>
  );
}
\`\`\`

## Props

Props are the **inputs** of a component, passed like attributes. Destructure them in the parameter list and give defaults with \`=\`. A prop written without a value, like \`onSale\`, is \`true\`. Props can be any value: strings, numbers, objects, arrays, functions, even other JSX.

Props are **read-only**. A component must never modify its props; if something needs to change over time it belongs in state, which you will learn next. Data flows **one way**, from parents down to children, which makes it easy to trace where a value came from.

You can forward a group of props with spread, \`<Avatar {...user} />\`, but use it sparingly so it remains clear what a component receives. With TypeScript, describe props with a type so mistakes are caught while you type.

## children

Whatever you nest between a component's tags arrives as the special \`children\` prop. This lets you build generic wrappers:

\`\`\`jsx
function Card({ title, children }) {
  return (
    <div className="card">
      <h2>{title}</h2>
      {children}
    </div>
  );
}

<Card title="Profile">
  <Avatar user={user} />
  <p>Joined in 2024</p>
</Card>
\`\`\`

## Composition over configuration

Instead of one component with twenty boolean props, compose small pieces. Layouts, dialogs and panels usually accept \`children\` or named slots passed as props (\`header={<Toolbar />}\`).

## The component tree

React renders the tree top-down: when \`App\` renders it calls its children, which call theirs. The **depth** of the tree matters: data needed deep down must travel through every layer in between (prop drilling), which later chapters solve with context. Deep trees also make debugging harder. In the exercise you will compute the depth of a component tree, count its leaf components and find the longest render path.`,
  overview: {
    whatYouWillLearn: [
      'How to break a UI into a hierarchy of components',
      'Passing props, boolean shorthand and default values',
      'Why props are read-only and data flows one way',
      'The children prop and wrapper components',
      'Composition instead of configuration flags',
      'How the depth of the tree relates to prop drilling',
    ],
    proTip:
      'If a component file grows beyond about 150 lines or its JSX needs comments to explain sections, extract those sections into components.',
  },
  mcqs: [],
  problems: [
    {
      id: 'react-component-tree',
      title: 'Component Tree Depth',
      description: `Analyse a component tree.

**Input:** a line with n, then n lines \`Component Parent\`. Exactly one component has parent \`-\` (the root). Lines may appear in any order; every parent is declared on some line.

**Output:** three lines:
1. \`depth D\`, the number of components on the longest path from the root to a leaf (the root alone has depth 1);
2. \`leaves L\`, the number of components that render no child component;
3. the path from the root to the deepest component joined by \` > \`. If several components are equally deep, choose the one that appears first in the input.`,
      examples: [
        {
          input: '5\nApp -\nHeader App\nMain App\nProductList Main\nProductCard ProductList\n',
          output: 'depth 4\nleaves 2\nApp > Main > ProductList > ProductCard',
          explanation: 'Header and ProductCard are leaves; ProductCard is four levels deep.',
        },
        {
          input: '1\nApp -\n',
          output: 'depth 1\nleaves 1\nApp',
          explanation: 'A lone root is both the deepest component and a leaf.',
        },
      ],
      constraints: ['1 <= n <= 1000', 'Component names are unique and contain no spaces'],
      testCases: [
        {
          input: '5\nApp -\nHeader App\nMain App\nProductList Main\nProductCard ProductList\n',
          expectedOutput: 'depth 4\nleaves 2\nApp > Main > ProductList > ProductCard',
          hidden: false,
        },
        { input: '1\nApp -\n', expectedOutput: 'depth 1\nleaves 1\nApp', hidden: false },
        {
          input: '6\nCard Grid\nGrid Page\nPage -\nButton Form\nForm Page\nAvatar Card\n',
          expectedOutput: 'depth 4\nleaves 2\nPage > Grid > Card > Avatar',
          hidden: true,
        },
        {
          input: '4\nApp -\nA App\nB App\nC App\n',
          expectedOutput: 'depth 2\nleaves 3\nApp > A',
          hidden: true,
        },
        {
          input: '7\nL1 -\nL2 L1\nL3 L2\nL4 L3\nL5 L4\nL6 L5\nL7 L6\n',
          expectedOutput: 'depth 7\nleaves 1\nL1 > L2 > L3 > L4 > L5 > L6 > L7',
          hidden: true,
        },
        {
          input: '6\nRoot -\nX Root\nY Root\nY1 Y\nX1 X\nZ Root\n',
          expectedOutput: 'depth 3\nleaves 3\nRoot > Y > Y1',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
order = []
parent = {}
for i in range(1, n + 1):
    c, p = lines[i].split()
    order.append(c)
    parent[c] = p
has_child = set(p for p in parent.values() if p != '-')


def path_of(c):
    path = []
    while c != '-':
        path.append(c)
        c = parent[c]
    return path[::-1]


best = None
for c in order:
    p = path_of(c)
    if best is None or len(p) > len(best):
        best = p
leaves = sum(1 for c in order if c not in has_child)
print('depth %d' % len(best))
print('leaves %d' % leaves)
print(' > '.join(best))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
names = ['C%d' % i for i in range(n)]
if mode == 'chain':
    parent = ['-'] + names[:-1]
elif mode == 'star':
    parent = ['-'] + [names[0]] * (n - 1)
elif mode == 'random':
    parent = ['-'] + [names[random.randrange(i)] for i in range(1, n)]
elif mode == 'twins':
    # two equally deep branches under the root
    half = (n - 1) // 2
    parent = ['-']
    for i in range(1, n):
        if i <= half:
            parent.append(names[0] if i == 1 else names[i - 1])
        else:
            parent.append(names[0] if i == half + 1 else names[i - 1])
else:
    raise SystemExit('unknown mode ' + mode)
rows = ['%s %s' % (names[i], parent[i]) for i in range(n)]
random.shuffle(rows)
print(n)
print('\\n'.join(rows))
`,
        tests: [
          { args: '1000 chain', label: 'n = 1,000 in one chain, shuffled lines' },
          { args: '1000 random', label: 'n = 1,000, random tree' },
          { args: '1000 star', label: 'n = 1,000, all children of the root' },
          { args: '999 twins', label: 'n = 999, two equally deep branches' },
          { args: '2 chain', label: 'n = 2' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
parent = {}
for line in lines[1:n + 1]:
    c, p = line.split(' ')
    assert c not in parent and c != '-', 'names are unique'
    parent[c] = p
assert sum(1 for p in parent.values() if p == '-') == 1, 'exactly one root'
for c in parent:
    seen = set()
    while c != '-':
        assert c in parent and c not in seen, 'every parent is declared, no cycles'
        seen.add(c)
        c = parent[c]
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'last-deepest-wins',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses >= when comparing depths, so on a tie the deepest component that appears last is chosen',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
order = []
parent = {}
for i in range(1, n + 1):
    c, p = lines[i].split()
    order.append(c)
    parent[c] = p
has_child = set(p for p in parent.values() if p != '-')


def path_of(c):
    path = []
    while c != '-':
        path.append(c)
        c = parent[c]
    return path[::-1]


best = None
for c in order:
    p = path_of(c)
    if best is None or len(p) >= len(best):
        best = p
leaves = sum(1 for c in order if c not in has_child)
print('depth %d' % len(best))
print('leaves %d' % leaves)
print(' > '.join(best))
`,
          },
          {
            name: 'depth-in-edges',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts edges instead of components, so the root alone gets depth 0',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
order = []
parent = {}
for i in range(1, n + 1):
    c, p = lines[i].split()
    order.append(c)
    parent[c] = p
has_child = set(p for p in parent.values() if p != '-')


def path_of(c):
    path = []
    while c != '-':
        path.append(c)
        c = parent[c]
    return path[::-1]


best = None
for c in order:
    p = path_of(c)
    if best is None or len(p) > len(best):
        best = p
leaves = sum(1 for c in order if c not in has_child)
print('depth %d' % (len(best) - 1))
print('leaves %d' % leaves)
print(' > '.join(best))
`,
          },
        ],
      },
    },
  ],
};
