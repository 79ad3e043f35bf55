import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'angular-5',
  order: 5,
  title: 'Services and Dependency Injection',
  description: 'Share logic with injectable services and master the hierarchical injector that resolves them.',
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
    proTip: 'Provide a service in a component only when you really want one instance per component subtree, such as a form wizard state; otherwise use providedIn root.',
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
          input: '4\nApp -\nDashboard App\nWidget Dashboard\nSettings App\n4\nroot Logger ConsoleLogger\nDashboard Logger DashLogger\nWidget Theme Dark\nroot Theme Light\n4\nWidget Logger\nSettings Logger\nWidget Theme\nWidget Theme skipSelf\n',
          output: 'DashLogger (from Dashboard)\nConsoleLogger (from root)\nDark (from Widget)\nLight (from root)',
          explanation: 'Widget finds Logger on its parent Dashboard; skipSelf ignores Widget\'s own Theme.',
        },
        {
          input: '2\nApp -\nDashboard App\n1\nDashboard Logger DashLogger\n3\nApp Cache\nApp Cache optional\nDashboard Logger self\n',
          output: 'NullInjectorError: No provider for Cache!\nnull\nDashLogger (from Dashboard)',
          explanation: 'Nothing provides Cache; optional turns the error into null.',
        },
      ],
      constraints: ['1 <= n <= 1000', '0 <= m, q <= 1000', 'No component is named root'],
      testCases: [
        { input: '4\nApp -\nDashboard App\nWidget Dashboard\nSettings App\n4\nroot Logger ConsoleLogger\nDashboard Logger DashLogger\nWidget Theme Dark\nroot Theme Light\n4\nWidget Logger\nSettings Logger\nWidget Theme\nWidget Theme skipSelf\n', expectedOutput: 'DashLogger (from Dashboard)\nConsoleLogger (from root)\nDark (from Widget)\nLight (from root)', hidden: false },
        { input: '2\nApp -\nDashboard App\n1\nDashboard Logger DashLogger\n3\nApp Cache\nApp Cache optional\nDashboard Logger self\n', expectedOutput: 'NullInjectorError: No provider for Cache!\nnull\nDashLogger (from Dashboard)', hidden: false },
        { input: '2\nApp -\nChild App\n1\nroot Http RealHttp\n2\nChild Http self\nChild Http self optional\n', expectedOutput: 'NullInjectorError: No provider for Http!\nnull', hidden: true },
        { input: '1\nApp -\n3\nroot Api v1\nroot Api v2\nApp Api mock\n2\nApp Api\nApp Api skipSelf\n', expectedOutput: 'mock (from App)\nv2 (from root)', hidden: true },
        { input: '5\nA -\nB A\nC B\nD C\nE D\n2\nB Store s1\nD Store s2\n4\nE Store\nD Store skipSelf\nC Store\nA Store optional\n', expectedOutput: 's2 (from D)\ns1 (from B)\ns1 (from B)\nnull', hidden: true },
        { input: '1\nApp -\n0\n1\nApp Router\n', expectedOutput: 'NullInjectorError: No provider for Router!', hidden: true },
        { input: '3\nShell -\nEditor Shell\nToolbar Editor\n2\nEditor UndoStack stackA\nShell UndoStack shellStack\n2\nToolbar UndoStack skipSelf\nEditor UndoStack skipSelf\n', expectedOutput: 'stackA (from Editor)\nshellStack (from Shell)', hidden: true },
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
    },
  ],
};
