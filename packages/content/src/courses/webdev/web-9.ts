import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-9',
  order: 9,
  title: 'The DOM and Events',
  description:
    'Select and change elements, react to user input and master event propagation and delegation.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Select elements and change their content, attributes and classes safely',
    'Create and insert elements efficiently',
    'Register event listeners and explain capture, target and bubble phases',
    'Use event delegation and stopPropagation deliberately',
  ],
  lesson: `## Selecting and changing elements

The DOM is the live tree of objects the browser built from your HTML. \`document.querySelector(css)\` returns the first matching element and \`querySelectorAll(css)\` a static list of all matches, using the same selectors you learnt in CSS.

\`\`\`js
const title = document.querySelector('h1');
title.textContent = 'Welcome back';          // safe: treated as text
const card = document.querySelector('.card');
card.classList.add('is-active');
card.setAttribute('aria-expanded', 'true');
card.dataset.productId = '42';               // sets data-product-id
\`\`\`

Prefer \`textContent\` over \`innerHTML\` when inserting user data: \`innerHTML\` parses its input as HTML, which opens the door to cross-site scripting. Toggle **classes** rather than writing inline styles, so the look stays in CSS.

## Creating elements

\`\`\`js
const list = document.querySelector('#todos');
const fragment = document.createDocumentFragment();
for (const todo of ['Write tests', 'Ship it']) {
  const li = document.createElement('li');
  li.textContent = todo;
  fragment.append(li);
}
list.append(fragment); // one insertion, one layout
\`\`\`

Building nodes in a fragment and inserting them once avoids repeated layout work. \`element.remove()\` deletes a node and \`replaceChildren()\` swaps all children at once.

## Events

\`\`\`js
const button = document.querySelector('#save');
button.addEventListener('click', (event) => {
  console.log(event.type, event.target);
});
form.addEventListener('submit', (event) => {
  event.preventDefault(); // stay on the page and handle it in JS
});
\`\`\`

\`preventDefault()\` cancels the browser's default action (following a link, submitting a form). Pass \`{ once: true }\` to run a listener once, or \`{ passive: true }\` on scroll and touch listeners to keep scrolling smooth.

## Propagation: capture, target, bubble

When you click a button inside a \`<main>\` inside the \`<body>\`, the event travels in three phases. In the **capture** phase it goes from the window down through every ancestor, running listeners registered with \`{ capture: true }\`. At the **target** it runs the target's own capturing listeners, then its non-capturing ones. In the **bubble** phase it travels back up, running ordinary listeners on each ancestor. On a single element, listeners for the same phase run in the order they were added.

\`event.stopPropagation()\` stops the journey: the remaining listeners on the current element and phase still run, but no further element or phase receives the event (\`stopImmediatePropagation()\` also skips the remaining listeners on the current element). Use it sparingly, because it breaks analytics and other code that relies on bubbling.

## Event delegation

Because events bubble, one listener on a parent can handle events for all of its children, including ones added later:

\`\`\`js
list.addEventListener('click', (event) => {
  const item = event.target.closest('li');
  if (item && list.contains(item)) item.classList.toggle('done');
});
\`\`\`

\`event.target\` is the element that was actually clicked, while \`event.currentTarget\` is the element whose listener is running. Delegation means fewer listeners and no need to re-attach them when the list changes. In the exercise you will simulate the exact order in which listeners fire.`,
  overview: {
    whatYouWillLearn: [
      'How querySelector and querySelectorAll find elements',
      'Why textContent is safer than innerHTML for user data',
      'Efficient creation and insertion of nodes with fragments',
      'Listener options: once, passive and capture',
      'The capture, target and bubble phases and stopPropagation',
      'Event delegation with event.target and closest()',
    ],
    proTip:
      'In Chrome DevTools, select an element and open the Event Listeners tab to see every listener attached to it and its ancestors.',
  },
  mcqs: [],
  problems: [
    {
      id: 'web-event-propagation',
      title: 'Event Propagation Order',
      description: `Simulate the order in which click listeners fire.

**Input:**
- a line with n, then n lines \`id parent\` describing the element tree (the root has parent \`-\`);
- a line with m, then m lines \`element phase name\` optionally followed by the word \`stop\`, where phase is \`capture\` or \`bubble\`; listeners are given in registration order;
- a final line with the id of the clicked target.

**Rules:** the event first visits each ancestor from the root down to the target's parent running their \`capture\` listeners, then the target's \`capture\` listeners, then the target's \`bubble\` listeners, then each ancestor from the parent up to the root running \`bubble\` listeners. Within one element and phase, listeners run in registration order. When a listener marked \`stop\` runs, the other listeners of the same element and phase still run, but nothing after that element-phase step runs.

**Output:** the names of the listeners that run, one per line, or \`none\` if no listener runs.`,
      examples: [
        {
          input:
            '4\nhtml -\nbody html\nmain body\nbutton main\n4\nhtml capture logA\nbody bubble bodyClick\nbutton bubble btnClick\nmain capture mainCap\nbutton\n',
          output: 'logA\nmainCap\nbtnClick\nbodyClick',
          explanation:
            'Capture listeners fire top-down, then the target, then bubble listeners bottom-up.',
        },
        {
          input:
            '3\nroot -\nlist root\nitem list\n4\nitem bubble itemClick stop\nitem bubble itemLog\nlist bubble listClick\nroot capture rootCap\nitem\n',
          output: 'rootCap\nitemClick\nitemLog',
          explanation:
            'itemClick stops propagation, but itemLog on the same element and phase still runs.',
        },
      ],
      constraints: ['1 <= n <= 1000', '0 <= m <= 1000', 'Ids and names contain no spaces'],
      testCases: [
        {
          input:
            '4\nhtml -\nbody html\nmain body\nbutton main\n4\nhtml capture logA\nbody bubble bodyClick\nbutton bubble btnClick\nmain capture mainCap\nbutton\n',
          expectedOutput: 'logA\nmainCap\nbtnClick\nbodyClick',
          hidden: false,
        },
        {
          input:
            '3\nroot -\nlist root\nitem list\n4\nitem bubble itemClick stop\nitem bubble itemLog\nlist bubble listClick\nroot capture rootCap\nitem\n',
          expectedOutput: 'rootCap\nitemClick\nitemLog',
          hidden: false,
        },
        { input: '2\na -\nb a\n0\nb\n', expectedOutput: 'none', hidden: true },
        {
          input:
            '3\nroot -\nmid root\nleaf mid\n4\nroot capture guard stop\nroot capture second\nleaf bubble never\nmid bubble never2\nleaf\n',
          expectedOutput: 'guard\nsecond',
          hidden: true,
        },
        {
          input: '2\nform -\nbtn form\n3\nbtn bubble b1\nbtn capture c1\nform bubble f1\nbtn\n',
          expectedOutput: 'c1\nb1\nf1',
          hidden: true,
        },
        {
          input: '1\nroot -\n2\nroot bubble r1\nroot capture r0\nroot\n',
          expectedOutput: 'r0\nr1',
          hidden: true,
        },
        {
          input:
            '4\nul -\nli1 ul\nli2 ul\nspan li1\n4\nli2 bubble wrong\nspan bubble s\nli1 capture l1cap\nul bubble u\nspan\n',
          expectedOutput: 'l1cap\ns\nu',
          hidden: true,
        },
        {
          input: '2\np -\nt p\n3\nt capture tc stop\nt bubble tb\np bubble pb\nt\n',
          expectedOutput: 'tc',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
parent = {}
for i in range(1, n + 1):
    el, p = lines[i].split()
    parent[el] = p
m = int(lines[n + 1])
listeners = {}  # (element, phase) -> [(name, stop)] in registration order
for j in range(m):
    parts = lines[n + 2 + j].split()
    listeners.setdefault((parts[0], parts[1]), []).append((parts[2], len(parts) > 3 and parts[3] == 'stop'))
target = lines[n + 2 + m].strip()

path = []
cur = target
while cur != '-':
    path.append(cur)
    cur = parent[cur]
path.reverse()

steps = [(el, 'capture') for el in path[:-1]]
steps.append((target, 'capture'))
steps.append((target, 'bubble'))
steps += [(el, 'bubble') for el in reversed(path[:-1])]

out = []
for el, phase in steps:
    stopped = False
    for name, stop in listeners.get((el, phase), []):
        out.append(name)
        if stop:
            stopped = True
    if stopped:
        break
print('\\n'.join(out) if out else 'none')
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
ids = ['e%d' % i for i in range(n)]
if mode == 'chain':
    parent = ['-'] + ids[:-1]
else:
    parent = ['-'] + [ids[random.randrange(i)] for i in range(1, n)]
target = ids[-1]
path = []
cur = n - 1
while True:
    path.append(ids[cur])
    if parent[cur] == '-':
        break
    cur = int(parent[cur][1:])
listeners = []
for j in range(m):
    # most listeners sit on the target's path, some elsewhere
    el = random.choice(path) if random.random() < 0.8 else random.choice(ids)
    phase = random.choice(('capture', 'bubble'))
    stop = mode == 'stops' and random.random() < 0.02
    listeners.append('%s %s L%d%s' % (el, phase, j, ' stop' if stop else ''))
if mode == 'stoproot':
    listeners.insert(0, '%s capture first stop' % ids[0])
    listeners = listeners[:m]
order = list(range(n))
random.shuffle(order)
print(n)
for i in order:
    print(ids[i], parent[i])
print(len(listeners))
for line in listeners:
    print(line)
print(target)
`,
        tests: [
          { args: '1000 1000 chain', label: 'n = 1,000 in a chain, m = 1,000' },
          { args: '1000 1000 random', label: 'n = 1,000, random tree, m = 1,000' },
          { args: '1000 1000 stops', label: 'n = 1,000, m = 1,000, some listeners stop' },
          {
            args: '1000 1000 stoproot',
            label: "n = 1,000, m = 1,000, the root's first capture listener stops",
          },
          { args: '1000 0 chain', label: 'n = 1,000, no listeners' },
          { args: '1 5 chain', label: 'n = 1, the target is the root' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
parent = {}
for line in lines[1:n + 1]:
    el, p = line.split(' ')
    assert el not in parent and el != '-', 'duplicate id'
    parent[el] = p
roots = [el for el, p in parent.items() if p == '-']
assert len(roots) == 1, 'exactly one root'
for el in parent:
    seen = set()
    while el != '-':
        assert el in parent and el not in seen, 'not a tree'
        seen.add(el)
        el = parent[el]
m = int(lines[n + 1])
assert 0 <= m <= 1000, 'm out of range'
for line in lines[n + 2:n + 2 + m]:
    parts = line.split(' ')
    assert len(parts) in (3, 4), 'bad listener: ' + line
    assert parts[0] in parent and parts[1] in ('capture', 'bubble') and parts[2], 'bad listener: ' + line
    assert len(parts) == 3 or parts[3] == 'stop', 'bad listener: ' + line
assert lines[n + 2 + m] in parent, 'unknown target'
assert all(line.strip() == '' for line in lines[n + 3 + m:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'stops-at-once',
            language: 'python3',
            mustFail: 'WA',
            why: 'Stops right after the listener marked stop, skipping the other listeners of the same element and phase',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
parent = {}
for i in range(1, n + 1):
    el, p = lines[i].split()
    parent[el] = p
m = int(lines[n + 1])
listeners = []
for j in range(m):
    parts = lines[n + 2 + j].split()
    listeners.append((parts[0], parts[1], parts[2], len(parts) > 3 and parts[3] == 'stop'))
target = lines[n + 2 + m].strip()

path = []
cur = target
while cur != '-':
    path.append(cur)
    cur = parent[cur]
path.reverse()

steps = [(el, 'capture') for el in path[:-1]]
steps.append((target, 'capture'))
steps.append((target, 'bubble'))
steps += [(el, 'bubble') for el in reversed(path[:-1])]

out = []
done = False
for el, phase in steps:
    for e, ph, name, stop in listeners:
        if e == el and ph == phase:
            out.append(name)
            if stop:
                done = True
                break
    if done:
        break
print('\\n'.join(out) if out else 'none')
`,
          },
          {
            name: 'target-in-registration-order',
            language: 'python3',
            mustFail: 'WA',
            why: "Runs the target's listeners in registration order instead of its capture listeners before its bubble listeners",
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
parent = {}
for i in range(1, n + 1):
    el, p = lines[i].split()
    parent[el] = p
m = int(lines[n + 1])
listeners = []
for j in range(m):
    parts = lines[n + 2 + j].split()
    listeners.append((parts[0], parts[1], parts[2], len(parts) > 3 and parts[3] == 'stop'))
target = lines[n + 2 + m].strip()

path = []
cur = target
while cur != '-':
    path.append(cur)
    cur = parent[cur]
path.reverse()

# the target's listeners all run in registration order, whatever their phase
steps = [(el, ('capture',)) for el in path[:-1]]
steps.append((target, ('capture', 'bubble')))
steps += [(el, ('bubble',)) for el in reversed(path[:-1])]

out = []
for el, phases in steps:
    stopped = False
    for e, ph, name, stop in listeners:
        if e == el and ph in phases:
            out.append(name)
            if stop:
                stopped = True
    if stopped:
        break
print('\\n'.join(out) if out else 'none')
`,
          },
        ],
      },
    },
  ],
};
