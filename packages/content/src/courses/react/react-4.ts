import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-4',
  order: 4,
  title: 'Lists, Keys and Conditional Rendering',
  description:
    'Render collections with stable keys, show content conditionally and understand how React reconciles lists.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Render arrays of data with map and stable keys',
    'Choose between &&, ternaries and early returns for conditional UI',
    'Explain how keys preserve component state during reconciliation',
    'Predict which list items React keeps, moves, mounts and unmounts',
  ],
  lesson: `## Rendering lists

Transform data into elements with \`map\`. Each element in a list needs a **key** that is unique among its siblings:

\`\`\`jsx
function TodoList({ todos }) {
  return (
    <ul>
      {todos.map((todo) => (
        <TodoItem key={todo.id} todo={todo} />
      ))}
    </ul>
  );
}
\`\`\`

Keys are not passed to the component as a prop; they are a hint for React. Use a stable identifier from your data, such as a database id. Do **not** use the array index when items can be inserted, removed or reordered, and never generate keys with \`Math.random()\` during rendering, which would create new components on every render.

## Conditional rendering

\`\`\`jsx
function Inbox({ user, messages }) {
  if (!user) return <LoginPrompt />;          // early return
  return (
    <>
      {messages.length > 0 && <Badge count={messages.length} />}
      {messages.length === 0 ? <p>All caught up</p> : <MessageList items={messages} />}
    </>
  );
}
\`\`\`

Beware of \`&&\` with numbers: \`{count && <Badge />}\` renders the digit \`0\` when count is zero. Compare explicitly (\`count > 0 &&\`). Returning \`null\` renders nothing.

## Reconciliation

After each render React compares the new element tree with the previous one. Elements of the same type in the same position are **updated**; a different type **unmounts** the old subtree (destroying its state) and **mounts** a new one. In lists, React matches children by **key** rather than position, so a keyed item keeps its DOM node and state even when it moves.

To place children, React walks the new list in order while remembering \`lastPlacedIndex\`, the largest old index reused so far. For each new child:

- if its key did not exist before, it is **mounted**;
- if it existed at an old index **greater than or equal to** \`lastPlacedIndex\`, it can stay where it is (**kept**), and \`lastPlacedIndex\` becomes that old index;
- if its old index is **smaller**, the DOM node must be **moved**.

Old children whose keys are absent from the new list are **unmounted**. A consequence: moving the first item to the end costs one move, but moving the last item to the front moves every other item. This is rarely a bottleneck, but it explains why stable keys matter so much.

## Resetting state with keys

Because keys define identity, changing a key deliberately resets a component: \`<ProfileForm key={userId} />\` gives each user a fresh form with empty state instead of reusing the previous user's input. In the exercise you implement the keyed placement algorithm described above.`,
  overview: {
    whatYouWillLearn: [
      'Rendering arrays with map and why keys are required',
      'What makes a good key and why indexes and random values are not',
      'Early returns, ternaries and the && pitfall with zero',
      'How React reconciles elements by type and position',
      'The keyed list placement algorithm with lastPlacedIndex',
      'Resetting component state by changing its key',
    ],
    proTip:
      'A "Each child in a list should have a unique key" warning is never cosmetic; fix it, or items will eventually show the wrong state.',
  },
  mcqs: [],
  problems: [
    {
      id: 'react-keyed-reconcile',
      title: 'Keyed List Reconciliation',
      description: `Simulate how React reconciles a keyed list.

**Input:** two lines. The first holds the keys of the old children separated by spaces, the second the keys of the new children. A line containing only \`-\` means an empty list. Keys are unique within a line.

**Rules:** walk the new list in order with \`last = 0\`. For a key that was not in the old list print \`mount k\`. For a key with old index \`i\` (0-based): if \`i < last\` print \`move k\`; otherwise print \`keep k\` and set \`last = i\`. Afterwards print \`unmount k\` for each old key missing from the new list, in old order.

**Output:** one line per operation, or \`nothing\` if there are no operations (both lists empty).`,
      examples: [
        {
          input: 'a b c\na c b\n',
          output: 'keep a\nkeep c\nmove b',
          explanation: 'b had old index 1, smaller than last = 2 after c, so it moves.',
        },
        {
          input: 'a b c\nd a c\n',
          output: 'mount d\nkeep a\nkeep c\nunmount b',
          explanation: 'd is new and b disappeared.',
        },
      ],
      constraints: ['Each list has at most 1000 keys', 'Keys contain no spaces'],
      testCases: [
        { input: 'a b c\na c b\n', expectedOutput: 'keep a\nkeep c\nmove b', hidden: false },
        {
          input: 'a b c\nd a c\n',
          expectedOutput: 'mount d\nkeep a\nkeep c\nunmount b',
          hidden: false,
        },
        { input: '-\nx y\n', expectedOutput: 'mount x\nmount y', hidden: true },
        { input: 'a b\n-\n', expectedOutput: 'unmount a\nunmount b', hidden: true },
        {
          input: 'a b c d\nd c b a\n',
          expectedOutput: 'keep d\nmove c\nmove b\nmove a',
          hidden: true,
        },
        {
          input: '1 2 3 4 5\n2 3 4 5 1\n',
          expectedOutput: 'keep 2\nkeep 3\nkeep 4\nkeep 5\nmove 1',
          hidden: true,
        },
        {
          input: '1 2 3 4 5\n5 1 2 3 4\n',
          expectedOutput: 'keep 5\nmove 1\nmove 2\nmove 3\nmove 4',
          hidden: true,
        },
        {
          input: 'a b c\nc x a\n',
          expectedOutput: 'keep c\nmount x\nmove a\nunmount b',
          hidden: true,
        },
        { input: '-\n-\n', expectedOutput: 'nothing', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
old = [] if lines[0].strip() == '-' else lines[0].split()
new = [] if lines[1].strip() == '-' else lines[1].split()
index = {k: i for i, k in enumerate(old)}
out = []
last = 0
for k in new:
    if k not in index:
        out.append('mount ' + k)
    elif index[k] < last:
        out.append('move ' + k)
    else:
        out.append('keep ' + k)
        last = index[k]
new_set = set(new)
for k in old:
    if k not in new_set:
        out.append('unmount ' + k)
print('\\n'.join(out) if out else 'nothing')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
old = ['k%d' % i for i in range(n)]
random.shuffle(old)
if mode == 'shuffle':
    new = old[:]
    random.shuffle(new)
elif mode == 'reverse':
    new = old[::-1]
elif mode == 'rotate':
    new = old[-1:] + old[:-1]
elif mode == 'mixed':
    kept = [k for k in old if random.random() < 0.7]
    added = ['n%d' % i for i in range(n - len(kept))]
    new = kept + added
    random.shuffle(new)
elif mode == 'emptyold':
    old, new = [], old
elif mode == 'emptynew':
    new = []
else:
    raise SystemExit('unknown mode ' + mode)
print(' '.join(old) if old else '-')
print(' '.join(new) if new else '-')
`,
        tests: [
          { args: '1000 shuffle', label: '1,000 keys, shuffled' },
          { args: '1000 reverse', label: '1,000 keys, reversed' },
          { args: '1000 rotate', label: '1,000 keys, last moved to the front' },
          { args: '1000 mixed', label: '1,000 keys, some removed and some added' },
          { args: '1000 emptyold', label: 'empty old list, 1,000 new keys' },
          { args: '1000 emptynew', label: '1,000 old keys, empty new list' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
assert len(lines) >= 2, 'two lines'
for line in lines[:2]:
    keys = line.split()
    assert keys, 'a list is never blank: - means empty'
    if keys != ['-']:
        assert len(keys) <= 1000, 'at most 1,000 keys'
        assert len(set(keys)) == len(keys), 'keys are unique within a line'
assert all(line.strip() == '' for line in lines[2:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'compares-positions',
            language: 'python3',
            mustFail: 'WA',
            why: 'Moves every key whose old index differs from its new position instead of comparing with the last kept index',
            source: `import sys

lines = sys.stdin.read().splitlines()
old = [] if lines[0].strip() == '-' else lines[0].split()
new = [] if lines[1].strip() == '-' else lines[1].split()
index = {k: i for i, k in enumerate(old)}
out = []
for j, k in enumerate(new):
    if k not in index:
        out.append('mount ' + k)
    elif index[k] != j:
        out.append('move ' + k)
    else:
        out.append('keep ' + k)
new_set = set(new)
for k in old:
    if k not in new_set:
        out.append('unmount ' + k)
print('\\n'.join(out) if out else 'nothing')
`,
          },
          {
            name: 'unmounts-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prints the unmounts before walking the new list',
            source: `import sys

lines = sys.stdin.read().splitlines()
old = [] if lines[0].strip() == '-' else lines[0].split()
new = [] if lines[1].strip() == '-' else lines[1].split()
index = {k: i for i, k in enumerate(old)}
out = []
new_set = set(new)
for k in old:
    if k not in new_set:
        out.append('unmount ' + k)
last = 0
for k in new:
    if k not in index:
        out.append('mount ' + k)
    elif index[k] < last:
        out.append('move ' + k)
    else:
        out.append('keep ' + k)
        last = index[k]
print('\\n'.join(out) if out else 'nothing')
`,
          },
        ],
      },
    },
  ],
};
