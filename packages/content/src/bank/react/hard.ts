import type { BankLevel } from '@app/shared/content.schemas';
import { EMPTY_DEPENDENCY_PATTERNS } from '../shared-pitfalls';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question:
        'What does `startTransition(() => setTab(next))` from `useTransition` change about that update?',
      options: {
        A: 'It runs the update on a web worker',
        B: 'It delays the update by a fixed 300 ms',
        C: 'It marks the update non-urgent, so typing can interrupt it',
        D: 'It skips re-rendering the children of the component that updates',
      },
      correct: 'C',
      explanation:
        'Transitions are interruptible, lower-priority renders that keep the UI responsive.',
    },
    {
      question: 'Which statement about the React 19 `use()` API is true?',
      options: {
        A: 'It can read a promise or context, even inside an `if`',
        B: 'It replaces `useState` for local component state',
        C: "It can only be called from class components' render methods",
        D: 'It subscribes to external stores (`redux`, `zustand`)',
      },
      correct: 'A',
      explanation:
        'use(promise) suspends until the promise resolves, use(context) reads context, and both may be called conditionally.',
    },
    {
      question: 'In React 19, how can a function component receive a ref from its parent?',
      options: {
        A: 'Only by wrapping it in `forwardRef`',
        B: 'Through `this.refs` on the component',
        C: 'It cannot; refs attach only to DOM nodes',
        D: 'As a regular prop named `ref` in its props',
      },
      correct: 'D',
      explanation:
        'React 19 passes ref as a prop to function components, so forwardRef is no longer required.',
    },
    {
      question:
        'What does `const [state, formAction, isPending] = useActionState(action, initialState)` give you?',
      options: {
        A: 'A global store shared by all the forms rendered on the page',
        B: 'The last result, a form action and a pending flag',
        C: 'The field values (`FormData`) and a `reset()` function',
        D: 'A cached copy of server data and a refetch function',
      },
      correct: 'B',
      explanation:
        'useActionState wraps an action and tracks its latest result and pending status.',
    },
    {
      question:
        '`React.memo(Child)` still re-renders every time its parent renders. Which parent code most likely causes it?',
      options: {
        A: '`<Child style={{ margin: 8 }} />`',
        B: '`<Child label={"Save"} size={"lg"} />`',
        C: '`<Child count={3} />`',
        D: '`<Child enabled />`',
      },
      correct: 'A',
      explanation:
        'An inline object literal is a new reference each render, so the shallow prop comparison fails; strings and numbers compare equal.',
    },
    {
      question: 'How does `useLayoutEffect` differ from `useEffect`?',
      options: {
        A: 'It runs only on the server, before hydration',
        B: 'It runs before the component renders',
        C: 'It runs after DOM changes but before the browser paints',
        D: 'It never needs a dependency array, because it runs only once',
      },
      correct: 'C',
      explanation:
        'useLayoutEffect fires synchronously after commit, blocking the paint, which suits measuring layout.',
    },
    {
      question:
        'What happens when you change the key of a component, as in `<Profile key={userId} />`, from "a" to "b"?',
      options: {
        A: 'React re-renders it in place and keeps all of its state',
        B: 'React ignores keys outside of lists',
        C: 'React warns about a duplicate key',
        D: 'React remounts it, so its state starts fresh',
      },
      correct: 'D',
      explanation:
        'A different key means a different component identity, which is a common way to reset state.',
    },
    {
      question:
        "At the same position, a component renders `<div><Input /></div>` and on the next render `<section><Input /></section>`. What happens to `Input`'s state?",
      options: {
        A: 'It is kept, as `Input` is the same component',
        B: 'It is lost, since the parent element type changed',
        C: 'It is copied into the new `Input` instance',
        D: 'It is kept only when Strict Mode is on',
      },
      correct: 'B',
      explanation:
        'Reconciliation tears down a subtree when the element type at that position changes.',
    },
    {
      question: 'Which error does a React error boundary catch?',
      options: {
        A: 'An error thrown in an `onClick` handler',
        B: 'An error in a `setTimeout` callback',
        C: 'A render error in a child',
        D: 'A rejected promise that nobody awaits',
      },
      correct: 'C',
      explanation:
        'Error boundaries catch errors during rendering, lifecycle methods and constructors of their children, not in event handlers or async code.',
    },
    {
      question:
        'An effect lists `options` as a dependency, where `options = { sort: "asc" }` is created in the component body. How often does the effect run?',
      options: {
        A: 'After every render, as the object is new each time',
        B: 'Only once, after the first render',
        C: 'Only when `sort` changes value',
        D: 'Never; objects are ignored as dependencies',
      },
      correct: 'A',
      explanation:
        'Dependencies are compared by reference; move the object inside the effect or memoize it.',
    },
    {
      question: 'What is `useSyncExternalStore` for?',
      options: {
        A: 'Saving state to `localStorage` automatically',
        B: 'Syncing the local state of two sibling components',
        C: 'Fetching data on the server during rendering',
        D: 'Subscribing to a store without tearing',
      },
      correct: 'D',
      explanation:
        'It lets React subscribe to external mutable sources so every render reads a consistent snapshot in concurrent rendering.',
    },
    {
      question:
        'In a framework using React Server Components, which is true of a Server Component?',
      options: {
        A: 'It can call `useState` and `useEffect`',
        B: 'It may fetch data as it renders, but has no state',
        C: 'It must start with the `"use client"` directive',
        D: 'Its code is always sent to the browser',
      },
      correct: 'B',
      explanation:
        'Server Components run on the server only and cannot use state, effects or event handlers; interactivity needs a Client Component.',
    },
    {
      question: 'What does `useOptimistic` let a component do while an async action is running?',
      options: {
        A: 'Retry the action automatically, with backoff, whenever it fails',
        B: "Cache the action's result across pages",
        C: 'Show a temporary state that reverts when the action ends',
        D: 'Run the action twice in a row for safety',
      },
      correct: 'C',
      explanation:
        'useOptimistic shows an expected result immediately and falls back to the actual state afterwards.',
    },
    {
      question:
        'Since React 18, what happens with two `setState` calls inside a `setTimeout` callback?',
      options: {
        A: 'They are batched into a single re-render',
        B: 'Each one causes its own synchronous re-render',
        C: 'Only the first is applied',
        D: 'They throw, because they run outside React',
      },
      correct: 'A',
      explanation:
        'Automatic batching groups updates from timeouts, promises and native events too.',
    },
  ],
  coding: [
    {
      id: 'react-memo-batch',
      title: 'Which components re-render in a batch?',
      description:
        'Rules: a component whose state is set re-renders. A component that re-renders also re-renders its children, except children wrapped in React.memo (marked memo; assume their props are unchanged), which are skipped together with their subtree unless something inside is itself updated. All updates of one batch produce one render pass, so each component renders at most once.\n\nInput: the first line holds N and Q. The next N lines each hold "name parent flag": parent is "-" for the root, flag is "memo" or "-"; parents come before children and children are ordered as listed. Each of the next Q lines lists the names (at least one) whose state is set in one batch.\n\nOutput: for each batch, one line with the components that render, in tree order (pre-order), separated by spaces.',
      examples: [
        {
          input:
            '5 2\nApp - -\nHeader App memo\nMain App -\nList Main memo\nItem List -\nApp\nList',
          output: 'App Main\nList Item',
          explanation:
            "Updating App skips the memoized Header and List (and List's child Item); updating List renders List and Item.",
        },
        {
          input: '4 1\nApp - -\nA App memo\nB A -\nC App -\nA C',
          output: 'A B C',
          explanation:
            'A is updated, so it renders with its child B; C is updated too. App does not render.',
        },
      ],
      constraints: ['1 <= N <= 1000', '1 <= Q <= 1000', 'Names are unique, without spaces'],
      testCases: [
        v(
          '5 2\nApp - -\nHeader App memo\nMain App -\nList Main memo\nItem List -\nApp\nList',
          'App Main\nList Item',
        ),
        v('4 1\nApp - -\nA App memo\nB A -\nC App -\nA C', 'A B C'),
        h('1 1\nApp - -\nApp', 'App'),
        h(
          '6 2\nRoot - -\nM Root memo\nK M -\nN Root -\nP N memo\nQ P -\nRoot\nQ Root',
          'Root N\nRoot N Q',
        ),
        h('4 1\nA - -\nB A -\nC B -\nD C -\nC A', 'A B C D'),
        h('3 2\nApp - memo\nX App memo\nY X -\nY\nX', 'Y\nX Y'),
        h('5 2\nApp - -\nA App -\nB A memo\nC B -\nD App memo\nB D\nApp App', 'B C D\nApp A'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    n, q = map(int, lines[0].split())
    children = {}
    memo = {}
    root = None
    for i in range(1, n + 1):
        name, parent, flag = lines[i].split()
        children.setdefault(name, [])
        memo[name] = flag == 'memo'
        if parent == '-':
            root = name
        else:
            children.setdefault(parent, []).append(name)
    out = []
    for j in range(q):
        dirty = set(lines[n + 1 + j].split())
        rendered = []
        stack = [(root, False)]
        while stack:
            node, parent_rendered = stack.pop()
            renders = node in dirty or (parent_rendered and not memo[node])
            if renders:
                rendered.append(node)
            for child in reversed(children[node]):
                stack.append((child, renders))
        out.append(' '.join(rendered))
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, q, shape, per = int(args[0]), int(args[1]), args[2], int(args[3])
random.seed(' '.join(args))
names = ['c%d' % i for i in range(n)]
print(n, q)
for i in range(n):
    if i == 0:
        p = '-'
    elif shape == 'chain':
        p = names[i - 1]
    elif shape == 'star':
        p = names[0]
    else:
        p = names[random.randrange(max(0, i - 10), i)]
    flag = 'memo' if random.random() < (0.5 if shape != 'nomemo' else 0) else '-'
    if shape == 'allmemo':
        flag = 'memo'
    print(names[i], p, flag)
for _ in range(q):
    print(' '.join(random.choice(names) for _ in range(random.randint(1, per))))
`,
        tests: [
          { args: '1000 1000 random 5', label: 'N = 1,000, Q = 1,000 batches' },
          { args: '1000 1000 chain 3', label: 'N = 1,000 in one chain' },
          { args: '1000 1000 star 20', label: 'N = 1,000, all children of the root' },
          { args: '1000 300 allmemo 3', label: 'N = 1,000, every component memo' },
          { args: '1000 300 nomemo 2', label: 'N = 1,000, no memo' },
          { args: '1 1 random 1', label: 'N = 1' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
n, q = map(int, lines[0].split())
assert 1 <= n <= 1000 and 1 <= q <= 1000, 'N or Q out of range'
seen = set()
roots = 0
for l in lines[1:n + 1]:
    p = l.split()
    assert len(p) == 3 and p[2] in ('memo', '-'), 'expected name parent flag'
    assert p[0] not in seen and p[0] != '-', 'names are unique'
    if p[1] == '-':
        roots += 1
    else:
        assert p[1] in seen, 'parents come before children'
    seen.add(p[0])
assert roots == 1, 'exactly one root'
batches = lines[n + 1:n + 1 + q]
assert len(batches) == q, 'expected Q batches'
for b in batches:
    names = b.split()
    assert names and all(x in seen for x in names), 'a batch names at least one component'
assert all(l.strip() == '' for l in lines[n + 1 + q:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'stops-at-skipped-parent',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not look below a component that does not render, missing updated components deeper in the tree',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    n, q = map(int, lines[0].split())
    children = {}
    memo = {}
    root = None
    for i in range(1, n + 1):
        name, parent, flag = lines[i].split()
        children.setdefault(name, [])
        memo[name] = flag == 'memo'
        if parent == '-':
            root = name
        else:
            children.setdefault(parent, []).append(name)
    out = []
    for j in range(q):
        dirty = set(lines[n + 1 + j].split())
        rendered = []
        stack = [(root, False)]
        while stack:
            node, parent_rendered = stack.pop()
            renders = node in dirty or (parent_rendered and not memo[node])
            if renders:
                rendered.append(node)
            if renders or node == root:
                for child in reversed(children[node]):
                    stack.append((child, renders))
        out.append(' '.join(rendered))
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'ignores-memo',
            language: 'python3',
            mustFail: 'WA',
            why: 'Re-renders memo children along with their parent, though memo skips them when props are unchanged',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    n, q = map(int, lines[0].split())
    children = {}
    memo = {}
    root = None
    for i in range(1, n + 1):
        name, parent, flag = lines[i].split()
        children.setdefault(name, [])
        memo[name] = flag == 'memo'
        if parent == '-':
            root = name
        else:
            children.setdefault(parent, []).append(name)
    out = []
    for j in range(q):
        dirty = set(lines[n + 1 + j].split())
        rendered = []
        stack = [(root, False)]
        while stack:
            node, parent_rendered = stack.pop()
            renders = node in dirty or parent_rendered
            if renders:
                rendered.append(node)
            for child in reversed(children[node]):
                stack.append((child, renders))
        out.append(' '.join(rendered))
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'react-suspense-view',
      title: 'What does the Suspense tree show?',
      description:
        'Some components are Suspense boundaries and some are suspended (waiting for data). A suspended component is caught by its nearest Suspense ancestor, which then shows its fallback instead of its children. If a suspended component has no Suspense ancestor, nothing can be shown.\n\nInput: the first line holds N. The next N lines each hold "name parent type": parent is "-" for the root, type is comp, suspense or suspends; parents come before children and children are ordered as listed.\n\nOutput: the visible tree in pre-order, one per line: a normal component or a Suspense boundary that is not showing its fallback prints its name; a boundary showing its fallback prints "<name> (fallback)" and none of its descendants are printed. If some suspended component has no Suspense ancestor, print only "nothing".',
      examples: [
        {
          input:
            '5\nApp - comp\nNav App comp\nBox App suspense\nFeed Box suspends\nFooter App comp',
          output: 'App\nNav\nBox (fallback)\nFooter',
          explanation: 'Feed suspends and Box is its nearest boundary, so Box shows its fallback.',
        },
        {
          input: '4\nApp - comp\nBox App suspense\nList Box comp\nItem List comp',
          output: 'App\nBox\nList\nItem',
          explanation: 'Nothing suspends, so the boundary shows its children.',
        },
      ],
      constraints: ['1 <= N <= 1000', 'Names are unique, without spaces'],
      testCases: [
        v(
          '5\nApp - comp\nNav App comp\nBox App suspense\nFeed Box suspends\nFooter App comp',
          'App\nNav\nBox (fallback)\nFooter',
        ),
        v('4\nApp - comp\nBox App suspense\nList Box comp\nItem List comp', 'App\nBox\nList\nItem'),
        h(
          '6\nApp - suspense\nPage App comp\nInner Page suspense\nChart Inner suspends\nSide Page comp\nTable Side comp',
          'App\nPage\nInner (fallback)\nSide\nTable',
        ),
        h('3\nApp - comp\nData App suspends\nX App comp', 'nothing'),
        h(
          '7\nRoot - suspense\nA Root comp\nS1 A suspense\nW1 S1 suspends\nB Root suspends\nS2 Root suspense\nC S2 comp',
          'Root (fallback)',
        ),
        h('1\nApp - comp', 'App'),
        h(
          '6\nApp - comp\nS App suspense\nL S suspends\nM L comp\nT App suspense\nU T comp',
          'App\nS (fallback)\nT\nU',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parent, kind, children = {}, {}, {}
    order = []
    root = None
    for i in range(n):
        name, par, typ = data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]
        order.append(name)
        parent[name] = par
        kind[name] = typ
        children.setdefault(name, [])
        if par == '-':
            root = name
        else:
            children.setdefault(par, []).append(name)
    fallback = set()
    for name in order:
        if kind[name] != 'suspends':
            continue
        cur = parent[name]
        while cur != '-' and kind[cur] != 'suspense':
            cur = parent[cur]
        if cur == '-':
            print('nothing')
            return
        fallback.add(cur)
    out = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node in fallback:
            out.append(node + ' (fallback)')
            continue
        out.append(node)
        for child in reversed(children[node]):
            stack.append(child)
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, shape, mode = int(args[0]), args[1], args[2]
random.seed(' '.join(args))
names = ['n%d' % i for i in range(n)]
types = []
par = []
cov = []
for i in range(n):
    if i == 0:
        p = '-'
    elif shape == 'chain':
        p = names[i - 1]
    elif shape == 'star':
        p = names[0]
    else:
        p = names[random.randrange(max(0, i - 8), i)]
    par.append(p)
    r = random.random()
    if mode == 'covered':
        # suspended components only below a boundary, so something is shown
        covered = i > 0 and (types[names.index(p)] == 'suspense' or cov[names.index(p)])
        t = 'suspense' if r < 0.1 else ('suspends' if r < 0.13 and covered else 'comp')
    elif mode == 'none':
        t = 'suspense' if r < 0.2 else 'comp'
    elif mode == 'uncaught':
        t = 'suspense' if r < 0.1 else ('suspends' if r < 0.15 else 'comp')
    elif mode == 'deep':
        # suspense boundaries only near the root; suspended components deep down
        t = 'suspense' if i < 3 else ('suspends' if i > n - 3 else 'comp')
    types.append(t)
    cov.append(mode == 'covered' and i > 0 and (types[names.index(p)] == 'suspense' or cov[names.index(p)]))
if mode == 'uncaught':
    # make sure one suspended component has no boundary above it
    i = n - 1
    j = i
    path = []
    while j != 0:
        path.append(j)
        j = names.index(par[j])
    for j in path + [0]:
        if types[j] == 'suspense':
            types[j] = 'comp'
    types[i] = 'suspends'
print(n)
for i in range(n):
    print(names[i], par[i], types[i])
`,
        tests: [
          { args: '1000 random covered', label: 'N = 1,000, random tree' },
          { args: '1000 chain deep', label: 'N = 1,000 in one chain, suspended at the bottom' },
          {
            args: '1000 random uncaught',
            label: 'N = 1,000, one suspended component without a boundary',
          },
          { args: '1000 star none', label: 'N = 1,000, nothing suspended' },
          { args: '1000 random none', label: 'N = 1,000, random tree, nothing suspended' },
          { args: '1 chain none', label: 'N = 1' },
        ],
        validator: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
assert 1 <= n <= 1000, 'N out of range'
assert len(data) == 1 + 3 * n, 'expected N components'
seen = set()
roots = 0
for i in range(n):
    name, par, typ = data[1 + 3 * i:4 + 3 * i]
    assert typ in ('comp', 'suspense', 'suspends'), 'bad type'
    assert name not in seen and name != '-', 'names are unique'
    if par == '-':
        roots += 1
    else:
        assert par in seen, 'parents come before children'
    seen.add(name)
assert roots == 1, 'exactly one root'
`,
        wrongSolutions: [
          {
            name: 'outermost-boundary',
            language: 'python3',
            mustFail: 'WA',
            why: 'Lets the outermost Suspense ancestor catch the suspension instead of the nearest one',
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parent, kind, children = {}, {}, {}
    order = []
    root = None
    for i in range(n):
        name, par, typ = data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]
        order.append(name)
        parent[name] = par
        kind[name] = typ
        children.setdefault(name, [])
        if par == '-':
            root = name
        else:
            children.setdefault(par, []).append(name)
    fallback = set()
    for name in order:
        if kind[name] != 'suspends':
            continue
        cur = parent[name]
        found = '-'
        while cur != '-':
            if kind[cur] == 'suspense':
                found = cur
            cur = parent[cur]
        cur = found
        if cur == '-':
            print('nothing')
            return
        fallback.add(cur)
    out = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node in fallback:
            out.append(node + ' (fallback)')
            continue
        out.append(node)
        for child in reversed(children[node]):
            stack.append(child)
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'parent-only',
            language: 'python3',
            mustFail: 'WA',
            why: 'Looks for a Suspense boundary only in the direct parent instead of walking up through all ancestors',
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    parent, kind, children = {}, {}, {}
    order = []
    root = None
    for i in range(n):
        name, par, typ = data[1 + 3 * i], data[2 + 3 * i], data[3 + 3 * i]
        order.append(name)
        parent[name] = par
        kind[name] = typ
        children.setdefault(name, [])
        if par == '-':
            root = name
        else:
            children.setdefault(par, []).append(name)
    fallback = set()
    for name in order:
        if kind[name] != 'suspends':
            continue
        cur = parent[name]
        if cur != '-' and kind[cur] != 'suspense':
            cur = '-'
        if cur == '-':
            print('nothing')
            return
        fallback.add(cur)
    out = []
    stack = [root]
    while stack:
        node = stack.pop()
        if node in fallback:
            out.append(node + ' (fallback)')
            continue
        out.append(node)
        for child in reversed(children[node]):
            stack.append(child)
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'react-debug-context-lookup',
      title: 'useContext reads the wrong provider',
      description:
        'This JavaScript program models context lookup with a plain `readContext(node)` function. Nodes are numbered 1..N; each line gives "parent kind value" (parent 0 for the root; kind is provider with a value, or comp with "-"). Then Q consumer node ids follow. A consumer reads the value of its nearest provider ancestor, or "default" if there is none. The printed values are wrong for some trees.',
      language: 'javascript',
      buggyCode: String.raw`const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
let pos = 0;
const n = Number(tokens[pos++]);
const parent = [0];
const value = [null];
for (let i = 1; i <= n; i++) {
  parent.push(Number(tokens[pos++]));
  const kind = tokens[pos++];
  const v = tokens[pos++];
  value.push(kind === 'provider' ? v : null);
}

function readContext(node) {
  let found = 'default';
  let cur = parent[node];
  while (cur !== 0 && parent[cur] !== 0) {
    if (value[cur] !== null) {
      found = value[cur];
    }
    cur = parent[cur];
  }
  return found;
}

const q = Number(tokens[pos++]);
const out = [];
for (let k = 0; k < q; k++) out.push(readContext(Number(tokens[pos++])));
console.log(out.join('\n'));
`,
      fixedCode: String.raw`const tokens = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/);
let pos = 0;
const n = Number(tokens[pos++]);
const parent = [0];
const value = [null];
for (let i = 1; i <= n; i++) {
  parent.push(Number(tokens[pos++]));
  const kind = tokens[pos++];
  const v = tokens[pos++];
  value.push(kind === 'provider' ? v : null);
}

function readContext(node) {
  let found = 'default';
  let cur = parent[node];
  while (cur !== 0) {
    if (value[cur] !== null) {
      found = value[cur];
      break;
    }
    cur = parent[cur];
  }
  return found;
}

const q = Number(tokens[pos++]);
const out = [];
for (let k = 0; k < q; k++) out.push(readContext(Number(tokens[pos++])));
console.log(out.join('\n'));
`,
      expectedBehavior:
        'A consumer under nested providers reads the innermost one; a provider at the root also counts.',
      hints: [
        'Which provider should win when two are above the consumer?',
        'After a provider is found, should the walk continue upwards?',
        'Is the root node ever examined by the loop?',
      ],
      testCases: [
        {
          input: '5\n0 provider light\n1 comp -\n2 provider dark\n3 comp -\n1 comp -\n3\n4\n5\n2',
          expectedOutput: 'dark\nlight\nlight',
          hidden: false,
        },
        {
          input: '4\n0 comp -\n1 provider red\n2 provider blue\n3 comp -\n2\n4\n3',
          expectedOutput: 'blue\nred',
          hidden: false,
        },
        { input: '1\n0 comp -\n1\n1', expectedOutput: 'default', hidden: true },
        { input: '3\n0 provider en\n1 comp -\n2 comp -\n1\n3', expectedOutput: 'en', hidden: true },
        {
          input:
            '6\n0 provider A\n1 provider B\n2 comp -\n3 provider C\n4 comp -\n3 comp -\n4\n5\n6\n3\n2',
          expectedOutput: 'C\nB\nB\nA',
          hidden: true,
        },
        {
          input: '3\n0 comp -\n1 comp -\n2 comp -\n2\n3\n2',
          expectedOutput: 'default\ndefault',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'The walk does not stop at the first provider, so the outermost provider overwrites the nearest one.',
          testIndexes: [0, 1, 4],
        },
        {
          description:
            'The loop condition parent[cur] !== 0 stops before the root, so a provider at the root is never examined.',
          testIndexes: [0, 3, 4],
        },
      ],
    },
    {
      id: 'react-debug-keyed-moves',
      title: 'Keyed list diff counts too many moves',
      description:
        'This JavaScript tool reports what React-style keyed reconciliation does between two renders of a list. Line 1 holds the old keys, line 2 the new keys (unique within each line, possibly empty). It prints "inserted removed moved": keys only in the new list, keys only in the old list, and the minimum number of kept items that must move, which is the number of kept items minus the longest increasing run (subsequence) of their old positions taken in new order. The numbers are wrong.',
      language: 'javascript',
      buggyCode: String.raw`function diffKeys(oldKeys, newKeys) {
  const oldIndex = new Map(oldKeys.map((k, i) => [k, i]));
  const newSet = new Set(newKeys);
  let inserted = 0;
  const seq = [];
  for (const k of newKeys) {
    if (oldIndex.has(k)) seq.push(oldIndex.get(k));
    else inserted++;
  }
  const removed = oldKeys.filter((k) => !newSet.has(k)).length;
  const tails = [];
  for (const x of seq) {
    let lo = 0;
    let hi = tails.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo === tails.length) tails.push(x);
    else tails[lo] = x;
  }
  const moved = newKeys.length - tails.length;
  return [inserted, removed, moved];
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const keys = (line) => (line || '').split(' ').filter((k) => k !== '');
console.log(diffKeys(keys(lines[0]), keys(lines[1])).join(' '));
`,
      fixedCode: String.raw`function diffKeys(oldKeys, newKeys) {
  const oldIndex = new Map(oldKeys.map((k, i) => [k, i]));
  const newSet = new Set(newKeys);
  let inserted = 0;
  const seq = [];
  for (const k of newKeys) {
    if (oldIndex.has(k)) seq.push(oldIndex.get(k));
    else inserted++;
  }
  const removed = oldKeys.filter((k) => !newSet.has(k)).length;
  const tails = [];
  for (const x of seq) {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (tails[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    if (lo === tails.length) tails.push(x);
    else tails[lo] = x;
  }
  const moved = seq.length - tails.length;
  return [inserted, removed, moved];
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const keys = (line) => (line || '').split(' ').filter((k) => k !== '');
console.log(diffKeys(keys(lines[0]), keys(lines[1])).join(' '));
`,
      expectedBehavior:
        'For old "a b c" and new "c a b" it prints "0 0 1": a and b keep their order and only c moves.',
      hints: [
        'With an unchanged list, how long should the increasing run be? How long does tails ever get?',
        'The binary search must be able to return a position just past the end of tails.',
        'Inserted keys never need to move; which list size should the move count start from?',
      ],
      testCases: [
        { input: 'a b c d\na b c d', expectedOutput: '0 0 0', hidden: false },
        { input: 'a b c\nc a b', expectedOutput: '0 0 1', hidden: false },
        { input: 'a b\nx a b y', expectedOutput: '2 0 0', hidden: true },
        { input: 'a b c\nd e', expectedOutput: '2 3 0', hidden: true },
        { input: 'a b c d e\ne d c b a', expectedOutput: '0 0 4', hidden: true },
        { input: '1 2 3 4 5 6\n2 3 9 5 1 6', expectedOutput: '1 1 1', hidden: true },
        { input: 'x\n\n', expectedOutput: '0 1 0', hidden: true },
      ],
      bugs: [
        {
          description:
            'The binary search upper bound is tails.length - 1, so the search never returns the end of tails and tails never grows past one element.',
          testIndexes: [0, 1, 2, 5],
        },
        {
          description:
            'Moves are counted from all new keys (including inserted ones) instead of only the kept keys.',
          testIndexes: [2, 3, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'react-pseudo-fetch-race',
      title: 'Profile loader without race conditions',
      description:
        'A UserProfile component receives a userId prop and loads /api/users/:id. The user can switch ids quickly, and responses can arrive out of order. Write pseudocode for loading, error and data states so the screen always shows the profile of the current id, and repeated visits are served from a cache.',
      requirements: [
        'Show a loading state while a request is in flight',
        'Abort or ignore the response of a previous id when the id changes',
        'Show an error state with a retry option if the request fails',
        'Reuse a cached profile for an id that was already loaded',
      ],
      examples: [
        {
          scenario: 'Ids 1 then 2 are selected; the response for 1 arrives after the one for 2',
          expectedApproach:
            'The late response for 1 is discarded, the profile of 2 stays on screen.',
        },
      ],
      evaluationCriteria: [
        'Effect keyed on userId',
        'Cancellation of stale requests',
        'Loading and error states',
        'Cache lookup before fetching',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Run the load in an effect that depends on userId',
            weight: 2,
            accept: ['useeffect userid', 'effect userid', 'effect depend id'],
          },
          {
            idea: 'Cancel the previous request with AbortController or an ignore flag in the cleanup',
            weight: 3,
            accept: [
              'abortcontroller',
              'abort cleanup',
              'ignore flag',
              'cancelled flag',
              'abort signal',
            ],
          },
          {
            idea: 'Track loading, error and data states',
            weight: 2,
            accept: ['loading error data', 'status loading error', 'loading state error state'],
          },
          {
            idea: 'Look up a cache before fetching and store results in it',
            weight: 3,
            accept: [
              'cache has',
              'cache get',
              'cache lookup',
              'cached',
              'cache store',
              'cache set',
            ],
          },
        ],
        edgeCases: [
          { case: 'The request fails: show an error and a retry', accept: ['retry', 'try again'] },
          {
            case: 'A response for an old id arrives late',
            accept: ['out of order', 'late response', 'stale response', 'old id'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'With an empty dependency array the effect loads only the first id; it must depend on userId so a new id starts a new load.',
            patterns: [...EMPTY_DEPENDENCY_PATTERNS],
          },
          {
            mistake:
              'An abort is the expected result of switching ids, not a failure; showing the error state for it flashes an error over the new profile.',
            patterns: [
              'including aborterror',
              'aborterror also error',
              'aborterror too',
              'abort error too',
              'aborterror same error',
            ],
          },
          {
            mistake:
              'The cleanup must stop the old request from being applied (abort it or set ignore = true); setting the flag the other way lets the late response overwrite the current profile.',
            patterns: [
              'cleanup ignore = false',
              'cleanup cancelled = false',
              'cleanup canceled = false',
              'cleanup active = true',
            ],
          },
          {
            mistake:
              'An AbortController can abort only once: one controller kept in a ref is already aborted after the first cleanup, so every later request starts cancelled; create a new controller in each effect run.',
            patterns: [
              'abortcontroller once ref',
              'abortcontroller stored once',
              'abortcontroller created once',
              'controller once ref',
              'useref new abortcontroller',
              'single abortcontroller ref',
              'one abortcontroller ref',
              'reus abortcontroller',
              'reus controller',
            ],
          },
          {
            mistake:
              'One ignore flag in a ref is shared by every request: the next effect sets it back to false and the late response of the old id is applied again; each effect run needs its own local flag (or a check of the id).',
            patterns: [
              'ignore current = false',
              'ignore = useref',
              'ignore useref false',
              'cancelled current = false',
              'canceled current = false',
              'stale current = false',
              'cancelled = useref',
              'canceled = useref',
              'stale = useref',
            ],
          },
        ],
        modelAnswer: `1. SET cache = a Map kept outside the component (or in a ref)
2. SET [status, setStatus] with values loading, error, data (track loading error data) and [profile, setProfile]
3. useEffect depending on userId:
4.   IF cache has userId THEN setProfile(cache get userId), setStatus("data") and return
5.   SET controller = new AbortController(); setStatus("loading")
6.   fetch("/api/users/" + userId, with controller signal)
7.     on success: cache set userId -> profile; setProfile(profile); setStatus("data")
8.     on failure (not an abort): setStatus("error") and show a Retry button that bumps a retry counter in the dependencies
9.   RETURN cleanup: controller.abort() so a late or stale response for the old id is never applied
10. RENDER spinner IF loading, message + retry IF error, ELSE the profile`,
      },
    },
    {
      id: 'react-pseudo-optimistic-like',
      title: 'Optimistic like button with rollback',
      description:
        'A post shows a like count and a heart button. Clicking must update the UI at once, then call likePost(id, liked) on the server. Write pseudocode using optimistic state so that a failed request restores the previous state and a burst of clicks stays consistent.',
      requirements: [
        'Flip the liked flag and adjust the count immediately on click',
        'Send the request after the optimistic update',
        'Restore the confirmed state and tell the user if the request fails',
        'Prevent double submission while a request is pending',
      ],
      examples: [
        {
          scenario: 'Count 10, not liked; the user clicks and the server fails',
          expectedApproach:
            'The button shows 11 liked, then returns to 10 not liked with an error message.',
        },
      ],
      evaluationCriteria: [
        'Optimistic state separate from confirmed state',
        'Server call after the update',
        'Rollback on failure',
        'Pending guard',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Keep confirmed state and derive an optimistic state (useOptimistic or a saved copy)',
            weight: 3,
            accept: [
              'useoptimistic',
              'optimistic state',
              'save previous',
              'previous state',
              'confirmed state',
            ],
          },
          {
            idea: 'Toggle liked and add or subtract one from the count',
            weight: 2,
            accept: ['toggle liked', 'flip liked', 'not liked', 'count 1 liked'],
          },
          {
            idea: 'Call the server after updating the UI',
            weight: 2,
            accept: ['call likepost', 'await likepost', 'likepost request', 'send request'],
          },
          {
            idea: 'Roll back on failure',
            weight: 3,
            accept: ['rollback', 'roll back', 'revert', 'restore previous'],
          },
        ],
        edgeCases: [
          {
            case: 'Clicks while a request is pending',
            accept: ['pending', 'disable button', 'in flight', 'ispending'],
          },
          {
            case: 'The request fails and the user is told',
            accept: ['error message', 'show error', 'toast', 'notify'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Waiting for likePost before changing the heart is not optimistic: the UI must update first and the request is sent afterwards.',
            patterns: [
              'await likepost addoptimistic',
              'await likepost toggle',
              'await likepost flip',
              'await likepost update ui',
              'after likepost update ui',
              'server responds flip',
            ],
          },
          {
            mistake:
              'On failure the confirmed state must stay as it was; saving the optimistic value as confirmed keeps a like the server never recorded.',
            patterns: [
              'catch setpost optimistic',
              'fail setpost optimistic',
              'error setpost optimistic',
              'failure setpost optimistic',
              'catch keep optimistic',
              'error keep optimistic',
              'fail keep optimistic',
            ],
          },
          {
            mistake:
              'A rollback must restore the confirmed state as it was; always subtracting one or setting liked to false is wrong when the failed click was an unlike.',
            patterns: [
              'catch count - 1',
              'fail count - 1',
              'failure count - 1',
              'error count - 1',
              'catch decrement count',
              'fail decrement count',
              'failure decrement count',
              'error decrement count',
              'catch liked = false',
              'fail liked = false',
              'failure liked = false',
              'error liked = false',
            ],
          },
        ],
        modelAnswer: `1. SET [post, setPost] = confirmed state {liked, count} from the server
2. SET [optimistic, addOptimistic] = useOptimistic(post, (cur) => toggle liked: {liked: not cur.liked, count: cur.count + (cur.liked ? -1 : 1)})
3. FUNCTION onClick:
4.   IF a request is pending THEN return (the button is disabled while pending)
5.   startTransition: addOptimistic() so the UI flips at once
6.     TRY await likePost(id, not post.liked); IF it succeeds THEN setPost(result) as the new confirmed state
7.     CATCH: revert, because useOptimistic falls back to the confirmed post (rollback), and show error message
8. RENDER heart from optimistic.liked and the number optimistic.count`,
      },
    },
  ],
};
