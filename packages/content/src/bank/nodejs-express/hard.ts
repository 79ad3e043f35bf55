import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const hard: BankLevel = {
  mcq: [
    {
      question: 'Inside an fs.readFile callback, code calls setTimeout(a, 0) and then setImmediate(b). Which runs first?',
      options: {
        A: 'a, because it was scheduled first',
        B: 'b, because the check phase comes right after the poll phase that ran the I/O callback',
        C: 'It is random every time',
        D: 'Both run at the same moment on different threads',
      },
      correct: 'B',
      explanation: 'From an I/O callback, setImmediate always fires before timers; only from the main module is the order not guaranteed.',
    },
    {
      question: 'A function keeps rescheduling itself with process.nextTick forever. What happens to pending I/O callbacks?',
      options: {
        A: 'They run between ticks as usual',
        B: 'Node moves them to a worker thread',
        C: 'They never run, because the nextTick queue is drained before the event loop can continue',
        D: 'Node throws a RangeError after 1000 ticks',
      },
      correct: 'C',
      explanation: 'The nextTick queue is emptied completely before moving on, so recursive ticks starve the event loop.',
    },
    {
      question: 'writable.write(chunk) returns false. What should well-behaved producer code do?',
      options: {
        A: 'Stop writing and wait for the "drain" event before writing more',
        B: 'Retry the same chunk immediately in a loop',
        C: 'Call writable.end() because the stream failed',
        D: 'Ignore it; the return value is informational only',
      },
      correct: 'A',
      explanation: 'false signals backpressure: the internal buffer is full and the producer should pause.',
    },
    {
      question: 'Why prefer stream.pipeline(source, transform, destination) over chaining .pipe() calls?',
      options: {
        A: 'pipeline is synchronous',
        B: 'pipeline compresses data automatically',
        C: 'pipe() does not support transforms',
        D: 'pipeline forwards errors from any stream, destroys all of them on failure and reports completion',
      },
      correct: 'D',
      explanation: '.pipe() does not propagate errors or clean up, which can leak file descriptors.',
    },
    {
      question: 'What problem does AsyncLocalStorage from node:async_hooks solve in an Express server?',
      options: {
        A: 'Keeping a request-scoped value, such as a request id, available across awaits without passing it through every call',
        B: 'Persisting data to disk between restarts',
        C: 'Sharing memory between worker threads',
        D: 'Caching HTTP responses',
      },
      correct: 'A',
      explanation: 'AsyncLocalStorage propagates a store through the asynchronous call chain of one request.',
    },
    {
      question: 'An Express app runs behind a reverse proxy and req.ip always shows the proxy address. What fixes it?',
      options: {
        A: 'Reading req.connection.remoteAddress instead',
        B: "Setting app.set('trust proxy', ...) so Express uses X-Forwarded-For from the trusted proxy",
        C: 'Adding express.json()',
        D: 'Disabling keep-alive',
      },
      correct: 'B',
      explanation: 'Only with trust proxy configured does Express derive req.ip and req.protocol from forwarding headers.',
    },
    {
      question: 'On SIGTERM, what does server.close() on a Node HTTP server do?',
      options: {
        A: 'Kills all open connections immediately',
        B: 'Exits the process',
        C: 'Pauses the server until SIGCONT',
        D: 'Stops accepting new connections and calls back once existing connections have ended',
      },
      correct: 'D',
      explanation: 'Graceful shutdown stops new work, lets in-flight requests finish, then releases resources.',
    },
    {
      question: 'In current Node.js versions, what happens by default when a promise rejection is never handled?',
      options: {
        A: 'A warning is printed and the process keeps running forever',
        B: 'The rejection is silently ignored',
        C: 'It is raised as an uncaught exception and the process exits with an error',
        D: 'Node retries the promise once',
      },
      correct: 'C',
      explanation: 'Since Node 15 the default --unhandled-rejections mode is throw.',
    },
    {
      question: 'An API runs as 4 instances behind a load balancer, each with an in-memory limit of 100 requests per minute per IP. What is the real limit?',
      options: {
        A: 'Up to about 400 per minute, because each instance counts separately',
        B: 'Exactly 100 per minute',
        C: '25 per minute per instance',
        D: 'Unlimited',
      },
      correct: 'A',
      explanation: 'Counters must live in a shared store such as Redis for a global limit.',
    },
    {
      question: 'Why compare an API key with crypto.timingSafeEqual instead of ===?',
      options: {
        A: 'It is faster for long strings',
        B: 'It takes the same time whatever the position of the first different byte, which prevents timing attacks',
        C: 'It hashes both values first',
        D: '=== cannot compare Buffers',
      },
      correct: 'B',
      explanation: 'An early-exit comparison leaks how many leading bytes matched through its running time.',
    },
    {
      question: 'What does the node:cluster module provide?',
      options: {
        A: 'Threads that share the same heap',
        B: 'A distributed cache',
        C: 'Several Node.js processes that share one listening port, spreading connections across them',
        D: 'Automatic horizontal scaling across machines',
      },
      correct: 'C',
      explanation: 'cluster forks worker processes that share a server port, using more CPU cores.',
    },
    {
      question: "An EventEmitter emits 'error' and no 'error' listener is registered. What happens?",
      options: {
        A: 'The event is dropped silently',
        B: 'The error is logged as a warning',
        C: 'The emitter retries later',
        D: 'The error is thrown, which crashes the process if nothing catches it',
      },
      correct: 'D',
      explanation: "'error' events are special: without a listener, emit throws the error.",
    },
    {
      question: 'Which handler code leaks memory over time?',
      options: {
        A: "Calling bus.on('update', ...) on a long-lived emitter in every request without ever removing the listener",
        B: 'Creating a local array inside the handler',
        C: 'Using res.locals',
        D: 'Awaiting a database query',
      },
      correct: 'A',
      explanation: 'Each request adds a listener that keeps its closure alive; Node warns with MaxListenersExceededWarning.',
    },
    {
      question: 'In Express 5, how must a catch-all wildcard route for everything under /files be written?',
      options: {
        A: "app.get('/files/*', handler), exactly as in Express 4",
        B: "app.get('/files/(.*)', handler)",
        C: "app.get('/files/*splat', handler), giving the wildcard a name",
        D: "app.get('/files/**', handler), a double-star glob",
      },
      correct: 'C',
      explanation: 'Express 5 uses path-to-regexp 8, where wildcards must be named, such as *splat.',
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
          explanation: 'b requires a while a is still loading, so b receives a\'s unfinished exports.',
        },
      ],
      constraints: ['1 <= N <= 500', 'Names are unique, without spaces'],
      testCases: [
        v('3\nmain a b\na b\nb', 'start main\nstart a\nstart b\ndone b\ndone a\ndone main'),
        v('2\na b\nb a', 'start a\nstart b\nb gets partial a\ndone b\ndone a'),
        h('1\nindex', 'start index\ndone index'),
        h('3\napp util\nutil\nunused util', 'start app\nstart util\ndone util\ndone app'),
        h('4\nmain x y\nx y main\ny x\nz', 'start main\nstart x\nstart y\ny gets partial x\ndone y\nx gets partial main\ndone x\ndone main'),
        h('2\nm m n\nn m', 'start m\nm gets partial m\nstart n\nn gets partial m\ndone n\ndone m'),
        h('4\nA B C\nB D\nC D\nD', 'start A\nstart B\nstart D\ndone D\ndone B\nstart C\ndone C\ndone A'),
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
          explanation: 'Synchronous logs first, then nextTick, then promises, then the check phase (setImmediate), then the timers phase of the next iteration.',
        },
        {
          input: 'promise P1\n  tick N1\n  promise P2\ntick N0',
          output: 'N0\nP1\nP2\nN1',
          explanation: 'P2 joins the promise queue that is being drained, while N1 waits until the promise queue is empty.',
        },
      ],
      constraints: ['At most 200 lines', 'Labels are unique words', 'Indentation is exactly two spaces per level'],
      testCases: [
        v('log A\ntimeout T\nimmediate I\npromise P\ntick N\nlog B', 'A\nB\nN\nP\nI\nT'),
        v('promise P1\n  tick N1\n  promise P2\ntick N0', 'N0\nP1\nP2\nN1'),
        h('timeout T1\n  immediate I2\n  timeout T2\nimmediate I1\n  timeout T3', 'I1\nT1\nT3\nI2\nT2'),
        h('log only', 'only'),
        h('tick A\n  tick B\n  promise C\npromise D\n  tick E', 'A\nB\nD\nC\nE'),
        h('timeout T1\n  promise P1\n  tick K1\ntimeout T2\nimmediate I1\n  promise P2\n    promise P3', 'I1\nP2\nP3\nT1\nK1\nP1\nT2'),
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
    },
  ],
  debug: [
    {
      id: 'node-debug-lru-cache',
      title: 'Response cache evicts the wrong entries',
      description:
        'This C++ program models an in-memory LRU cache for rendered pages. The first line holds the capacity C and the number of operations Q. Operations are "put <url> <body>" and "get <url>"; get prints the body or MISS. Both get and put of an existing key make it the most recently used; inserting a new key into a full cache evicts the least recently used one. Frequently read pages get evicted anyway.',
      language: 'cpp',
      buggyCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int cap, q;
    if (!(cin >> cap >> q)) return 0;
    list<pair<string, string>> order;  // front = most recently used
    unordered_map<string, list<pair<string, string>>::iterator> pos;
    for (int i = 0; i < q; i++) {
        string op, key;
        cin >> op >> key;
        if (op == "get") {
            auto it = pos.find(key);
            if (it == pos.end()) {
                cout << "MISS\n";
                continue;
            }
            cout << it->second->second << "\n";
        } else {
            string val;
            cin >> val;
            auto it = pos.find(key);
            if (it != pos.end()) {
                it->second->second = val;
                continue;
            }
            if ((int)order.size() == cap) {
                pos.erase(order.back().first);
                order.pop_back();
            }
            order.push_front({key, val});
            pos[key] = order.begin();
        }
    }
    return 0;
}
`,
      fixedCode: String.raw`#include <bits/stdc++.h>
using namespace std;

int main() {
    int cap, q;
    if (!(cin >> cap >> q)) return 0;
    list<pair<string, string>> order;  // front = most recently used
    unordered_map<string, list<pair<string, string>>::iterator> pos;
    for (int i = 0; i < q; i++) {
        string op, key;
        cin >> op >> key;
        if (op == "get") {
            auto it = pos.find(key);
            if (it == pos.end()) {
                cout << "MISS\n";
                continue;
            }
            order.splice(order.begin(), order, it->second);
            cout << it->second->second << "\n";
        } else {
            string val;
            cin >> val;
            auto it = pos.find(key);
            if (it != pos.end()) {
                it->second->second = val;
                order.splice(order.begin(), order, it->second);
                continue;
            }
            if ((int)order.size() == cap) {
                pos.erase(order.back().first);
                order.pop_back();
            }
            order.push_front({key, val});
            pos[key] = order.begin();
        }
    }
    return 0;
}
`,
      expectedBehavior: 'With capacity 2: put /a, put /b, get /a, put /c evicts /b (the least recently used), so get /b prints MISS.',
      hints: [
        'After a successful get, where in the list should that entry be?',
        'Updating an existing key is also a use of that key.',
        'list::splice moves a node to another position without invalidating iterators.',
      ],
      testCases: [
        v('2 5\nput /a A\nput /b B\nget /a\nput /c C\nget /b', 'A\nMISS'),
        v('1 3\nput /x 1\nget /x\nget /y', '1\nMISS'),
        h('2 5\nput /a 1\nput /b 2\nput /a 3\nput /c 4\nget /b', 'MISS'),
        h('2 7\nput /a 1\nput /b 2\nget /a\nget /b\nput /c 3\nget /a\nget /c', '1\n2\nMISS\n3'),
        h('3 8\nput /1 a\nput /2 b\nput /3 c\nget /1\nput /4 d\nget /2\nget /3\nget /1', 'a\nMISS\nc\na'),
        h('2 6\nput /k v1\nput /k v2\nget /k\nput /m m\nput /n n\nget /k', 'v2\nMISS'),
        h('2 6\nput /a 1\nput /b 2\nput /a 9\nget /a\nput /c 3\nget /a', '9\n9'),
      ],
      bugs: [
        { description: 'get does not move the entry to the front, so recently read pages are evicted', testIndexes: [0, 4] },
        { description: 'put on an existing key updates the value but not its recency', testIndexes: [2] },
      ],
    },
    {
      id: 'node-debug-semver-range',
      title: 'npm version range check accepts the wrong versions',
      description:
        'This Kotlin program checks whether a version satisfies an npm range. Each line holds a range (^x.y.z or ~x.y.z) and a version x.y.z; it prints yes or no. Rules: ~1.2.3 means >=1.2.3 <1.3.0. ^1.2.3 means >=1.2.3 <2.0.0, but for a zero major version the caret is stricter: ^0.2.3 means >=0.2.3 <0.3.0 and ^0.0.3 means >=0.0.3 <0.0.4. Some answers are wrong.',
      language: 'kotlin',
      buggyCode: String.raw`fun parse(v: String): List<Int> = v.split(".").map { it.toInt() }

fun upperBound(op: Char, base: List<Int>): String {
    if (op == '~') return base[0].toString() + "." + (base[1] + 1) + ".0"
    return (base[0] + 1).toString() + ".0.0"
}

fun main() {
    val out = StringBuilder()
    while (true) {
        val line = readLine() ?: break
        val parts = line.trim().split(" ").filter { it.isNotEmpty() }
        if (parts.size < 2) continue
        val op = parts[0][0]
        val baseText = parts[0].substring(1)
        val base = parse(baseText)
        val ver = parts[1]
        val ok = ver >= baseText && ver < upperBound(op, base)
        out.append(if (ok) "yes" else "no").append('\n')
    }
    print(out)
}
`,
      fixedCode: String.raw`fun parse(v: String): List<Int> = v.split(".").map { it.toInt() }

fun cmp(a: List<Int>, b: List<Int>): Int {
    for (i in 0 until 3) {
        if (a[i] != b[i]) return if (a[i] < b[i]) -1 else 1
    }
    return 0
}

fun upperBound(op: Char, base: List<Int>): List<Int> {
    if (op == '~') return listOf(base[0], base[1] + 1, 0)
    if (base[0] > 0) return listOf(base[0] + 1, 0, 0)
    if (base[1] > 0) return listOf(0, base[1] + 1, 0)
    return listOf(0, 0, base[2] + 1)
}

fun main() {
    val out = StringBuilder()
    while (true) {
        val line = readLine() ?: break
        val parts = line.trim().split(" ").filter { it.isNotEmpty() }
        if (parts.size < 2) continue
        val op = parts[0][0]
        val base = parse(parts[0].substring(1))
        val ver = parse(parts[1])
        val ok = cmp(ver, base) >= 0 && cmp(ver, upperBound(op, base)) < 0
        out.append(if (ok) "yes" else "no").append('\n')
    }
    print(out)
}
`,
      expectedBehavior: '^1.2.3 accepts 1.10.0; ^0.2.3 rejects 0.3.0; ~2.9.0 accepts 2.9.12.',
      hints: [
        'Is "1.10.0" smaller than "1.2.3" when compared as text?',
        'Compare the three numbers one by one as integers.',
        'Read the caret rule again for versions starting with 0.',
      ],
      testCases: [
        v('^1.2.3 1.4.0\n^1.2.3 2.0.0\n~1.2.3 1.2.9\n~1.2.3 1.3.0', 'yes\nno\nyes\nno'),
        v('^1.2.3 1.10.0', 'yes'),
        h('^0.2.3 0.3.0\n^0.2.3 0.2.5', 'no\nyes'),
        h('^0.0.3 0.0.4\n^0.0.3 0.0.3', 'no\nyes'),
        h('~2.9.0 2.10.1\n~2.9.0 2.9.12', 'no\nyes'),
        h('^10.0.0 9.5.0\n^10.0.0 10.20.3', 'no\nyes'),
        h('^1.0.0 1.0.0\n^1.0.0 0.9.9', 'yes\nno'),
      ],
      bugs: [
        { description: 'Versions are compared as strings, so 1.10.0 sorts before 1.2.3', testIndexes: [1, 4] },
        { description: 'The caret upper bound ignores the special rules for 0.x and 0.0.x versions', testIndexes: [2, 3] },
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
      examples: [{ scenario: 'SIGTERM arrives while two requests are running', expectedApproach: 'Both requests complete, then the pool closes and the process exits with code 0.' }],
      evaluationCriteria: ['Signal handlers', 'server.close semantics', 'Resource cleanup order', 'Timeout fallback and exit codes'],
      rubric: {
        ideas: [
          { idea: 'Register handlers for SIGTERM and SIGINT', weight: 2, accept: ['sigterm', 'process on signal'] },
          { idea: 'Call server.close() so no new connections are accepted', weight: 3, accept: ['server close', 'stop accepting', 'close server'] },
          { idea: 'Close the database pool after the server', weight: 2, accept: ['close pool', 'pool end', 'close database', 'db close', 'disconnect database'] },
          { idea: 'Force exit with a timer if shutdown takes too long', weight: 3, accept: ['settimeout exit', 'timeout force', 'force exit', 'timer exit'] },
        ],
        edgeCases: [
          { case: 'The signal arrives twice', accept: ['twice', 'already shutting', 'once', 'shuttingdown flag', 'second signal'] },
          { case: 'An error during cleanup exits with code 1', accept: ['exit 1', 'code 1', 'non zero'] },
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
      examples: [{ scenario: 'A chunk ends in the middle of "42,Widget,9.9"', expectedApproach: 'The partial text is kept and completed by the start of the next chunk.' }],
      evaluationCriteria: ['Streaming', 'Correct line splitting across chunks', 'Backpressure', 'Error handling and final flush'],
      rubric: {
        ideas: [
          { idea: 'Process the body as a stream (for await over chunks or a pipeline)', weight: 2, accept: ['for await chunk', 'stream', 'pipeline'] },
          { idea: 'Keep the leftover partial line between chunks', weight: 3, accept: ['leftover', 'partial line', 'remainder', 'buffer last line', 'carry over'] },
          { idea: 'Insert in batches', weight: 2, accept: ['batch', 'bulk insert'] },
          { idea: 'Pause or await while the database is busy (backpressure)', weight: 3, accept: ['backpressure', 'await insert', 'pause', 'await batch'] },
        ],
        edgeCases: [
          { case: 'Flush the last line and the last partial batch at the end', accept: ['flush', 'last line', 'final batch', 'remaining rows'] },
          { case: 'A malformed row reports its line number', accept: ['line number', 'malformed', 'invalid row'] },
        ],
        modelAnswer: `1. SET leftover = "", batch = [], count = 0, lineNumber = 0
2. FOR await each chunk of the request stream:
3.   SET text = leftover + chunk; SET lines = split text on newline
4.   SET leftover = the last element (a partial line carried to the next chunk)
5.   FOR each complete line: lineNumber += 1; parse the fields
6.     IF the row is malformed THEN stop and return 400 with the line number
7.     add the row to batch; IF batch has 1000 rows THEN await insert batch (the await pauses reading: backpressure) and clear it
8. AFTER the loop: IF leftover is not empty THEN parse it as the last line
9. flush the final batch with a bulk insert
10. RETURN json {imported: count}`,
      },
    },
  ],
};
