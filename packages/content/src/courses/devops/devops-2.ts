import type { ChapterContent } from '@app/shared/content.schemas';

export const chapter: ChapterContent = {
  id: 'devops-2',
  order: 2,
  title: 'Continuous Integration Pipelines',
  description:
    'Integrate code continuously with automated pipelines: triggers, stages and jobs, caching, parallelism and job dependencies, test strategy and keeping the main branch green.',
  difficulty: 'Medium',
  testType: 'coding',
  objectives: [
    'Explain continuous integration and why small, frequent merges matter',
    'Design pipelines with stages, jobs, dependencies and artifacts',
    'Speed pipelines up with caching, parallel jobs and the critical path',
    'Build a fast, reliable test strategy and handle flaky tests',
  ],
  lesson: `## What continuous integration is

**Continuous integration (CI)** is the practice of merging every developer's work into the shared main branch **frequently** (at least daily) and verifying each change automatically with a build and tests. Integrating small changes often means conflicts are small and bugs are found within minutes of being introduced, instead of during a painful "integration phase" weeks later. A CI server runs the checks, but the practice only works if the team merges often and treats a failing main branch as the top priority.

## Pipelines

A **pipeline** is triggered by an event (a push, a pull request, a tag, a schedule) and runs **jobs**, each in a fresh runner or container. GitHub Actions, GitLab CI, Jenkins, CircleCI and Buildkite all follow this model:

\`\`\`yaml
# .github/workflows/ci.yml
name: ci
on:
  pull_request:
  push:
    branches: [main]
jobs:
  lint:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 22, cache: npm }
      - run: npm ci
      - run: npm run lint
  test:
    runs-on: ubuntu-latest
    strategy:
      matrix: { shard: [1, 2, 3] }
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with: { node-version: 22, cache: npm }
      - run: npm ci
      - run: npm test -- --shard=\${{ matrix.shard }}/3
  build:
    needs: [lint, test]
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - uses: actions/upload-artifact@v4
        with: { name: dist, path: dist/ }
\`\`\`

Jobs without dependencies (\`lint\` and the three \`test\` shards) run **in parallel**; \`needs\` creates a dependency, so \`build\` starts only when both have finished. The pipeline is therefore a **directed acyclic graph** of jobs. Each job starts as soon as all its dependencies finish, and the total duration equals the longest chain of dependent jobs, the **critical path**. Speeding up a job that is not on the critical path does not make the pipeline faster.

## Making pipelines fast

- **Cache** dependency downloads keyed on the lockfile hash.
- **Parallelise**: split test suites into shards, run independent checks side by side.
- **Fail fast**: run cheap checks such as linting and type-checking early.
- **Build once**: produce an **artifact** (package, container image) once and reuse it in later stages instead of rebuilding.
- Run only what changed in monorepos with affected-project detection.

## A test strategy

The **test pyramid**: many fast, isolated **unit tests**; fewer **integration tests** that exercise real databases or services in containers; a small number of slow **end-to-end tests** through the UI. Add static analysis, dependency and secret scanning, and code coverage as signals.

**Flaky tests**, which pass or fail without code changes, destroy trust: people start rerunning pipelines until green. Track them, quarantine them out of the blocking path, and fix them quickly.

## Keeping main green

Protect the main branch: require pull requests, passing checks and review before merging. When main breaks anyway, the team **fixes or reverts immediately**. Merge queues test each change against the latest main before merging, so two individually green pull requests cannot combine into a red main.

## Your challenge

Compute when each job of a pipeline starts and ends, and the total duration, from job durations and dependencies.
`,
  overview: {
    whatYouWillLearn: [
      'Continuous integration means merging small changes to the main branch frequently, each verified by an automated build and tests.',
      'A pipeline is a graph of jobs triggered by events such as pushes and pull requests.',
      'Jobs without dependencies run in parallel, so pipeline duration is set by the longest chain of dependent jobs, the critical path.',
      'Caches speed up dependency installs, and artifacts pass build outputs between jobs.',
      'The test pyramid favours many fast unit tests and fewer slow end-to-end tests.',
      'A red main branch is fixed or reverted immediately, and flaky tests are quarantined and repaired.',
    ],
    proTip:
      'Aim for a CI pipeline that gives pull-request feedback in under ten minutes: find the critical path, parallelise independent jobs, cache dependencies and move slow end-to-end suites to a later stage.',
  },
  mcqs: [],
  problems: [
    {
      id: 'pipeline-schedule',
      title: 'Schedule a CI Pipeline',
      description: `Each input line describes a job: its name, its duration in minutes and zero or more names of jobs it needs, separated by spaces, for example \`deploy 3 test lint\`.

Assume unlimited runners: a job starts as soon as all the jobs it needs have finished (at minute 0 if it needs none) and ends \`duration\` minutes later.

Print one line per job in input order, \`name start end\`, followed by a line \`total T\`, where T is the time the last job finishes (0 if there are no jobs).

Errors, checked in this order:
1. If a job needs a name that no line defines, print \`error: job A needs unknown job B\` for the first such case (in input order of lines, then of needs) and nothing else.
2. If the dependencies contain a cycle, print \`error: cycle\` and nothing else.`,
      examples: [
        {
          input: `lint 2
test 8
build 5 lint test
deploy 3 build
`,
          output: `lint 0 2
test 0 8
build 8 13
deploy 13 16
total 16`,
          explanation:
            'lint and test run in parallel from minute 0; build waits for the slower test (8 minutes); deploy follows build.',
        },
        {
          input: `compile 4
package 2 compile sign
`,
          output: `error: job package needs unknown job sign`,
          explanation: 'package needs a job that is not defined.',
        },
      ],
      constraints: [
        '0 <= number of jobs <= 200',
        '0 <= duration <= 10^6',
        'Job names are unique and contain letters, digits, - and _',
      ],
      testCases: [
        {
          input: `lint 2
test 8
build 5 lint test
deploy 3 build
`,
          expectedOutput: `lint 0 2
test 0 8
build 8 13
deploy 13 16
total 16`,
          hidden: false,
        },
        {
          input: `compile 4
package 2 compile sign
`,
          expectedOutput: `error: job package needs unknown job sign`,
          hidden: false,
        },
        { input: ``, expectedOutput: `total 0`, hidden: true },
        {
          input: `a 1 c
b 2 a
c 3 b
`,
          expectedOutput: `error: cycle`,
          hidden: true,
        },
        {
          input: `solo 0
`,
          expectedOutput: `solo 0 0
total 0`,
          hidden: true,
        },
        {
          input: `e2e 30 deploy-staging
deploy-staging 5 build
unit 6
build 10 unit lint
lint 1
docs 45
`,
          expectedOutput: `e2e 21 51
deploy-staging 16 21
unit 0 6
build 6 16
lint 0 1
docs 0 45
total 51`,
          hidden: true,
        },
        {
          input: `loop 1 loop
`,
          expectedOutput: `error: cycle`,
          hidden: true,
        },
        {
          input: `x 1000000
y 1000000 x
z 1000000 x y
`,
          expectedOutput: `x 0 1000000
y 1000000 2000000
z 2000000 3000000
total 3000000`,
          hidden: true,
        },
      ],
      reference: {
        language: 'python3',
        source: `import sys
sys.setrecursionlimit(10000)
jobs = []
info = {}
for line in sys.stdin.read().split('\\n'):
    t = line.split()
    if not t:
        continue
    jobs.append(t[0])
    info[t[0]] = (int(t[1]), t[2:])
for j in jobs:
    for n in info[j][1]:
        if n not in info:
            print('error: job %s needs unknown job %s' % (j, n))
            sys.exit(0)
state = {}
end = {}
def visit(j):
    if state.get(j) == 1:
        raise ValueError
    if state.get(j) == 2:
        return end[j]
    state[j] = 1
    start = max([visit(n) for n in info[j][1]], default=0)
    end[j] = start + info[j][0]
    state[j] = 2
    return end[j]
try:
    for j in jobs:
        visit(j)
except ValueError:
    print('error: cycle')
    sys.exit(0)
for j in jobs:
    print(j, end[j] - info[j][0], end[j])
print('total', max(end.values(), default=0))
`,
      },
      judge: {
        generator: `import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
names = ['job-%d_%s' % (i, random.choice('abcxyz')) for i in range(n)]
needs = [[] for _ in range(n)]
dur = [random.randint(0, 10**6) for _ in range(n)]
if mode == 'chain':
    for i in range(1, n):
        needs[i] = [names[i - 1]]
    dur = [10**6] * n
elif mode in ('dag', 'cycle', 'unknown'):
    for i in range(1, n):
        needs[i] = random.sample(names[:i], min(i, random.randint(0, 5)))
elif mode == 'dense':
    for i in range(1, n):
        needs[i] = names[:i]
        random.shuffle(needs[i])
if mode == 'cycle':
    needs[0].append(names[n - 1])
    for i in range(1, n):
        if names[i - 1] not in needs[i]:
            needs[i].append(names[i - 1])
if mode == 'unknown':
    needs[0].append(names[n - 1])
    needs[n - 1].append('missing-job')
order = list(range(n))
if mode != 'inorder':
    random.shuffle(order)
if mode == 'unknown':
    order.remove(n - 1)
    order.append(n - 1)
for i in order:
    print(' '.join([names[i], str(dur[i])] + needs[i]))
`,
        tests: [
          { args: '200 dag', label: '200 jobs, random dependencies, shuffled lines' },
          { args: '200 chain', label: '200 jobs in one chain, longest durations' },
          { args: '200 dense', label: '200 jobs, each needs every earlier job' },
          { args: '200 cycle', label: '200 jobs with a cycle through all of them' },
          { args: '200 unknown', label: '200 jobs, a cycle and an unknown job on the last line' },
          { args: '1 dag', label: 'one job' },
        ],
        validator: `import re, sys
data = sys.stdin.read()
lines = data.split('\\n')
if lines and lines[-1] == '':
    lines.pop()
assert len(lines) <= 200, 'too many jobs'
NAME = re.compile(r'[A-Za-z0-9_-]+')
seen = set()
for line in lines:
    t = line.split(' ')
    assert len(t) >= 2, 'a job needs a name and a duration'
    assert all(NAME.fullmatch(x) for x in [t[0]] + t[2:]), 'bad name'
    assert re.fullmatch(r'[0-9]+', t[1]) and int(t[1]) <= 10**6, 'bad duration'
    assert t[0] not in seen, 'duplicate job name'
    seen.add(t[0])
`,
        wrongSolutions: [
          {
            name: 'input-order-pass',
            language: 'python3',
            mustFail: 'WA',
            why: 'Computes start times in one pass in input order, so a job listed before the jobs it needs starts too early, and cycles go unnoticed',
            source: `import sys
jobs = []
info = {}
for line in sys.stdin.read().split('\\n'):
    t = line.split()
    if t:
        jobs.append(t[0])
        info[t[0]] = (int(t[1]), t[2:])
for j in jobs:
    for n in info[j][1]:
        if n not in info:
            print('error: job %s needs unknown job %s' % (j, n))
            sys.exit(0)
end = {}
for j in jobs:
    start = max([end.get(n, 0) for n in info[j][1]], default=0)
    end[j] = start + info[j][0]
for j in jobs:
    print(j, end[j] - info[j][0], end[j])
print('total', max(end.values(), default=0))
`,
          },
          {
            name: 'cycle-before-unknown',
            language: 'python3',
            mustFail: 'WA',
            why: 'Checks for a cycle before checking unknown job names, the reverse of the required order',
            source: `import sys
jobs = []
info = {}
for line in sys.stdin.read().split('\\n'):
    t = line.split()
    if t:
        jobs.append(t[0])
        info[t[0]] = (int(t[1]), t[2:])
state = {}
end = {}
def visit(j):
    if j not in info:
        return 0
    if state.get(j) == 1:
        raise ValueError
    if state.get(j) == 2:
        return end[j]
    state[j] = 1
    end[j] = max([visit(n) for n in info[j][1]], default=0) + info[j][0]
    state[j] = 2
    return end[j]
sys.setrecursionlimit(10000)
try:
    for j in jobs:
        visit(j)
except ValueError:
    print('error: cycle')
    sys.exit(0)
for j in jobs:
    for n in info[j][1]:
        if n not in info:
            print('error: job %s needs unknown job %s' % (j, n))
            sys.exit(0)
for j in jobs:
    print(j, end[j] - info[j][0], end[j])
print('total', max(end.values(), default=0))
`,
          },
        ],
      },
    },
  ],
};
