import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'react-7',
  order: 7,
  title: 'Context, Reducers and State Management',
  description:
    'Scale state with useReducer, share it with context, and know when to reach for an external store.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Move complex update logic into a pure reducer with useReducer',
    'Provide and consume context to avoid prop drilling',
    'Combine a reducer with context for app-wide state',
    'Choose between local state, context and external stores',
  ],
  lesson: `## From useState to useReducer

When a component has many event handlers that update the same state in different ways, the logic becomes scattered. \`useReducer\` collects it in one **reducer**: a pure function that takes the current state and an **action** object and returns the next state.

\`\`\`jsx
function todosReducer(todos, action) {
  switch (action.type) {
    case 'added':
      return [...todos, { id: action.id, text: action.text, done: false }];
    case 'toggled':
      return todos.map((t) => (t.id === action.id ? { ...t, done: !t.done } : t));
    case 'deleted':
      return todos.filter((t) => t.id !== action.id);
    default:
      throw new Error('Unknown action: ' + action.type);
  }
}

function TodoApp() {
  const [todos, dispatch] = useReducer(todosReducer, []);
  return <button onClick={() => dispatch({ type: 'added', id: nextId++, text: 'New' })}>Add</button>;
}
\`\`\`

Event handlers now only describe **what happened** by dispatching actions. The reducer decides **how** state changes, and because it is pure you can unit-test it without rendering anything. Reducers must not mutate state or perform side effects. If an action refers to an item that does not exist, simply return the unchanged state.

## Context

Passing props through many intermediate components that do not use them is called **prop drilling**. **Context** lets a parent make a value available to its entire subtree:

\`\`\`jsx
import { createContext, useContext } from 'react';

const ThemeContext = createContext('light');

function App() {
  return (
    <ThemeContext value="dark">
      <Page />
    </ThemeContext>
  );
}

function Button() {
  const theme = useContext(ThemeContext);
  return <button className={\`btn-\${theme}\`}>OK</button>;
}
\`\`\`

In React 19 the context object itself is the provider (\`<ThemeContext value=...>\`); older code writes \`<ThemeContext.Provider>\`. The new \`use(ThemeContext)\` API reads context too, and unlike hooks it may be called inside conditions.

Every component that reads a context re-renders when its value changes, so keep values stable (memoise objects) and split unrelated data into separate contexts.

## Reducer plus context

A common pattern puts \`state\` and \`dispatch\` in two contexts from a provider component, so any descendant can read state or dispatch actions. This scales well for medium-sized apps.

## External stores

For large, frequently changing global state, libraries such as **Zustand**, **Redux Toolkit** or **Jotai** offer fine-grained subscriptions. Server data (lists fetched from an API) is better handled by a cache such as **TanStack Query** than by hand-written global state. Rule of thumb: keep state as local as possible and lift or globalise it only when needed. In the exercise you implement a todo reducer and print the resulting state.`,
  overview: {
    whatYouWillLearn: [
      'Reducers as pure functions of state and action',
      'Dispatching actions that describe what happened',
      'Creating, providing and consuming context',
      'The React 19 context provider syntax and the use API',
      'Why context consumers re-render and how to limit it',
      'When to choose external stores or a server-state cache',
    ],
    proTip:
      'Name actions in the past tense ("added", "toggled") to describe events, not commands; the reducer then reads like a changelog.',
  },
  mcqs: [],
  problems: [
    {
      id: 'react-todo-reducer',
      title: 'Todo Reducer',
      description: `Implement a todo reducer and print the final state after a list of actions.

The state starts empty. Ids are assigned from 1 upwards in order of \`add\` actions and are never reused.

Actions, one per line:
- \`add TEXT\`: append a todo with the next id, the text (may contain spaces) and done = false;
- \`toggle ID\`: flip done of that todo;
- \`delete ID\`: remove that todo;
- \`edit ID TEXT\`: replace its text;
- \`clear_done\`: remove all done todos.

Actions referring to a missing id leave the state unchanged.

**Input:** a line with n, then n action lines.

**Output:** each remaining todo in order as \`ID [x] TEXT\` (done) or \`ID [ ] TEXT\`, or \`empty\` if there are none; then \`remaining: R\`, the number of todos not done.`,
      examples: [
        {
          input: '4\nadd Buy milk\nadd Write code\ntoggle 1\nadd Walk dog\n',
          output: '1 [x] Buy milk\n2 [ ] Write code\n3 [ ] Walk dog\nremaining: 2',
          explanation: 'Todo 1 was toggled to done.',
        },
        {
          input: '5\nadd A\nadd B\ndelete 1\nedit 2 B updated\ntoggle 2\n',
          output: '2 [x] B updated\nremaining: 0',
          explanation: 'Todo 2 keeps its id after todo 1 is deleted.',
        },
      ],
      constraints: ['0 <= n <= 1000', 'Texts are non-empty'],
      testCases: [
        {
          input: '4\nadd Buy milk\nadd Write code\ntoggle 1\nadd Walk dog\n',
          expectedOutput: '1 [x] Buy milk\n2 [ ] Write code\n3 [ ] Walk dog\nremaining: 2',
          hidden: false,
        },
        {
          input: '5\nadd A\nadd B\ndelete 1\nedit 2 B updated\ntoggle 2\n',
          expectedOutput: '2 [x] B updated\nremaining: 0',
          hidden: false,
        },
        { input: '0\n', expectedOutput: 'empty\nremaining: 0', hidden: true },
        {
          input: '3\nadd a\ndelete 1\nadd b\n',
          expectedOutput: '2 [ ] b\nremaining: 1',
          hidden: true,
        },
        {
          input: '6\nadd t1\nadd t2\nadd t3\ntoggle 1\ntoggle 3\nclear_done\n',
          expectedOutput: '2 [ ] t2\nremaining: 1',
          hidden: true,
        },
        {
          input: '5\nadd x\ntoggle 9\ndelete 5\ntoggle 1\ntoggle 1\n',
          expectedOutput: '1 [ ] x\nremaining: 1',
          hidden: true,
        },
        { input: '2\nadd only\ndelete 1\n', expectedOutput: 'empty\nremaining: 0', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
todos = []
next_id = 1
for i in range(1, n + 1):
    parts = lines[i].split(' ', 1)
    op = parts[0]
    if op == 'add':
        todos.append([next_id, parts[1], False])
        next_id += 1
    elif op == 'clear_done':
        todos = [t for t in todos if not t[2]]
    else:
        rest = parts[1].split(' ', 1)
        tid = int(rest[0])
        for t in todos:
            if t[0] == tid:
                if op == 'toggle':
                    t[2] = not t[2]
                elif op == 'edit':
                    t[1] = rest[1]
        if op == 'delete':
            todos = [t for t in todos if t[0] != tid]
if not todos:
    print('empty')
for t in todos:
    print('%d [%s] %s' % (t[0], 'x' if t[2] else ' ', t[1]))
print('remaining: %d' % sum(1 for t in todos if not t[2]))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
WORDS = ['buy', 'milk', 'write', 'code', 'walk', 'the', 'dog', 'call', 'mom', 'fix', 'bug', '#42', 'x']

def text():
    return ' '.join(random.choice(WORDS) for _ in range(random.randint(1, 4)))

lines, added = [], 0
for i in range(n):
    if mode == 'adds':
        op = 'add'
    elif mode == 'churn':
        op = 'add' if i % 2 == 0 else 'delete'
    elif mode == 'toggles':
        op = 'add' if i < n // 4 else random.choice(('toggle', 'toggle', 'toggle', 'clear_done', 'edit'))
    else:
        op = random.choice(('add', 'add', 'toggle', 'delete', 'edit', 'clear_done'))
    if op == 'add':
        added += 1
        lines.append('add ' + text())
    elif op == 'clear_done':
        lines.append('clear_done')
    else:
        # mostly existing ids, sometimes missing ones
        tid = random.randint(1, added + 2) if added else random.randint(1, 5)
        if mode == 'churn':
            tid = added
        lines.append('%s %d' % (op, tid) + (' ' + text() if op == 'edit' else ''))
print(n)
for line in lines:
    print(line)
`,
        tests: [
          { args: '1000 random', label: 'n = 1,000, mixed actions' },
          { args: '1000 adds', label: 'n = 1,000, only adds' },
          { args: '1000 churn', label: 'n = 1,000, each add deleted again' },
          { args: '1000 toggles', label: 'n = 1,000, many toggles and clears' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 0 <= n <= 1000, 'n out of range'
assert len(lines) >= n + 1, 'expected n actions'
for line in lines[1:n + 1]:
    assert re.fullmatch(r'add \\S.*|(toggle|delete) [0-9]+|edit [0-9]+ \\S.*|clear_done', line), 'bad action: ' + line
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'reuses-ids',
            language: 'python3',
            mustFail: 'WA',
            why: 'Gives a new todo the id len(todos) + 1, which reuses ids after a delete',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
todos = []
for i in range(1, n + 1):
    parts = lines[i].split(' ', 1)
    op = parts[0]
    if op == 'add':
        todos.append([len(todos) + 1, parts[1], False])
    elif op == 'clear_done':
        todos = [t for t in todos if not t[2]]
    else:
        rest = parts[1].split(' ', 1)
        tid = int(rest[0])
        for t in todos:
            if t[0] == tid:
                if op == 'toggle':
                    t[2] = not t[2]
                elif op == 'edit':
                    t[1] = rest[1]
        if op == 'delete':
            todos = [t for t in todos if t[0] != tid]
if not todos:
    print('empty')
for t in todos:
    print('%d [%s] %s' % (t[0], 'x' if t[2] else ' ', t[1]))
print('remaining: %d' % sum(1 for t in todos if not t[2]))
`,
          },
          {
            name: 'edit-keeps-one-word',
            language: 'python3',
            mustFail: 'WA',
            why: 'Splits the whole line on spaces, so edit keeps only the first word of the new text',
            source: `import sys

lines = sys.stdin.read().splitlines()
n = int(lines[0])
todos = []
next_id = 1
for i in range(1, n + 1):
    parts = lines[i].split()
    op = parts[0]
    if op == 'add':
        todos.append([next_id, ' '.join(parts[1:]), False])
        next_id += 1
    elif op == 'clear_done':
        todos = [t for t in todos if not t[2]]
    else:
        tid = int(parts[1])
        for t in todos:
            if t[0] == tid:
                if op == 'toggle':
                    t[2] = not t[2]
                elif op == 'edit':
                    t[1] = parts[2]
        if op == 'delete':
            todos = [t for t in todos if t[0] != tid]
if not todos:
    print('empty')
for t in todos:
    print('%d [%s] %s' % (t[0], 'x' if t[2] else ' ', t[1]))
print('remaining: %d' % sum(1 for t in todos if not t[2]))
`,
          },
        ],
      },
    },
  ],
};
