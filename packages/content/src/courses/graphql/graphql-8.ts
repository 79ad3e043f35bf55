import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'graphql-8',
  order: 8,
  title: 'Security, Performance and Federation in Production',
  description: 'Protect a GraphQL API against abusive queries with depth and complexity limits and trusted documents, then scale it with caching and federation.',
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
    proTip: 'Start production APIs with trusted documents and a depth limit of around 10 from day one; adding limits after clients exist is far harder.',
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
          explanation: 'user > posts > title is three levels; user, name, posts and title are four fields.',
        },
        {
          input: '3\n{ me { ...UserParts friends { ...UserParts } } }\nfragment UserParts on User { id __typename profile { avatar } }\n',
          output: 'depth=4 fields=8 REJECTED',
          explanation: 'me > friends > profile > avatar has depth 4 after expanding the fragment twice.',
        },
      ],
      constraints: ['The document is at most 10 KB', 'Fragments are not recursive', 'Strings contain no escaped quotes'],
      testCases: [
        { input: '5\nquery GetUser { user(id: 1) { name posts { title } } }\n', expectedOutput: 'depth=3 fields=4 OK', hidden: false },
        { input: '3\n{ me { ...UserParts friends { ...UserParts } } }\nfragment UserParts on User { id __typename profile { avatar } }\n', expectedOutput: 'depth=4 fields=8 REJECTED', hidden: false },
        { input: '10\nquery Search($q: String!, $f: Boolean = false) {\n  search(text: $q, filter: { tags: ["a", "b}"], limit: 5 }) @include(if: $f) {\n    ... on Book { title author { name } }\n    ... on Movie { title }\n  }\n}\n', expectedOutput: 'depth=3 fields=5 OK', hidden: true },
        { input: '4\n{ a { b { c { d { e } } } } }\n', expectedOutput: 'depth=5 fields=5 REJECTED', hidden: true },
        { input: '5\n{ a { b { c { d { e } } } } }\n', expectedOutput: 'depth=5 fields=5 OK', hidden: true },
        { input: '2\nmutation { addPost(input: {title: "Hi"}) { id } }\n', expectedOutput: 'depth=2 fields=2 OK', hidden: true },
        { input: '3\nfragment F on Query { x y }\nquery { ...F, ...F, z }\n', expectedOutput: 'depth=1 fields=5 OK', hidden: true },
        { input: '1\n{ first: user(id: 1) @skip(if: false) { __typename } second: user(id: 2) { id } }\n', expectedOutput: 'depth=2 fields=3 REJECTED', hidden: true },
      ],
      reference: {
        language: 'python3',
        source: `import sys

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
    },
  ],
};
