import type { BankLevel } from '@app/shared/content.schemas';

const v = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: false });
const h = (input: string, expectedOutput: string) => ({ input, expectedOutput, hidden: true });

export const easy: BankLevel = {
  mcq: [
    {
      question: 'Which Express call registers a handler for GET requests to `/users`?',
      options: {
        A: "`app.route('GET /users', handler)`",
        B: "`app.get('/users', handler)`",
        C: "`app.listen('/users', handler)`",
        D: "`app.handle('/users', 'GET', handler)`",
      },
      correct: 'B',
      explanation:
        'Express has one method per HTTP verb, such as app.get, app.post and app.delete.',
    },
    {
      question: "For the route `'/users/:id'` and the URL `/users/42`, what is `req.params.id`?",
      options: {
        A: 'The number 42',
        B: '`undefined`',
        C: "The string '42'",
        D: "`['42']`",
      },
      correct: 'C',
      explanation:
        'Route parameters are always strings; convert them yourself if you need a number.',
    },
    {
      question: 'For the URL `/search?q=node&page=2`, what does `req.query` contain?',
      options: {
        A: "`{ q: 'node', page: '2' }`",
        B: "`{ q: 'node', page: 2 }`, with `page` parsed",
        C: "The raw string `'?q=node&page=2'`",
        D: "`['node', '2']`",
      },
      correct: 'A',
      explanation: 'Query string values are parsed into an object of strings.',
    },
    {
      question: 'Which built-in Express middleware parses JSON request bodies into `req.body`?',
      options: {
        A: '`express.static()`',
        B: '`express.urlencoded()`',
        C: '`express.bodyParser()`',
        D: '`express.json()`',
      },
      correct: 'D',
      explanation:
        'express.json() parses bodies with a JSON content type; express.raw() gives a Buffer.',
    },
    {
      question: 'What does calling `next()` inside an Express middleware do?',
      options: {
        A: 'Sends an empty 200 response and ends the request',
        B: 'Passes control on to the following matching handler',
        C: 'Restarts the route handler from the beginning',
        D: 'Skips all remaining middleware and ends the request immediately',
      },
      correct: 'B',
      explanation: 'Middleware either ends the response or calls next() so the chain continues.',
    },
    {
      question:
        'How do you make Node.js treat the `.js` files of a package as ES modules (import/export)?',
      options: {
        A: 'Set the `type` field of `package.json` to module',
        B: 'Name the entry file `index.esm`',
        C: 'Run `node --input-type=module` on each file of the package',
        D: "Call `require('esm')` at the top of each file",
      },
      correct: 'A',
      explanation:
        'With "type": "module", .js files are ES modules; .mjs files are ES modules regardless.',
    },
    {
      question: 'What does `res.status(404).json({ error: "Not found" })` do?',
      options: {
        A: 'Logs the error and keeps the request open',
        B: 'Redirects the browser to a 404 error page',
        C: 'Throws an error that Express turns into a 500',
        D: 'Ends the response with that code and a JSON body',
      },
      correct: 'D',
      explanation:
        'status() sets the code and json() serialises the body, sets the JSON content type and ends the response.',
    },
    {
      question: 'How does Node.js usually run your JavaScript?',
      options: {
        A: 'On one main thread with an event loop for non-blocking I/O',
        B: 'On a separate operating-system thread for every incoming request',
        C: 'Inside a hidden browser tab without a window',
        D: 'By compiling it to Java bytecode first',
      },
      correct: 'A',
      explanation:
        'Node runs JavaScript on a single main thread using V8 and an event loop, handing slow I/O to the system.',
    },
    {
      question: 'Where should a Node.js app read its database password from?',
      options: {
        A: 'A constant in the source code, committed to Git',
        B: 'The `version` field of `package.json`',
        C: 'An environment variable such as `DB_PASSWORD`',
        D: 'A query parameter of the first request',
      },
      correct: 'C',
      explanation:
        'Secrets belong in the environment (or a secret manager), never in the repository.',
    },
    {
      question: 'Why should a request handler avoid `fs.readFileSync` on a large file?',
      options: {
        A: 'It cannot read binary files such as images',
        B: 'It blocks the event loop until the read finishes',
        C: 'It returns a promise that must be awaited',
        D: 'It deletes the file after reading it',
      },
      correct: 'B',
      explanation:
        'Synchronous I/O stops the single JavaScript thread, so no other request is served; use fs.promises or streams instead.',
    },
    {
      question: 'What does `npm run dev` do?',
      options: {
        A: 'Installs only the development dependencies of the project',
        B: 'Publishes the package to the registry with the `dev` tag',
        C: 'Starts Node in debug mode with the `--inspect` flag',
        D: 'Runs the `dev` script defined in the package file',
      },
      correct: 'D',
      explanation: 'npm run executes named scripts from the scripts section of package.json.',
    },
    {
      question: "What does `app.use(express.static('public'))` do?",
      options: {
        A: 'Serves files from the `public` folder directly',
        B: 'Makes every route public, skipping auth',
        C: 'Caches all JSON responses in a `public` cache',
        D: 'Compiles the `public` folder with a bundler',
      },
      correct: 'A',
      explanation:
        'express.static serves files from a directory as static assets, such as /logo.png.',
    },
    {
      question: 'What does `const port = process.env.PORT || 3000` achieve?',
      options: {
        A: 'Forces the app to always listen on port 3000',
        B: 'Opens both ports at once',
        C: 'Uses `PORT` when it is set, otherwise 3000',
        D: 'Reads `PORT` from `package.json`, else `3000`',
      },
      correct: 'C',
      explanation:
        'The || fallback applies when PORT is undefined or empty, which hosting platforms rely on.',
    },
    {
      question: 'What does Express do by default when no route or middleware handles a request?',
      options: {
        A: 'It keeps the connection open until it times out',
        B: 'It returns 200 with an empty body',
        C: 'It crashes the Node.js process with an uncaught error',
        D: 'It responds with a 404 and a short message',
      },
      correct: 'D',
      explanation:
        'The final built-in handler answers unmatched requests with 404 and a "Cannot GET /path" style message.',
    },
  ],
  coding: [
    {
      id: 'node-method-router',
      title: 'Route a request: handler, 404 or 405',
      description:
        'Implement the route lookup of a tiny Express-like server. Before matching, drop the query string (everything from "?") and remove one trailing "/" unless the path is just "/". Paths are compared exactly. The first route with the same method and path wins. If no route has that path, answer "404 Not Found"; if some route has the path but with another method, answer "405 Method Not Allowed".\n\nInput: a line with R, then R lines "METHOD path handler"; then a line with Q, then Q lines "METHOD url".\n\nOutput: one line per request: the handler name, "404 Not Found" or "405 Method Not Allowed".',
      examples: [
        {
          input:
            '3\nGET /users listUsers\nPOST /users createUser\nGET /health health\n4\nGET /users\nPOST /users?notify=1\nDELETE /users\nGET /nope',
          output: 'listUsers\ncreateUser\n405 Method Not Allowed\n404 Not Found',
          explanation:
            '/users exists but not for DELETE, so that is 405; /nope does not exist at all.',
        },
        {
          input: '1\nGET / home\n2\nGET /\nGET /?ref=mail',
          output: 'home\nhome',
          explanation: 'The root path keeps its slash and the query string is ignored.',
        },
      ],
      constraints: [
        '0 <= R, Q <= 1000',
        'Route paths have no trailing slash (except "/")',
        'Methods are upper case',
      ],
      testCases: [
        v(
          '3\nGET /users listUsers\nPOST /users createUser\nGET /health health\n4\nGET /users\nPOST /users?notify=1\nDELETE /users\nGET /nope',
          'listUsers\ncreateUser\n405 Method Not Allowed\n404 Not Found',
        ),
        v('1\nGET / home\n2\nGET /\nGET /?ref=mail', 'home\nhome'),
        h(
          '2\nGET /about about\nPUT /about/team team\n3\nGET /about/\nPUT /about/team/\nGET /about/team',
          'about\nteam\n405 Method Not Allowed',
        ),
        h('0\n2\nGET /\nPOST /x', '404 Not Found\n404 Not Found'),
        h('2\nGET /a first\nGET /a second\n1\nGET /a', 'first'),
        h(
          '3\nGET /items list\nPATCH /items/1 patchOne\nDELETE /items/1 deleteOne\n3\nPATCH /items/1\nGET /items/1\nGET /items/1/',
          'patchOne\n405 Method Not Allowed\n405 Method Not Allowed',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    r = int(lines[0])
    routes = [lines[1 + i].split() for i in range(r)]
    q = int(lines[r + 1])
    out = []
    for j in range(q):
        method, url = lines[r + 2 + j].split()
        path = url.split('?', 1)[0]
        if len(path) > 1 and path.endswith('/'):
            path = path[:-1]
        handler = None
        path_exists = False
        for m, p, name in routes:
            if p == path:
                path_exists = True
                if m == method:
                    handler = name
                    break
        if handler is not None:
            out.append(handler)
        elif path_exists:
            out.append('405 Method Not Allowed')
        else:
            out.append('404 Not Found')
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
r, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']
segs = ['users', 'items', 'a', 'b', 'health', 'api', 'v1', '1', '42']
def path():
    return '/' + '/'.join(random.choice(segs) for _ in range(random.randint(0, 3)))
paths = [path() for _ in range(max(1, r // 3))]
routes = []
for i in range(r):
    routes.append((random.choice(METHODS), random.choice(paths), 'h%d' % i))
print(r)
for m, p, h in routes:
    print(m, p, h)
print(q)
for _ in range(q):
    p = random.choice(paths) if random.random() < 0.8 else path()
    if mode == 'slashes' and p != '/' and random.random() < 0.5:
        p += '/'
    if random.random() < 0.3:
        p += '?' + random.choice(['x=1', 'a=b&c=/d/', '', 'q=?'])
    print(random.choice(METHODS), p)
`,
        tests: [
          { args: '1000 1000 random', label: 'R = 1,000, Q = 1,000' },
          { args: '1000 1000 slashes', label: 'R = 1,000, Q = 1,000, trailing slashes' },
          { args: '30 1000 random', label: 'R = 30, Q = 1,000' },
          { args: '0 1000 random', label: 'no routes' },
          { args: '1000 0 random', label: 'no requests' },
        ],
        validator: String.raw`import re, sys
lines = sys.stdin.read().split('\n')
r = int(lines[0])
assert 0 <= r <= 1000, 'R out of range'
for l in lines[1:1 + r]:
    p = l.split()
    assert len(p) == 3 and re.fullmatch(r'[A-Z]+', p[0]), 'expected METHOD path handler'
    assert p[1].startswith('/') and (p[1] == '/' or not p[1].endswith('/')), 'route paths have no trailing slash'
    assert '?' not in p[1], 'route paths have no query string'
q = int(lines[1 + r])
assert 0 <= q <= 1000, 'Q out of range'
for l in lines[2 + r:2 + r + q]:
    p = l.split()
    assert len(p) == 2 and re.fullmatch(r'[A-Z]+', p[0]) and p[1].startswith('/'), 'expected METHOD url'
assert all(l.strip() == '' for l in lines[2 + r + q:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'keeps-trailing-slash',
            language: 'python3',
            mustFail: 'WA',
            why: 'Does not remove the trailing slash, so /about/ does not find the /about route',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    r = int(lines[0])
    routes = [lines[1 + i].split() for i in range(r)]
    q = int(lines[r + 1])
    out = []
    for j in range(q):
        method, url = lines[r + 2 + j].split()
        path = url.split('?', 1)[0]
        handler = None
        path_exists = False
        for m, p, name in routes:
            if p == path:
                path_exists = True
                if m == method:
                    handler = name
                    break
        if handler is not None:
            out.append(handler)
        elif path_exists:
            out.append('405 Method Not Allowed')
        else:
            out.append('404 Not Found')
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'no-405',
            language: 'python3',
            mustFail: 'WA',
            why: 'Answers 404 when the path exists with another method, where 405 Method Not Allowed is due',
            source: String.raw`import sys

def main():
    lines = sys.stdin.read().split('\n')
    r = int(lines[0])
    routes = [lines[1 + i].split() for i in range(r)]
    q = int(lines[r + 1])
    out = []
    for j in range(q):
        method, url = lines[r + 2 + j].split()
        path = url.split('?', 1)[0]
        if len(path) > 1 and path.endswith('/'):
            path = path[:-1]
        handler = None
        path_exists = False
        for m, p, name in routes:
            if p == path:
                path_exists = True
                if m == method:
                    handler = name
                    break
        if handler is not None:
            out.append(handler)
        else:
            out.append('404 Not Found')
    print('\n'.join(out))

main()
`,
          },
        ],
      },
    },
    {
      id: 'node-middleware-chain',
      title: 'Trace a middleware chain',
      description:
        'Express runs app.use middleware in registration order. A middleware mounted at path M runs for a request path P when M is "/", P equals M, or P starts with M followed by "/". Each middleware either calls next (the chain continues) or sends the response (the chain stops). If the chain ends without a response, Express answers 404.\n\nInput: a line with K, then K lines "name mountPath action" where action is next or send; then a line with Q, then Q request paths.\n\nOutput: for each request, the names of the middleware that ran joined by " > " (or "-" if none ran), then " : ", then the name of the middleware that sent the response or "404".',
      examples: [
        {
          input: '3\nlogger / next\nauth /admin next\nadmin /admin send\n2\n/admin/users\n/home',
          output: 'logger > auth > admin : admin\nlogger : 404',
          explanation:
            '/home only matches the logger mounted at "/", which calls next, so the chain ends in a 404.',
        },
        {
          input: '2\nstatic /public send\napi /api send\n2\n/public/app.css\n/api',
          output: 'static : static\napi : api',
          explanation: 'Each request matches one middleware that sends the response.',
        },
      ],
      constraints: ['0 <= K, Q <= 1000', 'Mount paths have no trailing slash except "/"'],
      testCases: [
        v(
          '3\nlogger / next\nauth /admin next\nadmin /admin send\n2\n/admin/users\n/home',
          'logger > auth > admin : admin\nlogger : 404',
        ),
        v(
          '2\nstatic /public send\napi /api send\n2\n/public/app.css\n/api',
          'static : static\napi : api',
        ),
        h('1\nadmin /admin send\n2\n/administrator\n/admin', '- : 404\nadmin : admin'),
        h(
          '4\ncors / next\nblock / send\nlogger / next\nhandler /x send\n1\n/x',
          'cors > block : block',
        ),
        h('0\n1\n/', '- : 404'),
        h(
          '3\na /api next\nb /api/v1 next\nc /api/v1/users send\n3\n/api/v1/users/7\n/api/v2\n/api/v1',
          'a > b > c : c\na : 404\na > b : 404',
        ),
      ],
      reference: {
        language: 'python3',
        source: String.raw`import sys

def matches(mount, path):
    return mount == '/' or path == mount or path.startswith(mount + '/')

def main():
    lines = sys.stdin.read().split('\n')
    k = int(lines[0])
    mws = [lines[1 + i].split() for i in range(k)]
    q = int(lines[k + 1])
    out = []
    for j in range(q):
        path = lines[k + 2 + j].strip()
        ran = []
        sender = '404'
        for name, mount, action in mws:
            if not matches(mount, path):
                continue
            ran.append(name)
            if action == 'send':
                sender = name
                break
        out.append((' > '.join(ran) if ran else '-') + ' : ' + sender)
    print('\n'.join(out))

main()
`,
      },
      judge: {
        generator: String.raw`import random, sys
args = sys.stdin.readline().split()
k, q, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
segs = ['admin', 'administrator', 'api', 'v1', 'v2', 'users', 'public', 'x']
def path(lo):
    return '/' + '/'.join(random.choice(segs) for _ in range(random.randint(lo, 3)))
print(k)
for i in range(k):
    send = random.random() < (0.05 if mode != 'all-next' else 0)
    print('m%d' % i, path(0) if mode != 'root' else '/', 'send' if send else 'next')
print(q)
for _ in range(q):
    p = path(0)
    if p != '/' and random.random() < 0.2:
        p = p.rstrip('/') + random.choice(['istrator', 's', '-x'])
    print(p)
`,
        tests: [
          { args: '1000 1000 random', label: 'K = 1,000, Q = 1,000' },
          { args: '1000 300 all-next', label: 'K = 1,000, nobody sends' },
          { args: '200 1000 root', label: 'K = 200 mounted at /' },
          { args: '0 1000 random', label: 'no middleware' },
          { args: '1000 0 random', label: 'no requests' },
        ],
        validator: String.raw`import sys
lines = sys.stdin.read().split('\n')
k = int(lines[0])
assert 0 <= k <= 1000, 'K out of range'
for l in lines[1:1 + k]:
    p = l.split()
    assert len(p) == 3 and p[2] in ('next', 'send'), 'expected name mountPath action'
    assert p[1].startswith('/') and (p[1] == '/' or not p[1].endswith('/')), 'mount paths have no trailing slash'
q = int(lines[1 + k])
assert 0 <= q <= 1000, 'Q out of range'
reqs = lines[2 + k:2 + k + q]
assert len(reqs) == q and all(r.strip().startswith('/') for r in reqs), 'expected Q request paths'
assert all(l.strip() == '' for l in lines[2 + k + q:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'plain-prefix',
            language: 'python3',
            mustFail: 'WA',
            why: 'Matches the mount path as a plain prefix, so /admin also runs for /administrator',
            source: String.raw`import sys

def matches(mount, path):
    return mount == '/' or path == mount or path.startswith(mount)

def main():
    lines = sys.stdin.read().split('\n')
    k = int(lines[0])
    mws = [lines[1 + i].split() for i in range(k)]
    q = int(lines[k + 1])
    out = []
    for j in range(q):
        path = lines[k + 2 + j].strip()
        ran = []
        sender = '404'
        for name, mount, action in mws:
            if not matches(mount, path):
                continue
            ran.append(name)
            if action == 'send':
                sender = name
                break
        out.append((' > '.join(ran) if ran else '-') + ' : ' + sender)
    print('\n'.join(out))

main()
`,
          },
          {
            name: 'continues-after-send',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps running middleware after one has sent the response',
            source: String.raw`import sys

def matches(mount, path):
    return mount == '/' or path == mount or path.startswith(mount + '/')

def main():
    lines = sys.stdin.read().split('\n')
    k = int(lines[0])
    mws = [lines[1 + i].split() for i in range(k)]
    q = int(lines[k + 1])
    out = []
    for j in range(q):
        path = lines[k + 2 + j].strip()
        ran = []
        sender = '404'
        for name, mount, action in mws:
            if not matches(mount, path):
                continue
            ran.append(name)
            if action == 'send':
                sender = name
        out.append((' > '.join(ran) if ran else '-') + ' : ' + sender)
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
      id: 'node-debug-query-parser',
      title: 'Query string parser mangles values',
      description:
        'This Node.js script parses the query string of each URL it reads (one per line) and prints the pairs as "key=value" joined by " | ", or "(none)" when there is no pair. Values are URL-decoded, where "+" means a space. Some values come out wrong.',
      language: 'javascript',
      buggyCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const urls = input.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);

function decode(s) {
  return decodeURIComponent(s);
}

for (const url of urls) {
  const q = url.indexOf('?');
  const pairs = q === -1 ? [] : url.slice(q + 1).split('&').filter((p) => p.length > 0);
  const out = [];
  for (const pair of pairs) {
    const [key, value] = pair.split('=');
    out.push(decode(key) + '=' + decode(value || ''));
  }
  console.log(out.length === 0 ? '(none)' : out.join(' | '));
}
`,
      fixedCode: String.raw`const input = require('fs').readFileSync(0, 'utf8');
const urls = input.split('\n').map((l) => l.trim()).filter((l) => l.length > 0);

function decode(s) {
  return decodeURIComponent(s.replace(/\+/g, ' '));
}

for (const url of urls) {
  const q = url.indexOf('?');
  const pairs = q === -1 ? [] : url.slice(q + 1).split('&').filter((p) => p.length > 0);
  const out = [];
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    const key = eq === -1 ? pair : pair.slice(0, eq);
    const value = eq === -1 ? '' : pair.slice(eq + 1);
    out.push(decode(key) + '=' + decode(value));
  }
  console.log(out.length === 0 ? '(none)' : out.join(' | '));
}
`,
      expectedBehavior:
        '"/search?q=node+js&page=2" prints "q=node js | page=2"; a value may itself contain "=" and is kept whole.',
      hints: [
        'In a query string, what does a plus sign stand for? Does decodeURIComponent know that?',
        'What does "x=y=z".split("=") return, and which parts does destructuring keep?',
        'Replace "+" before percent-decoding, so an encoded %2B stays a real plus sign.',
      ],
      testCases: [
        v('/search?q=node+js&page=2', 'q=node js | page=2'),
        v('/about', '(none)'),
        h('/calc?expr=a%3Db&eq=x=y', 'expr=a=b | eq=x=y'),
        h('/p?flag&name=Ann%20Lee', 'flag= | name=Ann Lee'),
        h('/s?q=c%2B%2B+tips', 'q=c++ tips'),
        h('/t?a=1&&b=&c=k=v=w\n/x?', 'a=1 | b= | c=k=v=w\n(none)'),
      ],
      bugs: [
        {
          description:
            'pair.split("=") with destructuring drops everything after a second "=" in the value',
          testIndexes: [2, 5],
        },
        {
          description: '"+" is not turned into a space before decodeURIComponent',
          testIndexes: [0, 4],
        },
      ],
    },
    {
      id: 'node-debug-log-summary',
      title: 'Access log summary misclassifies and prints NaN',
      description:
        'This Node.js script summarises an HTTP access log written by a logging middleware. Each line is "METHOD path status ms". It prints how many responses fall in each class (2xx, 3xx, 4xx, 5xx) and the average latency in whole milliseconds (rounded down), or 0 when the log is empty. Some logs give wrong counts, and an empty log prints "avg: NaN ms".',
      language: 'javascript',
      buggyCode: String.raw`const counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
let total = 0;
let n = 0;
for (const line of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const fields = line.trim().split(/\s+/);
  if (fields.length < 4) continue;
  const status = Number(fields[2]);
  const ms = Number(fields[3]);
  if (status >= 500) counts['5xx']++;
  else if (status > 400) counts['4xx']++;
  else if (status >= 300) counts['3xx']++;
  else counts['2xx']++;
  total += ms;
  n++;
}
const out = Object.entries(counts).map(([cls, count]) => cls + ': ' + count);
const avg = Math.floor(total / n);
out.push('avg: ' + avg + ' ms');
console.log(out.join('\n'));
`,
      fixedCode: String.raw`const counts = { '2xx': 0, '3xx': 0, '4xx': 0, '5xx': 0 };
let total = 0;
let n = 0;
for (const line of require('fs').readFileSync(0, 'utf8').split('\n')) {
  const fields = line.trim().split(/\s+/);
  if (fields.length < 4) continue;
  const status = Number(fields[2]);
  const ms = Number(fields[3]);
  if (status >= 500) counts['5xx']++;
  else if (status >= 400) counts['4xx']++;
  else if (status >= 300) counts['3xx']++;
  else counts['2xx']++;
  total += ms;
  n++;
}
const out = Object.entries(counts).map(([cls, count]) => cls + ': ' + count);
const avg = n > 0 ? Math.floor(total / n) : 0;
out.push('avg: ' + avg + ' ms');
console.log(out.join('\n'));
`,
      expectedBehavior:
        'A 400 Bad Request counts as 4xx, and an empty log prints zero counts and "avg: 0 ms".',
      hints: [
        'Which class does status 400 land in?',
        'What is 0 / 0 in JavaScript?',
        'Check the lower boundary of every class.',
      ],
      testCases: [
        {
          input: 'GET / 200 12\nGET /missing 404 3\nPOST /api 500 40',
          expectedOutput: '2xx: 1\n3xx: 0\n4xx: 1\n5xx: 1\navg: 18 ms',
          hidden: false,
        },
        {
          input: 'GET /login 400 10\nGET /home 301 2',
          expectedOutput: '2xx: 0\n3xx: 1\n4xx: 1\n5xx: 0\navg: 6 ms',
          hidden: false,
        },
        { input: '', expectedOutput: '2xx: 0\n3xx: 0\n4xx: 0\n5xx: 0\navg: 0 ms', hidden: true },
        {
          input: 'GET /a 200 1\nGET /b 204 2\nGET /c 299 2',
          expectedOutput: '2xx: 3\n3xx: 0\n4xx: 0\n5xx: 0\navg: 1 ms',
          hidden: true,
        },
        {
          input: 'DELETE /x 400 7\nPUT /y 401 9\nGET /z 499 1',
          expectedOutput: '2xx: 0\n3xx: 0\n4xx: 3\n5xx: 0\navg: 5 ms',
          hidden: true,
        },
        {
          input: 'GET /big 503 1000000\nGET /big 502 999999',
          expectedOutput: '2xx: 0\n3xx: 0\n4xx: 0\n5xx: 2\navg: 999999 ms',
          hidden: true,
        },
      ],
      bugs: [
        { description: 'status > 400 puts 400 itself into the 3xx class.', testIndexes: [1, 4] },
        {
          description: 'The average divides by n without handling an empty log: 0 / 0 is NaN.',
          testIndexes: [2],
        },
      ],
    },
  ],
  pseudocode: [
    {
      id: 'node-pseudo-express-errors',
      title: 'Express app with 404 and error handling',
      description:
        'Write pseudocode for setting up an Express app that serves a JSON API under /api: it parses JSON bodies, registers a GET and a POST route for /api/notes, answers unknown paths with a JSON 404, and turns any thrown error into a JSON error response without leaking stack traces.',
      requirements: [
        'Parse JSON request bodies before the routes',
        'Validate the POST body and reply 400 for invalid input',
        'Unknown paths get a JSON 404',
        'A final error handler replies with a status and a message and never exposes the stack trace',
      ],
      examples: [
        {
          scenario: 'POST /api/notes with an empty title',
          expectedApproach: 'The route replies 400 with {"error": "title is required"}.',
        },
      ],
      evaluationCriteria: [
        'Middleware order is correct',
        'Validation with 400',
        '404 handler after routes',
        'Error handler with four parameters last',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Use express.json() before the routes',
            weight: 2,
            accept: ['express json', 'json middleware', 'body parser', 'parse json'],
          },
          {
            idea: 'Define the GET and POST routes',
            weight: 2,
            accept: ['app get notes', 'app post notes', 'router get', 'get api notes'],
          },
          {
            idea: 'Add a 404 handler after all routes',
            weight: 3,
            accept: [
              '404 after',
              'after routes 404',
              'not found handler',
              '404 handler',
              'not found middleware',
            ],
          },
          {
            idea: 'Register an error handler with four arguments (err, req, res, next) last',
            weight: 3,
            accept: ['err req res next', 'error handler', 'error middleware', 'four arguments'],
          },
        ],
        edgeCases: [
          { case: 'Invalid POST body returns 400', accept: ['400', 'bad request'] },
          {
            case: 'Hide the stack trace in production',
            accept: ['stack', 'production', 'generic message'],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Express runs middleware in registration order, so a catch-all 404 registered before the routes answers every request with 404; it must come after all routes.',
            patterns: ['404 before route', 'not found before route', 'catch all 404 top'],
          },
          {
            mistake:
              'Express recognises an error handler only by its four parameters and only reaches it after the routes, so it has to be registered last with (err, req, res, next).',
            patterns: [
              'error handler before route',
              'error middleware before route',
              'error handler three arg',
              'error handler 3 arg',
              'err req res three arg',
            ],
          },
          {
            mistake:
              "Sending err.stack (or the raw error) to the client leaks the server's internals; log the stack on the server and reply with a generic message.",
            patterns: [
              'json stack err stack',
              'json error err stack',
              'send err stack',
              'include stack response',
              'send stack trace client',
              'return stack trace client',
              'containing err stack',
              'include err stack',
              'json body err stack',
              'err stack so client',
            ],
          },
          {
            mistake:
              "An invalid request body is the client's mistake and must be answered with 400 Bad Request, not a success, 404 or server-error status.",
            patterns: [
              'invalid 500',
              'invalid 200',
              'invalid 201',
              'invalid body 404',
              'title missing 500',
              'title missing 404',
              'title missing 200',
              'missing title 500',
              'missing title 404',
              'title empty 500',
            ],
          },
          {
            mistake:
              'Express runs middleware in registration order, so express.json() has to be registered before the routes; registered after them, the POST handler reads a body that was never parsed.',
            patterns: [
              'express json after route',
              'body parser after route',
              'parser after route',
              'json parser after route',
              'express.json() last',
              'routes before express json',
              'route before body parser',
            ],
          },
        ],
        modelAnswer: `1. SET app = express()
2. app.use(express.json()) so the JSON body is parsed before any route
3. app.get("/api/notes") -> return res.json(list of notes)
4. app.post("/api/notes"): IF body.title is missing or empty THEN return 400 Bad Request with an error JSON
5.   ELSE create the note and return 201 with the note
6. AFTER all routes: a not found handler -> res.status(404).json({error: "Not found"}) (404 handler after routes)
7. LAST: error handler function(err, req, res, next):
8.   SET status = err.status or 500; log err with its stack on the server
9.   res.status(status).json({error: generic message}); never send the stack in production
10. app.listen(process.env.PORT or 3000)`,
      },
    },
    {
      id: 'node-pseudo-config-loader',
      title: 'Load a JSON config file with defaults',
      description:
        'At startup a Node.js service reads config.json, merges it over built-in defaults and lets environment variables override single values (for example PORT). Write pseudocode for loadConfig() using the asynchronous fs API.',
      requirements: [
        'Read the file asynchronously and parse it as JSON',
        'Start from defaults, then apply the file, then environment overrides',
        'A missing file falls back to defaults; invalid JSON stops startup with a clear message',
        'Convert and validate numeric values such as the port',
      ],
      examples: [
        {
          scenario: 'config.json sets port 8080 and PORT=9000 is set in the environment',
          expectedApproach: 'The final port is 9000 (a number).',
        },
      ],
      evaluationCriteria: [
        'Async read with error handling',
        'Correct merge order',
        'Missing vs invalid file handled differently',
        'Numeric validation',
      ],
      rubric: {
        ideas: [
          {
            idea: 'Read the file with await fs.promises.readFile / readFile',
            weight: 2,
            accept: ['await readfile', 'fs promises', 'readfile'],
          },
          {
            idea: 'Parse the contents with JSON.parse',
            weight: 2,
            accept: ['json parse', 'parse json'],
          },
          {
            idea: 'Merge defaults, then file values, then environment values',
            weight: 3,
            accept: [
              'merge defaults',
              'spread defaults',
              'object assign defaults',
              'defaults file env',
            ],
          },
          {
            idea: 'Convert and validate the port as a number',
            weight: 3,
            accept: ['number port', 'parseint port', 'port integer', 'port valid'],
          },
        ],
        edgeCases: [
          {
            case: 'A missing file (ENOENT) uses defaults',
            accept: ['enoent', 'missing file', 'file not found', 'does not exist'],
          },
          {
            case: 'Invalid JSON stops startup with a clear error',
            accept: [
              'invalid json',
              'syntaxerror',
              'malformed',
              'not valid json',
              'parsing throws',
            ],
          },
        ],
        pitfalls: [
          {
            mistake:
              'Calling readFileSync (or existsSync) blocks the event loop; the loader must use the promise-based fs API with await.',
            patterns: ['readfilesync', 'existssync', 'read sync', 'synchronous read'],
          },
          {
            mistake:
              'Falling back to the defaults when config.json holds invalid JSON hides a broken config file; a parse error must stop startup with a clear message, and only a missing file (ENOENT) falls back.',
            patterns: [
              'invalid json default',
              'syntaxerror default',
              'parse fail default',
              'parse error default',
              'invalid json {}',
              'syntaxerror {}',
              'syntaxerror ignore',
              'invalid json ignore',
              'any error default',
              'any error {}',
              'catch all error default',
            ],
          },
          {
            mistake:
              'The merge order is reversed: defaults come first and are overridden by the file, and environment variables override both, so the later source must win.',
            patterns: [
              'object assign {} file default',
              'object assign {} env default',
              'object assign {} fileconfig defaults',
              'defaults win over file',
              'defaults win over env',
              'defaults take precedence over file',
              'defaults take precedence over env',
              'env before file',
              'environment before file',
              'env first',
              'fileconfig after env',
              'merge file after env',
              'file wins over env',
              'file after environment',
            ],
          },
          {
            mistake:
              'Only a missing file (ENOENT) may fall back to an empty file config; any other read error, such as a permission problem, must be rethrown, so the test must not be inverted.',
            patterns: [
              'not enoent {}',
              'not enoent fileconfig = {}',
              'not enoent config = {}',
              'not enoent = {}',
            ],
          },
        ],
        modelAnswer: `1. SET defaults = {port: 3000, logLevel: "info"}
2. TRY text = await readFile("config.json", "utf8") using fs promises
3. CATCH error: IF error code is ENOENT (missing file) THEN fileConfig = {} ELSE rethrow
4. IF the file was read THEN TRY fileConfig = JSON.parse(text)
5. CATCH SyntaxError: print "config.json has invalid JSON" and exit(1)
6. SET config = merge defaults, then fileConfig over it: {...defaults, ...fileConfig}
7. IF env PORT is set THEN config.port = env PORT (environment overrides last)
8. SET config.port = Number(config.port); IF port is not an integer between 1 and 65535 THEN throw "port invalid"
9. RETURN config`,
      },
    },
  ],
};
