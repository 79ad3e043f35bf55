import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'docker-7',
  order: 7,
  title: 'Multi-Container Apps with Docker Compose',
  description:
    'Describe a whole application stack in compose.yaml with services, networks, volumes, healthchecks and dependency ordering, and drive it with docker compose.',
  difficulty: 'Hard',
  testType: 'coding',
  objectives: [
    'Write a compose.yaml with services, volumes, networks and environment',
    'Control start-up order with depends_on and healthchecks',
    'Use the docker compose CLI for the development loop',
    'Work out a valid start-up order from service dependencies',
  ],
  lesson: `## From many commands to one file

Running an API, a database and a cache with separate \`docker run\` commands means remembering networks, volumes, ports and environment variables for each. **Docker Compose** describes the whole stack in one declarative file, \`compose.yaml\`, and the \`docker compose\` CLI (Compose v2, a Docker plugin) creates everything for you. The old top-level \`version:\` key is obsolete and should be left out.

\`\`\`yaml
services:
  api:
    build: .
    ports:
      - "8080:8000"
    environment:
      DATABASE_URL: postgres://app:\${DB_PASSWORD}@db:5432/app
      REDIS_URL: redis://cache:6379
    depends_on:
      db:
        condition: service_healthy
      cache:
        condition: service_started
  db:
    image: postgres:17
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: \${DB_PASSWORD}
    volumes:
      - pgdata:/var/lib/postgresql/data
    healthcheck:
      test: ["CMD-SHELL", "pg_isready -U app"]
      interval: 5s
      retries: 10
  cache:
    image: redis:7.4-alpine
volumes:
  pgdata:
\`\`\`

## What Compose does for you

Compose creates a **project** (named after the directory, or \`-p name\`). Every project gets a default network, and each service is reachable by its **service name**: the API connects to \`db:5432\` and \`cache:6379\`. Named volumes listed under \`volumes:\` are created once and reused. \`\${DB_PASSWORD}\` is interpolated from your shell or from a \`.env\` file next to \`compose.yaml\`.

## Start-up order and health

\`depends_on\` tells Compose which services must start first. Compose builds a dependency graph and starts services in **topological order**: a service starts only after everything it depends on. The graph must not contain a cycle, otherwise Compose refuses to start. Plain \`depends_on\` only waits for the dependency's container to *start*; with \`condition: service_healthy\` Compose waits until the dependency's **healthcheck** passes, so the API does not crash while PostgreSQL is still initialising. Services with no ordering constraint between them may start in parallel. Applications should still retry connections, because dependencies can restart later.

## The everyday commands

\`\`\`bash
docker compose up -d --build      # build if needed, create and start everything
docker compose ps                 # status of the project's services
docker compose logs -f api        # follow one service's logs
docker compose exec db psql -U app
docker compose run --rm api pytest
docker compose down               # stop and remove containers and networks
docker compose down -v            # ...and the named volumes too
docker compose watch              # sync and rebuild on file changes
\`\`\`

## Adapting to environments

\`compose.override.yaml\` is merged automatically on top of \`compose.yaml\`, a convenient place for development-only bind mounts. Extra files are combined with \`-f\`. **Profiles** (\`profiles: [debug]\`) keep optional services like admin tools off unless you run \`docker compose --profile debug up\`. Compose is ideal for development, CI and single-host deployments; across many hosts, orchestrators such as Kubernetes take over.

## Your challenge

Given each service's dependencies, compute the order in which Compose could start them, detecting undefined services and cycles.
`,
  overview: {
    whatYouWillLearn: [
      'Compose describes services, networks and volumes declaratively in one YAML file.',
      'Each project gets its own default network, so services reach each other by service name.',
      'depends_on controls start order, and condition: service_healthy waits until a healthcheck passes.',
      'Compose starts services in dependency order, which must form a directed acyclic graph.',
      'Environment variables can come from the file, an env_file or interpolation from a .env file.',
      'Profiles and override files adapt one base file to development, testing and production.',
    ],
    proTip:
      'Run docker compose config before up: it prints the fully resolved file with variables interpolated and overrides merged, so typos and wrong values show up before anything starts.',
  },
  mcqs: [],
  problems: [
    {
      id: 'compose-start-order',
      title: 'Compose Start-up Order',
      description: `Each input line describes one service of a Compose project: the service name, a colon, and then zero or more space-separated names of the services it depends on, for example \`api: db cache\`.

Compute a start-up order in which every service starts after all of its dependencies. When several services are ready at the same time, start the one whose name is alphabetically smallest first. Print the services in start order, one per line.

Errors, checked in this order:
1. If a service depends on a name that is not defined by any line, print \`error: service A depends on undefined service B\` for the first such dependency (in input order of lines, then of dependencies) and nothing else.
2. If the dependencies contain a cycle so that not every service can start, print \`error: dependency cycle\` and nothing else.

If there are no services, print nothing.`,
      examples: [
        {
          input: `proxy: api
api: db cache
db:
cache:
`,
          output: `cache
db
api
proxy`,
          explanation:
            'cache and db have no dependencies and start first in alphabetical order; api needs both, proxy needs api.',
        },
        {
          input: `api: db
worker: queue
db:
`,
          output: `error: service worker depends on undefined service queue`,
          explanation: 'worker depends on queue, which is not defined.',
        },
      ],
      constraints: [
        '0 <= number of services <= 100',
        'Service names contain lowercase letters, digits, - and _',
        'Each service is defined on exactly one line; a dependency may be listed at most once per service',
      ],
      testCases: [
        {
          input: `proxy: api
api: db cache
db:
cache:
`,
          expectedOutput: `cache
db
api
proxy`,
          hidden: false,
        },
        {
          input: `api: db
worker: queue
db:
`,
          expectedOutput: `error: service worker depends on undefined service queue`,
          hidden: false,
        },
        { input: ``, expectedOutput: ``, hidden: true },
        {
          input: `a: b
b: c
c: a
d:
`,
          expectedOutput: `error: dependency cycle`,
          hidden: true,
        },
        {
          input: `web:
`,
          expectedOutput: `web`,
          hidden: true,
        },
        {
          input: `z:
y: z
x: z
w: x y
m:
`,
          expectedOutput: `m
z
x
y
w`,
          hidden: true,
        },
        {
          input: `self: self
`,
          expectedOutput: `error: dependency cycle`,
          hidden: true,
        },
        {
          input: `b: a
a:
c: a
b2: c b
`,
          expectedOutput: `a
b
c
b2`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys, heapq
deps = {}
order = []
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    name, _, rest = line.partition(':')
    name = name.strip()
    deps[name] = rest.split()
    order.append(name)
for s in order:
    for d in deps[s]:
        if d not in deps:
            print('error: service %s depends on undefined service %s' % (s, d))
            sys.exit(0)
indeg = {s: len(deps[s]) for s in order}
users = {s: [] for s in order}
for s in order:
    for d in deps[s]:
        users[d].append(s)
heap = [s for s in order if indeg[s] == 0]
heapq.heapify(heap)
out = []
while heap:
    s = heapq.heappop(heap)
    out.append(s)
    for u in users[s]:
        indeg[u] -= 1
        if indeg[u] == 0:
            heapq.heappush(heap, u)
if len(out) != len(order):
    print('error: dependency cycle')
else:
    print('\\n'.join(out))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
pool = ['svc-%d' % i for i in range(n)] + ['db', 'cache', 'api', 'web', 'worker_1', 'proxy', 'queue']
random.shuffle(pool)
names = pool[:n]
deps = [[] for _ in range(n)]
for i in range(1, n):
    if mode == 'chain':
        deps[i] = [names[i - 1]]
    elif mode == 'star':
        deps[i] = [names[0]]
    else:
        deps[i] = random.sample(names[:i], min(i, random.randint(0, 4)))
if mode in ('cycle', 'undef'):
    a = random.randint(n // 2, n - 1)
    deps[0].append(names[a])
    for i in range(1, a + 1):
        if names[i - 1] not in deps[i]:
            deps[i].append(names[i - 1])
if mode == 'undef':
    deps[n - 1].append('missing-svc')
order = list(range(n))
random.shuffle(order)
if mode == 'undef':
    order.remove(n - 1)
    order.append(n - 1)
for i in order:
    print((names[i] + ': ' + ' '.join(deps[i])).rstrip())
`,
        tests: [
          { args: '100 dag', label: '100 services, random dependencies' },
          { args: '100 chain', label: '100 services in one chain' },
          { args: '100 star', label: '100 services that all need one' },
          { args: '100 cycle', label: '100 services with a long cycle' },
          {
            args: '100 undef',
            label: '100 services, a cycle and an undefined dependency on the last line',
          },
          { args: '2 dag', label: 'two services' },
        ],
        validator: `import re, sys
lines = sys.stdin.read().split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 100, 'more than 100 services'
NAME = re.compile(r'[a-z0-9_-]+')
seen = set()
for line in lines:
    name, colon, rest = line.partition(':')
    assert colon and NAME.fullmatch(name.strip()), 'bad service name'
    deps = rest.split()
    assert all(NAME.fullmatch(d) for d in deps), 'bad dependency name'
    assert len(set(deps)) == len(deps), 'dependency listed twice'
    assert name.strip() not in seen, 'service defined twice'
    seen.add(name.strip())
`,
        wrongSolutions: [
          {
            name: 'fifo-queue',
            language: 'python3',
            mustFail: 'WA',
            why: 'Uses a first-in first-out queue, so ready services start in discovery order instead of alphabetically',
            source: `import sys
from collections import deque
deps = {}
order = []
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    name, _, rest = line.partition(':')
    deps[name.strip()] = rest.split()
    order.append(name.strip())
for s in order:
    for d in deps[s]:
        if d not in deps:
            print('error: service %s depends on undefined service %s' % (s, d))
            sys.exit(0)
indeg = {s: len(deps[s]) for s in order}
users = {s: [] for s in order}
for s in order:
    for d in deps[s]:
        users[d].append(s)
q = deque(sorted(s for s in order if indeg[s] == 0))
out = []
while q:
    s = q.popleft()
    out.append(s)
    for u in users[s]:
        indeg[u] -= 1
        if indeg[u] == 0:
            q.append(u)
if len(out) != len(order):
    print('error: dependency cycle')
else:
    print('\\n'.join(out))
`,
          },
          {
            name: 'cycle-before-undefined',
            language: 'python3',
            mustFail: 'WA',
            why: 'Looks for a cycle before checking for undefined services, the reverse of the required order',
            source: `import sys, heapq
deps = {}
order = []
for line in sys.stdin.read().split('\\n'):
    if not line.strip():
        continue
    name, _, rest = line.partition(':')
    deps[name.strip()] = rest.split()
    order.append(name.strip())
indeg = {s: len([d for d in deps[s] if d in deps]) for s in order}
users = {s: [] for s in order}
for s in order:
    for d in deps[s]:
        if d in deps:
            users[d].append(s)
heap = [s for s in order if indeg[s] == 0]
heapq.heapify(heap)
out = []
while heap:
    s = heapq.heappop(heap)
    out.append(s)
    for u in users[s]:
        indeg[u] -= 1
        if indeg[u] == 0:
            heapq.heappush(heap, u)
if len(out) != len(order):
    print('error: dependency cycle')
    sys.exit(0)
for s in order:
    for d in deps[s]:
        if d not in deps:
            print('error: service %s depends on undefined service %s' % (s, d))
            sys.exit(0)
print('\\n'.join(out))
`,
          },
        ],
      },
    },
  ],
};
