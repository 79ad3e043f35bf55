import type { BankLevel, TestCase } from '@app/shared/content.schemas';

const tc = (input: string, expectedOutput: string, hidden = true): TestCase => ({
  input,
  expectedOutput,
  hidden,
});

export const hard: BankLevel = {
  mcq: [
    {
      question:
        'async function f() { console.log(1); await null; console.log(2); } f(); console.log(3); What is printed?',
      options: {
        A: '1 2 3',
        B: '1 3 2',
        C: '3 1 2',
        D: '3 2 1',
      },
      correct: 'B',
      explanation:
        'An async function runs synchronously until its first await; the rest resumes as a microtask after the current script.',
    },
    {
      question:
        'function F() {} F.prototype.x = 1; const o = new F(); F.prototype = { x: 2 }; What is o.x?',
      options: {
        A: '2',
        B: 'undefined',
        C: '1',
        D: 'It throws a TypeError',
      },
      correct: 'C',
      explanation:
        'o keeps a link to the prototype object that existed when it was created; replacing F.prototype only affects later instances.',
    },
    {
      question: 'What does [] == ![] evaluate to?',
      options: {
        A: 'false',
        B: 'true',
        C: 'It throws a TypeError',
        D: 'NaN',
      },
      correct: 'B',
      explanation:
        '![] is false; then [] == false converts both sides to numbers: [] becomes "" and then 0, false becomes 0, so 0 == 0.',
    },
    {
      question:
        'function f() { return this.n; } const g = f.bind({ n: 1 }); What does g.call({ n: 2 }) return?',
      options: {
        A: '1',
        B: '2',
        C: 'undefined',
        D: 'It throws',
      },
      correct: 'A',
      explanation:
        'A bound function ignores the this passed by call or apply; only new can override it.',
    },
    {
      question:
        'Promise.all([slow, fast]) is called; fast rejects after 10 ms and slow would fulfil after 1 s. What happens?',
      options: {
        A: "It waits for slow to finish, then rejects with fast's reason",
        B: 'It fulfils with [value, undefined], treating the rejection as empty',
        C: "It rejects after about 10 ms, and slow's request is cancelled",
        D: "It rejects after ~10 ms with fast's reason; slow's result is ignored",
      },
      correct: 'D',
      explanation:
        'Promise.all rejects on the first rejection; promises cannot be cancelled, so slow still settles unobserved.',
    },
    {
      question:
        'function* g() { const x = yield 1; yield x * 2; } const it = g(); it.next(); What is it.next(5).value?',
      options: {
        A: '2',
        B: 'NaN (x is undefined)',
        C: '5',
        D: '10',
      },
      correct: 'D',
      explanation:
        'The value passed to next() becomes the result of the paused yield expression, so x is 5 and the next yield gives 10.',
    },
    {
      question: 'Which statement about WeakMap is true?',
      options: {
        A: 'Keys must be objects (or non-registered symbols) and are held weakly',
        B: 'It can be iterated with for...of, in insertion order like Map',
        C: 'It accepts any key, including strings and numbers, and holds them weakly',
        D: 'It has a size property',
      },
      correct: 'A',
      explanation:
        'WeakMap holds its keys weakly, so it is not iterable and has no size; primitives (other than non-registered symbols) cannot be keys.',
    },
    {
      question: 'const o = Object.freeze({ inner: { x: 1 } }); o.inner.x = 2; What is o.inner.x?',
      options: {
        A: '2',
        B: '1',
        C: 'The assignment throws in any mode',
        D: 'undefined',
      },
      correct: 'A',
      explanation:
        'Object.freeze is shallow: o.inner cannot be replaced, but the nested object itself is still mutable.',
    },
    {
      question: 'What does typeof class A {} return?',
      options: {
        A: '"class"',
        B: '"object"',
        C: '"function"',
        D: '"undefined"',
      },
      correct: 'C',
      explanation: 'Classes are special constructor functions, so typeof reports "function".',
    },
    {
      question: 'What does new Array(3).map((_, i) => i) return?',
      options: {
        A: '[0, 1, 2]',
        B: '[undefined, undefined, undefined], because map fills the holes',
        C: 'An array of three empty slots, because map skips the holes entirely',
        D: '[]',
      },
      correct: 'C',
      explanation:
        'new Array(3) creates a sparse array with no elements; map only visits existing elements. Array.from({ length: 3 }, ...) fills it.',
    },
    {
      question: 'class A { x = 1; m() { return this.x; } } const m = new A().m; What does m() do?',
      options: {
        A: 'Returns 1',
        B: 'Returns undefined',
        C: 'Returns the global x, because this is globalThis in a plain class call',
        D: 'Throws a TypeError, because this is undefined in class code',
      },
      correct: 'D',
      explanation:
        'Class bodies are strict, so a detached method call has this undefined and reading this.x throws; bind it or use an arrow field.',
    },
    {
      question: 'What must an object provide so it can be used in for...of?',
      options: {
        A: 'A length property',
        B: 'A [Symbol.iterator]() method returning an iterator',
        C: 'A `forEach(cb)` method like `Array.prototype`',
        D: 'Numeric keys starting at 0 and a length property, like arrays',
      },
      correct: 'B',
      explanation:
        'for...of uses the iteration protocol: Symbol.iterator returns an object whose next() yields { value, done }.',
    },
    {
      question: 'Which value cannot be copied by structuredClone?',
      options: {
        A: 'A Map',
        B: 'A Date',
        C: 'An object with a circular reference',
        D: 'An object that contains a function as a property',
      },
      correct: 'D',
      explanation:
        'structuredClone supports Maps, Sets, Dates and cycles, but throws a DataCloneError on functions.',
    },
    {
      question:
        'Promise.resolve().then(() => console.log(1)); (async () => { console.log(2); await undefined; console.log(3); })(); console.log(4); What is printed?',
      options: {
        A: '2 4 1 3',
        B: '1 2 3 4',
        C: '2 1 4 3',
        D: '2 4 3 1',
      },
      correct: 'A',
      explanation:
        'Synchronous logs 2 and 4 come first; then the microtasks run in the order they were queued: the then callback (1) and then the resumed async function (3).',
    },
    {
      question: 'What do [NaN].includes(NaN) and [NaN].indexOf(NaN) return?',
      options: {
        A: 'true and 0',
        B: 'false and -1',
        C: 'true and -1',
        D: 'false and 0',
      },
      correct: 'C',
      explanation:
        'includes uses SameValueZero, which treats NaN as equal to itself; indexOf uses ===, and NaN !== NaN.',
    },
  ],
  coding: [
    {
      id: 'js-event-loop-order',
      title: 'Event Loop Order',
      description:
        'Simulate the order in which JavaScript prints messages, given a simplified script made of named blocks.\n\n' +
        'Input: one block per line, `name: action, action, ...` (a block may have no actions, e.g. `done:`). An action is `log X` (print X), `timeout B` (schedule block B as a macrotask, like setTimeout(B, 0)) or `promise B` (schedule block B as a microtask, like Promise.resolve().then(B)). Blocks may be listed in any order; `main` always exists, every scheduled block is defined, and nothing schedules itself forever.\n\n' +
        'Execution: run `main`. Then run all queued microtasks in FIFO order, including microtasks queued while doing so. Then, while macrotasks remain, take the oldest one, run it, and again drain all microtasks. A block may be scheduled several times; each time it runs all its actions in order.\n\n' +
        'Output: the logged messages, one per line (nothing if nothing is logged).',
      examples: [
        {
          input:
            'main: log A, timeout t1, promise p1, log B\nt1: log C, promise p2\np1: log D, timeout t2\np2: log E\nt2: log F\n',
          output: 'A\nB\nD\nC\nE\nF',
          explanation:
            'main logs A and B; the microtask p1 logs D and queues t2; then t1 logs C and queues p2, which runs before t2.',
        },
        {
          input: 'main: timeout t, promise p, log sync\nt: log timeout\np: log promise\n',
          output: 'sync\npromise\ntimeout',
          explanation: 'Synchronous code, then microtasks, then macrotasks.',
        },
      ],
      constraints: ['At most 50 blocks of at most 10 actions', 'At most 1000 block runs in total'],
      testCases: [
        tc(
          'main: log A, timeout t1, promise p1, log B\nt1: log C, promise p2\np1: log D, timeout t2\np2: log E\nt2: log F\n',
          'A\nB\nD\nC\nE\nF',
          false,
        ),
        tc(
          'main: timeout t, promise p, log sync\nt: log timeout\np: log promise\n',
          'sync\npromise\ntimeout',
          false,
        ),
        tc('main: log only\n', 'only'),
        tc(
          'main: promise a, timeout z\na: log a1, promise b\nb: log b1, promise c\nc: log c1\nz: log z1\n',
          'a1\nb1\nc1\nz1',
        ),
        tc(
          'main: timeout x, timeout y, promise p\nx: log x, timeout w\ny: log y\np: log p, timeout v\nv: log v\nw: log w\n',
          'p\nx\ny\nv\nw',
        ),
        tc(
          'main: promise a, promise a, timeout b, log m\na: log A\nb: promise a, log B\n',
          'm\nA\nA\nB\nA',
        ),
        tc('main: timeout a\na:\n', ''),
        tc(
          't2: log second\nmain: timeout t1, timeout t2\nt1: log first, promise p\np: log micro\n',
          'first\nmicro\nsecond',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys
from collections import deque

blocks = {}
for line in sys.stdin.read().split('\n'):
    if ':' not in line:
        continue
    name, body = line.split(':', 1)
    blocks[name.strip()] = [a.split() for a in body.split(',') if a.strip()]

out = []
micro = deque()
macro = deque()


def run(name):
    for kind, arg in blocks.get(name, []):
        if kind == 'log':
            out.append(arg)
        elif kind == 'timeout':
            macro.append(arg)
        elif kind == 'promise':
            micro.append(arg)


def drain():
    while micro:
        run(micro.popleft())


run('main')
drain()
while macro:
    run(macro.popleft())
    drain()
print('\n'.join(out))
`,
      },
      judge: {
        generator: String.raw`import random, sys
from collections import deque
args = sys.stdin.readline().split()
nblocks, mode = int(args[0]), args[1]
random.seed(' '.join(args))

def runs(blocks):
    # how many block runs the script makes (capped)
    micro, macro, count = deque(), deque(), 0
    def run(name):
        for kind, arg in blocks[name]:
            if kind == 'timeout':
                macro.append(arg)
            elif kind == 'promise':
                micro.append(arg)
    run('main')
    count = 1
    while micro or macro:
        run(micro.popleft() if micro else macro.popleft())
        count += 1
        if count > 1000:
            return count
    return count

names = ['main'] + ['b%d' % i for i in range(1, nblocks)]
while True:
    blocks = {}
    for i, name in enumerate(names):
        later = names[i + 1:]
        acts = []
        for _ in range(random.randint(0 if i else 1, 10)):
            r = random.random()
            if later and r < (0.25 if mode != 'micro' else 0.1):
                acts.append(('timeout', random.choice(later)))
            elif later and r < 0.5:
                acts.append(('promise', random.choice(later)))
            else:
                acts.append(('log', name + '.' + str(len(acts))))
        blocks[name] = acts
    if runs(blocks) <= 1000:
        break
order = names[:]
random.shuffle(order)
print('\n'.join('%s: %s' % (n, ', '.join(k + ' ' + a for k, a in blocks[n])) if blocks[n] else n + ':' for n in order))
`,
        tests: [
          { args: '50 mixed', label: '50 blocks, timeouts and promises' },
          { args: '50 micro', label: '50 blocks, mostly promises' },
          { args: '30 mixed', label: '30 blocks' },
          { args: '2 mixed', label: '2 blocks' },
          { args: '1 mixed', label: 'main alone' },
        ],
        validator: String.raw`import re, sys
from collections import deque
blocks = {}
for line in sys.stdin.read().split('\n'):
    if not line.strip():
        continue
    assert ':' in line, 'expected name: actions'
    name, body = line.split(':', 1)
    name = name.strip()
    assert re.fullmatch(r'\w+', name), 'bad block name'
    assert name not in blocks, 'block defined twice'
    acts = [a.split() for a in body.split(',') if a.strip()]
    assert len(acts) <= 10, 'more than 10 actions'
    for a in acts:
        assert len(a) == 2 and a[0] in ('log', 'timeout', 'promise'), 'bad action'
    blocks[name] = acts
assert 'main' in blocks, 'no main block'
assert len(blocks) <= 50, 'more than 50 blocks'
for acts in blocks.values():
    for kind, arg in acts:
        assert kind == 'log' or arg in blocks, 'scheduled block not defined'
micro, macro = deque(), deque()
def run(name):
    for kind, arg in blocks[name]:
        if kind == 'timeout':
            macro.append(arg)
        elif kind == 'promise':
            micro.append(arg)
run('main')
count = 1
while micro or macro:
    run(micro.popleft() if micro else macro.popleft())
    count += 1
    assert count <= 1000, 'more than 1000 block runs'
`,
        wrongSolutions: [
          {
            name: 'one-queue',
            language: 'python3',
            mustFail: 'WA',
            why: 'Puts promise callbacks on the same queue as timeouts, so microtasks no longer run before the next macrotask',
            source: String.raw`import sys
from collections import deque

blocks = {}
for line in sys.stdin.read().split('\n'):
    if ':' not in line:
        continue
    name, body = line.split(':', 1)
    blocks[name.strip()] = [a.split() for a in body.split(',') if a.strip()]

out = []
micro = deque()
macro = deque()


def run(name):
    for kind, arg in blocks.get(name, []):
        if kind == 'log':
            out.append(arg)
        elif kind == 'timeout':
            macro.append(arg)
        elif kind == 'promise':
            macro.append(arg)


def drain():
    while micro:
        run(micro.popleft())


run('main')
drain()
while macro:
    run(macro.popleft())
    drain()
print('\n'.join(out))
`,
          },
          {
            name: 'microtasks-lifo',
            language: 'python3',
            mustFail: 'WA',
            why: 'Takes microtasks from the end of the queue (a stack) instead of first in, first out',
            source: String.raw`import sys
from collections import deque

blocks = {}
for line in sys.stdin.read().split('\n'):
    if ':' not in line:
        continue
    name, body = line.split(':', 1)
    blocks[name.strip()] = [a.split() for a in body.split(',') if a.strip()]

out = []
micro = deque()
macro = deque()


def run(name):
    for kind, arg in blocks.get(name, []):
        if kind == 'log':
            out.append(arg)
        elif kind == 'timeout':
            macro.append(arg)
        elif kind == 'promise':
            micro.append(arg)


def drain():
    while micro:
        run(micro.pop())


run('main')
drain()
while macro:
    run(macro.popleft())
    drain()
print('\n'.join(out))
`,
          },
        ],
      },
    },
    {
      id: 'js-promise-combinators',
      title: 'Promise Combinators',
      description:
        'Predict what Promise.all, Promise.allSettled, Promise.race and Promise.any produce for promises that settle at known times.\n\n' +
        'Input: the first line is the combinator: `all`, `allSettled`, `race` or `any`. Each further line describes one input promise, in order: `fulfilled T VALUE` or `rejected T REASON`, where T is the settle time in ms (integer >= 0) and VALUE/REASON has no spaces. Promises that settle at the same time settle in input order.\n\n' +
        'Output one line:\n' +
        '- all: if any promise rejects, `rejected at T: REASON` for the first rejection (smallest time, then input order); otherwise `fulfilled at T: [v1,v2,...]` with values in input order and T the latest settle time (0 for no promises).\n' +
        '- allSettled: `fulfilled at T: [fulfilled:v1,rejected:r2,...]` in input order, T the latest settle time (0 for none).\n' +
        '- race: the first promise to settle, `fulfilled at T: VALUE` or `rejected at T: REASON`; with no promises, `pending`.\n' +
        '- any: the first fulfilment, `fulfilled at T: VALUE`; if none fulfils, `rejected at T: AggregateError [r1,r2,...]` with reasons in input order and T the latest settle time (0 for none).',
      examples: [
        {
          input: 'all\nfulfilled 30 A\nfulfilled 10 B\nfulfilled 20 C\n',
          output: 'fulfilled at 30: [A,B,C]',
          explanation:
            'All fulfil; the result keeps input order and is ready when the slowest settles.',
        },
        {
          input: 'race\nfulfilled 30 A\nrejected 10 E\n',
          output: 'rejected at 10: E',
          explanation: 'The rejection at 10 ms settles first.',
        },
      ],
      constraints: ['At most 100 promises', '0 <= T <= 1000000'],
      testCases: [
        tc(
          'all\nfulfilled 30 A\nfulfilled 10 B\nfulfilled 20 C\n',
          'fulfilled at 30: [A,B,C]',
          false,
        ),
        tc('race\nfulfilled 30 A\nrejected 10 E\n', 'rejected at 10: E', false),
        tc(
          'all\nfulfilled 5 A\nrejected 50 X\nrejected 20 Y\nfulfilled 100 B\n',
          'rejected at 20: Y',
        ),
        tc(
          'allSettled\nfulfilled 5 A\nrejected 50 X\n',
          'fulfilled at 50: [fulfilled:A,rejected:X]',
        ),
        tc('any\nrejected 5 X\nfulfilled 40 A\nfulfilled 30 B\n', 'fulfilled at 30: B'),
        tc('any\nrejected 5 X\nrejected 7 Y\n', 'rejected at 7: AggregateError [X,Y]'),
        tc('race\n', 'pending'),
        tc('all\n', 'fulfilled at 0: []'),
        tc('race\nfulfilled 10 first\nrejected 10 second\n', 'fulfilled at 10: first'),
        tc('any\n', 'rejected at 0: AggregateError []'),
        tc('allSettled\n', 'fulfilled at 0: []'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
kind = lines[0][0]
ps = [(p[0], int(p[1]), p[2], i) for i, p in enumerate(lines[1:])]
latest = max((p[1] for p in ps), default=0)


def first(items):
    return min(items, key=lambda p: (p[1], p[3]))


if kind == 'all':
    rej = [p for p in ps if p[0] == 'rejected']
    if rej:
        r = first(rej)
        print('rejected at %d: %s' % (r[1], r[2]))
    else:
        print('fulfilled at %d: [%s]' % (latest, ','.join(p[2] for p in ps)))
elif kind == 'allSettled':
    print('fulfilled at %d: [%s]' % (latest, ','.join('%s:%s' % (p[0], p[2]) for p in ps)))
elif kind == 'race':
    if not ps:
        print('pending')
    else:
        r = first(ps)
        print('%s at %d: %s' % (r[0], r[1], r[2]))
else:
    ful = [p for p in ps if p[0] == 'fulfilled']
    if ful:
        r = first(ful)
        print('fulfilled at %d: %s' % (r[1], r[2]))
    else:
        print('rejected at %d: AggregateError [%s]' % (latest, ','.join(p[2] for p in ps)))
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
kind, n, mode = args[0], int(args[1]), args[2]
random.seed(' '.join(args))
print(kind)
for i in range(n):
    if mode == 'random':
        state, t = random.choice(('fulfilled', 'fulfilled', 'rejected')), random.randint(0, 10**6)
    elif mode == 'ties':
        state, t = random.choice(('fulfilled', 'rejected')), random.choice((0, 5, 10**6))
    elif mode == 'rejected':
        state, t = 'rejected', random.randint(0, 10**6)
    elif mode == 'fulfilled':
        state, t = 'fulfilled', random.randint(0, 10**6)
    elif mode == 'late':
        # the only rejection or fulfilment that matters comes late
        state = 'rejected' if i == n - 1 else 'fulfilled'
        t = 10**6 if i != n - 1 else random.randint(0, 10)
    else:
        raise SystemExit('unknown mode ' + mode)
    print(state, t, ('v' if state == 'fulfilled' else 'e') + str(i))
`,
        tests: [
          { args: 'all 100 random', label: 'all, 100 promises' },
          { args: 'all 100 late', label: 'all, 100 promises, one early rejection last' },
          { args: 'race 100 ties', label: 'race, 100 promises settling at the same times' },
          { args: 'any 100 rejected', label: 'any, 100 rejections' },
          { args: 'any 100 ties', label: 'any, 100 promises settling at the same times' },
          { args: 'allSettled 100 fulfilled', label: 'allSettled, 100 promises' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert lines[0].strip() in ('all', 'allSettled', 'race', 'any'), 'unknown combinator'
assert len(lines) - 1 <= 100, 'more than 100 promises'
for l in lines[1:]:
    p = l.split()
    assert len(p) == 3 and p[0] in ('fulfilled', 'rejected'), 'bad promise line'
    assert re.fullmatch(r'0|[1-9][0-9]*', p[1]) and int(p[1]) <= 10**6, 'T out of range'
`,
        wrongSolutions: [
          {
            name: 'first-listed-rejection',
            language: 'python3',
            mustFail: 'WA',
            why: 'Promise.all reports the first rejection in input order, not the first one to happen',
            source: String.raw`import sys

lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
kind = lines[0][0]
ps = [(p[0], int(p[1]), p[2], i) for i, p in enumerate(lines[1:])]
latest = max((p[1] for p in ps), default=0)


def first(items):
    return min(items, key=lambda p: (p[1], p[3]))


if kind == 'all':
    rej = [p for p in ps if p[0] == 'rejected']
    if rej:
        r = rej[0]
        print('rejected at %d: %s' % (r[1], r[2]))
    else:
        print('fulfilled at %d: [%s]' % (latest, ','.join(p[2] for p in ps)))
elif kind == 'allSettled':
    print('fulfilled at %d: [%s]' % (latest, ','.join('%s:%s' % (p[0], p[2]) for p in ps)))
elif kind == 'race':
    if not ps:
        print('pending')
    else:
        r = first(ps)
        print('%s at %d: %s' % (r[0], r[1], r[2]))
else:
    ful = [p for p in ps if p[0] == 'fulfilled']
    if ful:
        r = first(ful)
        print('fulfilled at %d: %s' % (r[1], r[2]))
    else:
        print('rejected at %d: AggregateError [%s]' % (latest, ','.join(p[2] for p in ps)))
`,
          },
          {
            name: 'last-on-tie',
            language: 'python3',
            mustFail: 'WA',
            why: 'Breaks ties in settle time by the later promise, but promises settling together settle in input order',
            source: String.raw`import sys

lines = [l.split() for l in sys.stdin.read().split('\n') if l.strip()]
kind = lines[0][0]
ps = [(p[0], int(p[1]), p[2], i) for i, p in enumerate(lines[1:])]
latest = max((p[1] for p in ps), default=0)


def first(items):
    return min(items, key=lambda p: (p[1], -p[3]))


if kind == 'all':
    rej = [p for p in ps if p[0] == 'rejected']
    if rej:
        r = first(rej)
        print('rejected at %d: %s' % (r[1], r[2]))
    else:
        print('fulfilled at %d: [%s]' % (latest, ','.join(p[2] for p in ps)))
elif kind == 'allSettled':
    print('fulfilled at %d: [%s]' % (latest, ','.join('%s:%s' % (p[0], p[2]) for p in ps)))
elif kind == 'race':
    if not ps:
        print('pending')
    else:
        r = first(ps)
        print('%s at %d: %s' % (r[0], r[1], r[2]))
else:
    ful = [p for p in ps if p[0] == 'fulfilled']
    if ful:
        r = first(ful)
        print('fulfilled at %d: %s' % (r[1], r[2]))
    else:
        print('rejected at %d: AggregateError [%s]' % (latest, ','.join(p[2] for p in ps)))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'js-async-foreach-total',
      title: 'Async Order Total',
      description:
        'This JavaScript program reads a price list on the first line (`item=price` pairs) and then order lines `item quantity`. It looks each price up with an asynchronous lookupPrice (unknown items cost 0), prints `item: subtotal` for each order line in input order, and finally `total: N`. Instead it crashes, and the subtotals appear after the crash. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const prices = {};
for (const pair of lines[0].split(/\s+/)) {
  const [name, price] = pair.split('=');
  if (name) prices[name] = Number(price);
}

function lookupPrice(item) {
  return Promise.resolve(prices[item] ?? 0);
}

async function main() {
  const subtotals = [];
  lines.slice(1).filter((l) => l !== '').forEach(async (line) => {
    const [item, qty] = line.split(/\s+/);
    const price = await lookupPrice(item);
    const subtotal = price * Number(qty);
    console.log(item + ': ' + subtotal);
    subtotals.push(subtotal);
  });
  const total = subtotals.reduce((sum, s) => sum + s);
  console.log('total: ' + total);
}

main();
`,
      fixedCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const prices = {};
for (const pair of lines[0].split(/\s+/)) {
  const [name, price] = pair.split('=');
  if (name) prices[name] = Number(price);
}

function lookupPrice(item) {
  return Promise.resolve(prices[item] ?? 0);
}

async function main() {
  const subtotals = [];
  for (const line of lines.slice(1).filter((l) => l !== '')) {
    const [item, qty] = line.split(/\s+/);
    const price = await lookupPrice(item);
    const subtotal = price * Number(qty);
    console.log(item + ': ' + subtotal);
    subtotals.push(subtotal);
  }
  const total = subtotals.reduce((sum, s) => sum + s, 0);
  console.log('total: ' + total);
}

main();
`,
      expectedBehavior:
        'Input: "item=price" pairs on line 1, then "item quantity" lines. Output: "item: subtotal" per order line in order, then "total: N" (0 when there are no order lines).',
      hints: [
        'Does forEach wait for the promise returned by an async callback?',
        'How many subtotals exist when reduce runs?',
        'What does reduce do on an empty array when no initial value is given?',
      ],
      testCases: [
        tc('apple=3 pear=5\napple 2\npear 1\n', 'apple: 6\npear: 5\ntotal: 11', false),
        tc('kiwi=2\nkiwi 10\n', 'kiwi: 20\ntotal: 20', false),
        tc('apple=3\n', 'total: 0'),
        tc('a=1 b=2 c=3\nc 1\na 4\nb 0\n', 'c: 3\na: 4\nb: 0\ntotal: 7'),
        tc('apple=3\nmango 5\napple 1\n', 'mango: 0\napple: 3\ntotal: 3'),
        tc('x=7\n\nx 3\n', 'x: 21\ntotal: 21'),
      ],
      bugs: [
        {
          description:
            'forEach does not await async callbacks, so the total is computed before any subtotal exists; use a for...of loop with await.',
          testIndexes: [0, 1, 3, 4, 5],
        },
        {
          description:
            'reduce has no initial value, so it throws a TypeError on an empty list of subtotals; pass 0.',
          testIndexes: [2],
        },
      ],
    },
    {
      id: 'js-lru-cache-map',
      title: 'LRU Cache with a Map',
      description:
        'This JavaScript program implements a least-recently-used cache with a Map, relying on the fact that a Map iterates keys in insertion order. The first input line is the capacity; then each line is `put KEY VALUE` or `get KEY`. get prints the value or -1 and marks the key as most recently used; put inserts or updates a key and marks it most recently used, evicting the least recently used key first if a new key would exceed the capacity. The cache keeps stale entries and grows too large. Find and fix the bugs.',
      language: 'javascript',
      buggyCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const capacity = Number(lines[0]);
const cache = new Map();
const out = [];
for (const line of lines.slice(1)) {
  const parts = line.trim().split(/\s+/);
  if (parts[0] === 'get') {
    const key = parts[1];
    out.push(cache.has(key) ? cache.get(key) : -1);
  } else if (parts[0] === 'put') {
    const [, key, value] = parts;
    if (cache.size > capacity) {
      const oldest = cache.keys().next().value;
      cache.delete(oldest);
    }
    cache.set(key, value);
  }
}
console.log(out.join('\n'));
`,
      fixedCode: String.raw`const lines = require('fs').readFileSync(0, 'utf8').split('\n');
const capacity = Number(lines[0]);
const cache = new Map();
const out = [];
for (const line of lines.slice(1)) {
  const parts = line.trim().split(/\s+/);
  if (parts[0] === 'get') {
    const key = parts[1];
    if (cache.has(key)) {
      const value = cache.get(key);
      cache.delete(key);
      cache.set(key, value);
      out.push(value);
    } else {
      out.push(-1);
    }
  } else if (parts[0] === 'put') {
    const [, key, value] = parts;
    if (cache.has(key)) {
      cache.delete(key);
    } else if (cache.size >= capacity) {
      const oldest = cache.keys().next().value;
      cache.delete(oldest);
    }
    cache.set(key, value);
  }
}
console.log(out.join('\n'));
`,
      expectedBehavior:
        'Input: capacity, then put/get operations. Output: one line per get, the value or -1, with least-recently-used eviction.',
      hints: [
        "Does reading a key change its position in the Map's iteration order?",
        "Map.set on an existing key updates the value but keeps the key's original position.",
        'How many entries are in the cache right after the eviction check when the cache is full?',
      ],
      testCases: [
        tc('2\nput a 1\nput b 2\nget a\nput c 3\nget b\nget a\nget c\n', '1\n-1\n1\n3', false),
        tc('1\nput x 9\nput y 8\nget x\nget y\n', '-1\n8', false),
        tc('2\nput a 1\nput b 2\nput a 10\nput c 3\nget a\nget b\nget c\n', '10\n-1\n3'),
        tc('3\nget z\nput z 1\nget z\n', '-1\n1'),
        tc('2\nput a 1\nput b 2\nget a\nput c 3\nget a\nget b\n', '1\n1\n-1'),
        tc('2\nput k 1\nput k 2\nput k 3\nget k\n', '3'),
      ],
      bugs: [
        {
          description:
            'get does not move the key to the most recently used position (delete and set it again).',
          testIndexes: [0, 4],
        },
        {
          description:
            'The eviction check uses size > capacity, so the cache holds one entry too many; a new key needs size >= capacity.',
          testIndexes: [0, 1, 2],
        },
        {
          description:
            'put on an existing key keeps its old position, because Map.set does not reorder; delete it first.',
          testIndexes: [2],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'js-implement-promise-all',
      title: 'Implement Promise.all',
      description:
        'Describe how to implement promiseAll(items) without using Promise.all: it returns a promise for an array of the results of all the inputs, or fails as soon as any of them fails.',
      requirements: [
        'Results are in the same order as the inputs, whatever order they settle in',
        'Inputs may be plain values as well as promises',
        'The returned promise fails with the reason of the first failure',
      ],
      examples: [
        {
          scenario: '[delay(30, "a"), 5, delay(10, "c")]',
          expectedApproach: 'Fulfils after about 30 ms with ["a", 5, "c"].',
        },
        {
          scenario: '[delay(30, "a"), failAfter(10, "boom")]',
          expectedApproach: 'Rejects after about 10 ms with "boom".',
        },
      ],
      evaluationCriteria: [
        'Returns a new Promise',
        'Stores each result at its input index',
        'Counts settled inputs and resolves when all are done',
        'Rejects on the first rejection and handles empty input',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Return a new Promise and work inside its executor',
            weight: 1,
            accept: ['new promise', 'return promise', 'return a promise'],
          },
          {
            idea: 'Store each fulfilled value at its input index',
            weight: 3,
            accept: [
              'results index',
              'index i',
              'store index',
              'same position',
              'original order',
              'at index',
            ],
          },
          {
            idea: 'Count how many inputs have fulfilled (or how many remain)',
            weight: 2,
            accept: ['counter', 'remaining', 'count fulfilled', 'decrement', 'increment count'],
          },
          {
            idea: 'Resolve with the results array once every input has fulfilled',
            weight: 2,
            accept: [
              'remaining 0',
              'remaining is 0',
              'count equals',
              'all fulfilled',
              'counter reaches',
              'resolve results',
            ],
          },
          {
            idea: 'Reject immediately with the reason of the first rejection',
            weight: 2,
            accept: ['reject reason', 'reject immediately', 'first rejection', 'reject error'],
          },
        ],
        edgeCases: [
          {
            case: 'Empty input resolves immediately with []',
            accept: [
              'empty input',
              'empty array',
              'empty list',
              'empty iterable',
              'zero items',
              'no items',
            ],
          },
          {
            case: 'Plain values and thenables are wrapped with Promise.resolve',
            accept: ['promise resolve', 'plain value', 'non promise', 'thenable'],
          },
        ],
        pitfalls: [
          {
            mistake:
              "Pushing each value when it arrives orders the results by settle time; store it at its input's index so the order matches the inputs.",
            patterns: [
              'results push',
              'result push',

              'results.push',
              'push results',
              'push result',
              'push value result',
              'push onto result',
              'append value result',
            ],
          },
          {
            mistake:
              'The input with the last index is not necessarily the last to settle, and the loop ends before anything has settled; resolve only when the number of fulfilled inputs reaches the total.',
            patterns: [
              'i == n - 1 resolve',
              'i == length - 1 resolve',
              'index == length - 1 resolve',
              'last index resolve',
              'after loop resolve results',
              'loop ends resolve results',
            ],
          },
          {
            mistake:
              'Awaiting the inputs one after another only notices a failure after all earlier inputs have settled; attach handlers to every input at once so the first failure rejects straight away.',
            patterns: [
              'for await',
              'await each',
              'await item',
              'loop await',
              'await items i',
              'await promise resolve item',
            ],
          },
          {
            mistake:
              'Waiting for every input to settle before rejecting reports the failure late; the returned promise must reject as soon as the first input fails.',
            patterns: [
              'wait all settle reject',
              'wait every settle reject',
              'wait all finish reject',
              'after all settle reject',
              'after all finish reject',
            ],
          },
          {
            mistake:
              'The returned promise may resolve only once every input has fulfilled, so the counter must reach the number of inputs; comparing it with n - 1 resolves while one input is still pending.',
            patterns: [
              'count == length - 1',
              'count == n - 1',
              'counter == length - 1',
              'counter == n - 1',
              'fulfilled == length - 1',
              'fulfilled == n - 1',
              'done == length - 1',
              'done == n - 1',
              'resolved == length - 1',
              'resolved == n - 1',
              'completed == length - 1',
              'completed == n - 1',
              'remaining == 1 resolve',
              'count >= length - 1',
              'count >= n - 1',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION promiseAll(items)
2.   RETURN new Promise with resolve and reject
3.     SET n = length of items, results = array of length n, remaining = n
4.     IF n is 0 (empty input) THEN resolve([]) immediately
5.     FOR each item at index i
6.       call Promise.resolve(item) so plain values work too
7.       THEN on fulfilment: SET results[i] = value (store at index i to keep the original order)
8.         decrement remaining; IF remaining is 0 THEN resolve(results)
9.       on rejection: reject(reason) immediately; later settlements are ignored`,
      },
    },
    {
      id: 'js-deep-equal',
      title: 'Deep Equality',
      description:
        'Describe an algorithm deepEqual(a, b) that reports whether two values built from primitives, plain objects and arrays have the same structure and contents, comparing nested values rather than references.',
      requirements: [
        'Objects are equal when they have the same set of own keys with deeply equal values',
        'Arrays are only equal to arrays',
        'It must terminate even for self-referencing structures',
      ],
      examples: [
        {
          scenario: 'deepEqual({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })',
          expectedApproach: 'true',
        },
        {
          scenario: 'deepEqual({ a: 1 }, { a: 1, b: undefined })',
          expectedApproach: 'false: the key sets differ.',
        },
      ],
      evaluationCriteria: [
        'Short-circuits identical values',
        'Rejects non-object mismatches',
        'Compares key counts',
        'Recurses into every key and handles NaN, null, arrays and cycles',
      ],
      rubric: {
        ideas: [
          {
            idea: 'If the two values are identical (Object.is), return true',
            weight: 2,
            accept: ['object is', 'identical', 'strictly equal', 'same reference'],
          },
          {
            idea: 'If either is not an object (or is null), they are not equal',
            weight: 2,
            accept: ['not an object', 'not object', 'primitive', 'typeof'],
          },
          {
            idea: 'Compare the number of own keys',
            weight: 2,
            accept: ['number of keys', 'key count', 'keys length', 'count keys', 'count differ'],
          },
          {
            idea: 'For every key, check b has it and compare the values recursively',
            weight: 3,
            accept: ['recurs', 'call itself', 'deepequal a k'],
          },
          { idea: 'Return true when every key matched', weight: 1, accept: ['return true'] },
        ],
        edgeCases: [
          { case: 'NaN compared with NaN', accept: ['nan'] },
          { case: 'null (typeof null is "object")', accept: ['null'] },
          {
            case: 'An array compared with a plain object',
            accept: ['isarray', 'array object', 'array never'],
          },
          { case: 'Circular references', accept: ['circular', 'cycle', 'visited'] },
        ],
        pitfalls: [
          {
            mistake:
              'Comparing nested values with !== compares references, so two equal nested objects count as different; compare each pair of values with a recursive call.',
            patterns: [
              'a k != b k return false',
              'a key != b key return false',
              'a k != b k false',
              'a key != b key false',
            ],
          },
          {
            mistake:
              'Meeting a pair that is already being compared means the walk went round a cycle; treat it as equal and let the remaining keys decide, otherwise every self-referencing structure compares unequal.',
            patterns: [
              'visited has return false',
              'seen has return false',
              'visited contains return false',
              'seen contains return false',
              'pair visited return false',
              'pair seen return false',
              'already visited return false',
              'already seen return false',
              'circular return false',
              'cycle return false',
              'already compar return false',
            ],
          },
          {
            mistake:
              'One matching key says nothing about the others; return true only after every key has matched, and false as soon as one differs.',
            patterns: [
              'deepequal a k b k return true',
              'deepequal a key b key return true',
              'deepequal a k b k true',
              'deepequal a key b key true',
            ],
          },
          {
            mistake:
              "An array and a plain object are unequal in either order: testing only 'a is an array and b is not' lets a plain object a equal an array b; compare Array.isArray(a) with Array.isArray(b).",
            patterns: [
              'isarray a and not isarray b',
              'isarray a && ! isarray b',
              'isarray a ! isarray b',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION deepEqual(a, b, visited = empty set of pairs)
2.   IF Object.is(a, b) THEN RETURN true (identical values; also makes NaN equal NaN)
3.   IF a or b is not an object, or either is null, THEN RETURN false
4.   IF Array.isArray(a) differs from Array.isArray(b) THEN RETURN false (an array never equals a plain object)
5.   IF the pair (a, b) is in visited THEN RETURN true (circular reference), ELSE add it
6.   SET keysA = own keys of a, keysB = own keys of b
7.   IF the number of keys differs THEN RETURN false
8.   FOR each key k in keysA
9.     IF b has no own key k OR NOT deepEqual(a[k], b[k], visited) (recursive call) THEN RETURN false
10.  RETURN true`,
      },
    },
  ],
};
