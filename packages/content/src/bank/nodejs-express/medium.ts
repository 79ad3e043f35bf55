import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const medium: BankLevel = {
  mcq: [
    {
      question:
        'A middleware neither sends a response nor calls `next()`. What does the client see?',
      options: {
        A: 'An automatic `200 OK` once the middleware returns',
        B: 'The request hangs until it times out',
        C: 'Express moves on to the next middleware anyway',
        D: 'An immediate `500` error from Express',
      },
      correct: 'B',
      explanation:
        'Express waits for the middleware to finish the response or pass control; doing neither leaves the request pending.',
    },
    {
      question: 'How does Express recognise an error-handling middleware?',
      options: {
        A: 'It is named `errorHandler`',
        B: 'It is registered with `app.error()`',
        C: 'It takes four parameters: `(err, req, res, next)`',
        D: 'It returns a rejected promise instead of calling `next`',
      },
      correct: 'C',
      explanation: 'Express checks the function arity; four parameters mark an error handler.',
    },
    {
      question:
        'In Express 5, an async route handler awaits a database call that rejects. What happens?',
      options: {
        A: 'It is passed to `next(err)` and reaches the error handler',
        B: 'The process crashes with an unhandled promise rejection every time',
        C: 'The request hangs, because Express ignores promises',
        D: 'Express retries the handler (`retry: 1`) before failing',
      },
      correct: 'A',
      explanation:
        'Express 5 forwards rejected promises from handlers and middleware to the error handler automatically.',
    },
    {
      question:
        'In a CommonJS script, `process.nextTick`, `Promise.resolve().then`, `setTimeout(fn, 0)` and `setImmediate` each schedule a log. Which callback logs first?',
      options: {
        A: 'The `setTimeout` callback',
        B: 'The `setImmediate` callback',
        C: 'The `Promise.resolve().then` callback',
        D: 'The `process.nextTick` callback',
      },
      correct: 'D',
      explanation:
        'After the main script, Node drains the nextTick queue before promise microtasks, and both run before timers and immediates.',
    },
    {
      question: "What does `app.use('/api', router)` do with a request to `/api/users/5`?",
      options: {
        A: 'The router sees the path after `/api`, so its routes omit it',
        B: "It passes the full path, so the router's routes must start with `/api`",
        C: 'It ignores it, because the path is longer than `/api`',
        D: 'It redirects it to `/users/5` with a `301`',
      },
      correct: 'A',
      explanation:
        "A mounted router sees the path relative to its mount point, so router.get('/users/:id') matches; the prefix stays in req.baseUrl.",
    },
    {
      question:
        'What is the advantage of `fs.createReadStream(file).pipe(res)` over reading the whole file and calling `res.send`?',
      options: {
        A: 'It gzips the file automatically on the fly',
        B: 'It sends the file in chunks, keeping memory use small',
        C: 'It caches the file in the browser forever',
        D: 'It makes the request handling synchronous',
      },
      correct: 'B',
      explanation:
        'Streaming avoids loading the whole file into memory, even for very large files.',
    },
    {
      question:
        'A handler computes a 2-second CPU-bound hash synchronously. What is the effect on a busy server?',
      options: {
        A: 'Only that request is slow; others run in parallel',
        B: 'Node moves the work to another core automatically',
        C: 'All other requests wait, since the one thread is busy',
        D: 'The event loop runs it in the background',
      },
      correct: 'C',
      explanation:
        'CPU work blocks the event loop; move it to worker_threads or use async crypto APIs.',
    },
    {
      question: 'What causes the error "Cannot set headers after they are sent to the client"?',
      options: {
        A: 'Forgetting to register `express.json()`',
        B: 'Calling `res.status()` before `res.json()`',
        C: 'Sending a body over the 1 MB default limit',
        D: 'Sending a second response for the same request',
      },
      correct: 'D',
      explanation:
        'Each request gets one response; a missing return after res.send often causes a second send.',
    },
    {
      question:
        'A React app on `http://localhost:5173` calls an Express API on `http://localhost:3000` and the browser blocks it. What must the API add?',
      options: {
        A: 'CORS headers such as `Access-Control-Allow-Origin`',
        B: 'A `Content-Length` header on every JSON response it sends',
        C: 'A redirect from port 3000 to port 5173',
        D: 'The `X-Powered-By` header set to Express',
      },
      correct: 'A',
      explanation:
        'Different ports are different origins, so the server must allow the origin with CORS headers.',
    },
    {
      question:
        "Routes are registered as `app.get('/users/:id')` and then `app.get('/users/me')`. What does `GET /users/me` run?",
      options: {
        A: 'The `/users/me` handler, since literal routes win',
        B: "The `:id` handler, with `id` set to `'me'`",
        C: 'Both handlers, `/users/:id` then `/users/me` (via `next()`)',
        D: 'Neither; Express reports an ambiguous route',
      },
      correct: 'B',
      explanation:
        'Express tries routes in order, so specific routes must be registered before parameterised ones.',
    },
    {
      question: 'What does the `helmet` middleware add to an Express app?',
      options: {
        A: 'Authentication of each request with JSON Web Tokens',
        B: 'Validation of request bodies',
        C: 'Security-related HTTP response headers',
        D: 'Rate limiting (`express-rate-limit`) per IP',
      },
      correct: 'C',
      explanation:
        'helmet sets headers such as Content-Security-Policy and X-Content-Type-Options.',
    },
    {
      question:
        'Why is it recommended to set `NODE_ENV=production` when running Express in production?',
      options: {
        A: 'It enables HTTP/3 support in Express',
        B: 'It turns off all logging',
        C: 'It makes `require()` skip unused files',
        D: 'Libraries cache more and hide detailed errors',
      },
      correct: 'D',
      explanation:
        'In production mode Express caches view templates and does not send stack traces in default error pages.',
    },
    {
      question: 'What does `res.locals` provide?',
      options: {
        A: 'Data passed between middleware during one request',
        B: "Data shared by all requests for the app's lifetime",
        C: 'The cookies that the client sent along with this request',
        D: 'The parsed request body',
      },
      correct: 'A',
      explanation:
        'res.locals lives for a single request and is often used for the current user or view data.',
    },
    {
      question:
        'Which Node.js API lets a server run CPU-heavy JavaScript in parallel without blocking the main event loop?',
      options: {
        A: '`process.nextTick`',
        B: '`worker_threads`',
        C: '`setImmediate`',
        D: '`EventEmitter`',
      },
      correct: 'B',
      explanation: 'Worker threads run JavaScript on separate threads and communicate by messages.',
    },
  ],
  coding: [
    {
      id: 'node-param-routes',
      title: 'Match routes with parameters',
      description:
        'Implement Express-style path matching with named parameters. Drop the query string and one trailing "/" (unless the path is "/"). A pattern matches a path when both have the same number of "/"-separated segments, literal segments are equal, and a segment ":name" matches any non-empty segment, capturing it. Routes are tried in order; the first route whose method and pattern both match wins. If some pattern matches the path but none with that method, answer "405"; if no pattern matches, answer "404".\n\nInput: a line with R, then R lines "METHOD pattern handler"; then a line with Q, then Q lines "METHOD url".\n\nOutput: one line per request: the handler name followed by its captured parameters as "name=value" in pattern order (separated by single spaces), or "404" or "405".',
      examples: [
        {
          input:
            '3\nGET /users/:id getUser\nGET /users/:id/posts/:postId getPost\nDELETE /users/:id deleteUser\n3\nGET /users/42\nGET /users/7/posts/99?x=1\nPUT /users/42',
          output: 'getUser id=42\ngetPost id=7 postId=99\n405',
          explanation: 'PUT /users/42 matches a pattern, but only for GET and DELETE.',
        },
        {
          input: '2\nGET /users/:id getUser\nGET /users/me getMe\n1\nGET /users/me',
          output: 'getUser id=me',
          explanation:
            'Routes match in order, so the parameter route registered first captures "me".',
        },
      ],
      constraints: [
        '0 <= R, Q <= 1000',
        'Paths contain no empty segments except a possible trailing slash',
      ],
      testCases: [
        v(
          '3\nGET /users/:id getUser\nGET /users/:id/posts/:postId getPost\nDELETE /users/:id deleteUser\n3\nGET /users/42\nGET /users/7/posts/99?x=1\nPUT /users/42',
          'getUser id=42\ngetPost id=7 postId=99\n405',
        ),
        v('2\nGET /users/:id getUser\nGET /users/me getMe\n1\nGET /users/me', 'getUser id=me'),
        h(
          '2\nGET / home\nGET /about about\n3\nGET /\nGET /about/\nGET /contact',
          'home\nabout\n404',
        ),
        h(
          '3\nGET /a/:x/c one\nGET /a/b/:y two\nPOST /a/b/c three\n3\nGET /a/b/c\nPOST /a/z/c\nGET /a/b/d',
          'one x=b\n405\ntwo y=d',
        ),
        h('1\nGET /files/:name getFile\n2\nGET /files\nGET /files/report.pdf/extra', '404\n404'),
        h(
          '2\nPOST /orders create\nGET /orders/:id/items/:item item\n2\nGET /orders/5/items/3/\nPOST /orders?draft=true',
          'item id=5 item=3\ncreate',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def segments(path):
    return [s for s in path.split('/') if s != '']

def match(ps, xs):
    params = []
    for p, x in zip(ps, xs):
        if p.startswith(':'):
            params.append(p[1:] + '=' + x)
        elif p != x:
            return None
    return params

def main():
    lines = sys.stdin.read().split('\n')
    r = int(lines[0])
    # Only a pattern with as many segments as the path can match it, so routes are grouped by
    # segment count (keeping registration order within each group).
    by_length = {}
    for i in range(r):
        m, pattern, handler = lines[1 + i].split()
        ps = segments(pattern)
        by_length.setdefault(len(ps), []).append((m, ps, handler))
    q = int(lines[r + 1])
    out = []
    for j in range(q):
        method, url = lines[r + 2 + j].split()
        path = url.split('?', 1)[0]
        if len(path) > 1 and path.endswith('/'):
            path = path[:-1]
        xs = segments(path)
        answer = None
        seen = False
        for m, ps, handler in by_length.get(len(xs), []):
            params = match(ps, xs)
            if params is None:
                continue
            seen = True
            if m == method:
                answer = ' '.join([handler] + params)
                break
        if answer is None:
            answer = '405' if seen else '404'
        out.append(answer)
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
r, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
METHODS = ['GET', 'POST', 'PUT', 'DELETE']
lits = ['users', 'orders', 'items', 'me', 'a', 'b', 'c', 'files']
names = ['id', 'postId', 'name', 'x', 'y', 'item']
def pattern():
    segs = []
    for _ in range(random.randint(0, 4)):
        segs.append(':' + random.choice(names) if random.random() < (0.4 if mode != 'literals' else 0.1) else random.choice(lits))
    return '/' + '/'.join(segs)
print(r)
for i in range(r):
    print(random.choice(METHODS), pattern(), 'h%d' % i)
print(q)
for _ in range(q):
    segs = [random.choice(lits + ['42', 'report.pdf', 'me']) for _ in range(random.randint(0, 5))]
    url = '/' + '/'.join(segs)
    if url != '/' and random.random() < 0.3:
        url += '/'
    if random.random() < 0.2:
        url += '?draft=true'
    print(random.choice(METHODS), url)
`,
        tests: [
          { args: '1000 1000 random', label: 'R = 1,000, Q = 1,000' },
          { args: '1000 1000 literals', label: 'R = 1,000, mostly literal segments' },
          { args: '50 1000 random', label: 'R = 50, Q = 1,000' },
          { args: '0 1000 random', label: 'no routes' },
          { args: '1000 0 random', label: 'no requests' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
r = int(lines[0])
assert 0 <= r <= 1000, 'R out of range'
def ok_path(p, trailing):
    if not p.startswith('/'):
        return False
    body = p[1:]
    if trailing and body.endswith('/'):
        body = body[:-1]
    return body == '' or all(s != '' for s in body.split('/'))
for l in lines[1:1 + r]:
    p = l.split()
    assert len(p) == 3 and re.fullmatch(r'[A-Z]+', p[0]), 'expected METHOD pattern handler'
    assert ok_path(p[1], False), 'patterns have no empty segments'
    assert all(s != ':' for s in p[1].split('/')), 'parameters have names'
q = int(lines[1 + r])
assert 0 <= q <= 1000, 'Q out of range'
for l in lines[2 + r:2 + r + q]:
    p = l.split()
    assert len(p) == 2 and re.fullmatch(r'[A-Z]+', p[0]), 'expected METHOD url'
    assert ok_path(p[1].split('?', 1)[0], True), 'no empty segments except a trailing slash'
assert all(l.strip() == '' for l in lines[2 + r + q:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'literal-routes-first',
            language: 'python3',
            mustFail: 'WA',
            why: 'Prefers routes with fewer parameters, but Express tries routes strictly in registration order',
            source: String.raw`import sys

def segments(path):
    return [s for s in path.split('/') if s != '']

def match(ps, xs):
    params = []
    for p, x in zip(ps, xs):
        if p.startswith(':'):
            params.append(p[1:] + '=' + x)
        elif p != x:
            return None
    return params

def main():
    lines = sys.stdin.read().split('\n')
    r = int(lines[0])
    # Only a pattern with as many segments as the path can match it, so routes are grouped by
    # segment count (keeping registration order within each group).
    by_length = {}
    for i in range(r):
        m, pattern, handler = lines[1 + i].split()
        ps = segments(pattern)
        by_length.setdefault(len(ps), []).append((m, ps, handler))
    q = int(lines[r + 1])
    out = []
    for j in range(q):
        method, url = lines[r + 2 + j].split()
        path = url.split('?', 1)[0]
        if len(path) > 1 and path.endswith('/'):
            path = path[:-1]
        xs = segments(path)
        answer = None
        seen = False
        for m, ps, handler in sorted(by_length.get(len(xs), []), key=lambda rt: sum(s.startswith(':') for s in rt[1])):
            params = match(ps, xs)
            if params is None:
                continue
            seen = True
            if m == method:
                answer = ' '.join([handler] + params)
                break
        if answer is None:
            answer = '405' if seen else '404'
        out.append(answer)
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'prefix-match',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not check that pattern and path have the same number of segments, so a pattern matches longer or shorter paths',
            source: String.raw`import sys

def segments(path):
    return [s for s in path.split('/') if s != '']

def match(ps, xs):
    params = []
    for p, x in zip(ps, xs):
        if p.startswith(':'):
            params.append(p[1:] + '=' + x)
        elif p != x:
            return None
    return params

def main():
    lines = sys.stdin.read().split('\n')
    r = int(lines[0])
    # Only a pattern with as many segments as the path can match it, so routes are grouped by
    # segment count (keeping registration order within each group).
    by_length = {}
    for i in range(r):
        m, pattern, handler = lines[1 + i].split()
        ps = segments(pattern)
        by_length.setdefault(len(ps), []).append((m, ps, handler))
    q = int(lines[r + 1])
    out = []
    for j in range(q):
        method, url = lines[r + 2 + j].split()
        path = url.split('?', 1)[0]
        if len(path) > 1 and path.endswith('/'):
            path = path[:-1]
        xs = segments(path)
        answer = None
        seen = False
        for m, ps, handler in [rt for group in by_length.values() for rt in group]:
            params = match(ps, xs)
            if params is None:
                continue
            seen = True
            if m == method:
                answer = ' '.join([handler] + params)
                break
        if answer is None:
            answer = '405' if seen else '404'
        out.append(answer)
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'node-rate-limiter',
      title: 'Sliding-window rate limiter',
      description:
        'A rate-limit middleware allows each client IP at most L accepted requests in any window of W seconds. A request at time t from an IP is accepted (200) if fewer than L earlier accepted requests from that IP have a timestamp greater than t - W; otherwise it is rejected (429). Rejected requests do not count.\n\nInput: the first line holds L, W and N. The next N lines hold "t ip", with t a non-negative integer and lines in non-decreasing order of t.\n\nOutput: one status per request, 200 or 429, each on its own line.',
      examples: [
        {
          input: '2 10 4\n0 a\n1 a\n2 a\n10 a',
          output: '200\n200\n429\n200',
          explanation: 'At t=10 the window (0, 10] only holds the request at t=1.',
        },
        {
          input: '1 5 3\n0 x\n0 y\n3 x',
          output: '200\n200\n429',
          explanation: 'Each IP has its own window.',
        },
      ],
      constraints: ['1 <= L <= 1000', '1 <= W <= 10^9', '1 <= N <= 10^5'],
      testCases: [
        v('2 10 4\n0 a\n1 a\n2 a\n10 a', '200\n200\n429\n200'),
        v('1 5 3\n0 x\n0 y\n3 x', '200\n200\n429'),
        h('2 10 5\n0 a\n5 a\n6 a\n11 a\n12 a', '200\n200\n429\n200\n429'),
        h('2 3 6\n1 a\n1 b\n2 a\n2 b\n3 a\n4 a', '200\n200\n200\n200\n429\n200'),
        h('1 1000000000 3\n0 z\n999999999 z\n1000000000 z', '200\n429\n200'),
        h('3 1 5\n7 k\n7 k\n7 k\n7 k\n8 k', '200\n200\n200\n429\n200'),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys
from collections import deque, defaultdict

def main():
    data = sys.stdin.read().split()
    limit, window, n = int(data[0]), int(data[1]), int(data[2])
    seen = defaultdict(deque)
    out = []
    for i in range(n):
        t, ip = int(data[3 + 2 * i]), data[4 + 2 * i]
        q = seen[ip]
        while q and q[0] <= t - window:
            q.popleft()
        if len(q) < limit:
            q.append(t)
            out.append('200')
        else:
            out.append('429')
    print('\n'.join(out))

main()
`,
      },
      judge: {
        intendedComplexity: 'O(N) with a queue per IP',
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, L, W, nips, mode = int(args[0]), int(args[1]), int(args[2]), int(args[3]), args[4]
random.seed(' '.join(args))
ips = ['%x' % i for i in range(nips)]
t = 0
rows = []
for i in range(n):
    if mode == 'steady':
        t = i
    elif mode == 'burst':
        t += random.choice((0, 0, 0, 1))
    elif mode == 'sparse':
        t += random.randint(0, 10**4)
    elif mode == 'edge':
        # requests exactly W apart, where the window boundary decides
        t = (i // 3) * W
    rows.append('%d %s' % (t, random.choice(ips)))
print(L, W, n)
print('\n'.join(rows))
`,
        tests: [
          { args: '100000 1000 1000 1 steady', label: 'N = 100,000 from one IP, L = 1,000' },
          { args: '70000 5 10 50 burst', label: 'N = 70,000 from 50 IPs, bursts' },
          { args: '20000 3 7 2 edge', label: 'N = 20,000, requests exactly W apart' },
          { args: '20000 2 1000000000 20 sparse', label: 'N = 20,000, W = 10^9' },
          { args: '1 1 1 1 steady', label: 'N = 1' },
        ],
        validator: String.raw`import re, sys
data = sys.stdin.read().split()
L, W, n = int(data[0]), int(data[1]), int(data[2])
assert 1 <= L <= 1000 and 1 <= W <= 10**9 and 1 <= n <= 10**5, 'L, W or N out of range'
assert len(data) == 3 + 2 * n, 'expected N requests'
prev = 0
for i in range(n):
    t = data[3 + 2 * i]
    assert re.fullmatch(r'0|[1-9][0-9]*', t), 't is a non-negative integer'
    t = int(t)
    assert t >= prev, 'times are non-decreasing'
    prev = t
`,
        wrongSolutions: [
          {
            name: 'counts-rejected',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts rejected requests in the window too, but only accepted requests count',
            source: String.raw`import sys
from collections import deque, defaultdict

def main():
    data = sys.stdin.read().split()
    limit, window, n = int(data[0]), int(data[1]), int(data[2])
    seen = defaultdict(deque)
    out = []
    for i in range(n):
        t, ip = int(data[3 + 2 * i]), data[4 + 2 * i]
        q = seen[ip]
        while q and q[0] <= t - window:
            q.popleft()
        q.append(t)
        if len(q) <= limit:
            out.append('200')
        else:
            out.append('429')
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'window-off-by-one',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps a request made exactly W seconds ago in the window, but only timestamps greater than t - W count',
            source: String.raw`import sys
from collections import deque, defaultdict

def main():
    data = sys.stdin.read().split()
    limit, window, n = int(data[0]), int(data[1]), int(data[2])
    seen = defaultdict(deque)
    out = []
    for i in range(n):
        t, ip = int(data[3 + 2 * i]), data[4 + 2 * i]
        q = seen[ip]
        while q and q[0] < t - window:
            q.popleft()
        if len(q) < limit:
            q.append(t)
            out.append('200')
        else:
            out.append('429')
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'scan-all-history',
            language: 'python3',
            mustFail: 'TLE',
            why: 'Rescans every accepted request of the IP for each new one: O(N^2) when 100,000 requests from one IP are all accepted',
            source: String.raw`import sys
from collections import defaultdict

data = sys.stdin.read().split()
limit, window, n = int(data[0]), int(data[1]), int(data[2])
accepted = defaultdict(list)
out = []
for i in range(n):
    t, ip = int(data[3 + 2 * i]), data[4 + 2 * i]
    recent = sum(1 for x in accepted[ip] if x > t - window)
    if recent < limit:
        accepted[ip].append(t)
        out.append('200')
    else:
        out.append('429')
print('\n'.join(out))
`,
          },
        ],
      },
    },
  ],
  debug: [
    {
      id: 'node-debug-path-traversal',
      title: 'Static file path normaliser allows traversal',
      description:
        'Before a static-file middleware serves a file, this Node.js function normalises each request path (one per line): empty and "." segments are dropped and ".." removes the previous segment. A ".." that would climb above the root must be refused with "403 Forbidden"; otherwise it prints the normalised path starting with "/". It lets some attacks through and keeps doubled slashes.',
      language: 'javascript',
      buggyCode: String.raw`function normalize(path) {
  const parts = [];
  for (const seg of path.replace(/^\/+|\/+$/g, '').split('/')) {
    if (seg === '.') continue;
    if (seg === '..') {
      if (parts.length > 0) parts.pop();
      continue;
    }
    parts.push(seg);
  }
  return '/' + parts.join('/');
}

const out = [];
for (const raw of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const line = raw.trim();
  if (line === '') continue;
  const result = normalize(line);
  out.push(result === null ? '403 Forbidden' : result);
}
console.log(out.join('\n'));
`,
      fixedCode: String.raw`function normalize(path) {
  const parts = [];
  for (const seg of path.split('/')) {
    if (seg === '' || seg === '.') continue;
    if (seg === '..') {
      if (parts.length === 0) return null;
      parts.pop();
      continue;
    }
    parts.push(seg);
  }
  return '/' + parts.join('/');
}

const out = [];
for (const raw of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const line = raw.trim();
  if (line === '') continue;
  const result = normalize(line);
  out.push(result === null ? '403 Forbidden' : result);
}
console.log(out.join('\n'));
`,
      expectedBehavior:
        '"/static/../../etc/passwd" is refused with 403 Forbidden and "/a//b/./c/" becomes "/a/b/c".',
      hints: [
        'What should happen when ".." arrives and there is nothing left to remove?',
        'The regular expression only removes slashes at the ends. What does "a//b".split("/") give?',
        'A security check that silently ignores bad input is itself a bug.',
      ],
      testCases: [
        { input: '/static/css/../js/app.js', expectedOutput: '/static/js/app.js', hidden: false },
        { input: '/static/../../etc/passwd', expectedOutput: '403 Forbidden', hidden: false },
        { input: '/a//b/./c/', expectedOutput: '/a/b/c', hidden: true },
        { input: '/', expectedOutput: '/', hidden: true },
        { input: '/..', expectedOutput: '403 Forbidden', hidden: true },
        {
          input: '/img/./logo.png\n/docs/v1/../v2//guide',
          expectedOutput: '/img/logo.png\n/docs/v2/guide',
          hidden: true,
        },
        { input: '/a/b/../../c', expectedOutput: '/c', hidden: true },
      ],
      bugs: [
        {
          description: 'A ".." at the root is silently ignored instead of returning 403 Forbidden.',
          testIndexes: [1, 4],
        },
        {
          description:
            'Empty segments from doubled slashes are kept because only the slashes at the ends are stripped.',
          testIndexes: [2, 5],
        },
      ],
    },
    {
      id: 'node-debug-latency-percentiles',
      title: 'Latency percentiles are off',
      description:
        'A Node.js metrics endpoint reports response-time percentiles. This program reads N response times in milliseconds and prints p50, p95 and max using the nearest-rank method: sort ascending, rank = ceil(p / 100 * N), answer = the value at that rank (1-based). Its percentiles are wrong and a single value prints "undefined".',
      language: 'javascript',
      buggyCode: String.raw`function percentile(sorted, p) {
  const rank = Math.floor((p * sorted.length) / 100);
  return sorted[rank - 1];
}

const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const values = data.slice(1, n + 1);
values.sort();
console.log('p50 ' + percentile(values, 50));
console.log('p95 ' + percentile(values, 95));
console.log('max ' + values[n - 1]);
`,
      fixedCode: String.raw`function percentile(sorted, p) {
  const rank = Math.ceil((p * sorted.length) / 100);
  return sorted[rank - 1];
}

const data = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
const n = data[0];
const values = data.slice(1, n + 1);
values.sort((a, b) => a - b);
console.log('p50 ' + percentile(values, 50));
console.log('p95 ' + percentile(values, 95));
console.log('max ' + values[n - 1]);
`,
      expectedBehavior: 'For 120 80 95 300 110 it prints p50 110, p95 300 and max 300.',
      hints: [
        'How does [120, 80, 300].sort() order its elements?',
        'Math.floor rounds down; the nearest rank rounds up.',
        'Try a single value by hand: which index is read?',
      ],
      testCases: [
        { input: '4\n10 20 30 40', expectedOutput: 'p50 20\np95 40\nmax 40', hidden: false },
        {
          input: '5\n120 80 95 300 110',
          expectedOutput: 'p50 110\np95 300\nmax 300',
          hidden: false,
        },
        { input: '1\n7', expectedOutput: 'p50 7\np95 7\nmax 7', hidden: true },
        {
          input: '10\n1 2 3 4 5 6 7 8 9 10',
          expectedOutput: 'p50 5\np95 10\nmax 10',
          hidden: true,
        },
        { input: '3\n900 1000 50', expectedOutput: 'p50 900\np95 1000\nmax 1000', hidden: true },
        {
          input: '20\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20',
          expectedOutput: 'p50 10\np95 19\nmax 20',
          hidden: true,
        },
      ],
      bugs: [
        {
          description:
            'The rank uses Math.floor (rounding down) instead of Math.ceil, and reaches index -1 for a single value.',
          testIndexes: [0, 1, 2, 3, 4],
        },
        {
          description:
            'sort() without a comparator compares the numbers as strings, so 1000 sorts before 50.',
          testIndexes: [1, 3, 4, 5],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'node-pseudo-auth-middleware',
      title: 'Bearer token authentication middleware',
      description:
        'Write pseudocode for an Express middleware requireAuth(role) that reads the Authorization header, verifies a signed JWT, attaches the user to the request and checks that the user has the required role.',
      requirements: [
        'Read the Authorization header and expect the form "Bearer <token>"',
        'Verify the signature and expiry with the server secret',
        'Attach the decoded user to req.user and call next() on success',
        'Distinguish missing or invalid credentials from insufficient permissions',
      ],
      examples: [
        {
          scenario: 'A valid token for a "viewer" hits an "admin" route',
          expectedApproach: 'The middleware answers 403 Forbidden.',
        },
      ],
      evaluationCriteria: [
        'Header parsing',
        'Verification with error handling',
        'Correct 401 vs 403',
        'Calls next only on success',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Read the Authorization header and split off the Bearer prefix',
            weight: 2,
            accept: ['authorization header', 'bearer', 'headers authorization'],
          },
          {
            idea: 'Verify the token signature and expiry with the secret',
            weight: 3,
            accept: [
              'verify token',
              'jwt verify',
              'verify signature',
              'check signature',
              'hmac secret',
              'bad signature',
              'signature mismatch',
              'compare signature',
            ],
          },
          {
            idea: 'Attach the user to req.user and call next()',
            weight: 2,
            accept: ['req user next', 'attach user next', 'set req user'],
          },
          {
            idea: 'Check the role and answer 403 if it is missing',
            weight: 3,
            accept: ['role 403', 'forbidden role', '403 forbidden'],
          },
        ],
        edgeCases: [
          {
            case: 'Missing header or bad token gives 401',
            accept: ['401', 'unauthorized', 'unauthorised'],
          },
          { case: 'Expired token', accept: ['expired', 'expiry', 'exp'] },
        ],
        pitfalls: [
          {
            mistake:
              "401 means 'who are you?' (missing, invalid or expired credentials) and 403 means 'you may not' (valid user without the role); the two statuses are swapped.",
            patterns: [
              'header missing 403',
              'missing header 403',
              'no token 403',
              'token missing 403',
              'invalid token 403',
              'token invalid 403',
              'expired 403',
              'verify fail 403',
              'missing role 401',
              'lacks role 401',
              'wrong role 401',
              'role missing 401',
              'not include role 401',
              'insufficient 401',
              'permission 401',
              'role check fail 401',
              'not contain role 401',
              'not have role 401',
              'not has role 401',
              'without role 401',
              'lack role 401',
              'role absent 401',
              'roles not include 401',
              'role not in 401',
              'role not included 401',
              'role not present 401',
            ],
          },
          {
            mistake:
              'Decoding the token without verifying its signature trusts whatever the client wrote in it; the signature and expiry have to be checked with the server secret.',
            patterns: [
              'base64 slice',
              'base64 split',
              'atob slice',
              'atob split',
              'decode without verif',
              'jwt decode token',
              'decode payload without',
              'decode token trust',
            ],
          },
          {
            mistake:
              'A token whose exp time has passed is no longer valid credentials: it must be refused with 401 rather than let through to the route.',
            patterns: [
              'ignoreexpiration',
              'ignore expir',
              'expired next',
              'expired call next',
              'expired continue',
            ],
          },
          {
            mistake:
              'A token is expired when its exp time lies in the past (exp * 1000 < Date.now()); rejecting tokens whose exp is still in the future refuses every valid token.',
            patterns: [
              'exp greater now 401',
              'now less exp 401',
              'exp greater now reject',
              'now less exp reject',
              'exp greater now expired',
              'now less exp expired',
              'exp greater now error',
              'exp after now 401',
              'exp later now 401',
            ],
          },
        ],
        modelAnswer: `1. FUNCTION requireAuth(role) returns middleware(req, res, next):
2.   SET header = req.headers authorization
3.   IF header is missing or does not start with "Bearer " THEN return 401 Unauthorized
4.   SET token = the part after "Bearer "
5.   TRY payload = jwt verify token with the secret (checks the signature and exp)
6.   CATCH: IF the token is expired or invalid THEN return 401 Unauthorized
7.   SET req user = payload
8.   IF role is given and payload.roles does not contain role THEN return 403 Forbidden
9.   ELSE call next() so the route runs`,
      },
    },
    {
      id: 'node-pseudo-pagination',
      title: 'Paginated list endpoint',
      description:
        'Write pseudocode for GET /api/products?page=&limit= in Express. It must read and validate the query parameters, fetch one page from a database with a count of all rows, and return the items together with pagination metadata.',
      requirements: [
        'page defaults to 1 and limit defaults to 20; limit is capped at 100',
        'Non-numeric or non-positive values are rejected with 400',
        'Fetch with offset (page - 1) * limit and also count the total rows',
        'Return items plus page, limit, total and totalPages',
      ],
      examples: [
        {
          scenario: 'GET /api/products?page=3&limit=10 with 45 products',
          expectedApproach: 'Returns items 21-30 and totalPages 5.',
        },
      ],
      evaluationCriteria: [
        'Parsing with defaults',
        'Validation and capping',
        'Correct offset',
        'Metadata computed with ceiling',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Parse page and limit from req.query with defaults',
            weight: 2,
            accept: ['req query page', 'query page limit', 'default 1 20', 'default page'],
          },
          {
            idea: 'Cap the limit at 100',
            weight: 2,
            accept: ['min 100', 'cap 100', 'limit 100', 'at most 100'],
          },
          {
            idea: 'Compute the offset as (page - 1) * limit',
            weight: 3,
            accept: ['page 1 limit offset', 'offset page 1', 'skip page 1'],
          },
          {
            idea: 'Compute totalPages with a ceiling',
            weight: 3,
            accept: ['ceil', 'ceiling', 'round up'],
          },
        ],
        edgeCases: [
          {
            case: 'Invalid or non-positive values give 400',
            accept: ['400', 'bad request', 'invalid'],
          },
          {
            case: 'A page past the end returns an empty list',
            accept: ['empty', 'beyond last', 'past end', 'page greater totalpages'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Rounding the page count down drops the last, partly filled page; totalPages is total / limit rounded up.',
            patterns: ['floor total', 'floor ( total', 'round down', 'truncat'],
          },
          {
            mistake:
              'Taking the larger of limit and 100 forces at least 100 rows on every page; the cap is the smaller of the two, min(limit, 100).',
            patterns: [
              'max ( limit 100',
              'max ( 100 limit',
              'greater of limit 100',
              'larger of limit 100',
            ],
          },
          {
            mistake:
              'Page numbers start at 1, so page 0 (and limit 0) must also be rejected with 400; a check for negative values alone lets page 0 through and gives a negative offset.',
            patterns: ['page < 0', '0 > page', 'limit < 0', '0 > limit'],
          },
          {
            mistake:
              'A page past the last one is a valid request that simply has no items; answering it with an error breaks clients that walk the pages.',
            patterns: [
              'page greater totalpages 404',
              'totalpages less page 404',
              'page greater totalpages 400',
              'totalpages less page 400',
              'page > totalpages error',
              'totalpages < page error',
              'beyond last page 404',
              'beyond last page 400',
              'past end 404',
              'past end 400',
              'page greater totalpages error',
              'totalpages less page error',
            ],
          },
        ],
        modelAnswer: `1. SET page = Number(req.query.page or default 1), limit = Number(req.query.limit or default 20)
2. IF page or limit is not an integer or is <= 0 THEN return 400 Bad Request (invalid)
3. SET limit = min(limit, 100) so the cap is 100
4. SET offset = (page - 1) * limit
5. SET items = db query products ORDER BY id LIMIT limit OFFSET offset
6. SET total = db count of products
7. SET totalPages = ceil(total / limit)
8. IF page is beyond the last page THEN items is simply an empty list
9. RETURN json {items, page, limit, total, totalPages}`,
      },
    },
  ],
};
