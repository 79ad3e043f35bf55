import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'node-6',
  order: 6,
  title: 'Building an HTTP Server',
  description:
    'Create a web server with node:http, understand the request and response objects and parse raw HTTP.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Create an HTTP server and handle requests with node:http',
    'Read the method, URL, query and headers of a request',
    'Send status codes, headers and JSON bodies',
    'Parse a raw HTTP/1.1 request message',
  ],
  lesson: `## A server in a dozen lines

\`\`\`js
import http from 'node:http';

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, \`http://\${req.headers.host}\`);
  if (req.method === 'GET' && url.pathname === '/hello') {
    const name = url.searchParams.get('name') ?? 'world';
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: \`Hello, \${name}\` }));
    return;
  }
  res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
});

server.listen(3000, () => console.log('http://localhost:3000'));
\`\`\`

The callback runs once per request. \`req\` is a readable stream with the request line and headers already parsed; \`res\` is a writable stream you fill with a status, headers and a body, always finishing with \`end()\`. Forgetting \`end()\` leaves the client hanging.

## Anatomy of an HTTP/1.1 request

On the wire, a request is plain text:

\`\`\`http
POST /api/items?draft=true HTTP/1.1
Host: api.example.com
Content-Type: application/json
Content-Length: 15

{"name":"pen"}
\`\`\`

The **request line** has three parts: method, request target (path plus optional query) and protocol version. **Header lines** follow as \`Name: value\`; names are case-insensitive, which is why Node exposes them lower-cased in \`req.headers\`. When a header appears several times, Node joins most of them into one comma-separated value. An empty line ends the headers; the **body** follows, its size given by \`Content-Length\` or chunked encoding. HTTP/1.1 requires a \`Host\` header, and servers answer **400 Bad Request** when it is missing or the request line is malformed.

## Reading the body

Because \`req\` is a stream, the body arrives in chunks:

\`\`\`js
async function readJson(req, limit = 1_000_000) {
  let size = 0;
  const chunks = [];
  for await (const chunk of req) {
    size += chunk.length;
    if (size > limit) throw Object.assign(new Error('Too large'), { status: 413 });
    chunks.push(chunk);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}
\`\`\`

Always cap the size: an attacker can otherwise send gigabytes.

## Status codes and headers to know

Use 200 OK, 201 Created (with a \`Location\` header), 204 No Content, 400 for invalid input, 401 when authentication is missing, 403 when it is insufficient, 404, 409 for conflicts, 422 for validation errors and 500 for bugs. Set \`Content-Type\` on every body.

## Graceful shutdown

On \`SIGTERM\` (sent by Docker and Kubernetes), stop accepting connections with \`server.close()\`, let in-flight requests finish, close database pools, then exit. In practice you will use a framework for routing and parsing (next chapter), but every framework is built on exactly these objects. In the exercise you parse raw requests the way Node's HTTP parser does.`,
  overview: {
    whatYouWillLearn: [
      'The request and response objects of node:http',
      'Parsing URLs and query strings with the URL class',
      'The request line, headers and body of an HTTP/1.1 message',
      'Why header names are case-insensitive and how duplicates are combined',
      'Reading request bodies as streams with a size limit',
      'Status codes and graceful shutdown',
    ],
    proTip:
      'Test raw requests with curl -v or printf piped into nc; seeing the exact bytes demystifies most HTTP bugs.',
  },
  mcqs: [],
  problems: [
    {
      id: 'node-parse-http',
      title: 'Parse an HTTP Request',
      description: `Parse a raw HTTP request the way a server does.

**Input:** the request text. The first line is the request line \`METHOD TARGET VERSION\`. The following lines are headers \`Name: value\` up to the first empty line or the end of input; anything after the empty line is the body and is ignored.

**Validation:** print only \`400 Bad Request\` if the request line does not have exactly three space-separated parts, if VERSION does not start with \`HTTP/1.\`, or if VERSION is \`HTTP/1.1\` and there is no Host header.

**Output otherwise:**
- \`method METHOD\`
- \`path PATH\` (the target before any \`?\`)
- \`query KEY=VALUE\` for each \`&\`-separated query parameter in order (a parameter without \`=\` has an empty value; no query means no lines)
- \`header name=value\` for each header name in order of first appearance, names lower-cased, values trimmed; repeated headers are joined with \`, \` in order.`,
      examples: [
        {
          input: 'GET /search?q=node&page=2 HTTP/1.1\nHost: example.com\nAccept: */*\n\n',
          output:
            'method GET\npath /search\nquery q=node\nquery page=2\nheader host=example.com\nheader accept=*/*',
          explanation: 'Two query parameters and two headers.',
        },
        {
          input: 'GET /\n',
          output: '400 Bad Request',
          explanation: 'The request line is missing the version.',
        },
      ],
      constraints: ['The request has at most 200 lines', 'Header names contain no colon'],
      testCases: [
        {
          input: 'GET /search?q=node&page=2 HTTP/1.1\nHost: example.com\nAccept: */*\n\n',
          expectedOutput:
            'method GET\npath /search\nquery q=node\nquery page=2\nheader host=example.com\nheader accept=*/*',
          hidden: false,
        },
        { input: 'GET /\n', expectedOutput: '400 Bad Request', hidden: false },
        {
          input:
            'POST /api/items HTTP/1.1\nHost: api.test\nContent-Type: application/json\nAccept: text/html\naccept: application/json\nContent-Length: 14\n\n{"name":"pen"}\n',
          expectedOutput:
            'method POST\npath /api/items\nheader host=api.test\nheader content-type=application/json\nheader accept=text/html, application/json\nheader content-length=14',
          hidden: true,
        },
        {
          input: 'GET /admin HTTP/1.1\nAccept: */*\n\n',
          expectedOutput: '400 Bad Request',
          hidden: true,
        },
        { input: 'GET / HTTP/1.0\n', expectedOutput: 'method GET\npath /', hidden: true },
        {
          input:
            'DELETE /users/7?force&dry=1 HTTP/1.1\nHost:    localhost:3000   \nX-Trace-Id: abc\n',
          expectedOutput:
            'method DELETE\npath /users/7\nquery force=\nquery dry=1\nheader host=localhost:3000\nheader x-trace-id=abc',
          hidden: true,
        },
        {
          input: 'GET / HTTP/2.0\nHost: a.test\n\n',
          expectedOutput: '400 Bad Request',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
parts = lines[0].split(' ') if lines else []
if len(parts) != 3 or not parts[2].startswith('HTTP/1.'):
    print('400 Bad Request')
    sys.exit(0)
method, target, version = parts
names = []
values = {}
for line in lines[1:]:
    if line.strip() == '':
        break
    name, value = line.split(':', 1)
    name = name.strip().lower()
    value = value.strip()
    if name in values:
        values[name] += ', ' + value
    else:
        names.append(name)
        values[name] = value
if version == 'HTTP/1.1' and 'host' not in values:
    print('400 Bad Request')
    sys.exit(0)
path, _, query = target.partition('?')
out = ['method ' + method, 'path ' + path]
if query:
    for pair in query.split('&'):
        k, _, v = pair.partition('=')
        out.append('query %s=%s' % (k, v))
for name in names:
    out.append('header %s=%s' % (name, values[name]))
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
k, mode = int(args[0]), args[1]
random.seed(' '.join(args))
NAMES = ['Host', 'Accept', 'Content-Type', 'X-Trace-Id', 'Cookie', 'Cache-Control', 'User-Agent']
VALUES = ['example.com', 'localhost:3000', '*/*', 'text/html', 'a=1; b=2', 'no-cache', 'Mozilla/5.0 (X11)']

def mixcase(s):
    return ''.join(ch.upper() if random.random() < 0.3 else ch.lower() for ch in s)

def target():
    path = '/' + '/'.join(random.choice(('api', 'users', '7', 'search', 'items')) for _ in range(random.randint(0, 3)))
    if random.random() < 0.7:
        params = []
        for _ in range(random.randint(1, 4)):
            key = random.choice(('q', 'page', 'force', 'sort', 'x'))
            params.append(key if random.random() < 0.2 else key + '=' + random.choice(('node', '2', '', 'a=b')))
        path += '?' + '&'.join(params)
    return path

method = random.choice(('GET', 'POST', 'PUT', 'DELETE', 'PATCH'))
version = {'nohost': 'HTTP/1.1', 'v10': 'HTTP/1.0', 'badversion': 'HTTP/2.0'}.get(mode, 'HTTP/1.1')
lines = ['%s %s %s' % (method, target(), version)]
if mode == 'badline':
    lines[0] = '%s %s' % (method, target())
headers = []
for i in range(k):
    if mode == 'repeats':
        name = 'Accept'
    else:
        name = random.choice(NAMES[1:] if mode in ('nohost', 'v10') else NAMES)
    headers.append('%s:%s%s%s' % (mixcase(name), ' ' * random.randint(0, 3), random.choice(VALUES), ' ' * random.randint(0, 2)))
if mode not in ('nohost', 'v10'):
    headers.insert(random.randint(0, len(headers)), 'Host: example.com')
lines += headers
lines += ['', '{"body": "Ignored: yes"}', 'Host: not-a-header']
print('\\n'.join(lines))
`,
        tests: [
          { args: '195 valid', label: '200 lines, HTTP/1.1 with Host' },
          { args: '195 repeats', label: '200 lines, one header repeated' },
          { args: '100 nohost', label: 'HTTP/1.1 without Host' },
          { args: '100 v10', label: 'HTTP/1.0 without Host' },
          { args: '10 badversion', label: 'HTTP/2.0 request line' },
          { args: '10 badline', label: 'request line with two parts' },
        ],
        validator: `import sys
lines = sys.stdin.read().splitlines()
assert 1 <= len(lines) <= 200, 'at most 200 lines'
for line in lines[1:]:
    if line.strip() == '':
        break
    assert ':' in line, 'a header line has a colon: ' + line
`,
        wrongSolutions: [
          {
            name: 'last-header-wins',
            language: 'python3',
            mustFail: 'WA',
            why: "Overwrites a repeated header instead of joining its values with ', '",
            source: `import sys

lines = sys.stdin.read().splitlines()
parts = lines[0].split(' ') if lines else []
if len(parts) != 3 or not parts[2].startswith('HTTP/1.'):
    print('400 Bad Request')
    sys.exit(0)
method, target, version = parts
headers = {}
for line in lines[1:]:
    if line.strip() == '':
        break
    name, value = line.split(':', 1)
    headers[name.strip().lower()] = value.strip()
if version == 'HTTP/1.1' and 'host' not in headers:
    print('400 Bad Request')
    sys.exit(0)
path, _, query = target.partition('?')
out = ['method ' + method, 'path ' + path]
if query:
    for pair in query.split('&'):
        k, _, v = pair.partition('=')
        out.append('query %s=%s' % (k, v))
for name, value in headers.items():
    out.append('header %s=%s' % (name, value))
print('\\n'.join(out))
`,
          },
          {
            name: 'no-host-check',
            language: 'python3',
            mustFail: 'WA',
            why: 'Accepts an HTTP/1.1 request without a Host header',
            source: `import sys

lines = sys.stdin.read().splitlines()
parts = lines[0].split(' ') if lines else []
if len(parts) != 3 or not parts[2].startswith('HTTP/1.'):
    print('400 Bad Request')
    sys.exit(0)
method, target, version = parts
names = []
values = {}
for line in lines[1:]:
    if line.strip() == '':
        break
    name, value = line.split(':', 1)
    name = name.strip().lower()
    value = value.strip()
    if name in values:
        values[name] += ', ' + value
    else:
        names.append(name)
        values[name] = value
path, _, query = target.partition('?')
out = ['method ' + method, 'path ' + path]
if query:
    for pair in query.split('&'):
        k, _, v = pair.partition('=')
        out.append('query %s=%s' % (k, v))
for name in names:
    out.append('header %s=%s' % (name, values[name]))
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
