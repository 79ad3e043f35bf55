import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-3',
  order: 3,
  title: 'Reactive State with Signals',
  description:
    'Model component state with signal, computed, linkedSignal and effect, and understand lazy, memoised recomputation.',
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
    proTip:
      'If you find yourself calling set() inside an effect, stop and ask whether computed or linkedSignal expresses the relationship instead.',
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
          input:
            'signal base 100\nsignal shipping 5\ncomputed total = base + shipping\nget total\nset shipping 5\nget total\nset base 120\nget total\n',
          output: 'total = 105\ntotal = 105\ntotal = 125\ntotal computations=2',
          explanation:
            'Setting shipping to the same value changes nothing, so the second read uses the cache.',
        },
        {
          input: 'signal a 1\ncomputed double = a + a\nset a 2\nset a 3\n',
          output: 'double computations=0',
          explanation: 'A computed that is never read never runs.',
        },
      ],
      constraints: [
        'At most 1000 commands',
        'Names are letters and underscores and are defined only once; values, literals and every computed value fit in 32-bit integers',
      ],
      testCases: [
        {
          input:
            'signal base 100\nsignal shipping 5\ncomputed total = base + shipping\nget total\nset shipping 5\nget total\nset base 120\nget total\n',
          expectedOutput: 'total = 105\ntotal = 105\ntotal = 125\ntotal computations=2',
          hidden: false,
        },
        {
          input: 'signal a 1\ncomputed double = a + a\nset a 2\nset a 3\n',
          expectedOutput: 'double computations=0',
          hidden: false,
        },
        {
          input:
            'signal a 1\nsignal b 2\ncomputed s = a + b\ncomputed t = s + 10\nget t\nset a 2\nset b 1\nget t\nget s\n',
          expectedOutput: 't = 13\nt = 13\ns = 3\ns computations=2\nt computations=1',
          hidden: true,
        },
        {
          input:
            'signal n 3\ncomputed left = n + 1\ncomputed right = n + 2\ncomputed sum = left + right + 100\nget sum\nset n 4\nget sum\nget left\n',
          expectedOutput:
            'sum = 109\nsum = 111\nleft = 5\nleft computations=2\nright computations=2\nsum computations=2',
          hidden: true,
        },
        {
          input: 'signal a 7\nget a\nset a 8\nget a\n',
          expectedOutput: 'a = 7\na = 8',
          hidden: true,
        },
        {
          input: 'signal a 1\ncomputed b = a + 1\nget b\nget b\nget b\nset a 1\nget b\n',
          expectedOutput: 'b = 2\nb = 2\nb = 2\nb = 2\nb computations=1',
          hidden: true,
        },
        {
          input: 'signal a -5\ncomputed c = a + 5\nget c\nset a -6\nget c\n',
          expectedOutput: 'c = 0\nc = -1\nc computations=2',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

sys.setrecursionlimit(10000)
# epoch: bumped by every change; a computed already brought up to date in this epoch is not checked again
epoch = [0]
nodes = {}
computed_order = []
out = []


def read(name):
    refresh(name)
    return nodes[name]['value']


def refresh(name):
    nd = nodes[name]
    if nd['kind'] == 'signal' or nd.get('checked') == epoch[0]:
        return
    nd['checked'] = epoch[0]
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
            epoch[0] += 1
    elif cmd == 'get':
        out.append('%s = %d' % (parts[1], read(parts[1])))
for name in computed_order:
    out.append('%s computations=%d' % (name, nodes[name]['count']))
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
def name(i):
    s = ''
    i += 1
    while i:
        i, r = divmod(i - 1, 26)
        s = chr(97 + r) + s
    return s + '_' + random.choice('xyz')
cmds = []
signals, computeds = [], []
if mode == 'chain':
    signals.append('base')
    cmds.append('signal base 0')
    prev = 'base'
    depth = (n - 4) // 1
    for i in range(n - 5):
        nm = name(i)
        cmds.append('computed %s = %s + 1' % (nm, prev))
        computeds.append(nm)
        prev = nm
    cmds += ['get ' + prev, 'set base 5', 'set base 0', 'get ' + prev]
elif mode == 'fib':
    cmds += ['signal s_a 1', 'signal s_b 0']
    prev2, prev1 = 's_a', 's_b'
    for i in range(16):
        nm = name(i)
        cmds.append('computed %s = %s + %s' % (nm, prev1, prev2))
        computeds.append(nm)
        prev2, prev1 = prev1, nm
    while len(cmds) < n:
        r = random.random()
        if r < 0.4:
            cmds.append('set %s %d' % (random.choice(['s_a', 's_b']), random.randint(0, 1)))
        else:
            cmds.append('get ' + random.choice(computeds[-5:] + computeds[:5]))
else:
    for i in range(n):
        r = random.random()
        if len(signals) < 3 or (r < 0.08 and len(signals) < 40):
            nm = 'sig_' + name(len(signals))
            signals.append(nm)
            cmds.append('signal %s %d' % (nm, random.randint(-1000, 1000)))
        elif r < 0.3 and len(computeds) < 150:
            nm = name(len(computeds))
            pool = signals + computeds[-20:]
            terms = random.sample(pool, min(len(pool), random.randint(1, 3)))
            if random.random() < 0.3:
                terms.append(str(random.randint(-5, 5)))
            if mode == 'dupterms':
                terms.append(terms[0])
            computeds.append(nm)
            cmds.append('computed %s = %s' % (nm, ' + '.join(terms)))
        elif r < 0.6:
            s = random.choice(signals)
            v = random.choice([0, 1, random.randint(-1000, 1000)]) if mode != 'same' else 7
            cmds.append('set %s %d' % (s, v))
        else:
            cmds.append('get ' + random.choice(signals + computeds))
print('\\n'.join(cmds[:n]))
`,
        tests: [
          { args: '1000 random', label: '1,000 commands, random graph' },
          { args: '1000 chain', label: 'a chain of 995 computed signals' },
          { args: '1000 fib', label: 'each computed reads the previous two, 16 levels' },
          { args: '1000 same', label: '1,000 commands, sets to equal values' },
          { args: '1000 dupterms', label: '1,000 commands, repeated terms' },
          { args: '3 random', label: 'three commands' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 1000, 'more than 1000 commands'
NAME = re.compile('[A-Za-z_]+')
INT = re.compile('-?[0-9]+')
def i32(v):
    assert -2**31 <= v < 2**31, 'value outside 32-bit range'
    return v
kind = {}
terms = {}
values = {}
order = []
def evaluate():
    val = {}
    for nm in order:
        if kind[nm] == 'signal':
            val[nm] = values[nm]
        else:
            val[nm] = i32(sum(val[t] if t in kind else int(t) for t in terms[nm]))
for line in lines:
    p = line.split(' ')
    if p[0] == 'signal':
        assert len(p) == 3 and NAME.fullmatch(p[1]) and p[1] not in kind and INT.fullmatch(p[2]), 'bad signal'
        kind[p[1]] = 'signal'; values[p[1]] = i32(int(p[2])); order.append(p[1])
    elif p[0] == 'computed':
        assert len(p) >= 4 and NAME.fullmatch(p[1]) and p[1] not in kind and p[2] == '=', 'bad computed'
        ts = [t.strip() for t in line.split('=', 1)[1].split('+')]
        for t in ts:
            assert t in kind or (INT.fullmatch(t) and i32(int(t)) is not None), 'unknown term ' + t
        kind[p[1]] = 'computed'; terms[p[1]] = ts; order.append(p[1])
    elif p[0] == 'set':
        assert len(p) == 3 and kind.get(p[1]) == 'signal' and INT.fullmatch(p[2]), 'bad set'
        values[p[1]] = i32(int(p[2]))
    elif p[0] == 'get':
        assert len(p) == 2 and p[1] in kind, 'bad get'
    else:
        assert False, 'unknown command'
    if p[0] in ('computed', 'set'):
        evaluate()
`,
        wrongSolutions: [
          {
            name: 'eager-recompute',
            language: 'python3',
            mustFail: 'WA',
            why: 'Recomputes every computed signal on every change instead of lazily on read, so the computation counts are too high',
            source: `import sys
sys.setrecursionlimit(10000)
kind, terms, value, count, order, out = {}, {}, {}, {}, [], []
def recompute_all():
    for nm in order:
        if kind[nm] == 'computed':
            value[nm] = sum(value[t] if t in kind else int(t) for t in terms[nm])
            count[nm] += 1
for line in sys.stdin.read().splitlines():
    p = line.split()
    if not p:
        continue
    if p[0] == 'signal':
        kind[p[1]] = 'signal'; value[p[1]] = int(p[2]); order.append(p[1])
    elif p[0] == 'computed':
        kind[p[1]] = 'computed'; terms[p[1]] = [t.strip() for t in line.split('=', 1)[1].split('+')]
        order.append(p[1]); count[p[1]] = 1
        value[p[1]] = sum(value[t] if t in kind else int(t) for t in terms[p[1]])
    elif p[0] == 'set':
        if int(p[2]) != value[p[1]]:
            value[p[1]] = int(p[2])
            recompute_all()
    elif p[0] == 'get':
        out.append('%s = %d' % (p[1], value[p[1]]))
for nm in order:
    if kind[nm] == 'computed':
        out.append('%s computations=%d' % (nm, count[nm]))
print('\\n'.join(out))
`,
          },
          {
            name: 'recompute-means-changed',
            language: 'python3',
            mustFail: 'WA',
            why: 'Treats every recomputation as a change even when it produces the same value, so dependants recompute needlessly',
            source: `import sys
sys.setrecursionlimit(10000)
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
        nodes[parts[1]] = {'kind': 'computed', 'terms': terms, 'deps': deps, 'value': None, 'version': 0, 'seen': False, 'count': 0, 'depver': {}}
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
        ],
      },
    },
  ],
};
