import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-8',
  order: 8,
  title: 'Security, Performance and Federation in Production',
  description:
    'Protect a GraphQL API against abusive queries with depth and complexity limits and trusted documents, then scale it with caching and federation.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Explain why arbitrary queries are a denial-of-service risk',
    'Apply depth limits, complexity analysis and pagination caps',
    'Use persisted queries or trusted documents and control introspection',
    'Describe federation and how subgraphs compose into a supergraph',
  ],
  lesson: `## Clients write the queries

The flexibility of GraphQL is also its main risk: a client can request an enormous amount of work in a single small request. With cyclic relationships (a user has friends, who have friends...) a query can nest arbitrarily deep:

\`\`\`graphql
{ me { friends { friends { friends { friends { friends { name } } } } } } }
\`\`\`

Each level may multiply the number of resolver calls and database rows. Rate limiting by request count alone does not help, because one request can be as expensive as a million.

## Limits

- **Depth limiting** rejects documents nested deeper than a maximum, before execution. Depth counts nested fields along a path; fragments and inline fragments are expanded in place and add no level of their own; the introspection field \`__typename\` costs nothing.
- **Complexity analysis** assigns a cost to each field (1 by default, more for expensive fields, multiplied by list sizes such as \`first: 100\`) and rejects operations above a budget. Some APIs, like GitHub's, return the cost and remaining budget so clients can adapt.
- **Pagination caps**: require \`first\`/\`last\` arguments on list fields and enforce a maximum.
- **Timeouts** and limits on the number of aliases, operations per request (batching) and document size.

Libraries such as graphql-armor bundle these protections for Yoga and Apollo.

## Trusted documents

For first-party apps, the strongest defence is to accept only known operations. At build time, the client's operations are extracted and registered with the server as **persisted queries** (also called trusted documents); at runtime the client sends only a hash:

\`\`\`json
{ "extensions": { "persistedQuery": { "version": 1, "sha256Hash": "ecf4e..." } }, "variables": { "id": "7" } }
\`\`\`

Unknown queries are rejected. Bonus: small requests, and operations can be sent as cacheable GET requests. Disable or restrict **introspection** in production for private APIs, and turn off detailed error messages.

## Performance

Use DataLoader for batching, cache at several levels (HTTP/CDN caching for public GET queries, response caching per field with cache hints, Redis for expensive resolvers), and trace resolver timings with OpenTelemetry to find slow fields. Incremental delivery with \`@defer\` and \`@stream\` (supported by several servers ahead of full standardisation) lets slow parts of a response arrive later.

## Federation

Large organisations split one graph across teams. With **Apollo Federation** or similar composition tools, each team owns a **subgraph** service, entities are shared across subgraphs with \`@key\` directives, and a **router** composes them into one **supergraph** schema and plans how to execute each query across services:

\`\`\`graphql
type Product @key(fields: "id") { id: ID! name: String! price: Int! }
\`\`\`

The reviews subgraph can extend \`Product\` with a \`reviews\` field without touching the products service. Clients still see a single endpoint. In the exercise you implement the depth and field counting that a depth-limit rule performs.`,
  overview: {
    whatYouWillLearn: [
      'Why a single GraphQL request can be arbitrarily expensive',
      'How depth is measured with fragments and __typename',
      'Complexity budgets, pagination caps and other limits',
      'Persisted queries and trusted documents',
      'Caching, tracing and incremental delivery',
      'Subgraphs, entities with @key and the supergraph router',
    ],
    proTip:
      'Start production APIs with trusted documents and a depth limit of around 10 from day one; adding limits after clients exist is far harder.',
  },
  mcqs: [],
  problems: [
    {
      id: 'graphql-depth-limit',
      title: 'Query Depth and Field Count',
      description: `Validate a GraphQL document against a depth limit.

**Input:** the first line holds MAX. The rest of the input is a document containing exactly one operation (\`{ ... }\` or \`query|mutation|subscription [Name] [(variables)] { ... }\`) and any number of fragment definitions (\`fragment Name on Type { ... }\`), in any order.

Fields may have an alias (\`alias: field\`), arguments in parentheses (which may contain nested braces, brackets and double-quoted strings; ignore them), directives (\`@name\` optionally with arguments; ignore them) and a selection set. A selection set may contain fragment spreads \`...Name\` and inline fragments \`... on Type { ... }\`. Commas are insignificant.

**Counting:** expand fragments in place. The depth of a selection set is the maximum over its fields of 1 + the depth of the field's selection set (a leaf field has depth 1); fragment spreads and inline fragments contribute the depth of their contents without adding a level; fields named \`__typename\` are ignored. The field count is the number of fields in the expanded tree, excluding \`__typename\`.

**Output:** \`depth=D fields=F OK\` if D <= MAX, otherwise \`depth=D fields=F REJECTED\`.`,
      examples: [
        {
          input: '5\nquery GetUser { user(id: 1) { name posts { title } } }\n',
          output: 'depth=3 fields=4 OK',
          explanation:
            'user > posts > title is three levels; user, name, posts and title are four fields.',
        },
        {
          input:
            '3\n{ me { ...UserParts friends { ...UserParts } } }\nfragment UserParts on User { id __typename profile { avatar } }\n',
          output: 'depth=4 fields=8 REJECTED',
          explanation:
            'me > friends > profile > avatar has depth 4 after expanding the fragment twice.',
        },
      ],
      constraints: [
        'The document is at most 10 KB',
        'Fragments are not recursive; expanded, the query has at most 10^5 fields',
        '0 <= MAX <= 10^4',
        'Strings contain no escaped quotes',
      ],
      testCases: [
        {
          input: '5\nquery GetUser { user(id: 1) { name posts { title } } }\n',
          expectedOutput: 'depth=3 fields=4 OK',
          hidden: false,
        },
        {
          input:
            '3\n{ me { ...UserParts friends { ...UserParts } } }\nfragment UserParts on User { id __typename profile { avatar } }\n',
          expectedOutput: 'depth=4 fields=8 REJECTED',
          hidden: false,
        },
        {
          input:
            '10\nquery Search($q: String!, $f: Boolean = false) {\n  search(text: $q, filter: { tags: ["a", "b}"], limit: 5 }) @include(if: $f) {\n    ... on Book { title author { name } }\n    ... on Movie { title }\n  }\n}\n',
          expectedOutput: 'depth=3 fields=5 OK',
          hidden: true,
        },
        {
          input: '4\n{ a { b { c { d { e } } } } }\n',
          expectedOutput: 'depth=5 fields=5 REJECTED',
          hidden: true,
        },
        {
          input: '5\n{ a { b { c { d { e } } } } }\n',
          expectedOutput: 'depth=5 fields=5 OK',
          hidden: true,
        },
        {
          input: '2\nmutation { addPost(input: {title: "Hi"}) { id } }\n',
          expectedOutput: 'depth=2 fields=2 OK',
          hidden: true,
        },
        {
          input: '3\nfragment F on Query { x y }\nquery { ...F, ...F, z }\n',
          expectedOutput: 'depth=1 fields=5 OK',
          hidden: true,
        },
        {
          input:
            '1\n{ first: user(id: 1) @skip(if: false) { __typename } second: user(id: 2) { id } }\n',
          expectedOutput: 'depth=2 fields=3 REJECTED',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

sys.setrecursionlimit(20000)  # selection sets may nest a few thousand levels deep
data = sys.stdin.read()
first_nl = data.index(chr(10))
limit = int(data[:first_nl])
src = data[first_nl + 1:]

tokens = []
i = 0
while i < len(src):
    c = src[i]
    if c.isspace() or c == ',':
        i += 1
    elif c == '"':
        j = src.index('"', i + 1)
        tokens.append('STR')
        i = j + 1
    elif src.startswith('...', i):
        tokens.append('...')
        i += 3
    elif c.isalnum() or c == '_' or c == '$':
        j = i
        while j < len(src) and (src[j].isalnum() or src[j] in '_$'):
            j += 1
        tokens.append(src[i:j])
        i = j
    else:
        tokens.append(c)
        i += 1

pos = 0


def skip_group():
    global pos
    opening = tokens[pos]
    closing = {'(': ')', '{': '}', '[': ']'}[opening]
    level = 0
    while True:
        t = tokens[pos]
        if t == opening:
            level += 1
        elif t == closing:
            level -= 1
            if level == 0:
                pos += 1
                return
        pos += 1


def skip_directives():
    global pos
    while pos < len(tokens) and tokens[pos] == '@':
        pos += 2
        if pos < len(tokens) and tokens[pos] == '(':
            skip_group()


def parse_selection_set():
    global pos
    pos += 1
    items = []
    while tokens[pos] != '}':
        if tokens[pos] == '...':
            pos += 1
            if tokens[pos] == 'on':
                pos += 2
                skip_directives()
                items.append(('inline', parse_selection_set()))
            elif tokens[pos] == '{':
                items.append(('inline', parse_selection_set()))
            else:
                items.append(('spread', tokens[pos]))
                pos += 1
                skip_directives()
        else:
            name = tokens[pos]
            pos += 1
            if tokens[pos] == ':':
                name = tokens[pos + 1]
                pos += 2
            if tokens[pos] == '(':
                skip_group()
            skip_directives()
            sub = None
            if tokens[pos] == '{':
                sub = parse_selection_set()
            items.append(('field', name, sub))
    pos += 1
    return items


fragments = {}
operation = None
while pos < len(tokens):
    t = tokens[pos]
    if t == 'fragment':
        name = tokens[pos + 1]
        pos += 4
        skip_directives()
        fragments[name] = parse_selection_set()
    elif t == '{':
        operation = parse_selection_set()
    else:
        pos += 1
        if tokens[pos] not in ('{', '(', '@'):
            pos += 1
        if tokens[pos] == '(':
            skip_group()
        skip_directives()
        operation = parse_selection_set()


def measure(items):
    depth, count = 0, 0
    for it in items:
        if it[0] == 'field':
            if it[1] == '__typename':
                continue
            d, c = measure(it[2]) if it[2] else (0, 0)
            depth = max(depth, d + 1)
            count += c + 1
        else:
            inner = it[1] if it[0] == 'inline' else fragments[it[1]]
            d, c = measure(inner)
            depth = max(depth, d)
            count += c
    return depth, count


d, f = measure(operation)
print('depth=%d fields=%d %s' % (d, f, 'OK' if d <= limit else 'REJECTED'))
`,
      },
      judge: {
        generator: `import random, sys
sys.setrecursionlimit(20000)
args = sys.stdin.readline().split()
mode, limit = args[0], int(args[1])
random.seed(' '.join(args))
names = ['user', 'posts', 'title', 'author', 'name', 'id', 'friends', 'avatar', 'comments', 'body', 'search']
def arg():
    return random.choice(['', '(id: 1)', '(first: 10, after: "x}y")', '(filter: { tags: ["a", "b}"], limit: 5 })', '(q: $q)'])
def directive():
    return random.choice(['', '', ' @include(if: $f)', ' @skip(if: false)', ' @deprecated'])
def sel(depth, budget):
    parts = []
    for _ in range(random.randint(1, 3)):
        r = random.random()
        nm = random.choice(names)
        alias = random.choice(['', '', 'x' + nm + ': '])
        if r < 0.1:
            parts.append('__typename')
        elif r < 0.2 and depth > 0:
            parts.append('... on T' + directive() + ' { ' + sel(depth - 1, budget) + ' }')
        elif r < 0.3 and frags:
            parts.append('...' + random.choice(frags) + directive())
        elif depth > 0 and r < 0.7:
            parts.append(alias + nm + arg() + directive() + ' { ' + sel(depth - 1, budget) + ' }')
        else:
            parts.append(alias + nm + arg() + directive())
    return random.choice([' ', ', ', '\\n  ']).join(parts)
frags = []
defs = []
if mode == 'doubling':
    defs.append('fragment F0 on T { a b __typename }')
    for i in range(1, 15):
        defs.append('fragment F%d on T { ...F%d, ...F%d x%d { y } }' % (i, i - 1, i - 1, i))
    op = 'query Big { root { ...F14 } }'
elif mode == 'deep':
    d = 1600
    op = '{' + ' a {' * d + ' b' + ' }' * d + ' }'
else:
    for i in range(random.randint(0, 5)):
        body = sel(random.randint(0, 3), 0)
        defs.append('fragment P%d on T%s { %s }' % (i, directive(), body))
        frags.append('P%d' % i)
    head = random.choice(['', 'query', 'query Q', 'query Search($q: String!, $f: Boolean = false)', 'mutation M', 'subscription', 'query Q @live'])
    op = (head + ' ' if head else '') + '{ ' + sel(5 if mode == 'mixed' else 7, 0) + ' }'
doc = defs[:]
doc.insert(random.randint(0, len(doc)), op)
print(limit)
print('\\n'.join(doc))
`,
        tests: [
          { args: 'doubling 20', label: 'fragments doubling 14 times' },
          { args: 'deep 1600', label: '1,601 levels of fields, MAX = 1,600' },
          { args: 'deep 1601', label: '1,601 levels of fields, MAX = 1,601' },
          { args: 'mixed 5', label: 'fragments, inline fragments, arguments and directives' },
          { args: 'big 6', label: 'nested fragments and arguments' },
          { args: 'mixed 0', label: 'MAX = 0' },
        ],
        validator: `import sys

sys.setrecursionlimit(20000)  # selection sets may nest a few thousand levels deep
data = sys.stdin.read()
first_nl = data.index(chr(10))
limit = int(data[:first_nl])
assert str(limit) == data[:first_nl] and 0 <= limit <= 10**4, 'MAX out of range'
src = data[first_nl + 1:]
assert len(src.rstrip(chr(10)).encode()) <= 10240, 'document over 10 KB'
assert src.count(chr(34)) % 2 == 0, 'unterminated string'

tokens = []
i = 0
while i < len(src):
    c = src[i]
    if c.isspace() or c == ',':
        i += 1
    elif c == '"':
        j = src.index('"', i + 1)
        tokens.append('STR')
        i = j + 1
    elif src.startswith('...', i):
        tokens.append('...')
        i += 3
    elif c.isalnum() or c == '_' or c == '$':
        j = i
        while j < len(src) and (src[j].isalnum() or src[j] in '_$'):
            j += 1
        tokens.append(src[i:j])
        i = j
    else:
        tokens.append(c)
        i += 1

pos = 0


def skip_group():
    global pos
    opening = tokens[pos]
    closing = {'(': ')', '{': '}', '[': ']'}[opening]
    level = 0
    while True:
        t = tokens[pos]
        if t == opening:
            level += 1
        elif t == closing:
            level -= 1
            if level == 0:
                pos += 1
                return
        pos += 1


def skip_directives():
    global pos
    while pos < len(tokens) and tokens[pos] == '@':
        pos += 2
        if pos < len(tokens) and tokens[pos] == '(':
            skip_group()


def parse_selection_set():
    global pos
    pos += 1
    items = []
    while tokens[pos] != '}':
        if tokens[pos] == '...':
            pos += 1
            if tokens[pos] == 'on':
                pos += 2
                skip_directives()
                items.append(('inline', parse_selection_set()))
            elif tokens[pos] == '{':
                items.append(('inline', parse_selection_set()))
            else:
                items.append(('spread', tokens[pos]))
                pos += 1
                skip_directives()
        else:
            name = tokens[pos]
            pos += 1
            if tokens[pos] == ':':
                name = tokens[pos + 1]
                pos += 2
            if tokens[pos] == '(':
                skip_group()
            skip_directives()
            sub = None
            if tokens[pos] == '{':
                sub = parse_selection_set()
            items.append(('field', name, sub))
    pos += 1
    return items


fragments = {}
operation = None
ops = 0
while pos < len(tokens):
    t = tokens[pos]
    if t == 'fragment':
        name = tokens[pos + 1]
        pos += 4
        skip_directives()
        fragments[name] = parse_selection_set()
    elif t == '{':
        operation = parse_selection_set()
        ops += 1
    else:
        pos += 1
        if tokens[pos] not in ('{', '(', '@'):
            pos += 1
        if tokens[pos] == '(':
            skip_group()
        skip_directives()
        operation = parse_selection_set()
        ops += 1



assert ops == 1, 'exactly one operation'
state = {}
size = {}
def count(items):
    total = 0
    for it in items:
        if it[0] == 'field':
            total += 1 + (count(it[2]) if it[2] else 0)
        elif it[0] == 'inline':
            total += count(it[1])
        else:
            name = it[1]
            assert name in fragments, 'undefined fragment ' + name
            assert state.get(name) != 1, 'recursive fragment'
            if name not in size:
                state[name] = 1
                size[name] = count(fragments[name])
                state[name] = 2
            total += size[name]
        assert total <= 10**5, 'more than 10^5 fields after expansion'
    return total
count(operation)
for name in fragments:
    if name not in size:
        state[name] = 1
        size[name] = count(fragments[name])
        state[name] = 2
`,
        wrongSolutions: [
          {
            name: 'fragments-add-a-level',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts a fragment spread or an inline fragment as one more level of depth',
            source: `import sys

sys.setrecursionlimit(20000)  # selection sets may nest a few thousand levels deep
data = sys.stdin.read()
first_nl = data.index(chr(10))
limit = int(data[:first_nl])
src = data[first_nl + 1:]

tokens = []
i = 0
while i < len(src):
    c = src[i]
    if c.isspace() or c == ',':
        i += 1
    elif c == '"':
        j = src.index('"', i + 1)
        tokens.append('STR')
        i = j + 1
    elif src.startswith('...', i):
        tokens.append('...')
        i += 3
    elif c.isalnum() or c == '_' or c == '$':
        j = i
        while j < len(src) and (src[j].isalnum() or src[j] in '_$'):
            j += 1
        tokens.append(src[i:j])
        i = j
    else:
        tokens.append(c)
        i += 1

pos = 0


def skip_group():
    global pos
    opening = tokens[pos]
    closing = {'(': ')', '{': '}', '[': ']'}[opening]
    level = 0
    while True:
        t = tokens[pos]
        if t == opening:
            level += 1
        elif t == closing:
            level -= 1
            if level == 0:
                pos += 1
                return
        pos += 1


def skip_directives():
    global pos
    while pos < len(tokens) and tokens[pos] == '@':
        pos += 2
        if pos < len(tokens) and tokens[pos] == '(':
            skip_group()


def parse_selection_set():
    global pos
    pos += 1
    items = []
    while tokens[pos] != '}':
        if tokens[pos] == '...':
            pos += 1
            if tokens[pos] == 'on':
                pos += 2
                skip_directives()
                items.append(('inline', parse_selection_set()))
            elif tokens[pos] == '{':
                items.append(('inline', parse_selection_set()))
            else:
                items.append(('spread', tokens[pos]))
                pos += 1
                skip_directives()
        else:
            name = tokens[pos]
            pos += 1
            if tokens[pos] == ':':
                name = tokens[pos + 1]
                pos += 2
            if tokens[pos] == '(':
                skip_group()
            skip_directives()
            sub = None
            if tokens[pos] == '{':
                sub = parse_selection_set()
            items.append(('field', name, sub))
    pos += 1
    return items


fragments = {}
operation = None
while pos < len(tokens):
    t = tokens[pos]
    if t == 'fragment':
        name = tokens[pos + 1]
        pos += 4
        skip_directives()
        fragments[name] = parse_selection_set()
    elif t == '{':
        operation = parse_selection_set()
    else:
        pos += 1
        if tokens[pos] not in ('{', '(', '@'):
            pos += 1
        if tokens[pos] == '(':
            skip_group()
        skip_directives()
        operation = parse_selection_set()


def measure(items):
    depth, count = 0, 0
    for it in items:
        if it[0] == 'field':
            if it[1] == '__typename':
                continue
            d, c = measure(it[2]) if it[2] else (0, 0)
            depth = max(depth, d + 1)
            count += c + 1
        else:
            inner = it[1] if it[0] == 'inline' else fragments[it[1]]
            d, c = measure(inner)
            depth = max(depth, d + 1)
            count += c
    return depth, count


d, f = measure(operation)
print('depth=%d fields=%d %s' % (d, f, 'OK' if d <= limit else 'REJECTED'))
`,
          },
          {
            name: 'fragment-counted-once',
            language: 'python3',
            mustFail: 'WA',
            why: 'Counts the fields of a fragment only at its first spread instead of at every spread',
            source: `import sys

sys.setrecursionlimit(20000)  # selection sets may nest a few thousand levels deep
data = sys.stdin.read()
first_nl = data.index(chr(10))
limit = int(data[:first_nl])
src = data[first_nl + 1:]

tokens = []
i = 0
while i < len(src):
    c = src[i]
    if c.isspace() or c == ',':
        i += 1
    elif c == '"':
        j = src.index('"', i + 1)
        tokens.append('STR')
        i = j + 1
    elif src.startswith('...', i):
        tokens.append('...')
        i += 3
    elif c.isalnum() or c == '_' or c == '$':
        j = i
        while j < len(src) and (src[j].isalnum() or src[j] in '_$'):
            j += 1
        tokens.append(src[i:j])
        i = j
    else:
        tokens.append(c)
        i += 1

pos = 0


def skip_group():
    global pos
    opening = tokens[pos]
    closing = {'(': ')', '{': '}', '[': ']'}[opening]
    level = 0
    while True:
        t = tokens[pos]
        if t == opening:
            level += 1
        elif t == closing:
            level -= 1
            if level == 0:
                pos += 1
                return
        pos += 1


def skip_directives():
    global pos
    while pos < len(tokens) and tokens[pos] == '@':
        pos += 2
        if pos < len(tokens) and tokens[pos] == '(':
            skip_group()


def parse_selection_set():
    global pos
    pos += 1
    items = []
    while tokens[pos] != '}':
        if tokens[pos] == '...':
            pos += 1
            if tokens[pos] == 'on':
                pos += 2
                skip_directives()
                items.append(('inline', parse_selection_set()))
            elif tokens[pos] == '{':
                items.append(('inline', parse_selection_set()))
            else:
                items.append(('spread', tokens[pos]))
                pos += 1
                skip_directives()
        else:
            name = tokens[pos]
            pos += 1
            if tokens[pos] == ':':
                name = tokens[pos + 1]
                pos += 2
            if tokens[pos] == '(':
                skip_group()
            skip_directives()
            sub = None
            if tokens[pos] == '{':
                sub = parse_selection_set()
            items.append(('field', name, sub))
    pos += 1
    return items


fragments = {}
operation = None
while pos < len(tokens):
    t = tokens[pos]
    if t == 'fragment':
        name = tokens[pos + 1]
        pos += 4
        skip_directives()
        fragments[name] = parse_selection_set()
    elif t == '{':
        operation = parse_selection_set()
    else:
        pos += 1
        if tokens[pos] not in ('{', '(', '@'):
            pos += 1
        if tokens[pos] == '(':
            skip_group()
        skip_directives()
        operation = parse_selection_set()


counted = set()


def measure(items):
    depth, count = 0, 0
    for it in items:
        if it[0] == 'field':
            if it[1] == '__typename':
                continue
            d, c = measure(it[2]) if it[2] else (0, 0)
            depth = max(depth, d + 1)
            count += c + 1
        else:
            inner = it[1] if it[0] == 'inline' else fragments[it[1]]
            d, c = measure(inner)
            depth = max(depth, d)
            if it[0] == 'spread':
                if it[1] in counted:
                    c = 0
                counted.add(it[1])
            count += c
    return depth, count


d, f = measure(operation)
print('depth=%d fields=%d %s' % (d, f, 'OK' if d <= limit else 'REJECTED'))
`,
          },
        ],
      },
    },
  ],
};
