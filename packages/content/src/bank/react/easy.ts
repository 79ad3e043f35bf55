import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question:
        'Why must a React component name such as `Profile` start with a capital letter when used in JSX?',
      options: {
        A: 'Lower-case tags are treated as HTML tags',
        B: 'Capitalised components are memoised and re-render less',
        C: 'Lower-case names are for class components',
        D: 'It is a linter-only convention; React ignores the case',
      },
      correct: 'A',
      explanation:
        'JSX compiles lower-case tags to strings for DOM elements and capitalised tags to references to your component.',
    },
    {
      question: 'Which hook gives a function component a piece of state that survives re-renders?',
      options: {
        A: '`useEffect`',
        B: '`useState`',
        C: '`useCallback`',
        D: '`useContext`',
      },
      correct: 'B',
      explanation:
        'useState stores a value between renders and returns a setter that schedules a re-render.',
    },
    {
      question: 'What does `const [count, setCount] = useState(0)` destructure?',
      options: {
        A: 'An object with `count` and `setCount` properties',
        B: 'A promise that resolves to the current state once it loads',
        C: 'An array: the value and its updater',
        D: 'Two separate state variables, both starting at 0',
      },
      correct: 'C',
      explanation: 'useState returns a two-element array: the current state and its setter.',
    },
    {
      question: 'What is the main purpose of the `key` prop when rendering a list with `map()`?',
      options: {
        A: 'It sets the HTML `id` attribute of each item',
        B: 'It sorts the list by key before rendering',
        C: 'It makes each item focusable and reachable with the keyboard',
        D: 'It lets React match each item with its previous render',
      },
      correct: 'D',
      explanation:
        'Keys identify items across renders so React can keep state and DOM nodes with the right item when the list changes.',
    },
    {
      question: 'Which line correctly runs `handleClick` only when the button is clicked?',
      options: {
        A: '`<button onClick={handleClick}>`',
        B: '`<button onClick={handleClick(event)}>`',
        C: '`<button onPress={handleClick}>`',
        D: '`<button click={handleClick}>`',
      },
      correct: 'A',
      explanation:
        'You pass the function itself; handleClick(event) would call it during render, and React DOM uses onClick, not onPress or click.',
    },
    {
      question: 'How should a child component treat the props it receives?',
      options: {
        A: 'Modify them freely, since the parent will see each change at once',
        B: 'Read-only; ask the parent via a callback prop',
        C: 'Copy them into a module-level variable before any use',
        D: 'Reassign them inside `useEffect` to keep them in sync',
      },
      correct: 'B',
      explanation: 'Props are owned by the parent and must not be mutated by the child.',
    },
    {
      question: 'What does a fragment (`<>...</>`) let a component do?',
      options: {
        A: 'Render its children lazily, only when they are first needed',
        B: 'Skip re-rendering when props are unchanged',
        C: 'Return sibling elements without an extra DOM wrapper',
        D: 'Catch errors thrown by its children',
      },
      correct: 'C',
      explanation: 'Fragments group children without producing a DOM node.',
    },
    {
      question: 'Which JSX attribute sets the CSS class of a div?',
      options: {
        A: '`class`',
        B: '`cssClass`',
        C: '`style`',
        D: '`className`',
      },
      correct: 'D',
      explanation:
        'JSX uses the DOM property name className because class is a reserved word in JavaScript.',
    },
    {
      question: 'In production, when does an effect declared with `useEffect(fn, [])` run?',
      options: {
        A: 'Once, after the component first mounts',
        B: 'Once, before the first render',
        C: 'After every render of the component',
        D: 'Only when the component is removed',
      },
      correct: 'A',
      explanation:
        'An empty dependency array means the effect has nothing to re-run for, so it runs after the first mount (Strict Mode adds an extra run only in development).',
    },
    {
      question: 'How do you insert the value of a JavaScript variable `name` inside JSX text?',
      options: {
        A: 'Prefix a dollar: `<h1>$name</h1>`',
        B: 'Wrap it in single braces: `<h1>{name}</h1>`',
        C: 'Wrap it in double braces: `<h1>{{name}}</h1>`',
        D: 'Use a template string: `<h1>${name}</h1>`',
      },
      correct: 'B',
      explanation: 'Curly braces embed any JavaScript expression in JSX.',
    },
    {
      question:
        'What happens after you call a state setter such as `setCount(5)` with a new value?',
      options: {
        A: '`count` changes immediately inside the running handler',
        B: 'The whole page reloads with the new value',
        C: 'React schedules a re-render that will read 5',
        D: 'Nothing happens until you call `forceUpdate()`',
      },
      correct: 'C',
      explanation:
        'Setting state queues a re-render; the new value is visible in the next render, not in the current one.',
    },
    {
      question: 'What makes an `<input>` a controlled component?',
      options: {
        A: 'It has a `ref` attached that React reads on submit',
        B: 'It is wrapped in a `<form>` element',
        C: 'It uses `defaultValue` from state',
        D: 'Its value comes from state, and `onChange` updates it',
      },
      correct: 'D',
      explanation:
        'A controlled input displays state and reports every edit back through onChange.',
    },
    {
      question: 'Which inline style is valid JSX?',
      options: {
        A: '`style="color: red"` (a CSS string)',
        B: "`style={{ color: 'red' }}` (an object)",
        C: "`style={color: 'red'}` (single braces)",
        D: "`style={['color', 'red']}` (an array of pairs)",
      },
      correct: 'B',
      explanation:
        'style takes an object with camelCase property names; the outer braces embed it and the inner braces make the object.',
    },
    {
      question:
        'Where does a component find the JSX written between its opening and closing tags, as in `<Card><p>Hi</p></Card>`?',
      options: {
        A: '`props.children`',
        B: '`props.childNodes`',
        C: '`props.slot`',
        D: '`useChildren()`',
      },
      correct: 'A',
      explanation: 'Nested JSX is passed to the component as the children prop.',
    },
  ],
  coding: [
    {
      id: 'react-rerender-count',
      title: 'Count re-renders after a state update',
      description:
        'Without memoization, when a component\'s state changes React re-renders that component and every component below it in the tree.\n\nInput: the first line holds N (components) and Q (updates). The next N lines each hold "name parent", where parent is "-" for the single root; a parent is always listed before its children. The next Q lines each hold the name of a component whose state is set.\n\nOutput: for each update, on its own line, the number of components that re-render (the component plus all of its descendants).',
      examples: [
        {
          input: '5 2\nApp -\nHeader App\nMain App\nList Main\nItem List\nMain\nApp',
          output: '3\n5',
          explanation: 'Main re-renders with List and Item (3); App re-renders the whole tree (5).',
        },
        {
          input: '3 2\nApp -\nNav App\nFooter App\nNav\nFooter',
          output: '1\n1',
          explanation: 'Leaves have no children, so only the leaf itself re-renders.',
        },
      ],
      constraints: ['1 <= N <= 1000', '0 <= Q <= 1000', 'Names are unique, without spaces'],
      testCases: [
        v('5 2\nApp -\nHeader App\nMain App\nList Main\nItem List\nMain\nApp', '3\n5'),
        v('3 2\nApp -\nNav App\nFooter App\nNav\nFooter', '1\n1'),
        h('1 1\nApp -\nApp', '1'),
        h('6 3\nA -\nB A\nC B\nD C\nE D\nF E\nC\nF\nA', '4\n1\n6'),
        h('6 4\nRoot -\nL Root\nR Root\nL1 L\nL2 L\nR1 R\nL\nL\nR\nRoot', '3\n3\n2\n6'),
        h(
          '10 3\nApp -\nC1 App\nC2 App\nC3 App\nC4 App\nC5 App\nC6 App\nC7 App\nC8 App\nG C8\nC8\nC1\nApp',
          '2\n1\n10',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n, q = int(data[0]), int(data[1])
    idx = 2
    children = {}
    for _ in range(n):
        name, parent = data[idx], data[idx + 1]
        idx += 2
        children.setdefault(name, [])
        if parent != '-':
            children.setdefault(parent, []).append(name)
    out = []
    for _ in range(q):
        start = data[idx]
        idx += 1
        stack = [start]
        count = 0
        while stack:
            node = stack.pop()
            count += 1
            stack.extend(children.get(node, []))
        out.append(str(count))
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, shape = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
names = ['C%d' % i for i in range(n)]
names[0] = 'App'
par = ['-']
for i in range(1, n):
    if shape == 'chain':
        p = i - 1
    elif shape == 'star':
        p = 0
    elif shape == 'binary':
        p = (i - 1) // 2
    else:
        p = random.randrange(max(0, i - 5), i)
    par.append(names[p])
print(n, q)
for i in range(n):
    print(names[i], par[i])
for _ in range(q):
    print(names[0] if shape == 'chain' and random.random() < 0.5 else random.choice(names))
`,
        tests: [
          { args: '1000 1000 chain', label: 'N = 1,000 in one chain, Q = 1,000' },
          { args: '1000 1000 random', label: 'N = 1,000, random tree, Q = 1,000' },
          { args: '1000 1000 star', label: 'N = 1,000, all children of the root' },
          { args: '1000 1000 binary', label: 'N = 1,000, binary tree' },
          { args: '1000 0 random', label: 'N = 1,000, no updates' },
          { args: '1 1 chain', label: 'N = 1' },
        ],
        validator: String.raw`import sys
data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
assert 1 <= n <= 1000 and 0 <= q <= 1000, 'N or Q out of range'
assert len(data) == 2 + 2 * n + q, 'expected N components and Q updates'
seen = set()
roots = 0
for i in range(n):
    name, parent = data[2 + 2 * i], data[3 + 2 * i]
    assert name not in seen and name != '-', 'names are unique'
    if parent == '-':
        roots += 1
    else:
        assert parent in seen, 'a parent is listed before its children'
    seen.add(name)
assert roots == 1, 'exactly one root'
assert all(x in seen for x in data[2 + 2 * n:]), 'updates name components'
`,
        wrongSolutions: [
          {
            name: 'direct-children-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts the component and its direct children, but every descendant re-renders',
            source: String.raw`import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
children = {}
for i in range(n):
    name, parent = data[2 + 2 * i], data[3 + 2 * i]
    children.setdefault(name, [])
    if parent != '-':
        children.setdefault(parent, []).append(name)
# the component and its direct children only
print('\n'.join(str(1 + len(children[x])) for x in data[2 + 2 * n:]))
`,
          },
          {
            name: 'recursion-depth',
            language: 'python3',
            mustFail: 'any',
            why: "Counts the subtree recursively: on a chain of 1,000 components Python's default recursion limit of 1,000 is exceeded",
            source: String.raw`import sys

data = sys.stdin.read().split()
n, q = int(data[0]), int(data[1])
children = {}
for i in range(n):
    name, parent = data[2 + 2 * i], data[3 + 2 * i]
    children.setdefault(name, [])
    if parent != '-':
        children.setdefault(parent, []).append(name)


def size(node):
    return 1 + sum(size(c) for c in children[node])


print('\n'.join(str(size(x)) for x in data[2 + 2 * n:]))
`,
          },
        ],
      },
    },
    {
      id: 'react-batched-updates',
      title: 'Predict state after batched updates',
      description:
        'Inside one event handler a component calls its state setter several times; React batches the calls and re-renders once. The handler sees the state of the current render as a fixed snapshot S, so setCount(count + k) always computes S + k, while the updater form setCount(c => c + k) adds k to the value queued so far. setCount(v) replaces the queued value with v.\n\nInput: the first line holds S (the current state) and M (number of calls). Each of the next M lines is one call: "set v", "add k" (meaning setCount(count + k)) or "update k" (meaning setCount(c => c + k)).\n\nOutput: the state value in the next render.',
      examples: [
        {
          input: '0 3\nadd 1\nadd 1\nadd 1',
          output: '1',
          explanation: 'Each call computes 0 + 1 from the snapshot, so the result is 1, not 3.',
        },
        {
          input: '0 3\nupdate 1\nupdate 1\nupdate 1',
          output: '3',
          explanation: 'Updater functions chain: 0 -> 1 -> 2 -> 3.',
        },
      ],
      constraints: ['0 <= M <= 1000', 'All values fit in a 64-bit signed integer'],
      testCases: [
        v('0 3\nadd 1\nadd 1\nadd 1', '1'),
        v('0 3\nupdate 1\nupdate 1\nupdate 1', '3'),
        h('5 3\nadd 2\nupdate 10\nadd 1', '6'),
        h('10 2\nset 0\nupdate 4', '4'),
        h('-3 4\nupdate -2\nadd 5\nupdate 3\nupdate 3', '8'),
        h('7 0', '7'),
        h('100 3\nupdate 1000000\nset 42\nadd -100', '0'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
snapshot = int(data[0])
m = int(data[1])
state = snapshot
i = 2
for _ in range(m):
    op, k = data[i], int(data[i + 1])
    i += 2
    if op == 'set':
        state = k
    elif op == 'add':
        state = snapshot + k
    else:
        state = state + k
print(state)
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
m, mode = int(args[0]), args[1]
random.seed(' '.join(args))
LIM = 2**63 - 1
big = mode == 'big'
S = random.randint(-10**18, 10**18) if big else random.randint(-100, 100)
state = S
calls = []
for _ in range(m):
    op = random.choice(['set', 'add', 'update', 'update'] if mode != 'adds' else ['add', 'add', 'update'])
    for _ in range(100):
        k = random.randint(-10**18, 10**18) if big else random.randint(-1000, 1000)
        new = k if op == 'set' else (S + k if op == 'add' else state + k)
        if -LIM - 1 <= new <= LIM:
            break
    else:
        op, k, new = 'set', 0, 0
    calls.append('%s %d' % (op, k))
    state = new
print(S, m)
print('\n'.join(calls))
`,
        tests: [
          { args: '1000 big', label: 'M = 1,000, values near 10^18' },
          { args: '1000 small', label: 'M = 1,000, small values' },
          { args: '1000 adds', label: 'M = 1,000, mostly add' },
          { args: '0 big', label: 'M = 0, S near 10^18' },
          { args: '1 small', label: 'M = 1' },
        ],
        validator: String.raw`import re, sys
data = sys.stdin.read().split()
LO, HI = -2**63, 2**63 - 1
INT = r'-?(0|[1-9][0-9]*)'
assert re.fullmatch(INT, data[0]) and re.fullmatch(INT, data[1]), 'expected S M'
s, m = int(data[0]), int(data[1])
assert 0 <= m <= 1000, 'M out of range'
assert len(data) == 2 + 2 * m, 'expected M calls'
assert LO <= s <= HI, 'S out of range'
state = s
for i in range(m):
    op, k = data[2 + 2 * i], data[3 + 2 * i]
    assert op in ('set', 'add', 'update') and re.fullmatch(INT, k), 'bad call'
    k = int(k)
    assert LO <= k <= HI, 'value out of range'
    state = k if op == 'set' else (s + k if op == 'add' else state + k)
    assert LO <= state <= HI, 'state out of range'
`,
        wrongSolutions: [
          {
            name: 'add-like-update',
            language: 'python3',
            mustFail: 'WA',
            why: "Treats setCount(count + k) like the updater form, but count is the render's snapshot, not the queued value",
            source: String.raw`import sys

data = sys.stdin.read().split()
state = int(data[0])
for i in range(int(data[1])):
    op, k = data[2 + 2 * i], int(data[3 + 2 * i])
    state = k if op == 'set' else state + k
print(state)
`,
          },
          {
            name: 'int32',
            language: 'c',
            mustFail: 'WA',
            why: 'Keeps the state in a 32-bit int, but values go up to 64-bit',
            source: String.raw`#include <stdio.h>
#include <string.h>

int main(void) {
    int snapshot, m, k;
    char op[16];
    if (scanf("%d %d", &snapshot, &m) != 2) return 0;
    int state = snapshot;
    for (int i = 0; i < m; i++) {
        scanf("%15s %d", op, &k);
        if (strcmp(op, "set") == 0) state = k;
        else if (strcmp(op, "add") == 0) state = snapshot + k;
        else state += k;
    }
    printf("%d\n", state);
    return 0;
}
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'react-debug-todo-reducer',
      title: 'Todo reducer loses the wrong items',
      description:
        'This program replays the actions of a todo list reducer. Each line is "add <text>", "toggle <id>" or "delete <id>". Ids start at 1 and are never reused. After all actions it prints each remaining todo as "<id> [x] <text>" (done) or "<id> [ ] <text>", or "empty" if none are left. Some actions produce the wrong list.',
      language: 'javascript',
      buggyCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const lines = input.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);

let todos = [];
let nextId = 1;

for (const line of lines) {
  const space = line.indexOf(' ');
  const action = space === -1 ? line : line.slice(0, space);
  const arg = space === -1 ? '' : line.slice(space + 1);
  if (action === 'add') {
    todos.push({ id: nextId, text: arg, done: false });
    nextId++;
  } else if (action === 'toggle') {
    const id = Number(arg);
    todos = todos.map((t) => (t.id === id ? { ...t, done: true } : t));
  } else if (action === 'delete') {
    const id = Number(arg);
    todos.splice(id - 1, 1);
  }
}

if (todos.length === 0) {
  console.log('empty');
} else {
  for (const t of todos) {
    console.log(t.id + ' [' + (t.done ? 'x' : ' ') + '] ' + t.text);
  }
}
`,
      fixedCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const lines = input.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);

let todos = [];
let nextId = 1;

for (const line of lines) {
  const space = line.indexOf(' ');
  const action = space === -1 ? line : line.slice(0, space);
  const arg = space === -1 ? '' : line.slice(space + 1);
  if (action === 'add') {
    todos.push({ id: nextId, text: arg, done: false });
    nextId++;
  } else if (action === 'toggle') {
    const id = Number(arg);
    todos = todos.map((t) => (t.id === id ? { ...t, done: !t.done } : t));
  } else if (action === 'delete') {
    const id = Number(arg);
    todos = todos.filter((t) => t.id !== id);
  }
}

if (todos.length === 0) {
  console.log('empty');
} else {
  for (const t of todos) {
    console.log(t.id + ' [' + (t.done ? 'x' : ' ') + '] ' + t.text);
  }
}
`,
      expectedBehavior:
        'toggle flips the done flag of the todo with that id (toggling twice restores it); delete removes the todo whose id matches, whatever its position; unknown ids are ignored.',
      hints: [
        'Toggle the same todo twice. Is it back to not done?',
        'Delete one todo, then delete another. Is an id the same thing as a position in the array?',
        'Prefer building a new array over changing positions in place.',
      ],
      testCases: [
        v('add Buy milk\nadd Walk dog\ntoggle 1', '1 [x] Buy milk\n2 [ ] Walk dog'),
        v('add A\nadd B\nadd C\ndelete 1\ndelete 2', '3 [ ] C'),
        h('add Read\ntoggle 1\ntoggle 1', '1 [ ] Read'),
        h('add X\ndelete 1', 'empty'),
        h('add A\nadd B\nadd C\ndelete 2\ntoggle 3\ndelete 3', '1 [ ] A'),
        h(
          'add Task one\nadd Task two\ntoggle 2\ntoggle 2\ntoggle 1',
          '1 [x] Task one\n2 [ ] Task two',
        ),
        h('delete 5\nadd Only', '1 [ ] Only'),
      ],
      bugs: [
        {
          description: 'toggle always sets done to true instead of flipping it',
          testIndexes: [2, 5],
        },
        {
          description:
            'delete removes by array position (id - 1) instead of by id, so it breaks after an earlier delete',
          testIndexes: [1, 4],
        },
      ],
    },
    {
      id: 'react-debug-pagination',
      title: 'Pagination footer shows the wrong range',
      description:
        'A table component shows a footer like "Page 2 of 5" and "Showing 11-20 of 45", computed by the plain function `footerLines(total, pageSize, page)` that the component calls while rendering. The program reads N (items), S (page size) and P (requested page). Total pages T is N / S rounded up, and at least 1; P is clamped into 1..T. It prints "Page P of T", then "No items" when N is 0, otherwise "Showing a-b of N" where a is the first and b the last item number on that page. Some inputs give wrong footers.',
      language: 'javascript',
      buggyCode: String.raw`function footerLines(total, pageSize, page) {
  const totalPages = Math.max(1, Math.floor(total / pageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  const lines = ['Page ' + current + ' of ' + totalPages];
  if (total === 0) {
    lines.push('No items');
    return lines;
  }
  const first = (current - 1) * pageSize + 1;
  const last = current * pageSize;
  lines.push('Showing ' + first + '-' + last + ' of ' + total);
  return lines;
}

const [n, size, page] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
console.log(footerLines(n, size, page).join('\n'));
`,
      fixedCode: String.raw`function footerLines(total, pageSize, page) {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(page, 1), totalPages);
  const lines = ['Page ' + current + ' of ' + totalPages];
  if (total === 0) {
    lines.push('No items');
    return lines;
  }
  const first = (current - 1) * pageSize + 1;
  const last = Math.min(current * pageSize, total);
  lines.push('Showing ' + first + '-' + last + ' of ' + total);
  return lines;
}

const [n, size, page] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
console.log(footerLines(n, size, page).join('\n'));
`,
      expectedBehavior:
        'For 45 items of 10 per page there are 5 pages and page 5 shows "Showing 41-45 of 45"; the last item number never exceeds N.',
      hints: [
        'How many pages do 45 items need at 10 per page?',
        'Math.floor drops a partly filled page; that page still counts.',
        'Look at the last item number on a page that is not full.',
      ],
      testCases: [
        { input: '45 10 2', expectedOutput: 'Page 2 of 5\nShowing 11-20 of 45', hidden: false },
        { input: '30 10 3', expectedOutput: 'Page 3 of 3\nShowing 21-30 of 30', hidden: false },
        { input: '45 10 5', expectedOutput: 'Page 5 of 5\nShowing 41-45 of 45', hidden: true },
        { input: '5 10 1', expectedOutput: 'Page 1 of 1\nShowing 1-5 of 5', hidden: true },
        { input: '0 10 3', expectedOutput: 'Page 1 of 1\nNo items', hidden: true },
        { input: '100 25 0', expectedOutput: 'Page 1 of 4\nShowing 1-25 of 100', hidden: true },
        { input: '7 3 9', expectedOutput: 'Page 3 of 3\nShowing 7-7 of 7', hidden: true },
        { input: '1 1 1', expectedOutput: 'Page 1 of 1\nShowing 1-1 of 1', hidden: true },
      ],
      bugs: [
        {
          description:
            'Total pages uses Math.floor(total / pageSize), dropping a final partial page; it must round up.',
          testIndexes: [0, 2, 6],
        },
        {
          description: 'The last item number is not capped at N on a partial page.',
          testIndexes: [2, 3, 6],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'react-pseudo-search-list',
      title: 'Searchable product list',
      description:
        'A SearchableList component receives an array of products (each has an id and a name) and holds the text of a search box. Write pseudocode for the state it keeps, how it reacts to typing, and what it renders on each render.',
      requirements: [
        'Keep the search text in component state and update it whenever the input changes',
        'Show only products whose name contains the search text, ignoring letter case',
        'Render each visible product with a stable key',
        'Show a message when nothing matches',
      ],
      examples: [
        {
          scenario: 'Products Apple, Banana, Pineapple; the user types "APP"',
          expectedApproach:
            'Apple and Pineapple are shown, because the comparison is done in lower case.',
        },
      ],
      evaluationCriteria: [
        'Search text lives in state and is updated from the change event',
        'Filtering is derived during render, case-insensitively',
        'Keys come from product ids',
        'Empty search and no-match cases are handled',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Store the query in state and update it on change',
            weight: 2,
            accept: ['usestate', 'state query', 'state search', 'onchange', 'change event set'],
          },
          {
            idea: 'Compare in lower case',
            weight: 2,
            accept: ['lowercase', 'lower case', 'case insensitive', 'ignore case', 'tolowercase'],
          },
          {
            idea: 'Filter the products whose name includes the query',
            weight: 3,
            accept: [
              'filter includes',
              'filter contains',
              'includes query',
              'contains query',
              'includes search',
              'contains search',
            ],
          },
          {
            idea: 'Render the filtered items with the product id as key',
            weight: 3,
            accept: ['key id', 'key product id', 'keyed id'],
          },
        ],
        edgeCases: [
          {
            case: 'An empty query shows every product',
            accept: [
              'empty show all',
              'empty all products',
              'blank all products',
              'empty every product',
            ],
          },
          {
            case: 'No product matches',
            accept: ['no match', 'no results', 'nothing found', 'no products found'],
          },
        ],
        pitfalls: [
          {
            mistake:
              "The array index changes when the list is filtered, so React matches rows to the wrong items; the key must be the product's own stable id.",
            patterns: ['index key = index', 'key = i', 'index as key', 'i as key', 'idx as key'],
          },
          {
            mistake:
              'Replacing the products with the filtered list throws the other products away, so deleting letters from the query cannot bring them back; derive the visible list from the full props on every render.',
            patterns: [
              'products = products filter',
              'setproducts filter',
              'setproducts products filter',
              'overwrite products filter',
              'replace products filter',
              'setvisible visible filter',
              'visible = visible filter',
              'setfiltered filtered filter',
              'filtered = filtered filter',
              'setresults results filter',
              'results = results filter',
              'setshown shown filter',
            ],
          },
          {
            mistake:
              'Names must contain the query anywhere: an equality or starts-with test misses "Pineapple" for "app".',
            patterns: [
              'name == query',
              'name == q',
              'name equals query',
              'name === query',
              'name startswith query',
              'name startswith q',
              'name startswith search',
              'name starts query',
              'name start q',
              'name begins query',
            ],
          },
        ],
        modelAnswer: `1. SET [query, setQuery] = useState("") as the search state
2. ON input change event: CALL setQuery(event.target.value)
3. SET q = trim(query) converted to lowercase (case insensitive)
4. IF q is empty THEN visible = all products (an empty query shows all products)
5. ELSE visible = products.filter(p => lowercase(p.name) includes q)
6. IF visible has no items THEN render "No results" (no match) and return
7. FOR each product in visible: render <li key={product.id}>product.name</li>, key is the id`,
      },
    },
    {
      id: 'react-pseudo-bounded-counter',
      title: 'Counter with limits',
      description:
        'A Counter component receives min, max and start props and shows a number with three buttons: minus, plus and reset. Write pseudocode for its state and the three click handlers, and for when the buttons are disabled.',
      requirements: [
        'Initialise the count from the start prop',
        'Plus adds one but never goes above max; minus subtracts one but never goes below min',
        'Reset returns to the start value',
        'Disable a button when it cannot change the count',
      ],
      examples: [
        {
          scenario: 'min 0, max 3, start 2; plus is clicked twice',
          expectedApproach: 'The count becomes 3 and stays 3; the plus button is disabled at 3.',
        },
      ],
      evaluationCriteria: [
        'State is initialised from props',
        'Bounds are enforced in the handlers',
        'Buttons are disabled at the limits',
        'Updater functions are used for updates',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Initialise state from the start prop',
            weight: 2,
            accept: [
              'usestate start',
              'state start',
              'initial start',
              'initialise start',
              'initialize start',
            ],
          },
          {
            idea: 'Increment with an upper bound check',
            weight: 2,
            accept: ['increment max', 'plus max', 'add 1 max', 'min max 1'],
          },
          {
            idea: 'Decrement with a lower bound check',
            weight: 2,
            accept: ['decrement min', 'minus min', 'subtract 1 min', 'max min 1'],
          },
          {
            idea: 'Reset sets the count back to start',
            weight: 2,
            accept: ['reset start', 'reset initial'],
          },
          { idea: 'Disable buttons at the limits', weight: 2, accept: ['disable', 'disabled'] },
        ],
        edgeCases: [
          {
            case: 'The start value lies outside min..max',
            accept: [
              'clamp start',
              'start outside',
              'start out of range',
              'start greater max',
              'start less min',
            ],
          },
          {
            case: 'min equals max, so both buttons are disabled',
            accept: ['min equals max', 'min equal max', 'min max same', 'min max equal'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'The plus handler must take the smaller of count + 1 and max (and minus the larger of count - 1 and min); swapping min and max removes the limit.',
            patterns: [
              'plus max c + 1 max',
              'plus max count + 1 max',
              'plus max prev + 1 max',
              'increment max c + 1 max',
              'increment max count + 1 max',
              'increment max prev + 1 max',
              'minus min c - 1 min',
              'minus min count - 1 min',
              'minus min prev - 1 min',
              'decrement min c - 1 min',
              'decrement min count - 1 min',
              'decrement min prev - 1 min',
              'plus larger count + 1 max',
              'minus smaller count - 1 min',
            ],
          },
          {
            mistake:
              'Reset must go back to the start value from props, not to 0 or to the minimum.',
            patterns: [
              'reset setcount 0',
              'reset count = 0',
              'reset count 0',
              'reset count zero',
              'reset zero',
            ],
          },
          {
            mistake:
              'The disabled conditions are swapped: minus is the button that cannot act at the minimum and plus the one that cannot act at the maximum.',
            patterns: [
              'plus disabled min minus disabled max',
              'minus disabled max plus disabled min',
              'disable plus count min disable minus count max',
              'disable minus count max disable plus count min',
              'plus <= min minus >= max',
              'minus >= max plus <= min',
              'plus == min minus == max',
              'minus == max plus == min',
              'plus min >= count minus max <= count',
            ],
          },
        ],
        modelAnswer: `1. SET initial = start, but clamp start into min..max first (start outside the range is clamped)
2. SET [count, setCount] = useState(initial)
3. FUNCTION increment: setCount(c => IF c < max THEN c + 1 ELSE c)   (plus never passes max)
4. FUNCTION decrement: setCount(c => IF c > min THEN c - 1 ELSE c)   (minus never passes min)
5. FUNCTION reset: setCount(initial)   (reset back to start)
6. RENDER minus button disabled when count <= min, plus button disabled when count >= max
7. IF min equals max THEN both buttons are disabled and only reset does anything
8. RENDER the count between the buttons`,
      },
    },
  ],
};
