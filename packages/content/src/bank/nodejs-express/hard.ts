import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question:
        'Inside an `fs.readFile` callback, code calls `setTimeout(a, 0)` and then `setImmediate(b)`. Which runs first?',
      options: {
        A: '`a`, because it was scheduled first',
        B: '`b`, because the check phase follows the poll phase',
        C: 'It varies from run to run',
        D: 'Both run at once, each on its own libuv thread',
      },
      correct: 'B',
      explanation:
        'From an I/O callback, setImmediate always fires before timers; only from the main module is the order not guaranteed.',
    },
    {
      question:
        'A function keeps rescheduling itself with `process.nextTick` forever. What happens to pending I/O callbacks?',
      options: {
        A: 'They run between ticks as usual',
        B: 'Node moves them to a worker thread so they can still run',
        C: 'They never run: the tick queue must drain first',
        D: 'Node throws a `RangeError` after 1000 ticks',
      },
      correct: 'C',
      explanation:
        'The nextTick queue is emptied completely before moving on, so recursive ticks starve the event loop.',
    },
    {
      question: '`writable.write(chunk)` returns false. What should well-behaved producer code do?',
      options: {
        A: "Stop writing until `'drain'` fires",
        B: 'Retry the same chunk immediately in a loop',
        C: 'Call `writable.end()`, since the stream failed',
        D: 'Ignore it; the return value is only informational',
      },
      correct: 'A',
      explanation:
        'false signals backpressure: the internal buffer is full and the producer should pause.',
    },
    {
      question:
        'Why prefer `stream.pipeline(source, transform, destination)` over chaining `.pipe()` calls?',
      options: {
        A: '`pipeline` runs synchronously',
        B: '`pipeline` compresses data automatically',
        C: '`.pipe()` cannot be used with transforms',
        D: 'It propagates errors and cleans up every stream',
      },
      correct: 'D',
      explanation:
        'pipeline forwards errors from any stream, destroys all of them on failure and reports completion; .pipe() does neither.',
    },
    {
      question:
        'What problem does `AsyncLocalStorage` from `node:async_hooks` solve in an Express server?',
      options: {
        A: 'Keeping a per-request value available across `await`s',
        B: 'Persisting request data to disk so it survives restarts',
        C: 'Sharing memory (`SharedArrayBuffer`) between worker threads',
        D: 'Caching HTTP responses per route',
      },
      correct: 'A',
      explanation:
        'AsyncLocalStorage propagates a store, such as a request id, through the asynchronous call chain of one request.',
    },
    {
      question:
        'An Express app runs behind a reverse proxy and `req.ip` always shows the proxy address. What fixes it?',
      options: {
        A: 'Reading `req.connection.remoteAddress` instead',
        B: "Enabling Express's `trust proxy` setting",
        C: 'Adding `express.json()` before the routes',
        D: 'Disabling keep-alive',
      },
      correct: 'B',
      explanation:
        'Only with trust proxy configured does Express derive req.ip and req.protocol from the X-Forwarded-For header of the trusted proxy.',
    },
    {
      question: 'On SIGTERM, what does `server.close()` on a Node HTTP server do?',
      options: {
        A: 'Kills every open connection immediately and frees the port',
        B: 'Exits the process once it returns',
        C: 'Pauses the server until it receives `SIGCONT`',
        D: 'Stops new connections and waits for open ones to end',
      },
      correct: 'D',
      explanation:
        'Graceful shutdown stops new work, lets in-flight requests finish, then releases resources.',
    },
    {
      question:
        'In current Node.js versions, what happens by default when a promise rejection is never handled?',
      options: {
        A: 'A warning is printed and the process keeps running',
        B: 'The rejection is silently ignored',
        C: 'It becomes an uncaught exception and the process exits',
        D: 'Node retries the rejected promise once, then logs a warning',
      },
      correct: 'C',
      explanation: 'Since Node 15 the default --unhandled-rejections mode is throw.',
    },
    {
      question:
        'An API runs as 4 instances behind a load balancer, each with an in-memory limit of 100 requests per minute per IP. What is the real limit?',
      options: {
        A: 'Up to about 400 per minute, since each counts separately',
        B: 'Exactly 100 per minute, shared by all instances',
        C: '25 per minute on each instance',
        D: 'Unlimited, because each instance resets its counter on every request',
      },
      correct: 'A',
      explanation: 'Counters must live in a shared store such as Redis for a global limit.',
    },
    {
      question: 'Why compare an API key with `crypto.timingSafeEqual` instead of `===`?',
      options: {
        A: 'It is faster than `===` for long strings',
        B: 'Its time does not depend on where the inputs first differ',
        C: 'It hashes both values with SHA-256 before comparing them',
        D: '`===` cannot compare two `Buffer` objects',
      },
      correct: 'B',
      explanation:
        'An early-exit comparison leaks how many leading bytes matched through its running time.',
    },
    {
      question: 'What does the `node:cluster` module provide?',
      options: {
        A: 'Threads that share the same heap',
        B: 'A distributed cache shared by processes',
        C: 'Several processes that share one listening port',
        D: 'Automatic horizontal scaling across several machines in a cluster',
      },
      correct: 'C',
      explanation: 'cluster forks worker processes that share a server port, using more CPU cores.',
    },
    {
      question:
        "An `EventEmitter` emits `'error'` and no `'error'` listener is registered. What happens?",
      options: {
        A: 'The event is dropped silently',
        B: 'The error is logged to stderr as a warning and ignored',
        C: 'The emitter retries the emit later',
        D: 'The error is thrown and can crash the process',
      },
      correct: 'D',
      explanation: "'error' events are special: without a listener, emit throws the error.",
    },
    {
      question: 'Which handler code leaks memory over time?',
      options: {
        A: 'Adding a listener to a long-lived emitter on every request',
        B: 'Creating a large local array on every call',
        C: 'Storing the current user in `res.locals`',
        D: 'Awaiting a database query in the handler',
      },
      correct: 'A',
      explanation:
        'Each request adds a listener that keeps its closure alive; Node warns with MaxListenersExceededWarning.',
    },
    {
      question:
        'In Express 5, how must a catch-all wildcard route for everything under `/files` be written?',
      options: {
        A: "`app.get('/files/*', handler)`, as in Express 4",
        B: "`app.get('/files/(.*)', handler)`, a regex",
        C: "`app.get('/files/*splat', handler)`",
        D: "`app.get('/files/**', handler)`, a glob",
      },
      correct: 'C',
      explanation:
        'Express 5 uses path-to-regexp 8, where wildcards must be named, such as *splat.',
    },
  ],
  coding: [
    {
      id: 'node-cjs-load-order',
      title: 'CommonJS module loading with cycles',
      description:
        'Simulate how Node.js loads CommonJS modules. Loading module M prints "start M", marks M as loading, then handles its require() calls in order: a module that is already fully loaded comes from the cache (nothing printed); a module that is still loading (a cycle) hands back its unfinished exports, printed as "M gets partial X"; any other module is loaded recursively. Finally M is marked loaded and "done M" is printed. Loading begins with the first module listed.\n\nInput: a line with N, then N lines, each with a module name followed by the names it requires, in order (possibly none). Every required name is one of the N modules.\n\nOutput: the printed lines in order.',
      examples: [
        {
          input: '3\nmain a b\na b\nb',
          output: 'start main\nstart a\nstart b\ndone b\ndone a\ndone main',
          explanation: 'When main requires b, b is already cached, so nothing is printed.',
        },
        {
          input: '2\na b\nb a',
          output: 'start a\nstart b\nb gets partial a\ndone b\ndone a',
          explanation:
            "b requires a while a is still loading, so b receives a's unfinished exports.",
        },
      ],
      constraints: ['1 <= N <= 500', 'Names are unique, without spaces'],
      testCases: [
        v('3\nmain a b\na b\nb', 'start main\nstart a\nstart b\ndone b\ndone a\ndone main'),
        v('2\na b\nb a', 'start a\nstart b\nb gets partial a\ndone b\ndone a'),
        h('1\nindex', 'start index\ndone index'),
        h('3\napp util\nutil\nunused util', 'start app\nstart util\ndone util\ndone app'),
        h(
          '4\nmain x y\nx y main\ny x\nz',
          'start main\nstart x\nstart y\ny gets partial x\ndone y\nx gets partial main\ndone x\ndone main',
        ),
        h('2\nm m n\nn m', 'start m\nm gets partial m\nstart n\nn gets partial m\ndone n\ndone m'),
        h(
          '4\nA B C\nB D\nC D\nD',
          'start A\nstart B\nstart D\ndone D\ndone B\nstart C\ndone C\ndone A',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    sys.setrecursionlimit(10000)
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    deps = {}
    order = []
    for i in range(1, n + 1):
        parts = lines[i].split()
        order.append(parts[0])
        deps[parts[0]] = parts[1:]
    state = {}
    out = []

    def load(m):
        out.append('start ' + m)
        state[m] = 'loading'
        for d in deps[m]:
            s = state.get(d)
            if s == 'loaded':
                continue
            if s == 'loading':
                out.append(m + ' gets partial ' + d)
                continue
            load(d)
        state[m] = 'loaded'
        out.append('done ' + m)

    load(order[0])
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
names = ['m%d' % i for i in range(n)]
deps = {}
for i, m in enumerate(names):
    if mode == 'chain':
        d = [names[i + 1]] if i + 1 < n else [names[0]]
    elif mode == 'dag':
        d = random.sample(names[i + 1:], min(n - i - 1, random.randint(0, 6)))
    elif mode == 'cycles':
        d = [random.choice(names) for _ in range(random.randint(0, 6))]
    elif mode == 'self':
        d = [m] + random.sample(names, min(n, 3))
    deps[m] = d
order = names[:]
if mode != 'chain':
    first = order[0]
    rest = order[1:]
    random.shuffle(rest)
    order = [first] + rest
print(n)
for m in order:
    print(' '.join([m] + deps[m]))
`,
        tests: [
          { args: '500 chain', label: 'N = 500 in one long cycle' },
          { args: '500 dag', label: 'N = 500, no cycles' },
          { args: '500 cycles', label: 'N = 500, many cycles' },
          { args: '500 self', label: 'N = 500, modules requiring themselves' },
          { args: '1 dag', label: 'N = 1' },
        ],
        validator: String.raw`import sys
lines = [l for l in sys.stdin.read().split('\n')]
n = int(lines[0])
assert 1 <= n <= 500, 'N out of range'
mods = [l.split() for l in lines[1:1 + n]]
assert all(mods), 'every line names a module'
names = [m[0] for m in mods]
assert len(set(names)) == n, 'names are unique'
assert all(d in set(names) for m in mods for d in m[1:]), 'every required name is a module'
assert all(l.strip() == '' for l in lines[1 + n:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'no-cache',
            language: 'python3',
            mustFail: 'WA',
            why: 'Loads a module again every time it is required, ignoring the cache of finished modules',
            source: String.raw`import sys

def main():
    sys.setrecursionlimit(10000)
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    deps = {}
    order = []
    for i in range(1, n + 1):
        parts = lines[i].split()
        order.append(parts[0])
        deps[parts[0]] = parts[1:]
    state = {}
    out = []

    def load(m):
        out.append('start ' + m)
        state[m] = 'loading'
        for d in deps[m]:
            s = state.get(d)
            if s == 'loading':
                out.append(m + ' gets partial ' + d)
                continue
            load(d)
        state[m] = 'loaded'
        out.append('done ' + m)

    load(order[0])
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'partial-reversed',
            language: 'python3',
            mustFail: 'WA',
            why: 'Swaps the names in the cycle line: the module doing the require gets the unfinished exports of the loading one',
            source: String.raw`import sys

def main():
    sys.setrecursionlimit(10000)
    lines = sys.stdin.read().split('\n')
    n = int(lines[0])
    deps = {}
    order = []
    for i in range(1, n + 1):
        parts = lines[i].split()
        order.append(parts[0])
        deps[parts[0]] = parts[1:]
    state = {}
    out = []

    def load(m):
        out.append('start ' + m)
        state[m] = 'loading'
        for d in deps[m]:
            s = state.get(d)
            if s == 'loaded':
                continue
            if s == 'loading':
                out.append(d + ' gets partial ' + m)
                continue
            load(d)
        state[m] = 'loaded'
        out.append('done ' + m)

    load(order[0])
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'node-event-loop-order',
      title: 'Predict the event loop output inside an I/O callback',
      description:
        'A callback body is written one statement per line as "<kind> <label>", where kind is log, tick (process.nextTick), promise (Promise.resolve().then), timeout (setTimeout 0) or immediate (setImmediate). Lines indented two more spaces below a tick, promise, timeout or immediate line form the body of that callback. When a callback runs it first logs its own label, then runs its body.\n\nThe top-level lines are the body of an fs.readFile callback, so they run in the poll phase of the event loop. Use this model of Node.js: run the top-level lines; then drain: repeat { run every queued nextTick callback (including new ones), then every queued promise callback (including new ones) } until both queues are empty. Because the poll phase is followed by the check phase, the loop then continues: a check phase runs the immediates queued before it started, then the next iteration\'s timers phase runs the timeouts queued before it started, draining after every callback; repeat check, timers, check, ... and stop when nothing is queued. (This is why setImmediate always beats setTimeout(fn, 0) inside an I/O callback, while from the main module their order is not guaranteed.)\n\nSimplification: treat every queued timeout as due at the next timers phase. In real Node.js a 0 ms timeout waits at least 1 ms, so a timeout queued while the loop is running may not be due yet and can run one iteration later; the expected outputs follow this model, not a particular run.\n\nOutput: the logged labels in order, one per line.',
      examples: [
        {
          input: 'log A\ntimeout T\nimmediate I\npromise P\ntick N\nlog B',
          output: 'A\nB\nN\nP\nI\nT',
          explanation:
            'Synchronous logs first, then nextTick, then promises, then the check phase (setImmediate), then the timers phase of the next iteration.',
        },
        {
          input: 'promise P1\n  tick N1\n  promise P2\ntick N0',
          output: 'N0\nP1\nP2\nN1',
          explanation:
            'P2 joins the promise queue that is being drained, while N1 waits until the promise queue is empty.',
        },
      ],
      constraints: [
        'At most 200 lines',
        'Labels are unique words',
        'Indentation is exactly two spaces per level',
      ],
      testCases: [
        v('log A\ntimeout T\nimmediate I\npromise P\ntick N\nlog B', 'A\nB\nN\nP\nI\nT'),
        v('promise P1\n  tick N1\n  promise P2\ntick N0', 'N0\nP1\nP2\nN1'),
        h(
          'timeout T1\n  immediate I2\n  timeout T2\nimmediate I1\n  timeout T3',
          'I1\nT1\nT3\nI2\nT2',
        ),
        h('log only', 'only'),
        h('tick A\n  tick B\n  promise C\npromise D\n  tick E', 'A\nB\nD\nC\nE'),
        h(
          'timeout T1\n  promise P1\n  tick K1\ntimeout T2\nimmediate I1\n  promise P2\n    promise P3',
          'I1\nP2\nP3\nT1\nK1\nP1\nT2',
        ),
        h('immediate I1\n  immediate I2\n  timeout T1\nlog S', 'S\nI1\nT1\nI2'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys
from collections import deque

def main():
    root = []
    stack = [(-1, root)]
    for line in sys.stdin.read().split('\n'):
        if not line.strip():
            continue
        indent = (len(line) - len(line.lstrip(' '))) // 2
        kind, label = line.split()
        node = (kind, label, [])
        while stack[-1][0] >= indent:
            stack.pop()
        stack[-1][1].append(node)
        stack.append((indent, node[2]))
    out = []
    ticks, micro, timers, checks = deque(), deque(), deque(), deque()

    def run(body):
        for kind, label, children in body:
            if kind == 'log':
                out.append(label)
            elif kind == 'tick':
                ticks.append((label, children))
            elif kind == 'promise':
                micro.append((label, children))
            elif kind == 'timeout':
                timers.append((label, children))
            else:
                checks.append((label, children))

    def call(cb):
        out.append(cb[0])
        run(cb[1])

    def drain():
        while ticks or micro:
            while ticks:
                call(ticks.popleft())
            while micro:
                call(micro.popleft())

    run(root)
    drain()
    # The top level ran inside an I/O callback (poll phase), so the check phase comes first.
    while timers or checks:
        for _ in range(len(checks)):
            call(checks.popleft())
            drain()
        for _ in range(len(timers)):
            call(timers.popleft())
            drain()
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
KINDS = ['log', 'tick', 'promise', 'timeout', 'immediate']
if mode == 'timers':
    weights = [1, 1, 1, 3, 3]
elif mode == 'micro':
    weights = [1, 3, 3, 1, 1]
else:
    weights = [1, 1, 1, 1, 1]
lines = []
depth = 0
for i in range(n):
    kind = random.choices(KINDS, weights)[0]
    lines.append('  ' * depth + '%s %s%d' % (kind, kind[0].upper(), i))
    if kind != 'log' and random.random() < 0.5 and depth < 12:
        depth += 1
    elif depth and random.random() < 0.4:
        depth = random.randint(0, depth - 1)
    if kind == 'log' and depth > 0 and not lines[-1].startswith('  ' * depth):
        depth = 0
print('\n'.join(lines))
`,
        tests: [
          { args: '200 mixed', label: '200 lines, every kind' },
          { args: '200 timers', label: '200 lines, mostly timeouts and immediates' },
          { args: '200 micro', label: '200 lines, mostly nextTick and promises' },
          { args: '120 mixed', label: '120 lines' },
          { args: '1 mixed', label: 'one line' },
        ],
        validator: String.raw`import re, sys
lines = [l for l in sys.stdin.read().split('\n') if l.strip()]
assert len(lines) <= 200, 'more than 200 lines'
labels = set()
prev_indent, prev_kind = -1, 'tick'
for l in lines:
    m = re.fullmatch(r'((?:  )*)(log|tick|promise|timeout|immediate) (\w+)', l)
    assert m, 'expected <kind> <label> indented by two spaces per level'
    indent = len(m.group(1)) // 2
    assert indent <= prev_indent + 1, 'indented more than one level'
    assert indent <= prev_indent or prev_kind != 'log', 'a log has no body'
    assert m.group(3) not in labels, 'labels are unique'
    labels.add(m.group(3))
    prev_indent, prev_kind = indent, m.group(2)
`,
        wrongSolutions: [
          {
            name: 'timers-before-immediates',
            language: 'python3',
            mustFail: 'WA',
            why: 'Runs the timers phase before the check phase, but after an I/O callback setImmediate comes first',
            source: String.raw`import sys
from collections import deque

def main():
    root = []
    stack = [(-1, root)]
    for line in sys.stdin.read().split('\n'):
        if not line.strip():
            continue
        indent = (len(line) - len(line.lstrip(' '))) // 2
        kind, label = line.split()
        node = (kind, label, [])
        while stack[-1][0] >= indent:
            stack.pop()
        stack[-1][1].append(node)
        stack.append((indent, node[2]))
    out = []
    ticks, micro, timers, checks = deque(), deque(), deque(), deque()

    def run(body):
        for kind, label, children in body:
            if kind == 'log':
                out.append(label)
            elif kind == 'tick':
                ticks.append((label, children))
            elif kind == 'promise':
                micro.append((label, children))
            elif kind == 'timeout':
                timers.append((label, children))
            else:
                checks.append((label, children))

    def call(cb):
        out.append(cb[0])
        run(cb[1])

    def drain():
        while ticks or micro:
            while ticks:
                call(ticks.popleft())
            while micro:
                call(micro.popleft())

    run(root)
    drain()
    # The top level ran inside an I/O callback (poll phase), so the check phase comes first.
    while timers or checks:
        for _ in range(len(timers)):
            call(timers.popleft())
            drain()
        for _ in range(len(checks)):
            call(checks.popleft())
            drain()
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'immediates-same-phase',
            language: 'python3',
            mustFail: 'WA',
            why: 'Also runs immediates queued during the check phase in that same phase, though they wait for the next loop iteration',
            source: String.raw`import sys
from collections import deque

def main():
    root = []
    stack = [(-1, root)]
    for line in sys.stdin.read().split('\n'):
        if not line.strip():
            continue
        indent = (len(line) - len(line.lstrip(' '))) // 2
        kind, label = line.split()
        node = (kind, label, [])
        while stack[-1][0] >= indent:
            stack.pop()
        stack[-1][1].append(node)
        stack.append((indent, node[2]))
    out = []
    ticks, micro, timers, checks = deque(), deque(), deque(), deque()

    def run(body):
        for kind, label, children in body:
            if kind == 'log':
                out.append(label)
            elif kind == 'tick':
                ticks.append((label, children))
            elif kind == 'promise':
                micro.append((label, children))
            elif kind == 'timeout':
                timers.append((label, children))
            else:
                checks.append((label, children))

    def call(cb):
        out.append(cb[0])
        run(cb[1])

    def drain():
        while ticks or micro:
            while ticks:
                call(ticks.popleft())
            while micro:
                call(micro.popleft())

    run(root)
    drain()
    # The top level ran inside an I/O callback (poll phase), so the check phase comes first.
    while timers or checks:
        while checks:
            call(checks.popleft())
            drain()
        for _ in range(len(timers)):
            call(timers.popleft())
            drain()
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
      id: 'node-debug-middleware-chain',
      title: 'Middleware chain runs the wrong handlers',
      description:
        'This Node.js program simulates how Express runs a middleware stack. The first line is N, then N layers "use PATH NAME ACTION" (normal middleware) or "err PATH NAME ACTION" (error-handling middleware), in registration order. ACTION is next (call next()), send (send a response) or fail (call next(err)). A layer mounted at PATH runs for a request path equal to PATH or starting with PATH + "/"; a layer at "/" runs for every path. While there is no error, error handlers are skipped; after next(err), normal middleware is skipped until an error handler sends or the stack ends. Then comes M and M request paths. For each request it prints the names of the layers that ran, then "-> 200" when normal middleware sent, "-> 500" when an error handler sent or an error reached the end of the stack, "-> 404" when nothing sent. The wrong layers run.',
      language: 'javascript',
      buggyCode: String.raw`function matches(prefix, path) {
  if (prefix === '/') return true;
  return path.startsWith(prefix);
}

function handle(stack, path) {
  const ran = [];
  let failed = false;
  for (const layer of stack) {
    if (!matches(layer.prefix, path)) continue;
    if (layer.errorHandler && !failed) continue;
    ran.push(layer.name);
    if (layer.action === 'send') return { ran, status: failed ? 500 : 200 };
    if (layer.action === 'fail') failed = true;
  }
  return { ran, status: failed ? 500 : 404 };
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const n = Number(lines[0]);
const stack = lines.slice(1, n + 1).map((line) => {
  const [kind, prefix, name, action] = line.split(/\s+/);
  return { errorHandler: kind === 'err', prefix, name, action };
});
const m = Number(lines[n + 1]);
const out = [];
for (const path of lines.slice(n + 2, n + 2 + m)) {
  const { ran, status } = handle(stack, path);
  out.push([...ran, '-> ' + status].join(' '));
}
console.log(out.join('\n'));
`,
      fixedCode: String.raw`function matches(prefix, path) {
  if (prefix === '/') return true;
  return path === prefix || path.startsWith(prefix + '/');
}

function handle(stack, path) {
  const ran = [];
  let failed = false;
  for (const layer of stack) {
    if (!matches(layer.prefix, path)) continue;
    if (layer.errorHandler && !failed) continue;
    if (!layer.errorHandler && failed) continue;
    ran.push(layer.name);
    if (layer.action === 'send') return { ran, status: failed ? 500 : 200 };
    if (layer.action === 'fail') failed = true;
  }
  return { ran, status: failed ? 500 : 404 };
}

const lines = require('fs').readFileSync(0, 'utf8').split('\n').map((l) => l.trim());
const n = Number(lines[0]);
const stack = lines.slice(1, n + 1).map((line) => {
  const [kind, prefix, name, action] = line.split(/\s+/);
  return { errorHandler: kind === 'err', prefix, name, action };
});
const m = Number(lines[n + 1]);
const out = [];
for (const path of lines.slice(n + 2, n + 2 + m)) {
  const { ran, status } = handle(stack, path);
  out.push([...ran, '-> ' + status].join(' '));
}
console.log(out.join('\n'));
`,
      expectedBehavior:
        'With "use /api auth fail" before "use /api api send" and "err / onError send", a request for /api/users runs "auth onError -> 500"; a layer at /api never runs for /apix.',
      hints: [
        'Should a layer mounted at /api run for the path /apix?',
        'After next(err), which kinds of layer may still run?',
        'Follow a request through the stack layer by layer and write down why each layer runs or is skipped.',
      ],
      testCases: [
        {
          input:
            '4\nuse / logger next\nuse /api auth fail\nuse /api api send\nerr / onError send\n3\n/api/users\n/apix\n/home',
          expectedOutput: 'logger auth onError -> 500\nlogger -> 404\nlogger -> 404',
          hidden: false,
        },
        {
          input:
            '3\nuse / logger next\nuse /static files send\nuse / fallback send\n2\n/static/app.js\n/statics',
          expectedOutput: 'logger files -> 200\nlogger fallback -> 200',
          hidden: false,
        },
        {
          input: '2\nuse / logger fail\nuse / page send\n1\n/',
          expectedOutput: 'logger -> 500',
          hidden: true,
        },
        {
          input:
            '4\nuse /api auth fail\nerr /api log next\nuse /api data send\nerr / reply send\n2\n/api/x\n/api',
          expectedOutput: 'auth log reply -> 500\nauth log reply -> 500',
          hidden: true,
        },
        {
          input: '1\nuse /admin admin send\n2\n/\n/administrator',
          expectedOutput: '-> 404\n-> 404',
          hidden: true,
        },
        {
          input:
            '4\nerr / onError send\nuse /api/v1 v1 next\nuse /api api send\nuse / home send\n3\n/api/v1/items\n/api/v2\n/api/v10',
          expectedOutput: 'v1 api -> 200\napi -> 200\napi -> 200',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'The mount path is matched with path.startsWith(prefix), so /api also matches /apix and /api-docs; it must match the path itself or prefix + "/".',
          testIndexes: [0, 1, 4, 5],
        },
        {
          description:
            'Normal middleware is not skipped after next(err), so the route handler still runs and answers 200 after an error.',
          testIndexes: [0, 2, 3],
        },
      ],
    },
    {
      id: 'node-debug-semver-range',
      title: 'npm version range check accepts the wrong versions',
      description:
        'This Node.js program checks whether a version satisfies an npm range, as npm does when it installs a dependency. Each line holds a range (^x.y.z or ~x.y.z) and a version x.y.z; it prints yes or no. Rules: ~1.2.3 means >=1.2.3 <1.3.0. ^1.2.3 means >=1.2.3 <2.0.0, but for a zero major version the caret is stricter: ^0.2.3 means >=0.2.3 <0.3.0 and ^0.0.3 means >=0.0.3 <0.0.4. Some answers are wrong.',
      language: 'javascript',
      buggyCode: String.raw`const parse = (v) => v.split('.').map(Number);

function cmp(a, b) {
  const x = a.join('.');
  const y = b.join('.');
  if (x === y) return 0;
  return x < y ? -1 : 1;
}

function upperBound(op, base) {
  if (op === '~') return [base[0], base[1] + 1, 0];
  return [base[0] + 1, 0, 0];
}

const out = [];
for (const line of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const parts = line.trim().split(/\s+/);
  if (parts.length < 2) continue;
  const op = parts[0][0];
  const base = parse(parts[0].slice(1));
  const version = parse(parts[1]);
  const ok = cmp(version, base) >= 0 && cmp(version, upperBound(op, base)) < 0;
  out.push(ok ? 'yes' : 'no');
}
console.log(out.join('\n'));
`,
      fixedCode: String.raw`const parse = (v) => v.split('.').map(Number);

function cmp(a, b) {
  for (let i = 0; i < 3; i++) {
    if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

function upperBound(op, base) {
  if (op === '~') return [base[0], base[1] + 1, 0];
  if (base[0] > 0) return [base[0] + 1, 0, 0];
  if (base[1] > 0) return [0, base[1] + 1, 0];
  return [0, 0, base[2] + 1];
}

const out = [];
for (const line of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const parts = line.trim().split(/\s+/);
  if (parts.length < 2) continue;
  const op = parts[0][0];
  const base = parse(parts[0].slice(1));
  const version = parse(parts[1]);
  const ok = cmp(version, base) >= 0 && cmp(version, upperBound(op, base)) < 0;
  out.push(ok ? 'yes' : 'no');
}
console.log(out.join('\n'));
`,
      expectedBehavior: '^1.2.3 accepts 1.10.0; ^0.2.3 rejects 0.3.0; ~2.9.0 accepts 2.9.12.',
      hints: [
        'Is "1.10.0" smaller than "1.2.3" when compared as text?',
        'Compare the three numbers one by one as integers.',
        'Read the caret rule again for versions starting with 0.',
      ],
      testCases: [
        {
          input: '^1.2.3 1.4.0\n^1.2.3 2.0.0\n~1.2.3 1.2.9\n~1.2.3 1.3.0',
          expectedOutput: 'yes\nno\nyes\nno',
          hidden: false,
        },
        { input: '^1.2.3 1.10.0', expectedOutput: 'yes', hidden: false },
        { input: '^0.2.3 0.3.0\n^0.2.3 0.2.5', expectedOutput: 'no\nyes', hidden: true },
        { input: '^0.0.3 0.0.4\n^0.0.3 0.0.3', expectedOutput: 'no\nyes', hidden: true },
        { input: '~2.9.0 2.10.1\n~2.9.0 2.9.12', expectedOutput: 'no\nyes', hidden: true },
        { input: '^10.0.0 9.5.0\n^10.0.0 10.20.3', expectedOutput: 'no\nyes', hidden: true },
        { input: '^1.0.0 1.0.0\n^1.0.0 0.9.9', expectedOutput: 'yes\nno', hidden: true },
      ],
      bugs: [
        {
          description:
            'Versions are compared as strings joined with dots, so 1.10.0 sorts before 1.2.3.',
          testIndexes: [1, 4],
        },
        {
          description:
            'The caret upper bound ignores the special rules for 0.x and 0.0.x versions.',
          testIndexes: [2, 3],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'node-pseudo-graceful-shutdown',
      title: 'Graceful shutdown of an Express server',
      description:
        'A containerised Express API receives SIGTERM before it is stopped. Write pseudocode for a shutdown routine that lets in-flight requests finish, closes the database pool, and exits with the right code, without hanging forever.',
      requirements: [
        'React to SIGTERM and SIGINT exactly once',
        'Stop accepting new connections but let in-flight requests finish',
        'Close the database pool after the HTTP server has closed',
        'Force the exit after a timeout if something hangs',
      ],
      examples: [
        {
          scenario: 'SIGTERM arrives while two requests are running',
          expectedApproach:
            'Both requests complete, then the pool closes and the process exits with code 0.',
        },
      ],
      evaluationCriteria: [
        'Signal handlers',
        'server.close semantics',
        'Resource cleanup order',
        'Timeout fallback and exit codes',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Register handlers for SIGTERM and SIGINT',
            weight: 2,
            accept: ['sigterm', 'process on signal'],
          },
          {
            idea: 'Call server.close() so no new connections are accepted',
            weight: 3,
            accept: ['server close', 'stop accepting', 'close server'],
          },
          {
            idea: 'Close the database pool after the server',
            weight: 2,
            accept: ['close pool', 'pool end', 'close database', 'db close', 'disconnect database'],
          },
          {
            idea: 'Force exit with a timer if shutdown takes too long',
            weight: 3,
            accept: ['settimeout exit', 'timeout force', 'force exit', 'timer exit'],
          },
        ],
        edgeCases: [
          {
            case: 'The signal arrives twice',
            accept: ['twice', 'already shutting', 'once', 'shuttingdown flag', 'second signal'],
          },
          {
            case: 'An error during cleanup exits with code 1',
            accept: ['exit 1', 'code 1', 'non zero'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Closing the database pool before the HTTP server has finished breaks the in-flight requests that still need it; close the server first and the pool after it has closed.',
            patterns: [
              'close pool first',
              'close database first',
              'close db first',
              'pool end first',
              'db close before server',
              'close pool before server',
              'close pool then close server',
              'close pool before closing server',
              'pool end then server close',
              'pool end then close server',
              'close server after pool',
              'close server after db',
              'close server after database',
              'server close after pool',
              'end pool then close server',
            ],
          },
          {
            mistake:
              'Exiting as soon as the signal arrives kills the requests still in flight; stop accepting connections with server.close() and exit only when it has finished (or the timeout forces it).',
            patterns: [
              'sigterm exit immediately',
              'signal exit immediately',
              'sigterm process exit 0',
              'immediately process exit',
              'immediately exit 0',
            ],
          },
          {
            mistake:
              'Exit code 0 tells the orchestrator that everything went fine; a failed cleanup or a forced exit after the timeout must exit with a non-zero code such as 1.',
            patterns: [
              'error exit 0',
              'fail exit 0',
              'throw exit 0',
              'settimeout exit 0',
              'force exit 0',
              'timeout process exit 0',
            ],
          },
          {
            mistake:
              'The watchdog timer must stay armed until the cleanup has really finished; clearing it as soon as server.close() is called means a shutdown that hangs is never forced to exit.',
            patterns: [
              'right after server close cleartimeout',
              'right after server close clear timer',
              'immediately after server close cleartimeout',
              'immediately after server close clear timer',
              'cleartimeout before pool',
              'clear timer before pool',
              'clear watchdog before',
              'cleartimeout then pool end',
              'cleartimeout then server close',
              'cleartimeout right after',
              'cleartimeout immediately',
            ],
          },
        ],
        modelAnswer: `1. SET shuttingDown = false
2. process.on("SIGTERM", shutdown) and process.on("SIGINT", shutdown)
3. FUNCTION shutdown(signal):
4.   IF shuttingDown THEN return (a second signal is ignored, run once)
5.   SET shuttingDown = true
6.   SET timer = setTimeout(force exit with process.exit(1), 10 seconds); timer.unref()
7.   CALL server.close(): stop accepting new connections and wait for in-flight requests
8.   WHEN the server has closed: await pool end to close the database
9.   IF cleanup throws an error THEN log it and exit 1
10.  ELSE clearTimeout(timer) and exit 0`,
      },
    },
    {
      id: 'node-pseudo-stream-csv',
      title: 'Import a huge CSV upload with streams',
      description:
        'An endpoint receives a CSV file of several gigabytes and inserts each row into a database. Write pseudocode that processes the upload as a stream with constant memory, respecting backpressure, and reports how many rows were imported.',
      requirements: [
        'Read the request body as a stream of chunks, never the whole file',
        'Split chunks into lines, keeping a partial line that continues in the next chunk',
        'Insert rows in batches and pause reading while the database is busy',
        'Report the number of imported rows, or an error with the line number',
      ],
      examples: [
        {
          scenario: 'A chunk ends in the middle of "42,Widget,9.9"',
          expectedApproach:
            'The partial text is kept and completed by the start of the next chunk.',
        },
      ],
      evaluationCriteria: [
        'Streaming',
        'Correct line splitting across chunks',
        'Backpressure',
        'Error handling and final flush',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Process the body as a stream (for await over chunks or a pipeline)',
            weight: 2,
            accept: ['for await chunk', 'stream', 'pipeline'],
          },
          {
            idea: 'Keep the leftover partial line between chunks',
            weight: 3,
            accept: ['leftover', 'partial line', 'remainder', 'buffer last line', 'carry over'],
          },
          { idea: 'Insert in batches', weight: 2, accept: ['batch', 'bulk insert'] },
          {
            idea: 'Pause or await while the database is busy (backpressure)',
            weight: 3,
            accept: ['backpressure', 'await insert', 'pause', 'await batch'],
          },
        ],
        edgeCases: [
          {
            case: 'Flush the last line and the last partial batch at the end',
            accept: ['flush', 'last line', 'final batch', 'remaining rows'],
          },
          {
            case: 'A malformed row reports its line number',
            accept: ['line number', 'malformed', 'invalid row'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Reading the whole upload into memory before splitting it defeats streaming: a multi-gigabyte body needs gigabytes of memory; process it chunk by chunk.',
            patterns: [
              'readfile',
              'load whole',
              'load entire',
              'whole body split',
              'entire body split',
              'body text split',
              'await body text',
              'buffer whole',
              'buffer entire',
              'concat all chunks',
            ],
          },
          {
            mistake:
              'The piece after the last newline of a chunk is the start of a line that continues in the next chunk; it is the last element that must be carried over, not the first.',
            patterns: [
              'leftover = first',
              'remainder = first',
              'leftover = lines shift',
              'carry first line',
            ],
          },
          {
            mistake:
              'Clearing the batch before inserting it throws the rows away; insert the batch, wait for it, and only then start a new one.',
            patterns: [
              'clear batch then insert',
              'clear batch before insert',
              'reset batch then insert',
              'reset batch before insert',
              'batch = [] then insert',
              'empty batch then insert',
              '== 1000 batch = []',
              '>= 1000 batch = []',
              'batch = [] insert',
              'batch = [] db',
              'clear batch insert',
              'reset batch insert',
              'empty batch insert',
            ],
          },
        ],
        modelAnswer: `1. SET leftover = "", batch = [], count = 0, lineNumber = 0
2. FOR await each chunk of the request stream:
3.   SET text = leftover + chunk; SET lines = split text on newline
4.   SET leftover = the last element (a partial line carried to the next chunk)
5.   FOR each complete line: lineNumber += 1; parse the fields
6.     IF the row is malformed THEN stop and return 400 with the line number
7.     add the row to batch; IF batch has 1000 rows THEN await insert batch (the await pauses reading: backpressure), count += its rows, and clear it
8. AFTER the loop: IF leftover is not empty THEN parse it as the last line and add it to batch
9. flush the final batch with a bulk insert; count += its rows
10. RETURN json {imported: count}`,
      },
    },
  ],
};
