import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-7',
  order: 7,
  title: 'Express: Routing and Middleware',
  description:
    'Structure an API with Express 5 routes, route parameters, middleware chains and error handlers.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Define routes with methods, paths and route parameters',
    'Explain how Express matches routes in registration order',
    'Write middleware and error-handling middleware',
    'Organise an API with routers and validation',
  ],
  lesson: `## Express in brief

**Express** is the most widely used Node web framework; version 5 is the current major and handles rejected promises from async handlers automatically. (Fastify and Hono are popular, faster alternatives with similar ideas.)

\`\`\`js
import express from 'express';
const app = express();
app.use(express.json({ limit: '100kb' })); // parse JSON bodies

app.get('/users', async (req, res) => {
  res.json(await db.users.list({ page: Number(req.query.page ?? 1) }));
});
app.get('/users/me', (req, res) => res.json(req.user));
app.get('/users/:id', async (req, res) => {
  const user = await db.users.find(req.params.id);
  if (!user) return res.status(404).json({ error: 'Not found' });
  res.json(user);
});
app.post('/users', async (req, res) => {
  const user = await db.users.create(req.body);
  res.status(201).location(\`/users/\${user.id}\`).json(user);
});
app.listen(3000);
\`\`\`

## How routes match

A route is a **method** plus a **path pattern**. Segments starting with \`:\` are **parameters** and capture one path segment into \`req.params\`; the query string is not part of the match and is available as \`req.query\`. \`app.all()\` matches any method. By default matching ignores a trailing slash and is case-insensitive.

Express checks routes **in the order they were registered** and uses the first match. That is why \`/users/me\` must be declared **before** \`/users/:id\`, otherwise \`me\` would be captured as an id. When no route matches, Express falls through to a 404. A well-behaved API answers **405 Method Not Allowed** when the path exists but not for that method, which you can add with a final \`app.all()\` per resource.

## Middleware

Middleware are functions \`(req, res, next)\` that run in order for matching requests. Each can read or modify the request, end the response, or call \`next()\` to continue:

\`\`\`js
app.use((req, res, next) => {
  const start = performance.now();
  res.on('finish', () => console.log(req.method, req.url, res.statusCode, performance.now() - start));
  next();
});

function requireAuth(req, res, next) {
  if (!req.headers.authorization) return res.status(401).json({ error: 'Login required' });
  next();
}
app.delete('/users/:id', requireAuth, deleteUser);
\`\`\`

## Error handling

Middleware with **four** parameters is an error handler. Thrown errors and rejected promises in handlers skip to it:

\`\`\`js
app.use((err, req, res, next) => {
  req.log?.error(err);
  res.status(err.status ?? 500).json({ error: err.expose ? err.message : 'Internal error' });
});
\`\`\`

Register it last. Never leak stack traces to clients.

## Structure

Group related routes with \`express.Router()\` and mount them: \`app.use('/api/users', usersRouter)\`. Validate every body, query and parameter with a schema library such as Zod before using it. In the exercise you implement first-match routing with parameters, 404 and 405.

Keep handlers thin: parse and validate the request, call a service function that holds the business logic, and map the result to a response. Services without any Express types are easy to unit-test and to reuse from jobs or command-line scripts.`,
  overview: {
    whatYouWillLearn: [
      'Defining routes for each HTTP method',
      'Route parameters, query strings and app.all',
      'First-match routing in registration order',
      'The difference between 404 and 405 responses',
      'Middleware chains, next() and route-level middleware',
      'Error-handling middleware and routers',
    ],
    proTip:
      'Put a request id in a middleware at the top of the chain and include it in every log line; it makes production debugging far easier.',
  },
  mcqs: [],
  problems: [
    {
      id: 'node-route-matcher',
      title: 'First-Match Router',
      description: `Implement Express-style routing.

A route is \`METHOD PATTERN\`; METHOD may be \`ALL\` (matches any method). A pattern matches a request path when both have the same number of non-empty segments and each pattern segment either equals the path segment or starts with \`:\` (a parameter capturing that segment). Ignore the query string (from \`?\`) and empty segments, so trailing slashes do not matter.

For each request, use the first route in registration order whose method and pattern match and print \`200 METHOD PATTERN\` with the METHOD and PATTERN of that route exactly as registered (an \`ALL\` route prints \`ALL\`), followed by the captured parameters as \` name=value\` in pattern order. If no route matches but some route's pattern matches the path with another method, print \`405\`; otherwise print \`404\`.

**Input:** a line with n, n route lines, a line with m, then m request lines \`METHOD PATH\`.

**Output:** m lines.`,
      examples: [
        {
          input:
            '3\nGET /users\nGET /users/:id\nPOST /users\n4\nGET /users/42\nPOST /users\nGET /posts\nDELETE /users/42\n',
          output: '200 GET /users/:id id=42\n200 POST /users\n404\n405',
          explanation: 'DELETE /users/42 matches a path pattern but no route allows DELETE.',
        },
        {
          input: '2\nGET /users/me\nGET /users/:id\n2\nGET /users/me\nGET /users/7?tab=posts\n',
          output: '200 GET /users/me\n200 GET /users/:id id=7',
          explanation: 'The static route is registered first, and the query string is ignored.',
        },
      ],
      constraints: ['0 <= n, m <= 1000', 'Paths start with /'],
      testCases: [
        {
          input:
            '3\nGET /users\nGET /users/:id\nPOST /users\n4\nGET /users/42\nPOST /users\nGET /posts\nDELETE /users/42\n',
          expectedOutput: '200 GET /users/:id id=42\n200 POST /users\n404\n405',
          hidden: false,
        },
        {
          input: '2\nGET /users/me\nGET /users/:id\n2\nGET /users/me\nGET /users/7?tab=posts\n',
          expectedOutput: '200 GET /users/me\n200 GET /users/:id id=7',
          hidden: false,
        },
        {
          input:
            '2\nALL /health\nGET /items/:cat/:id\n3\nHEAD /health\nGET /items/books/9/\nGET /items/books\n',
          expectedOutput: '200 ALL /health\n200 GET /items/:cat/:id cat=books id=9\n404',
          hidden: true,
        },
        { input: '1\nGET /\n2\nGET /\nPOST /\n', expectedOutput: '200 GET /\n405', hidden: true },
        { input: '0\n1\nGET /x\n', expectedOutput: '404', hidden: true },
        {
          input: '2\nPOST /login\nGET /:page\n2\nGET /login\nPUT /login\n',
          expectedOutput: '200 GET /:page page=login\n405',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def segs(path):
    return [s for s in path.split('?', 1)[0].split('/') if s]


def match(p, q):
    """p: the pattern's segments, q: the path's segments."""
    if len(p) != len(q):
        return None
    params = []
    for a, b in zip(p, q):
        if a.startswith(':'):
            params.append('%s=%s' % (a[1:], b))
        elif a != b:
            return None
    return params


lines = sys.stdin.read().splitlines()
n = int(lines[0])
routes = [(rm, rp, segs(rp)) for rm, rp in (lines[1 + i].split() for i in range(n))]
m = int(lines[1 + n])
for j in range(m):
    method, path = lines[2 + n + j].split()
    q = segs(path)
    result = None
    path_seen = False
    for rm, rp, p in routes:
        params = match(p, q)
        if params is None:
            continue
        path_seen = True
        if rm == 'ALL' or rm == method:
            result = ' '.join(['200', rm, rp] + params)
            break
    if result is None:
        result = '405' if path_seen else '404'
    print(result)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
WORDS = ['users', 'posts', 'items', 'api', 'v1', 'me', 'health', 'books']
METHODS = ['GET', 'POST', 'PUT', 'DELETE']

def pattern():
    segs = []
    for _ in range(random.randint(0, 4)):
        segs.append(':' + random.choice(('id', 'cat', 'page', 'slug')) if random.random() < 0.3 else random.choice(WORDS))
    return '/' + '/'.join(segs)

def concrete(pat):
    segs = [random.choice(WORDS + ['7', '42', 'abc']) if s.startswith(':') else s for s in pat.split('/') if s]
    path = '/' + '/'.join(segs)
    if random.random() < 0.2:
        path += '/'
    if random.random() < 0.2:
        path += '?tab=posts&x=/a/b'
    return path

if mode == 'miss':
    # every route is long and specific; requests use other words, so each scans all routes
    routes = ['GET /api/v1/users/%d/:id' % i for i in range(n)]
    reqs = ['GET /api/v1/posts/%d/9' % random.randrange(n) for _ in range(m)]
else:
    routes = ['%s %s' % (random.choice(METHODS + ['ALL'] if mode == 'random' else METHODS), pattern()) for _ in range(n)]
    reqs = []
    for _ in range(m):
        if routes and random.random() < 0.7:
            path = concrete(random.choice(routes).split()[1])
        else:
            path = concrete(pattern())
        reqs.append('%s %s' % (random.choice(METHODS + ['HEAD']), path))
print(n)
for r in routes:
    print(r)
print(m)
for r in reqs:
    print(r)
`,
        tests: [
          { args: '1000 1000 random', label: 'n = m = 1,000, mixed routes' },
          { args: '1000 1000 methods', label: 'n = m = 1,000, no ALL routes' },
          { args: '1000 100 miss', label: 'n = 1,000, m = 100, no request matches' },
          { args: '0 1000 random', label: 'n = 0, m = 1,000' },
          { args: '1000 0 random', label: 'n = 1,000, m = 0' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 0 <= n <= 1000, 'n out of range'
for line in lines[1:n + 1]:
    assert re.fullmatch(r'[A-Z]+ /\\S*', line), 'bad route: ' + line
m = int(lines[n + 1])
assert 0 <= m <= 1000, 'm out of range'
for line in lines[n + 2:n + 2 + m]:
    assert re.fullmatch(r'[A-Z]+ /\\S*', line), 'bad request: ' + line
assert all(line.strip() == '' for line in lines[n + 2 + m:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'never-405',
            language: 'python3',
            mustFail: 'WA',
            why: 'Answers 404 whenever no route matches, even when the path matches a route with another method (405)',
            source: `import sys


def segs(path):
    return [s for s in path.split('?', 1)[0].split('/') if s]


def match(pattern, path):
    p, q = segs(pattern), segs(path)
    if len(p) != len(q):
        return None
    params = []
    for a, b in zip(p, q):
        if a.startswith(':'):
            params.append('%s=%s' % (a[1:], b))
        elif a != b:
            return None
    return params


lines = sys.stdin.read().splitlines()
n = int(lines[0])
routes = [lines[1 + i].split() for i in range(n)]
m = int(lines[1 + n])
for j in range(m):
    method, path = lines[2 + n + j].split()
    result = '404'
    for rm, rp in routes:
        params = match(rp, path)
        if params is not None and (rm == 'ALL' or rm == method):
            result = ' '.join(['200', rm, rp] + params)
            break
    print(result)
`,
          },
          {
            name: 'raw-split',
            language: 'python3',
            mustFail: 'WA',
            why: 'Splits the raw path on / without dropping the query string and empty segments, so /users/7?tab=posts and trailing slashes do not match',
            source: `import sys


def match(pattern, path):
    p, q = pattern.split('/'), path.split('/')
    if len(p) != len(q):
        return None
    params = []
    for a, b in zip(p, q):
        if a.startswith(':'):
            params.append('%s=%s' % (a[1:], b))
        elif a != b:
            return None
    return params


lines = sys.stdin.read().splitlines()
n = int(lines[0])
routes = [lines[1 + i].split() for i in range(n)]
m = int(lines[1 + n])
for j in range(m):
    method, path = lines[2 + n + j].split()
    result = None
    path_seen = False
    for rm, rp in routes:
        params = match(rp, path)
        if params is None:
            continue
        path_seen = True
        if rm == 'ALL' or rm == method:
            result = ' '.join(['200', rm, rp] + params)
            break
    if result is None:
        result = '405' if path_seen else '404'
    print(result)
`,
          },
        ],
      },
    },
  ],
};
