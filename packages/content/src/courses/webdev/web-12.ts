import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'web-12',
  order: 12,
  title: 'Web Security and Deployment',
  description:
    'Protect users with the same-origin policy, CORS, CSP and safe coding, then deploy a site over HTTPS.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Determine the origin of a URL and apply the same-origin policy',
    'Explain how CORS relaxes the same-origin policy and when preflights happen',
    'Prevent XSS and CSRF with escaping, CSP and cookie attributes',
    'Deploy a static or server-rendered site with HTTPS and caching headers',
  ],
  lesson: `## Origins and the same-origin policy

An **origin** is the combination of **scheme, host and port**. \`https://shop.example.com/cart\` has origin \`https://shop.example.com:443\` (the default port is implied). Two URLs are same-origin only if all three parts match: a different scheme (http vs https), a different host (even a subdomain like \`api.\` or \`www.\`) or a different port makes them cross-origin. Paths, queries and fragments do not matter, and scheme and host are compared case-insensitively.

The browser's **same-origin policy** stops a script from one origin reading responses or DOM from another. Without it, any site you visit could read your webmail in another tab.

## CORS

Sometimes you want cross-origin access, for example a front end on \`https://app.example.com\` calling \`https://api.example.com\`. **CORS** lets the server opt in with response headers:

\`\`\`http
Access-Control-Allow-Origin: https://app.example.com
Access-Control-Allow-Credentials: true
Access-Control-Allow-Methods: GET, POST, PUT
\`\`\`

For "non-simple" requests (methods other than GET/HEAD/POST, or custom headers such as \`Authorization\` or a JSON content type) the browser first sends an \`OPTIONS\` **preflight** and only proceeds if the server allows it. CORS is enforced by the browser; it is not a server-side access control mechanism, so the API must still authenticate every request.

## Cross-site scripting (XSS)

XSS happens when attacker-controlled text is interpreted as code in your page. Defend in layers: insert data with \`textContent\` or a framework that escapes by default; sanitise any HTML you must render (for example with DOMPurify); and add a **Content Security Policy** that forbids inline and foreign scripts:

\`\`\`http
Content-Security-Policy: default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'self'
\`\`\`

## Cookies and CSRF

Session cookies should be \`HttpOnly\` (not readable by JavaScript), \`Secure\` (HTTPS only) and \`SameSite=Lax\` or \`Strict\`, which stops the browser from attaching them to most cross-site requests and blunts **cross-site request forgery**. For state-changing forms, frameworks add CSRF tokens as a second layer.

## Deploying

Static sites (the \`dist/\` folder from your build) can be served by any CDN-backed host; server-rendered apps need a Node or other runtime, often as a container. Whatever you choose:

- Serve everything over **HTTPS** (free certificates from Let's Encrypt are automatic on most hosts) and add \`Strict-Transport-Security\` so browsers never downgrade.
- Cache hashed assets with \`Cache-Control: public, max-age=31536000, immutable\` and revalidate HTML with \`no-cache\`.
- Add \`X-Content-Type-Options: nosniff\` and a \`Referrer-Policy\`, and keep dependencies updated with \`npm audit\` or automated pull requests.

\`\`\`bash
npm run build
npx serve dist   # preview the production build locally before deploying
\`\`\`

In the exercise you implement the origin comparison that underpins all of this.`,
  overview: {
    whatYouWillLearn: [
      'What an origin is and how default ports are implied',
      'Why the same-origin policy exists',
      'How CORS headers and preflight requests work',
      'Layered XSS defences: escaping, sanitising and Content Security Policy',
      'Cookie attributes HttpOnly, Secure and SameSite against CSRF',
      'HTTPS, HSTS and caching headers for deployment',
    ],
    proTip:
      'Start a new CSP in Content-Security-Policy-Report-Only mode to see what would break before you enforce it.',
  },
  mcqs: [],
  problems: [
    {
      id: 'web-same-origin',
      title: 'Same-Origin Checker',
      description: `Decide whether pairs of URLs share the same origin.

Each URL has the form \`scheme://host[:port][rest]\` where the rest (if any) starts with \`/\`, \`?\` or \`#\`. The origin is (scheme, host, port); scheme and host are compared case-insensitively; a missing port means 80 for \`http\` and 443 for \`https\`.

**Input:** a line with n, then n lines each holding two URLs separated by one space.

**Output:** for each pair one line: \`same-origin\`, or \`cross-origin (X)\` where X is the first component that differs, checked in the order \`scheme\`, \`host\`, \`port\`.`,
      examples: [
        {
          input:
            '3\nhttps://example.com/a https://example.com/b?x=1\nhttps://example.com http://example.com\nhttps://example.com https://api.example.com\n',
          output: 'same-origin\ncross-origin (scheme)\ncross-origin (host)',
          explanation: 'Paths and queries do not matter; scheme and subdomain do.',
        },
        {
          input:
            '2\nhttp://site.test:80/index.html http://site.test/about\nhttps://site.test:8443/ https://site.test/\n',
          output: 'same-origin\ncross-origin (port)',
          explanation: 'Port 80 is the default for http; 8443 differs from the implied 443.',
        },
      ],
      constraints: [
        '1 <= n <= 1000',
        'Schemes are http or https',
        'Ports are decimal numbers without leading zeros',
      ],
      testCases: [
        {
          input:
            '3\nhttps://example.com/a https://example.com/b?x=1\nhttps://example.com http://example.com\nhttps://example.com https://api.example.com\n',
          expectedOutput: 'same-origin\ncross-origin (scheme)\ncross-origin (host)',
          hidden: false,
        },
        {
          input:
            '2\nhttp://site.test:80/index.html http://site.test/about\nhttps://site.test:8443/ https://site.test/\n',
          expectedOutput: 'same-origin\ncross-origin (port)',
          hidden: false,
        },
        {
          input: '1\nHTTPS://Example.COM/Path https://example.com:443/path#frag\n',
          expectedOutput: 'same-origin',
          hidden: true,
        },
        {
          input: '1\nhttp://a.test:443 https://a.test\n',
          expectedOutput: 'cross-origin (scheme)',
          hidden: true,
        },
        {
          input: '1\nhttps://a.test?next=http://b.test:81 https://a.test/\n',
          expectedOutput: 'same-origin',
          hidden: true,
        },
        {
          input: '1\nhttps://www.shop.test/cart https://shop.test/cart\n',
          expectedOutput: 'cross-origin (host)',
          hidden: true,
        },
        {
          input:
            '2\nhttp://localhost:3000/api http://localhost:5173\nhttp://localhost#x http://LOCALHOST:80/\n',
          expectedOutput: 'cross-origin (port)\nsame-origin',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys


def origin(url):
    scheme, rest = url.split('://', 1)
    scheme = scheme.lower()
    end = len(rest)
    for ch in '/?#':
        k = rest.find(ch)
        if k != -1 and k < end:
            end = k
    hostport = rest[:end]
    if ':' in hostport:
        host, port = hostport.split(':', 1)
        port = int(port)
    else:
        host = hostport
        port = 80 if scheme == 'http' else 443
    return scheme, host.lower(), port


lines = sys.stdin.read().splitlines()
n = int(lines[0])
for i in range(1, n + 1):
    a, b = lines[i].split()
    oa, ob = origin(a), origin(b)
    result = 'same-origin'
    for name, x, y in zip(('scheme', 'host', 'port'), oa, ob):
        if x != y:
            result = 'cross-origin (%s)' % name
            break
    print(result)
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
HOSTS = ['example.com', 'api.example.com', 'localhost', 'site.test', 'a.test', 'shop-1.test']
RESTS = ['', '/', '/a/b', '?next=http://b.test:81', '#frag', '/index.html?x=1#y', '?q=:8080']

def mixcase(s):
    return ''.join(ch.upper() if random.random() < 0.3 else ch for ch in s)

def url(scheme, host, port):
    s = scheme + '://' + host + ('' if port is None else ':%d' % port)
    return s + random.choice(RESTS)

def default(scheme):
    return 80 if scheme == 'http' else 443

lines = []
for _ in range(n):
    scheme = random.choice(('http', 'https'))
    host = random.choice(HOSTS)
    port = random.choice((None, None, default(scheme), 8080, 3000))
    a = url(mixcase(scheme) if mode == 'case' else scheme, mixcase(host) if mode == 'case' else host, port)
    if mode == 'same' or mode == 'case':
        # same origin, written differently: default port spelled out or left out, other case
        p2 = {None: default(scheme), default(scheme): None}.get(port, port)
        b = url(mixcase(scheme), mixcase(host), p2)
    else:
        s2 = random.choice((scheme, 'http', 'https'))
        b = url(s2, random.choice((host, host, random.choice(HOSTS))), random.choice((port, None, 80, 443, 8443)))
    lines.append(a + ' ' + b)
print(n)
print('\\n'.join(lines))
`,
        tests: [
          { args: '1000 random', label: 'n = 1,000, mixed pairs' },
          { args: '1000 same', label: 'n = 1,000, same origin written two ways' },
          { args: '1000 case', label: 'n = 1,000, mixed-case schemes and hosts' },
          { args: '1 random', label: 'n = 1' },
        ],
        validator: `import re, sys
URL = r'(?i:https?)://[A-Za-z0-9.-]+(?::(?:0|[1-9][0-9]*))?(?:[/?#]\\S*)?'
lines = sys.stdin.read().split('\\n')
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
assert len(lines) >= n + 1, 'expected n pairs'
for line in lines[1:n + 1]:
    assert re.fullmatch(URL + ' ' + URL, line), 'bad pair: ' + line
assert all(line.strip() == '' for line in lines[n + 1:]), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'no-default-port',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares ports as written, so http://x:80 and http://x count as different origins',
            source: `import sys


def origin(url):
    scheme, rest = url.split('://', 1)
    end = len(rest)
    for ch in '/?#':
        k = rest.find(ch)
        if k != -1 and k < end:
            end = k
    hostport = rest[:end]
    if ':' in hostport:
        host, port = hostport.split(':', 1)
    else:
        host, port = hostport, ''
    return scheme.lower(), host.lower(), port


lines = sys.stdin.read().splitlines()
n = int(lines[0])
for i in range(1, n + 1):
    a, b = lines[i].split()
    oa, ob = origin(a), origin(b)
    result = 'same-origin'
    for name, x, y in zip(('scheme', 'host', 'port'), oa, ob):
        if x != y:
            result = 'cross-origin (%s)' % name
            break
    print(result)
`,
          },
          {
            name: 'case-sensitive',
            language: 'python3',
            mustFail: 'WA',
            why: 'Compares scheme and host case-sensitively, so HTTPS://Example.COM differs from https://example.com',
            source: `import sys


def origin(url):
    scheme, rest = url.split('://', 1)
    end = len(rest)
    for ch in '/?#':
        k = rest.find(ch)
        if k != -1 and k < end:
            end = k
    hostport = rest[:end]
    if ':' in hostport:
        host, port = hostport.split(':', 1)
        port = int(port)
    else:
        host = hostport
        port = 80 if scheme.lower() == 'http' else 443
    return scheme, host, port


lines = sys.stdin.read().splitlines()
n = int(lines[0])
for i in range(1, n + 1):
    a, b = lines[i].split()
    oa, ob = origin(a), origin(b)
    result = 'same-origin'
    for name, x, y in zip(('scheme', 'host', 'port'), oa, ob):
        if x != y:
            result = 'cross-origin (%s)' % name
            break
    print(result)
`,
          },
        ],
      },
    },
  ],
};
