import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-3',
  order: 3,
  title: 'Reactive State with Signals',
  description: 'Model component state with signal, computed, linkedSignal and effect, and understand lazy, memoised recomputation.',
  difficulty: 'Easy',
  testType: 'coding',
  objectives: [
    'Create writable signals and update them with set and update',
    'Derive state with computed and understand laziness and memoisation',
    'Run side effects with effect and know when not to',
    'Predict how many times a computed signal recomputes',
  ],
  lesson: `## Signals

A **signal** is a value wrapper that notifies interested consumers when it changes. Reading a signal is a function call; templates that read signals are updated precisely when those signals change.

\`\`\`ts
import { Component, signal, computed, effect } from '@angular/core';

@Component({
  selector: 'app-cart',
  template: \`
    <p>{{ quantity() }} x {{ price() }} = {{ total() }}</p>
    <button (click)="add()">+1</button>
  \`,
})
export class Cart {
  quantity = signal(1);
  price = signal(20);
  total = computed(() => this.quantity() * this.price());

  constructor() {
    effect(() => console.log('total is now', this.total()));
  }
  add() {
    this.quantity.update((q) => q + 1);
  }
}
\`\`\`

\`set(value)\` replaces the value and \`update(fn)\` derives it from the previous one. Signals compare the new value with the old using \`Object.is\`; setting an equal value changes nothing and notifies no one. Treat objects and arrays immutably (\`items.update(list => [...list, item])\`) so the change is detected.

## computed: lazy and memoised

\`computed\` creates a **read-only** signal whose value is derived from other signals. Angular tracks which signals the function read and:

- computes **lazily**, only when someone reads it (a computed never read never runs);
- **memoises** the result: reading it again without changed dependencies returns the cached value;
- when a dependency changes, the computed is marked dirty and recomputes on the next read.

There is a subtle optimisation: if a computed recomputes but produces a value **equal** to the previous one, computeds that depend on it are not recomputed, because from their point of view nothing changed. This is why long chains of computeds stay efficient.

## linkedSignal

A \`linkedSignal\` is writable but resets whenever a source changes, for example a selected option that must reset when the list of options changes: \`selected = linkedSignal(() => this.options()[0])\`.

## effect

\`effect\` runs a function whenever the signals it reads change, always at least once. Use it for side effects that leave Angular: logging, writing to \`localStorage\`, drawing on a canvas. **Do not** use effects to copy one signal into another; that is what \`computed\` and \`linkedSignal\` are for, and it avoids inconsistent intermediate states. Effects are cleaned up automatically when their component is destroyed.

## Signals and RxJS

Signals hold a current value; RxJS observables model streams of events over time. \`toSignal(observable$)\` and \`toObservable(signal)\` convert between them, which you will use with HTTP in chapter 8. In the exercise you implement lazy, memoised computeds with the equality cut-off described above.`,
  overview: {
    whatYouWillLearn: [
      'Writable signals with set and update',
      'Equality checks and immutable updates',
      'Lazy evaluation and memoisation of computed signals',
      'The equality cut-off that skips downstream recomputation',
      'linkedSignal for resettable writable state',
      'When effect is appropriate and when it is not',
    ],
    proTip: 'If you find yourself calling set() inside an effect, stop and ask whether computed or linkedSignal expresses the relationship instead.',
  },
  mcqs: [],
  problems: [
    {
      id: 'angular-signal-graph',
      title: 'Lazy Computed Signals',
      description: `Simulate writable and computed signals.

Commands, one per line:
- \`signal NAME VALUE\`: define a writable signal with an integer value;
- \`computed NAME = T1 + T2 + ...\`: define a computed signal whose value is the sum of its terms; a term is an already defined signal name or an integer literal;
- \`set NAME VALUE\`: set a writable signal (setting an equal value is not a change);
- \`get NAME\`: read a signal and print \`NAME = value\`.

Computed signals are **lazy** and **memoised**: a computed runs only when read (directly or by another computed being computed). When read, it recomputes if it never ran, or if any dependency (brought up to date first) has changed since its last computation. A writable signal changes when set to a different value; a computed counts as changed only when a recomputation produces a different value from before.

**Input:** one command per line until the end.

**Output:** the lines printed by \`get\`, then for every computed in definition order \`NAME computations=K\`, the number of times its function ran.`,
      examples: [
        {
          input: 'signal base 100\nsignal shipping 5\ncomputed total = base + shipping\nget total\nset shipping 5\nget total\nset base 120\nget total\n',
          output: 'total = 105\ntotal = 105\ntotal = 125\ntotal computations=2',
          explanation: 'Setting shipping to the same value changes nothing, so the second read uses the cache.',
        },
        {
          input: 'signal a 1\ncomputed double = a + a\nset a 2\nset a 3\n',
          output: 'double computations=0',
          explanation: 'A computed that is never read never runs.',
        },
      ],
      constraints: ['At most 1000 commands', 'Names are letters and underscores; values fit in 32-bit integers'],
      testCases: [
        { input: 'signal base 100\nsignal shipping 5\ncomputed total = base + shipping\nget total\nset shipping 5\nget total\nset base 120\nget total\n', expectedOutput: 'total = 105\ntotal = 105\ntotal = 125\ntotal computations=2', hidden: false },
        { input: 'signal a 1\ncomputed double = a + a\nset a 2\nset a 3\n', expectedOutput: 'double computations=0', hidden: false },
        { input: 'signal a 1\nsignal b 2\ncomputed s = a + b\ncomputed t = s + 10\nget t\nset a 2\nset b 1\nget t\nget s\n', expectedOutput: 't = 13\nt = 13\ns = 3\ns computations=2\nt computations=1', hidden: true },
        { input: 'signal n 3\ncomputed left = n + 1\ncomputed right = n + 2\ncomputed sum = left + right + 100\nget sum\nset n 4\nget sum\nget left\n', expectedOutput: 'sum = 109\nsum = 111\nleft = 5\nleft computations=2\nright computations=2\nsum computations=2', hidden: true },
        { input: 'signal a 7\nget a\nset a 8\nget a\n', expectedOutput: 'a = 7\na = 8', hidden: true },
        { input: 'signal a 1\ncomputed b = a + 1\nget b\nget b\nget b\nset a 1\nget b\n', expectedOutput: 'b = 2\nb = 2\nb = 2\nb = 2\nb computations=1', hidden: true },
        { input: 'signal a -5\ncomputed c = a + 5\nget c\nset a -6\nget c\n', expectedOutput: 'c = 0\nc = -1\nc computations=2', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys

nodes = {}
computed_order = []
out = []


def read(name):
    refresh(name)
    return nodes[name]['value']


def refresh(name):
    nd = nodes[name]
    if nd['kind'] == 'signal':
        return
    if nd['seen']:
        dirty = False
        for d in nd['deps']:
            refresh(d)
            if nodes[d]['version'] != nd['depver'][d]:
                dirty = True
                break
        if not dirty:
            return
    val = 0
    for t in nd['terms']:
        val += read(t) if t in nodes else int(t)
    nd['count'] += 1
    if not nd['seen'] or val != nd['value']:
        nd['version'] += 1
    nd['value'] = val
    nd['seen'] = True
    nd['depver'] = {d: nodes[d]['version'] for d in nd['deps']}


for line in sys.stdin.read().splitlines():
    parts = line.split()
    if not parts:
        continue
    cmd = parts[0]
    if cmd == 'signal':
        nodes[parts[1]] = {'kind': 'signal', 'value': int(parts[2]), 'version': 0}
    elif cmd == 'computed':
        terms = [t.strip() for t in line.split('=', 1)[1].split('+')]
        deps = []
        for t in terms:
            if t in nodes and t not in deps:
                deps.append(t)
        nodes[parts[1]] = {'kind': 'computed', 'terms': terms, 'deps': deps, 'value': None,
                           'version': 0, 'seen': False, 'count': 0, 'depver': {}}
        computed_order.append(parts[1])
    elif cmd == 'set':
        nd = nodes[parts[1]]
        v = int(parts[2])
        if v != nd['value']:
            nd['value'] = v
            nd['version'] += 1
    elif cmd == 'get':
        out.append('%s = %d' % (parts[1], read(parts[1])))
for name in computed_order:
    out.append('%s computations=%d' % (name, nodes[name]['count']))
print('\\n'.join(out))
`,
      },
    },
  ],
};
