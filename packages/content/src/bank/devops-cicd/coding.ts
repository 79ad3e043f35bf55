import type { CodingProblem } from '@app/shared/content.schemas';

export const easyCoding: CodingProblem[] = [
  {
    id: 'dv-semver-bump',
    title: 'Next Version from Conventional Commits',
    description: `A release pipeline computes the next semantic version from the commit messages since the last
release. Messages follow Conventional Commits: \`type(scope)!: description\`, where \`(scope)\` and \`!\`
are optional and the type is case-insensitive.

- A breaking change bumps MAJOR and resets MINOR and PATCH: the message has \`!\` right before the
  colon, or contains \`BREAKING CHANGE:\` (or \`BREAKING-CHANGE:\`) anywhere.
- Otherwise any \`feat\` commit bumps MINOR and resets PATCH.
- Otherwise any \`fix\` or \`perf\` commit bumps PATCH.
- Otherwise (only \`docs\`, \`chore\`, \`ci\`, ... or messages that are not conventional) there is no release.

Only the highest bump applies, once.

**Input:** the current version \`MAJOR.MINOR.PATCH\`, then \`n\`, then \`n\` commit messages (one line each).

**Output:** \`next=<version> (<major|minor|patch>)\` or \`no release\`.`,
    examples: [
      {
        input: '1.2.3\n3\nfix: handle empty cart\nfeat(ui): dark mode\ndocs: update README\n',
        output: 'next=1.3.0 (minor)',
        explanation: 'A feat is the highest change, so MINOR goes up and PATCH resets: 1.3.0.',
      },
      {
        input: '0.9.12\n2\nfeat(api)!: remove v1 endpoints\nfix: typo\n',
        output: 'next=1.0.0 (major)',
        explanation: 'The ! marks a breaking change: 1.0.0.',
      },
    ],
    constraints: [
      '0 <= n <= 1000',
      'Version numbers fit in 32-bit integers.',
      'The type is the text before the optional (scope), ! and the colon, with no spaces.',
    ],
    testCases: [
      {
        input: '1.2.3\n3\nfix: handle empty cart\nfeat(ui): dark mode\ndocs: update README\n',
        expectedOutput: 'next=1.3.0 (minor)',
        hidden: false,
      },
      {
        input: '0.9.12\n2\nfeat(api)!: remove v1 endpoints\nfix: typo\n',
        expectedOutput: 'next=1.0.0 (major)',
        hidden: false,
      },
      { input: '2.0.0\n1\nchore: bump deps\n', expectedOutput: 'no release', hidden: true },
      { input: '2.0.0\n0\n', expectedOutput: 'no release', hidden: true },
      {
        input: '1.9.9\n2\nFIX: crash on start\nperf: faster parse\n',
        expectedOutput: 'next=1.9.10 (patch)',
        hidden: true,
      },
      {
        input: '3.4.5\n2\nrefactor: split module BREAKING CHANGE: config renamed\nfix: x\n',
        expectedOutput: 'next=4.0.0 (major)',
        hidden: true,
      },
      {
        input: '1.0.0\n3\nMerge branch main\nfeature: not a real type\nfeat : space before colon\n',
        expectedOutput: 'no release',
        hidden: true,
      },
      {
        input: '10.20.30\n4\nci: cache\nfeat: a\nfeat!: b\nfix(core): c\n',
        expectedOutput: 'next=11.0.0 (major)',
        hidden: true,
      },
      { input: '0.0.0\n1\nperf(db): index\n', expectedOutput: 'next=0.0.1 (patch)', hidden: true },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
TOP = 2**31 - 2
ver = '.'.join(str(random.choice((0, 1, 9, 99, TOP, random.randint(0, 10**6)))) for _ in range(3))
if n == 0:
    ver = '%d.%d.%d' % (TOP, TOP, TOP)
words = ['handle', 'empty', 'cart', 'wow!', 'see', 'BREAKING', 'CHANGE', 'x:', 'fix:', 'feat']
types = {'minor': ['feat', 'Feat', 'fix', 'docs', 'chore', 'feature', 'ci', 'FEAT'],
         'patch': ['fix', 'FIX', 'Perf', 'perf', 'docs', 'chore', 'refactor', 'Fix'],
         'upper': ['FEAT', 'Fix', 'FIX', 'Perf', 'Docs', 'CHORE'],
         'none': ['docs', 'chore', 'ci', 'refactor', 'style', 'feature', 'fixes', 'test'],
         'major': ['feat', 'fix', 'docs', 'chore']}[mode]
def desc():
    ws = [random.choice(words) for _ in range(random.randint(1, 6))]
    text = ' '.join(ws).replace('BREAKING CHANGE', 'BREAKING change')
    return text
msgs = []
for i in range(n):
    t = random.choice(types)
    scope = random.choice(('', '', '(api)', '(ui-kit)'))
    r = random.random()
    if mode != 'major' and r < 0.1:
        msgs.append('%s%s %s' % (t, scope, desc()))
    elif mode != 'major' and r < 0.15:
        msgs.append('%s%s : %s' % (t, scope, desc()))
    elif mode != 'major' and r < 0.2:
        msgs.append('Merge branch %s!' % desc())
    else:
        msgs.append('%s%s: %s' % (t, scope, desc()))
if mode == 'major':
    msgs[random.randrange(n)] = random.choice(('docs: drop v1 BREAKING-CHANGE: gone', 'chore(deps)!: node 22', 'refactor: x BREAKING CHANGE: y'))
print(ver)
print(n)
if msgs:
    print('\n'.join(msgs))
`,
      tests: [
        { args: '1000 minor', label: 'n = 1,000, features and fixes, no breaking change' },
        { args: '1000 patch', label: 'n = 1,000, only fixes and chores, mixed case' },
        { args: '1000 none', label: 'n = 1,000, no releasable commit' },
        { args: '1000 major', label: 'n = 1,000, one breaking change among them' },
        { args: '300 upper', label: 'n = 300, types in upper or mixed case only' },
        { args: '0 none', label: 'n = 0, versions near 2^31' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
m = re.fullmatch(r'(\d+)\.(\d+)\.(\d+)', lines[0])
assert m and all(int(x) < 2**31 for x in m.groups()), 'bad version'
n = int(lines[1])
assert 0 <= n <= 1000, 'n out of range'
assert len(lines) == n + 2, 'expected n messages'
assert all(line.strip() for line in lines[2:]), 'empty message'
`,
      wrongSolutions: [
        {
          name: 'case-sensitive-type',
          language: 'python3',
          mustFail: 'WA',
          why: 'Compares the type case-sensitively, so FIX: or Feat: is not recognised',
          source: String.raw`import re, sys
P = re.compile(r'^([A-Za-z]+)(\([^)]*\))?(!)?:')
lines = sys.stdin.read().split('\n')
a, b, c = map(int, lines[0].strip().split('.'))
n = int(lines[1])
level = 0
for i in range(n):
    msg = lines[2 + i].strip()
    if 'BREAKING CHANGE:' in msg or 'BREAKING-CHANGE:' in msg:
        level = 3
    m = P.match(msg)
    if not m:
        continue
    if m.group(3):
        level = 3
    elif m.group(1) == 'feat':
        level = max(level, 2)
    elif m.group(1) in ('fix', 'perf'):
        level = max(level, 1)
print(['no release', 'next=%d.%d.%d (patch)' % (a, b, c + 1), 'next=%d.%d.0 (minor)' % (a, b + 1), 'next=%d.0.0 (major)' % (a + 1)][level])
`,
        },
        {
          name: 'bang-anywhere',
          language: 'python3',
          mustFail: 'WA',
          why: 'Treats any ! in the message as a breaking change instead of only ! right before the colon',
          source: String.raw`import re, sys
P = re.compile(r'^([A-Za-z]+)(\([^)]*\))?(!)?:')
lines = sys.stdin.read().split('\n')
a, b, c = map(int, lines[0].strip().split('.'))
n = int(lines[1])
level = 0
for i in range(n):
    msg = lines[2 + i].strip()
    if 'BREAKING CHANGE:' in msg or 'BREAKING-CHANGE:' in msg:
        level = 3
    m = P.match(msg)
    if not m:
        continue
    if '!' in msg:
        level = 3
    elif m.group(1).lower() == 'feat':
        level = max(level, 2)
    elif m.group(1).lower() in ('fix', 'perf'):
        level = max(level, 1)
print(['no release', 'next=%d.%d.%d (patch)' % (a, b, c + 1), 'next=%d.%d.0 (minor)' % (a, b + 1), 'next=%d.0.0 (major)' % (a + 1)][level])
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import re
import sys

PATTERN = re.compile(r'^([A-Za-z]+)(\\([^)]*\\))?(!)?:')


def main():
    lines = sys.stdin.read().split('\\n')
    major, minor, patch = map(int, lines[0].strip().split('.'))
    n = int(lines[1])
    level = 0
    for i in range(n):
        msg = lines[2 + i].strip()
        if 'BREAKING CHANGE:' in msg or 'BREAKING-CHANGE:' in msg:
            level = 3
        m = PATTERN.match(msg)
        if not m:
            continue
        kind = m.group(1).lower()
        if m.group(3):
            level = 3
        elif kind == 'feat':
            level = max(level, 2)
        elif kind in ('fix', 'perf'):
            level = max(level, 1)
    if level == 0:
        print('no release')
    elif level == 3:
        print(f"next={major + 1}.0.0 (major)")
    elif level == 2:
        print(f"next={major}.{minor + 1}.0 (minor)")
    else:
        print(f"next={major}.{minor}.{patch + 1} (patch)")


main()
`,
    },
  },
  {
    id: 'dv-docker-layer-cache',
    title: 'Which Docker Layers Are Rebuilt?',
    description: `Docker builds an image one instruction (layer) at a time and reuses a cached layer only if the
instruction and its inputs are unchanged **and every layer before it was reused**. Once one layer is
rebuilt, every later layer is rebuilt too. That is why dependency manifests are copied and installed
before the rest of the source code.

**Input:** \`n\`, then \`n\` lines \`<changed> <instruction>\`, where \`changed\` is \`1\` if the instruction or its
inputs changed since the last build and \`0\` otherwise.

**Output:** each instruction prefixed by \`CACHED \` or \`REBUILD \`, then \`cached=<a> rebuilt=<b>\`.`,
    examples: [
      {
        input:
          '5\n0 FROM node:22-alpine\n0 WORKDIR /app\n0 COPY package*.json ./\n0 RUN npm ci\n1 COPY . .\n',
        output:
          'CACHED FROM node:22-alpine\nCACHED WORKDIR /app\nCACHED COPY package*.json ./\nCACHED RUN npm ci\nREBUILD COPY . .\ncached=4 rebuilt=1',
        explanation: 'Only the source code changed, so the expensive npm ci layer is reused.',
      },
      {
        input:
          '4\n0 FROM python:3.13-slim\n1 COPY . /app\n0 RUN pip install -r /app/requirements.txt\n0 CMD ["python", "/app/main.py"]\n',
        output:
          'CACHED FROM python:3.13-slim\nREBUILD COPY . /app\nREBUILD RUN pip install -r /app/requirements.txt\nREBUILD CMD ["python", "/app/main.py"]\ncached=1 rebuilt=3',
        explanation: 'Copying everything first means any code change rebuilds the install layer.',
      },
    ],
    constraints: ['1 <= n <= 100', 'Instructions are at most 200 characters.'],
    testCases: [
      {
        input:
          '5\n0 FROM node:22-alpine\n0 WORKDIR /app\n0 COPY package*.json ./\n0 RUN npm ci\n1 COPY . .\n',
        expectedOutput:
          'CACHED FROM node:22-alpine\nCACHED WORKDIR /app\nCACHED COPY package*.json ./\nCACHED RUN npm ci\nREBUILD COPY . .\ncached=4 rebuilt=1',
        hidden: false,
      },
      {
        input:
          '4\n0 FROM python:3.13-slim\n1 COPY . /app\n0 RUN pip install -r /app/requirements.txt\n0 CMD ["python", "/app/main.py"]\n',
        expectedOutput:
          'CACHED FROM python:3.13-slim\nREBUILD COPY . /app\nREBUILD RUN pip install -r /app/requirements.txt\nREBUILD CMD ["python", "/app/main.py"]\ncached=1 rebuilt=3',
        hidden: false,
      },
      {
        input: '1\n0 FROM alpine:3.20\n',
        expectedOutput: 'CACHED FROM alpine:3.20\ncached=1 rebuilt=0',
        hidden: true,
      },
      {
        input: '1\n1 FROM alpine:3.21\n',
        expectedOutput: 'REBUILD FROM alpine:3.21\ncached=0 rebuilt=1',
        hidden: true,
      },
      {
        input: '3\n1 FROM golang:1.23\n0 COPY . .\n0 RUN go build -o /bin/app\n',
        expectedOutput:
          'REBUILD FROM golang:1.23\nREBUILD COPY . .\nREBUILD RUN go build -o /bin/app\ncached=0 rebuilt=3',
        hidden: true,
      },
      {
        input:
          '6\n0 FROM eclipse-temurin:21\n0 COPY pom.xml .\n0 RUN mvn dependency:go-offline\n0 COPY src ./src\n0 RUN mvn package\n0 ENTRYPOINT ["java", "-jar", "app.jar"]\n',
        expectedOutput:
          'CACHED FROM eclipse-temurin:21\nCACHED COPY pom.xml .\nCACHED RUN mvn dependency:go-offline\nCACHED COPY src ./src\nCACHED RUN mvn package\nCACHED ENTRYPOINT ["java", "-jar", "app.jar"]\ncached=6 rebuilt=0',
        hidden: true,
      },
      {
        input:
          '4\n0 FROM nginx:1.27\n0 COPY nginx.conf /etc/nginx/\n1 COPY site /usr/share/nginx/html\n1 EXPOSE 8080\n',
        expectedOutput:
          'CACHED FROM nginx:1.27\nCACHED COPY nginx.conf /etc/nginx/\nREBUILD COPY site /usr/share/nginx/html\nREBUILD EXPOSE 8080\ncached=2 rebuilt=2',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
ops = ['RUN', 'COPY', 'ENV', 'WORKDIR', 'ARG', 'LABEL']
rows = []
for i in range(n):
    instr = random.choice(ops) + ' ' + ' '.join(random.choice(('npm ci', 'a=1', './src', '/app', '--mount=type=cache', 'echo "x  y"')) for _ in range(random.randint(1, 30)))
    instr = instr[:200].rstrip()
    if i == 0:
        instr = 'FROM node:22-alpine'
    if mode == 'late':
        flag = 1 if i in (n - 3, n - 1) else 0
    elif mode == 'random':
        flag = 1 if random.random() < 0.05 and i > 10 else 0
    elif mode == 'first':
        flag = 1
    else:
        flag = 0
    rows.append('%d %s' % (flag, instr))
print(n)
print('\n'.join(rows))
`,
      tests: [
        { args: '100 late', label: 'n = 100, first change near the end' },
        { args: '100 random', label: 'n = 100, several changed layers' },
        { args: '100 unchanged', label: 'n = 100, nothing changed' },
        { args: '1 first', label: 'n = 1, changed' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 100, 'n out of range'
assert len(lines) == n + 1, 'expected n instructions'
for line in lines[1:]:
    assert re.fullmatch(r'[01] \S.{0,199}', line), 'bad instruction line'
`,
      wrongSolutions: [
        {
          name: 'only-changed-rebuilt',
          language: 'python3',
          mustFail: 'WA',
          why: 'Rebuilds only the changed layers and keeps the later ones cached, although a rebuilt layer invalidates every layer after it',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
out, c, r = [], 0, 0
for i in range(1, n + 1):
    flag, ins = lines[i].split(' ', 1)
    if flag == '1':
        r += 1
        out.append('REBUILD ' + ins)
    else:
        c += 1
        out.append('CACHED ' + ins)
out.append('cached=%d rebuilt=%d' % (c, r))
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    rebuilding = False
    cached = rebuilt = 0
    out = []
    for i in range(1, n + 1):
        flag, instruction = lines[i].split(' ', 1)
        if flag == '1':
            rebuilding = True
        if rebuilding:
            rebuilt += 1
            out.append('REBUILD ' + instruction)
        else:
            cached += 1
            out.append('CACHED ' + instruction)
    out.append(f"cached={cached} rebuilt={rebuilt}")
    print('\\n'.join(out))


main()
`,
    },
  },
];

export const mediumCoding: CodingProblem[] = [
  {
    id: 'dv-workflow-jobs',
    title: 'Workflow Jobs: Waves, Failures and Skips',
    description: `A CI workflow (like GitHub Actions) has jobs that declare the jobs they \`needs\`. A job with no needs runs
in wave 1; otherwise it runs in wave \`1 + the largest wave of its needs\`. Some jobs fail. By default a job
whose needed job failed or was skipped is itself **skipped** (it never runs, so it cannot fail).

Before running, the workflow is validated: if a job needs a job that does not exist, print
\`ERROR: <job> needs unknown job <name>\` for the first such case (jobs in input order, needs in listed
order) and nothing else. Otherwise, if the needs contain a cycle, print \`ERROR: cycle detected\`.

**Input:** \`n\`, then \`n\` lines \`job: need1 need2 ...\` (possibly no needs after the colon), then a line
\`failed: job1 job2 ...\` listing the jobs that fail when they run (possibly empty).

**Output:** one line per job, \`<wave> <job> <SUCCESS|FAILURE|SKIPPED>\`, ordered by wave and then job name (ASCII).`,
    examples: [
      {
        input: '4\nbuild:\nlint:\ntest: build\ndeploy: test lint\nfailed: test\n',
        output: '1 build SUCCESS\n1 lint SUCCESS\n2 test FAILURE\n3 deploy SKIPPED',
        explanation:
          'build and lint run in wave 1, test in wave 2 and fails, so deploy (wave 3) is skipped.',
      },
      {
        input: '2\na: b\nb: a\nfailed:\n',
        output: 'ERROR: cycle detected',
        explanation: 'a and b need each other.',
      },
    ],
    constraints: ['1 <= n <= 1000', 'Job names are words of letters, digits, - and _.'],
    testCases: [
      {
        input: '4\nbuild:\nlint:\ntest: build\ndeploy: test lint\nfailed: test\n',
        expectedOutput: '1 build SUCCESS\n1 lint SUCCESS\n2 test FAILURE\n3 deploy SKIPPED',
        hidden: false,
      },
      { input: '2\na: b\nb: a\nfailed:\n', expectedOutput: 'ERROR: cycle detected', hidden: false },
      { input: '1\nonly:\nfailed:\n', expectedOutput: '1 only SUCCESS', hidden: true },
      {
        input: '2\nx: y z\ny:\nfailed: x\n',
        expectedOutput: 'ERROR: x needs unknown job z',
        hidden: true,
      },
      {
        input: '5\ne: d\nd: c\nc: b\nb: a\na:\nfailed: b\n',
        expectedOutput: '1 a SUCCESS\n2 b FAILURE\n3 c SKIPPED\n4 d SKIPPED\n5 e SKIPPED',
        hidden: true,
      },
      {
        input:
          '6\npackage: compile\ncompile:\nunit: compile\nintegration: compile\nrelease: package unit integration\nnotify: release\nfailed: unit notify\n',
        expectedOutput:
          '1 compile SUCCESS\n2 integration SUCCESS\n2 package SUCCESS\n2 unit FAILURE\n3 release SKIPPED\n4 notify SKIPPED',
        hidden: true,
      },
      {
        input: '3\nA: B\nB:\nC: A\nfailed: B C\n',
        expectedOutput: '1 B FAILURE\n2 A SKIPPED\n3 C SKIPPED',
        hidden: true,
      },
      {
        input: '4\nw: x\nx: y\ny: x\nz:\nfailed:\n',
        expectedOutput: 'ERROR: cycle detected',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, mode = int(args[0]), args[1]
random.seed(' '.join(args))
names = []
seen = set()
while len(names) < n:
    w = random.choice(('build', 'test', 'lint', 'deploy', 'e2e', 'pkg')) + random.choice(('-', '_', '')) + str(random.randint(0, 99999))
    if w not in seen:
        seen.add(w)
        names.append(w)
needs = {j: [] for j in names}
for i, j in enumerate(names):
    if mode == 'chain':
        if i:
            needs[j] = [names[i - 1]]
    elif i:
        needs[j] = random.sample(names[max(0, i - 50):i], random.randint(0, min(3, i)))
if mode in ('cycle', 'both'):
    a, b = random.sample(range(n // 2, n), 2)
    lo, hi = min(a, b), max(a, b)
    for k in range(lo + 1, hi + 1):
        if names[k - 1] not in needs[names[k]]:
            needs[names[k]].append(names[k - 1])
    needs[names[lo]].append(names[hi])
if mode == 'both':
    needs[names[n - 1]].append('ghost-job')
    needs[names[n - 2]].append('other-ghost')
failed = [j for j in names if random.random() < (0.03 if mode != 'chain' else 0.0)]
if mode == 'chain':
    failed = [names[n // 3]]
order = names[:]
random.shuffle(order)
print(n)
for j in order:
    print((j + ': ' + ' '.join(needs[j])).rstrip() if needs[j] else j + ':')
print(('failed: ' + ' '.join(failed)).rstrip() if failed else 'failed:')
`,
      tests: [
        { args: '1000 dag', label: 'n = 1,000, random needs and failures' },
        { args: '1000 chain', label: 'n = 1,000, one long chain' },
        { args: '1000 cycle', label: 'n = 1,000, with a cycle' },
        { args: '1000 both', label: 'n = 1,000, an unknown need and a cycle' },
        { args: '1 dag', label: 'n = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
assert len(lines) == n + 2, 'expected n jobs and the failed line'
name = re.compile(r'[A-Za-z0-9_-]+')
jobs = set()
for line in lines[1:n + 1]:
    job, rest = line.split(':', 1)
    assert name.fullmatch(job) and job not in jobs and job != 'failed', 'bad or repeated job name'
    jobs.add(job)
    assert all(name.fullmatch(x) for x in rest.split()), 'bad need'
head, rest = lines[n + 1].split(':', 1)
assert head == 'failed', 'missing failed line'
assert all(x in jobs for x in rest.split()), 'unknown failed job'
`,
      wrongSolutions: [
        {
          name: 'skipped-dependents-run',
          language: 'python3',
          mustFail: 'WA',
          why: 'Skips only the dependents of a failed job, so a job whose need was itself skipped still runs',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
order, needs = [], {}
for i in range(1, n + 1):
    a, b = lines[i].split(':', 1)
    order.append(a.strip())
    needs[a.strip()] = b.split()
failed = set(lines[n + 1].split(':', 1)[1].split())
for j in order:
    for d in needs[j]:
        if d not in needs:
            print('ERROR: %s needs unknown job %s' % (j, d))
            sys.exit()
wave, status = {}, {}
def visit(j, path):
    if j in wave:
        return True
    if j in path:
        return False
    path.add(j)
    for d in needs[j]:
        if not visit(d, path):
            return False
    path.discard(j)
    wave[j] = 1 + max((wave[d] for d in needs[j]), default=0)
    if any(status[d] == 'FAILURE' for d in needs[j]):
        status[j] = 'SKIPPED'
    else:
        status[j] = 'FAILURE' if j in failed else 'SUCCESS'
    return True
sys.setrecursionlimit(10000)
for j in order:
    if not visit(j, set()):
        print('ERROR: cycle detected')
        sys.exit()
for j in sorted(order, key=lambda x: (wave[x], x)):
    print(wave[j], j, status[j])
`,
        },
        {
          name: 'cycle-checked-first',
          language: 'python3',
          mustFail: 'WA',
          why: 'Looks for cycles before unknown needs, so a workflow with both reports the cycle',
          source: String.raw`import sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
order, needs = [], {}
for i in range(1, n + 1):
    a, b = lines[i].split(':', 1)
    order.append(a.strip())
    needs[a.strip()] = b.split()
failed = set(lines[n + 1].split(':', 1)[1].split())
indeg = {j: sum(1 for d in needs[j] if d in needs) for j in order}
dep = {j: [] for j in order}
for j in order:
    for d in needs[j]:
        if d in needs:
            dep[d].append(j)
ready = [j for j in order if indeg[j] == 0]
topo = []
while ready:
    j = ready.pop()
    topo.append(j)
    for d in dep[j]:
        indeg[d] -= 1
        if indeg[d] == 0:
            ready.append(d)
if len(topo) < n:
    print('ERROR: cycle detected')
    sys.exit()
for j in order:
    for d in needs[j]:
        if d not in needs:
            print('ERROR: %s needs unknown job %s' % (j, d))
            sys.exit()
wave, status = {}, {}
for j in topo:
    wave[j] = 1 + max((wave[d] for d in needs[j]), default=0)
    if any(status[d] != 'SUCCESS' for d in needs[j]):
        status[j] = 'SKIPPED'
    else:
        status[j] = 'FAILURE' if j in failed else 'SUCCESS'
for j in sorted(order, key=lambda x: (wave[x], x)):
    print(wave[j], j, status[j])
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    order = []
    needs = {}
    for i in range(1, n + 1):
        name, rest = lines[i].split(':', 1)
        order.append(name.strip())
        needs[name.strip()] = rest.split()
    failed = set(lines[n + 1].split(':', 1)[1].split())
    for job in order:
        for dep in needs[job]:
            if dep not in needs:
                print(f"ERROR: {job} needs unknown job {dep}")
                return
    indeg = {j: len(needs[j]) for j in order}
    dependents = {j: [] for j in order}
    for j in order:
        for dep in needs[j]:
            dependents[dep].append(j)
    ready = [j for j in order if indeg[j] == 0]
    topo = []
    while ready:
        j = ready.pop()
        topo.append(j)
        for d in dependents[j]:
            indeg[d] -= 1
            if indeg[d] == 0:
                ready.append(d)
    if len(topo) < n:
        print('ERROR: cycle detected')
        return
    wave = {}
    status = {}
    for j in topo:
        wave[j] = 1 + max((wave[d] for d in needs[j]), default=0)
        if any(status[d] != 'SUCCESS' for d in needs[j]):
            status[j] = 'SKIPPED'
        elif j in failed:
            status[j] = 'FAILURE'
        else:
            status[j] = 'SUCCESS'
    for j in sorted(order, key=lambda x: (wave[x], x)):
        print(wave[j], j, status[j])


main()
`,
    },
  },
  {
    id: 'dv-cron-expand',
    title: 'When Does This Cron Job Run?',
    description: `Scheduled pipelines use cron expressions. Expand the minute and hour fields of a cron schedule and list
when the job runs during one day. Each field is a comma-separated list of parts, and each part is one of:
\`*\` (every value), \`*/n\` (every n-th value starting at the field minimum), \`a\` (one value), \`a-b\` (an
inclusive range) or \`a-b/n\` (every n-th value from a up to b). Minutes range over 0-59 and hours over
0-23. A time that several parts produce counts once.

**Input:** a line \`minuteField hourField\`, then a line with \`k\`.

**Output:** \`runs/day=<count>\`, then the first \`k\` run times of the day (or all of them if fewer) as \`HH:MM\`.`,
    examples: [
      {
        input: '*/15 9-17\n5\n',
        output: 'runs/day=36\n09:00\n09:15\n09:30\n09:45\n10:00',
        explanation: 'Every 15 minutes during hours 9 to 17: 4 * 9 = 36 runs, starting 09:00.',
      },
      {
        input: '0,30 */6\n10\n',
        output: 'runs/day=8\n00:00\n00:30\n06:00\n06:30\n12:00\n12:30\n18:00\n18:30',
        explanation: 'Minutes 0 and 30 in hours 0, 6, 12 and 18: 8 runs.',
      },
    ],
    constraints: ['Fields are valid: 0 <= a <= b <= max, n >= 1.', '0 <= k <= 1440'],
    testCases: [
      {
        input: '*/15 9-17\n5\n',
        expectedOutput: 'runs/day=36\n09:00\n09:15\n09:30\n09:45\n10:00',
        hidden: false,
      },
      {
        input: '0,30 */6\n10\n',
        expectedOutput: 'runs/day=8\n00:00\n00:30\n06:00\n06:30\n12:00\n12:30\n18:00\n18:30',
        hidden: false,
      },
      { input: '0 0\n3\n', expectedOutput: 'runs/day=1\n00:00', hidden: true },
      { input: '* *\n2\n', expectedOutput: 'runs/day=1440\n00:00\n00:01', hidden: true },
      {
        input: '5-10/2,7,59 1,1,23\n20\n',
        expectedOutput: 'runs/day=8\n01:05\n01:07\n01:09\n01:59\n23:05\n23:07\n23:09\n23:59',
        hidden: true,
      },
      {
        input: '10-50/20 8-10,22-23\n4\n',
        expectedOutput: 'runs/day=15\n08:10\n08:30\n08:50\n09:10',
        hidden: true,
      },
      {
        input: '0-59/30 0-23/12\n10\n',
        expectedOutput: 'runs/day=4\n00:00\n00:30\n12:00\n12:30',
        hidden: true,
      },
      { input: '45 */5\n0\n', expectedOutput: 'runs/day=5', hidden: true },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
mode, k = args[0], int(args[1])
random.seed(' '.join(args))
def part(hi):
    r = random.random()
    a = random.randint(0, hi)
    b = random.randint(a, hi)
    if r < 0.2:
        return '*/%d' % random.randint(1, hi + 3)
    if r < 0.4:
        return str(a)
    if r < 0.6:
        return '%d-%d' % (a, b)
    return '%d-%d/%d' % (a, b, random.randint(1, 9))
if mode == 'all':
    f = ['*', '*/1']
elif mode == 'lists':
    f = [','.join(part(59) for _ in range(6)), ','.join(part(23) for _ in range(4))]
elif mode == 'steps':
    f = ['%d-%d/%d' % (random.randint(1, 9), random.randint(40, 59), random.randint(2, 7)), '%d-23/%d' % (random.randint(1, 5), random.randint(2, 5))]
else:
    f = ['59', '23']
print(f[0], f[1])
print(k)
`,
      tests: [
        { args: 'all 1440', label: 'every minute of every hour, k = 1,440' },
        { args: 'lists 1440', label: 'lists of ranges and steps, k = 1,440' },
        { args: 'steps 30', label: 'ranges with steps, k = 30' },
        { args: 'single 0', label: 'one time, k = 0' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
assert len(lines) == 2, 'expected two lines'
fields = lines[0].split(' ')
assert len(fields) == 2, 'expected two fields'
for field, hi in zip(fields, (59, 23)):
    for part in field.split(','):
        m = re.fullmatch(r'(\*|(\d+)(-(\d+))?)(/(\d+))?', part)
        assert m, 'bad part ' + part
        if m.group(2) is not None:
            a = int(m.group(2))
            b = int(m.group(4)) if m.group(4) is not None else a
            assert 0 <= a <= b <= hi, 'value out of range'
            assert m.group(5) is None or m.group(4) is not None, 'a step needs * or a range'
        if m.group(6) is not None:
            assert int(m.group(6)) >= 1, 'step must be at least 1'
k = int(lines[1])
assert 0 <= k <= 1440, 'k out of range'
`,
      wrongSolutions: [
        {
          name: 'step-from-zero',
          language: 'python3',
          mustFail: 'WA',
          why: 'Takes the values of a-b/n that are multiples of n instead of counting n-th values from a',
          source: String.raw`import sys
def expand(field, lo, hi):
    vals = set()
    for part in field.split(','):
        step = 1
        if '/' in part:
            part, s = part.split('/')
            step = int(s)
        if part == '*':
            a, b = lo, hi
        elif '-' in part:
            a, b = map(int, part.split('-'))
        else:
            a = b = int(part)
        vals.update(v for v in range(a, b + 1) if v % step == 0)
    return sorted(vals)
lines = sys.stdin.read().split('\n')
mf, hf = lines[0].split()
k = int(lines[1])
times = ['%02d:%02d' % (h, m) for h in expand(hf, 0, 23) for m in expand(mf, 0, 59)]
print('runs/day=%d' % len(times))
for t in times[:k]:
    print(t)
`,
        },
        {
          name: 'duplicates-kept',
          language: 'python3',
          mustFail: 'WA',
          why: 'Collects values in a list, so a time produced by two parts is counted and listed twice',
          source: String.raw`import sys
def expand(field, lo, hi):
    vals = []
    for part in field.split(','):
        step = 1
        if '/' in part:
            part, s = part.split('/')
            step = int(s)
        if part == '*':
            a, b = lo, hi
        elif '-' in part:
            a, b = map(int, part.split('-'))
        else:
            a = b = int(part)
        vals.extend(range(a, b + 1, step))
    return sorted(vals)
lines = sys.stdin.read().split('\n')
mf, hf = lines[0].split()
k = int(lines[1])
times = ['%02d:%02d' % (h, m) for h in expand(hf, 0, 23) for m in expand(mf, 0, 59)]
print('runs/day=%d' % len(times))
for t in times[:k]:
    print(t)
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def expand(field, lo, hi):
    values = set()
    for part in field.split(','):
        step = 1
        if '/' in part:
            part, s = part.split('/')
            step = int(s)
        if part == '*':
            start, end = lo, hi
        elif '-' in part:
            a, b = part.split('-')
            start, end = int(a), int(b)
        else:
            start = end = int(part)
        values.update(range(start, end + 1, step))
    return sorted(values)


def main():
    lines = sys.stdin.read().split('\\n')
    minute_field, hour_field = lines[0].split()
    k = int(lines[1])
    minutes = expand(minute_field, 0, 59)
    hours = expand(hour_field, 0, 23)
    times = [f"{h:02d}:{m:02d}" for h in hours for m in minutes]
    print(f"runs/day={len(times)}")
    for t in times[:k]:
        print(t)


main()
`,
    },
  },
];

export const hardCoding: CodingProblem[] = [
  {
    id: 'dv-incremental-build',
    title: 'Incremental Build Plan',
    description: `A monorepo build tool only rebuilds what changed. Each target lists the targets it depends on and the
source files it owns. A target must be rebuilt if one of its own files changed or if any target it depends
on (directly or transitively) is rebuilt. Dependencies must be built before the targets that need them;
when several targets are ready, build the smallest name (ASCII) first.

**Input:** \`n\`, then \`n\` lines \`target deps=<a,b,...|-> files=<x,y,...|->\`; then \`m\`, then \`m\` changed file
paths. The dependency graph has no cycles and every dependency exists.

**Output:** the targets to rebuild in build order, one per line, or \`up to date\` if there are none.`,
    examples: [
      {
        input:
          '4\nlib deps=- files=lib/a.go,lib/b.go\napi deps=lib files=api/main.go\nweb deps=- files=web/app.ts\ncli deps=lib files=cli/main.go\n1\nlib/b.go\n',
        output: 'lib\napi\ncli',
        explanation:
          'lib changed, so api and cli (which depend on it) are rebuilt too; web is untouched.',
      },
      {
        input: '2\na deps=- files=a.txt\nb deps=a files=b.txt\n1\nREADME.md\n',
        output: 'up to date',
        explanation: 'No target owns README.md.',
      },
    ],
    constraints: ['1 <= n <= 1000', '0 <= m <= 1000', 'A file may belong to several targets.'],
    testCases: [
      {
        input:
          '4\nlib deps=- files=lib/a.go,lib/b.go\napi deps=lib files=api/main.go\nweb deps=- files=web/app.ts\ncli deps=lib files=cli/main.go\n1\nlib/b.go\n',
        expectedOutput: 'lib\napi\ncli',
        hidden: false,
      },
      {
        input: '2\na deps=- files=a.txt\nb deps=a files=b.txt\n1\nREADME.md\n',
        expectedOutput: 'up to date',
        hidden: false,
      },
      { input: '1\nsolo deps=- files=-\n1\nx\n', expectedOutput: 'up to date', hidden: true },
      {
        input: '3\nz deps=- files=z.c\ny deps=z files=y.c\nx deps=y files=x.c\n1\nz.c\n',
        expectedOutput: 'z\ny\nx',
        hidden: true,
      },
      {
        input:
          '5\nproto deps=- files=api.proto\nserver deps=proto,db files=srv.go\nclient deps=proto files=cli.ts\ndb deps=- files=schema.sql\ndocs deps=server,client files=-\n2\nschema.sql\ncli.ts\n',
        expectedOutput: 'client\ndb\nserver\ndocs',
        hidden: true,
      },
      {
        input:
          '4\nd deps=b,c files=d.1\nc deps=a files=c.1\nb deps=a files=b.1\na deps=- files=a.1\n2\nb.1\nc.1\n',
        expectedOutput: 'b\nc\nd',
        hidden: true,
      },
      {
        input:
          '3\nm deps=- files=shared.h,m.c\nn deps=- files=shared.h,n.c\no deps=m files=o.c\n1\nshared.h\n',
        expectedOutput: 'm\nn\no',
        hidden: true,
      },
      {
        input: '3\nB deps=- files=b\na deps=B files=a\nC deps=- files=c\n2\nc\nb\n',
        expectedOutput: 'B\nC\na',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, m, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
names, seen = [], set()
while len(names) < n:
    w = random.choice(('lib', 'api', 'Web', 'cli', 'core', 'B')) + random.choice(('', '-', '_')) + str(random.randint(0, 9999))
    if w not in seen:
        seen.add(w)
        names.append(w)
pool = ['src/f%d.go' % i for i in range(3000)]
deps, files = {}, {}
for i, t in enumerate(names):
    if mode == 'chain':
        deps[t] = [names[i - 1]] if i else []
    elif mode == 'wide':
        deps[t] = [names[0]] if i else []
    else:
        deps[t] = random.sample(names[max(0, i - 40):i], random.randint(0, min(3, i)))
    files[t] = random.sample(pool, random.randint(0, 3))
if mode == 'chain':
    files[names[0]] = ['base.h']
    changed = ['base.h']
elif mode == 'wide':
    files[names[0]] = ['shared.h']
    changed = ['shared.h', 'README.md', 'docs/x.md']
elif mode == 'unrelated':
    changed = ['docs/%d.md' % i for i in range(m)]
else:
    changed = random.sample(pool, m // 100) + ['other/%d' % i for i in range(m - m // 100)]
order = names[:]
random.shuffle(order)
print(n)
for t in order:
    print('%s deps=%s files=%s' % (t, ','.join(deps[t]) or '-', ','.join(files[t]) or '-'))
print(len(changed))
if changed:
    print('\n'.join(changed))
`,
      tests: [
        { args: '1000 1000 random', label: 'n = 1,000, m = 1,000, random dependencies' },
        { args: '1000 1 chain', label: 'n = 1,000, a chain, the bottom file changed' },
        { args: '1000 1000 unrelated', label: 'n = 1,000, no target owns a changed file' },
        { args: '1000 3 wide', label: 'n = 1,000, many targets ready at once' },
        { args: '1 0 random', label: 'n = 1, m = 0' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
n = int(lines[0])
assert 1 <= n <= 1000, 'n out of range'
deps = {}
for line in lines[1:n + 1]:
    m = re.fullmatch(r'(\S+) deps=(\S+) files=(\S+)', line)
    assert m and m.group(1) not in deps, 'bad or repeated target'
    deps[m.group(1)] = [] if m.group(2) == '-' else m.group(2).split(',')
    assert m.group(3) == '-' or all(m.group(3).split(',')), 'bad files'
assert all(d in deps for ds in deps.values() for d in ds), 'unknown dependency'
state = {}
for start in deps:
    stack = [(start, 0)]
    while stack:
        t, i = stack.pop()
        if i == 0:
            if state.get(t) == 2:
                continue
            assert state.get(t) != 1, 'dependency cycle'
            state[t] = 1
        if i < len(deps[t]):
            stack.append((t, i + 1))
            stack.append((deps[t][i], 0))
        else:
            state[t] = 2
m = int(lines[n + 1])
assert 0 <= m <= 1000, 'm out of range'
assert len(lines) == n + 2 + m, 'expected m changed files'
assert all(re.fullmatch(r'\S+', x) for x in lines[n + 2:]), 'bad path'
`,
      wrongSolutions: [
        {
          name: 'direct-dependents-only',
          language: 'python3',
          mustFail: 'WA',
          why: 'Marks only the direct dependents of a changed target, not the ones further up the graph',
          source: String.raw`import heapq, sys
lines = sys.stdin.read().split('\n')
n = int(lines[0])
deps, files = {}, {}
for i in range(1, n + 1):
    name, d, f = lines[i].split()
    deps[name] = [] if d[5:] == '-' else d[5:].split(',')
    files[name] = set() if f[6:] == '-' else set(f[6:].split(','))
m = int(lines[n + 1])
changed = {lines[n + 2 + j].strip() for j in range(m)}
own = {t for t in deps if files[t] & changed}
dirty = own | {t for t in deps if any(d in own for d in deps[t])}
if not dirty:
    print('up to date')
    sys.exit()
indeg = {t: sum(1 for d in deps[t] if d in dirty) for t in dirty}
up = {t: [u for u in dirty if t in deps[u]] for t in dirty}
heap = [t for t in dirty if indeg[t] == 0]
heapq.heapify(heap)
out = []
while heap:
    t = heapq.heappop(heap)
    out.append(t)
    for u in up[t]:
        indeg[u] -= 1
        if indeg[u] == 0:
            heapq.heappush(heap, u)
print('\n'.join(out))
`,
        },
        {
          name: 'fifo-build-order',
          language: 'python3',
          mustFail: 'WA',
          why: 'Builds ready targets in the order they became ready (a FIFO queue) instead of smallest name first',
          source: String.raw`import sys
from collections import deque
lines = sys.stdin.read().split('\n')
n = int(lines[0])
deps, files = {}, {}
for i in range(1, n + 1):
    name, d, f = lines[i].split()
    deps[name] = [] if d[5:] == '-' else d[5:].split(',')
    files[name] = set() if f[6:] == '-' else set(f[6:].split(','))
m = int(lines[n + 1])
changed = {lines[n + 2 + j].strip() for j in range(m)}
up = {t: [] for t in deps}
for t, ds in deps.items():
    for d in ds:
        up[d].append(t)
dirty = {t for t in deps if files[t] & changed}
stack = list(dirty)
while stack:
    t = stack.pop()
    for u in up[t]:
        if u not in dirty:
            dirty.add(u)
            stack.append(u)
if not dirty:
    print('up to date')
    sys.exit()
indeg = {t: sum(1 for d in deps[t] if d in dirty) for t in dirty}
q = deque(sorted(t for t in dirty if indeg[t] == 0))
out = []
while q:
    t = q.popleft()
    out.append(t)
    for u in up[t]:
        if u in dirty:
            indeg[u] -= 1
            if indeg[u] == 0:
                q.append(u)
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import heapq
import sys


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    deps = {}
    files = {}
    for i in range(1, n + 1):
        name, d, f = lines[i].split()
        d = d[len('deps='):]
        f = f[len('files='):]
        deps[name] = [] if d == '-' else d.split(',')
        files[name] = set() if f == '-' else set(f.split(','))
    m = int(lines[n + 1])
    changed = {lines[n + 2 + j].strip() for j in range(m)}
    dependents = {t: [] for t in deps}
    for t, ds in deps.items():
        for d in ds:
            dependents[d].append(t)
    dirty = set(t for t in deps if files[t] & changed)
    stack = list(dirty)
    while stack:
        t = stack.pop()
        for u in dependents[t]:
            if u not in dirty:
                dirty.add(u)
                stack.append(u)
    if not dirty:
        print('up to date')
        return
    indeg = {t: sum(1 for d in deps[t] if d in dirty) for t in dirty}
    heap = [t for t in dirty if indeg[t] == 0]
    heapq.heapify(heap)
    order = []
    while heap:
        t = heapq.heappop(heap)
        order.append(t)
        for u in dependents[t]:
            if u in dirty:
                indeg[u] -= 1
                if indeg[u] == 0:
                    heapq.heappush(heap, u)
    print('\\n'.join(order))


main()
`,
    },
  },
  {
    id: 'dv-k8s-scheduler',
    title: 'Schedule Pods Like kube-scheduler',
    description: `Place pods on nodes the way the Kubernetes scheduler does, in two phases:

1. **Filter:** a node is feasible if it has every \`key=value\` label in the pod's node selector and its
   free CPU (millicores) and free memory (MiB) are at least the pod's requests.
2. **Score** (LeastAllocated): for each resource, \`score = (free - request) * 100 / allocatable\` with
   integer division; the node score is \`(cpuScore + memScore) / 2\`, again integer division. The highest
   score wins; ties go to the node name that is smallest in ASCII order.

Pods are scheduled one at a time in input order; a placed pod's requests are subtracted from its
node's free resources. A pod with no feasible node stays \`Pending\`.

**Input:** \`N\`, then \`N\` lines \`node cpu memory labels\` (labels \`k=v,k2=v2\` or \`-\`); then \`P\`, then \`P\` lines
\`pod cpu memory selector\` (selector \`k=v,...\` or \`-\`).

**Output:** one line per pod: \`pod -> node\` or \`pod -> Pending\`.`,
    examples: [
      {
        input:
          '2\nn1 4000 8192 -\nn2 2000 4096 -\n3\nweb 1000 1024 -\napi 1000 2048 -\ndb 3000 4096 -\n',
        output: 'web -> n1\napi -> n1\ndb -> Pending',
        explanation:
          'web: n1 scores (75 + 87) / 2 = 81 vs n2 (50 + 75) / 2 = 62. api: n1 (50 + 62) / 2 = 56 beats n2 (50 + 50) / 2 = 50. db fits nowhere: n1 has only 2000m left.',
      },
      {
        input:
          '2\ngpu-a 8000 16384 accel=gpu\ncpu-a 8000 16384 -\n2\ntrain 1000 1024 accel=gpu\nbatch 1000 1024 -\n',
        output: 'train -> gpu-a\nbatch -> cpu-a',
        explanation:
          'train can only go to the node labelled accel=gpu; batch then scores (87 + 93) / 2 = 90 on cpu-a and (75 + 87) / 2 = 81 on gpu-a.',
      },
    ],
    constraints: ['1 <= N, P <= 1000', '1 <= allocatable <= 10^6', '0 <= request <= 10^6'],
    testCases: [
      {
        input:
          '2\nn1 4000 8192 -\nn2 2000 4096 -\n3\nweb 1000 1024 -\napi 1000 2048 -\ndb 3000 4096 -\n',
        expectedOutput: 'web -> n1\napi -> n1\ndb -> Pending',
        hidden: false,
      },
      {
        input:
          '2\ngpu-a 8000 16384 accel=gpu\ncpu-a 8000 16384 -\n2\ntrain 1000 1024 accel=gpu\nbatch 1000 1024 -\n',
        expectedOutput: 'train -> gpu-a\nbatch -> cpu-a',
        hidden: false,
      },
      {
        input: '1\nsolo 1000 1000 -\n2\nfits 1000 1000 -\nnext 0 0 -\n',
        expectedOutput: 'fits -> solo\nnext -> solo',
        hidden: true,
      },
      {
        input: '2\nb 1000 1000 -\na 1000 1000 -\n1\np 500 500 -\n',
        expectedOutput: 'p -> a',
        hidden: true,
      },
      {
        input:
          '3\nn1 4000 4000 zone=a,disk=ssd\nn2 4000 4000 zone=b,disk=ssd\nn3 4000 4000 zone=a\n4\np1 100 100 zone=a,disk=ssd\np2 100 100 disk=ssd\np3 100 100 zone=c\np4 100 100 zone=a\n',
        expectedOutput: 'p1 -> n1\np2 -> n2\np3 -> Pending\np4 -> n3',
        hidden: true,
      },
      {
        input:
          '2\nsmall 1000 8000 -\nbig 8000 1000 -\n3\ncpu-heavy 900 100 -\nmem-heavy 100 900 -\nboth 500 500 -\n',
        expectedOutput: 'cpu-heavy -> big\nmem-heavy -> small\nboth -> big',
        hidden: true,
      },
      {
        input:
          '3\nx 3000 3000 -\ny 3000 3000 -\nz 3000 3000 -\n7\na 1000 1000 -\nb 1000 1000 -\nc 1000 1000 -\nd 2000 2000 -\ne 2000 2000 -\nf 2000 2000 -\ng 100 100 -\n',
        expectedOutput: 'a -> x\nb -> y\nc -> z\nd -> x\ne -> y\nf -> z\ng -> Pending',
        hidden: true,
      },
      {
        input: '1\nnode 1000 1000 role=db\n1\np 10 10 role=web\n',
        expectedOutput: 'p -> Pending',
        hidden: true,
      },
    ],
    judge: {
      generator: String.raw`import random, sys
args = sys.stdin.readline().split()
n, p, mode = int(args[0]), int(args[1]), args[2]
random.seed(' '.join(args))
zones = ['a', 'b', 'c']
names, seen = [], set()
while len(names) < n:
    w = 'node-' + str(random.randint(0, 99999))
    if w not in seen:
        seen.add(w)
        names.append(w)
print(n)
for name in names:
    if mode == 'ties':
        cpu, mem, labels = 4000, 16384, 'zone=a'
    else:
        cpu, mem = random.randint(1, 10**6), random.randint(1, 10**6)
        labels = ','.join('%s=%s' % kv for kv in (('zone', random.choice(zones)), ('disk', random.choice(('ssd', 'hdd')))) if random.random() < 0.7) or '-'
    print(name, cpu, mem, labels)
print(p)
for i in range(p):
    if mode == 'ties':
        cpu, mem = random.choice((0, 100, 250)), random.choice((0, 128, 512))
    elif mode == 'tight':
        cpu, mem = random.randint(10**5, 10**6), random.randint(10**5, 10**6)
    else:
        cpu, mem = random.randint(0, 2 * 10**4), random.randint(0, 2 * 10**4)
    sel = random.choice(('-', '-', 'zone=a', 'zone=b,disk=ssd', 'disk=hdd', 'gpu=yes'))
    print('pod-%d %d %d %s' % (i, cpu, mem, sel))
`,
      tests: [
        { args: '1000 300 random', label: 'N = 1,000, P = 300, random sizes and selectors' },
        { args: '300 1000 ties', label: 'N = 300 identical nodes, P = 1,000' },
        { args: '200 1000 tight', label: 'N = 200, P = 1,000, most pods pending' },
        { args: '1 1 random', label: 'N = P = 1' },
      ],
      validator: String.raw`import sys, re
lines = sys.stdin.read().split('\n')
while lines and lines[-1] == '':
    lines.pop()
lab = re.compile(r'-|[^\s=,]+=[^\s=,]+(,[^\s=,]+=[^\s=,]+)*')
n = int(lines[0])
assert 1 <= n <= 1000, 'N out of range'
names = set()
for line in lines[1:n + 1]:
    name, cpu, mem, labels = line.split(' ')
    assert name not in names, 'repeated node'
    names.add(name)
    assert 1 <= int(cpu) <= 10**6 and 1 <= int(mem) <= 10**6, 'allocatable out of range'
    assert lab.fullmatch(labels), 'bad labels'
p = int(lines[n + 1])
assert 1 <= p <= 1000, 'P out of range'
assert len(lines) == n + 2 + p, 'expected P pods'
for line in lines[n + 2:]:
    pod, cpu, mem, sel = line.split(' ')
    assert 0 <= int(cpu) <= 10**6 and 0 <= int(mem) <= 10**6, 'request out of range'
    assert lab.fullmatch(sel), 'bad selector'
`,
      wrongSolutions: [
        {
          name: 'float-scores',
          language: 'python3',
          mustFail: 'WA',
          why: 'Computes the scores with true division instead of integer division, so nodes that should tie do not',
          source: String.raw`import sys
def labels(t):
    return {} if t == '-' else dict(x.split('=', 1) for x in t.split(','))
lines = sys.stdin.read().split('\n')
n = int(lines[0])
nodes = []
for i in range(1, n + 1):
    name, c, m, l = lines[i].split()
    nodes.append([name, int(c), int(m), int(c), int(m), labels(l)])
p = int(lines[n + 1])
out = []
for j in range(p):
    pod, c, m, s = lines[n + 2 + j].split()
    c, m, s = int(c), int(m), labels(s)
    best = None
    for nd in nodes:
        if any(nd[5].get(k) != v for k, v in s.items()) or nd[3] < c or nd[4] < m:
            continue
        score = ((nd[3] - c) * 100 / nd[1] + (nd[4] - m) * 100 / nd[2]) / 2
        if best is None or (-score, nd[0]) < best[0]:
            best = ((-score, nd[0]), nd)
    if best is None:
        out.append(pod + ' -> Pending')
    else:
        best[1][3] -= c
        best[1][4] -= m
        out.append(pod + ' -> ' + best[1][0])
print('\n'.join(out))
`,
        },
        {
          name: 'tie-first-in-input',
          language: 'python3',
          mustFail: 'WA',
          why: 'Keeps the first node in input order on a score tie instead of the smallest name',
          source: String.raw`import sys
def labels(t):
    return {} if t == '-' else dict(x.split('=', 1) for x in t.split(','))
lines = sys.stdin.read().split('\n')
n = int(lines[0])
nodes = []
for i in range(1, n + 1):
    name, c, m, l = lines[i].split()
    nodes.append([name, int(c), int(m), int(c), int(m), labels(l)])
p = int(lines[n + 1])
out = []
for j in range(p):
    pod, c, m, s = lines[n + 2 + j].split()
    c, m, s = int(c), int(m), labels(s)
    best, bs = None, -1
    for nd in nodes:
        if any(nd[5].get(k) != v for k, v in s.items()) or nd[3] < c or nd[4] < m:
            continue
        score = ((nd[3] - c) * 100 // nd[1] + (nd[4] - m) * 100 // nd[2]) // 2
        if score > bs:
            best, bs = nd, score
    if best is None:
        out.append(pod + ' -> Pending')
    else:
        best[3] -= c
        best[4] -= m
        out.append(pod + ' -> ' + best[0])
print('\n'.join(out))
`,
        },
      ],
    },
    reference: {
      language: 'python3',
      source: `import sys


def parse_labels(text):
    if text == '-':
        return {}
    return dict(pair.split('=', 1) for pair in text.split(','))


def main():
    lines = sys.stdin.read().split('\\n')
    n = int(lines[0])
    nodes = []
    for i in range(1, n + 1):
        name, cpu, mem, labels = lines[i].split()
        nodes.append({'name': name, 'cpu': int(cpu), 'mem': int(mem), 'free_cpu': int(cpu), 'free_mem': int(mem), 'labels': parse_labels(labels)})
    p = int(lines[n + 1])
    out = []
    for j in range(p):
        pod, cpu, mem, selector = lines[n + 2 + j].split()
        cpu, mem = int(cpu), int(mem)
        selector = parse_labels(selector)
        best = None
        for node in nodes:
            if any(node['labels'].get(k) != v for k, v in selector.items()):
                continue
            if node['free_cpu'] < cpu or node['free_mem'] < mem:
                continue
            score = ((node['free_cpu'] - cpu) * 100 // node['cpu'] + (node['free_mem'] - mem) * 100 // node['mem']) // 2
            key = (-score, node['name'])
            if best is None or key < best[0]:
                best = (key, node)
        if best is None:
            out.append(f"{pod} -> Pending")
        else:
            node = best[1]
            node['free_cpu'] -= cpu
            node['free_mem'] -= mem
            out.append(f"{pod} -> {node['name']}")
    print('\\n'.join(out))


main()
`,
    },
  },
];
