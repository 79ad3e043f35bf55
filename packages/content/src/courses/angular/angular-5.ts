import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-5',
  order: 5,
  title: 'Services and Dependency Injection',
  description:
    'Share logic with injectable services and master the hierarchical injector that resolves them.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Create injectable services and inject them with inject()',
    'Provide services at root, route and component level',
    'Trace how the injector hierarchy resolves a token',
    'Use injection tokens, factories and the optional, self and skipSelf flags',
  ],
  lesson: `## Services

Components should focus on presentation. Data access, business rules and shared state belong in **services**: plain classes marked \`@Injectable\`.

\`\`\`ts
import { Injectable, inject, signal } from '@angular/core';
import { HttpClient } from '@angular/common/http';

@Injectable({ providedIn: 'root' })
export class CartService {
  private http = inject(HttpClient);
  readonly items = signal<CartItem[]>([]);
  add(item: CartItem) { this.items.update((list) => [...list, item]); }
  checkout() { return this.http.post('/api/orders', this.items()); }
}

@Component({ selector: 'app-cart-badge', template: '{{ cart.items().length }}' })
export class CartBadge {
  protected cart = inject(CartService);
}
\`\`\`

\`providedIn: 'root'\` registers a single application-wide instance that is created lazily and removed from the bundle if never used (tree-shakable). The \`inject()\` function works in constructors and field initialisers of components, directives, pipes and services.

## The injector hierarchy

Angular has two layers of injectors. **Element injectors** belong to components and directives that declare \`providers\` in their decorator; each such component gets its **own instance**, shared by all its descendants. Above the component tree sit the **environment injectors**: the root injector configured by \`providedIn: 'root'\` and \`app.config.ts\`, plus child injectors for lazily loaded routes with \`providers\`.

When a component asks for a token, Angular looks in that component's element injector, then its parent's, and so on **up the component tree**; if no component provides it, it continues into the environment injectors up to the root. The **first** provider found wins. If nothing provides the token, Angular throws \`NullInjectorError: No provider for X!\`.

\`\`\`ts
@Component({ selector: 'app-editor', providers: [UndoStack], template: '...' })
export class Editor {}   // every editor, and its children, gets a separate UndoStack
\`\`\`

## Resolution flags

\`inject()\` accepts options that change the lookup:

- \`{ optional: true }\`: return \`null\` instead of throwing when nothing is found;
- \`{ self: true }\`: look only in the current component's injector;
- \`{ skipSelf: true }\`: start the search at the parent, useful when a component provides a token and also wants the outer instance.

## Tokens and providers

For values that are not classes, create an \`InjectionToken\`:

\`\`\`ts
export const API_URL = new InjectionToken<string>('API_URL');
providers: [
  { provide: API_URL, useValue: 'https://api.example.com' },
  { provide: Logger, useClass: ConsoleLogger },
  { provide: Clock, useFactory: () => new SystemClock() },
]
\`\`\`

Replacing a provider is also how tests swap real services for fakes. If the same token is provided twice in one injector, the last provider wins. In the exercise you resolve tokens through a hierarchy exactly as described.`,
  overview: {
    whatYouWillLearn: [
      'Why logic and state move into services',
      'providedIn root and tree-shakable providers',
      'Element injectors versus environment injectors',
      'How a token is resolved up the component tree to the root',
      'The optional, self and skipSelf options of inject()',
      'InjectionToken with useValue, useClass and useFactory',
    ],
    proTip:
      'Provide a service in a component only when you really want one instance per component subtree, such as a form wizard state; otherwise use providedIn root.',
  },
  mcqs: [],
  problems: [
    {
      id: 'angular-injector-lookup',
      title: 'Hierarchical Injector Lookup',
      description: `Resolve dependency injection tokens through Angular's injector hierarchy.

**Input:**
- a line with n, then n lines \`Component Parent\` (the root component has parent \`-\`);
- a line with m, then m provider lines \`INJECTOR TOKEN VALUE\`, where INJECTOR is a component name or \`root\`; if one injector provides the same token more than once, the last provider wins;
- a line with q, then q query lines \`COMPONENT TOKEN\` optionally followed by flags among \`optional\`, \`self\`, \`skipSelf\`.

**Resolution:** start at the component's own injector (at its parent with \`skipSelf\`), walk up the component tree and finally check \`root\`. With \`self\`, only the component's own injector is checked (never root). The first provider found wins.

**Output:** for each query \`VALUE (from INJECTOR)\`; if nothing is found print \`null\` when \`optional\` is given, otherwise \`NullInjectorError: No provider for TOKEN!\`.`,
      examples: [
        {
          input:
            '4\nApp -\nDashboard App\nWidget Dashboard\nSettings App\n4\nroot Logger ConsoleLogger\nDashboard Logger DashLogger\nWidget Theme Dark\nroot Theme Light\n4\nWidget Logger\nSettings Logger\nWidget Theme\nWidget Theme skipSelf\n',
          output:
            'DashLogger (from Dashboard)\nConsoleLogger (from root)\nDark (from Widget)\nLight (from root)',
          explanation:
            "Widget finds Logger on its parent Dashboard; skipSelf ignores Widget's own Theme.",
        },
        {
          input:
            '2\nApp -\nDashboard App\n1\nDashboard Logger DashLogger\n3\nApp Cache\nApp Cache optional\nDashboard Logger self\n',
          output: 'NullInjectorError: No provider for Cache!\nnull\nDashLogger (from Dashboard)',
          explanation: 'Nothing provides Cache; optional turns the error into null.',
        },
      ],
      constraints: ['1 <= n <= 1000', '0 <= m, q <= 1000', 'No component is named root'],
      testCases: [
        {
          input:
            '4\nApp -\nDashboard App\nWidget Dashboard\nSettings App\n4\nroot Logger ConsoleLogger\nDashboard Logger DashLogger\nWidget Theme Dark\nroot Theme Light\n4\nWidget Logger\nSettings Logger\nWidget Theme\nWidget Theme skipSelf\n',
          expectedOutput:
            'DashLogger (from Dashboard)\nConsoleLogger (from root)\nDark (from Widget)\nLight (from root)',
          hidden: false,
        },
        {
          input:
            '2\nApp -\nDashboard App\n1\nDashboard Logger DashLogger\n3\nApp Cache\nApp Cache optional\nDashboard Logger self\n',
          expectedOutput:
            'NullInjectorError: No provider for Cache!\nnull\nDashLogger (from Dashboard)',
          hidden: false,
        },
        {
          input:
            '2\nApp -\nChild App\n1\nroot Http RealHttp\n2\nChild Http self\nChild Http self optional\n',
          expectedOutput: 'NullInjectorError: No provider for Http!\nnull',
          hidden: true,
        },
        {
          input:
            '1\nApp -\n3\nroot Api v1\nroot Api v2\nApp Api mock\n2\nApp Api\nApp Api skipSelf\n',
          expectedOutput: 'mock (from App)\nv2 (from root)',
          hidden: true,
        },
        {
          input:
            '5\nA -\nB A\nC B\nD C\nE D\n2\nB Store s1\nD Store s2\n4\nE Store\nD Store skipSelf\nC Store\nA Store optional\n',
          expectedOutput: 's2 (from D)\ns1 (from B)\ns1 (from B)\nnull',
          hidden: true,
        },
        {
          input: '1\nApp -\n0\n1\nApp Router\n',
          expectedOutput: 'NullInjectorError: No provider for Router!',
          hidden: true,
        },
        {
          input:
            '3\nShell -\nEditor Shell\nToolbar Editor\n2\nEditor UndoStack stackA\nShell UndoStack shellStack\n2\nToolbar UndoStack skipSelf\nEditor UndoStack skipSelf\n',
          expectedOutput: 'stackA (from Editor)\nshellStack (from Shell)',
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys

lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
parent = {}
for _ in range(n):
    c, p = lines[pos].split(); pos += 1
    parent[c] = p
m = int(lines[pos]); pos += 1
providers = {}
for _ in range(m):
    inj, tok, val = lines[pos].split(); pos += 1
    providers[(inj, tok)] = val
q = int(lines[pos]); pos += 1
out = []
for _ in range(q):
    parts = lines[pos].split(); pos += 1
    comp, tok, flags = parts[0], parts[1], set(parts[2:])
    chain = []
    cur = comp
    while cur != '-':
        chain.append(cur)
        cur = parent[cur]
    if 'skipSelf' in flags:
        chain = chain[1:]
    if 'self' in flags:
        chain = chain[:1]
    else:
        chain.append('root')
    found = None
    for inj in chain:
        if (inj, tok) in providers:
            found = '%s (from %s)' % (providers[(inj, tok)], inj)
            break
    if found is None:
        found = 'null' if 'optional' in flags else 'NullInjectorError: No provider for %s!' % tok
    out.append(found)
print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, m, q, mode = int(args[0]), int(args[1]), int(args[2]), args[3]
random.seed(' '.join(args))
comps = ['C%d' % i for i in range(n)]
parent = ['-']
for i in range(1, n):
    if mode == 'deep':
        parent.append(comps[i - 1])
    else:
        parent.append(comps[random.randint(max(0, i - 5), i - 1)])
order = list(range(n))
random.shuffle(order)
print(n)
for i in order:
    print(comps[i], parent[i])
tokens = ['Logger', 'Http', 'Theme', 'Store', 'Cache']
print(m)
for j in range(m):
    inj = 'root' if random.random() < 0.1 else random.choice(comps)
    if mode == 'deep' and random.random() < 0.8:
        inj = random.choice(comps[:10])
    print(inj, random.choice(tokens), 'v%d' % j)
print(q)
flagsets = [[], [], ['optional'], ['self'], ['skipSelf'], ['self', 'optional'], ['skipSelf', 'optional'], ['optional', 'skipSelf']]
for _ in range(q):
    c = random.choice(comps[-50:]) if mode == 'deep' else random.choice(comps)
    print(' '.join([c, random.choice(tokens + ['Router'])] + random.choice(flagsets)))
`,
        tests: [
          { args: '1000 1000 1000 wide', label: 'n = 1,000, m = 1,000, q = 1,000' },
          {
            args: '1000 1000 1000 deep',
            label: 'a chain of 1,000 components, providers near the top',
          },
          { args: '1000 0 1000 wide', label: 'no providers' },
          { args: '1 5 20 wide', label: 'one component' },
          { args: '30 100 200 wide', label: 'many providers for few tokens' },
        ],
        validator: `import sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
pos = 0
n = int(lines[pos]); pos += 1
assert 1 <= n <= 1000, 'n out of range'
parent = {}
for _ in range(n):
    c, p = lines[pos].split(' '); pos += 1
    assert c not in parent and c != 'root' and c != '-', 'bad component name'
    parent[c] = p
assert list(parent.values()).count('-') == 1, 'exactly one root component'
for c in parent:
    seen = set()
    while c != '-':
        assert c in parent and c not in seen, 'parents must form a tree'
        seen.add(c)
        c = parent[c]
m = int(lines[pos]); pos += 1
assert 0 <= m <= 1000, 'm out of range'
for _ in range(m):
    inj, tok, val = lines[pos].split(' '); pos += 1
    assert inj == 'root' or inj in parent, 'unknown injector'
q = int(lines[pos]); pos += 1
assert 0 <= q <= 1000, 'q out of range'
for _ in range(q):
    p = lines[pos].split(' '); pos += 1
    assert len(p) >= 2 and p[0] in parent, 'unknown component'
    assert all(f in ('optional', 'self', 'skipSelf') for f in p[2:]), 'unknown flag'
assert pos == len(lines), 'extra lines'
`,
        wrongSolutions: [
          {
            name: 'self-checks-root',
            language: 'python3',
            mustFail: 'WA',
            why: 'With self still falls back to the root injector, but self looks only at the component itself',
            source: `import sys
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
parent = {}
for _ in range(n):
    c, p = lines[pos].split(); pos += 1
    parent[c] = p
m = int(lines[pos]); pos += 1
providers = {}
for _ in range(m):
    inj, tok, val = lines[pos].split(); pos += 1
    providers[(inj, tok)] = val
q = int(lines[pos]); pos += 1
out = []
for _ in range(q):
    parts = lines[pos].split(); pos += 1
    comp, tok, flags = parts[0], parts[1], set(parts[2:])
    chain = []
    cur = comp
    while cur != '-':
        chain.append(cur)
        cur = parent[cur]
    if 'skipSelf' in flags:
        chain = chain[1:]
    if 'self' in flags:
        chain = chain[:1]
    chain.append('root')
    found = None
    for inj in chain:
        if (inj, tok) in providers:
            found = '%s (from %s)' % (providers[(inj, tok)], inj)
            break
    if found is None:
        found = 'null' if 'optional' in flags else 'NullInjectorError: No provider for %s!' % tok
    out.append(found)
print('\\n'.join(out))
`,
          },
          {
            name: 'first-provider-wins',
            language: 'python3',
            mustFail: 'WA',
            why: 'Keeps the first provider when an injector provides a token twice, but the last one wins',
            source: `import sys
lines = sys.stdin.read().splitlines()
pos = 0
n = int(lines[pos]); pos += 1
parent = {}
for _ in range(n):
    c, p = lines[pos].split(); pos += 1
    parent[c] = p
m = int(lines[pos]); pos += 1
providers = {}
for _ in range(m):
    inj, tok, val = lines[pos].split(); pos += 1
    providers.setdefault((inj, tok), val)
q = int(lines[pos]); pos += 1
out = []
for _ in range(q):
    parts = lines[pos].split(); pos += 1
    comp, tok, flags = parts[0], parts[1], set(parts[2:])
    chain = []
    cur = comp
    while cur != '-':
        chain.append(cur)
        cur = parent[cur]
    if 'skipSelf' in flags:
        chain = chain[1:]
    if 'self' in flags:
        chain = chain[:1]
    else:
        chain.append('root')
    found = None
    for inj in chain:
        if (inj, tok) in providers:
            found = '%s (from %s)' % (providers[(inj, tok)], inj)
            break
    if found is None:
        found = 'null' if 'optional' in flags else 'NullInjectorError: No provider for %s!' % tok
    out.append(found)
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
