import type { BankLevel } from '@app/shared/content.schemas';
import { EMPTY_DEPENDENCY_PATTERNS } from '../shared-pitfalls';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const medium: BankLevel = {
  mcq: [
    {
      question: 'With `const count = 0`, what does `{count && <p>New messages</p>}` render?',
      options: {
        A: 'Nothing',
        B: 'The text 0',
        C: 'The paragraph "New messages"',
        D: 'An error, because 0 is not a boolean',
      },
      correct: 'B',
      explanation:
        '0 && x evaluates to 0, and React renders the number 0 as text; use count > 0 && ... instead.',
    },
    {
      question:
        '`count` is 0. A click handler calls `setCount(count + 1)` three times in a row. What is `count` in the next render?',
      options: {
        A: '`3`',
        B: '`0`',
        C: '`1`',
        D: '`2`',
      },
      correct: 'C',
      explanation:
        'Each call reads the same snapshot (0) and sets 1; use setCount(c => c + 1) to chain updates.',
    },
    {
      question: 'When does the cleanup function returned from a `useEffect` callback run?',
      options: {
        A: 'Only when the browser tab is closed',
        B: 'Right after the effect body finishes (synchronously)',
        C: 'Before every re-render of the component',
        D: 'Before the effect re-runs, and on unmount',
      },
      correct: 'D',
      explanation:
        'React cleans up the previous effect before re-running it with changed dependencies and once more on unmount.',
    },
    {
      question: 'What does `useMemo(() => expensive(items), [items])` do?',
      options: {
        A: 'Reuses the last result until `items` changes identity',
        B: 'Runs `expensive` in a web worker',
        C: 'Caches the result forever, even if `items` changes',
        D: 'Memoises the whole component, like wrapping it in `React.memo`',
      },
      correct: 'A',
      explanation:
        'useMemo recomputes only when a dependency differs by Object.is from the previous render.',
    },
    {
      question: 'Which statement about `useRef` is correct?',
      options: {
        A: 'Changing `ref.current` triggers a re-render',
        B: 'It persists across renders without causing them',
        C: 'A ref can only hold DOM elements',
        D: 'Refs are reset to their initial value on every render',
      },
      correct: 'B',
      explanation:
        'A ref is a mutable box that keeps its value between renders, and changing it does not trigger a re-render.',
    },
    {
      question: 'In React 19, which is a valid way to provide a context value to a subtree?',
      options: {
        A: "`useContext(ThemeContext, 'dark')`",
        B: "`ThemeContext.set('dark')`",
        C: '`<ThemeContext value="dark">` around the subtree',
        D: "`createContext('dark').provide(children)`",
      },
      correct: 'C',
      explanation:
        'React 19 lets you render the context object itself as the provider; <ThemeContext.Provider> still works too.',
    },
    {
      question:
        'Why can using the array index as `key` cause bugs when items are inserted at the start of a list?',
      options: {
        A: 'Indexes are not allowed as keys and fail to compile',
        B: 'React renders the list in reverse order when keys are numbers',
        C: 'It makes every item render twice',
        D: 'Items get new indexes, so state sticks to the wrong items',
      },
      correct: 'D',
      explanation:
        'Keys must identify the item, not its position; positional keys shift when the list changes.',
    },
    {
      question:
        'An object in state is changed with `user.name = "Ana"; setUser(user)`. What happens?',
      options: {
        A: 'React may skip the re-render, as it is the same object',
        B: 'React deep-compares the objects and re-renders',
        C: 'React throws an error about the mutation',
        D: 'The change is saved and shown immediately',
      },
      correct: 'A',
      explanation:
        'React compares state with Object.is; pass a new object such as { ...user, name: "Ana" }.',
    },
    {
      question:
        'Two sibling components must show and edit the same value. What is the usual React solution?',
      options: {
        A: 'Give each sibling its own state and sync them with effects',
        B: 'Lift the state to their closest common parent',
        C: 'Store the value in a shared module-level variable',
        D: "Read one sibling's state from the other with a ref",
      },
      correct: 'B',
      explanation:
        'Lifting state up gives a single source of truth that both siblings receive as props.',
    },
    {
      question: 'Which code breaks the Rules of Hooks?',
      options: {
        A: 'Calling `useState` twice at the top of a component',
        B: 'Calling a custom hook from inside another custom hook',
        C: '`if (isOpen) { const [x, setX] = useState(0); }`',
        D: 'Calling `useEffect` after `useState` at the top level',
      },
      correct: 'C',
      explanation:
        'Hooks must run in the same order on every render, so they cannot sit inside conditions or loops.',
    },
    {
      question:
        'A component stores `firstName` and `lastName` in state. What is the best way to get `fullName`?',
      options: {
        A: 'Add `fullName` state and update it in a `useEffect`',
        B: 'Store `fullName` in a ref and update it on change',
        C: 'Compute it in `useLayoutEffect` before paint',
        D: 'Compute it during render',
      },
      correct: 'D',
      explanation:
        'Values derivable from props or state should be computed while rendering, not synced with effects.',
    },
    {
      question:
        'An effect with `[]` as dependencies starts `setInterval(() => setCount(count + 1), 1000)`. What goes wrong?',
      options: {
        A: 'It keeps reading the first `count`, so it stops at 1',
        B: 'The interval never starts, since the array is empty',
        C: 'The counter goes up by two each second',
        D: 'React throws on `setCount` inside an interval',
      },
      correct: 'A',
      explanation:
        'The closure captured count = 0; use setCount(c => c + 1) or list count as a dependency.',
    },
    {
      question: 'What does `useCallback(fn, deps)` return?',
      options: {
        A: 'The result of calling `fn` with the dependencies',
        B: 'A promise resolving to `fn`',
        C: 'The same function instance until a dependency changes',
        D: 'A debounced version of `fn`',
      },
      correct: 'C',
      explanation:
        'useCallback caches the function itself, useful when passing it to memoized children or effect dependencies.',
    },
    {
      question:
        'In development, React Strict Mode mounts a component, unmounts it and mounts it again. Why?',
      options: {
        A: 'To measure rendering performance in development',
        B: 'To expose effects that are missing a cleanup',
        C: 'Because first renders can fail',
        D: 'To preload lazy components before they are needed',
      },
      correct: 'B',
      explanation:
        'The extra setup-cleanup-setup cycle reveals effects whose cleanup does not undo their setup.',
    },
  ],
  coding: [
    {
      id: 'react-mount-log',
      title: 'Render and effect order on mount',
      description:
        'When a tree mounts, React renders components parent first (pre-order), then runs their effects child first: a component\'s effects run after the effects of all its children, and siblings run in order (post-order).\n\nInput: the first line holds N. The next N lines each hold "name parent", where parent is "-" for the root; parents are listed before their children, and children are ordered as listed.\n\nOutput: 2N lines: "render <name>" for each component in render order, then "effect <name>" for each component in effect order.',
      examples: [
        {
          input: '3\nApp -\nHeader App\nFooter App',
          output:
            'render App\nrender Header\nrender Footer\neffect Header\neffect Footer\neffect App',
          explanation: 'App renders first but its effect runs last, after both children.',
        },
        {
          input: '4\nApp -\nPage App\nList Page\nItem List',
          output:
            'render App\nrender Page\nrender List\nrender Item\neffect Item\neffect List\neffect Page\neffect App',
          explanation: 'In a chain, effects run from the deepest component upwards.',
        },
      ],
      constraints: ['1 <= N <= 1000', 'Exactly one root', 'Names are unique, without spaces'],
      testCases: [
        v(
          '3\nApp -\nHeader App\nFooter App',
          'render App\nrender Header\nrender Footer\neffect Header\neffect Footer\neffect App',
        ),
        v(
          '4\nApp -\nPage App\nList Page\nItem List',
          'render App\nrender Page\nrender List\nrender Item\neffect Item\neffect List\neffect Page\neffect App',
        ),
        h('1\nApp -', 'render App\neffect App'),
        h(
          '6\nApp -\nA App\nB App\nA1 A\nA2 A\nB1 B',
          'render App\nrender A\nrender A1\nrender A2\nrender B\nrender B1\neffect A1\neffect A2\neffect A\neffect B1\neffect B\neffect App',
        ),
        h(
          '5\nApp -\nX App\nY X\nZ App\nW Y',
          'render App\nrender X\nrender Y\nrender W\nrender Z\neffect W\neffect Y\neffect X\neffect Z\neffect App',
        ),
        h(
          '6\nR -\nC R\nA R\nB C\nD A\nE C',
          'render R\nrender C\nrender B\nrender E\nrender A\nrender D\neffect B\neffect E\neffect C\neffect D\neffect A\neffect R',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    children = {}
    root = None
    for i in range(n):
        name, parent = data[1 + 2 * i], data[2 + 2 * i]
        children.setdefault(name, [])
        if parent == '-':
            root = name
        else:
            children.setdefault(parent, []).append(name)
    renders, effects = [], []
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            effects.append(node)
            continue
        renders.append(node)
        stack.append((node, True))
        for child in reversed(children[node]):
            stack.append((child, False))
    print('\n'.join(['render ' + x for x in renders] + ['effect ' + x for x in effects]))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, shape = int(args[0]), args[1]
random.seed(' '.join(args))
names = ['c%d' % i for i in range(n)]
random.shuffle(names)
print(n)
for i in range(n):
    if i == 0:
        p = '-'
    elif shape == 'chain':
        p = names[i - 1]
    elif shape == 'star':
        p = names[0]
    elif shape == 'binary':
        p = names[(i - 1) // 2]
    else:
        p = names[random.randrange(i)]
    print(names[i], p)
`,
        tests: [
          { args: '1000 random', label: 'N = 1,000, random tree' },
          { args: '1000 chain', label: 'N = 1,000 in one chain' },
          { args: '1000 star', label: 'N = 1,000, all children of the root' },
          { args: '1000 binary', label: 'N = 1,000, binary tree' },
          { args: '1 chain', label: 'N = 1' },
        ],
        validator: String.raw`import sys
data = sys.stdin.read().split()
n = int(data[0])
assert 1 <= n <= 1000, 'N out of range'
assert len(data) == 1 + 2 * n, 'expected N components'
seen = set()
roots = 0
for i in range(n):
    name, parent = data[1 + 2 * i], data[2 + 2 * i]
    assert name not in seen and name != '-', 'names are unique'
    if parent == '-':
        roots += 1
    else:
        assert parent in seen, 'parents are listed before their children'
    seen.add(name)
assert roots == 1, 'exactly one root'
`,
        wrongSolutions: [
          {
            name: 'effects-parent-first',
            language: 'python3',
            mustFail: 'WA',
            why: "Runs effects in render order, parent first, but a parent's effects run after all its children's",
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    children = {}
    root = None
    for i in range(n):
        name, parent = data[1 + 2 * i], data[2 + 2 * i]
        children.setdefault(name, [])
        if parent == '-':
            root = name
        else:
            children.setdefault(parent, []).append(name)
    renders, effects = [], []
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            effects.append(node)
            continue
        renders.append(node)
        stack.append((node, True))
        for child in reversed(children[node]):
            stack.append((child, False))
    print('\n'.join(['render ' + x for x in renders] + ['effect ' + x for x in renders]))

main()
`,
          },
          {
            name: 'reversed-render-order',
            language: 'python3',
            mustFail: 'WA',
            why: 'Runs effects in reverse render order, which puts later siblings before earlier ones',
            source: String.raw`import sys

def main():
    data = sys.stdin.read().split()
    n = int(data[0])
    children = {}
    root = None
    for i in range(n):
        name, parent = data[1 + 2 * i], data[2 + 2 * i]
        children.setdefault(name, [])
        if parent == '-':
            root = name
        else:
            children.setdefault(parent, []).append(name)
    renders, effects = [], []
    stack = [(root, False)]
    while stack:
        node, done = stack.pop()
        if done:
            effects.append(node)
            continue
        renders.append(node)
        stack.append((node, True))
        for child in reversed(children[node]):
            stack.append((child, False))
    print('\n'.join(['render ' + x for x in renders] + ['effect ' + x for x in reversed(renders)]))

main()
`,
          },
        ],
      },
    },
    {
      id: 'react-effect-deps',
      title: 'When does the effect run?',
      description:
        'React runs useEffect(fn, deps) after the first render, and after a later render only if some dependency differs from the previous render (Object.is). Without a dependency array it runs after every render; with an empty array only after the first.\n\nInput: the first line holds R (renders) and K. K = -1 means no dependency array and K = 0 means an empty array; in both cases nothing follows. For K >= 1, R lines follow, each with the K dependency values of one render. A value is compared as exact text, except that a value starting with { or [ is an object or array literal created during that render, so it never equals the previous value.\n\nOutput: the 1-based numbers of the renders after which the effect runs, separated by spaces.',
      examples: [
        {
          input: '4 2\n1 a\n1 a\n2 a\n2 b',
          output: '1 3 4',
          explanation: 'Render 2 has the same values as render 1, so the effect is skipped.',
        },
        {
          input: '3 1\n{}\n{}\n{}',
          output: '1 2 3',
          explanation:
            'An object literal is a new object on each render, so the effect runs every time.',
        },
      ],
      constraints: ['1 <= R <= 1000', '-1 <= K <= 10', 'Values contain no spaces'],
      testCases: [
        v('4 2\n1 a\n1 a\n2 a\n2 b', '1 3 4'),
        v('3 1\n{}\n{}\n{}', '1 2 3'),
        h('5 -1', '1 2 3 4 5'),
        h('5 0', '1'),
        h('1 3\nx y z', '1'),
        h(
          '6 3\nu1 dark 10\nu1 dark 10\nu1 light 10\nu1 light 10\nu2 light 10\nu2 light 11',
          '1 3 5 6',
        ),
        h('4 2\n5 [1,2]\n5 [1,2]\n6 x\n6 x', '1 2 3'),
        h('3 1\ntrue\ntrue\nfalse', '1 3'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

data = sys.stdin.read().split()
r, k = int(data[0]), int(data[1])
if k == -1:
    runs = list(range(1, r + 1))
elif k == 0:
    runs = [1]
else:
    runs = []
    prev = None
    idx = 2
    for i in range(1, r + 1):
        cur = data[idx:idx + k]
        idx += k
        if prev is None or any(a != b or a[0] in '{[' for a, b in zip(cur, prev)):
            runs.append(i)
        prev = cur
print(' '.join(map(str, runs)))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
r, k, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
print(r, k)
if k >= 1:
    prev = [random.choice(['1', 'a', 'true']) for _ in range(k)]
    for _ in range(r):
        cur = prev[:]
        for j in range(k):
            x = random.random()
            if mode == 'objects' and x < 0.1:
                cur[j] = random.choice(['{}', '[]', '{a:1}', '[1,2]'])
            elif mode == 'stable' and x < 0.98:
                cur[j] = prev[j] if prev[j][0] not in '{[' else '1'
            elif x < 0.15:
                cur[j] = random.choice(['1', '2', 'a', 'A', 'true', 'null', 'NaN', '0', '-0', "'x'", 'u1'])
            elif prev[j][0] in '{[' and x < 0.6:
                cur[j] = prev[j]
        print(' '.join(cur))
        prev = cur
`,
        tests: [
          { args: '1000 10 random', label: 'R = 1,000, K = 10' },
          { args: '1000 10 objects', label: 'R = 1,000, K = 10, object and array literals' },
          { args: '1000 1 stable', label: 'R = 1,000, K = 1, mostly unchanged' },
          { args: '1000 -1 random', label: 'R = 1,000, no dependency array' },
          { args: '1000 0 random', label: 'R = 1,000, empty dependency array' },
          { args: '1 3 random', label: 'R = 1' },
        ],
        validator: String.raw`import re, sys
data = sys.stdin.read().split()
r, k = int(data[0]), int(data[1])
assert 1 <= r <= 1000 and -1 <= k <= 10, 'R or K out of range'
assert len(data) == 2 + (r * k if k >= 1 else 0), 'expected R lines of K values'
`,
        wrongSolutions: [
          {
            name: 'literals-compared-as-text',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares object and array literals as text, but a literal created during a render is a new object every time',
            source: String.raw`import sys

data = sys.stdin.read().split()
r, k = int(data[0]), int(data[1])
if k == -1:
    runs = list(range(1, r + 1))
elif k == 0:
    runs = [1]
else:
    runs = []
    prev = None
    idx = 2
    for i in range(1, r + 1):
        cur = data[idx:idx + k]
        idx += k
        if prev is None or cur != prev:
            runs.append(i)
        prev = cur
print(' '.join(map(str, runs)))
`,
          },
          {
            name: 'missing-vs-empty-array',
            language: 'python3',
            mustFail: 'WA',
            why: 'Swaps the two cases: no array runs after every render, an empty array only after the first',
            source: String.raw`import sys

data = sys.stdin.read().split()
r, k = int(data[0]), int(data[1])
if k == -1:
    runs = [1]
elif k == 0:
    runs = list(range(1, r + 1))
else:
    runs = []
    prev = None
    idx = 2
    for i in range(1, r + 1):
        cur = data[idx:idx + k]
        idx += k
        if prev is None or any(a != b or a[0] in '{[' for a, b in zip(cur, prev)):
            runs.append(i)
        prev = cur
print(' '.join(map(str, runs)))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'react-debug-deps-compare',
      title: 'Effect dependency checker runs at the wrong times',
      description:
        'This JavaScript tool predicts when a useEffect runs, with a plain `depsChanged(prev, next)` function like the one React uses. Input: R and K on the first line, then R lines of K dependency values (K >= 1). The effect runs after render 1 and after any later render where at least one value differs (as text) from the previous render. It prints the render numbers separated by spaces, but its answers are wrong.',
      language: 'javascript',
      buggyCode: String.raw`function depsChanged(prev, next) {
  if (prev === null) return true;
  for (let i = 0; i < next.length - 1; i++) {
    if (prev[i] !== next[i]) return true;
  }
  return false;
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [renders] = lines[0].trim().split(/\s+/).map(Number);
let prev = null;
const runs = [];
for (let r = 1; r <= renders; r++) {
  const deps = lines[r].trim().split(/\s+/).map(Number);
  if (depsChanged(prev, deps)) runs.push(r);
  prev = deps;
}
console.log(runs.join(' '));
`,
      fixedCode: String.raw`function depsChanged(prev, next) {
  if (prev === null) return true;
  for (let i = 0; i < next.length; i++) {
    if (prev[i] !== next[i]) return true;
  }
  return false;
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const [renders] = lines[0].trim().split(/\s+/).map(Number);
let prev = null;
const runs = [];
for (let r = 1; r <= renders; r++) {
  const deps = lines[r].trim().split(/\s+/);
  if (depsChanged(prev, deps)) runs.push(r);
  prev = deps;
}
console.log(runs.join(' '));
`,
      expectedBehavior:
        'For "3 2 / a 1 / a 1 / b 1" it prints "1 3": render 2 repeats render 1, so the effect is skipped.',
      hints: [
        'What does Number("a") give, and is that value equal to itself with !== ?',
        'With a single dependency, does the comparison loop run at all?',
        'Check every dependency, including the last one.',
      ],
      testCases: [
        { input: '3 2\na 1\na 1\nb 1', expectedOutput: '1 3', hidden: false },
        { input: '3 1\nx\ny\ny', expectedOutput: '1 2', hidden: false },
        { input: '4 2\nu 1\nu 2\nu 2\nu 2', expectedOutput: '1 2', hidden: true },
        { input: '1 3\na b c', expectedOutput: '1', hidden: true },
        { input: '4 1\n5\n5\n5\n6', expectedOutput: '1 4', hidden: true },
        { input: '3 3\np q r\np q r\np q r', expectedOutput: '1', hidden: true },
      ],
      bugs: [
        {
          description:
            'The values are converted with Number, so every non-numeric value becomes NaN, and NaN !== NaN makes unchanged values look changed; compare them as text.',
          testIndexes: [0, 1, 2, 5],
        },
        {
          description: 'The loop stops at next.length - 1 and never compares the last dependency.',
          testIndexes: [1, 2, 4],
        },
      ],
    },
    {
      id: 'react-debug-tree-depth',
      title: 'Deepest nesting of a component tree',
      description:
        'To find prop-drilling hot spots, this JavaScript program reads N components numbered 1..N and, on the next line, the parent of each (0 for the root). The root has depth 1. It should print the maximum depth and how many components sit at that depth, but it prints wrong numbers.',
      language: 'javascript',
      buggyCode: String.raw`function deepestLevel(parent) {
  let best = 0;
  let count = 0;
  for (let i = 1; i < parent.length; i++) {
    let depth = 0;
    let node = i;
    while (parent[node] !== 0) {
      depth++;
      node = parent[node];
    }
    if (depth > best) {
      best = depth;
      count++;
    } else if (depth === best) {
      count++;
    }
  }
  return [best, count];
}

const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const parent = [0, ...data.slice(1, n + 1)];
console.log(deepestLevel(parent).join(' '));
`,
      fixedCode: String.raw`function deepestLevel(parent) {
  let best = 0;
  let count = 0;
  for (let i = 1; i < parent.length; i++) {
    let depth = 1;
    let node = i;
    while (parent[node] !== 0) {
      depth++;
      node = parent[node];
    }
    if (depth > best) {
      best = depth;
      count = 1;
    } else if (depth === best) {
      count++;
    }
  }
  return [best, count];
}

const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const parent = [0, ...data.slice(1, n + 1)];
console.log(deepestLevel(parent).join(' '));
`,
      expectedBehavior: 'For parents "0 1 1 2 2" the depths are 1, 2, 2, 3, 3, so it prints "3 2".',
      hints: [
        'What depth does the program give the root itself?',
        'When a new, deeper level is found, what should the counter become?',
        'Try a single component and a straight chain by hand.',
      ],
      testCases: [
        { input: '5\n0 1 1 2 2', expectedOutput: '3 2', hidden: false },
        { input: '1\n0', expectedOutput: '1 1', hidden: false },
        { input: '4\n2 0 2 3', expectedOutput: '3 1', hidden: true },
        { input: '6\n0 1 2 3 4 5', expectedOutput: '6 1', hidden: true },
        { input: '7\n0 1 1 1 1 1 1', expectedOutput: '2 6', hidden: true },
        { input: '5\n3 3 0 1 1', expectedOutput: '3 2', hidden: true },
      ],
      bugs: [
        {
          description: 'depth starts at 0, so the root is counted as depth 0 instead of 1.',
          testIndexes: [0, 1, 2, 3, 4, 5],
        },
        {
          description: 'count is incremented instead of reset to 1 when a deeper level is found.',
          testIndexes: [0, 2, 3, 4, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'react-pseudo-debounced-search',
      title: 'Debounced search with useEffect',
      description:
        'A search box should call fetchResults(query) only after the user has stopped typing for 300 ms, and must never show results for an older query after a newer one. Write pseudocode for the component state and the effect, including what its cleanup does.',
      requirements: [
        'Keep the query and the results in state',
        'Start the request only 300 ms after the last keystroke',
        'Results of an outdated request must be ignored',
        'Nothing is left running after the component unmounts',
      ],
      examples: [
        {
          scenario: 'The user types "r", "re", "rea" within 200 ms',
          expectedApproach: 'Only one request, for "rea", is sent after 300 ms of quiet.',
        },
      ],
      evaluationCriteria: [
        'Uses an effect depending on the query',
        'Uses a timer that is cleared in the cleanup',
        'Ignores stale responses',
        'Handles the empty query',
      ],
      rubric: {
        ideas: [
          {
            idea: 'An effect that depends on the query',
            weight: 2,
            accept: [
              'useeffect query',
              'effect depend query',
              'effect dependency query',
              'effect query',
              'useeffect',
              'query changes',
            ],
          },
          {
            idea: 'Start a 300 ms timer before fetching',
            weight: 2,
            accept: ['settimeout', 'timer 300', 'timeout 300', 'wait 300'],
          },
          {
            idea: 'The cleanup clears the timer',
            weight: 3,
            accept: [
              'cleartimeout',
              'clear timer',
              'cancel timer',
              'clear timeout',
              'cleanup cancel',
              'cleanup clear',
            ],
          },
          {
            idea: 'Ignore or abort stale responses',
            weight: 3,
            accept: [
              'ignore stale',
              'ignore flag',
              'cancelled flag',
              'abortcontroller',
              'abort request',
              'stale response',
              'ignore outdated',
            ],
          },
        ],
        edgeCases: [
          {
            case: 'Empty query clears the results without a request',
            accept: ['empty query', 'query empty', 'blank query'],
          },
          { case: 'The request fails', accept: ['error', 'fails', 'failure', 'catch'] },
        ],
        synonyms: [
          ['query', 'text', 'search term', 'input'],
          ['timer', 'handle', 'timeout'],
          ['results', 'hits', 'matches'],
        ],
        pitfalls: [
          {
            mistake:
              'The cleanup must mark the old request as stale (ignore = true, or active = false); resetting the flag the other way lets outdated responses overwrite newer results.',
            patterns: [
              'cleanup ignore = false',
              'cleanup cancelled = false',
              'cleanup canceled = false',
              'cleanup stale = false',
              'cleanup active = true',
            ],
          },
          {
            mistake:
              'The 300 ms wait must come before the request; fetching at once and delaying only the display still sends a request for every keystroke.',
            patterns: [
              'fetch settimeout',
              'fetch wait 300',
              'fetch immediate delay',
              'fetch wait 300 setresults',
              'fetch delay showing',
            ],
          },
          {
            mistake:
              'With an empty dependency array the effect runs only once, on mount, so later queries are never searched; the effect must depend on the query.',
            patterns: [...EMPTY_DEPENDENCY_PATTERNS],
          },
          {
            mistake:
              'A plain variable in the component body is created anew on every render, so clearTimeout is handed null and never cancels the earlier timer; keep the timer inside the effect (cleared by its cleanup) or in a ref.',
            patterns: ['let timer = null', 'var timer = null'],
          },
        ],
        modelAnswer: `1. SET [query, setQuery] = useState(""), [results, setResults] = useState([])
2. useEffect depending on [query]:
3.   IF query is empty THEN setResults([]) and return (an empty query sends no request)
4.   SET ignore = false
5.   SET timer = setTimeout(after 300 ms):
6.     CALL fetchResults(query) THEN IF not ignore THEN setResults(data)
7.     catch any error: IF not ignore THEN show an error message
8.   RETURN cleanup: clearTimeout(timer) and set ignore = true so a stale response is ignored
9. Because the cleanup runs before the next effect and on unmount, only the last query can update state`,
      },
    },
    {
      id: 'react-pseudo-cart-reducer',
      title: 'Shopping cart reducer',
      description:
        'Write pseudocode for a reducer used with useReducer(cartReducer, []) where the state is an array of items { id, name, price, qty }. It handles the actions add (item), remove (id) and setQty (id, qty), and a selector computes the total price.',
      requirements: [
        'Adding an item already in the cart increases its quantity instead of duplicating it',
        'Never mutate the existing state; return new arrays and objects',
        'setQty with a quantity of 0 or less removes the item',
        'The total is the sum of price times quantity',
      ],
      examples: [
        {
          scenario: 'add pen, add pen, setQty(pen, 5)',
          expectedApproach: 'The cart holds one pen line with qty 5.',
        },
      ],
      evaluationCriteria: [
        'Correct branching on action type',
        'Immutable updates',
        'Edge cases for quantity and unknown actions',
        'Total computed from state',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Switch on the action type',
            weight: 2,
            accept: ['switch action type', 'action type', 'if action add'],
          },
          {
            idea: 'Add: increase quantity if the id exists, otherwise append with qty 1',
            weight: 3,
            accept: [
              'exist increase qty',
              'exist increment qty',
              'exist qty 1',
              'already qty 1',
              'found qty 1',
            ],
          },
          {
            idea: 'Immutable updates with map, filter or spread',
            weight: 3,
            accept: [
              'state map',
              'map id',
              'spread',
              'filter id',
              'new array',
              'immutable',
              'copy state',
            ],
          },
          {
            idea: 'Total as the sum of price times quantity',
            weight: 2,
            accept: ['sum price qty', 'total price qty', 'reduce price qty', 'price quantity sum'],
          },
        ],
        edgeCases: [
          {
            case: 'Quantity 0 or below removes the item',
            accept: ['qty 0 remove', 'quantity 0 remove', 'qty less remove', 'zero remove'],
          },
          {
            case: 'Unknown action returns the state unchanged',
            accept: ['unknown action', 'default return state', 'otherwise return state'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'A reducer must not change the existing state: pushing into it or incrementing an item in place keeps the same references, so React may not re-render; return new arrays and objects.',
            patterns: [
              'push onto state',
              'push into state',
              'state.splice',
              'splice state',
              'qty +=',
              'quantity +=',
              'item qty ++',
              'state[i] =',
              'existing qty = existing qty + 1',
              'item qty = item qty + 1',
              'found qty = found qty + 1',
              'qty + 1 return state',
              'existing qty ++',
              'existing qty +=',
            ],
          },
          {
            mistake:
              'Removing an item must keep every item whose id differs; filtering on an equal id keeps only the item that should go.',
            patterns: [
              'remove filter id == id',
              'remove filter id === id',
              'remove filter == action id',
            ],
          },
          {
            mistake:
              'The setQty action must remove the item for any quantity of 0 or less; testing only < 0 keeps a zero line, and testing only == 0 keeps negative ones.',
            patterns: [
              'qty < 0 remove',
              'qty < 0 filter',
              'quantity < 0 remove',
              'quantity < 0 filter',
              '0 > qty remove',
              '0 > qty filter',
              'qty == 0 remove',
              'qty == 0 filter',
              'quantity == 0 remove',
              'quantity == 0 filter',
            ],
          },
          {
            mistake:
              'Each line costs price times quantity; adding price and quantity gives a meaningless total.',
            patterns: [
              'price + qty',
              'price + quantity',
              'qty + price',
              'quantity + price',
              'sum price sum qty',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION cartReducer(state, action): switch on action type
2.   IF action type is "add":
3.     IF an item with the same id already exists THEN return state.map(i => i.id == id ? {...i, qty: i.qty + 1} : i)
4.     ELSE return a new array [...state, {...item, qty: 1}]
5.   IF type is "remove": return state.filter(i => i.id != action.id)
6.   IF type is "setQty": IF qty <= 0 THEN remove the item with filter (qty 0 removes it)
7.     ELSE return state.map(i => i.id == id ? {...i, qty} : i)
8.   default: unknown action, return state unchanged
9. FUNCTION total(state): return sum of price * qty using reduce over the items`,
      },
    },
  ],
};
